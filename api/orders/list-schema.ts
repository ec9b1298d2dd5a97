import { z } from 'zod';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { precisionOf } from '../../src/rules/money.ts';
import { builder, PageInfoRef, insideGuardedFields } from '../graphql/builder.ts';
import { ORDER_PAGE_SIZES, ORDER_STATUSES, orderList, type OrderSummary } from './list.ts';
import { orderDetail, type OrderDetail } from './detail.ts';
import { OrderDeliveryRef, OrderInvoiceRef, OrderLineRef, OrderPaymentRef, OrderShipmentRef, seesErpColumns } from './detail-schema.ts';

// The order list and its detail are the active customer's only: the customer comes from the session (DESIGN tenant rule).
const ordersAuth = { $all: { scope: 'page.order-status', activeCustomer: true } } as const;

type Party = OrderSummary['customer'];
const OrderPartyRef = builder.objectRef<Party>('OrderParty').implement({
  ...insideGuardedFields,
  description: 'A customer an order is for, with its ERP codes.',
  fields: (t) => ({
    name: t.exposeString('name', { description: "The customer's name" }),
    code: t.string({ description: 'As the portal shows customer codes (spec 1 §3.2)', resolve: (c) => displayCustomerCode(c) }),
    r3: t.exposeString('r3', { description: "The customer's R3 code in the ERP, in full" }),
    isr: t.exposeString('isr', { nullable: true, description: "The customer's ISR code in the ERP, in full; null when it has none" }),
  }),
});

type Builder = typeof builder;
type SchemaTypes = Builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The fields a list row and the detail header share. */
const summaryFields = <T extends OrderSummary>(t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, T>) => ({
  id: t.int({ description: "The portal's id of the order, what order(id) takes", resolve: (o) => o.id }),
  orderNo: t.string({ description: "The B2B number, 'B2B-<sorg>-<seq>'", resolve: (o) => o.orderNo }),
  soNumber: t.string({
    nullable: true,
    description: 'The ERP sales order number, once the ERP took the order',
    resolve: (o) => o.soNumber,
  }),
  sorg: t.string({
    nullable: true,
    description: 'The sales organisation: staff only (null for dealers, who read `seller`)',
    resolve: (o, _a, ctx) => (seesErpColumns(ctx) ? o.sorg : null),
  }),
  seller: t.string({ description: "The company the dealer buys from: the market's company name", resolve: (o) => o.seller }),
  taxIncluded: t.boolean({
    description: 'Whether total includes VAT: never, order totals are net and tax comes with the invoice',
    resolve: () => false,
  }),
  createdAt: t.string({ description: 'When the order was placed, ISO 8601 in UTC', resolve: (o) => o.createdAt }),
  status: t.string({ description: 'awaiting_confirmation, in_progress, shipped, complete or cancelled', resolve: (o) => o.status }),
  paymentStatus: t.string({ description: 'not_invoiced, open (something to pay) or paid', resolve: (o) => o.paymentStatus }),
  total: t.float({ description: "Lines plus freight as placed, net of tax, minor units of the order's currency", resolve: (o) => o.total }),
  currency: t.string({ description: 'ISO 4217 code of the currency the order is priced in', resolve: (o) => o.currency }),
  precision: t.int({
    description: 'Decimal places of the currency: total / 10^precision is in major units',
    resolve: (o, _args, ctx) => precisionOf(o.currency, ctx.host.config),
  }),
  customer: t.field({ type: OrderPartyRef, description: 'The customer the order belongs to', resolve: (o) => o.customer }),
  createdBy: t.string({ description: 'The display name of the user who placed it', resolve: (o) => o.createdBy }),
  placedByOther: t.boolean({
    description: "A user who is not the customer's own (sales staff) placed it",
    resolve: (o) => o.placedByOther,
  }),
  placedFor: t.field({
    type: OrderPartyRef,
    description: 'The customer the order was placed for: the active customer at checkout',
    resolve: (o) => o.placedFor,
  }),
  via: t.string({ description: "Where it was placed: always 'B2B' here", resolve: () => 'B2B' }),
  heldForConfirmation: t.boolean({
    description: 'Staff confirm it before it goes to the ERP (the host holds orders for confirmation)',
    resolve: (o) => o.heldForConfirmation,
  }),
  rejectionReason: t.string({ nullable: true, description: 'Why staff rejected it (it is cancelled)', resolve: (o) => o.rejectionReason }),
});

const OrderRef = builder.objectRef<OrderSummary>('Order').implement({
  ...insideGuardedFields,
  description: 'A row of the order list (spec 2 §3). Money in minor units with precision beside it.',
  fields: (t) => summaryFields(t),
});

const OrderDetailRef = builder.objectRef<OrderDetail>('OrderDetail').implement({
  ...insideGuardedFields,
  description: 'One order with its lines, supply confirmations, shipment, payment, deliveries and invoices.',
  fields: (t) => ({
    ...summaryFields(t),
    poNumber: t.exposeString('poNumber', { nullable: true, description: "The dealer's own purchase-order number, when given" }),
    notes: t.exposeString('notes', { nullable: true, description: "The dealer's notes to the order, when given" }),
    quoteId: t.exposeInt('quoteId', {
      nullable: true,
      description: 'The quote it was ordered from, at its quoted prices; null for others',
    }),
    requestDeliveryDate: t.exposeString('requestDeliveryDate', {
      nullable: true,
      description: 'Delivery date the dealer asked for, YYYY-MM-DD; null for as soon as possible',
    }),
    linesTotal: t.exposeFloat('linesTotal', { description: "The sum of the lines' subtotals, minor units of the order's currency" }),
    shipment: t.field({
      type: OrderShipmentRef,
      description: 'The shipment method, freight and ship-to address',
      resolve: (o) => o.shipment,
    }),
    payment: t.field({ type: OrderPaymentRef, description: 'The payment method chosen at checkout', resolve: (o) => o.payment }),
    lines: t.field({ type: [OrderLineRef], description: 'The articles ordered, in the order they were placed', resolve: (o) => o.lines }),
    deliveries: t.field({
      type: [OrderDeliveryRef],
      description: 'The deliveries the ERP shipped for the order, oldest first; empty until it ships',
      resolve: (o) => o.deliveries,
    }),
    invoices: t.field({
      type: [OrderInvoiceRef],
      description: 'The invoices the ERP issued for the order, oldest first; empty until it is invoiced',
      resolve: (o) => o.invoices,
    }),
  }),
});

const OrderPageRef = builder.objectRef<Awaited<ReturnType<typeof orderList>>>('OrderPage').implement({
  ...insideGuardedFields,
  description: "One page of the active customer's order list.",
  fields: (t) => ({
    orders: t.field({ type: [OrderRef], description: 'The orders of this page, in the order asked for', resolve: (p) => p.orders }),
    info: t.field({ type: PageInfoRef, description: 'Page, page size, count of matching orders and page total', resolve: (p) => p.info }),
  }),
});

const OrderSort = builder.enumType('OrderSort', {
  description: 'How the order list is sorted.',
  values: {
    createdAt_desc: { description: 'Newest first, by the time the order was placed' },
    createdAt_asc: { description: 'Oldest first, by the time the order was placed' },
  } as const,
});
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

builder.queryFields((t) => ({
  orders: t.withAuth(ordersAuth).field({
    type: OrderPageRef,
    description: "The active customer's orders, newest first unless sorted otherwise; search matches the B2B or SO number.",
    args: {
      page: t.arg.int({ defaultValue: 1, description: 'Page to answer, from 1; default 1', validate: z.number().int().min(1).max(10_000) }),
      limit: t.arg.int({
        defaultValue: 10,
        description: 'Orders per page: 10, 20 or 50; default 10',
        validate: z
          .number()
          .int()
          .refine((n) => (ORDER_PAGE_SIZES as readonly number[]).includes(n), 'One of 10, 20, 50'),
      }),
      search: t.arg.string({
        description: 'Any part of the B2B or SO number, any case; all orders when left out',
        validate: z.string().max(60),
      }),
      status: t.arg.string({
        description: 'Only orders in this status: awaiting_confirmation, in_progress, shipped, complete or cancelled',
        validate: z.enum(ORDER_STATUSES),
      }),
      dateFrom: t.arg.string({ description: 'Only orders placed on or after this day, YYYY-MM-DD (UTC)', validate: isoDate }),
      dateTo: t.arg.string({ description: 'Only orders placed on or before this day (included), YYYY-MM-DD (UTC)', validate: isoDate }),
      sort: t.arg({ type: OrderSort, description: 'Sort order; default createdAt_desc, newest first' }),
    },
    resolve: (_root, args, ctx) =>
      orderList(ctx.db, ctx.actor.customer!.id, {
        page: args.page ?? 1,
        limit: args.limit ?? 10,
        search: args.search,
        status: args.status as (typeof ORDER_STATUSES)[number] | null | undefined,
        dateFrom: args.dateFrom,
        dateTo: args.dateTo,
        sort: args.sort,
      }),
  }),
  order: t.withAuth(ordersAuth).field({
    type: OrderDetailRef,
    description: "One order of the active customer; another customer's order answers FORBIDDEN.",
    args: { id: t.arg.int({ required: true, description: "The order's id, as the order list gives it" }) },
    resolve: (_root, args, ctx) => orderDetail(ctx.db, ctx.actor.customer!.id, args.id),
  }),
}));
