import { graphql } from '../../graphql/tada.ts';

/** The content types that are published per content market (the query's `type`). */
export type ContentType = 'marketing_material' | 'sales_document' | 'news';

/** The signed-in user's content markets of one type; none means the content pages have nothing to show. */
export const CONTENT_TARGET_MARKETS = graphql(`
  query ContentTargetMarkets($type: String!) {
    contentTargetMarkets(type: $type) {
      id
      type
      name
    }
  }
`);

/** Which content types the user has a target market of, in one request: the side menu leaves the others out. */
export const MENU_CONTENT_MARKETS = graphql(`
  query MenuContentMarkets {
    marketingMaterial: contentTargetMarkets(type: "marketing_material") {
      id
    }
    salesDocument: contentTargetMarkets(type: "sales_document") {
      id
    }
    news: contentTargetMarkets(type: "news") {
      id
    }
  }
`);
