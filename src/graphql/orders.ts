import { graphql, type ResultOf } from './tada.ts';

/** The statuses the order filter offers and the tags colour; the API sends them as plain strings. */
export type OrderStatus = 'awaiting_confirmation' | 'in_progress' | 'shipped' | 'complete' | 'cancelled';
export type PaymentStatus = 'not_invoiced' | 'open' | 'paid';

/** A row of the order list; money in minor units with precision beside it. */
export const ORDER_ROW_FIELDS = graphql(`
  fragment OrderRowFields on Order {
    id orderNo soNumber seller createdAt status paymentStatus total taxIncluded currency precision createdBy placedByOther via
    customer { name code } placedFor { name code } heldForConfirmation rejectionReason
  }
`);

/** One page of the active customer's orders (spec 2 §2 /order). */
export const ORDERS = graphql(
  `
  query Orders($page: Int, $limit: Int, $search: String, $status: String, $dateFrom: String, $dateTo: String, $sort: OrderSort) {
    orders(page: $page, limit: $limit, search: $search, status: $status, dateFrom: $dateFrom, dateTo: $dateTo, sort: $sort) {
      orders { ...OrderRowFields }
      info { page limit count pageTotal }
    }
  }
`,
  [ORDER_ROW_FIELDS],
);

/** One order with everything the ERP sent back. */
export const ORDER = graphql(`
  query Order($id: Int!) {
    order(id: $id) {
      id orderNo soNumber seller createdAt status paymentStatus total taxIncluded currency precision createdBy placedByOther via
      customer { name code } placedFor { name code } heldForConfirmation rejectionReason
      poNumber notes quoteId requestDeliveryDate linesTotal
      shipment { code description amount shipTo { code name address city region postalCode countryId } }
      payment { code type description }
      lines { articleCode articleCodeDisplay name qty uom unitPrice subtotal
        confirmations { qty date site sloc shippingPoint location priority } }
      deliveries { doNumber deliveryDate estimatedDeliveryDate expeditionName trackingNo trackingUrl }
      invoices { invoiceNo invoiceDate dueDate amount currency status }
    }
  }
`);

export type OrderPage = ResultOf<typeof ORDERS>['orders'];
export type OrderRow = OrderPage['orders'][number];
export type OrderDetail = ResultOf<typeof ORDER>['order'];
export type OrderLine = OrderDetail['lines'][number];
export type OrderLineConfirmation = OrderLine['confirmations'][number];
export type OrderDelivery = OrderDetail['deliveries'][number];
export type OrderInvoice = OrderDetail['invoices'][number];
