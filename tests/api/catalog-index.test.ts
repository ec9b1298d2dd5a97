import { describe, expect, it } from 'vitest';
import { articleIndexBuild, readyArticleIndex } from '../../api/catalog/article-index.ts';
import { catalogFilters, catalogFiltersBySql } from '../../api/catalog/facets.ts';
import type { CatalogFilter, Market } from '../../api/catalog/filters.ts';
import { productGroups, productGroupsBySql, products, productsBySql, type Sort } from '../../api/catalog/list.ts';
import { catalogChanged } from '../../api/catalog/cache.ts';
import { SORT_FIELDS } from '../../src/rules/catalog-query.ts';
import { startPortal } from './harness.ts';

/**
 * The catalogue's in-memory index (api/catalog/article-index.ts) answers what the database answers: the same groups
 * and articles in the same order with the same counts, and the same facets, over two hundred filters drawn at random
 * from the seeded catalogue (search words and their beginnings, brands, sizes, tags, promotions, price windows, stock).
 */

const portal = await startPortal();
const { db } = portal;
// A signed-in request reads the catalogue's generation: from then on the portal keeps answers, and the index.
await portal.graphql('{ shipTos { code } }', { token: (await portal.tokens('dealer')).requestToken });

/** A small generator of its own, so that a failing draw can be drawn again from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const today = new Date().toISOString().slice(0, 10);
const articles = await db
  .selectFrom('articles')
  .select(['sorg', 'name', 'brand', 'model', 'series', 'frameSize', 'wheelSize', 'mcId'])
  .execute();
const sorgs = [...new Set(articles.map((a) => a.sorg))].sort();
const tags = await db.selectFrom('articleTags').select(['name', 'categoryCode']).distinct().execute();
const promotions = await db.selectFrom('promotions').select(['sorg', 'code']).where('from', '<=', today).where('to', '>=', today).execute();
const bikeCategories = await db.selectFrom('bikeCategories').select(['sorg', 'mcIds']).execute();
const prices = await db.selectFrom('articles').select(['sorg', 'dealerPrice']).execute();

function drawFilter(next: () => number, sorg: string): { market: Market; filter: CatalogFilter; sort: Sort; page: number; limit: number } {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const some = <T>(list: readonly T[], most = 2) => Array.from({ length: 1 + Math.floor(next() * most) }, () => pick(list));
  const ofMarket = articles.filter((a) => a.sorg === sorg);
  const filter: CatalogFilter = {};
  const chance = (p: number) => next() < p;
  if (chance(0.5)) filter.category = chance(0.6) ? 'BIKE' : 'PAA';
  if (chance(0.5)) {
    const words = pick(ofMarket).name.split(/\s+/).filter(Boolean);
    const word = pick(words);
    // A whole word, its beginning, or two words in a row.
    filter.search = chance(0.4) ? word.slice(0, 1 + Math.floor(next() * word.length)) : chance(0.5) ? words.slice(0, 2).join(' ') : word;
  }
  const column = <K extends 'brand' | 'model' | 'series' | 'frameSize' | 'wheelSize' | 'mcId'>(key: K) =>
    some(ofMarket.map((a) => a[key]).filter((v): v is string => v != null));
  if (chance(0.35)) filter.brands = column('brand');
  if (chance(0.15)) filter.models = column('model');
  if (chance(0.15)) filter.series = column('series');
  if (chance(0.25)) filter.frameSizes = column('frameSize');
  if (chance(0.15)) filter.wheelSizes = column('wheelSize');
  if (chance(0.15)) filter.merchandiseCategories = column('mcId');
  const bikes = bikeCategories.filter((c) => c.sorg === sorg);
  if (bikes.length && chance(0.2)) filter.bikeCategories = some(bikes.map((c) => (JSON.parse(c.mcIds) as string[]).join('+')));
  if (tags.length && chance(0.15)) filter.articleTags = some(tags.map((t) => t.name));
  if (tags.length && chance(0.1)) filter.articleTagCategory = pick(tags).categoryCode;
  const running = promotions.filter((p) => p.sorg === sorg);
  if (running.length && chance(0.15)) filter.promotions = some(running.map((p) => p.code));
  if (chance(0.35)) {
    const [a, b] = [pick(prices).dealerPrice, pick(prices).dealerPrice].map((p) => Number(p) / 100).sort((x, y) => x - y);
    filter.price = chance(0.2) ? { from: a } : chance(0.2) ? { to: b } : { from: a, to: b };
  }
  if (chance(0.25)) filter.hasStock = true;
  const market: Market = { sorg, today, minorPerMajor: 100, paaDisabled: chance(0.15) };
  const sort: Sort = { field: pick(SORT_FIELDS), order: chance(0.5) ? 'asc' : 'desc', locale: pick(['en-us', 'de-de', 'fr-fr', 'id-id']) };
  return { market, filter, sort, page: 1 + Math.floor(next() * 3), limit: pick([1, 12, 24, 48]) };
}

describe('the catalogue index', () => {
  it('is built once a generation is read, and answers from then on', async () => {
    const market: Market = { sorg: sorgs[0], today, minorPerMajor: 100 };
    await articleIndexBuild(db, market);
    expect(readyArticleIndex(db, market)).not.toBeNull();
  });

  it('answers the list, the item view and the facets as the database does, for 200 random filters', async () => {
    const seed = Number(process.env.CATALOG_INDEX_SEED ?? Date.now() % 100_000);
    const next = random(seed);
    for (let n = 0; n < 200; n++) {
      const { market, filter, sort, page, limit } = drawFilter(next, sorgs[n % sorgs.length]);
      // The index itself answers, not the database while it is built.
      await articleIndexBuild(db, market);
      expect(readyArticleIndex(db, market)).not.toBeNull();
      const what = `seed ${seed}, draw ${n}: ${JSON.stringify({ market, filter, sort, page, limit })}`;
      // The page's rows by id and its paging, from the index and from the database.
      const sameAnswer = async (rows: Promise<{ info: unknown; ids: number[] }>, sqlRows: Promise<{ info: unknown; ids: number[] }>) => {
        const [index, source] = await Promise.all([rows, sqlRows]);
        expect(index, what).toEqual(source);
      };
      const groupIds = ({ info, groups }: Awaited<ReturnType<typeof productGroups>>) => ({ info, ids: groups.map((g) => g.id) });
      const articleIds = ({ info, products: rows }: Awaited<ReturnType<typeof products>>) => ({ info, ids: rows.map((a) => a.id) });
      await sameAnswer(
        productGroups(db, market, filter, page, limit, sort).then(groupIds),
        productGroupsBySql(db, market, filter, page, limit, sort).then(groupIds),
      );
      await sameAnswer(
        products(db, market, filter, page, limit, sort).then(articleIds),
        productsBySql(db, market, filter, page, limit, sort).then(articleIds),
      );
      expect(await catalogFilters(db, market, filter), what).toEqual(await catalogFiltersBySql(db, market, filter));
    }
  }, 240_000);

  it('follows a change of the catalogue: a new price is in the next answer', async () => {
    const market: Market = { sorg: sorgs[0], today, minorPerMajor: 100 };
    const filter: CatalogFilter = { category: 'BIKE' };
    const sort: Sort = { field: 'price', order: 'asc' };
    const first = await products(db, market, filter, 1, 1, sort);
    const cheapest = first.products[0];
    const other = (await products(db, market, filter, 2, 1, sort)).products[0];
    // The second article becomes the cheapest of all.
    await db
      .updateTable('articles')
      .set({ dealerPrice: Number(cheapest.dealerPrice) - 1 })
      .where('id', '=', other.id)
      .execute();
    catalogChanged(db);
    await portal.graphql('{ shipTos { code } }', { token: (await portal.tokens('dealer')).requestToken });
    // While the new generation's index is built the database answers; then the new index does, alike.
    expect((await products(db, market, filter, 1, 1, sort)).products[0].id).toBe(other.id);
    await articleIndexBuild(db, market);
    expect(readyArticleIndex(db, market)).not.toBeNull();
    expect((await products(db, market, filter, 1, 1, sort)).products[0].id).toBe(other.id);
    expect((await productsBySql(db, market, filter, 1, 1, sort)).products[0].id).toBe(other.id);
  });
});
