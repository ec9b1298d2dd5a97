import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { markets } from '../../api/db/seed/markets.ts';
import { searchCondition } from '../../api/catalog/search.ts';
import { startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;

describe('seeded catalogue', () => {
  it('gives every market its own articles, bikes and parts, in groups', async () => {
    const rows = await db
      .selectFrom('articles')
      .select(['sorg', 'category', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['sorg', 'category'])
      .execute();
    for (const m of markets) {
      const of = (category: string) => Number(rows.find((r) => r.sorg === m.sorg && r.category === category)?.n ?? 0);
      expect(of('BIKE') + of('PAA'), m.key).toBe(150);
      expect(of('BIKE'), m.key).toBeGreaterThan(40);
    }
    // Each group's articles are of its market, and its price range spans theirs.
    const strays = await db
      .selectFrom('articles as a')
      .innerJoin('productGroups as g', 'g.id', 'a.productGroupId')
      .select('a.id')
      .where((eb) => eb.or([eb('a.sorg', '!=', eb.ref('g.sorg')), eb('a.dealerPrice', '<', eb.ref('g.startingAt'))]))
      .execute();
    expect(strays).toEqual([]);
  });

  it('prices each market in its own currency, with dealer below retail', async () => {
    const idr = await db.selectFrom('articles').select(['dealerPrice', 'retailPrice']).where('sorg', '=', '1000').execute();
    expect(idr.every((a) => a.dealerPrice < a.retailPrice && a.dealerPrice % 100 === 0)).toBe(true);
    const usd = await db
      .selectFrom('articles')
      .select((eb) => eb.fn.max('retailPrice').as('max'))
      .where('sorg', '=', '3000')
      .executeTakeFirstOrThrow();
    expect(Number(usd.max)).toBeLessThan(1_000_000); // under $10,000 in cents
  });

  it('matches the bike categories of the navbar to seeded merchandise categories', async () => {
    const mcIds = new Set((await db.selectFrom('merchandiseCategories').select('id').execute()).map((r) => r.id));
    for (const c of await db.selectFrom('bikeCategories').select('mcIds').execute()) {
      for (const id of JSON.parse(c.mcIds) as string[]) expect(mcIds.has(id)).toBe(true);
    }
  });

  it('has stock, promotions, volume discounts, a few blocked articles and the preview tag in every market', async () => {
    for (const m of markets) {
      const count = async (q: any) => Number((await q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
      const art = () => db.selectFrom('articles').where('articles.sorg', '=', m.sorg);
      expect(await count(art().innerJoin('stock', 'stock.articleId', 'articles.id'))).toBeGreaterThan(0);
      expect(await count(art().innerJoin('volumeDiscounts', 'volumeDiscounts.articleId', 'articles.id'))).toBeGreaterThan(0);
      expect(await count(db.selectFrom('promotions').where('sorg', '=', m.sorg))).toBeGreaterThan(0);
      const blocked = await count(
        art().innerJoin('articleAnalysis', 'articleAnalysis.articleId', 'articles.id').where('allowToOrder', '=', 0),
      );
      expect(blocked).toBeGreaterThan(0);
      expect(blocked).toBeLessThan(15);
    }
    const preview = await db.selectFrom('articleTags').select('articleId').where('categoryCode', '=', 'marin_preview_page').execute();
    expect(preview.length).toBeGreaterThan(0);
  });

  it('puts catalogue articles in the demo dealer cart', async () => {
    const lines = await db
      .selectFrom('cartLines as c')
      .leftJoin('articles as a', (j) => j.onRef('a.articleCode', '=', 'c.articleCode').onRef('a.sorg', '=', 'c.sorg'))
      .select(['c.articleCode', 'a.id'])
      .execute();
    expect(lines.length).toBe(3);
    expect(lines.every((l) => l.id !== null)).toBe(true);
  });
});

describe('product images', () => {
  it('gives every article an image, and every image file is served', async () => {
    const missing = await db
      .selectFrom('articles')
      .select('id')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('articleImages').select('id').whereRef('articleImages.articleId', '=', 'articles.id'))))
      .execute();
    expect(missing).toEqual([]);
    const files = (await db.selectFrom('articleImages').select('fileName').distinct().execute()).map((r) => r.fileName);
    for (const file of files) {
      const res = await portal.request(`/images/products/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg /);
    }
  });

  it('answers with cache headers and 304 on a matching ETag', async () => {
    const { fileName } = await db.selectFrom('articleImages').select('fileName').orderBy('id').executeTakeFirstOrThrow();
    const res = await portal.request(`/images/products/${fileName}`);
    expect(res.headers.get('cache-control')).toMatch(/max-age=/);
    const etag = res.headers.get('etag')!;
    expect((await portal.request(`/images/products/${fileName}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('refuses unknown and unsafe names', async () => {
    expect((await portal.request('/images/products/no-such-bike.svg')).status).toBe(404);
    expect((await portal.request('/images/products/..%2Fportal.sqlite')).status).toBe(404);
    expect((await portal.request('/images/products/notes.txt')).status).toBe(404);
  });
});

describe('text search index', () => {
  it('finds an article by words of its name, and by a prefix', async () => {
    const article = await db
      .selectFrom('articles')
      .select(['id', 'name'])
      .where('category', '=', 'BIKE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const words = article.name.split(' ').slice(1, 3).join(' '); // series and model, e.g. 'Rinjani 5'
    // Through the one search function: FTS5 on SQLite, the trigram index on PostgreSQL.
    const found = (text: string) =>
      db
        .selectFrom('articles as a')
        .select('a.id')
        .where((eb) => searchCondition(db, eb as never, text))
        .execute()
        .then((rows) => rows.map((r) => r.id));
    expect(await found(words)).toContain(article.id);
    const prefix = article.name.split(' ')[1].slice(0, 4).toLowerCase();
    expect(await found(prefix)).toContain(article.id);
    expect(await found(`${prefix}zzq`)).not.toContain(article.id);
  });
});
