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
  description: 'The customer an order held for confirmation was placed for.',
  fields: (t) => ({
    name: t.exposeString('name', { description: "The customer's name" }),
    code: t.string({ description: 'As the portal shows customer codes (spec 1 §3.2)', resolve: (c) => displayCustomerCode(c) }),
  }),
});

const WaitingLineRef = builder.objectRef<WaitingLine>('WaitingOrderLine').implement({
  ...insideGuardedFields,
  description: 'One article line of an order held for confirmation.',
  fields: (t) => ({
    articleCode: t.exposeString('articleCode', {
      description: "The article code as the dealer reads it; the ERP's key when the article is gone",
    }),
    name: t.exposeString('name', { description: "The article's name in the catalogue; its code when the article is gone" }),
    qty: t.exposeInt('qty', { description: 'Quantity ordered, in the unit of measure uom' }),
    uom: t.exposeString('uom', { description: 'Unit of measure the line was ordered in (e.g. EA)' }),
    subtotal: t.exposeFloat('subtotal', { description: "What the line costs as placed, minor units of the order's currency" }),
  }),
});

const WaitingOrderRef = builder.objectRef<WaitingOrder>('WaitingOrder').implement({
  ...insideGuardedFields,
  description: 'An order held for staff confirmation before it goes to the ERP. Money in minor units with precision beside it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the order" }),
    orderNo: t.exposeString('orderNo', { description: 'The B2B number, what confirmOrder and rejectOrder take' }),
    createdAt: t.exposeString('createdAt', { description: 'When the order was placed, ISO 8601 in UTC' }),
    poNumber: t.exposeString('poNumber', { nullable: true, description: "The dealer's own purchase-order number, when given" }),
    notes: t.exposeString('notes', { nullable: true, description: "The dealer's notes to the order, when given" }),
    requestDeliveryDate: t.exposeString('requestDeliveryDate', {
      nullable: true,
      description: 'Delivery date the dealer asked for, YYYY-MM-DD; null for as soon as possible',
    }),
    shipTo: t.exposeString('shipTo', { description: "Code of the customer's ship-to address the order goes to" }),
    shipmentMethod: t.exposeString('shipmentMethod', { description: "Code of the market's shipment method chosen" }),
    paymentMethod: t.exposeString('paymentMethod', { description: "Code of the market's payment method chosen" }),
    total: t.exposeFloat('total', { description: "Lines plus freight as placed, minor units of the order's currency" }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the currency the order is priced in' }),
    precision: t.int({
      description: 'Decimal places of the currency: total / 10^precision is in major units',
      resolve: (o, _args, ctx) => precisionOf(o.currency, ctx.host.config),
    }),
    createdBy: t.exposeString('createdBy', { description: 'The display name of the user who placed it' }),
    customer: t.field({ type: WaitingCustomer, description: 'The customer the order is for', resolve: (o) => o.customer }),
    lines: t.field({ type: [WaitingLineRef], description: 'The articles ordered, in the order they were placed', resolve: (o) => o.lines }),
  }),
});

const WaitingOrderPage = builder.objectRef<Awaited<ReturnType<typeof waitingOrders>>>('WaitingOrderPage').implement({
  ...insideGuardedFields,
  description: 'One page of the orders waiting for staff confirmation.',
  fields: (t) => ({
    orders: t.field({
      type: [WaitingOrderRef],
      description: 'The waiting orders of this page, longest held first',
      resolve: (p) => p.orders,
    }),
    info: t.field({ type: PageInfoRef, description: 'Page, page size, count of matching orders and page total', resolve: (p) => p.info }),
  }),
});

const DecisionResult = builder.objectRef<DecisionAnswer>('OrderDecisionResult').implement({
  ...insideGuardedFields,
  description: 'What confirmOrder and rejectOrder answer: the outcome of the decision on one held order.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether the decision was made, with the text to show',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Errors naming the refused input field (the reason); empty otherwise',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: C001 or I001' }),
    outcome: t.exposeString('outcome', {
      description: 'confirmed, rejected, already_confirmed, already_rejected (nothing changed), decided_otherwise, not_waiting or invalid',
    }),
    orderNo: t.exposeString('orderNo', { description: 'The B2B number of the order decided on, as given' }),
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
      page: t.arg.int({ defaultValue: 1, description: 'Page to answer, from 1; default 1', validate: z.number().int().min(1).max(10_000) }),
      limit: t.arg.int({
        defaultValue: 10,
        description: 'Orders per page: 10, 20 or 50; default 10',
        validate: z
          .number()
          .int()
          .refine((n) => (WAITING_PAGE_SIZES as readonly number[]).includes(n), 'One of 10, 20, 50'),
      }),
      search: t.arg.string({
        description: 'Any part of the order number, customer name, r3 or isr code or PO number, any case',
        validate: z.string().max(60),
      }),
    },
    resolve: (_root, args, ctx) => waitingOrders(ctx, { page: args.page ?? 1, limit: args.limit ?? 10, search: args.search }),
  }),
}));

builder.mutationFields((t) => ({
  confirmOrder: t.withAuth(deskAuth).field({
    type: DecisionResult,
    description: 'Staff confirm an order held for confirmation: it goes to the ERP. Confirming it again changes nothing.',
    args: { orderNo: t.arg.string({ required: true, description: 'The B2B number of the held order', validate: orderNumber }) },
    resolve: (_root, args, ctx) => confirmOrder(ctx, args.orderNo),
  }),
  rejectOrder: t.withAuth(deskAuth).field({
    type: DecisionResult,
    description:
      'Staff reject an order held for confirmation with a reason: it is cancelled, its stock and quotas given back, its dealer told why.',
    args: {
      orderNo: t.arg.string({ required: true, description: 'The B2B number of the held order', validate: orderNumber }),
      reason: t.arg.string({ required: true, description: `Required, at most ${REASON_MAX} characters`, validate: z.string().max(2_000) }),
    },
    resolve: (_root, args, ctx) => rejectOrder(ctx, args.orderNo, args.reason),
  }),
}));
