import { z } from 'zod';
import type { OrderLimit } from '../../src/rules/order-limits.ts';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import { CartItem } from './lines-schema.ts';
import { activeOrderLimits } from './order-limits.ts';
import { updateOrderLimits } from './order-limits-update.ts';

const cartAuth = { $all: { scope: 'cart.display-order-qty', activeCustomer: true } } as const;

const OrderLimitRef = builder.objectRef<OrderLimit>('OrderLimit').implement({
  ...insideGuardedFields,
  description: 'The order limit (quota) binding a cart line now, in pieces (EA) whatever the line is ordered in (spec 2 §5)',
  fields: (t) => ({
    limitQty: t.exposeInt('limitQty', { description: 'The size of the limit, EA' }),
    remaining: t.exposeInt('remaining', { description: 'What may still be ordered in the period, EA' }),
    from: t.exposeString('from', { description: 'First day of the period, an ISO 8601 date (YYYY-MM-DD)' }),
    to: t.exposeString('to', { description: 'Last day of the period (included), an ISO 8601 date (YYYY-MM-DD)' }),
  }),
});

// Every line of one cart answer reads its limit in one query.
builder.objectField(CartItem, 'orderLimit', (t) =>
  t.loadable({
    type: OrderLimitRef,
    nullable: true,
    description: 'The order limit of the article for the active customer; null when none limits it',
    load: async (articleIds: number[], ctx) => {
      if (!ctx.actor?.customer) return articleIds.map(() => null);
      const limits = await activeOrderLimits({ ...ctx, actor: ctx.actor }, articleIds);
      return articleIds.map((id) => limits.get(id) ?? null);
    },
    resolve: (line) => line.product.id,
  }),
);

const OrderLimitProductInput = builder.inputType('OrderLimitProductInput', {
  description: "A product whose cart line updateOrderLimits fits to the product's order limit.",
  fields: (t) => ({
    articleCode: t.string({ required: true, description: "The ERP's article code of the product", validate: z.string().min(1).max(60) }),
    sorg: t.string({
      required: true,
      description: "The sales organisation code of the host's market",
      validate: z.string().min(1).max(10),
    }),
  }),
});

const OrderLimitsUpdate = builder.objectRef<Awaited<ReturnType<typeof updateOrderLimits>>>('OrderLimitsUpdate').implement({
  ...insideGuardedFields,
  description: 'What updateOrderLimits answers: the outcome, the cart lines of the products and what was lowered or removed.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether the lines were fitted, with a short text to show',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Errors naming the refused input fields; empty on success',
      resolve: (r) => r.userErrors,
    }),
    lines: t.field({
      type: [CartItem],
      description: 'The cart lines of those products afterwards, each with its limit',
      resolve: (r) => r.lines,
    }),
    lowered: t.exposeStringList('lowered', { description: 'Article codes whose quantity was lowered to the limit' }),
    removed: t.exposeStringList('removed', { description: 'Article codes removed: nothing of their limit is left' }),
  }),
});

builder.mutationFields((t) => ({
  updateOrderLimits: t.withAuth(cartAuth).field({
    type: OrderLimitsUpdate,
    description:
      "Fits the active customer's cart lines of these products to their order limits: lowers what exceeds, removes what has nothing left.",
    args: {
      products: t.arg({
        type: [OrderLimitProductInput],
        required: true,
        description: 'The products whose cart lines to fit, 1 to 100',
        validate: z.array(z.any()).min(1).max(100),
      }),
    },
    resolve: (_root, args, ctx) => updateOrderLimits(ctx, args.products),
  }),
}));
