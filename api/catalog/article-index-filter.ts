import { searchFold } from '../db/dialect.ts';
import { type ArticleIndex, candidatesOf } from './article-index.ts';
import { bikeCategoryMcIds, type CatalogFilter, columnKeys, type FilterKey, filterKey, type Market } from './filters.ts';
import { searchWords } from './search.ts';

/**
 * A filter over the market's index (article-index.ts): per article whether it passes every part of the filter, fails
 * exactly one keyed part (it then counts in that key's facet only) or more. The list and the facets read this.
 */

/** A keyed part of the filter, as a pass mark per article: a facet counts with every other one but its own. */
type Test = { key: FilterKey; pass: Uint8Array };

const present = <T>(list: readonly T[] | null | undefined): list is readonly T[] => !!list && list.length > 0;

function allowedOf(values: string[], wanted: readonly string[]): Uint8Array {
  const wantedSet = new Set(wanted);
  return Uint8Array.from(values, (v) => (wantedSet.has(v) ? 1 : 0));
}

/** Pass marks of a single-valued column: the article's value is one of the allowed. */
function columnPass(column: Int32Array, allowed: Uint8Array): Uint8Array {
  const pass = new Uint8Array(column.length);
  for (let i = 0; i < column.length; i++) if (column[i] >= 0 && allowed[column[i]] === 1) pass[i] = 1;
  return pass;
}

/** Pass marks of a many-valued key (tags, promotions): any of the article's values is allowed. */
function listPass(lists: number[][], allowed: Uint8Array): Uint8Array {
  const pass = new Uint8Array(lists.length);
  for (let i = 0; i < lists.length; i++) {
    const list = lists[i];
    for (let k = 0; k < list.length; k++) {
      if (allowed[list[k]] === 1) {
        pass[i] = 1;
        break;
      }
    }
  }
  return pass;
}

function testsOf(index: ArticleIndex, market: Market, filter: CatalogFilter): Test[] {
  const tests: Test[] = [];
  for (const key of columnKeys) {
    const wanted = filter[key];
    if (present(wanted)) tests.push({ key, pass: columnPass(index.column[key], allowedOf(index.values[key], wanted)) });
  }
  if (present(filter.bikeCategories)) {
    const allowed = allowedOf(index.values.merchandiseCategories, bikeCategoryMcIds(filter.bikeCategories));
    tests.push({ key: 'bikeCategories', pass: columnPass(index.column.merchandiseCategories, allowed) });
  }
  if (present(filter.articleTags))
    tests.push({ key: 'articleTags', pass: listPass(index.tags, allowedOf(index.tagNames, filter.articleTags)) });
  if (filter.articleTagCategory) {
    const allowed = allowedOf(index.tagCategoryCodes, [filter.articleTagCategory]);
    tests.push({ key: 'articleTagCategory', pass: listPass(index.tagCategories, allowed) });
  }
  if (present(filter.promotions)) {
    const wanted = new Set(filter.promotions);
    const allowed = Uint8Array.from(index.promotionRows, (p) => (wanted.has(p.code) ? 1 : 0));
    tests.push({ key: 'promotions', pass: listPass(index.promotions, allowed) });
  }
  if (filter.price) {
    const from = filter.price.from == null ? Number.NEGATIVE_INFINITY : Math.round(filter.price.from * market.minorPerMajor);
    const to = filter.price.to == null ? Number.POSITIVE_INFINITY : Math.round(filter.price.to * market.minorPerMajor);
    if (filter.price.from != null || filter.price.to != null) {
      // NaN (no price) is neither above nor below: never in a price window.
      const pass = new Uint8Array(index.size);
      for (let i = 0; i < index.size; i++) if (index.price[i] >= from && index.price[i] <= to) pass[i] = 1;
      tests.push({ key: 'price', pass });
    }
  }
  if (filter.hasStock) tests.push({ key: 'hasStock', pass: index.orderableNow });
  return tests;
}

/**
 * What no facet leaves out, as pass marks: category, the market's PAA switch and the search words, or null when
 * nothing of it is asked.
 */
function basePass(index: ArticleIndex, market: Market, filter: CatalogFilter): Uint8Array | null {
  const category = filter.category ? (filter.category === 'PAA' ? 1 : 0) : -1;
  const paaOff = !!market.paaDisabled;
  const words = filter.search?.trim() ? searchWords(filter.search).map(searchFold) : [];
  if (category === -1 && !paaOff && words.length === 0) return null;
  let pass: Uint8Array;
  if (words.length) {
    pass = candidatesOf(index, words[0]);
    for (let w = 1; w < words.length; w++) {
      const more = candidatesOf(index, words[w]);
      for (let i = 0; i < index.size; i++) pass[i] &= more[i];
    }
  } else {
    pass = new Uint8Array(index.size).fill(1);
  }
  for (let i = 0; i < index.size; i++) {
    if (pass[i] === 0) continue;
    if ((category !== -1 && index.isPaa[i] !== category) || (paaOff && index.isPaa[i] === 1)) {
      pass[i] = 0;
      continue;
    }
    // The whole phrase of each word, within the name or within the search text (an FTS5 phrase stays in a column).
    for (const w of words) {
      if (!index.foldedName[i].includes(w) && !index.foldedText[i].includes(w)) {
        pass[i] = 0;
        break;
      }
    }
  }
  return pass;
}

/** Passes every test. */
export const ALL = -1;
/** Fails two tests or more, or the base: in no list and no facet. */
const NONE = -2;

/**
 * Per article: ALL, NONE, or the one test it fails (its position in `tests`). A facet of key k counts the articles
 * that pass all tests and those that fail k's test alone.
 */
export interface Evaluation {
  tests: Test[];
  state: Int8Array;
  /** The articles that are not NONE, in index order (by group): what lists and facets go through. */
  relevant: Int32Array;
}

export function evaluate(index: ArticleIndex, market: Market, filter: CatalogFilter): Evaluation {
  const key = filterKey(market, filter);
  const known = index.evaluations.get(key);
  if (known) return known;
  const evaluation = evaluateNow(index, market, filter);
  if (index.evaluations.size >= 32) index.evaluations.delete(index.evaluations.keys().next().value!);
  index.evaluations.set(key, evaluation);
  return evaluation;
}

function evaluateNow(index: ArticleIndex, market: Market, filter: CatalogFilter): Evaluation {
  const tests = testsOf(index, market, filter);
  const base = basePass(index, market, filter);
  const state = new Int8Array(index.size).fill(ALL);
  // Failures per article, test by test: the second one makes it NONE.
  if (base) for (let i = 0; i < index.size; i++) if (base[i] === 0) state[i] = NONE;
  for (let t = 0; t < tests.length; t++) {
    const { pass } = tests[t];
    for (let i = 0; i < index.size; i++) {
      if (pass[i] === 1) continue;
      const s = state[i];
      state[i] = s === ALL ? t : NONE;
    }
  }
  let count = 0;
  for (let i = 0; i < index.size; i++) if (state[i] !== NONE) count++;
  const relevant = new Int32Array(count);
  for (let i = 0, k = 0; i < index.size; i++) if (state[i] !== NONE) relevant[k++] = i;
  return { tests, state, relevant };
}
