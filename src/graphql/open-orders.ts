import { graphql, type ResultOf, type VariablesOf } from './tada.ts';

/** The active customer's open order lines and the summary per company (spec 2 §7 openOrderV4). */
export const OPEN_ORDERS = graphql(`
  query OpenOrders($search: String, $customerCode: OpenOrderCustomerCode, $consignmentOnly: Boolean, $sortBy: OpenOrderSortBy,
      $sortDirection: OpenOrderSortDirection, $page: Int, $limit: Int) {
    openOrders(search: $search, customerCode: $customerCode, consignmentOnly: $consignmentOnly, sortBy: $sortBy,
        sortDirection: $sortDirection, page: $page, limit: $limit) {
      summary {
        companyCode companyName currency precision
        orders { orderId soNumber orderNumber orderType custCode price qty }
        deliveries { doNumber orderType estimatedDeliveryDate detail { orderNo } }
      }
      lines {
        orderId soNumber orderNumber orderType poNumber createdAt requestDeliveryDate expectedDeliveryDate notes createdBy
        shipTo shipToDetail { name address city } custCode articleCode articleCodeDisplay name brand
        qty orderedQty deliveredQty price subTotal uom status precision
      }
      info { page limit count pageTotal }
      customerCodes { r3 isr }
    }
  }
`);

export type OpenOrders = ResultOf<typeof OPEN_ORDERS>['openOrders'];
/** An order line with something still to deliver; money in minor units with precision beside it. */
export type OpenOrderLine = OpenOrders['lines'][number];
export type OpenOrderCompany = OpenOrders['summary'][number];

export type OpenOrderVariables = VariablesOf<typeof OPEN_ORDERS>;
export type OpenOrderSortBy = NonNullable<OpenOrderVariables['sortBy']>;
export type SortDirection = NonNullable<OpenOrderVariables['sortDirection']>;
