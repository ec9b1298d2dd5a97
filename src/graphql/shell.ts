import { graphql } from './tada.ts';

/**
 * What the navbar's cart button shows (spec 1 §2.4): the active customer's orderable cart lines in short, the total
 * in minor units with `precision` beside it, priced like the cart and checkout; null when the session acts for no customer.
 */
export const CART_SUMMARY = graphql(`
  query CartSummary {
    cartSummary {
      lines
      blocked
      totalQuantity
      total
      currency
      precision
    }
  }
`);

/** The host's bike categories (scope page.catalog): each one's wording and the merchandise categories it gathers. */
export const BIKE_CATEGORIES = graphql(`
  query BikeCategories {
    bikeCategories {
      id
      wording
      mcIds
      sorg
      type
    }
  }
`);
