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
  type OpenOrderSummaryOrder,
} from './open-orders.ts';

// Like the order list: the active customer's only, the customer taken from the session (DESIGN tenant rule).
const openOrdersAuth = { $all: { scope: 'page.order-status', activeCustomer: true } } as const;

const ShipToRef = builder.objectRef<OpenOrderShipTo>('OpenOrderShipTo').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    city: t.exposeString('city'),
    region: t.exposeString('region', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
  }),
});

const LineRef = builder.objectRef<OpenOrderLine>('OpenOrderLine').implement({
  ...insideGuardedFields,
  description: 'An order line with something still to deliver (spec 2 §3). Money in minor units with precision beside it.',
  fields: (t) => ({
    orderId: t.exposeInt('orderId'),
    soNumber: t.exposeString('soNumber', { nullable: true }),
    orderNumber: t.exposeString('orderNumber', { description: 'The B2B number' }),
    orderType: t.exposeString('orderType', { description: 'The ERP document type: OR standard order, CF consignment fill-up' }),
    poNumber: t.exposeString('poNumber', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
    requestDeliveryDate: t.exposeString('requestDeliveryDate', { nullable: true }),
    expectedDeliveryDate: t.exposeString('expectedDeliveryDate', {
      nullable: true,
      description: 'The latest confirmed supply date of the line',
    }),
    notes: t.exposeString('notes', { nullable: true }),
    internalNotes: t.exposeString('internalNotes', { nullable: true }),
    createdBy: t.exposeString('createdBy', { description: 'The name of the user who placed the order' }),
    shipTo: t.exposeString('shipTo'),
    shipToDetail: t.field({ type: ShipToRef, resolve: (l) => l.shipToDetail }),
    custCode: t.exposeString('custCode', { description: "The code the ERP booked the order on; the customer's r3 code until then" }),
    custName: t.exposeString('custName'),
    articleCode: t.exposeString('articleCode'),
    articleCodeDisplay: t.exposeString('articleCodeDisplay'),
    name: t.exposeString('name'),
    brand: t.exposeString('brand'),
    qty: t.exposeInt('qty', { description: 'Still to deliver: ordered less delivered' }),
    orderedQty: t.exposeInt('orderedQty'),
    deliveredQty: t.exposeInt('deliveredQty'),
    price: t.exposeFloat('price', { description: 'Unit price, minor units' }),
    subTotal: t.exposeFloat('subTotal', { description: 'Value of the open quantity, minor units' }),
    uom: t.exposeString('uom'),
    productCategory: t.exposeString('productCategory', { description: 'BIKE or PAA' }),
    modelYear: t.exposeInt('modelYear', { nullable: true }),
    status: t.exposeString('status', { description: "The order's status: awaiting_confirmation, in_progress or shipped" }),
    companyCode: t.exposeString('companyCode'),
    currency: t.exposeString('currency'),
    precision: t.int({ resolve: (l, _args, ctx) => precisionOf(l.currency, ctx.host.config) }),
  }),
});

const SummaryOrderRef = builder.objectRef<OpenOrderSummaryOrder>('OpenOrderSummaryOrder').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    orderId: t.exposeInt('orderId'),
    soNumber: t.exposeString('soNumber', { nullable: true }),
    orderNumber: t.exposeString('orderNumber'),
    orderType: t.exposeString('orderType'),
    custCode: t.exposeString('custCode'),
    price: t.exposeFloat('price', { description: "The order's open lines of this company, minor units" }),
    qty: t.exposeInt('qty'),
    requestDeliveryDate: t.exposeString('requestDeliveryDate', { nullable: true }),
  }),
});

const DeliveryOrderRef = builder.objectRef<OpenDelivery['detail'][number]>('OpenDeliveryOrder').implement({
  ...insideGuardedFields,
  fields: (t) => ({ orderNo: t.exposeString('orderNo'), soNumber: t.exposeString('soNumber', { nullable: true }) }),
});

const DeliveryRef = builder.objectRef<OpenDelivery>('OpenDelivery').implement({
  ...insideGuardedFields,
  description: 'A delivery that has not arrived yet',
  fields: (t) => ({
    doNumber: t.exposeString('doNumber'),
    orderType: t.exposeString('orderType'),
    custCode: t.exposeString('custCode'),
    estimatedDeliveryDate: t.exposeString('estimatedDeliveryDate'),
    detail: t.field({ type: [DeliveryOrderRef], resolve: (d) => d.detail }),
  }),
});

const CompanyRef = builder.objectRef<OpenOrderCompany>('OpenOrderCompany').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    companyCode: t.exposeString('companyCode'),
    companyName: t.exposeString('companyName'),
    currency: t.exposeString('currency'),
    precision: t.int({ resolve: (c, _args, ctx) => precisionOf(c.currency, ctx.host.config) }),
    orders: t.field({ type: [SummaryOrderRef], resolve: (c) => c.orders }),
    deliveries: t.field({ type: [DeliveryRef], resolve: (c) => c.deliveries }),
  }),
});

const CustomerCodesRef = builder.objectRef<OpenOrders['customerCodes']>('OpenOrderCustomerCodes').implement({
  ...insideGuardedFields,
  fields: (t) => ({ r3: t.exposeString('r3'), isr: t.exposeString('isr', { nullable: true }) }),
});

const OpenOrdersRef = builder.objectRef<OpenOrders>('OpenOrders').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    summary: t.field({ type: [CompanyRef], resolve: (o) => o.summary }),
    lines: t.field({ type: [LineRef], resolve: (o) => o.lines }),
    info: t.field({ type: PageInfoRef, resolve: (o) => o.info }),
    customerCodes: t.field({
      type: CustomerCodesRef,
      description: "The active customer's codes the customer filter chooses from",
      resolve: (o) => o.customerCodes,
    }),
  }),
});

const CustomerCode = builder.enumType('OpenOrderCustomerCode', { values: ['isr', 'r3'] as const });
const SortBy = builder.enumType('OpenOrderSortBy', { values: OPEN_ORDER_SORTS });
const SortDirection = builder.enumType('OpenOrderSortDirection', { values: ['asc', 'desc'] as const });

builder.queryFields((t) => ({
  openOrders: t.withAuth(openOrdersAuth).field({
    type: OpenOrdersRef,
    description:
      "The active customer's open order lines and a summary per company (spec 2 §3, openOrderV4). Dates sort valid first, " +
      'newest first unless asc, invalid last; search matches the order or SO number.',
    args: {
      search: t.arg.string({ description: 'Any part of the order (B2B) or SO number, any case', validate: z.string().max(60) }),
      customerCode: t.arg({ type: CustomerCode }),
      consignmentOnly: t.arg.boolean(),
      sortBy: t.arg({ type: SortBy }),
      sortDirection: t.arg({ type: SortDirection }),
      page: t.arg.int({ defaultValue: 1, validate: z.number().int().min(1).max(10_000) }),
      limit: t.arg.int({
        defaultValue: 10,
        description: '10, 20 or 50',
        validate: z
          .number()
          .int()
          .refine((n) => (OPEN_ORDER_PAGE_SIZES as readonly number[]).includes(n), 'One of 10, 20, 50'),
      }),
    },
    resolve: (_root, args, ctx) => openOrders(ctx.db, ctx.actor.customer!, { ...args, page: args.page ?? 1, limit: args.limit ?? 10 }),
  }),
}));
