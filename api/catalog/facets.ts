import { sql } from 'kysely';
import type { RequestContext } from '../context.ts';
import { dataTexts, keyOf } from '../data-texts/texts.ts';
import type { Database } from '../db/index.ts';
import { offLoop } from '../db/read-pool.ts';
import { readyArticleIndex } from './article-index.ts';
import { facetsOf } from './article-index-answers.ts';
import { cached } from './cache.ts';
import { articleCondition, bikeCategoryMcIds, type CatalogFilter, columnKeys, facetColumn, filterKey, type Market } from './filters.ts';

/** One value of a filter key and how many product groups it would show (with the other active filters). */
export interface FacetOption {
  id: string;
  name: string;
  articleGroups: number;
}

export interface CatalogFilters {
  brands: FacetOption[];
  models: FacetOption[];
  series: FacetOption[];
  frameSizes: FacetOption[];
  wheelSizes: FacetOption[];
  merchandiseCategories: FacetOption[];
  bikeCategories: FacetOption[];
  articleTags: FacetOption[];
  articleTagCategories: FacetOption[];
  promotions: FacetOption[];
  /** Lowest and highest dealer list price in the major unit among the groups the other filters leave. */
  price: { from: number; to: number } | null;
}

const groups = sql<number>`count(distinct a.product_group_id)`;

/**
 * The facets of every filter key. Each key is counted with all other filters applied but its own, so options of
 * the same key stay selectable. Counts change only with the catalogue, so they are cached per filter.
 */
export function catalogFilters(db: Database, market: Market, filter: CatalogFilter): Promise<CatalogFilters> {
  const index = readyArticleIndex(db, market);
  if (!index) return catalogFiltersBySql(db, market, filter);
  return cached(db, `facets:${filterKey(market, filter)}`, async () => facetsOf(index, market, filter));
}

/** The same facets from the database: the source the index answers alike (and the answer inside a write transaction). */
export function catalogFiltersBySql(db: Database, market: Market, filter: CatalogFilter): Promise<CatalogFilters> {
  // Counted off the event loop where the database can (db/read-pool.ts); kept in `db`'s cache.
  const reader = offLoop(db);
  return cached(db, `sql-facets:${filterKey(market, filter)}`, () => countFacets(reader, market, filter));
}

async function countFacets(db: Database, market: Market, filter: CatalogFilter): Promise<CatalogFilters> {
  const base = (except: Parameters<typeof articleCondition>[4]) =>
    db.selectFrom('articles as a').where((eb) => articleCondition(db, eb, market, filter, except));

  const columnFacets = columnKeys.map(async (key) => {
    const column = facetColumn(key);
    const rows = await base(key)
      .select([`${column} as value`, groups.as('n')])
      .where(column, 'is not', null)
      .groupBy(column)
      .orderBy(column)
      .execute();
    return [key, rows.map((r) => ({ id: String(r.value), name: String(r.value), articleGroups: Number(r.n) }))] as const;
  });

  const [columns, mcNames, bikeCats, mcCounts, tags, tagCategories, promotions, price] = await Promise.all([
    Promise.all(columnFacets),
    db.selectFrom('merchandiseCategories').select(['id', 'name']).execute(),
    db.selectFrom('bikeCategories').select(['wording', 'mcIds']).where('sorg', '=', market.sorg).orderBy('position').execute(),
    base('bikeCategories').select(['a.mcId', 'a.productGroupId']).distinct().execute(),
    base('articleTags')
      .innerJoin('articleTags as t', 't.articleId', 'a.id')
      .select(['t.name as value', groups.as('n')])
      .groupBy('t.name')
      .orderBy('t.name')
      .execute(),
    base('articleTagCategory')
      .innerJoin('articleTags as t', 't.articleId', 'a.id')
      .innerJoin('articleTagCategories as tc', 'tc.code', 't.categoryCode')
      .select(['tc.code as value', 'tc.name', groups.as('n')])
      .groupBy(['tc.code', 'tc.name'])
      .orderBy('tc.code')
      .execute(),
    base('promotions')
      .innerJoin('promotionDetails as pd', 'pd.articleId', 'a.id')
      .innerJoin('promotions as p', 'p.id', 'pd.promotionId')
      .where('p.sorg', '=', market.sorg)
      .where('p.from', '<=', market.today)
      .where('p.to', '>=', market.today)
      .select(['p.code as value', 'p.name', groups.as('n')])
      .groupBy(['p.code', 'p.name'])
      .orderBy('p.code')
      .execute(),
    base('price')
      .select((eb) => [eb.fn.min('a.dealerPrice').as('low'), eb.fn.max('a.dealerPrice').as('high')])
      .executeTakeFirst(),
  ]);

  const facets = Object.fromEntries(columns) as Record<(typeof columnKeys)[number], FacetOption[]>;
  const mcName = new Map(mcNames.map((m) => [m.id, m.name]));
  facets.merchandiseCategories = facets.merchandiseCategories.map((o) => ({ ...o, name: mcName.get(o.id) ?? o.id }));

  // A bike category counts the groups of any of its merchandise categories.
  const groupsByMc = new Map<string, Set<number>>();
  for (const r of mcCounts) {
    if (!groupsByMc.has(r.mcId)) groupsByMc.set(r.mcId, new Set());
    groupsByMc.get(r.mcId)!.add(r.productGroupId);
  }
  const bikeCategories = bikeCats.map((c) => {
    const ids = bikeCategoryMcIds([(JSON.parse(c.mcIds) as string[]).join('+')]);
    const seen = new Set(ids.flatMap((id) => [...(groupsByMc.get(id) ?? [])]));
    return { id: ids.join('+'), name: c.wording, articleGroups: seen.size };
  });

  return {
    ...facets,
    bikeCategories,
    articleTags: tags.map((r) => ({ id: r.value, name: r.value, articleGroups: Number(r.n) })),
    articleTagCategories: tagCategories.map((r) => ({ id: r.value, name: r.name, articleGroups: Number(r.n) })),
    promotions: promotions.map((r) => ({ id: r.value, name: r.name, articleGroups: Number(r.n) })),
    price: price?.low == null ? null : { from: Number(price.low) / market.minorPerMajor, to: Number(price.high) / market.minorPerMajor },
  };
}

/** The catalogue's filter options with their names in the reader's language (the ids, which filters send back, stay). */
export async function translatedFacets(ctx: RequestContext, facets: CatalogFilters): Promise<CatalogFilters> {
  const text = await dataTexts(ctx);
  const { sorg } = ctx.host.config;
  const each = (options: FacetOption[], name: (o: FacetOption) => string) => options.map((o) => ({ ...o, name: name(o) }));
  return {
    ...facets,
    merchandiseCategories: each(facets.merchandiseCategories, (o) => text('merchandiseCategory', o.id, 'name', o.name)),
    bikeCategories: each(facets.bikeCategories, (o) => text('bikeCategory', keyOf.bikeCategory(sorg, o.id.split('+')), 'wording', o.name)),
    articleTags: each(facets.articleTags, (o) => text('articleTag', o.id, 'name', o.name)),
    articleTagCategories: each(facets.articleTagCategories, (o) => text('articleTagCategory', o.id, 'name', o.name)),
    promotions: each(facets.promotions, (o) => text('promotion', keyOf.promotion(sorg, o.id), 'name', o.name)),
  };
}
