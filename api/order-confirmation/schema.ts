import { z } from 'zod';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { precisionOf } from '../../src/rules/money.ts';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import { confirmOrder, type DecisionAnswer, REASON_MAX, rejectOrder } from './decide.ts';
import { WAITING_PAGE_SIZES, type WaitingLine, type WaitingOrder, waitingOrders } from './service.ts';

// The order-confirmation desk (spec 3 §2 /admin/order-confirmation, page.orderlist); the service keeps each user to
// the host's sales organisation and the customers they may act for.
const deskAuth = { scope: 'page.orderlist' } as const;

const WaitingCustomer = builder.objectRef<WaitingOrder['customer']>('WaitingOrderCustomer').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    name: t.exposeString('name'),
    code: t.string({ description: 'As the portal shows customer codes (spec 1 §3.2)', resolve: (c) => displayCustomerCode(c) }),
  }),
});

const WaitingLineRef = builder.objectRef<WaitingLine>('WaitingOrderLine').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    articleCode: t.exposeString('articleCode'),
    name: t.exposeString('name'),
    qty: t.exposeInt('qty'),
    uom: t.exposeString('uom'),
    subtotal: t.exposeFloat('subtotal', { description: 'Minor units' }),
  }),
});

const WaitingOrderRef = builder.objectRef<WaitingOrder>('WaitingOrder').implement({
  ...insideGuardedFields,
  description: 'An order held for staff confirmation before it goes to the ERP. Money in minor units with precision beside it.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    orderNo: t.exposeString('orderNo'),
    createdAt: t.exposeString('createdAt'),
    poNumber: t.exposeString('poNumber', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    requestDeliveryDate: t.exposeString('requestDeliveryDate', { nullable: true }),
    shipTo: t.exposeString('shipTo'),
    shipmentMethod: t.exposeString('shipmentMethod'),
    paymentMethod: t.exposeString('paymentMethod'),
    total: t.exposeFloat('total', { description: 'Minor units' }),
    currency: t.exposeString('currency'),
    precision: t.int({ resolve: (o, _args, ctx) => precisionOf(o.currency, ctx.host.config) }),
    createdBy: t.exposeString('createdBy'),
    customer: t.field({ type: WaitingCustomer, resolve: (o) => o.customer }),
    lines: t.field({ type: [WaitingLineRef], resolve: (o) => o.lines }),
  }),
});

const WaitingOrderPage = builder.objectRef<Awaited<ReturnType<typeof waitingOrders>>>('WaitingOrderPage').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    orders: t.field({ type: [WaitingOrderRef], resolve: (p) => p.orders }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const DecisionResult = builder.objectRef<DecisionAnswer>('OrderDecisionResult').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: C001 or I001' }),
    outcome: t.exposeString('outcome', {
      description: 'confirmed, rejected, already_confirmed, already_rejected (nothing changed), decided_otherwise, not_waiting or invalid',
    }),
    orderNo: t.exposeString('orderNo'),
  }),
});

const orderNumber = z.string().trim().min(1).max(40);

builder.queryFields((t) => ({
  ordersAwaitingConfirmation: t.withAuth(deskAuth).field({
    type: WaitingOrderPage,
    description:
      "Orders held for confirmation on the host's sales organisation, of the customers the user may act for, oldest first; " +
      'search matches the order number, the customer code or name and the PO number.',
    args: {
      page: t.arg.int({ defaultValue: 1, validate: z.number().int().min(1).max(10_000) }),
      limit: t.arg.int({
        defaultValue: 10,
        description: '10, 20 or 50',
        validate: z
          .number()
          .int()
          .refine((n) => (WAITING_PAGE_SIZES as readonly number[]).includes(n), 'One of 10, 20, 50'),
      }),
      search: t.arg.string({ validate: z.string().max(60) }),
    },
    resolve: (_root, args, ctx) => waitingOrders(ctx, { page: args.page ?? 1, limit: args.limit ?? 10, search: args.search }),
  }),
}));

builder.mutationFields((t) => ({
  confirmOrder: t.withAuth(deskAuth).field({
    type: DecisionResult,
    description: 'Staff confirm an order held for confirmation: it goes to the ERP. Confirming it again changes nothing.',
    args: { orderNo: t.arg.string({ required: true, validate: orderNumber }) },
    resolve: (_root, args, ctx) => confirmOrder(ctx, args.orderNo),
  }),
  rejectOrder: t.withAuth(deskAuth).field({
    type: DecisionResult,
    description:
      'Staff reject an order held for confirmation with a reason: it is cancelled, its stock and quotas given back, its dealer told why.',
    args: {
      orderNo: t.arg.string({ required: true, validate: orderNumber }),
      reason: t.arg.string({ required: true, description: `Required, at most ${REASON_MAX} characters`, validate: z.string().max(2_000) }),
    },
    resolve: (_root, args, ctx) => rejectOrder(ctx, args.orderNo, args.reason),
  }),
}));
