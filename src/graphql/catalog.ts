import { toCatalogFilter, type CatalogFilter, type CatalogQuery, type CatalogView } from '../rules/catalog-query.ts';
import { graphql, type ResultOf, type VariablesOf } from './tada.ts';

/** The active customer's price in the currency's minor unit (spec 2 §5), with what is needed to show it. */
export const PRICE_FIELDS = graphql(`
  fragment PriceFields on Price {
    dealer retailDisplay promotionPrice currency precision symbol thousandSeparator decimalSeparator
  }
`);

/** A sales deal's volume steps, which price a quantity (src/rules/price.ts). */
export const VOLUME_DISCOUNT_FIELDS = graphql(`
  fragment VolumeDiscountFields on VolumeDiscount {
    salesDealNo description detail { qty term type discount uom }
  }
`);

export const PROMOTION_BADGE_FIELDS = graphql(`
  fragment PromotionBadgeFields on PromotionBadge {
    code name badge tagline terms type value minQty maxQty
  }
`);

/** Stock as the host shows it (maskStock, stockDisplay, nextArrivalDisplay): figures are null when masked. */
export const STOCK_SUMMARY_FIELDS = graphql(`
  fragment StockSummaryFields on StockSummary {
    hasStock orderable available { qty mask } custorder { qty mask } nextArrival { mode date days qty mask } availableForOrderAt
  }
`);

/** An article as the catalogue's cards show it; the purchases, fast-order and repeat-order pages ask the same. */
export const PRODUCT_FIELDS = graphql(
  `
  fragment ProductFields on Product {
    id articleCode articleCodeDisplay name slug category brand modelYear colour colourHex frameSize wheelSize uom sorg image
    price { ...PriceFields } promotion { ...PromotionBadgeFields } stock { ...StockSummaryFields } allowToOrder cartQty
  }
`,
  [PRICE_FIELDS, PROMOTION_BADGE_FIELDS, STOCK_SUMMARY_FIELDS],
);

/** The fields of a group-view thumbnail (the benchmark asks for exactly what the page does). */
export const GROUP_FIELDS = graphql(`
  fragment ProductGroupFields on ProductGroup {
    id parentName category brand serie model modelYear slug image colors { name hex } startingAt maxRetail items openSlug
  }
`);

export const FACET_FIELDS = graphql(`
  fragment FacetOptionFields on FacetOption { id name articleGroups }
`);

export type Price = ResultOf<typeof PRICE_FIELDS>;
export type StockSummary = ResultOf<typeof STOCK_SUMMARY_FIELDS>;
export type Product = ResultOf<typeof PRODUCT_FIELDS>;
export type ProductGroup = ResultOf<typeof GROUP_FIELDS>;

export const CATALOG_FILTERS = graphql(
  `
  query CatalogFilters($filter: CatalogFilterInput) {
    catalogFilters(filter: $filter) {
      promotions { ...FacetOptionFields } brands { ...FacetOptionFields } models { ...FacetOptionFields }
      series { ...FacetOptionFields } frameSizes { ...FacetOptionFields } wheelSizes { ...FacetOptionFields }
      merchandiseCategories { ...FacetOptionFields } bikeCategories { ...FacetOptionFields } articleTags { ...FacetOptionFields }
      price { from to }
    }
  }
`,
  [FACET_FIELDS],
);

export type CatalogFilters = ResultOf<typeof CATALOG_FILTERS>['catalogFilters'];
export type FacetKey = Exclude<keyof CatalogFilters, 'price'>;

export const PRODUCT_GROUPS = graphql(
  `
  query ProductGroups($page: Int, $limit: Int, $filter: CatalogFilterInput, $sortByField: CatalogSortField, $sortByOrder: SortOrder) {
    productGroups(page: $page, limit: $limit, filter: $filter, sortByField: $sortByField, sortByOrder: $sortByOrder) {
      productGroups { ...ProductGroupFields }
      info { page limit count pageTotal }
    }
  }
`,
  [GROUP_FIELDS],
);

export const PRODUCTS = graphql(
  `
  query Products($page: Int, $limit: Int, $filter: CatalogFilterInput, $sortByField: CatalogSortField, $sortByOrder: SortOrder) {
    products(page: $page, limit: $limit, filter: $filter, sortByField: $sortByField, sortByOrder: $sortByOrder) {
      products { ...ProductFields }
      info { page limit count pageTotal }
    }
  }
`,
  [PRODUCT_FIELDS],
);

export type PageInfo = ResultOf<typeof PRODUCTS>['products']['info'];

/** CatalogFilterInput, as the list queries take it. */
export type CatalogFilterInput = NonNullable<VariablesOf<typeof PRODUCTS>['filter']>;

/** The filter as CatalogFilterInput takes it: empty lists and nulls left out. */
export function filterInput(filter: CatalogFilter): CatalogFilterInput {
  const input: Partial<CatalogFilter> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value == null || value === false || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    Object.assign(input, { [key]: value });
  }
  return input;
}

/** The variables of one page of the list, the same for ProductGroups and Products. */
export function resultPageVariables(query: CatalogQuery, page: number, limit: number): VariablesOf<typeof PRODUCTS> {
  return {
    page,
    limit,
    filter: filterInput(toCatalogFilter(query)),
    sortByField: query.sortByField,
    sortByOrder: query.sortByOrder,
  };
}

/** The app's cache key of one page of the list. */
export const resultPageKey = (view: CatalogView, query: CatalogQuery, page: number, limit: number) =>
  ['portal', 'catalog', view, resultPageVariables(query, page, limit)] as const;

export const BEST_SELLERS = graphql(
  `
  query BestSellers($category: String) {
    bestSellers(category: $category) { ...ProductGroupFields }
  }
`,
  [GROUP_FIELDS],
);

export const GROUPSETS = graphql(
  `
  query Groupsets {
    groupsets { id code name brand speeds shifting products { ...ProductFields } }
  }
`,
  [PRODUCT_FIELDS],
);

/** A groupset with its parts as articles, in the groupset's order. */
export type Groupset = ResultOf<typeof GROUPSETS>['groupsets'][number];

export const SUGGESTIONS = graphql(`
  query Suggestions($search: String!, $category: String) {
    suggestions(search: $search, category: $category) {
      data { name articleCode articleCodeDisplay slug category image }
      suggestion
    }
  }
`);

export const PRODUCT_DETAILS = graphql(
  `
  query ProductDetails($slug: String!) {
    productDetails(slug: $slug) {
      slug url name description
      images { thumbnail full }
      specification { code name value }
      product {
        ...ProductFields restockNotification
        price { discount { ...VolumeDiscountFields } }
      }
      group { id parentName brand serie model modelYear category }
      variants { ...ProductFields }
    }
  }
`,
  [PRODUCT_FIELDS, VOLUME_DISCOUNT_FIELDS],
);

export type ProductDetails = ResultOf<typeof PRODUCT_DETAILS>['productDetails'];

export const SUBSCRIBE_RESTOCK = graphql(`
  mutation SubscribeRestock($articleCode: String!, $sorg: String!) {
    subscribeRestock(articleCode: $articleCode, sorg: $sorg) { message { status description } userErrors { field message messageKey } }
  }
`);

export const UNSUBSCRIBE_RESTOCK = graphql(`
  mutation UnsubscribeRestock($articleCode: String!, $sorg: String!) {
    unsubscribeRestock(articleCode: $articleCode, sorg: $sorg) { message { status description } userErrors { field message messageKey } }
  }
`);

/** Which categories have products (spec 1 §4): the side menu's catalogue entries and the default catalogue URL. */
export const CATALOG_CATEGORIES = graphql(`
  query CatalogCategories {
    bike: products(filter: { category: "Bike" }, page: 1, limit: 1, sortByField: recommended) { info { count } }
    paa: products(filter: { category: "PAA" }, page: 1, limit: 1, sortByField: recommended) { info { count } }
    groupsets { code }
  }
`);

export const PRODUCT_STOCK = graphql(`
  query ProductStock($slug: String!) {
    productStock(slug: $slug) {
      articleCode
      lines { warehouse available { qty mask } custorder { qty mask } nextArrival { mode date days qty mask } availableForOrderAt }
    }
  }
`);

/** One stock line: a warehouse, or (warehouse null) all of them summed, as the host's stockDisplay says. */
export type StockLine = ResultOf<typeof PRODUCT_STOCK>['productStock']['lines'][number];
