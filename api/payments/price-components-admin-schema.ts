import { z } from 'zod';
import type { SignedInContext } from '../context.ts';
import { ContentResultRef, contentListArgs } from '../content/publishing-schema.ts';
import type { PageInfo } from '../db/paging.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import { PRICE_COMPONENTS, PRICE_MODULES } from '../../src/rules/price-components.ts';
import {
  createPriceComponent,
  deletePriceComponent,
  listPriceComponents,
  PRICE_COMPONENT_EDIT,
  priceComponentById,
  type PriceComponentRow,
  updatePriceComponent,
} from './price-components-admin.ts';

// The admin table of price components (spec 3 §3 'Price component'): which optional money components each sales
// organisation shows on invoices, open invoices and payments. Readers get them through Query.priceComponents.
const editors = { scope: PRICE_COMPONENT_EDIT } as const;
const signedIn = (ctx: { actor: unknown }) => ctx as SignedInContext;
const COMPONENTS = PRICE_COMPONENTS.join(', ');

const RowRef = builder.objectRef<PriceComponentRow>('PriceComponentRow').implement({
  authScopes: editors,
  description: 'One sales organisation and module with the optional components it shows, as its admin table lists it',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The row id' }),
    sorg: t.exposeString('sorg', { description: 'Code of the sales organisation' }),
    module: t.exposeString('module', { description: PRICE_MODULES.join(', ') }),
    additionalDisplays: t.exposeStringList('additionalDisplays', { description: `Components shown, in order; each one of ${COMPONENTS}` }),
  }),
});

const PageRef = builder.objectRef<{ priceComponents: PriceComponentRow[]; info: PageInfo }>('PriceComponentPage').implement({
  authScopes: editors,
  description: 'One page of price component rows',
  fields: (t) => ({
    priceComponents: t.field({ type: [RowRef], description: 'The rows of the page', resolve: (p) => p.priceComponents }),
    info: t.field({ type: PageInfoRef, description: 'Paging of the whole filtered list', resolve: (p) => p.info }),
  }),
});

const Input = builder.inputType('PriceComponentInput', {
  description: 'A price component row as its form saves it; one row per sales organisation and module',
  fields: (t) => ({
    sorg: t.string({ description: 'Required: a sales organisation code in the ERP, e.g. 1000', validate: z.string().max(20) }),
    module: t.string({ description: `Required: ${PRICE_MODULES.join(', ')}`, validate: z.string().max(20) }),
    additionalDisplays: t.stringList({
      description: `The components to show, in order; each one of ${COMPONENTS}; none shows only the totals`,
      validate: z.array(z.string().max(40)).max(PRICE_COMPONENTS.length),
    }),
  }),
});

builder.queryFields((t) => ({
  priceComponentRows: t.withAuth(editors).field({
    type: PageRef,
    description: "Every organisation's price component rows for the admin table; search looks in the organisation code",
    args: {
      ...contentListArgs(t.arg),
      module: t.arg.string({ description: 'Only rows of this module', validate: z.enum(PRICE_MODULES) }),
    },
    resolve: (_r, a, ctx) =>
      listPriceComponents(ctx.db, { page: a.page ?? 1, limit: a.limit, search: a.search, sort: a.sort, module: a.module }),
  }),
  priceComponentRow: t.withAuth(editors).field({
    type: RowRef,
    nullable: true,
    description: 'One row; null when there is none',
    args: { id: t.arg.int({ required: true, description: 'The row id' }) },
    resolve: (_r, a, ctx) => priceComponentById(ctx.db, a.id),
  }),
}));

builder.mutationFields((t) => ({
  createPriceComponent: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Adds the row of an organisation and module',
    args: { input: t.arg({ type: Input, required: true, description: 'The organisation, module and components of the row' }) },
    resolve: (_r, a, ctx) => createPriceComponent(signedIn(ctx), a.input),
  }),
  updatePriceComponent: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Changes a row',
    args: {
      id: t.arg.int({ required: true, description: 'The row id' }),
      input: t.arg({ type: Input, required: true, description: 'The organisation, module and components of the row' }),
    },
    resolve: (_r, a, ctx) => updatePriceComponent(signedIn(ctx), a.id, a.input),
  }),
  deletePriceComponent: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Removes a row: the organisation then shows every component in that module',
    args: { id: t.arg.int({ required: true, description: 'The row id' }) },
    resolve: (_r, a, ctx) => deletePriceComponent(signedIn(ctx), a.id),
  }),
}));
