import { PRODUCT_FIELDS, VOLUME_DISCOUNT_FIELDS } from './catalog.ts';
import { graphql, type ResultOf } from './tada.ts';

/** One page of the active customer's orders, newest first; the search matches the B2B or SO number. */
export const PAST_ORDERS = graphql(`
  query RepeatOrderPicker($page: Int, $limit: Int, $search: String) {
    orders(page: $page, limit: $limit, search: $search) {
      orders { id orderNo soNumber createdAt status total precision }
      info { page limit count pageTotal }
    }
  }
`);

export type PastOrderPage = ResultOf<typeof PAST_ORDERS>['orders'];
/** A past order as the picker lists it. */
export type PastOrder = PastOrderPage['orders'][number];

/** The chosen order with what was ordered and at what price then. */
export const PAST_ORDER = graphql(`
  query RepeatOrder($id: Int!) {
    order(id: $id) {
      id orderNo soNumber createdAt status total precision
      lines { articleCode articleCodeDisplay name qty uom unitPrice }
    }
  }
`);

export type PastOrderDetail = ResultOf<typeof PAST_ORDER>['order'];
export type PastLine = PastOrderDetail['lines'][number];

// The cards' fields plus the discount rules (the two price selections merge), so a changed quantity is priced as checkout will.
export const TODAY_ARTICLE = graphql(
  `
  query RepeatOrderArticle($search: String!) {
    products(filter: { search: $search }, page: 1, limit: 10) {
      products { ...ProductFields price { discount { ...VolumeDiscountFields } } }
    }
  }
`,
  [PRODUCT_FIELDS, VOLUME_DISCOUNT_FIELDS],
);

/** An article as the catalogue sells it today, with the volume discounts that price a quantity. */
export type TodayArticle = ResultOf<typeof TODAY_ARTICLE>['products']['products'][number];
