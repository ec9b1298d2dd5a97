import { gql } from '@urql/core';

/** What the navbar's cart button shows (spec 1 §2.4): the active customer's cart in short. */
export interface CartSummary {
  lines: number;
  totalQuantity: number;
  /** In the currency's major unit. */
  totalPrice: number;
  currency: string;
  /** Decimals of the currency. */
  precision: number;
}

/** The active customer's cart in short; null when the session acts for no customer. */
export const CART_SUMMARY = gql`
  query CartSummary {
    cartSummary {
      lines
      totalQuantity
      totalPrice
      currency
      precision
    }
  }
`;

/** A bike category of the navbar's category menu: its wording and the merchandise categories it gathers. */
export interface BikeCategory {
  id: number;
  wording: string;
  mcIds: string[];
  sorg: string;
  type: string;
}

/** The host's bike categories (scope page.catalog). */
export const BIKE_CATEGORIES = gql`
  query BikeCategories {
    bikeCategories {
      id
      wording
      mcIds
      sorg
      type
    }
  }
`;
