import { gql } from '@urql/core';
import type { CatalogFilter } from '../rules/catalog-query.ts';
import type { NextArrival, StockFigure } from '../rules/stock-display.ts';

/** The active customer's price in the currency's minor unit (spec 2 §5), with what is needed to show it. */
export interface Price {
  dealer: number;
  retailDisplay: number;
  promotionPrice: number | null;
  currency: string;
  precision: number;
  symbol: string;
  thousandSeparator: string;
  decimalSeparator: string;
  discount: {
    salesDealNo: string;
    description: string;
    detail: { qty: number; term: string; type: string; discount: number; uom: string }[];
  } | null;
}

export interface PromotionBadge {
  code: string;
  name: string;
  badge: string;
  tagline: string;
  terms: string;
  type: string;
  value: number;
  minQty: number | null;
  maxQty: number | null;
}

/** Stock as the host shows it (maskStock, stockDisplay, nextArrivalDisplay): figures are null when masked. */
export interface StockSummary {
  hasStock: boolean;
  available: StockFigure;
  custorder: StockFigure;
  nextArrival: NextArrival | null;
  availableForOrderAt: string | null;
}

export interface Product {
  id: number;
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  slug: string;
  category: string;
  brand: string;
  modelYear: number;
  colour: string;
  colourHex: string;
  frameSize: string | null;
  wheelSize: string | null;
  uom: string;
  sorg: string;
  image: string;
  price: Price | null;
  promotion: PromotionBadge | null;
  stock: StockSummary;
  allowToOrder: boolean;
  restockNotification: boolean;
  cartQty: number;
}

export interface ProductGroup {
  id: number;
  parentName: string;
  category: string;
  brand: string;
  serie: string;
  model: string;
  modelYear: number;
  slug: string;
  image: string;
  colors: { name: string; hex: string }[];
  startingAt: number;
  maxRetail: number;
  items: number;
  slugs: string[];
}

export interface PageInfo {
  page: number;
  limit: number;
  count: number;
  pageTotal: number;
}

export interface FacetOption {
  id: string;
  name: string;
  articleGroups: number;
}

export type FacetKey = 'promotions' | 'brands' | 'models' | 'series' | 'frameSizes' | 'wheelSizes' | 'merchandiseCategories' | 'bikeCategories' | 'articleTags';

export type CatalogFilters = Record<FacetKey, FacetOption[]> & { price: { from: number; to: number } | null };

/** The filter as CatalogFilterInput takes it: empty lists and nulls left out. */
export function filterInput(filter: CatalogFilter): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value == null || value === false || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    input[key] = value;
  }
  return input;
}

const PRICE = `dealer retailDisplay promotionPrice currency precision symbol thousandSeparator decimalSeparator`;
const PROMOTION = `code name badge tagline terms type value minQty maxQty`;
const STOCK = `hasStock available { qty mask } custorder { qty mask } nextArrival { mode date days qty mask } availableForOrderAt`;
const PRODUCT = `id articleCode articleCodeDisplay name slug category brand modelYear colour colourHex frameSize wheelSize uom sorg image
  price { ${PRICE} } promotion { ${PROMOTION} } stock { ${STOCK} } allowToOrder cartQty`;
/** The fields of a group-view thumbnail (the benchmark asks for exactly what the page does). */
export const GROUP = `id parentName category brand serie model modelYear slug image colors { name hex } startingAt maxRetail items slugs`;
export const FACET = `id name articleGroups`;

export const CATALOG_FILTERS = gql`
  query CatalogFilters($filter: CatalogFilterInput) {
    catalogFilters(filter: $filter) {
      promotions { ${FACET} } brands { ${FACET} } models { ${FACET} } series { ${FACET} } frameSizes { ${FACET} }
      wheelSizes { ${FACET} } merchandiseCategories { ${FACET} } bikeCategories { ${FACET} } articleTags { ${FACET} }
      price { from to }
    }
  }
`;

export const PRODUCT_GROUPS = gql`
  query ProductGroups($page: Int, $limit: Int, $filter: CatalogFilterInput, $sortByField: CatalogSortField, $sortByOrder: SortOrder) {
    productGroups(page: $page, limit: $limit, filter: $filter, sortByField: $sortByField, sortByOrder: $sortByOrder) {
      productGroups { ${GROUP} }
      info { page limit count pageTotal }
    }
  }
`;

export const PRODUCTS = gql`
  query Products($page: Int, $limit: Int, $filter: CatalogFilterInput, $sortByField: CatalogSortField, $sortByOrder: SortOrder) {
    products(page: $page, limit: $limit, filter: $filter, sortByField: $sortByField, sortByOrder: $sortByOrder) {
      products { ${PRODUCT} }
      info { page limit count pageTotal }
    }
  }
`;

export const BEST_SELLERS = gql`
  query BestSellers($category: String) {
    bestSellers(category: $category) { ${GROUP} }
  }
`;

/** A groupset with its parts as articles, in the groupset's order. */
export interface Groupset {
  id: number;
  code: string;
  name: string;
  brand: string;
  speeds: number;
  shifting: string;
  products: Product[];
}

export const GROUPSETS = gql`
  query Groupsets {
    groupsets { id code name brand speeds shifting products { ${PRODUCT} } }
  }
`;

export interface Suggestion {
  name: string;
  articleCode: string;
  slug: string;
  category: string;
  image: string;
}

export const SUGGESTIONS = gql`
  query Suggestions($search: String!, $category: String) {
    suggestions(search: $search, category: $category) {
      data { name articleCode slug category image }
      suggestion
    }
  }
`;

export interface ProductDetails {
  slug: string;
  url: string;
  name: string;
  description: string;
  images: { thumbnail: string; full: string }[];
  specification: { code: string; name: string; value: string }[];
  product: Product & { restockNotification: boolean; price: (Price & { discount: Price['discount'] }) | null };
  group: Pick<ProductGroup, 'id' | 'parentName' | 'brand' | 'serie' | 'model' | 'modelYear' | 'category'>;
  variants: Product[];
}

export const PRODUCT_DETAILS = gql`
  query ProductDetails($slug: String!) {
    productDetails(slug: $slug) {
      slug url name description
      images { thumbnail full }
      specification { code name value }
      product {
        ${PRODUCT} restockNotification
        price { ${PRICE} discount { salesDealNo description detail { qty term type discount uom } } }
      }
      group { id parentName brand serie model modelYear category }
      variants { ${PRODUCT} }
    }
  }
`;

export interface MutationResult {
  message: { status: boolean; description: string | null };
  userErrors: { field: string; message: string; messageKey: string | null }[];
}

export const SUBSCRIBE_RESTOCK = gql`
  mutation SubscribeRestock($articleCode: String!, $sorg: String!) {
    subscribeRestock(articleCode: $articleCode, sorg: $sorg) { message { status description } userErrors { field message messageKey } }
  }
`;

export const UNSUBSCRIBE_RESTOCK = gql`
  mutation UnsubscribeRestock($articleCode: String!, $sorg: String!) {
    unsubscribeRestock(articleCode: $articleCode, sorg: $sorg) { message { status description } userErrors { field message messageKey } }
  }
`;

/** Which categories have products (spec 1 §4): the side menu's catalogue entries and the default catalogue URL. */
export const CATALOG_CATEGORIES = gql`
  query CatalogCategories {
    bike: products(filter: { category: "Bike" }, page: 1, limit: 1, sortByField: recommended) { info { count } }
    paa: products(filter: { category: "PAA" }, page: 1, limit: 1, sortByField: recommended) { info { count } }
    groupsets { code }
  }
`;

export interface CatalogCategoriesAnswer {
  bike: { info: { count: number } };
  paa: { info: { count: number } };
  groupsets: { code: string }[];
}

/** One stock line: a warehouse, or (warehouse null) all of them summed, as the host's stockDisplay says. */
export type { StockLine } from '../rules/stock-display.ts';

export const PRODUCT_STOCK = gql`
  query ProductStock($slug: String!) {
    productStock(slug: $slug) {
      articleCode
      lines { warehouse available { qty mask } custorder { qty mask } nextArrival { mode date days qty mask } availableForOrderAt }
    }
  }
`;
