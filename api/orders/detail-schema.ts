import { builder, insideGuardedFields } from '../graphql/builder.ts';
import type { OrderConfirmationRow, OrderDeliveryRow, OrderDetail, OrderDetailLine, OrderInvoiceRow, ShipToAddress } from './detail.ts';

import type { RequestContext } from '../context.ts';

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
    qty: t.exposeInt('qty', { description: "Quantity confirmed, in the line's unit of measure" }),
    date: t.exposeString('date', { description: 'Date the ERP confirmed for the supply, YYYY-MM-DD' }),
    site: t.exposeString('site', { description: 'Code of the supplying warehouse' }),
    sloc: t.string({
      nullable: true,
      description: 'Storage location: staff only (null for dealers)',
      resolve: (c, _a, ctx) => (seesErpColumns(ctx) ? c.sloc : null),
    }),
    shippingPoint: t.string({
      nullable: true,
      description: "The ERP's shipping point code: staff only (null for dealers)",
      resolve: (c, _a, ctx) => (seesErpColumns(ctx) ? c.shippingPoint : null),
    }),
    location: t.exposeString('location', { description: 'Name of the supplying warehouse, as the dealer reads it' }),
    priority: t.int({
      nullable: true,
      description: "The ERP's supply priority, 1 first: staff only (null for dealers)",
      resolve: (c, _a, ctx) => (seesErpColumns(ctx) ? c.priority : null),
    }),
  }),
});

export const OrderLineRef = builder.objectRef<OrderDetailLine>('OrderLine').implement({
  ...insideGuardedFields,
  description: 'One article line of an order, as placed, with the supplies the ERP confirmed for it.',
  fields: (t) => ({
    articleCode: t.exposeString('articleCode', { description: "The ERP's article key" }),
    articleCodeDisplay: t.exposeString('articleCodeDisplay', { description: 'The article code as the dealer reads it' }),
    name: t.exposeString('name', { description: "The article's name in the catalogue; its code when the article is gone" }),
    qty: t.exposeInt('qty', { description: 'Quantity ordered, in the unit of measure uom' }),
    uom: t.exposeString('uom', { description: 'Unit of measure the line was ordered in (e.g. EA)' }),
    unitPrice: t.exposeFloat('unitPrice', { description: "Price per unit as placed, minor units of the order's currency" }),
    subtotal: t.exposeFloat('subtotal', { description: "What the line costs as placed, minor units of the order's currency" }),
    confirmations: t.field({
      type: [OrderLineConfirmationRef],
      description: 'Supply confirmations from the ERP, by priority; empty until the order is confirmed',
      resolve: (l) => l.confirmations,
    }),
  }),
});

const OrderShipToRef = builder.objectRef<ShipToAddress>('OrderShipTo').implement({
  ...insideGuardedFields,
  description: "The customer's ship-to address an order goes to; only its code when the customer no longer has it.",
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

export const OrderShipmentRef = builder.objectRef<OrderDetail['shipment']>('OrderShipment').implement({
  ...insideGuardedFields,
  description: 'How an order ships: the shipment method chosen at checkout, its freight and the ship-to address.',
  fields: (t) => ({
    code: t.exposeString('code', { description: "Code of the market's shipment method" }),
    description: t.exposeString('description', { description: "The method's explanation; its code when the method is gone" }),
    amount: t.exposeFloat('amount', { description: "Freight charged after freight discounts, minor units of the order's currency" }),
    shipTo: t.field({ type: OrderShipToRef, description: 'The address the order ships to', resolve: (s) => s.shipTo }),
  }),
});

export const OrderPaymentRef = builder.objectRef<OrderDetail['payment']>('OrderPayment').implement({
  ...insideGuardedFields,
  description: 'The payment method chosen for an order at checkout.',
  fields: (t) => ({
    code: t.exposeString('code', { description: "Code of the market's payment method" }),
    type: t.exposeString('type', {
      description: "The method's kind, e.g. 'Bank Transfer' or 'Credit Term'; its code when the method is gone",
    }),
    description: t.exposeString('description', { description: "The method's explanation; its code when the method is gone" }),
  }),
});

export const OrderDeliveryRef = builder.objectRef<OrderDeliveryRow>('OrderDelivery').implement({
  ...insideGuardedFields,
  description: 'A delivery (DO) the ERP shipped for an order.',
  fields: (t) => ({
    doNumber: t.exposeString('doNumber', { description: "The ERP's delivery order (DO) number" }),
    deliveryDate: t.exposeString('deliveryDate', { description: 'Date it was shipped, YYYY-MM-DD' }),
    estimatedDeliveryDate: t.exposeString('estimatedDeliveryDate', { description: 'Date it is expected to arrive, YYYY-MM-DD' }),
    expeditionName: t.exposeString('expeditionName', { description: "The carrier's name, or 'Customer pick-up'" }),
    trackingNo: t.exposeString('trackingNo', { nullable: true, description: "The carrier's tracking number; null for a pick-up" }),
    trackingUrl: t.exposeString('trackingUrl', {
      nullable: true,
      description: "Link to the carrier's tracking page; null without a tracking number",
    }),
  }),
});

export const OrderInvoiceRef = builder.objectRef<OrderInvoiceRow>('OrderInvoice').implement({
  ...insideGuardedFields,
  description: 'An invoice the ERP issued for an order.',
  fields: (t) => ({
    invoiceNo: t.exposeString('invoiceNo', { description: "The ERP's invoice number" }),
    invoiceDate: t.exposeString('invoiceDate', { description: 'Date the invoice was issued, YYYY-MM-DD' }),
    dueDate: t.exposeString('dueDate', { description: 'Date payment is due, YYYY-MM-DD' }),
    amount: t.exposeFloat('amount', { description: "Grand total, minor units of the invoice's currency" }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the currency the invoice is in' }),
    status: t.exposeString('status', { description: 'open, pending_payment, waiting_for_payment or paid' }),
  }),
});
