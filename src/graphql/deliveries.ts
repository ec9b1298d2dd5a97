import { graphql, type ResultOf, type VariablesOf } from './tada.ts';

/** How a delivery's amounts are written; amounts are minor units of decimalPrecision. */
export const CURRENCY_FORMAT_FIELDS = graphql(`
  fragment DeliveryCurrencyFormatFields on DeliveryCurrencyFormat { currency symbol thousandSeparator decimalSeparator decimalPrecision }
`);

/** One page of the active customer's deliveries (openDeliveryV4). */
export const DELIVERIES = graphql(
  `
  query Deliveries($from: String, $to: String, $search: String, $customerCode: String, $onTheWayOnly: Boolean, $page: Int, $limit: Int) {
    deliveries(from: $from, to: $to, search: $search, customerCode: $customerCode, onTheWayOnly: $onTheWayOnly, page: $page, limit: $limit) {
      deliveries {
        doNumber orderType custCode custName custPoNo deliveryDate requestDeliveryDate estimatedDeliveryDate
        trackingNo trackingUrl expeditionName notes status total currencyFormat { ...DeliveryCurrencyFormatFields }
        shipTo { code name address city region postalCode countryId }
        detail { orderNo orderId articleCode name qty uom price subtotal }
      }
      range { from to }
      info { page limit count pageTotal }
    }
  }
`,
  [CURRENCY_FORMAT_FIELDS],
);

/** One page of the active customer's delivered DOs. */
export const SHIPPED_ORDERS = graphql(
  `
  query ShippedOrders($from: String, $to: String, $search: String, $customerCode: String, $page: Int, $limit: Int) {
    shippedOrders(from: $from, to: $to, search: $search, customerCode: $customerCode, page: $page, limit: $limit) {
      shippedOrders {
        doNumber trackingNo trackingUrl expeditionName custCode deliveryDate estimatedDeliveryDate
        currencyFormat { ...DeliveryCurrencyFormatFields }
        detail { orderNo orderId articleCode orderQty price }
      }
      range { from to }
      info { page limit count pageTotal }
    }
  }
`,
  [CURRENCY_FORMAT_FIELDS],
);

export type DeliveryCurrencyFormat = ResultOf<typeof CURRENCY_FORMAT_FIELDS>;
export type DeliveryPage = ResultOf<typeof DELIVERIES>['deliveries'];
export type Delivery = DeliveryPage['deliveries'][number];
export type DeliveryLine = Delivery['detail'][number];
export type ShippedOrderPage = ResultOf<typeof SHIPPED_ORDERS>['shippedOrders'];
export type ShippedOrder = ShippedOrderPage['shippedOrders'][number];

/** The variables both lists take (the deliveries add onTheWayOnly). */
export type DeliveryListVariables = VariablesOf<typeof SHIPPED_ORDERS>;
