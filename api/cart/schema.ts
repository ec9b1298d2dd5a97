import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { cartSummary } from './service.ts';
// The cart's lines and their changes (catalogue add-to-cart).
import './lines-schema.ts';

const CartSummary = builder.objectRef<Awaited<ReturnType<typeof cartSummary>>>('CartSummary').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    lines: t.exposeInt('lines'),
    totalQuantity: t.exposeInt('totalQuantity'),
    totalPrice: t.exposeFloat('totalPrice', { description: "In the currency's major unit" }),
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
  }),
});

builder.queryFields((t) => ({
  cartSummary: t.withAuth({ scope: 'cart.display-order-qty' }).field({
    type: CartSummary,
    nullable: true,
    description: "The active customer's cart for the navbar; null without an active customer.",
    resolve: (_root, _args, ctx) => ctx.actor.customer ? cartSummary(ctx.db, ctx.actor.customer, ctx.host.config) : null,
  }),
}));
