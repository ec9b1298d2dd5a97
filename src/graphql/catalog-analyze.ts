import { graphql, type ResultOf } from './tada.ts';

// Catalogue analyze (api/catalog-analyze/schema.ts): the customers staff may analyze for, and the cart's verdict per article.

export const ANALYZE_CUSTOMER_FIELDS = graphql(`
  fragment AnalyzeCustomerFields on Customer { id custName displayCode custCity }
`);

export const ANALYZE_CUSTOMERS = graphql(
  `
  query CatalogAnalyzeCustomers($search: String) {
    catalogAnalyzeCustomers(search: $search, limit: 20) { customers { ...AnalyzeCustomerFields } info { count } }
  }
`,
  [ANALYZE_CUSTOMER_FIELDS],
);

export const ANALYZED_ARTICLE_FIELDS = graphql(`
  fragment AnalyzedArticleFields on AnalyzedArticle {
    articleCode orderable otherMarkets otherMarketNames blockedReason
    refusal { field message messageKey params { name value } }
    article { articleCode articleCodeDisplay name brand category uom slug }
    flags { name status blocks }
    price { listPrice dealer base retail unit subtotal source promotionCode currency precision
      volumeDiscount { salesDealNo term qty type value } }
    stock { available cartHolds checkoutHolds
      warehouses { warehouse available custorder nextArrivalQty nextArrivalDate availableForOrderAt } }
    quota { limitQty remaining maxQty from to }
  }
`);

export const CATALOG_ANALYZE = graphql(
  `
  query CatalogAnalyze($customerId: Int!, $articleCodes: [String!]!, $qty: Int) {
    catalogAnalyze(customerId: $customerId, articleCodes: $articleCodes, qty: $qty) {
      sorg sorgName qty customer { ...AnalyzeCustomerFields }
      lines { ...AnalyzedArticleFields }
    }
  }
`,
  [ANALYZE_CUSTOMER_FIELDS, ANALYZED_ARTICLE_FIELDS],
);

export type AnalyzeCustomer = ResultOf<typeof ANALYZE_CUSTOMER_FIELDS>;
export type AnalyzedArticle = ResultOf<typeof ANALYZED_ARTICLE_FIELDS>;
