import { PRODUCT_FIELDS } from './catalog.ts';
import { graphql } from './tada.ts';

/**
 * A typed code: articleDisplays says whether the code exists in the market; products brings its price, stock and
 * orderability.
 */
export const FAST_ORDER_LOOKUP = graphql(
  `
  query FastOrderLookup($search: String!) {
    articleDisplays(search: $search, page: 1, limit: 10) { articles { articleCode articleCodeDisplay name uom } }
    products(filter: { search: $search }, page: 1, limit: 10) { products { ...ProductFields } }
  }
`,
  [PRODUCT_FIELDS],
);
