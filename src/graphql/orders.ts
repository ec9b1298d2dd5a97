import { gql } from '@urql/core';

export type OrderStatus = 'awaiting_confirmation' | 'in_progress' | 'shipped' | 'complete' | 'cancelled';
export type PaymentStatus = 'not_invoiced' | 'open' | 'paid';
export interface OrderParty { name: string; code: string }

/** A row of the order list; money in minor units with precision beside it. */
export interface OrderRow {
  id: number;
  orderNo: string;
  soNumber: string | null;
  sorg: string;
  createdAt: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  total: number;
  currency: string;
  precision: number;
  createdBy: string;
  placedByOther: boolean;
  customer: OrderParty;
  placedFor: OrderParty;
  via: string;
}

export interface OrderPage { orders: OrderRow[]; info: { page: number; limit: number; count: number; pageTotal: number } }

export interface OrderLineConfirmation { qty: number; date: string; site: string; sloc: string; shippingPoint: string; location: string; priority: number }
export interface OrderLine {
  articleCode: string; articleCodeDisplay: string; name: string; qty: number; uom: string; unitPrice: number; subtotal: number;
  confirmations: OrderLineConfirmation[];
}
export interface OrderDelivery {
  doNumber: string; deliveryDate: string; estimatedDeliveryDate: string; expeditionName: string; trackingNo: string | null; trackingUrl: string | null;
}
export interface OrderInvoice { invoiceNo: string; invoiceDate: string; dueDate: string; amount: number; currency: string; status: string }

export interface OrderDetail extends OrderRow {
  poNumber: string | null;
  notes: string | null;
  requestDeliveryDate: string | null;
  linesTotal: number;
  shipment: { code: string; description: string; amount: number;
    shipTo: { code: string; name: string; address: string; city: string; region: string | null; postalCode: string | null } };
  payment: { code: string; type: string; description: string };
  lines: OrderLine[];
  deliveries: OrderDelivery[];
  invoices: OrderInvoice[];
}

const ROW = `id orderNo soNumber sorg createdAt status paymentStatus total currency precision createdBy placedByOther via
  customer { name code } placedFor { name code }`;

/** One page of the active customer's orders (spec 2 §2 /order). */
export const ORDERS = gql`
  query Orders($page: Int, $limit: Int, $search: String, $status: String, $dateFrom: String, $dateTo: String, $sort: OrderSort) {
    orders(page: $page, limit: $limit, search: $search, status: $status, dateFrom: $dateFrom, dateTo: $dateTo, sort: $sort) {
      orders { ${ROW} }
      info { page limit count pageTotal }
    }
  }
`;

/** One order with everything the ERP sent back. */
export const ORDER = gql`
  query Order($id: Int!) {
    order(id: $id) {
      ${ROW}
      poNumber notes requestDeliveryDate linesTotal
      shipment { code description amount shipTo { code name address city region postalCode } }
      payment { code type description }
      lines { articleCode articleCodeDisplay name qty uom unitPrice subtotal
        confirmations { qty date site sloc shippingPoint location priority } }
      deliveries { doNumber deliveryDate estimatedDeliveryDate expeditionName trackingNo trackingUrl }
      invoices { invoiceNo invoiceDate dueDate amount currency status }
    }
  }
`;
