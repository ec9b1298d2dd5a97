import { isPostgres, searchFold } from '../db/dialect.ts';
import type { Database } from '../db/index.ts';
import { offLoop } from '../db/read-pool.ts';
import { keepsWhileUnchanged, whileUnchanged } from '../platform/change-cache.ts';
import type { Evaluation } from './article-index-filter.ts';
import { analysisBlocks } from './blocks.ts';
import { bikeCategoryMcIds, type ColumnKey, columnKeys, facetColumn, type Market } from './filters.ts';

/**
 * The catalogue of one market in memory, for the list and its facets: a filter no one asked before is answered by a
 * pass over the market's articles instead of sixteen statements. The database stays the source: the index is built
 * from it once per catalogue generation (any write to the catalogue's tables, on any node, moves it) and answers what
 * the SQL of list.ts and facets.ts answers (tests/api/catalog-index.test.ts compares them over random filters).
 */

type Group = Awaited<ReturnType<typeof loadGroups>>[number];

/** The articles of a market, one entry per array, ordered by product group so that distinct groups count in one pass. */
export interface ArticleIndex {
  size: number;
  id: Int32Array;
  /** Index into `groups`. */
  group: Int32Array;
  isPaa: Uint8Array;
  /** Per facet column: the value's index into `values[key]`, -1 for none. */
  column: Record<ColumnKey, Int32Array>;
  values: Record<ColumnKey, string[]>;
  /** The dealer list price in minor units, NaN where the article has none. */
  price: Float64Array;
  name: string[];
  modelYear: Float64Array;
  /** Stock on hand and no order block: what "In stock" lists. */
  orderableNow: Uint8Array;
  /** Folded as the search folds a typed word: ' word word'. */
  foldedName: string[];
  foldedText: string[];
  /** Tag names and tag category codes per article, as indexes into the lists below. */
  tags: number[][];
  tagNames: string[];
  tagCategories: number[][];
  tagCategoryCodes: string[];
  /** The names of the tag categories that have a row (the facet lists only those). */
  tagCategoryNames: Map<string, string>;
  /** Running promotions per article, as indexes into `promotionRows` (code and name). */
  promotions: number[][];
  promotionRows: { code: string; name: string }[];
  groups: Group[];
  mcNames: Map<string, string>;
  bikeCategories: { wording: string; mcIds: string }[];
  /** Each bike category's filter id (its merchandise-category ids joined by '+'), and the categories of each mc value. */
  bikeCategoryIds: string[];
  bikeCategoriesOfMc: number[][];
  postgres: boolean;
  /** Sorted orders of groups and articles, made on first use per sort. */
  orders: Map<string, Int32Array>;
  /** Every word of the articles' folded names and texts, sorted, with the articles holding each (the search's index). */
  words: string[];
  holders: Int32Array[];
  /** The last filters' evaluations: the list and the facets of one request evaluate the filter once. */
  evaluations: Map<string, Evaluation>;
  /** Marks per article lent to one pass at a time (scratchOf). */
  scratch: Uint8Array[];
}

/** Builds that have finished, by the promise the cache keeps for their generation. */
const built = new WeakMap<Promise<ArticleIndex>, ArticleIndex>();
/** The build under way per database and market: a newer generation's build waits for it, so one runs at a time. */
const underWay = new WeakMap<Database, Map<string, Promise<unknown>>>();

/**
 * The market's index for the catalogue's current generation, building it when there is none: null inside a write
 * transaction or before any generation was read, where list.ts and facets.ts ask the database as they always did.
 */
export function articleIndexBuild(db: Database, market: Market): Promise<ArticleIndex> | null {
  if (!keepsWhileUnchanged(db, 'catalog')) return null;
  const key = `${market.sorg}:${market.today}`;
  return whileUnchanged(
    db,
    'catalog',
    key,
    () => {
      let builds = underWay.get(db);
      if (!builds) underWay.set(db, (builds = new Map()));
      const before = builds.get(key) ?? Promise.resolve();
      const build = before.catch(() => undefined).then(() => buildIndex(offLoop(db), market, isPostgres(db)));
      builds.set(key, build);
      build.then(
        (index) => built.set(build, index),
        () => undefined,
      );
      build.finally(() => builds.get(key) === build && builds.delete(key)).catch(() => undefined);
      return build;
    },
    { space: 'catalog-index', max: 12 },
  );
}

/**
 * The market's index once it is built for the catalogue's current generation, else null: after a change (every
 * order moves stock) the list and facets are answered from the database, as before the index, until the new build
 * is done, so no request waits for a build.
 */
export function readyArticleIndex(db: Database, market: Market): ArticleIndex | null {
  const build = articleIndexBuild(db, market);
  return (build && built.get(build)) ?? null;
}

const loadGroups = (db: Database, sorg: string) =>
  db
    .selectFrom('productGroups as pg')
    .selectAll('pg')
    .where('pg.id', 'in', db.selectFrom('articles').select('productGroupId').where('sorg', '=', sorg))
    .execute();

async function buildIndex(db: Database, market: Market, postgres: boolean): Promise<ArticleIndex> {
  const { sorg, today } = market;
  const ofMarket = db.selectFrom('articles').select('id').where('sorg', '=', sorg);
  const [articles, groups, blocks, tagRows, tagCategoryRows, promotionRows, mcRows, bikeCategories] = await Promise.all([
    db
      .selectFrom('articles')
      .select(['id', 'productGroupId', 'category', 'brand', 'model', 'series', 'frameSize', 'wheelSize', 'mcId', 'dealerPrice'])
      .select(['stockTotal', 'name', 'searchText', 'modelYear'])
      .where('sorg', '=', sorg)
      .orderBy('productGroupId')
      .orderBy('id')
      .execute(),
    loadGroups(db, sorg),
    db.selectFrom('articleAnalysis').selectAll().where('articleId', 'in', ofMarket).execute(),
    db.selectFrom('articleTags').select(['articleId', 'name', 'categoryCode']).where('articleId', 'in', ofMarket).execute(),
    db.selectFrom('articleTagCategories').select(['code', 'name']).execute(),
    db
      .selectFrom('promotionDetails as pd')
      .innerJoin('promotions as p', 'p.id', 'pd.promotionId')
      .select(['pd.articleId', 'p.code', 'p.name'])
      .where('p.sorg', '=', sorg)
      .where('p.from', '<=', today)
      .where('p.to', '>=', today)
      .execute(),
    db.selectFrom('merchandiseCategories').select(['id', 'name']).execute(),
    db.selectFrom('bikeCategories').select(['wording', 'mcIds']).where('sorg', '=', sorg).orderBy('position').execute(),
  ]);

  const size = articles.length;
  const at = new Map(articles.map((a, i) => [a.id, i]));
  const groupAt = new Map(groups.map((g, i) => [g.id, i]));
  const index: ArticleIndex = {
    size,
    id: Int32Array.from(articles, (a) => a.id),
    group: Int32Array.from(articles, (a) => groupAt.get(a.productGroupId) ?? -1),
    isPaa: Uint8Array.from(articles, (a) => (a.category === 'PAA' ? 1 : 0)),
    column: {} as ArticleIndex['column'],
    values: {} as ArticleIndex['values'],
    price: Float64Array.from(articles, (a) => (a.dealerPrice == null ? Number.NaN : Number(a.dealerPrice))),
    name: articles.map((a) => a.name),
    modelYear: Float64Array.from(articles, (a) => (a.modelYear == null ? Number.NaN : Number(a.modelYear))),
    orderableNow: new Uint8Array(size),
    foldedName: [],
    foldedText: [],
    tags: articles.map(() => []),
    tagNames: [],
    tagCategories: articles.map(() => []),
    tagCategoryCodes: [],
    tagCategoryNames: new Map(tagCategoryRows.map((c) => [c.code, c.name])),
    promotions: articles.map(() => []),
    promotionRows: [],
    groups,
    mcNames: new Map(mcRows.map((m) => [m.id, m.name])),
    bikeCategories,
    bikeCategoryIds: [],
    bikeCategoriesOfMc: [],
    postgres,
    orders: new Map(),
    words: [],
    holders: [],
    evaluations: new Map(),
    scratch: [],
  };
  for (const key of columnKeys) {
    // filters.ts names each facet's column ('a.brand'); the rows carry it without the table's alias.
    const column = facetColumn(key).slice('a.'.length) as 'brand' | 'model' | 'series' | 'frameSize' | 'wheelSize' | 'mcId';
    const { ids, values } = intern(articles.map((a) => a[column]));
    index.column[key] = ids;
    index.values[key] = values;
  }
  searchLayer(index, market.sorg, articles);
  const categoryMcs = bikeCategories.map((c) => bikeCategoryMcIds([(JSON.parse(c.mcIds) as string[]).join('+')]));
  index.bikeCategoryIds = categoryMcs.map((ids) => ids.join('+'));
  index.bikeCategoriesOfMc = index.values.merchandiseCategories.map((mc) => categoryMcs.flatMap((ids, c) => (ids.includes(mc) ? [c] : [])));
  // The "In stock" rule of filters.ts: stock on hand, and no analysis row with a block (notBlocked in blocks.ts).
  const blocked = new Set(blocks.filter(analysisBlocks).map((b) => b.articleId));
  articles.forEach((a, i) => {
    index.orderableNow[i] = Number(a.stockTotal) > 0 && !blocked.has(a.id) ? 1 : 0;
  });
  const tagIds = new Map<string, number>();
  const categoryIds = new Map<string, number>();
  for (const t of tagRows) {
    const i = at.get(t.articleId)!;
    let id = tagIds.get(t.name);
    if (id === undefined) tagIds.set(t.name, (id = index.tagNames.push(t.name) - 1));
    index.tags[i].push(id);
    let category = categoryIds.get(t.categoryCode);
    if (category === undefined) categoryIds.set(t.categoryCode, (category = index.tagCategoryCodes.push(t.categoryCode) - 1));
    index.tagCategories[i].push(category);
  }
  const promotionIds = new Map<string, number>();
  for (const p of promotionRows) {
    const key = JSON.stringify([p.code, p.name]);
    let id = promotionIds.get(key);
    if (id === undefined) promotionIds.set(key, (id = index.promotionRows.push({ code: p.code, name: p.name }) - 1));
    index.promotions[at.get(p.articleId)!].push(id);
  }
  return index;
}

/**
 * The folded texts and the word index of the last build per market: a change of stock or prices (most of the
 * catalogue's changes: every order moves stock) leaves the articles and their texts as they were, and the next build
 * takes them over instead of folding and splitting every text again.
 */
const lastSearchLayer = new Map<string, { key: string; layer: Pick<ArticleIndex, 'foldedName' | 'foldedText' | 'words' | 'holders'> }>();

function searchLayer(index: ArticleIndex, sorg: string, articles: { id: number; name: string; searchText: string }[]) {
  const key = JSON.stringify(articles.map((a) => [a.id, a.name, a.searchText]));
  const last = lastSearchLayer.get(sorg);
  if (last?.key === key) {
    Object.assign(index, last.layer);
    return;
  }
  index.foldedName = articles.map((a) => searchFold(a.name ?? ''));
  index.foldedText = articles.map((a) => searchFold(a.searchText ?? ''));
  indexWords(index);
  const { foldedName, foldedText, words, holders } = index;
  lastSearchLayer.set(sorg, { key, layer: { foldedName, foldedText, words, holders } });
}

/** The search's word index: each distinct word of the folded texts, sorted, with the articles it occurs in. */
function indexWords(index: ArticleIndex) {
  const holders = new Map<string, number[]>();
  for (let i = 0; i < index.size; i++) {
    for (const word of new Set(`${index.foldedName[i]}${index.foldedText[i]}`.split(' '))) {
      if (!word) continue;
      const list = holders.get(word);
      if (list) list.push(i);
      else holders.set(word, [i]);
    }
  }
  index.words = [...holders.keys()].sort();
  index.holders = index.words.map((w) => Int32Array.from(holders.get(w)!));
}

/**
 * Marks the articles a folded search word can match (those holding a word that starts with its first word) with
 * `mark`, where they hold `mark - 1` already: the n-th word of a search keeps those the earlier ones kept. Each is
 * then checked against the whole phrase (' xt 500' in the folded text).
 */
export function markCandidates(index: ArticleIndex, folded: string, marks: Uint8Array, mark: number) {
  const first = folded.trim().split(' ')[0];
  let low = 0;
  let high = index.words.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (index.words[mid] < first) low = mid + 1;
    else high = mid;
  }
  for (let w = low; w < index.words.length && index.words[w].startsWith(first); w++) {
    const holders = index.holders[w];
    for (let k = 0; k < holders.length; k++) if (marks[holders[k]] === mark - 1) marks[holders[k]] = mark;
  }
}

/** A zeroed mark per article, lent for one synchronous pass: whoever takes it leaves it zeroed again. */
export function scratchOf(index: ArticleIndex, n: number): Uint8Array {
  while (index.scratch.length <= n) index.scratch.push(new Uint8Array(index.size));
  return index.scratch[n];
}

function intern(list: (string | null)[]): { ids: Int32Array; values: string[] } {
  const values: string[] = [];
  const seen = new Map<string, number>();
  const ids = Int32Array.from(list, (v) => {
    if (v == null) return -1;
    let id = seen.get(v);
    if (id === undefined) seen.set(v, (id = values.push(v) - 1));
    return id;
  });
  return { ids, values };
}
