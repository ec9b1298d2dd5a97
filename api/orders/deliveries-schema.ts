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
    currency: t.exposeString('currency'),
    symbol: t.exposeString('symbol'),
    thousandSeparator: t.exposeString('thousandSeparator'),
    decimalSeparator: t.exposeString('decimalSeparator'),
    decimalPrecision: t.exposeInt('decimalPrecision', {
      description: 'Digits after the separator; amounts are in minor units of this precision',
    }),
  }),
});

const DeliveryShipToRef = builder.objectRef<ShipToAddress>('DeliveryShipTo').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    city: t.exposeString('city'),
    region: t.exposeString('region', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
    countryId: t.exposeString('countryId'),
  }),
});

const DeliveryLineRef = builder.objectRef<DeliveryLine>('DeliveryLine').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    orderNo: t.exposeString('orderNo', { description: 'The B2B number of the order the line ships' }),
    orderId: t.exposeInt('orderId'),
    articleCode: t.exposeString('articleCode'),
    name: t.exposeString('name'),
    qty: t.exposeInt('qty'),
    uom: t.exposeString('uom'),
    price: t.exposeFloat('price', { description: 'Unit price, minor units' }),
    subtotal: t.exposeFloat('subtotal', { description: 'Minor units' }),
  }),
});

const DeliveryRef = builder.objectRef<Delivery>('Delivery').implement({
  ...insideGuardedFields,
  description: 'A delivery order of the active customer (spec 2 §3 Delivery). Money in minor units, currencyFormat beside it.',
  fields: (t) => ({
    doNumber: t.exposeString('doNumber'),
    orderType: t.exposeString('orderType', { description: 'OR standard order, CF consignment fill-up' }),
    custCode: t.exposeString('custCode', { description: "The customer code the ERP booked it on: the customer's r3 or isr code" }),
    custName: t.exposeString('custName'),
    custPoNo: t.exposeString('custPoNo', { nullable: true }),
    shipTo: t.field({ type: DeliveryShipToRef, resolve: (d) => d.shipTo }),
    deliveryDate: t.exposeString('deliveryDate', { description: 'Goods issue, YYYY-MM-DD' }),
    requestDeliveryDate: t.exposeString('requestDeliveryDate', { nullable: true }),
    estimatedDeliveryDate: t.exposeString('estimatedDeliveryDate'),
    trackingNo: t.exposeString('trackingNo', { nullable: true }),
    trackingUrl: t.exposeString('trackingUrl', { nullable: true, description: "The carrier's tracking page" }),
    expeditionName: t.exposeString('expeditionName'),
    notes: t.exposeString('notes', { nullable: true }),
    status: t.exposeString('status', { description: 'on_the_way until the estimated delivery date has passed, then delivered' }),
    total: t.exposeFloat('total', { description: 'Sum of the lines, minor units' }),
    currencyFormat: t.field({ type: DeliveryCurrencyFormatRef, resolve: (d, _args, ctx) => currencyFormatOf(d.currency, ctx.host.config) }),
    detail: t.field({ type: [DeliveryLineRef], resolve: (d) => d.lines }),
  }),
});

const DateRangeRef = builder.objectRef<{ from: string; to: string }>('DateRange').implement({
  ...insideGuardedFields,
  fields: (t) => ({ from: t.exposeString('from'), to: t.exposeString('to') }),
});

const DeliveryPageRef = builder.objectRef<Awaited<ReturnType<typeof deliveryList>>>('DeliveryPage').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    deliveries: t.field({ type: [DeliveryRef], resolve: (p) => p.deliveries }),
    range: t.field({ type: DateRangeRef, description: 'The range read: the one asked for, or the default', resolve: (p) => p.range }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

type ShippedLine = ShippedOrder['detail'][number];
const ShippedOrderLineRef = builder.objectRef<ShippedLine>('ShippedOrderLine').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    orderNo: t.exposeString('orderNo'),
    orderId: t.exposeInt('orderId'),
    articleCode: t.exposeString('articleCode'),
    orderQty: t.exposeInt('orderQty'),
    price: t.exposeFloat('price', { description: 'Unit price, minor units' }),
  }),
});

const ShippedOrderRef = builder.objectRef<ShippedOrder>('ShippedOrder').implement({
  ...insideGuardedFields,
  description: 'A delivered DO of the active customer (spec 2 §3 Shipped order)',
  fields: (t) => ({
    doNumber: t.exposeString('doNumber'),
    trackingNo: t.exposeString('trackingNo', { nullable: true }),
    trackingUrl: t.exposeString('trackingUrl', { nullable: true }),
    expeditionName: t.exposeString('expeditionName'),
    custCode: t.exposeString('custCode'),
    deliveryDate: t.exposeString('deliveryDate'),
    estimatedDeliveryDate: t.exposeString('estimatedDeliveryDate'),
    currencyFormat: t.field({ type: DeliveryCurrencyFormatRef, resolve: (d, _args, ctx) => currencyFormatOf(d.currency, ctx.host.config) }),
    detail: t.field({ type: [ShippedOrderLineRef], resolve: (d) => d.detail }),
  }),
});

const ShippedOrderPageRef = builder.objectRef<Awaited<ReturnType<typeof shippedOrderList>>>('ShippedOrderPage').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    shippedOrders: t.field({ type: [ShippedOrderRef], resolve: (p) => p.shippedOrders }),
    range: t.field({ type: DateRangeRef, resolve: (p) => p.range }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

builder.queryFields((t) => {
  // The arguments both lists take; the range is checked in the service, which knows today.
  const listArgs = () => ({
    from: t.arg.string({ description: 'YYYY-MM-DD, delivery date from (included); default 90 days before to', validate: isoDate }),
    to: t.arg.string({ description: 'YYYY-MM-DD, included, at most a year after from; default today', validate: isoDate }),
    search: t.arg.string({ validate: z.string().max(60) }),
    customerCode: t.arg.string({
      description: "isr or r3: only rows booked on the customer's isr or r3 code",
      validate: z.enum(['isr', 'r3']),
    }),
    page: t.arg.int({ defaultValue: 1, validate: z.number().int().min(1).max(10_000) }),
    limit: t.arg.int({
      defaultValue: 10,
      description: '10, 20 or 50',
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
