import { builder, insideGuardedFields } from '../graphql/builder.ts';
import type { OrderConfirmationRow, OrderDeliveryRow, OrderDetail, OrderDetailLine, OrderInvoiceRow, ShipToAddress } from './detail.ts';

import type { RequestContext } from '../auth/context.ts';

/**
 * The ERP's own columns (sales organisation, storage location, shipping point, priority) are for staff who talk to
 * the ERP: admins, sales users and support. A dealer reads orders in their own words, without them.
 */
export const seesErpColumns = (ctx: RequestContext) =>
  !!ctx.actor && (ctx.actor.roles.includes('admin') || ctx.actor.scopes.has('menu.change-cust') || ctx.actor.user.limitation === 'audit');

// Parts of an order's detail; only reachable through `order(id)`, which checks scope and customer.
const OrderLineConfirmationRef = builder.objectRef<OrderConfirmationRow>('OrderLineConfirmation').implement({
  ...insideGuardedFields,
  description: 'A supply confirmation of an order line (spec: supplyQty, supplyDate, supplySite...)',
  fields: (t) => ({
    qty: t.exposeInt('qty'),
    date: t.exposeString('date'),
    site: t.exposeString('site'),
    sloc: t.string({
      nullable: true,
      description: 'Storage location: staff only (null for dealers)',
      resolve: (c, _a, ctx) => (seesErpColumns(ctx) ? c.sloc : null),
    }),
    shippingPoint: t.string({
      nullable: true,
      description: 'Staff only (null for dealers)',
      resolve: (c, _a, ctx) => (seesErpColumns(ctx) ? c.shippingPoint : null),
    }),
    location: t.exposeString('location'),
    priority: t.int({
      nullable: true,
      description: 'Staff only (null for dealers)',
      resolve: (c, _a, ctx) => (seesErpColumns(ctx) ? c.priority : null),
    }),
  }),
});

export const OrderLineRef = builder.objectRef<OrderDetailLine>('OrderLine').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    articleCode: t.exposeString('articleCode'),
    articleCodeDisplay: t.exposeString('articleCodeDisplay'),
    name: t.exposeString('name'),
    qty: t.exposeInt('qty'),
    uom: t.exposeString('uom'),
    unitPrice: t.exposeFloat('unitPrice', { description: 'Minor units' }),
    subtotal: t.exposeFloat('subtotal', { description: 'Minor units' }),
    confirmations: t.field({ type: [OrderLineConfirmationRef], resolve: (l) => l.confirmations }),
  }),
});

const OrderShipToRef = builder.objectRef<ShipToAddress>('OrderShipTo').implement({
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

export const OrderShipmentRef = builder.objectRef<OrderDetail['shipment']>('OrderShipment').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    code: t.exposeString('code'),
    description: t.exposeString('description'),
    amount: t.exposeFloat('amount', { description: 'Freight, minor units' }),
    shipTo: t.field({ type: OrderShipToRef, resolve: (s) => s.shipTo }),
  }),
});

export const OrderPaymentRef = builder.objectRef<OrderDetail['payment']>('OrderPayment').implement({
  ...insideGuardedFields,
  fields: (t) => ({ code: t.exposeString('code'), type: t.exposeString('type'), description: t.exposeString('description') }),
});

export const OrderDeliveryRef = builder.objectRef<OrderDeliveryRow>('OrderDelivery').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    doNumber: t.exposeString('doNumber'),
    deliveryDate: t.exposeString('deliveryDate'),
    estimatedDeliveryDate: t.exposeString('estimatedDeliveryDate'),
    expeditionName: t.exposeString('expeditionName'),
    trackingNo: t.exposeString('trackingNo', { nullable: true }),
    trackingUrl: t.exposeString('trackingUrl', { nullable: true }),
  }),
});

export const OrderInvoiceRef = builder.objectRef<OrderInvoiceRow>('OrderInvoice').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    invoiceNo: t.exposeString('invoiceNo'),
    invoiceDate: t.exposeString('invoiceDate'),
    dueDate: t.exposeString('dueDate'),
    amount: t.exposeFloat('amount', { description: 'Grand total, minor units' }),
    currency: t.exposeString('currency'),
    status: t.exposeString('status', { description: 'open, pending_payment, waiting_for_payment or paid' }),
  }),
});
