import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';
import type { Database } from '../db/index.ts';
import type { DB, ProductCategory } from '../db/types.ts';
import { bikeCategoryMcIds as mcIdsOf } from '../../src/rules/catalog-query.ts';
import { notBlocked } from './blocks.ts';
import { searchCondition } from './search.ts';

/** The catalogue list's filter keys (spec 2 §2); every list, count and facet reads them the same way. */
export interface CatalogFilter {
  category?: ProductCategory | null;
  search?: string | null;
  promotions?: readonly string[] | null;
  brands?: readonly string[] | null;
  models?: readonly string[] | null;
  series?: readonly string[] | null;
  frameSizes?: readonly string[] | null;
  wheelSizes?: readonly string[] | null;
  merchandiseCategories?: readonly string[] | null;
  /** Each entry is a bike category's merchandise-category ids joined by '+'. */
  bikeCategories?: readonly string[] | null;
  articleTags?: readonly string[] | null;
  articleTagCategory?: string | null;
  /** In the currency's major unit, on the dealer list price. */
  price?: { from?: number | null; to?: number | null } | null;
  hasStock?: boolean | null;
}

/** Where the catalogue is read: the host's sales organisation, today, and its currency's minor units. */
export interface Market {
  sorg: string;
  today: string;
  minorPerMajor: number;
  /** The host sells no parts and accessories: no PAA article is listed, counted or opened. */
  paaDisabled?: boolean;
}

export type FilterKey = Exclude<keyof CatalogFilter, 'category' | 'search'>;

type Articles = ExpressionBuilder<DB & { a: DB['articles'] }, 'a'>;

const columnOf = {
  brands: 'a.brand',
  models: 'a.model',
  series: 'a.series',
  frameSizes: 'a.frameSize',
  wheelSizes: 'a.wheelSize',
  merchandiseCategories: 'a.mcId',
} as const;
export type ColumnKey = keyof typeof columnOf;
export const columnKeys = Object.keys(columnOf) as ColumnKey[];
export const facetColumn = (key: ColumnKey) => columnOf[key];

export const present = <T>(list: readonly T[] | null | undefined): list is readonly T[] => !!list && list.length > 0;

/** Merchandise-category ids of bike category entries ('B110+B120'). */
export const bikeCategoryMcIds = (entries: readonly string[]) => [...new Set(entries.flatMap(mcIdsOf))];

/** Active promotions of the market whose details name article `a`. */
export function promotedIn(eb: Articles, market: Market, codes?: readonly string[]) {
  let inner = eb
    .selectFrom('promotionDetails as pd')
    .innerJoin('promotions as p', 'p.id', 'pd.promotionId')
    .select(sql`1`.as('one'))
    .whereRef('pd.articleId', '=', 'a.id')
    .where('p.sorg', '=', market.sorg)
    .where('p.from', '<=', market.today)
    .where('p.to', '>=', market.today);
  if (codes) inner = inner.where('p.code', 'in', codes);
  return eb.exists(inner);
}

/**
 * The condition on articles `a` for a filter, leaving out one key when counting that key's own facet (a facet's
 * counts respect every other active filter, so choosing a second brand still shows how many the first has).
 */
export function articleCondition(
  db: Database,
  eb: Articles,
  market: Market,
  filter: CatalogFilter,
  except?: FilterKey,
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [eb('a.sorg', '=', market.sorg)];
  if (filter.category) parts.push(eb('a.category', '=', filter.category));
  if (market.paaDisabled) parts.push(eb('a.category', '!=', 'PAA'));
  if (filter.search?.trim()) parts.push(searchCondition(db, eb, filter.search));
  for (const key of columnKeys) {
    const values = filter[key];
    if (key !== except && present(values)) parts.push(eb(columnOf[key], 'in', values));
  }
  if (except !== 'bikeCategories' && present(filter.bikeCategories))
    parts.push(eb('a.mcId', 'in', bikeCategoryMcIds(filter.bikeCategories)));
  if (except !== 'articleTags' && present(filter.articleTags)) {
    parts.push(
      eb.exists(
        eb
          .selectFrom('articleTags as t')
          .select(sql`1`.as('one'))
          .whereRef('t.articleId', '=', 'a.id')
          .where('t.name', 'in', filter.articleTags),
      ),
    );
  }
  if (except !== 'articleTagCategory' && filter.articleTagCategory) {
    parts.push(
      eb.exists(
        eb
          .selectFrom('articleTags as t')
          .select(sql`1`.as('one'))
          .whereRef('t.articleId', '=', 'a.id')
          .where('t.categoryCode', '=', filter.articleTagCategory),
      ),
    );
  }
  if (except !== 'promotions' && present(filter.promotions)) parts.push(promotedIn(eb, market, filter.promotions));
  if (except !== 'price' && filter.price) {
    const { from, to } = filter.price;
    if (from != null) parts.push(eb('a.dealerPrice', '>=', Math.round(from * market.minorPerMajor)));
    if (to != null) parts.push(eb('a.dealerPrice', '<=', Math.round(to * market.minorPerMajor)));
  }
  // In stock means something to order now: stock on hand of an article no block keeps from the cart.
  if (except !== 'hasStock' && filter.hasStock) parts.push(eb('a.stockTotal', '>', 0), notBlocked(eb));
  return eb.and(parts);
}

/** The same filter with sorted lists and no empty keys: equal filters give equal cache keys. */
export function filterKey(market: Market, filter: CatalogFilter): string {
  const normal = Object.entries(filter)
    .filter(([, v]) => v != null && v !== '' && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([market.sorg, market.today, !!market.paaDisabled, normal]);
}
