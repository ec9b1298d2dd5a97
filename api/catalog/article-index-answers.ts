import { collationLanguage } from '../db/dialect.ts';
import { sortKey } from '../db/sort-key.ts';
import type { ArticleIndex } from './article-index.ts';
import { ALL, evaluate } from './article-index-filter.ts';
import type { CatalogFilter, ColumnKey, FilterKey, Market } from './filters.ts';
import { columnKeys } from './filters.ts';

/** The list pages and the facets from the market's index: what list.ts and facets.ts answer from SQL, alike. */

export interface IndexSort {
  field: 'price' | 'recommended' | 'name' | 'modelYear';
  order: 'asc' | 'desc';
  locale?: string | null;
}

/**
 * Compares two values as the database orders them: SQLite puts null before every value, PostgreSQL after; the id
 * breaks ties in the same direction.
 */
function compareNullable(a: number | string | null, b: number | string | null, postgres: boolean): number {
  if (a === b) return 0;
  if (a == null) return postgres ? 1 : -1;
  if (b == null) return postgres ? -1 : 1;
  return a < b ? -1 : 1;
}

function orderOf(index: ArticleIndex, kind: 'groups' | 'articles', sort: IndexSort): Int32Array {
  const language = collationLanguage(sort.locale);
  const key = `${kind}:${sort.field}:${sort.order}${sort.field === 'name' ? `:${language}` : ''}`;
  const known = index.orders.get(key);
  if (known) return known;
  const sign = sort.order === 'desc' ? -1 : 1;
  let value: (i: number) => number | string | null;
  let id: (i: number) => number;
  let count: number;
  if (kind === 'groups') {
    const g = index.groups;
    count = g.length;
    id = (i) => g[i].id;
    const named = sort.field === 'name' ? g.map((row) => (row.parentName == null ? null : sortKey(language, row.parentName))) : [];
    value =
      sort.field === 'price'
        ? (i) => nullableNumber(g[i].startingAt)
        : sort.field === 'recommended'
          ? (i) => nullableNumber(g[i].recommendedRank)
          : sort.field === 'name'
            ? (i) => named[i]
            : (i) => nullableNumber(g[i].modelYear);
  } else {
    count = index.size;
    id = (i) => index.id[i];
    const named = sort.field === 'name' ? index.name.map((n) => (n == null ? null : sortKey(language, n))) : [];
    const nan = (v: number) => (Number.isNaN(v) ? null : v);
    value =
      sort.field === 'price'
        ? (i) => nan(index.price[i])
        : sort.field === 'recommended'
          ? (i) => (index.group[i] < 0 ? null : nullableNumber(index.groups[index.group[i]].recommendedRank))
          : sort.field === 'name'
            ? (i) => named[i]
            : (i) => nan(index.modelYear[i]);
  }
  const order = Int32Array.from({ length: count }, (_, i) => i).sort(
    (a, b) => sign * (compareNullable(value(a), value(b), index.postgres) || id(a) - id(b)),
  );
  index.orders.set(key, order);
  return order;
}

const nullableNumber = (v: unknown) => (v == null ? null : Number(v));

/** A page of the product groups with an article matching the filter, and how many there are. */
export function groupPage(index: ArticleIndex, market: Market, filter: CatalogFilter, page: number, limit: number, sort: IndexSort) {
  const { states, relevant } = evaluate(index, market, filter);
  const matched = new Uint8Array(index.groups.length);
  let total = 0;
  for (let k = 0; k < relevant.length; k++) {
    const i = relevant[k];
    const g = index.group[i];
    if (states[k] === ALL && g >= 0 && matched[g] === 0) {
      matched[g] = 1;
      total++;
    }
  }
  return { rows: pick(orderOf(index, 'groups', sort), matched, page, limit).map((g) => index.groups[g]), total };
}

/** A page of the matching articles' ids, and how many there are. */
export function articlePage(index: ArticleIndex, market: Market, filter: CatalogFilter, page: number, limit: number, sort: IndexSort) {
  const { states, relevant } = evaluate(index, market, filter);
  const matched = new Uint8Array(index.size);
  let total = 0;
  for (let k = 0; k < relevant.length; k++) {
    const i = relevant[k];
    if (states[k] !== ALL) continue;
    matched[i] = 1;
    total++;
  }
  return { ids: pick(orderOf(index, 'articles', sort), matched, page, limit).map((i) => index.id[i]), total };
}

function pick(order: Int32Array, matched: Uint8Array, page: number, limit: number): number[] {
  const skip = (page - 1) * limit;
  const out: number[] = [];
  let seen = 0;
  for (const i of order) {
    if (matched[i] !== 1) continue;
    if (seen++ < skip) continue;
    out.push(i);
    if (out.length === limit) break;
  }
  return out;
}

// ---- Facets --------------------------------------------------------------------------------------------------------

interface Option {
  id: string;
  name: string;
  articleGroups: number;
}

/** Counts distinct groups per value: the articles come in group order, so a value's group repeats only in a row. */
class GroupCounter {
  private readonly last: Int32Array;
  readonly counts: Int32Array;
  constructor(values: number) {
    this.last = new Int32Array(values).fill(-1);
    this.counts = new Int32Array(values);
  }
  add(value: number, group: number) {
    if (this.last[value] === group) return;
    this.last[value] = group;
    this.counts[value]++;
  }
}

/** The facets of facets.ts from the index: each key counted with every other key of the filter but its own. */
export function facetsOf(index: ArticleIndex, market: Market, filter: CatalogFilter) {
  const { keys, states, relevant } = evaluate(index, market, filter);
  // The articles that count for a facet leaving out `key`: those passing all tests, or failing that key's alone.
  const ownTest = (key: FilterKey) => {
    const own = keys.indexOf(key);
    return own === -1 ? NOT_A_TEST : own;
  };
  const columnFacet = (column: Int32Array, values: number, own: number) => {
    const counter = new GroupCounter(values);
    for (let k = 0; k < relevant.length; k++) {
      const i = relevant[k];
      const s = states[k];
      if ((s === ALL || s === own) && column[i] >= 0) counter.add(column[i], index.group[i]);
    }
    return counter;
  };
  const columns = Object.fromEntries(
    columnKeys.map((key) => {
      const counter = columnFacet(index.column[key], index.values[key].length, ownTest(key));
      return [key, options(index.values[key], counter, (v) => v)];
    }),
  ) as Record<ColumnKey, Option[]>;
  columns.merchandiseCategories = columns.merchandiseCategories.map((o) => ({ ...o, name: index.mcNames.get(o.id) ?? o.id }));

  // A bike category counts the groups of any of its merchandise categories.
  const bikes = index.bikeCategoryIds;
  const bikeCounter = new GroupCounter(bikes.length);
  const bikeOwn = ownTest('bikeCategories');
  const mcColumn = index.column.merchandiseCategories;
  for (let k = 0; k < relevant.length; k++) {
    const i = relevant[k];
    const s = states[k];
    if ((s !== ALL && s !== bikeOwn) || mcColumn[i] < 0) continue;
    for (const c of index.bikeCategoriesOfMc[mcColumn[i]]) bikeCounter.add(c, index.group[i]);
  }
  const bikeCategories = bikes.map((id, c) => ({ id, name: index.bikeCategories[c].wording, articleGroups: bikeCounter.counts[c] }));

  const listFacet = (key: FilterKey, lists: number[][], size: number) => {
    const counter = new GroupCounter(size);
    const own = ownTest(key);
    for (let k = 0; k < relevant.length; k++) {
      const i = relevant[k];
      const s = states[k];
      if (s !== ALL && s !== own) continue;
      const list = lists[i];
      for (let v = 0; v < list.length; v++) counter.add(list[v], index.group[i]);
    }
    return counter;
  };
  const tags = listFacet('articleTags', index.tags, index.tagNames.length);
  const categories = listFacet('articleTagCategory', index.tagCategories, index.tagCategoryCodes.length);
  const promotions = listFacet('promotions', index.promotions, index.promotionRows.length);

  const priceOwn = ownTest('price');
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < relevant.length; k++) {
    const i = relevant[k];
    const s = states[k];
    const p = index.price[i];
    if ((s !== ALL && s !== priceOwn) || Number.isNaN(p)) continue;
    if (p < low) low = p;
    if (p > high) high = p;
  }

  return {
    ...columns,
    bikeCategories,
    articleTags: options(index.tagNames, tags, (v) => v),
    // Only categories with a row of their own, as the SQL's join to article_tag_categories.
    articleTagCategories: optionsOf(
      index.tagCategoryCodes.map((code) => ({ code, name: index.tagCategoryNames.get(code) })),
      categories,
    ),
    promotions: optionsOf(index.promotionRows, promotions),
    price: low === Number.POSITIVE_INFINITY ? null : { from: low / market.minorPerMajor, to: high / market.minorPerMajor },
  };
}

/** A test position no article's state holds: for a facet whose key the filter does not name. */
const NOT_A_TEST = 127;

/** The values with a count, in the database's order of the value (C collation: code points). */
function options(values: string[], counter: GroupCounter, name: (v: string) => string): Option[] {
  return values
    .map((v, i) => ({ id: v, name: name(v), articleGroups: counter.counts[i] }))
    .filter((o) => o.articleGroups > 0)
    .sort((a, b) => byCode(a.id, b.id));
}

function optionsOf(rows: { code: string; name: string | undefined }[], counter: GroupCounter): Option[] {
  return rows
    .map((r, i) => ({ id: r.code, name: r.name ?? '', articleGroups: r.name === undefined ? 0 : counter.counts[i] }))
    .filter((o) => o.articleGroups > 0)
    .sort((a, b) => byCode(a.id, b.id) || byCode(a.name, b.name));
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
