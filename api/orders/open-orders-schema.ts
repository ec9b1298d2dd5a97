import { z } from 'zod';
import { precisionOf } from '../../src/rules/money.ts';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import type { OpenDelivery } from './open-orders-deliveries.ts';
import type { OpenOrderLine, OpenOrderShipTo } from './open-orders-lines.ts';
import {
  OPEN_ORDER_PAGE_SIZES,
  OPEN_ORDER_SORTS,
  openOrders,
  type OpenOrderCompany,
  type OpenOrders,
  type OpenOrderSort,
  type OpenOrderSummaryOrder,
} from './open-orders.ts';

// Like the order list: the active customer's only, the customer taken from the session (DESIGN tenant rule).
const openOrdersAuth = { $all: { scope: 'page.order-status', activeCustomer: true } } as const;

const ShipToRef = builder.objectRef<OpenOrderShipTo>('OpenOrderShipTo').implement({
  ...insideGuardedFields,
  description: 'The ship-to address of an open order line; only its code as name when the customer no longer has it.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Name of the receiving party; the ship-to code when the ship-to is gone' }),
    address: t.exposeString('address', { description: 'Street address; empty when the ship-to is gone' }),
    city: t.exposeString('city', { description: 'City of the address; empty when the ship-to is gone' }),
    region: t.exposeString('region', { nullable: true, description: 'Region or province of the address, when known' }),
    postalCode: t.exposeString('postalCode', { nullable: true, description: 'Postal code of the address, when known' }),
  }),
});

const LineRef = builder.objectRef<OpenOrderLine>('OpenOrderLine').implement({
  ...insideGuardedFields,
  description: 'An order line with something still to deliver (spec 2 §3). Money in minor units with precision beside it.',
  fields: (t) => ({
    orderId: t.exposeInt('orderId', { description: "The portal's id of the order, what order(id) takes" }),
    soNumber: t.exposeString('soNumber', { nullable: true, description: 'The ERP sales order number; null until the ERP took the order' }),
    orderNumber: t.exposeString('orderNumber', { description: 'The B2B number' }),
    orderType: t.exposeString('orderType', { description: 'The ERP document type: OR standard order, CF consignment fill-up' }),
    poNumber: t.exposeString('poNumber', { nullable: true, description: "The dealer's own purchase-order number, when given" }),
    createdAt: t.exposeString('createdAt', { description: 'When the order was placed, ISO 8601 in UTC' }),
    requestDeliveryDate: t.exposeString('requestDeliveryDate', {
      nullable: true,
      description: 'Delivery date the dealer asked for, YYYY-MM-DD; null for as soon as possible',
    }),
    expectedDeliveryDate: t.exposeString('expectedDeliveryDate', {
      nullable: true,
      description: 'The latest confirmed supply date of the line, YYYY-MM-DD; null before the ERP confirmed it',
    }),
    notes: t.exposeString('notes', { nullable: true, description: "The dealer's notes to the order, when given" }),
    internalNotes: t.exposeString('internalNotes', {
      nullable: true,
      description: "The sales office's notes to the order; null for orders placed in the portal",
    }),
    createdBy: t.exposeString('createdBy', { description: 'The name of the user who placed the order' }),
    shipTo: t.exposeString('shipTo', { description: "Code of the customer's ship-to address the order goes to" }),
    shipToDetail: t.field({ type: ShipToRef, description: 'The ship-to address the order goes to', resolve: (l) => l.shipToDetail }),
    custCode: t.exposeString('custCode', { description: "The code the ERP booked the order on; the customer's r3 code until then" }),
    custName: t.exposeString('custName', { description: "The active customer's name" }),
    articleCode: t.exposeString('articleCode', { description: "The ERP's article key" }),
    articleCodeDisplay: t.exposeString('articleCodeDisplay', { description: 'The article code as the dealer reads it' }),
    name: t.exposeString('name', { description: "The article's name in the catalogue; its code when the article is gone" }),
    brand: t.exposeString('brand', { description: "The article's brand; empty when the article is gone" }),
    qty: t.exposeInt('qty', { description: 'Still to deliver: ordered less delivered' }),
    orderedQty: t.exposeInt('orderedQty', { description: 'Quantity ordered on the line, in the unit of measure uom' }),
    deliveredQty: t.exposeInt('deliveredQty', { description: 'Quantity the deliveries so far carried, in the unit of measure uom' }),
    price: t.exposeFloat('price', { description: "Unit price as placed, minor units of the order's currency" }),
    subTotal: t.exposeFloat('subTotal', { description: "Value of the open quantity, minor units of the order's currency" }),
    uom: t.exposeString('uom', { description: 'Unit of measure the line was ordered in (e.g. EA)' }),
    productCategory: t.exposeString('productCategory', { description: 'BIKE or PAA' }),
    modelYear: t.exposeInt('modelYear', { nullable: true, description: "The article's model year, when it has one" }),
    status: t.exposeString('status', { description: "The order's status: awaiting_confirmation, in_progress or shipped" }),
    companyCode: t.exposeString('companyCode', {
      description: "Code of the company that sells the line (bikes '<sorg>-B', the rest '<sorg>-P')",
    }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the currency the order is priced in' }),
    precision: t.int({
      description: 'Decimal places of the currency: an amount / 10^precision is in major units',
      resolve: (l, _args, ctx) => precisionOf(l.currency, ctx.host.config),
    }),
  }),
});

const SummaryOrderRef = builder.objectRef<OpenOrderSummaryOrder>('OpenOrderSummaryOrder').implement({
  ...insideGuardedFields,
  description: "An open order in a company's summary: its open lines of that company added up.",
  fields: (t) => ({
    orderId: t.exposeInt('orderId', { description: "The portal's id of the order, what order(id) takes" }),
    soNumber: t.exposeString('soNumber', { nullable: true, description: 'The ERP sales order number; null until the ERP took the order' }),
    orderNumber: t.exposeString('orderNumber', { description: 'The B2B number of the order' }),
    orderType: t.exposeString('orderType', { description: 'The ERP document type: OR standard order, CF consignment fill-up' }),
    custCode: t.exposeString('custCode', { description: "The code the ERP booked the order on; the customer's r3 code until then" }),
    price: t.exposeFloat('price', { description: "The order's open lines of this company, minor units" }),
    qty: t.exposeInt('qty', { description: 'Quantity still to deliver on those lines, added up' }),
    requestDeliveryDate: t.exposeString('requestDeliveryDate', {
      nullable: true,
      description: 'Delivery date the dealer asked for, YYYY-MM-DD; null for as soon as possible',
    }),
  }),
});

const DeliveryOrderRef = builder.objectRef<OpenDelivery['detail'][number]>('OpenDeliveryOrder').implement({
  ...insideGuardedFields,
  description: 'An order whose goods a delivery on its way carries.',
  fields: (t) => ({
    orderNo: t.exposeString('orderNo', { description: 'The B2B number of the order' }),
    soNumber: t.exposeString('soNumber', { nullable: true, description: 'The ERP sales order number; null until the ERP took the order' }),
  }),
});

const DeliveryRef = builder.objectRef<OpenDelivery>('OpenDelivery').implement({
  ...insideGuardedFields,
  description: 'A delivery that has not arrived yet',
  fields: (t) => ({
    doNumber: t.exposeString('doNumber', { description: "The ERP's delivery order (DO) number" }),
    orderType: t.exposeString('orderType', {
      description: 'The ERP document type of its order: OR standard order, CF consignment fill-up',
    }),
    custCode: t.exposeString('custCode', { description: "The code the ERP booked the order on; the customer's r3 code until then" }),
    estimatedDeliveryDate: t.exposeString('estimatedDeliveryDate', {
      description: 'Date it is expected to arrive, YYYY-MM-DD, today or later',
    }),
    detail: t.field({
      type: [DeliveryOrderRef],
      description: "The orders whose goods of this company it carries, in the delivery's line order",
      resolve: (d) => d.detail,
    }),
  }),
});

const CompanyRef = builder.objectRef<OpenOrderCompany>('OpenOrderCompany').implement({
  ...insideGuardedFields,
  description: "One selling company's open orders and the deliveries on their way from it (spec 2 §3 open order summary).",
  fields: (t) => ({
    companyCode: t.exposeString('companyCode', { description: "Code of the company (bikes '<sorg>-B', the rest '<sorg>-P')" }),
    companyName: t.exposeString('companyName', { description: "The company's name as the dealer reads it" }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the currency its orders are priced in' }),
    precision: t.int({
      description: 'Decimal places of the currency: an amount / 10^precision is in major units',
      resolve: (c, _args, ctx) => precisionOf(c.currency, ctx.host.config),
    }),
    orders: t.field({
      type: [SummaryOrderRef],
      description: 'Its orders with open lines that pass the filters, all pages, in the order of the lines',
      resolve: (c) => c.orders,
    }),
    deliveries: t.field({
      type: [DeliveryRef],
      description: 'Its deliveries not yet arrived that pass the filters, soonest expected first',
      resolve: (c) => c.deliveries,
    }),
  }),
});

const CustomerCodesRef = builder.objectRef<OpenOrders['customerCodes']>('OpenOrderCustomerCodes').implement({
  ...insideGuardedFields,
  description: "The active customer's ERP codes, for the open-order customer filter.",
  fields: (t) => ({
    r3: t.exposeString('r3', { description: "The customer's R3 code in the ERP, in full" }),
    isr: t.exposeString('isr', { nullable: true, description: "The customer's ISR code in the ERP, in full; null when it has none" }),
  }),
});

const OpenOrdersRef = builder.objectRef<OpenOrders>('OpenOrders').implement({
  ...insideGuardedFields,
  description: "The active customer's open-order page: one page of open lines and a summary per company of every filtered line.",
  fields: (t) => ({
    summary: t.field({
      type: [CompanyRef],
      description: 'Per selling company, by company code: the filtered open orders of all pages and the deliveries on their way',
      resolve: (o) => o.summary,
    }),
    lines: t.field({ type: [LineRef], description: 'One page of the filtered open lines, in the sort asked for', resolve: (o) => o.lines }),
    info: t.field({
      type: PageInfoRef,
      description: 'Page, page size, count of filtered open lines and page total',
      resolve: (o) => o.info,
    }),
    customerCodes: t.field({
      type: CustomerCodesRef,
      description: "The active customer's codes the customer filter chooses from",
      resolve: (o) => o.customerCodes,
    }),
  }),
});

const CustomerCode = builder.enumType('OpenOrderCustomerCode', {
  description: "Which of the active customer's ERP codes the open orders were booked on.",
  values: {
    isr: { description: "Only rows booked on the customer's ISR code (none when it has none)" },
    r3: { description: "Only rows booked on the customer's R3 code" },
  } as const,
});
const SORT_TEXTS: Record<OpenOrderSort, string> = {
  requestDeliveryDate: 'By the delivery date the dealer asked for',
  expectedDeliveryDate: 'By the latest supply date the ERP confirmed for the line',
  createdAt: 'By the time the order was placed',
};
const SortBy = builder.enumType('OpenOrderSortBy', {
  description: 'The date open lines are sorted by; lines without a valid date come last.',
  values: Object.fromEntries(OPEN_ORDER_SORTS.map((v) => [v, { description: SORT_TEXTS[v] }])) as Record<
    OpenOrderSort,
    { description: string }
  >,
});
const SortDirection = builder.enumType('OpenOrderSortDirection', {
  description: 'Which way a date sort runs.',
  values: {
    asc: { description: 'Oldest date first' },
    desc: { description: 'Newest date first' },
  } as const,
});

builder.queryFields((t) => ({
  openOrders: t.withAuth(openOrdersAuth).field({
    type: OpenOrdersRef,
    description:
      "The active customer's open order lines and a summary per company (spec 2 §3, openOrderV4). Dates sort valid first, " +
      'newest first unless asc, invalid last; search matches the order or SO number.',
    args: {
      search: t.arg.string({ description: 'Any part of the order (B2B) or SO number, any case', validate: z.string().max(60) }),
      customerCode: t.arg({ type: CustomerCode, description: "Only rows booked on this code of the customer's; all when left out" }),
      consignmentOnly: t.arg.boolean({ description: 'Only consignment fill-up orders (document type CF) when true; default all types' }),
      sortBy: t.arg({ type: SortBy, description: 'The date to sort lines by; default createdAt' }),
      sortDirection: t.arg({ type: SortDirection, description: 'Which way the sort runs; default desc, newest first' }),
      page: t.arg.int({ defaultValue: 1, description: 'Page to answer, from 1; default 1', validate: z.number().int().min(1).max(10_000) }),
      limit: t.arg.int({
        defaultValue: 10,
        description: 'Lines per page: 10, 20 or 50; default 10',
        validate: z
          .number()
          .int()
          .refine((n) => (OPEN_ORDER_PAGE_SIZES as readonly number[]).includes(n), 'One of 10, 20, 50'),
      }),
    },
    resolve: (_root, args, ctx) => openOrders(ctx.db, ctx.actor.customer!, { ...args, page: args.page ?? 1, limit: args.limit ?? 10 }),
  }),
}));
