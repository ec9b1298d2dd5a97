import type { HostConfig } from './host-config.ts';

/**
 * The catalogue list's state in the query string (spec 2 §2), so every filtered view is a shareable link and
 * a reload gives the same view. Multi-value filters are comma-separated; a bike category id is its
 * merchandise-category ids joined by '+'. Values are percent-encoded, so a comma or '+' inside a value
 * survives. Parse `location.search` (the raw string), not URLSearchParams: those decode the separators away.
 */

/** Product category values (spec 2 §9). */
export type ProductCategory = 'BIKE' | 'PAA';
export const PRODUCT_CATEGORIES: readonly ProductCategory[] = ['BIKE', 'PAA'];

export type SortField = 'price' | 'recommended' | 'name' | 'modelYear';
export const SORT_FIELDS: readonly SortField[] = ['price', 'recommended', 'name', 'modelYear'];
export type SortOrder = 'asc' | 'desc';

/** Group view shows product groups; item view shows every article (config catalogDefaultView 'list'). */
export type CatalogView = 'group' | 'item';

/** Catalogue page size and default sort (spec 2 §9). */
export const CATALOG_PAGE_SIZE = 12;
export const DEFAULT_SORT: { field: SortField; order: SortOrder } = { field: 'price', order: 'asc' };

/** The list's sort orders as its select offers them, by the key their label goes by (catalog: sort.<key>). */
export const CATALOG_SORTS: readonly { key: string; field: SortField; order: SortOrder }[] = [
  { key: 'price_asc', field: 'price', order: 'asc' },
  { key: 'price_desc', field: 'price', order: 'desc' },
  { key: 'recommended', field: 'recommended', order: 'asc' },
  { key: 'name_asc', field: 'name', order: 'asc' },
  { key: 'newest', field: 'modelYear', order: 'desc' },
];

/** The key of the query's sort order (price_asc when the address names none the select offers). */
export const sortKeyOf = (query: Pick<CatalogQuery, 'sortByField' | 'sortByOrder'>): string =>
  CATALOG_SORTS.find((s) => s.field === query.sortByField && s.order === query.sortByOrder)?.key ?? 'price_asc';
/** Suggestions (spec 2 §9). */
export const SUGGESTION_MIN_CHARS = 3;
export const SUGGESTION_LIMIT = 4;
export const SUGGESTION_DEBOUNCE_MS = 650;
export const BEST_SELLERS_LIMIT = 8;
/** The article tag category of the preview page. */
export const PREVIEW_TAG_CATEGORY = 'marin_preview_page';

/** A price range in major units (what the dealer types); either end may be open. */
export interface PriceRange {
  from: number | null;
  to: number | null;
}

/** The filters the API takes (GraphQL input CatalogFilterInput): every list is "any of", lists combine with "and". */
export interface CatalogFilter {
  search: string | null;
  category: ProductCategory | null;
  promotions: string[];
  brands: string[];
  models: string[];
  series: string[];
  frameSizes: string[];
  wheelSizes: string[];
  merchandiseCategories: string[];
  /** Bike category ids, each its merchandise-category ids joined by '+' ("101+102"). */
  bikeCategories: string[];
  articleTags: string[];
  articleTagCategory: string | null;
  price: PriceRange | null;
  hasStock: boolean;
}

/** The whole list state in the URL: filters plus sort, page and view. */
export interface CatalogQuery extends CatalogFilter {
  sortByField: SortField;
  sortByOrder: SortOrder;
  /** 1-based; 'load more' raises it. */
  page: number;
  /** null = the host's catalogDefaultView. */
  view: CatalogView | null;
}

/** The multi-value keys, in URL order. */
export const LIST_KEYS = [
  'promotions',
  'brands',
  'models',
  'series',
  'frameSizes',
  'wheelSizes',
  'merchandiseCategories',
  'bikeCategories',
  'articleTags',
] as const satisfies readonly (keyof CatalogFilter)[];
export type ListKey = (typeof LIST_KEYS)[number];

/** Every query-string key, in the order toQueryString writes them. */
export const QUERY_KEYS = [
  'search',
  'category',
  ...LIST_KEYS,
  'articleTagCategory',
  'price',
  'hasStock',
  'sortByField',
  'sortByOrder',
  'page',
  'view',
] as const;

/** A filter with nothing chosen. */
export const emptyFilter = (): CatalogFilter => ({
  search: null,
  category: null,
  promotions: [],
  brands: [],
  models: [],
  series: [],
  frameSizes: [],
  wheelSizes: [],
  merchandiseCategories: [],
  bikeCategories: [],
  articleTags: [],
  articleTagCategory: null,
  price: null,
  hasStock: false,
});

/** The list state of a bare /catalog/list: no filters, default sort, page 1, host view. */
export const emptyQuery = (): CatalogQuery => ({
  ...emptyFilter(),
  sortByField: DEFAULT_SORT.field,
  sortByOrder: DEFAULT_SORT.order,
  page: 1,
  view: null,
});

/**
 * Cards a page of the list loads, by view: the host's itemViewQuota (item view, default 10) and modelViewQuota (group,
 * or model, view, default 12). 'Load more' adds one such page.
 */
export const DEFAULT_ITEM_VIEW_QUOTA = 10;
export const DEFAULT_MODEL_VIEW_QUOTA = CATALOG_PAGE_SIZE;
export function viewQuota(config: Partial<Pick<HostConfig, 'itemViewQuota' | 'modelViewQuota'>>, view: CatalogView): number {
  const quota = view === 'item' ? config.itemViewQuota : config.modelViewQuota;
  const fallback = view === 'item' ? DEFAULT_ITEM_VIEW_QUOTA : DEFAULT_MODEL_VIEW_QUOTA;
  return quota && Number.isInteger(quota) && quota >= 1 && quota <= MAX_VIEW_QUOTA ? quota : fallback;
}
/** The most cards one page may ask for. */
export const MAX_VIEW_QUOTA = 48;

/** The view a host starts in (config catalogDefaultView: 'group' or 'list'). */
export const defaultView = (config: Pick<HostConfig, 'catalogDefaultView'>): CatalogView =>
  config.catalogDefaultView === 'list' ? 'item' : 'group';

const enc = encodeURIComponent;
/** Form-style decoding: '+' is a space, then percent-escapes; a broken escape is kept as written. */
function dec(raw: string): string {
  const spaced = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** Major-unit number as written in the URL ("1250.5"); null for an open end. */
const num = (raw: string): number | null => {
  if (raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
};

const parseCategory = (raw: string): ProductCategory | null => PRODUCT_CATEGORIES.find((c) => c === raw.toUpperCase()) ?? null;

/** A bike category id from the URL: '+' joins its ids, however encoded (a form encoder makes it %2B or a space). */
const parseBikeCategory = (raw: string) =>
  bikeCategoryId(
    dec(raw.replace(/\+/g, '%2B'))
      .split(/[+\s]+/)
      .filter(Boolean),
  );

/** Reads the list state from a query string ("?brands=Marin,Polygon&page=2"); unknown keys and bad values are ignored. */
export function parseCatalogQuery(search: string): CatalogQuery {
  const query = emptyQuery();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = dec(at < 0 ? pair : pair.slice(0, at));
    const raw = at < 0 ? '' : pair.slice(at + 1);
    if ((LIST_KEYS as readonly string[]).includes(key)) {
      const values = raw.split(',').filter(Boolean);
      if (key === 'bikeCategories') query.bikeCategories = values.map(parseBikeCategory).filter(Boolean);
      // The navbar's category links join merchandise-category ids with '+' too: each id counts on its own.
      else if (key === 'merchandiseCategories')
        query.merchandiseCategories = values
          .flatMap((v) => v.split('+'))
          .map(dec)
          .filter(Boolean);
      else query[key as ListKey] = values.map(dec);
      continue;
    }
    switch (key) {
      case 'search':
      case 'articleTagCategory':
        query[key] = dec(raw) || null;
        break;
      case 'category':
        query.category = parseCategory(dec(raw));
        break;
      case 'price': {
        const [from = '', to = ''] = dec(raw).split(',');
        const range = { from: num(from), to: num(to) };
        query.price = range.from == null && range.to == null ? null : range;
        break;
      }
      case 'hasStock':
        query.hasStock = raw === 'true' || raw === '1';
        break;
      case 'sortByField': {
        const field = SORT_FIELDS.find((f) => f === dec(raw));
        if (field) query.sortByField = field;
        break;
      }
      case 'sortByOrder':
        if (raw === 'asc' || raw === 'desc') query.sortByOrder = raw;
        break;
      case 'page': {
        const page = Number(raw);
        if (Number.isInteger(page) && page >= 1) query.page = page;
        break;
      }
      case 'view':
        if (raw === 'group' || raw === 'item') query.view = raw;
        break;
    }
  }
  return query;
}

/** The detail route of an article (spec 2 §2): /catalog/bike/{slug}, /catalog/paa/{slug}. */
export const detailPath = (locale: string | undefined, category: string, slug: string) =>
  `/${locale}/catalog/${category.toLowerCase() === 'paa' ? 'paa' : 'bike'}/${slug}`;

/** The category a route stands for: /catalog/bike and /catalog/paa are the list of that category. */
export const categoryOfPath = (pathname: string): ProductCategory | null =>
  /\/catalog\/bike\/?$/.test(pathname) ? 'BIKE' : /\/catalog\/paa\/?$/.test(pathname) ? 'PAA' : null;

/** The list state of an address: its query string, with the category its route names. */
export function readListQuery(search: string, routeCategory: ProductCategory | null): CatalogQuery {
  const parsed = parseCatalogQuery(search);
  if (routeCategory) parsed.category = routeCategory;
  return parsed;
}

/**
 * Writes the list state as a query string without the '?' (empty when everything is default). Only what
 * differs from emptyQuery() is written, so links stay short; parseCatalogQuery reads it back unchanged.
 */
export function toQueryString(query: Partial<CatalogQuery>): string {
  const full = { ...emptyQuery(), ...query };
  const parts: string[] = [];
  if (full.search) parts.push(`search=${enc(full.search)}`);
  if (full.category) parts.push(`category=${full.category}`);
  for (const key of LIST_KEYS) {
    const values = full[key].filter(Boolean);
    if (!values.length) continue;
    const written = key === 'bikeCategories' ? values.map((id) => id.split('+').filter(Boolean).map(enc).join('+')) : values.map(enc);
    parts.push(`${key}=${written.join(',')}`);
  }
  if (full.articleTagCategory) parts.push(`articleTagCategory=${enc(full.articleTagCategory)}`);
  if (full.price && (full.price.from != null || full.price.to != null)) parts.push(`price=${full.price.from ?? ''},${full.price.to ?? ''}`);
  if (full.hasStock) parts.push('hasStock=true');
  if (full.sortByField !== DEFAULT_SORT.field) parts.push(`sortByField=${full.sortByField}`);
  if (full.sortByOrder !== DEFAULT_SORT.order) parts.push(`sortByOrder=${full.sortByOrder}`);
  if (full.page > 1) parts.push(`page=${full.page}`);
  if (full.view) parts.push(`view=${full.view}`);
  return parts.join('&');
}

/** Just the filters of a list state, in the shape the API takes (drops sort, page and view). */
export function toCatalogFilter(query: CatalogFilter): CatalogFilter {
  const { search, category, articleTagCategory, price, hasStock } = query;
  const lists = Object.fromEntries(LIST_KEYS.map((key) => [key, [...query[key]]])) as Pick<CatalogFilter, ListKey>;
  return { search, category, ...lists, articleTagCategory, price: price && { ...price }, hasStock };
}

/** The merchandise-category ids of a bike category id ("101+102" → ["101", "102"]). */
export const bikeCategoryMcIds = (id: string): string[] => id.split('+').filter(Boolean);

/** A bike category's id from its merchandise-category ids (the link the category dropdown uses). */
export const bikeCategoryId = (mcIds: readonly string[]): string => mcIds.join('+');

/**
 * The filters-used flag (spec 2 §4): whether the dealer narrowed the list with a filter, ignoring price,
 * category, promotions and article tags (and the search text, which is not a filter).
 */
export function filtersUsed(filter: CatalogFilter): boolean {
  const lists: ListKey[] = ['brands', 'models', 'series', 'frameSizes', 'wheelSizes', 'merchandiseCategories', 'bikeCategories'];
  return lists.some((key) => filter[key].length > 0) || filter.hasStock;
}

/**
 * Suggestions under the search box: up to 4; a narrow layout (the phone's search drawer) has room for 2, and shows the
 * best 2 rather than the spec's literal 'those after the first 2', which would hide the closest matches.
 */
export const NARROW_SUGGESTION_LIMIT = 2;
export const shownSuggestions = <T>(found: readonly T[], narrow: boolean): T[] =>
  found.slice(0, narrow ? NARROW_SUGGESTION_LIMIT : SUGGESTION_LIMIT);
