import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../api/graphql/errors.ts';
import { codes, PASSWORD, startPortal } from './harness.ts';

// Catalogue analyze (issue 23 point 2): staff ask why a customer can or cannot order an article, and the answer is
// the cart's own verdict for that customer, whatever kind of block the data holds.

const portal = await startPortal();
const { db } = portal;
const tokens = {
  admin: (await portal.tokens('admin')).requestToken,
  sales: (await portal.tokens('sales')).requestToken,
  dealer: (await portal.tokens('dealer')).requestToken,
};
const dealer = await portal.customerOf('dealer');
const dealer2 = await portal.customerOf('dealer2');

const ANALYZE = `query($customerId: Int!, $articleCodes: [String!]!, $qty: Int) {
  catalogAnalyze(customerId: $customerId, articleCodes: $articleCodes, qty: $qty) {
    sorg qty customer { id }
    lines { articleCode orderable refusal { field message messageKey params { name value } } otherMarkets
      article { articleCode uom } flags { name status blocks } blockedReason
      price { dealer unit base source } stock { available cartHolds } quota { remaining maxQty } }
  } }`;
const UPDATE = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) {
  message { status } userErrors { field message messageKey params { name value } } } }`;

type Line = {
  articleCode: string;
  orderable: boolean;
  refusal: { field: string; message: string; messageKey: string; params: unknown[] } | null;
  otherMarkets: string[];
  article: { uom: string } | null;
  flags: { name: string; status: boolean | null; blocks: boolean }[];
  price: { unit: number } | null;
  quota: { maxQty: number } | null;
};

async function analyze(codesAsked: string[], { token = tokens.admin, customerId = dealer.id, qty = 1, host = 'localhost' } = {}) {
  const { body } = await portal.graphql(ANALYZE, { token, host, variables: { customerId, articleCodes: codesAsked, qty } });
  return body;
}

/** The cart's answer when the dealer asks for `qty` of the code in the article's unit; a line it took is taken out again. */
async function cartVerdict(
  articleCode: string,
  uom: string,
  qty: number,
  { token = tokens.dealer, sorg = '1000', custCode = dealer.codeR3, host = 'localhost' } = {},
) {
  const line = { custCode, articleCode, sorg, qty, uom };
  const { body } = await portal.graphql(UPDATE, { token, host, variables: { products: [line] } });
  const result = body.data!.updateProductsInCart;
  if (result.message.status) await portal.graphql(UPDATE, { token, host, variables: { products: [{ ...line, qty: 0 }] } });
  const error = result.userErrors[0] ?? null;
  return {
    orderable: result.message.status as boolean,
    refusal: error && { ...error, field: String(error.field).replace(/^products\.0\./, '') },
  };
}

/** Analyze and the cart agree on one code: taken or not, and refused for the same field with the same words. */
async function expectSameVerdict(
  articleCode: string,
  qty = 1,
  cart: Parameters<typeof cartVerdict>[3] = {},
  asked: Parameters<typeof analyze>[1] = {},
) {
  const body = await analyze([articleCode], { qty, ...asked });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  const line = body.data!.catalogAnalyze.lines[0] as Line;
  const verdict = await cartVerdict(articleCode, line.article?.uom ?? 'EA', qty, cart);
  expect({ orderable: line.orderable, refusal: line.refusal }, articleCode).toEqual(verdict);
  return line;
}

describe('catalogAnalyze gives the cart verdict', () => {
  it('for an article of every kind of analysis the seed holds, blocked or not', async () => {
    // The kinds come from the data: every distinct combination of analysis flags among the market's articles.
    const rows = await db
      .selectFrom('articleAnalysis as aa')
      .innerJoin('articles as a', 'a.id', 'aa.articleId')
      .selectAll('aa')
      .select(['a.articleCode'])
      .where('a.sorg', '=', '1000')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('orderQuotas').select('id').whereRef('orderQuotas.articleId', '=', 'a.id'))))
      .orderBy('a.id')
      .execute();
    const kinds = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const { articleId: _id, articleCode: _code, blockedReason: _reason, ...flags } = row;
      const signature = JSON.stringify(Object.entries(flags).sort());
      if (!kinds.has(signature)) kinds.set(signature, row);
    }
    // One of each block the seed spreads (invalid, no price, order, hierarchy, brand, category, market) and the plain orderable one.
    expect(kinds.size).toBeGreaterThanOrEqual(8);
    let blocked = 0;
    for (const row of kinds.values()) {
      await db.updateTable('stock').set({ available: 1_000 }).where('articleId', '=', row.articleId).execute();
      const line = await expectSameVerdict(row.articleCode);
      if (!line.orderable) {
        blocked += 1;
        // The flag that stops it is named, and the reason recorded with the block is given.
        expect(line.flags.filter((f) => f.blocks).length, row.articleCode).toBeGreaterThan(0);
        expect(line.refusal!.messageKey).toMatch(/^catalog:errors\./);
      } else {
        expect(line.flags.every((f) => !f.blocks)).toBe(true);
        expect(line.price!.unit).toBeGreaterThan(0);
      }
    }
    expect(blocked).toBe(kinds.size - 1);
  });

  it("for a quota the customer has used up, an unknown code and another market's article", async () => {
    const quota = await db
      .selectFrom('orderQuotas as q')
      .innerJoin('articles as a', 'a.id', 'q.articleId')
      .select(['a.articleCode', 'q.quotaQty', 'q.usedQty'])
      .where('q.customerId', '=', dealer.id)
      .executeTakeFirstOrThrow();
    const over = await expectSameVerdict(quota.articleCode, quota.quotaQty - quota.usedQty + 1);
    expect(over.refusal!.messageKey).toBe('catalog:errors.order_quota');
    expect(over.quota!.maxQty).toBe(quota.quotaQty - quota.usedQty);
    await expectSameVerdict(quota.articleCode, quota.quotaQty - quota.usedQty);

    const unknown = await expectSameVerdict('NO-SUCH-CODE-1');
    expect(unknown.refusal!.messageKey).toBe('catalog:errors.not_found');
    expect(unknown.otherMarkets).toEqual([]);

    const elsewhere = await db
      .selectFrom('articles')
      .select('articleCode')
      .where('sorg', '=', '3000')
      .where('articleCode', 'not in', db.selectFrom('articles').select('articleCode').where('sorg', '=', '1000'))
      .executeTakeFirstOrThrow();
    const notHere = await expectSameVerdict(elsewhere.articleCode);
    expect(notHere.refusal!.messageKey).toBe('catalog:errors.not_found');
    expect(notHere.otherMarkets).toContain('3000');
  });

  it('for a block set a moment ago, and for more than the stock where the host holds the cart to it', async () => {
    const article = await db
      .selectFrom('articles as a')
      .innerJoin('articleAnalysis as aa', 'aa.articleId', 'a.id')
      .select(['a.id', 'a.articleCode'])
      .where('a.sorg', '=', '1000')
      .where('aa.allowToOrder', '=', 1)
      .where('aa.orderBlocked', '=', 0)
      .where('aa.invalidArticle', '=', 0)
      .where('aa.hasPrice', '=', 1)
      .where('aa.sorgBlocked', '=', 0)
      .where('aa.brandBlocked', '=', 0)
      .where('aa.categoryBlocked', '=', 0)
      .where('aa.hierarchyBlocked', '=', 0)
      .orderBy('a.id', 'desc')
      .executeTakeFirstOrThrow();
    expect((await expectSameVerdict(article.articleCode)).orderable).toBe(true);
    await db
      .updateTable('articleAnalysis')
      .set({ orderBlocked: 1, blockedReason: 'Recalled today' })
      .where('articleId', '=', article.id)
      .execute();
    const now = await expectSameVerdict(article.articleCode);
    expect(now.refusal!.messageKey).toBe('catalog:errors.order_blocked');
    expect(now.flags.find((f) => f.name === 'orderBlocked')).toEqual({ name: 'orderBlocked', status: true, blocks: true });

    // The US host checks quantities against stock in the cart (exactQtyCheck).
    const us = await portal.customerOf('dealer-us');
    const usToken = (await portal.tokens('dealer-us')).requestToken;
    const signIn = await portal.request('/login', {
      method: 'POST',
      host: 'us.localhost',
      json: { username: 'admin', password: PASSWORD },
    });
    const adminUs = ((await signIn.json()) as { requestToken: string }).requestToken;
    const usArticle = await db
      .selectFrom('articles as a')
      .leftJoin('articleAnalysis as aa', 'aa.articleId', 'a.id')
      .select(['a.id', 'a.articleCode'])
      .where('a.sorg', '=', '3000')
      .where((eb) => eb.or([eb('aa.articleId', 'is', null), eb('aa.allowToOrder', '=', 1)]))
      .where('aa.hasPrice', '=', 1)
      .where('aa.invalidArticle', '=', 0)
      .where('aa.orderBlocked', '=', 0)
      .where('aa.sorgBlocked', '=', 0)
      .where('aa.brandBlocked', '=', 0)
      .where('aa.categoryBlocked', '=', 0)
      .where('aa.hierarchyBlocked', '=', 0)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('orderQuotas').select('id').whereRef('orderQuotas.articleId', '=', 'a.id'))))
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    await db.updateTable('stock').set({ available: 2, nextArrivalQty: 0 }).where('articleId', '=', usArticle.id).execute();
    const cartAsUs = { token: usToken, sorg: '3000', custCode: us.codeR3, host: 'us.localhost' };
    const short = await expectSameVerdict(usArticle.articleCode, 500, cartAsUs, {
      token: adminUs,
      customerId: us.id,
      host: 'us.localhost',
    });
    expect(short.refusal!.messageKey).toBe('cart:errors.over_stock');
  });
});

describe('catalogAnalyze takes any code the portal shows', () => {
  it('the display code with or without its spaces, the internal code and either in other letter case', async () => {
    const pick = (category: 'BIKE' | 'PAA') =>
      db
        .selectFrom('articles')
        .select(['articleCode', 'articleCodeDisplay'])
        .where('sorg', '=', '1000')
        .where('category', '=', category)
        .where('articleCodeDisplay', 'like', category === 'BIKE' ? '% %' : '%-%')
        .orderBy('id')
        .executeTakeFirstOrThrow();
    const bike = await pick('BIKE');
    const paa = await pick('PAA');
    // As a product page and the cart show them, and as people retype them.
    const asked = {
      [bike.articleCodeDisplay]: bike,
      [bike.articleCodeDisplay.replace(/ /g, '')]: bike,
      [bike.articleCodeDisplay.toLowerCase()]: bike,
      [bike.articleCode]: bike,
      [paa.articleCodeDisplay]: paa,
      [paa.articleCodeDisplay.toLowerCase()]: paa,
      [paa.articleCode.toLowerCase()]: paa,
      'NO-SUCH-CODE-3': null,
    };
    expect(new Set(Object.keys(asked)).size).toBe(8);
    const body = await analyze(Object.keys(asked));
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const lines = body.data!.catalogAnalyze.lines as (Line & { article: { articleCode: string } | null })[];
    // One answer per code as asked, in the order asked.
    expect(lines.map((l) => l.articleCode)).toEqual(Object.keys(asked));
    const direct = (await analyze([bike.articleCode, paa.articleCode])).data!.catalogAnalyze.lines as Line[];
    for (const line of lines) {
      const article = asked[line.articleCode];
      if (!article) {
        expect(line.article).toBeNull();
        expect(line.refusal!.messageKey).toBe('catalog:errors.not_found');
        continue;
      }
      expect(line.article?.articleCode, line.articleCode).toBe(article.articleCode);
      expect(line.refusal?.messageKey, line.articleCode).not.toBe('catalog:errors.not_found');
      // The verdict is the one the internal code gets.
      const same = direct[article === bike ? 0 : 1]!;
      expect({ orderable: line.orderable, refusal: line.refusal }, line.articleCode).toEqual({
        orderable: same.orderable,
        refusal: same.refusal,
      });
    }
  });

  it("finds another market's article by its display code too", async () => {
    const elsewhere = await db
      .selectFrom('articles')
      .select(['articleCodeDisplay'])
      .where('sorg', '=', '3000')
      .where('articleCodeDisplay', 'not in', db.selectFrom('articles').select('articleCodeDisplay').where('sorg', '=', '1000'))
      .where('articleCodeDisplay', 'like', '% %')
      .executeTakeFirstOrThrow();
    const line = (await analyze([elsewhere.articleCodeDisplay.toLowerCase()])).data!.catalogAnalyze.lines[0] as Line;
    expect(line.refusal!.messageKey).toBe('catalog:errors.not_found');
    expect(line.otherMarkets).toContain('3000');
  });
});

describe('who may analyze for whom', () => {
  it('a dealer cannot call it', async () => {
    const body = await analyze(['ANY'], { token: tokens.dealer });
    expect(codes(body)).toContain(ErrorCode.forbidden);
    expect(body.data?.catalogAnalyze ?? null).toBeNull();
  });

  it('sales analyze for the dealers of their areas only, and find only those', async () => {
    const mine = await analyze(['NO-SUCH-CODE-2'], { token: tokens.sales, customerId: dealer.id });
    expect(mine.data!.catalogAnalyze.customer.id).toBe(dealer.id);
    const other = await analyze(['NO-SUCH-CODE-2'], { token: tokens.sales, customerId: dealer2.id });
    expect(codes(other)).toContain(ErrorCode.forbidden);
    expect(other.data?.catalogAnalyze ?? null).toBeNull();

    const SEARCH = 'query($search: String) { catalogAnalyzeCustomers(search: $search, limit: 50) { customers { id } info { count } } }';
    const found = async (search: string) =>
      (
        (await portal.graphql(SEARCH, { token: tokens.sales, variables: { search } })).body.data!.catalogAnalyzeCustomers.customers as {
          id: number;
        }[]
      ).map((c) => c.id);
    expect(await found(dealer.codeR3)).toEqual([dealer.id]);
    expect(await found(dealer2.codeR3)).toEqual([]);
    const dealerSearch = await portal.graphql(SEARCH, { token: tokens.dealer, variables: { search: '' } });
    expect(codes(dealerSearch.body)).toContain(ErrorCode.forbidden);
  });

  it('an empty list of codes is refused with a clear message', async () => {
    const body = await analyze([]);
    expect(codes(body)).toContain(ErrorCode.invalidInput);
  });
});
