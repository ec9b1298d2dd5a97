import type { Generated } from 'kysely';
import type { ProductCategory } from '../../src/rules/catalog-query.ts';

/** The catalogue: categories, product groups and articles, stock, prices, promotions and restock subscriptions. */
export interface CatalogTables {
  bikeCategories: BikeCategoryTable;
  merchandiseCategories: MerchandiseCategoryTable;
  warehouses: WarehouseTable;
  groupsets: GroupsetTable;
  productGroups: ProductGroupTable;
  articles: ArticleTable;
  articleSpecifications: ArticleSpecificationTable;
  articleImages: { id: Generated<number>; articleId: number; fileName: string; position: number };
  articleTagCategories: { code: string; name: string };
  articleTags: ArticleTagTable;
  groupsetArticles: { groupsetId: number; articleId: number; position: Generated<number> };
  stock: StockTable;
  promotions: PromotionTable;
  promotionDetails: PromotionDetailTable;
  volumeDiscounts: VolumeDiscountTable;
  customerPrices: { customerId: number; articleId: number; dealerPrice: number };
  articleAnalysis: ArticleAnalysisTable;
  restockSubscriptions: RestockSubscriptionTable;
}

export interface BikeCategoryTable {
  id: Generated<number>;
  sorg: string;
  /** The catalogue category the entry filters: Bike. */
  type: string;
  wording: string;
  /** JSON array of merchandise-category ids. */
  mcIds: string;
  position: Generated<number>;
}

export interface MerchandiseCategoryTable {
  /** e.g. B110 (bikes) or P210 (parts and accessories); bike_categories.mc_ids hold these. */
  id: string;
  name: string;
  category: ProductCategory;
  position: Generated<number>;
}

export interface WarehouseTable {
  code: string;
  sorg: string;
  name: string;
  /** The freight area a warehouse serves (cart freight benefits group by it). */
  area: string;
  position: Generated<number>;
}

export interface GroupsetTable {
  id: Generated<number>;
  sorg: string;
  code: string;
  name: string;
  brand: string;
  speeds: number;
  shifting: 'mechanical' | 'electronic';
  position: Generated<number>;
}

/** A model in one model year and market; the thumbnail of the group view. */
export interface ProductGroupTable {
  id: Generated<number>;
  sorg: string;
  category: ProductCategory;
  parentName: string;
  /** Unique per sorg; detail pages open the group's first article's slug. */
  slug: string;
  brand: string;
  series: string;
  model: string;
  modelYear: number;
  mcId: string;
  /** The groupset bikes of this model are built with. */
  groupsetId: number | null;
  description: string;
  /** File name in storage under products/ (served at /images/products/{image}). */
  image: string;
  /** JSON array of { name, hex } in article order. */
  colours: string;
  /** Lowest dealer price and highest retail price of its articles, minor units. */
  startingAt: number;
  maxRetail: number;
  stockTotal: Generated<number>;
  /** Units sold in the last twelve months: best sellers. */
  soldQty: Generated<number>;
  /** Lower comes first in the 'recommended' sort. */
  recommendedRank: Generated<number>;
}

/** One orderable article (a colour and size of a group); group attributes are copied for one-table filters. */
export interface ArticleTable {
  id: Generated<number>;
  sorg: string;
  productGroupId: number;
  /** Unique per sorg. */
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  /** Unique per sorg: /catalog/bike/{slug}, /catalog/paa/{slug}. */
  slug: string;
  category: ProductCategory;
  brand: string;
  series: string;
  model: string;
  modelYear: number;
  mcId: string;
  /** PAA only: helmet, tyre, light… (picks the drawing). */
  paaKind: string | null;
  colour: string;
  colourHex: string;
  /** Bikes: XS…XL or 12"…; null when the article has no size of that kind. */
  frameSize: string | null;
  wheelSize: string | null;
  /** Sizes in their natural order within a colour. */
  sizeOrder: Generated<number>;
  uom: string;
  /** Minor units of the sorg's currency (sales_organisations.currency). */
  dealerPrice: number;
  retailPrice: number;
  /** Sum of stock.available over the warehouses (hasStock filter). */
  stockTotal: Generated<number>;
  /** First gallery file (article_images), under products/. */
  image: string;
  /** Codes, brand, series, model, colour, sizes and category words; FTS5 (SQLite) or trigram (PostgreSQL) source. */
  searchText: string;
}

export interface ArticleSpecificationTable {
  id: Generated<number>;
  productGroupId: number;
  code: string;
  name: string;
  value: string;
  position: number;
}

export interface ArticleTagTable {
  id: Generated<number>;
  articleId: number;
  /** article_tag_categories.code, e.g. marin_preview_page, highlight, award. */
  categoryCode: string;
  /** How the tag shows: badge, label or icon. */
  type: string;
  name: string;
  fileName: string | null;
}

export interface StockTable {
  articleId: number;
  warehouseCode: string;
  available: number;
  custorder: number;
  nextArrivalDate: string | null;
  nextArrivalQty: number | null;
  /** When a pre-order for the next arrival may be placed. */
  availableForOrderAt: string | null;
  updatedAt: string;
}

export interface PromotionTable {
  id: Generated<number>;
  sorg: string;
  code: string;
  name: string;
  description: string;
  terms: string;
  badge: string;
  tagline: string;
  /** JSON array of where it shows: catalog, product_detail, home. */
  locations: string;
  productCategory: ProductCategory | null;
  from: string;
  to: string;
}

/** Like a volume discount, percent (whole percent) and fixed (minor units) are added to the dealer price (negative = cheaper); price is the promotion unit price. */
export interface PromotionDetailTable {
  id: Generated<number>;
  promotionId: number;
  articleId: number;
  brand: string;
  mcId: string;
  type: 'percent' | 'fixed' | 'price';
  value: number;
  minQty: number | null;
  maxQty: number | null;
}

/** Spec 2 §5: value is added to the unit price (negative = discount); percent in whole percent, fixed in minor units. */
export interface VolumeDiscountTable {
  id: Generated<number>;
  sorg: string;
  articleId: number;
  salesDealNo: string;
  description: string;
  /** null: every customer group; otherwise customer_areas.cust_group. */
  custGroup: string | null;
  term: '>=' | '<=';
  qty: number;
  type: 'percent' | 'fixed';
  value: number;
  uom: string;
  /** First matching rule in this order wins. */
  position: number;
}

/** Flags are 0/1. */
export interface ArticleAnalysisTable {
  articleId: number;
  invalidArticle: Generated<number>;
  allowToOrder: Generated<number>;
  orderBlocked: Generated<number>;
  hierarchyBlocked: Generated<number>;
  brandBlocked: Generated<number>;
  categoryBlocked: Generated<number>;
  sorgBlocked: Generated<number>;
  hasPrice: Generated<number>;
  blockedReason: string | null;
}

export interface RestockSubscriptionTable {
  id: Generated<number>;
  userId: number;
  customerId: number | null;
  articleId: number;
  sorg: string;
  createdAt: string;
}
