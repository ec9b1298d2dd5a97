import { z } from 'zod';
import type { Database } from '../db/index.ts';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import type { PriceModule } from './tables.ts';
import { PRICE_COMPONENTS, PRICE_MODULES } from '../../src/rules/price-components.ts';

export interface PriceComponent {
  sorg: string;
  module: PriceModule;
  additionalDisplays: string[];
}

/** The components the sales organisation shows in a module, in their order; none configured answers the list empty. */
export async function priceComponents(db: Database, sorg: string, module: PriceModule): Promise<PriceComponent[]> {
  const rows = await db
    .selectFrom('priceComponents')
    .select(['sorg', 'module', 'additionalDisplays'])
    .where('sorg', '=', sorg)
    .where('module', '=', module)
    .execute();
  const known = new Set<string>(PRICE_COMPONENTS);
  return rows.map((r) => ({
    sorg: r.sorg,
    module: r.module,
    additionalDisplays: r.additionalDisplays
      .split(',')
      .map((s) => s.trim())
      .filter((s) => known.has(s)),
  }));
}

const PriceComponentRef = builder.objectRef<PriceComponent>('PriceComponent').implement({
  ...insideGuardedFields,
  description: 'Which optional money components a sales organisation shows in one module (spec 3 §3 Price component).',
  fields: (t) => ({
    sorg: t.exposeString('sorg', { description: 'Code of the sales organisation' }),
    module: t.exposeString('module', { description: 'invoice, open_invoice or payment' }),
    additionalDisplays: t.exposeStringList('additionalDisplays', {
      description: `Components to show, in order; each one of ${PRICE_COMPONENTS.join(', ')}`,
    }),
  }),
});

builder.queryFields((t) => ({
  priceComponents: t.withAuth({ anyScope: ['page.invoice-status', 'page.payment-request'] }).field({
    type: [PriceComponentRef],
    description: "The price components of the request host's sales organisation for one module; empty when none are configured.",
    args: {
      module: t.arg.string({ required: true, description: 'invoice, open_invoice or payment', validate: z.enum(PRICE_MODULES) }),
    },
    resolve: (_root, args, ctx) => priceComponents(ctx.db, ctx.host.config.sorg, args.module as PriceModule),
  }),
}));
