import { sql } from 'kysely';
import { CATALOG_PAGE_SIZE, DEFAULT_SORT, type SortField, type SortOrder } from '../../src/rules/catalog-query.ts';
import { byName } from '../db/dialect.ts';
import type { Database } from '../db/index.ts';
import { pageInfo } from '../db/paging.ts';
import { offLoop } from '../db/read-pool.ts';
import { cached } from './cache.ts';
import { readyArticleIndex } from './article-index.ts';
import { articlePage, groupPage } from './article-index-answers.ts';
import { articleCondition, type CatalogFilter, filterKey, type Market } from './filters.ts';

export { CATALOG_PAGE_SIZE };
/** Spec 2 §9: default price ascending; 'recommended' follows the seeded rank; names in the reader's alphabet. */
export interface Sort {
  field: SortField;
  order: SortOrder;
  locale?: string | null;
}
export const defaultSort: Sort = DEFAULT_SORT;

const groupSortColumn = {
  price: 'pg.startingAt',
  recommended: 'pg.recommendedRank',
  name: 'pg.parentName',
  modelYear: 'pg.modelYear',
} as const;
const articleSortColumn = { price: 'a.dealerPrice', recommended: 'a.productGroupId', name: 'a.name', modelYear: 'a.modelYear' } as const;
// A sort by name differs per reader's language, so its cached pages do too.
const sortKeyOf = (sort: Sort) => `${sort.field}:${sort.order}${sort.field === 'name' ? `:${sort.locale ?? ''}` : ''}`;

/**
 * Groups with at least one article matching the filter; the total is cached with the facets (it moves only with the
 * catalogue). The statements run off the event loop where the database can (db/read-pool.ts); the cache stays `db`'s.
 */
export async function productGroups(db: Database, market: Market, filter: CatalogFilter, page: number, limit: number, sort: Sort) {
  const index = readyArticleIndex(db, market);
  if (!index) return productGroupsBySql(db, market, filter, page, limit, sort);
  const { rows, total } = await cached(db, `groups:${filterKey(market, filter)}:${sortKeyOf(sort)}:${page}:${limit}`, async () =>
    groupPage(index, market, filter, page, limit, sort),
  );
  return { groups: rows, info: pageInfo(page, limit, total) };
}

/** The same page from the database: the source the index answers alike (and the answer inside a write transaction). */
export async function productGroupsBySql(db: Database, market: Market, filter: CatalogFilter, page: number, limit: number, sort: Sort) {
  const reader = offLoop(db);
  const count = cached(db, `sql-groups-count:${filterKey(market, filter)}`, async () =>
    Number(
      (
        await reader
          .selectFrom('articles as a')
          .select(sql<number>`count(distinct a.product_group_id)`.as('n'))
          .where((eb) => articleCondition(db, eb, market, filter))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );
  // The id breaks ties, so a page never repeats or skips a group whatever the sort.
  const rows = cached(db, `sql-groups:${filterKey(market, filter)}:${sortKeyOf(sort)}:${page}:${limit}`, () =>
    reader
      .selectFrom('productGroups as pg')
      .selectAll('pg')
      .where(
        'pg.id',
        'in',
        reader
          .selectFrom('articles as a')
          .select('a.productGroupId')
          .where((eb) => articleCondition(db, eb, market, filter)),
      )
      .orderBy(sort.field === 'name' ? byName(db, sql.ref('pg.parentName'), sort.locale) : groupSortColumn[sort.field], sort.order)
      .orderBy('pg.id', sort.order)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  );
  const [groups, total] = await Promise.all([rows, count]);
  return { groups, info: pageInfo(page, limit, total) };
}

export type ProductGroupRow = Awaited<ReturnType<typeof productGroupsBySql>>['groups'][number];

/** Articles matching the filter (the item view; `products(limit: 1)` answers just the count). */
export async function products(db: Database, market: Market, filter: CatalogFilter, page: number, limit: number, sort: Sort) {
  const index = readyArticleIndex(db, market);
  if (!index) return productsBySql(db, market, filter, page, limit, sort);
  return cached(db, `articles:${filterKey(market, filter)}:${sortKeyOf(sort)}:${page}:${limit}`, async () => {
    const { ids, total } = articlePage(index, market, filter, page, limit, sort);
    // The page's rows in the index's order, read by id.
    const rows = ids.length ? await offLoop(db).selectFrom('articles as a').selectAll('a').where('a.id', 'in', ids).execute() : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return { products: ids.flatMap((id) => byId.get(id) ?? []), info: pageInfo(page, limit, total) };
  });
}

/** The same page from the database. */
export async function productsBySql(db: Database, market: Market, filter: CatalogFilter, page: number, limit: number, sort: Sort) {
  const reader = offLoop(db);
  const count = cached(db, `sql-articles-count:${filterKey(market, filter)}`, async () =>
    Number(
      (
        await reader
          .selectFrom('articles as a')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where((eb) => articleCondition(db, eb, market, filter))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );
  let query = reader
    .selectFrom('articles as a')
    .selectAll('a')
    .where((eb) => articleCondition(db, eb, market, filter));
  if (sort.field === 'recommended') {
    query = query.innerJoin('productGroups as pg', 'pg.id', 'a.productGroupId').orderBy('pg.recommendedRank', sort.order);
  } else {
    query = query.orderBy(sort.field === 'name' ? byName(db, sql.ref('a.name'), sort.locale) : articleSortColumn[sort.field], sort.order);
  }
  const [articles, total] = await Promise.all([
    query
      .orderBy('a.id', sort.order)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    count,
  ]);
  return { products: articles, info: pageInfo(page, limit, total) };
}
