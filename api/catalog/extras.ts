import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import type { Customer, ProductCategory } from '../db/types.ts';
import { pageInfo } from '../db/paging.ts';
import { articleCondition, type CatalogFilter, type Market } from './filters.ts';
import { searchCondition } from './search.ts';
import { nowIso } from '../platform/clock.ts';

// Spec 2 §9: suggestions need 3 characters and answer at most 4, in the recommended order; best sellers 8.
export { BEST_SELLERS_LIMIT, SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS } from '../../src/rules/catalog-query.ts';

/** Products for the search box; with `filter` the dealer's current filters narrow them too. */
export async function suggestions(
  db: Database,
  market: Market,
  search: string,
  category: ProductCategory | null,
  limit: number,
  filter: CatalogFilter = {},
) {
  const query = db
    .selectFrom('articles as a')
    .innerJoin('productGroups as pg', 'pg.id', 'a.productGroupId')
    .select(['a.name', 'a.articleCode', 'a.articleCodeDisplay', 'a.slug', 'a.category', 'a.image'])
    .where((eb) => articleCondition(db, eb, market, { ...filter, search, category: category ?? filter.category }));
  return query.orderBy('pg.recommendedRank').orderBy('a.productGroupId').orderBy('a.id').limit(limit).execute();
}

/** Groupsets of the market that have parts in the catalogue, with their article codes. */
export async function groupsets(db: Database, market: Market) {
  const rows = await db
    .selectFrom('groupsets as g')
    .innerJoin('groupsetArticles as ga', 'ga.groupsetId', 'g.id')
    .innerJoin('articles as a', 'a.id', 'ga.articleId')
    .select(['g.id', 'g.code', 'g.name', 'g.brand', 'g.speeds', 'g.shifting', 'a.articleCode'])
    .where('g.sorg', '=', market.sorg)
    .orderBy('g.position')
    .orderBy('g.id')
    .orderBy('ga.position')
    .orderBy('ga.articleId')
    .execute();
  const byId = new Map<
    number,
    { id: number; code: string; name: string; brand: string; speeds: number; shifting: string; articleCodes: string[] }
  >();
  for (const { articleCode, ...g } of rows) {
    if (!byId.has(g.id)) byId.set(g.id, { ...g, articleCodes: [] });
    byId.get(g.id)!.articleCodes.push(articleCode);
  }
  return [...byId.values()];
}

export function bestSellers(db: Database, market: Market, category: ProductCategory | null, limit: number) {
  let query = db.selectFrom('productGroups').selectAll().where('sorg', '=', market.sorg);
  if (category) query = query.where('category', '=', category);
  return query.orderBy('soldQty', 'desc').orderBy('id').limit(limit).execute();
}

export async function promotions(db: Database, market: Market, category: ProductCategory | null) {
  let query = db
    .selectFrom('promotions')
    .selectAll()
    .where('sorg', '=', market.sorg)
    .where('from', '<=', market.today)
    .where('to', '>=', market.today);
  if (category) query = query.where((eb) => eb.or([eb('productCategory', 'is', null), eb('productCategory', '=', category)]));
  return query.orderBy('from', 'desc').orderBy('id').execute();
}
export type PromotionRow = Awaited<ReturnType<typeof promotions>>[number];

export function promotionDetails(db: Database, promotionIds: readonly number[]) {
  return db
    .selectFrom('promotionDetails as pd')
    .innerJoin('articles as a', 'a.id', 'pd.articleId')
    .select(['pd.promotionId', 'a.articleCode', 'pd.brand', 'pd.mcId', 'pd.type', 'pd.value', 'pd.minQty', 'pd.maxQty'])
    .where('pd.promotionId', 'in', promotionIds)
    .orderBy('pd.id')
    .execute();
}

/** What the active customer bought before: most recent first, or most often ordered first. */
export async function purchases(
  db: Database,
  market: Market,
  customer: Customer,
  order: 'recent' | 'frequent',
  page: number,
  limit: number,
) {
  const base = db
    .selectFrom('customerPurchases as cp')
    .innerJoin('articles as a', 'a.id', 'cp.articleId')
    .where('cp.customerId', '=', customer.id)
    .where('a.sorg', '=', market.sorg);
  const [rows, count] = await Promise.all([
    base
      .selectAll('a')
      .orderBy(order === 'recent' ? 'cp.lastOrderedAt' : 'cp.orderCount', 'desc')
      .orderBy('a.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { products: rows, info: pageInfo(page, limit, Number(count.n)) };
}

/** Article codes and display codes matching a search, for pickers (fast order, claims). */
export async function articleDisplays(db: Database, market: Market, search: string, page: number, limit: number) {
  const base = db
    .selectFrom('articles as a')
    .where('a.sorg', '=', market.sorg)
    .where((eb) => searchCondition(db, eb, search));
  const [rows, count] = await Promise.all([
    base
      .select(['a.articleCode', 'a.articleCodeDisplay', 'a.name', 'a.uom'])
      .orderBy('a.articleCode')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { articles: rows, info: pageInfo(page, limit, Number(count.n)) };
}

export function articlesByCode(db: Database, market: Market, codes: readonly string[]) {
  return db.selectFrom('articles').selectAll().where('sorg', '=', market.sorg).where('articleCode', 'in', codes).execute();
}

/** Turns the restock notification of an article on or off for the user (and the customer they act for). */
export async function setRestock(db: Database, userId: number, customerId: number | null, articleId: number, sorg: string, on: boolean) {
  if (!on) {
    await db.deleteFrom('restockSubscriptions').where('userId', '=', userId).where('articleId', '=', articleId).execute();
    return;
  }
  await db
    .insertInto('restockSubscriptions')
    .values({ userId, customerId, articleId, sorg, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['userId', 'articleId']).doNothing())
    .execute();
}
