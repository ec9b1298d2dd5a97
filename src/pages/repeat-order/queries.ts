import { gql } from '@urql/core';
import type { Price, Product } from '../../graphql/catalog.ts';
import type { OrderStatus } from '../../graphql/orders.ts';
import { PRODUCT_FIELDS } from '../purchases/queries.ts';

/** A past order as the picker lists it. */
export interface PastOrder {
  id: number;
  orderNo: string;
  soNumber: string | null;
  createdAt: string;
  status: OrderStatus;
  total: number;
  precision: number;
}
export interface PastOrderPage { orders: PastOrder[]; info: { page: number; limit: number; count: number; pageTotal: number } }

/** One page of the active customer's orders, newest first; the search matches the B2B or SO number. */
export const PAST_ORDERS = gql`
  query RepeatOrderPicker($page: Int, $limit: Int, $search: String) {
    orders(page: $page, limit: $limit, search: $search) {
      orders { id orderNo soNumber createdAt status total precision }
      info { page limit count pageTotal }
    }
  }
`;

export interface PastLine { articleCode: string; articleCodeDisplay: string; name: string; qty: number; uom: string; unitPrice: number }
export type PastOrderDetail = PastOrder & { lines: PastLine[] };

/** The chosen order with what was ordered and at what price then. */
export const PAST_ORDER = gql`
  query RepeatOrder($id: Int!) {
    order(id: $id) {
      id orderNo soNumber createdAt status total precision
      lines { articleCode articleCodeDisplay name qty uom unitPrice }
    }
  }
`;

/** An article as the catalogue sells it today, with the volume discounts that price a quantity. */
export type TodayArticle = Product & { price: Price | null };

// The cards' fields plus the discount rules (the two price selections merge), so a changed quantity is priced as checkout will.
export const TODAY_ARTICLE = gql`
  query RepeatOrderArticle($search: String!) {
    products(filter: { search: $search }, page: 1, limit: 10) {
      products { ${PRODUCT_FIELDS} price { discount { salesDealNo description detail { qty term type discount uom } } } }
    }
  }
`;
