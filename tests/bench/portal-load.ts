import { print } from 'graphql';
import { startSession } from '../../api/auth/sessions.ts';
import { companyCreditOf } from '../../api/credit/figures.ts';
import type { Database } from '../../api/db/index.ts';
import { FACET_FIELDS, GROUP_FIELDS, PRODUCT_DETAILS } from '../../src/graphql/catalog.ts';
import { graphql as document } from '../../src/graphql/tada.ts';
import { precisionOf } from '../../src/rules/money.ts';

/**
 * The bench's data and requests, shared by the one-database run (run.ts) and the run over both databases
 * (databases.ts): the owing dealer's open invoices, the catalogue's requests, and dealers ready to check out.
 */

export const BENCH_SECRET = 'bench-secret-0123456789abcdef';

export const graphqlRequest = (token: string, query: string, variables = {}) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ query, variables }),
});

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

// The dealer owes 2,000 open invoices with its bike company (a busy dealer after a bad season): the open-invoice
// page and the credit figures count over all of them. So many overdue block it for credit: it sits out the checkout case.
export const OPEN_INVOICE_COUNT = 2000;

/** Writes the `dealer` login's customer its open invoices; answers the customer's id. */
export async function addOwingDealer(db: Database): Promise<number> {
  const customer = await db
    .selectFrom('users as u')
    .innerJoin('customers as c', 'c.id', 'u.customerId')
    .selectAll('c')
    .where('u.username', '=', 'dealer')
    .executeTakeFirstOrThrow();
  const company = await db.selectFrom('companies').select('id').where('code', '=', '1000-B').executeTakeFirstOrThrow();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const rows = Array.from({ length: OPEN_INVOICE_COUNT }, (_, n) => {
    const dueIn = 30 - (n % 150);
    const grandTotal = n % 20 === 0 ? -250_000 : 1_000_000 + (n % 37) * 125_000;
    return {
      invoiceNo: `INV1000B${String(n).padStart(6, '0')}`,
      sorg: '1000',
      companyId: company.id,
      customerId: customer.id,
      payerCode: customer.codeIsr ?? customer.codeR3,
      payerName: customer.name,
      invoiceDate: day(dueIn - 30),
      dueDate: day(dueIn),
      fiscalYear: Number(day(dueIn - 30).slice(0, 4)),
      terms: 'NT30',
      status: n % 50 === 1 ? ('pending_payment' as const) : ('open' as const),
      currency: 'IDR',
      linesTotal: grandTotal,
      tax: 0,
      grandTotal,
      accountingNo: `14B${n}`,
      createdAt: new Date().toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('invoices')
      .values(rows.slice(i, i + 200))
      .execute();
  return customer.id;
}

// The catalogue page's list and facets in one request, with the app's own fragments.
export const LIST = print(
  document(
    `query($filter: CatalogFilterInput) {
  productGroups(filter: $filter, page: 1, limit: 12) { productGroups { ...ProductGroupFields } info { page limit count pageTotal } }
  catalogFilters(filter: $filter) { promotions { ...FacetOptionFields } brands { ...FacetOptionFields } models { ...FacetOptionFields }
    series { ...FacetOptionFields } frameSizes { ...FacetOptionFields } wheelSizes { ...FacetOptionFields }
    merchandiseCategories { ...FacetOptionFields } bikeCategories { ...FacetOptionFields } articleTags { ...FacetOptionFields }
    price { from to } } }`,
    [GROUP_FIELDS, FACET_FIELDS],
  ),
);
export const DETAIL = print(PRODUCT_DETAILS);

/**
 * The review's heavy request: fifteen pages of 48 articles in one document. Only the code and name of each: the query
 * cost limit (graphql-armor) refuses the item view's whole fragment fifteen times over.
 */
export const FIFTEEN_PAGES = `query($filter: CatalogFilterInput) { ${Array.from(
  { length: 15 },
  (_, i) => `p${i + 1}: products(filter: $filter, page: ${i + 1}, limit: 48) { products { articleCode name } info { count } }`,
).join(' ')} }`;

/** The list's two filters (the most common brand and frame size of the market's bikes) and the product the detail reads. */
export async function catalogTargets(db: Database) {
  const row = await db
    .selectFrom('articles')
    .select(['brand', 'frameSize'])
    .where('sorg', '=', '1000')
    .where('category', '=', 'BIKE')
    .where('frameSize', 'is not', null)
    .groupBy(['brand', 'frameSize'])
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('brand')
    .orderBy('frameSize')
    .executeTakeFirstOrThrow();
  const detailSlug = (
    await db
      .selectFrom('articles')
      .select('slug')
      .where('sorg', '=', '1000')
      .where('category', '=', 'BIKE')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).slug;
  return { listVariables: { filter: { category: 'Bike', brands: [row.brand], frameSizes: [row.frameSize!] } }, detailSlug };
}

/**
 * Filters no one asked before, one per call, each matching at least one article as a dealer's search would: from an
 * article of the market, a word of its name (or that word's first letters) × its brand × a price window around its
 * price × its category or none, walked so that no combination repeats for hundreds of thousands of calls.
 */
export async function newFilters(db: Database) {
  const rows = await db
    .selectFrom('articles')
    .select(['name', 'brand', 'dealerPrice', 'category'])
    .where('sorg', '=', '1000')
    .orderBy('id')
    .execute();
  // The filter's window is in the currency's major unit; the market's host shows its currency at the usual precision.
  const { currency } = await db.selectFrom('salesOrganisations').select('currency').where('sorg', '=', '1000').executeTakeFirstOrThrow();
  const perMajor = 10 ** precisionOf(currency, { currency: { display: '', decimalPrecision: 0 } });
  const prices = rows.map((r) => Number(r.dealerPrice) / perMajor).sort((a, b) => a - b);
  const deciles = Array.from({ length: 11 }, (_, i) => prices[Math.min(prices.length - 1, Math.floor((i * prices.length) / 10))]);
  const articles = rows
    .map((r) => {
      const price = Number(r.dealerPrice) / perMajor;
      return {
        words: r.name.split(/\s+/).filter((w) => /^\p{L}{3,}$/u.test(w)),
        brand: r.brand,
        category: r.category === 'BIKE' ? 'Bike' : 'PAA',
        // Every window between two deciles that holds the price.
        windows: deciles.flatMap((from, i) =>
          deciles
            .slice(i + 1)
            .filter((to) => from <= price && price <= to)
            .map((to) => ({ from: Math.floor(from), to: Math.ceil(to) })),
        ),
      };
    })
    .filter((a) => a.words.length && a.windows.length);
  // A stride prime to the count visits every article once per round, in an order unlike the table's.
  const stride = [7919, 7907, 7901].find((p) => articles.length % p !== 0)!;
  let n = 0;
  return () => {
    const i = n++;
    const article = articles[(i * stride) % articles.length];
    const round = Math.floor(i / articles.length);
    const word = article.words[round % article.words.length];
    const search = Math.floor(round / article.words.length) % 2 ? word.slice(0, 3) : word;
    const window = article.windows[Math.floor(round / (2 * article.words.length)) % article.windows.length];
    const withCategory = Math.floor(round / (2 * article.words.length * article.windows.length)) % 2 === 0;
    return {
      filter: { search, brands: [article.brand], price: window, ...(withCategory ? { category: article.category } : {}) },
    };
  };
}

export interface Buyer {
  token: string;
  shipTo: string;
  custCode: string;
}
export interface CheckoutPlan {
  buyers: Buyer[];
  goods: { articleCode: string; uom: string }[];
}

/**
 * Up to `count` dealers of the Indonesian market (not the owing dealer) that credit lets order, each with a session,
 * and two orderable PAA articles. Stock and credit are raised so that every buyer is served `rounds` times over:
 * the checkout case measures ordering, not running out.
 */
export async function planCheckouts(db: Database, owingDealer: number, count: number, rounds = 1): Promise<CheckoutPlan> {
  if (count <= 0) return { buyers: [], goods: [] };
  const candidates = await db
    .selectFrom('users as u')
    .innerJoin('customers as c', 'c.id', 'u.customerId')
    .innerJoin('customerAreas as ca', (j) => j.onRef('ca.customerId', '=', 'c.id').on('ca.sorg', '=', '1000'))
    .innerJoin('shipTos as st', 'st.customerId', 'c.id')
    .selectAll('c')
    .select(['u.id as userId', (eb) => eb.fn.min('st.code').as('shipTo')])
    .where('u.deletedAt', 'is', null)
    .where('c.id', '!=', owingDealer)
    // Users whose own roles let them order (some dealer logins only look).
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('userRoles as ur')
          .innerJoin('rolePermissions as rp', 'rp.roleId', 'ur.roleId')
          .innerJoin('permissions as p', 'p.id', 'rp.permissionId')
          .select('ur.userId')
          .whereRef('ur.userId', '=', 'u.id')
          .where('p.name', '=', 'cart.display-order-qty'),
      ),
    )
    .groupBy(['c.id', 'u.id'])
    .orderBy('c.id')
    .orderBy('u.id')
    .execute();
  // One user per customer (a cart is the customer's), and only customers the checkout's own credit check lets order.
  const credit = await companyCreditOf(db, [...new Set(candidates.map((c) => c.id))]);
  const seen = new Set<number>();
  const chosen = candidates
    .filter((c) => {
      if (seen.has(c.id) || (credit.get(c.id) ?? []).some((f) => f.reasonBlocked)) return false;
      seen.add(c.id);
      return true;
    })
    .slice(0, count);
  const goods = await db
    .selectFrom('articles as a')
    .leftJoin('articleAnalysis as aa', 'aa.articleId', 'a.id')
    .select(['a.id', 'a.articleCode', 'a.uom', 'a.dealerPrice'])
    .where('a.sorg', '=', '1000')
    .where('a.category', '=', 'PAA')
    .where((eb) =>
      eb.or([
        eb('aa.articleId', 'is', null),
        eb.and([
          eb('aa.allowToOrder', '=', 1),
          eb('aa.orderBlocked', '=', 0),
          eb('aa.invalidArticle', '=', 0),
          eb('aa.hasPrice', '=', 1),
          eb('aa.brandBlocked', '=', 0),
          eb('aa.categoryBlocked', '=', 0),
          eb('aa.hierarchyBlocked', '=', 0),
          eb('aa.sorgBlocked', '=', 0),
        ]),
      ]),
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom('orderQuotas').select('id').whereRef('orderQuotas.articleId', '=', 'a.id'))))
    .orderBy('a.id')
    .limit(2)
    .execute();
  await db
    .updateTable('stock')
    .set({ available: 1_000_000 + 4 * chosen.length * rounds })
    .where(
      'articleId',
      'in',
      goods.map((g) => g.id),
    )
    .execute();
  // Headroom for every order the run places (two of each article per order), on top of what the dealer already owes.
  const perOrder = goods.reduce((sum, g) => sum + 2 * Number(g.dealerPrice ?? 0), 0);
  const headroom = Math.max(1_000_000_000, 4 * rounds * perOrder);
  if (chosen.length) {
    await db
      .updateTable('creditInformation')
      .set((eb) => ({ creditLimit: eb('creditLimit', '+', headroom) }))
      .where(
        'customerId',
        'in',
        chosen.map((c) => c.id),
      )
      .execute();
  }
  const buyers: Buyer[] = [];
  for (const c of chosen) {
    const { requestToken } = await startSession(db, BENCH_SECRET, c.userId, c);
    buyers.push({ token: requestToken, shipTo: String(c.shipTo), custCode: c.codeR3 });
  }
  return { buyers, goods: goods.map((g) => ({ articleCode: g.articleCode, uom: g.uom })) };
}

const CART = 'mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status } } }';
const CHECKOUT = 'mutation($input: CheckoutInput!) { checkout(input: $input) { message { status description } orders { orderNo } } }';

type Answer = { data?: Record<string, { message: { status: boolean; description?: string } } | null>; errors?: { message: string }[] };
const post = async (base: string, token: string, query: string, variables: object) =>
  (await (await fetch(`${base}/graphql`, graphqlRequest(token, query, variables))).json()) as Answer;
/** Why a cart or checkout answer is not a success, in a few words (the first error's message). */
const why = (answer: Answer | null, field: string) =>
  answer?.errors?.[0]?.message ?? answer?.data?.[field]?.message.description ?? (answer ? `${field} refused` : 'no answer');

/** Puts two of each article in every buyer's cart (through the API, as the cart page does); answers the buyers ready. */
export async function fillCarts(base: string, plan: CheckoutPlan): Promise<{ ready: Buyer[]; failures: string[] }> {
  const ready: Buyer[] = [];
  const failures: string[] = [];
  for (const b of plan.buyers) {
    const products = plan.goods.map((g) => ({ custCode: b.custCode, articleCode: g.articleCode, sorg: '1000', qty: 2, uom: g.uom }));
    const answer = await post(base, b.token, CART, { products });
    if (answer.data?.updateProductsInCart?.message.status) ready.push(b);
    else failures.push(`cart of ${b.custCode}: ${why(answer, 'updateProductsInCart')}`);
  }
  return { ready, failures };
}

/**
 * The ready buyers check out, `connections` at a time. Each checkout empties its cart, so this is a bounded run
 * over the buyers rather than a timed one: checkouts per second over the run, latencies sorted, failures.
 */
export async function runCheckouts(base: string, ready: Buyer[], connections: number) {
  const queue = [...ready];
  const latencies: number[] = [];
  const failures: string[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let buyer = queue.shift(); buyer; buyer = queue.shift()) {
        const t = performance.now();
        const input = { idempotencyKey: `bench-${crypto.randomUUID()}`, shipTo: buyer.shipTo, shipment: 'REG', payment: 'TERM' };
        const answer = await post(base, buyer.token, CHECKOUT, { input }).catch(() => null);
        latencies.push(performance.now() - t);
        if (!answer?.data?.checkout?.message.status) failures.push(`checkout of ${buyer.custCode}: ${why(answer, 'checkout')}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, latencies, failed: failures.length, failures };
}
