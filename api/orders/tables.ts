import type { Generated } from 'kysely';

/**
 * Orders and what the ERP does with them (lines, checkout answers, the outbox, confirmations, deliveries), with the
 * shipment methods, freight benefits and quotas an order is placed under and the purchases it adds to.
 */
export interface OrderTables {
  shipmentMethods: ShipmentMethodTable;
  freightBenefits: FreightBenefitTable;
  orderQuotas: OrderQuotaTable;
  customerPurchases: CustomerPurchaseTable;
  orders: OrderTable;
  orderLines: OrderLineTable;
  checkoutRequests: CheckoutRequestTable;
  erpOutbox: ErpOutboxTable;
  erpOrders: ErpOrderTable;
  erpNumberRanges: { kind: string; sorg: string; lastNumber: number };
  orderConfirmations: OrderConfirmationTable;
  deliveries: DeliveryTable;
  deliveryLines: DeliveryLineTable;
}

export interface ShipmentMethodTable {
  id: Generated<number>;
  sorg: string;
  code: string;
  type: string;
  description: string;
  /** Flat rate per order, minor units. */
  rate: number;
  currency: string;
  position: Generated<number>;
  active: Generated<number>;
}

export interface FreightBenefitTable {
  id: Generated<number>;
  sorg: string;
  warehouseArea: string;
  targetQty: number;
  /** Minor units of currency. */
  discountAmount: number;
  currency: string;
}

export interface OrderQuotaTable {
  id: Generated<number>;
  sorg: string;
  articleId: number;
  /** null: the quota applies to each customer. */
  customerId: number | null;
  quotaQty: number;
  /** Ordered so far in the period (orders issue adds to it). */
  usedQty: Generated<number>;
  from: string;
  to: string;
}

export interface CustomerPurchaseTable {
  customerId: number;
  articleId: number;
  orderCount: number;
  quantity: number;
  lastOrderedAt: string;
}

export type OrderStatus = 'awaiting_confirmation' | 'in_progress' | 'shipped' | 'complete' | 'cancelled';

export interface OrderTable {
  id: Generated<number>;
  /** 'B2B-<sorg>-<seq>'. */
  orderNo: string;
  seq: number;
  customerId: number;
  sorg: string;
  shipTo: string;
  shipmentMethod: string;
  paymentMethod: string;
  requestDeliveryDate: string | null;
  poNumber: string | null;
  notes: string | null;
  status: Generated<OrderStatus>;
  /** Minor units: the lines, the shipment rate and both together. */
  linesTotal: number;
  shipmentAmount: number;
  total: number;
  currency: string;
  createdBy: number;
  placedFor: number;
  createdAt: string;
  soNumber: string | null;
  /** The ERP's document type: OR standard, CF consignment fill-up. */
  orderType: Generated<OrderType>;
  /** The customer code the ERP booked the order on (r3, or isr); null until the ERP took it. */
  custCode: string | null;
  /** The quote the order was placed from, at its quoted prices (api/quotes); null for every other order. */
  quoteId: Generated<number | null>;
}

export type OrderType = 'OR' | 'CF';

export interface OrderLineTable {
  id: Generated<number>;
  orderId: number;
  articleId: number;
  articleCode: string;
  qty: number;
  uom: string;
  /** Minor units. */
  unitPrice: number;
  subtotal: number;
}

export interface CheckoutRequestTable {
  id: Generated<number>;
  idempotencyKey: string;
  customerId: number;
  userId: number;
  cartHash: string;
  requestHash: string;
  /** JSON of the first answer. */
  answer: string;
  createdAt: string;
}

export interface ErpOutboxTable {
  id: Generated<number>;
  orderId: number;
  kind: string;
  payload: string;
  createdAt: string;
  sentAt: string | null;
}

/** What the ERP has done with an order; each step's time is set once. */
export interface ErpOrderTable {
  orderId: number;
  soNumber: string;
  receivedAt: string;
  confirmedAt: string | null;
  shippedAt: string | null;
  invoicedAt: string | null;
}

export interface OrderConfirmationTable {
  id: Generated<number>;
  orderId: number;
  orderLineId: number;
  qty: number;
  /** YYYY-MM-DD. */
  confirmedDate: string;
  site: string;
  sloc: string;
  shippingPoint: string;
  location: string;
  priority: number;
  createdAt: string;
}

export interface DeliveryTable {
  id: Generated<number>;
  doNumber: string;
  orderId: number;
  customerId: number;
  sorg: string;
  shipTo: string;
  /** YYYY-MM-DD dates. */
  deliveryDate: string;
  requestDeliveryDate: string | null;
  estimatedDeliveryDate: string;
  expeditionName: string;
  trackingNo: string | null;
  trackingUrl: string | null;
  notes: string | null;
  currency: string;
  createdAt: string;
}

export interface DeliveryLineTable {
  id: Generated<number>;
  deliveryId: number;
  orderLineId: number;
  articleCode: string;
  qty: number;
  uom: string;
  /** Minor units. */
  price: number;
  subtotal: number;
}
