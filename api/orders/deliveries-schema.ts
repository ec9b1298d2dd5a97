import { z } from 'zod';
import type { HostConfig } from '../../src/rules/host-config.ts';
import { precisionOf } from '../../src/rules/money.ts';
import { builder, PageInfoRef, insideGuardedFields } from '../graphql/builder.ts';
import { DELIVERY_PAGE_SIZES, deliveryList, shippedOrderList, type Delivery, type DeliveryLine, type ShippedOrder } from './deliveries.ts';
import type { ShipToAddress } from './detail.ts';

// Deliveries are the active customer's only, like the order list (DESIGN tenant rule).
const deliveriesAuth = { $all: { scope: 'page.order-status', activeCustomer: true } } as const;

interface CurrencyFormat {
  currency: string;
  symbol: string;
  thousandSeparator: string;
  decimalSeparator: string;
  decimalPrecision: number;
}

/** The host's format for its own currency; another currency shows its code with the host's separators. */
const currencyFormatOf = (currency: string, host: HostConfig): CurrencyFormat => ({
  currency,
  symbol: currency === host.currency.display ? host.currency.symbol : currency,
  thousandSeparator: host.currency.thousandSeparator,
  decimalSeparator: host.currency.decimalSeparator,
  decimalPrecision: precisionOf(currency, host),
});

const DeliveryCurrencyFormatRef = builder.objectRef<CurrencyFormat>('DeliveryCurrencyFormat').implement({
  ...insideGuardedFields,
  description: 'How the amounts of a delivery are written (spec 2 §3: symbol, separators, precision)',
  fields: (t) => ({
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the currency the amounts are in' }),
    symbol: t.exposeString('symbol', { description: "The host's currency symbol (e.g. Rp) for its own currency; another currency's code" }),
    thousandSeparator: t.exposeString('thousandSeparator', { description: "The host's thousands separator, e.g. '.' or ','" }),
    decimalSeparator: t.exposeString('decimalSeparator', { description: "The host's decimal separator, e.g. ',' or '.'" }),
    decimalPrecision: t.exposeInt('decimalPrecision', {
      description: 'Digits after the separator; amounts are in minor units of this precision',
    }),
  }),
});

const DeliveryShipToRef = builder.objectRef<ShipToAddress>('DeliveryShipTo').implement({
  ...insideGuardedFields,
  description: "The customer's ship-to address a delivery goes to; only its code when the customer no longer has it.",
  fields: (t) => ({
    code: t.exposeString('code', { description: "The ERP's ship-to code of the customer" }),
    name: t.exposeString('name', { description: 'Name of the receiving party; the code when the ship-to is gone' }),
    address: t.exposeString('address', { description: 'Street address; empty when the ship-to is gone' }),
    city: t.exposeString('city', { description: 'City of the address; empty when the ship-to is gone' }),
    region: t.exposeString('region', { nullable: true, description: 'Region or province of the address, when known' }),
    postalCode: t.exposeString('postalCode', { nullable: true, description: 'Postal code of the address, when known' }),
    countryId: t.exposeString('countryId', { description: 'ISO 3166-1 alpha-2 country code; empty when the ship-to is gone' }),
  }),
});

const DeliveryLineRef = builder.objectRef<DeliveryLine>('DeliveryLine').implement({
  ...insideGuardedFields,
  description: 'One article line of a delivery: what it carries of an order line.',
  fields: (t) => ({
    orderNo: t.exposeString('orderNo', { description: 'The B2B number of the order the line ships' }),
    orderId: t.exposeInt('orderId', { description: "The portal's id of that order, what order(id) takes" }),
    articleCode: t.exposeString('articleCode', { description: "The ERP's article key" }),
    name: t.exposeString('name', { description: "The article's name in the catalogue; its code when the article is gone" }),
    qty: t.exposeInt('qty', { description: 'Quantity delivered, in the unit of measure uom' }),
    uom: t.exposeString('uom', { description: 'Unit of measure of the line (e.g. EA)' }),
    price: t.exposeFloat('price', { description: 'Unit price, minor units' }),
    subtotal: t.exposeFloat('subtotal', { description: "Value of the quantity delivered, minor units of the delivery's currency" }),
  }),
});

const DeliveryRef = builder.objectRef<Delivery>('Delivery').implement({
  ...insideGuardedFields,
  description: 'A delivery order of the active customer (spec 2 §3 Delivery). Money in minor units, currencyFormat beside it.',
  fields: (t) => ({
    doNumber: t.exposeString('doNumber', { description: "The ERP's delivery order (DO) number" }),
    orderType: t.exposeString('orderType', { description: 'OR standard order, CF consignment fill-up' }),
    custCode: t.exposeString('custCode', { description: "The customer code the ERP booked it on: the customer's r3 or isr code" }),
    custName: t.exposeString('custName', { description: "The active customer's name" }),
    custPoNo: t.exposeString('custPoNo', { nullable: true, description: "The dealer's purchase-order number of its order, when given" }),
    shipTo: t.field({ type: DeliveryShipToRef, description: 'The address it goes to', resolve: (d) => d.shipTo }),
    deliveryDate: t.exposeString('deliveryDate', { description: 'Goods issue, YYYY-MM-DD' }),
    requestDeliveryDate: t.exposeString('requestDeliveryDate', {
      nullable: true,
      description: 'Delivery date the dealer asked for in the order, YYYY-MM-DD; null for as soon as possible',
    }),
    estimatedDeliveryDate: t.exposeString('estimatedDeliveryDate', { description: 'Date it is expected to arrive, YYYY-MM-DD' }),
    trackingNo: t.exposeString('trackingNo', { nullable: true, description: "The carrier's tracking number; null for a pick-up" }),
    trackingUrl: t.exposeString('trackingUrl', { nullable: true, description: "The carrier's tracking page" }),
    expeditionName: t.exposeString('expeditionName', { description: "The carrier's name, or 'Customer pick-up'" }),
    notes: t.exposeString('notes', { nullable: true, description: "The dealer's notes to the order, when given" }),
    status: t.exposeString('status', { description: 'on_the_way until the estimated delivery date has passed, then delivered' }),
    total: t.exposeFloat('total', { description: 'Sum of the lines, minor units' }),
    currencyFormat: t.field({
      type: DeliveryCurrencyFormatRef,
      description: "How to write the delivery's amounts in the host's format",
      resolve: (d, _args, ctx) => currencyFormatOf(d.currency, ctx.host.config),
    }),
    detail: t.field({ type: [DeliveryLineRef], description: 'The article lines it carries, in line order', resolve: (d) => d.lines }),
  }),
});

const DateRangeRef = builder.objectRef<{ from: string; to: string }>('DateRange').implement({
  ...insideGuardedFields,
  description: 'The range of delivery dates a list read, both ends included.',
  fields: (t) => ({
    from: t.exposeString('from', { description: 'First delivery date read, YYYY-MM-DD' }),
    to: t.exposeString('to', { description: 'Last delivery date read (included), YYYY-MM-DD' }),
  }),
});

const DeliveryPageRef = builder.objectRef<Awaited<ReturnType<typeof deliveryList>>>('DeliveryPage').implement({
  ...insideGuardedFields,
  description: "One page of the active customer's deliveries in a date range.",
  fields: (t) => ({
    deliveries: t.field({
      type: [DeliveryRef],
      description: 'The deliveries of this page, by delivery date in the sort asked for',
      resolve: (p) => p.deliveries,
    }),
    range: t.field({ type: DateRangeRef, description: 'The range read: the one asked for, or the default', resolve: (p) => p.range }),
    info: t.field({
      type: PageInfoRef,
      description: 'Page, page size, count of matching deliveries and page total',
      resolve: (p) => p.info,
    }),
  }),
});

type ShippedLine = ShippedOrder['detail'][number];
const ShippedOrderLineRef = builder.objectRef<ShippedLine>('ShippedOrderLine').implement({
  ...insideGuardedFields,
  description: 'One article line of a delivered DO.',
  fields: (t) => ({
    orderNo: t.exposeString('orderNo', { description: 'The B2B number of the order the line ships' }),
    orderId: t.exposeInt('orderId', { description: "The portal's id of that order, what order(id) takes" }),
    articleCode: t.exposeString('articleCode', { description: "The ERP's article key" }),
    orderQty: t.exposeInt('orderQty', { description: "Quantity the DO delivered of the order line, in the line's unit of measure" }),
    price: t.exposeFloat('price', { description: 'Unit price, minor units' }),
  }),
});

const ShippedOrderRef = builder.objectRef<ShippedOrder>('ShippedOrder').implement({
  ...insideGuardedFields,
  description: 'A delivered DO of the active customer (spec 2 §3 Shipped order)',
  fields: (t) => ({
    doNumber: t.exposeString('doNumber', { description: "The ERP's delivery order (DO) number" }),
    trackingNo: t.exposeString('trackingNo', { nullable: true, description: "The carrier's tracking number; null for a pick-up" }),
    trackingUrl: t.exposeString('trackingUrl', {
      nullable: true,
      description: "Link to the carrier's tracking page; null without a tracking number",
    }),
    expeditionName: t.exposeString('expeditionName', { description: "The carrier's name, or 'Customer pick-up'" }),
    custCode: t.exposeString('custCode', { description: "The customer code the ERP booked it on: the customer's r3 or isr code" }),
    deliveryDate: t.exposeString('deliveryDate', { description: 'Goods issue, YYYY-MM-DD' }),
    estimatedDeliveryDate: t.exposeString('estimatedDeliveryDate', {
      description: 'Date it was expected to arrive, YYYY-MM-DD, now passed',
    }),
    currencyFormat: t.field({
      type: DeliveryCurrencyFormatRef,
      description: "How to write the line prices in the host's format",
      resolve: (d, _args, ctx) => currencyFormatOf(d.currency, ctx.host.config),
    }),
    detail: t.field({
      type: [ShippedOrderLineRef],
      description: 'The article lines it delivered, in line order',
      resolve: (d) => d.detail,
    }),
  }),
});

const ShippedOrderPageRef = builder.objectRef<Awaited<ReturnType<typeof shippedOrderList>>>('ShippedOrderPage').implement({
  ...insideGuardedFields,
  description: "One page of the active customer's delivered DOs in a date range.",
  fields: (t) => ({
    shippedOrders: t.field({
      type: [ShippedOrderRef],
      description: 'The delivered DOs of this page, newest delivery date first',
      resolve: (p) => p.shippedOrders,
    }),
    range: t.field({ type: DateRangeRef, description: 'The range read: the one asked for, or the default', resolve: (p) => p.range }),
    info: t.field({ type: PageInfoRef, description: 'Page, page size, count of matching DOs and page total', resolve: (p) => p.info }),
  }),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

builder.queryFields((t) => {
  // The arguments both lists take; the range is checked in the service, which knows today.
  const listArgs = () => ({
    from: t.arg.string({ description: 'YYYY-MM-DD, delivery date from (included); default 90 days before to', validate: isoDate }),
    to: t.arg.string({ description: 'YYYY-MM-DD, included, at most a year after from; default today', validate: isoDate }),
    search: t.arg.string({
      description: 'Any part of the DO or an order number (shipped orders: also the tracking number), any case',
      validate: z.string().max(60),
    }),
    customerCode: t.arg.string({
      description: "isr or r3: only rows booked on the customer's isr or r3 code",
      validate: z.enum(['isr', 'r3']),
    }),
    page: t.arg.int({ defaultValue: 1, description: 'Page to answer, from 1; default 1', validate: z.number().int().min(1).max(10_000) }),
    limit: t.arg.int({
      defaultValue: 10,
      description: 'Rows per page: 10, 20 or 50; default 10',
      validate: z
        .number()
        .int()
        .refine((n) => (DELIVERY_PAGE_SIZES as readonly number[]).includes(n), 'One of 10, 20, 50'),
    }),
  });
  return {
    deliveries: t.withAuth(deliveriesAuth).field({
      type: DeliveryPageRef,
      description: "The active customer's deliveries in a date range (openDeliveryV4); search matches the DO or an order number.",
      args: {
        ...listArgs(),
        onTheWayOnly: t.arg.boolean({ description: 'Only deliveries whose estimated delivery date has not passed' }),
        sortDirection: t.arg.string({
          description: 'desc (newest first, the default) or asc; rows without a valid date last',
          validate: z.enum(['desc', 'asc']),
        }),
      },
      resolve: (_root, args, ctx) =>
        deliveryList(ctx.db, ctx.actor.customer!, {
          from: args.from,
          to: args.to,
          search: args.search,
          customerCode: args.customerCode as 'isr' | 'r3' | null | undefined,
          onTheWayOnly: args.onTheWayOnly,
          sortDirection: args.sortDirection as 'desc' | 'asc' | null | undefined,
          page: args.page ?? 1,
          limit: args.limit ?? 10,
        }),
    }),
    shippedOrders: t.withAuth(deliveriesAuth).field({
      type: ShippedOrderPageRef,
      description: "The active customer's delivered DOs in a date range; search matches the DO, tracking or an order number.",
      args: listArgs(),
      resolve: (_root, args, ctx) =>
        shippedOrderList(ctx.db, ctx.actor.customer!, {
          from: args.from,
          to: args.to,
          search: args.search,
          customerCode: args.customerCode as 'isr' | 'r3' | null | undefined,
          page: args.page ?? 1,
          limit: args.limit ?? 10,
        }),
    }),
  };
});
