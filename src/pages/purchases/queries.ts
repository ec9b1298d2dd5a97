import { gql } from '@urql/core';
import type { PageInfo, Product } from '../../graphql/catalog.ts';

/** The Product fields the catalogue cards show (the same as graphql/catalog.ts asks for its lists). */
export const PRODUCT_FIELDS = `id articleCode articleCodeDisplay name slug category brand modelYear colour colourHex frameSize wheelSize uom sorg image
  price { dealer retailDisplay promotionPrice currency precision symbol thousandSeparator decimalSeparator }
  promotion { code name badge tagline terms type value minQty maxQty }
  stock { hasStock available { qty mask } custorder { qty mask } nextArrival { mode date days qty mask } availableForOrderAt }
  allowToOrder cartQty`;

export const PREVIOUS_PURCHASES = gql`
  query PreviousPurchases($page: Int, $limit: Int) {
    previousPurchases(page: $page, limit: $limit) { products { ${PRODUCT_FIELDS} } info { page limit count pageTotal } }
  }
`;

export const FREQUENT_PURCHASES = gql`
  query FrequentPurchases($page: Int, $limit: Int) {
    frequentPurchases(page: $page, limit: $limit) { products { ${PRODUCT_FIELDS} } info { page limit count pageTotal } }
  }
`;

export type PurchaseKind = 'previous' | 'frequent';
export type PurchasesAnswer = Partial<Record<'previousPurchases' | 'frequentPurchases', { products: Product[]; info: PageInfo }>>;
