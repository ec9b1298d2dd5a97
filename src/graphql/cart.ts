import { PRICE_FIELDS, PROMOTION_BADGE_FIELDS, VOLUME_DISCOUNT_FIELDS } from './catalog.ts';
import { graphql, type ResultOf } from './tada.ts';

/**
 * The active customer's cart lines, with the article as the catalogue shows it. unitPrice and subtotal are minor
 * units after the price rule for the saved quantity now (what checkout charges); addedUnitPrice is the price shown
 * when the line was added, priceChanged says they differ; seller is the company the line is bought from; shortage
 * what is left when the line asks for more than can be ordered; orderLimit is the limit binding the line (EA).
 */
export const CART = graphql(
  `
  query Cart {
    cart {
      id qty uom unitPrice subtotal addedUnitPrice priceChanged seller shortage currency orderLimit { limitQty remaining from to }
      product {
        id articleCode articleCodeDisplay name slug category brand modelYear uom sorg image allowToOrder
        price { ...PriceFields discount { ...VolumeDiscountFields } } promotion { ...PromotionBadgeFields } tags { type name category }
      }
    }
  }
`,
  [PRICE_FIELDS, VOLUME_DISCOUNT_FIELDS, PROMOTION_BADGE_FIELDS],
);

/** One line of the active customer's cart. */
export type CartLine = ResultOf<typeof CART>['cart'][number];

/** Why articles may not be ordered: each flag with its status (spec 2 §3 product analysis). */
export const CART_ANALYZES = graphql(`
  query CartAnalyzes($articleCodes: [String!]!) {
    productAnalyzes(articleCodes: $articleCodes) {
      articleCode
      invalidArticle { status description } hasPrice { status description } allowToOrder { status description }
      orderBlocked { status description } hierarchyBlocked { status description } brandBlocked { status description }
      categoryBlocked { status description } sorgBlocked { status description }
    }
  }
`);

/** Sets cart lines' quantities (0 removes a line), all or none; the API checks orderability and quotas. */
export const UPDATE_PRODUCTS_IN_CART = graphql(`
  mutation UpdateProductsInCart($products: [CartProductInput!]!) {
    updateProductsInCart(products: $products) { message { status description } userErrors { field message messageKey params { name value } } }
  }
`);

/** Fits cart lines of some products to their order limits: lowers what exceeds, removes what has nothing left. */
export const UPDATE_ORDER_LIMITS = graphql(`
  mutation UpdateOrderLimits($products: [OrderLimitProductInput!]!) {
    updateOrderLimits(products: $products) { message { status description } lowered removed }
  }
`);
