import { gql } from '@urql/core';
import type { OrderLimit } from '../rules/order-limits.ts';
import type { Price, PromotionBadge } from './catalog.ts';

/** One line of the active customer's cart, with the article as the catalogue shows it. */
export interface CartLine {
  id: number;
  qty: number;
  uom: string;
  /** Minor units, after the price rule for the saved quantity. */
  unitPrice: number;
  subtotal: number;
  currency: string;
  /** The order limit binding the line (EA), null when none does. */
  orderLimit: OrderLimit | null;
  product: {
    id: number;
    articleCode: string;
    articleCodeDisplay: string;
    name: string;
    slug: string;
    category: string;
    brand: string;
    modelYear: number;
    uom: string;
    sorg: string;
    image: string;
    allowToOrder: boolean;
    price: Price | null;
    promotion: PromotionBadge | null;
    tags: { type: string; name: string; category: string }[];
  };
}

/** Why an article may not be ordered: each flag with its status (spec 2 §3 product analysis). */
export interface AnalysisFlag { status: boolean; description: string }
export type ProductAnalysis = { articleCode: string } & Record<
  'invalidArticle' | 'hasPrice' | 'allowToOrder' | 'orderBlocked' | 'hierarchyBlocked' | 'brandBlocked' | 'categoryBlocked' | 'sorgBlocked',
  AnalysisFlag
>;

const PRICE = `dealer retailDisplay promotionPrice currency precision symbol thousandSeparator decimalSeparator
  discount { salesDealNo description detail { qty term type discount uom } }`;
const PROMOTION = `code name badge tagline terms type value minQty maxQty`;
const LINE = `id qty uom unitPrice subtotal currency orderLimit { limitQty remaining from to }
  product { id articleCode articleCodeDisplay name slug category brand modelYear uom sorg image allowToOrder
    price { ${PRICE} } promotion { ${PROMOTION} } tags { type name category } }`;

export const CART = gql`
  query Cart {
    cart { ${LINE} }
  }
`;

const FLAG = `{ status description }`;
export const CART_ANALYZES = gql`
  query CartAnalyzes($articleCodes: [String!]!) {
    productAnalyzes(articleCodes: $articleCodes) {
      articleCode invalidArticle ${FLAG} hasPrice ${FLAG} allowToOrder ${FLAG} orderBlocked ${FLAG}
      hierarchyBlocked ${FLAG} brandBlocked ${FLAG} categoryBlocked ${FLAG} sorgBlocked ${FLAG}
    }
  }
`;
