import { PRODUCT_FIELDS } from './catalog.ts';
import { graphql, type ResultOf } from './tada.ts';

export const PREVIOUS_PURCHASES = graphql(
  `
  query PreviousPurchases($page: Int, $limit: Int) {
    previousPurchases(page: $page, limit: $limit) { products { ...ProductFields } info { page limit count pageTotal } }
  }
`,
  [PRODUCT_FIELDS],
);

export const FREQUENT_PURCHASES = graphql(
  `
  query FrequentPurchases($page: Int, $limit: Int) {
    frequentPurchases(page: $page, limit: $limit) { products { ...ProductFields } info { page limit count pageTotal } }
  }
`,
  [PRODUCT_FIELDS],
);

export type PurchaseKind = 'previous' | 'frequent';
/** The answer of either query: one of the two pages, by the kind asked for. */
export type PurchasesAnswer = Partial<ResultOf<typeof PREVIOUS_PURCHASES> & ResultOf<typeof FREQUENT_PURCHASES>>;
