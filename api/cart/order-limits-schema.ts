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
    from: t.exposeString('from', { description: 'Start of the period' }),
    to: t.exposeString('to', { description: 'End of the period' }),
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
  fields: (t) => ({
    articleCode: t.string({ required: true, validate: z.string().min(1).max(60) }),
    sorg: t.string({ required: true, validate: z.string().min(1).max(10) }),
  }),
});

const OrderLimitsUpdate = builder.objectRef<Awaited<ReturnType<typeof updateOrderLimits>>>('OrderLimitsUpdate').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
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
    args: { products: t.arg({ type: [OrderLimitProductInput], required: true, validate: z.array(z.any()).min(1).max(100) }) },
    resolve: (_root, args, ctx) => updateOrderLimits(ctx, args.products),
  }),
}));
