import { gql } from '@urql/core';

export type OpenOrderType = 'OR' | 'CF';
export type OpenOrderSortBy = 'createdAt' | 'requestDeliveryDate' | 'expectedDeliveryDate';
export type SortDirection = 'desc' | 'asc';

/** An order line with something still to deliver; money in minor units with precision beside it. */
export interface OpenOrderLine {
  orderId: number;
  soNumber: string | null;
  orderNumber: string;
  orderType: OpenOrderType;
  poNumber: string | null;
  createdAt: string;
  requestDeliveryDate: string | null;
  expectedDeliveryDate: string | null;
  notes: string | null;
  createdBy: string;
  shipTo: string;
  shipToDetail: { name: string; address: string; city: string };
  custCode: string;
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  brand: string;
  qty: number;
  orderedQty: number;
  deliveredQty: number;
  price: number;
  subTotal: number;
  uom: string;
  status: string;
  precision: number;
}

export interface OpenOrderCompany {
  companyCode: string;
  companyName: string;
  currency: string;
  precision: number;
  orders: { orderId: number; soNumber: string | null; orderNumber: string; orderType: OpenOrderType; custCode: string; price: number; qty: number }[];
  deliveries: { doNumber: string; orderType: OpenOrderType; estimatedDeliveryDate: string; detail: { orderNo: string }[] }[];
}

export interface OpenOrders {
  summary: OpenOrderCompany[];
  lines: OpenOrderLine[];
  info: { page: number; limit: number; count: number; pageTotal: number };
  customerCodes: { r3: string; isr: string | null };
}

/** The active customer's open order lines and the summary per company (spec 2 §7 openOrderV4). */
export const OPEN_ORDERS = gql`
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
`;
