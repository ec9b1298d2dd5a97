import { gql } from '@urql/core';

export type DeliveryStatus = 'on_the_way' | 'delivered';
export type CustomerCodeChoice = 'isr' | 'r3';

/** How a delivery's amounts are written; amounts are minor units of decimalPrecision. */
export interface DeliveryCurrencyFormat { currency: string; symbol: string; thousandSeparator: string; decimalSeparator: string; decimalPrecision: number }
export interface DeliveryLine { orderNo: string; orderId: number; articleCode: string; name: string; qty: number; uom: string; price: number; subtotal: number }

export interface Delivery {
  doNumber: string; orderType: string; custCode: string; custName: string; custPoNo: string | null;
  shipTo: { code: string; name: string; address: string; city: string; region: string | null; postalCode: string | null };
  deliveryDate: string; requestDeliveryDate: string | null; estimatedDeliveryDate: string;
  trackingNo: string | null; trackingUrl: string | null; expeditionName: string; notes: string | null;
  status: DeliveryStatus; total: number; currencyFormat: DeliveryCurrencyFormat; detail: DeliveryLine[];
}

export interface ShippedOrder {
  doNumber: string; trackingNo: string | null; trackingUrl: string | null; expeditionName: string; custCode: string;
  deliveryDate: string; estimatedDeliveryDate: string; currencyFormat: DeliveryCurrencyFormat;
  detail: { orderNo: string; orderId: number; articleCode: string; orderQty: number; price: number }[];
}

export interface ListPageInfo { page: number; limit: number; count: number; pageTotal: number }
export interface DeliveryPage { deliveries: Delivery[]; range: { from: string; to: string }; info: ListPageInfo }
export interface ShippedOrderPage { shippedOrders: ShippedOrder[]; range: { from: string; to: string }; info: ListPageInfo }

const FORMAT = 'currencyFormat { currency symbol thousandSeparator decimalSeparator decimalPrecision }';

/** One page of the active customer's deliveries (openDeliveryV4). */
export const DELIVERIES = gql`
  query Deliveries($from: String, $to: String, $search: String, $customerCode: String, $onTheWayOnly: Boolean, $page: Int, $limit: Int) {
    deliveries(from: $from, to: $to, search: $search, customerCode: $customerCode, onTheWayOnly: $onTheWayOnly, page: $page, limit: $limit) {
      deliveries {
        doNumber orderType custCode custName custPoNo deliveryDate requestDeliveryDate estimatedDeliveryDate
        trackingNo trackingUrl expeditionName notes status total ${FORMAT}
        shipTo { code name address city region postalCode }
        detail { orderNo orderId articleCode name qty uom price subtotal }
      }
      range { from to }
      info { page limit count pageTotal }
    }
  }
`;

/** One page of the active customer's delivered DOs. */
export const SHIPPED_ORDERS = gql`
  query ShippedOrders($from: String, $to: String, $search: String, $customerCode: String, $page: Int, $limit: Int) {
    shippedOrders(from: $from, to: $to, search: $search, customerCode: $customerCode, page: $page, limit: $limit) {
      shippedOrders {
        doNumber trackingNo trackingUrl expeditionName custCode deliveryDate estimatedDeliveryDate ${FORMAT}
        detail { orderNo orderId articleCode orderQty price }
      }
      range { from to }
      info { page limit count pageTotal }
    }
  }
`;
