import { searchFold } from '../db/dialect.ts';
import { type ArticleIndex, markCandidates, scratchOf } from './article-index.ts';
import { bikeCategoryMcIds, type CatalogFilter, columnKeys, type FilterKey, filterKey, type Market, present } from './filters.ts';
import { searchWords } from './search.ts';

/**
 * A filter over the market's index (article-index.ts): per article whether it passes every part of the filter, fails
 * exactly one keyed part (it then counts in that key's facet only) or more. The list and the facets read this.
 */

/** A keyed part of the filter, as a pass mark per article of the domain: a facet counts with every other one but its own. */
type Test = { key: FilterKey; pass: Uint8Array; lent?: boolean };

function allowedOf(values: string[], wanted: readonly string[]): Uint8Array {
  const wantedSet = new Set(wanted);
  return Uint8Array.from(values, (v) => (wantedSet.has(v) ? 1 : 0));
}

/** The articles a filter looks at: those the base lets through (see `basePass`). */
type Domain = Int32Array;

/** Pass marks of a single-valued column over the domain: the article's value is one of the allowed. */
function columnPass(column: Int32Array, allowed: Uint8Array, domain: Domain, pass: Uint8Array): Uint8Array {
  for (let k = 0; k < domain.length; k++) {
    const i = domain[k];
    if (column[i] >= 0 && allowed[column[i]] === 1) pass[i] = 1;
  }
  return pass;
}

/** Pass marks of a many-valued key (tags, promotions) over the domain: any of the article's values is allowed. */
function listPass(lists: number[][], allowed: Uint8Array, domain: Domain, pass: Uint8Array): Uint8Array {
  for (let d = 0; d < domain.length; d++) {
    const i = domain[d];
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

function testsOf(index: ArticleIndex, market: Market, filter: CatalogFilter, domain: Domain): Test[] {
  const tests: Test[] = [];
  // Each test's marks are lent (scratchOf 1, 2, …): evaluateNow zeroes them again once it has read them.
  const marks = () => scratchOf(index, 1 + tests.length);
  for (const key of columnKeys) {
    const wanted = filter[key];
    if (present(wanted)) tests.push({ key, pass: columnPass(index.column[key], allowedOf(index.values[key], wanted), domain, marks()) });
  }
  if (present(filter.bikeCategories)) {
    const allowed = allowedOf(index.values.merchandiseCategories, bikeCategoryMcIds(filter.bikeCategories));
    tests.push({ key: 'bikeCategories', pass: columnPass(index.column.merchandiseCategories, allowed, domain, marks()) });
  }
  if (present(filter.articleTags))
    tests.push({ key: 'articleTags', pass: listPass(index.tags, allowedOf(index.tagNames, filter.articleTags), domain, marks()) });
  if (filter.articleTagCategory) {
    const allowed = allowedOf(index.tagCategoryCodes, [filter.articleTagCategory]);
    tests.push({ key: 'articleTagCategory', pass: listPass(index.tagCategories, allowed, domain, marks()) });
  }
  if (present(filter.promotions)) {
    const wanted = new Set(filter.promotions);
    const allowed = Uint8Array.from(index.promotionRows, (p) => (wanted.has(p.code) ? 1 : 0));
    tests.push({ key: 'promotions', pass: listPass(index.promotions, allowed, domain, marks()) });
  }
  if (filter.price) {
    const from = filter.price.from == null ? Number.NEGATIVE_INFINITY : Math.round(filter.price.from * market.minorPerMajor);
    const to = filter.price.to == null ? Number.POSITIVE_INFINITY : Math.round(filter.price.to * market.minorPerMajor);
    if (filter.price.from != null || filter.price.to != null) {
      // NaN (no price) is neither above nor below: never in a price window.
      const pass = marks();
      for (let k = 0; k < domain.length; k++) {
        const i = domain[k];
        if (index.price[i] >= from && index.price[i] <= to) pass[i] = 1;
      }
      tests.push({ key: 'price', pass });
    }
  }
  if (filter.hasStock) tests.push({ key: 'hasStock', pass: index.orderableNow, lent: false });
  return tests;
}

/**
 * The articles that pass what no facet leaves out: category, the market's PAA switch and the search words (every
 * article when none of it is asked). The search's word index narrows them first; each is then checked on the phrase.
 */
function basePass(index: ArticleIndex, market: Market, filter: CatalogFilter): Domain {
  const category = filter.category ? (filter.category === 'PAA' ? 1 : 0) : -1;
  const paaOff = !!market.paaDisabled;
  const words = filter.search?.trim() ? searchWords(filter.search).map(searchFold) : [];
  // Marked 1 by the first word, 2 by the second where 1, …: the words' candidates all hold words.length.
  const marks = words.length ? scratchOf(index, 0) : null;
  words.forEach((word, w) => markCandidates(index, word, marks!, w + 1));
  const domain: number[] = [];
  for (let i = 0; i < index.size; i++) {
    if (marks && marks[i] !== words.length) continue;
    if ((category !== -1 && index.isPaa[i] !== category) || (paaOff && index.isPaa[i] === 1)) continue;
    if (words.length === 0 || holdsPhrases(index, i, words)) domain.push(i);
  }
  marks?.fill(0);
  return Int32Array.from(domain);
}

/** The whole phrase of each word, within the name or within the search text (an FTS5 phrase stays in a column). */
function holdsPhrases(index: ArticleIndex, i: number, words: string[]): boolean {
  for (const w of words) if (!index.foldedName[i].includes(w) && !index.foldedText[i].includes(w)) return false;
  return true;
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
  /** The filter's keyed parts, in the order `states` numbers them. */
  keys: FilterKey[];
  /** The articles that are not NONE, in index order (by group): what lists and facets go through. */
  relevant: Int32Array;
  /** Per relevant article (same position): ALL or the one test it fails. */
  states: Int8Array;
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
  const domain = basePass(index, market, filter);
  const tests = testsOf(index, market, filter, domain);
  const state = new Int8Array(domain.length).fill(ALL);
  // Failures per article, test by test: the second one makes it NONE.
  for (let t = 0; t < tests.length; t++) {
    const { pass, lent } = tests[t];
    for (let k = 0; k < domain.length; k++) {
      if (pass[domain[k]] === 1) continue;
      state[k] = state[k] === ALL ? t : NONE;
    }
    if (lent !== false) pass.fill(0);
  }
  let count = 0;
  for (let k = 0; k < domain.length; k++) if (state[k] !== NONE) count++;
  const relevant = new Int32Array(count);
  const states = new Int8Array(count);
  for (let k = 0, r = 0; k < domain.length; k++) {
    if (state[k] === NONE) continue;
    relevant[r] = domain[k];
    states[r++] = state[k];
  }
  return { keys: tests.map((t) => t.key), relevant, states };
}
