import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const dealer = (await portal.tokens('dealer')).requestToken;

const GROUPS = `query($filter: CatalogFilterInput, $page: Int, $limit: Int, $sortByField: CatalogSortField, $sortByOrder: SortOrder) {
  productGroups(filter: $filter, page: $page, limit: $limit, sortByField: $sortByField, sortByOrder: $sortByOrder) {
    productGroups { id parentName modelYear startingAt products { articleCode sorg } } info { page limit count pageTotal } } }`;
const FILTERS = `query($filter: CatalogFilterInput) { catalogFilters(filter: $filter) {
  brands { id articleGroups } frameSizes { id articleGroups } bikeCategories { id name articleGroups } price { from to } } }`;

type Group = { id: number; parentName: string; modelYear: number; startingAt: number; products: { articleCode: string; sorg: string }[] };

async function groupsOf(variables: Record<string, unknown>, token = dealer, host?: string) {
  const { body } = await portal.graphql(GROUPS, { token, variables, host });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.productGroups as { productGroups: Group[]; info: { count: number; pageTotal: number } };
}

/** Distinct product groups of sorg 1000 bikes per value of a column, straight from the database. */
async function expectedFacet(column: 'brand' | 'frame_size', where: { brand?: string; frameSize?: string }) {
  let q = portal.db
    .selectFrom('articles')
    .select([sql<string>`${sql.ref(column)}`.as('value'), sql<number>`count(distinct product_group_id)`.as('n')])
    .where('sorg', '=', '1000')
    .where('category', '=', 'BIKE')
    .where(sql.ref(column), 'is not', null)
    .groupBy(sql.ref(column));
  if (where.brand) q = q.where('brand', '=', where.brand);
  if (where.frameSize) q = q.where('frameSize', '=', where.frameSize);
  const rows = await q.execute();
  return Object.fromEntries(rows.map((r) => [r.value, Number(r.n)]));
}

const asMap = (options: { id: string; articleGroups: number }[]) => Object.fromEntries(options.map((o) => [o.id, o.articleGroups]));

describe('catalogFilters', () => {
  it('counts each key with every other active filter applied, and the list agrees', async () => {
    const [brand] = Object.keys(await expectedFacet('brand', {}));
    const [frameSize] = Object.keys(await expectedFacet('frame_size', { brand }));
    const filter = { category: 'Bike', brands: [brand], frameSizes: [frameSize] };
    const { body } = await portal.graphql(FILTERS, { token: dealer, variables: { filter } });
    expect(codes(body)).toEqual([]);
    const facets = body.data!.catalogFilters;
    // Brands are counted with the frame size applied (not the brand), frame sizes with the brand (not the frame size).
    expect(asMap(facets.brands)).toEqual(await expectedFacet('brand', { frameSize }));
    expect(asMap(facets.frameSizes)).toEqual(await expectedFacet('frame_size', { brand }));
    const list = await groupsOf({ filter });
    expect(list.info.count).toBe(asMap(facets.brands)[brand]);
    expect(list.info.count).toBe(asMap(facets.frameSizes)[frameSize]);
  });

  it('counts a bike category over all its merchandise categories', async () => {
    const { body } = await portal.graphql(FILTERS, { token: dealer, variables: { filter: { category: 'Bike' } } });
    const mountain = body.data!.catalogFilters.bikeCategories.find((c: { name: string }) => c.name === 'Mountain');
    expect(mountain.id).toBe('B110+B120');
    const list = await groupsOf({ filter: { category: 'Bike', bikeCategories: ['B110+B120'] } });
    expect(list.info.count).toBe(mountain.articleGroups);
  });

  it('answers the same counts again from its cache', async () => {
    const variables = { filter: { category: 'PAA', hasStock: true } };
    const first = await portal.graphql(FILTERS, { token: dealer, variables });
    const second = await portal.graphql(FILTERS, { token: dealer, variables });
    expect(second.body).toEqual(first.body);
  });
});

describe('productGroups', () => {
  it('sorts by price ascending by default, and descending or recommended when asked', async () => {
    const prices = (g: Group[]) => g.map((x) => x.startingAt);
    const asc = (await groupsOf({ filter: { category: 'Bike' }, limit: 48 })).productGroups;
    expect(prices(asc)).toEqual([...prices(asc)].sort((a, b) => a - b));
    const desc = (await groupsOf({ filter: { category: 'Bike' }, limit: 48, sortByOrder: 'desc' })).productGroups;
    expect(prices(desc)).toEqual([...prices(desc)].sort((a, b) => b - a));
    const recommended = (await groupsOf({ filter: { category: 'Bike' }, limit: 48, sortByField: 'recommended' })).productGroups;
    const ranks = await portal.db
      .selectFrom('productGroups')
      .select(['id', 'recommendedRank'])
      .where('sorg', '=', '1000')
      .where('category', '=', 'BIKE')
      .orderBy('recommendedRank')
      .orderBy('id')
      .execute();
    expect(recommended.map((g) => g.id)).toEqual(ranks.map((r) => r.id));
  });

  it('pages of 12 by default; pages are stable and together list every group once', async () => {
    const all = await groupsOf({ filter: { category: 'PAA' }, limit: 48 });
    expect((await groupsOf({ filter: { category: 'PAA' } })).productGroups.length).toBe(Math.min(12, all.info.count));
    const seen: number[] = [];
    const limit = 5;
    for (let page = 1; page <= Math.ceil(all.info.count / limit); page++) {
      const first = await groupsOf({ filter: { category: 'PAA' }, page, limit });
      const again = await groupsOf({ filter: { category: 'PAA' }, page, limit });
      expect(again.productGroups.map((g) => g.id)).toEqual(first.productGroups.map((g) => g.id));
      seen.push(...first.productGroups.map((g) => g.id));
    }
    expect(new Set(seen).size).toBe(all.info.count);
    expect(seen.length).toBe(all.info.count);
  });

  it('finds by text search through the index', async () => {
    const [article] = await portal.db
      .selectFrom('articles')
      .select(['articleCode', 'productGroupId'])
      .where('sorg', '=', '1000')
      .limit(1)
      .execute();
    const list = await groupsOf({ filter: { search: article.articleCode } });
    expect(list.productGroups.map((g) => g.id)).toContain(article.productGroupId);
  });
});

describe('suggestions', () => {
  const SUGGEST = 'query($s: String!, $c: String) { suggestions(search: $s, category: $c) { data { name articleCode } suggestion } }';
  it('needs 3 characters', async () => {
    const { body } = await portal.graphql(SUGGEST, { token: dealer, variables: { s: 'po' } });
    expect(codes(body)).toEqual(['I001']);
  });
  it('searches within the current filters when given them', async () => {
    const SCOPED = 'query($s: String!, $f: CatalogFilterInput) { suggestions(search: $s, filter: $f) { data { articleCode } } }';
    const { body } = await portal.graphql(SCOPED, { token: dealer, variables: { s: 'pol', f: { brands: ['No such brand'] } } });
    expect(body.data!.suggestions.data).toEqual([]);
  });
  it('answers at most 4 of the category', async () => {
    const { body } = await portal.graphql(SUGGEST, { token: dealer, variables: { s: 'pol', c: 'bike' } });
    expect(codes(body)).toEqual([]);
    expect(body.data!.suggestions.data.length).toBeGreaterThan(0);
    expect(body.data!.suggestions.data.length).toBeLessThanOrEqual(4);
  });
});

describe('markets and prices', () => {
  const PRICE =
    'query($slug: String!) { productDetails(slug: $slug) { product { articleCode sorg price { dealer } } variants { articleCode } specification { name } } }';

  it("never shows a dealer another market's articles", async () => {
    const list = await groupsOf({ limit: 48 });
    expect(new Set(list.productGroups.flatMap((g) => g.products.map((p) => p.sorg)))).toEqual(new Set(['1000']));
    // A US slug answers the Indonesian article of that name, or nothing.
    for (const us of await portal.db.selectFrom('articles').select('slug').where('sorg', '=', '3000').limit(20).execute()) {
      const { body } = await portal.graphql(PRICE, { token: dealer, variables: { slug: us.slug } });
      if (body.errors) expect(codes(body)).toEqual(['N001']);
      else expect(body.data!.productDetails.product.sorg).toBe('1000');
    }
    // Acting for an Indonesian dealer on the US host is refused outright.
    expect(codes((await portal.graphql(GROUPS, { token: dealer, host: 'us.localhost', variables: {} })).body)).toEqual(['U002']);
  });

  it("shows the active customer's own price, never another customer's", async () => {
    const dealer2 = await portal.customerOf('dealer2');
    const own = await portal.db
      .selectFrom('customerPrices as cp')
      .innerJoin('articles as a', 'a.id', 'cp.articleId')
      .select(['a.slug', 'a.dealerPrice', 'cp.dealerPrice as agreed', 'a.id'])
      .where('cp.customerId', '=', dealer2.id)
      .where('a.sorg', '=', '1000')
      .executeTakeFirstOrThrow();
    const dealerRow = await portal.db
      .selectFrom('customerPrices')
      .select('dealerPrice')
      .where('customerId', '=', (await portal.customerOf('dealer')).id)
      .where('articleId', '=', own.id)
      .executeTakeFirst();
    const asDealer2 = await portal.graphql(PRICE, { token: (await portal.tokens('dealer2')).requestToken, variables: { slug: own.slug } });
    const asDealer = await portal.graphql(PRICE, { token: dealer, variables: { slug: own.slug } });
    expect(asDealer2.body.data!.productDetails.product.price.dealer).toBe(Number(own.agreed));
    expect(asDealer.body.data!.productDetails.product.price.dealer).toBe(Number(dealerRow?.dealerPrice ?? own.dealerPrice));
    if (Number(own.agreed) !== Number(own.dealerPrice) && !dealerRow) {
      expect(asDealer.body.data!.productDetails.product.price.dealer).not.toBe(Number(own.agreed));
    }
  });

  it("opens a product group's slug at its first article", async () => {
    const group = await portal.db.selectFrom('productGroups').select(['id', 'slug']).where('sorg', '=', '1000').executeTakeFirstOrThrow();
    const { body } = await portal.graphql('query($slug: String!) { productDetails(slug: $slug) { group { id } } }', {
      token: dealer,
      variables: { slug: group.slug },
    });
    expect(body.data!.productDetails.group.id).toBe(group.id);
  });

  it('answers a detail page with every variant and the specification', async () => {
    const article = await portal.db
      .selectFrom('articles')
      .select(['slug', 'productGroupId'])
      .where('sorg', '=', '1000')
      .executeTakeFirstOrThrow();
    const { body } = await portal.graphql(PRICE, { token: dealer, variables: { slug: article.slug } });
    expect(codes(body)).toEqual([]);
    const variants = await portal.db
      .selectFrom('articles')
      .select('articleCode')
      .where('productGroupId', '=', article.productGroupId)
      .execute();
    expect(body.data!.productDetails.variants.length).toBe(variants.length);
  });

  it('answers stock per warehouse where the host lists warehouses, summed elsewhere', async () => {
    const STOCK = 'query($slug: String!) { productStock(slug: $slug) { lines { warehouse available { qty } } } }';
    const lineOf = async (sorg: string, host: string, token: string) => {
      const article = await portal.db
        .selectFrom('articles')
        .select(['id', 'slug'])
        .where('sorg', '=', sorg)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const rows = await portal.db.selectFrom('stock').select('available').where('articleId', '=', article.id).execute();
      const { body } = await portal.graphql(STOCK, { token, host, variables: { slug: article.slug } });
      return { lines: body.data!.productStock.lines as { warehouse: string | null; available: { qty: number | null } }[], rows };
    };
    // us.localhost shows warehouses one by one, each with its own quantity.
    const us = await lineOf('3000', 'us.localhost', (await portal.tokens('dealer-us')).requestToken);
    expect(us.lines.length).toBe(us.rows.length);
    expect(us.lines.every((l) => l.warehouse)).toBe(true);
    expect(us.lines.map((l) => l.available.qty).sort()).toEqual(us.rows.map((r) => Math.max(0, r.available)).sort());
    // The Indonesian host sums them into one line.
    const id = await lineOf('1000', 'localhost', dealer);
    expect(id.lines).toHaveLength(1);
    expect(id.lines[0].warehouse).toBeNull();
  });

  it('is refused to anyone not signed in', async () => {
    const { body } = await portal.graphql(GROUPS, { variables: {} });
    expect(body.data?.productGroups).toBeUndefined();
  });
});

describe('in stock', () => {
  const OPEN = `query($filter: CatalogFilterInput) { productGroups(filter: $filter, limit: 48) {
    productGroups { id openSlug products { id slug } } info { count } } }`;
  const listOf = async (filter: Record<string, unknown>) => {
    const { body } = await portal.graphql(OPEN, { token: dealer, variables: { filter } });
    expect(codes(body)).toEqual([]);
    return body.data!.productGroups as {
      productGroups: { id: number; openSlug: string; products: { id: number; slug: string }[] }[];
      info: { count: number };
    };
  };
  const block = (articleId: number) =>
    portal.db
      .insertInto('articleAnalysis')
      .values({ articleId, orderBlocked: 1 })
      .onConflict((oc) => oc.column('articleId').doUpdateSet({ orderBlocked: 1 }))
      .execute();

  it('counts and lists only models with an article in stock that nothing keeps from the cart', async () => {
    const all = await listOf({ category: 'Bike' });
    // A model whose only stocked article is blocked drops out of "In stock"; the others keep their place.
    const [model] = all.productGroups.filter((g) => g.products.length >= 2);
    const [kept, ...rest] = model.products;
    await portal.db
      .updateTable('articles')
      .set({ stockTotal: 0 })
      .where(
        'id',
        'in',
        rest.map((p) => p.id),
      )
      .execute();
    await portal.db.updateTable('articles').set({ stockTotal: 5 }).where('id', '=', kept.id).execute();
    await block(kept.id);
    const expected = await portal.db
      .selectFrom('articles as a')
      .leftJoin('articleAnalysis as x', 'x.articleId', 'a.id')
      .select(sql<number>`count(distinct a.product_group_id)`.as('n'))
      .where('a.sorg', '=', '1000')
      .where('a.category', '=', 'BIKE')
      .where('a.stockTotal', '>', 0)
      .where((eb) =>
        eb.or([
          eb('x.articleId', 'is', null),
          eb.and([
            eb('x.invalidArticle', '=', 0),
            eb('x.allowToOrder', '=', 1),
            eb('x.orderBlocked', '=', 0),
            eb('x.hierarchyBlocked', '=', 0),
            eb('x.brandBlocked', '=', 0),
            eb('x.categoryBlocked', '=', 0),
            eb('x.sorgBlocked', '=', 0),
            eb('x.hasPrice', '=', 1),
          ]),
        ]),
      )
      .executeTakeFirstOrThrow();
    const inStock = await listOf({ category: 'Bike', hasStock: true });
    expect(inStock.info.count).toBe(Number(expected.n));
    expect(inStock.info.count).toBeLessThan(all.info.count);
    expect(inStock.productGroups.map((g) => g.id)).not.toContain(model.id);
  });

  it('opens a card at its first article with stock that nothing blocks, not at a sold-out or blocked one', async () => {
    const all = await listOf({ category: 'Bike' });
    const model = all.productGroups.find((g) => g.products.length >= 3)!;
    const [soldOut, blocked, open] = model.products;
    await portal.db.updateTable('articles').set({ stockTotal: 0 }).where('id', '=', soldOut.id).execute();
    await portal.db.updateTable('articles').set({ stockTotal: 4 }).where('id', 'in', [blocked.id, open.id]).execute();
    await block(blocked.id);
    const again = await listOf({ category: 'Bike' });
    expect(again.productGroups.find((g) => g.id === model.id)!.openSlug).toBe(open.slug);
  });
});
