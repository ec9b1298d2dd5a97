import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { cartSummary } from './service.ts';
// The cart's lines and their changes (catalogue add-to-cart).
import './lines-schema.ts';
import './order-limits-schema.ts';

const CartSummary = builder.objectRef<Awaited<ReturnType<typeof cartSummary>>>('CartSummary').implement({
  ...insideGuardedFields,
  description: "The active customer's cart in the host's market, summed up for the navbar's cart button and badge.",
  fields: (t) => ({
    lines: t.exposeInt('lines', { description: 'Lines that can be ordered (blocked lines left out)' }),
    blocked: t.exposeInt('blocked', { description: 'Lines that cannot be purchased, counted in no figure' }),
    totalQuantity: t.exposeInt('totalQuantity', { description: 'Pieces on the lines that can be ordered' }),
    total: t.exposeFloat('total', { description: 'Minor units: what checkout charges for the lines that can be ordered, before freight' }),
    currency: t.exposeString('currency', { description: "ISO 4217 code of the market's currency, in which total is given" }),
    precision: t.exposeInt('precision', {
      description: "Decimal places of the market's currency: total / 10^precision is the amount in major units",
    }),
  }),
});

builder.queryFields((t) => ({
  cartSummary: t.withAuth({ scope: 'cart.display-order-qty' }).field({
    type: CartSummary,
    nullable: true,
    description: "The active customer's cart for the navbar; null without an active customer.",
    // A customer who does not buy in this market has no cart here: the navbar shows none rather than an error.
    resolve: (_root, _args, ctx) =>
      ctx.actor.customer
        ? cartSummary({ ...ctx, actor: ctx.actor }).catch((e: unknown) => {
            if ((e as { extensions?: { code?: string } }).extensions?.code === ErrorCode.forbidden) return null;
            throw e;
          })
        : null,
  }),
}));
