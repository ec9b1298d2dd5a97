import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../api/auth/sessions.ts';
import type { Database } from '../../api/db/index.ts';
import { checkoutMessages } from '../../api/orders/answer.ts';
import { newShopCustomer } from './shop-customers.ts';
import {
  onPostgres,
  type PortalFiles,
  preparePortalFiles,
  ServerProcess,
  stopEverything,
  TOKEN_SECRET,
  type Answer,
} from './server-processes.ts';

// Two API nodes on one database, as two processes: one SQLite file, or one PostgreSQL database when the run has
// TEST_POSTGRES_URL. checkout.test.ts and payments.test.ts prove the same rules inside one process.
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) {
  message { status description } code orders { orderNo lines { articleCode qty } } } }`;
const ADD = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status description } } }`;

type Json = Record<string, any>;
type Article = { id: number; articleCode: string; uom: string; productGroupId: number };
interface Dealer {
  customerId: number;
  codeR3: string;
  shipTo: string;
  token: string;
}

let files: PortalFiles | null = null;
let db: Database | null = null;
let nodes: ServerProcess[] = [];
let articles: Article[] = [];
let warehouses: string[] = [];

beforeAll(async () => {
  files = await preparePortalFiles();
  ({ db } = files);
  articles = await orderableArticles(db, 3);
  warehouses = (
    await db.selectFrom('warehouses').select('code').where('sorg', '=', '1000').orderBy('position').orderBy('code').execute()
  ).map((w) => w.code);
  nodes = await Promise.all([ServerProcess.start(files), ServerProcess.start(files)]);
}, 300_000);

afterAll(async () => {
  await stopEverything(files);
}, 30_000);

/** Articles of sorg 1000 that nothing blocks and no quota limits. */
function orderableArticles(db: Database, n: number) {
  return db
    .selectFrom('articles as a')
    .leftJoin('articleAnalysis as aa', 'aa.articleId', 'a.id')
    .select(['a.id', 'a.articleCode', 'a.uom', 'a.productGroupId'])
    .where('a.sorg', '=', '1000')
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
    .limit(n)
    .execute();
}

/**
 * `count` new dealers of sorg 1000, each a customer with a ship-to and a dealer user of its own (the demo dealer's
 * roles). Their sessions are written straight into the database and signed with the key the nodes share, so no
 * sign-in (and no login rate limit) is involved.
 */
async function newDealers(db: Database, prefix: string, count: number): Promise<Dealer[]> {
  const model = await db.selectFrom('users').selectAll().where('username', '=', 'dealer').executeTakeFirstOrThrow();
  const roles = await db.selectFrom('userRoles').select('roleId').where('userId', '=', model.id).execute();
  const now = new Date().toISOString();
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const code = `${prefix}${String(i).padStart(5, '0')}`;
      const customer = await newShopCustomer(db, code, `Rush Cycles ${code}`);
      const user = await db
        .insertInto('users')
        .values({
          username: `rush-${code}`,
          name: customer.name,
          email: `rush-${code}@example.org`,
          passwordHash: model.passwordHash,
          language: model.language,
          limitation: null,
          customerId: customer.id,
          groupRoleId: model.groupRoleId,
          createdAt: now,
          deletedAt: null,
          phone: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (roles.length)
        await db
          .insertInto('userRoles')
          .values(roles.map((r) => ({ userId: user.id, roleId: r.roleId })))
          .execute();
      const { requestToken } = await startSession(db, TOKEN_SECRET, user.id, customer);
      return { customerId: customer.id, codeR3: code, shipTo: `S${code}`, token: requestToken };
    }),
  );
}

/** Fills each dealer's cart through the API (priced by the price rule), the dealers spread over both nodes. */
async function fillCarts(dealers: Dealer[], lines: [Article, number][]) {
  const answers = await Promise.all(
    dealers.map((d, i) =>
      nodes[i % nodes.length].graphql(
        ADD,
        {
          products: lines.map(([a, qty]) => ({ custCode: d.codeR3, articleCode: a.articleCode, sorg: '1000', qty, uom: a.uom })),
        },
        d.token,
      ),
    ),
  );
  for (const a of answers) {
    expect(a.status, a.text).toBe(200);
    const body = JSON.parse(a.text) as Json;
    expect(body.errors, a.text).toBeUndefined();
    expect(body.data.updateProductsInCart.message.status, a.text).toBe(true);
  }
}

/** Sets an article's stock: `perWarehouse[i]` units in the market's i-th warehouse, none elsewhere. */
async function setStock(db: Database, articleId: number, ...perWarehouse: number[]) {
  await db.deleteFrom('stock').where('articleId', '=', articleId).execute();
  await db
    .insertInto('stock')
    .values(
      perWarehouse.map((available, i) => ({
        articleId,
        warehouseCode: warehouses[i],
        available,
        custorder: 0,
        nextArrivalDate: null,
        nextArrivalQty: null,
        availableForOrderAt: null,
        updatedAt: new Date().toISOString(),
      })),
    )
    .execute();
}

let keys = 0;
const checkoutInput = (d: Dealer) => ({
  idempotencyKey: `process-key-${++keys}-${d.codeR3}`,
  shipTo: d.shipTo,
  shipment: 'REG',
  payment: 'TERM',
});

/** The checkout answer of one HTTP answer; a failure names what came back. */
function checkoutOf(a: Answer): Json {
  expect(a.status, a.text).toBe(200);
  const body = JSON.parse(a.text) as Json;
  expect(body.errors, a.text).toBeUndefined();
  return body.data.checkout as Json;
}

/** What a dealer may be told: the order, or the stock-limited refusal. Never a database error, masked or not. */
function expectPlacedOrStockLimited(a: Answer) {
  expect(a.text).not.toMatch(/busy|locked|sqlite/i);
  const answer = checkoutOf(a);
  if (answer.message.status) {
    expect(answer.code, a.text).toBeNull();
    expect(answer.orders, a.text).toHaveLength(1);
  } else {
    expect(answer, a.text).toMatchObject({ code: 'S001', orders: [], message: { description: checkoutMessages.stock.text } });
  }
  return answer;
}

const available = async (db: Database, articleId: number) =>
  Number(
    (
      await db
        .selectFrom('stock')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('available'), sql<number>`0`).as('n'))
        .where('articleId', '=', articleId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const orderedSince = async (db: Database, orderId: number, articleId: number) =>
  Number(
    (
      await db
        .selectFrom('orderLines')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('qty'), sql<number>`0`).as('n'))
        .where('orderId', '>', orderId)
        .where('articleId', '=', articleId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const lastOrderId = async (db: Database) =>
  Number(
    (
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.coalesce(eb.fn.max('id'), sql<number>`0`).as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const lowestStock = async (db: Database, of: Article[]) =>
  Number(
    (
      await db
        .selectFrom('stock')
        .select((eb) => eb.fn.min<number>('available').as('n'))
        .where(
          'articleId',
          'in',
          of.map((a) => a.id),
        )
        .executeTakeFirstOrThrow()
    ).n,
  );
/**
 * What the nodes logged about failed checkouts since `logMark()` (a busy database would land here, masked as
 * 'Failed checkout' for the dealer).
 */
let marks = new Map<ServerProcess, number>();
const logMark = () => {
  marks = new Map(nodes.map((n) => [n, n.output.length]));
};
const loggedFailures = () =>
  [...new Set([...marks.keys(), ...nodes])]
    .map((n) => n.output.slice(marks.get(n) ?? 0))
    .join('\n')
    .split('\n')
    .filter((l) => /checkout failed|payment failed|busy|locked|SQLITE|deadlock|serializ/i.test(l));

describe(`checkout on two server processes sharing one ${process.env.TEST_POSTGRES_URL ? 'PostgreSQL database' : 'SQLite file'}`, () => {
  it('sells exactly the 10 units there are to 50 dealers checking out at once on both nodes, none told "database busy"', async () => {
    const [article] = articles;
    const dealers = await newDealers(db!, '81', 50);
    await fillCarts(dealers, [[article, 1]]);
    await setStock(db!, article.id, 4, 6);
    const before = await lastOrderId(db!);
    logMark();

    // Stock is watched from a third connection while the rush runs: it must never dip below zero.
    let watching = true;
    let lowest = Infinity;
    const watcher = (async () => {
      while (watching) {
        lowest = Math.min(lowest, await lowestStock(db!, [article]));
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const answers = await Promise.all(dealers.map((d, i) => nodes[i % 2].graphql(CHECKOUT, { input: checkoutInput(d) }, d.token))).finally(
      () => {
        watching = false;
      },
    );
    await watcher;

    const checkouts = answers.map(expectPlacedOrStockLimited);
    const sold = checkouts.filter((c) => c.message.status);
    expect(sold).toHaveLength(10);
    expect(checkouts.filter((c) => !c.message.status)).toHaveLength(40);
    expect(new Set(sold.map((c) => c.orders[0].orderNo)).size).toBe(10);
    expect(loggedFailures()).toEqual([]);

    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await available(db!, article.id)).toBe(0);
    expect(await orderedSince(db!, before, article.id)).toBe(10);
    const orders = await db!.selectFrom('orders').select(['id', 'customerId']).where('id', '>', before).execute();
    expect(orders).toHaveLength(10);
    // The refused dealers keep their carts; the served ones have none left.
    const served = new Set(orders.map((o) => o.customerId));
    const carts = await db!
      .selectFrom('cartLines')
      .select('customerId')
      .where(
        'customerId',
        'in',
        dealers.map((d) => d.customerId),
      )
      .execute();
    expect(carts.map((c) => c.customerId).sort()).toEqual(
      dealers
        .map((d) => d.customerId)
        .filter((id) => !served.has(id))
        .sort(),
    );
  }, 120_000);

  it('after one node is killed (SIGKILL) in the middle of a checkout load and restarted, nothing is half-written', async () => {
    const [, frame, tyre] = articles;
    const dealers = await newDealers(db!, '82', 80);
    // Two lines per cart; the tyre runs out after 30 dealers, so the load has both orders and refusals.
    await fillCarts(dealers, [
      [frame, 1],
      [tyre, 2],
    ]);
    await setStock(db!, frame.id, 20, 30);
    await setStock(db!, tyre.id, 60);
    const start = await snapshot(db!, [frame, tyre]);
    const before = await lastOrderId(db!);
    logMark();

    const inputs = dealers.map(checkoutInput);
    const sends = dealers.map((d, i) =>
      nodes[i % 2].graphql(CHECKOUT, { input: inputs[i] }, d.token).then(
        (answer) => ({ answer }),
        (error: Error) => ({ error }),
      ),
    );
    // Kill the first node as soon as a few orders are in: it is then serving, most likely inside a transaction.
    const until = Date.now() + 20_000;
    while ((await lastOrderId(db!)) < before + 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 2));
    await nodes[0].kill('SIGKILL');
    const outcomes = await Promise.all(sends);

    // The killed node's dealers lost their connection (some of them at least); the surviving node answered all of its own.
    const cut = outcomes.flatMap((o, i) => ('error' in o ? [i] : []));
    expect(cut.length).toBeGreaterThan(0);
    for (const i of cut) expect(i % 2).toBe(0);
    const told = outcomes.map((o) => ('answer' in o ? expectPlacedOrStockLimited(o.answer) : null));

    // Restart on the same file; the dealers cut off submit again with the same key, half of them to each node.
    nodes[0] = await ServerProcess.start(files!);
    const again = await Promise.all(cut.map((i, n) => nodes[n % 2].graphql(CHECKOUT, { input: inputs[i] }, dealers[i].token)));
    for (const [n, i] of cut.entries()) told[i] = expectPlacedOrStockLimited(again[n]);
    expect(loggedFailures()).toEqual([]);

    await expectIntact(db!);
    expect(await lowestStock(db!, [frame, tyre])).toBeGreaterThanOrEqual(0);

    // Per article: what is left plus what was ordered is what there was.
    const end = await snapshot(db!, [frame, tyre]);
    for (const a of [frame, tyre]) {
      const ordered = await orderedSince(db!, before, a.id);
      expect(end.stock.get(a.id)! + ordered, a.articleCode).toBe(start.stock.get(a.id));
      expect(end.stockTotal.get(a.id)! + ordered, a.articleCode).toBe(start.stockTotal.get(a.id));
    }
    const tyresOrdered = await orderedSince(db!, before, tyre.id);
    expect(tyresOrdered).toBeGreaterThan(0);
    expect((await orderedSince(db!, before, frame.id)) * 2).toBe(tyresOrdered);

    // Every order is whole: both lines, its total, its ERP message, its checkout key; and one per dealer at most.
    const orders = await db!.selectFrom('orders').select(['id', 'orderNo', 'customerId', 'linesTotal']).where('id', '>', before).execute();
    const lines = await db!
      .selectFrom('orderLines')
      .select(['orderId', 'articleId', 'qty', 'subtotal'])
      .where('orderId', '>', before)
      .execute();
    const outbox = await db!.selectFrom('erpOutbox').select('orderId').where('orderId', '>', before).execute();
    for (const o of orders) {
      const own = lines.filter((l) => l.orderId === o.id);
      expect(own.map((l) => [l.articleId, l.qty]).sort(), o.orderNo).toEqual(
        [
          [frame.id, 1],
          [tyre.id, 2],
        ].sort(),
      );
      expect(
        own.reduce((sum, l) => sum + l.subtotal, 0),
        o.orderNo,
      ).toBe(o.linesTotal);
      expect(
        outbox.filter((m) => m.orderId === o.id),
        o.orderNo,
      ).toHaveLength(1);
    }
    // Every dealer was answered in the end, so the tyres (2 a cart, 60 in stock) went to exactly 30 of them.
    expect(orders).toHaveLength(30);
    expect(end.stock.get(tyre.id)).toBe(0);
    const served = new Set(orders.map((o) => o.customerId));
    expect(served.size).toBe(orders.length);
    const keysStored = await db!
      .selectFrom('checkoutRequests')
      .select('customerId')
      .where(
        'customerId',
        'in',
        dealers.map((d) => d.customerId),
      )
      .execute();
    expect(keysStored.map((k) => k.customerId).sort()).toEqual([...served].sort());

    // The served dealers' carts are gone; everyone else's is as it was filled.
    const carts = await db!
      .selectFrom('cartLines')
      .select(['customerId', 'articleCode', 'quantity'])
      .where(
        'customerId',
        'in',
        dealers.map((d) => d.customerId),
      )
      .execute();
    expect(carts.filter((c) => served.has(c.customerId))).toEqual([]);
    for (const d of dealers.filter((d) => !served.has(d.customerId))) {
      expect(
        carts
          .filter((c) => c.customerId === d.customerId)
          .map((c) => [c.articleCode, c.quantity])
          .sort(),
      ).toEqual(
        [
          [frame.articleCode, 1],
          [tyre.articleCode, 2],
        ].sort(),
      );
    }

    // Each dealer was told the truth, and a repeat after the crash answers the order placed before it rather than another.
    const orderOf = new Map(orders.map((o) => [o.customerId, o.orderNo]));
    for (const [i, d] of dealers.entries()) {
      expect(told[i]!.message.status ? told[i]!.orders[0].orderNo : undefined, d.codeR3).toBe(orderOf.get(d.customerId));
    }
  }, 180_000);
});

describe('one key, one invoice: repeated and racing requests spread over both nodes', () => {
  it('places one order for 20 submits of one idempotency key sent at once to both nodes, and answers it to all 20', async () => {
    const [article] = articles;
    const [dealer] = await newDealers(db!, '83', 1);
    await fillCarts([dealer], [[article, 2]]);
    await setStock(db!, article.id, 50);
    const before = await lastOrderId(db!);
    logMark();

    const input = checkoutInput(dealer);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => nodes[i % 2].graphql(CHECKOUT, { input }, dealer.token)));

    const checkouts = answers.map(checkoutOf);
    for (const [i, c] of checkouts.entries()) expect(c.message.status, answers[i].text).toBe(true);
    expect(new Set(checkouts.map((c) => c.orders[0]?.orderNo)).size).toBe(1);
    expect(loggedFailures()).toEqual([]);
    const orders = await db!
      .selectFrom('orders')
      .select(['id', 'orderNo'])
      .where('id', '>', before)
      .where('customerId', '=', dealer.customerId)
      .execute();
    expect(orders.map((o) => o.orderNo)).toEqual([checkouts[0].orders[0].orderNo]);
    expect(await orderedSince(db!, before, article.id)).toBe(2);
    expect(await available(db!, article.id)).toBe(48);
    expect(await db!.selectFrom('erpOutbox').select('id').where('orderId', '=', orders[0].id).execute()).toHaveLength(1);
  }, 120_000);

  it('lets one of two payment requests for one invoice, sent at the same moment to the two nodes, win', async () => {
    const [dealer] = await newDealers(db!, '84', 1);
    const inv = await openInvoice(dealer);
    const { id: method } = await db!
      .selectFrom('paymentMethods')
      .select('id')
      .where('sorg', '=', '1000')
      .where('code', '=', 'VA_MANDIRI')
      .executeTakeFirstOrThrow();
    const input = (n: number) => ({
      invoiceIds: [inv.id],
      amount: inv.total,
      currency: 'IDR',
      payerCode: dealer.codeR3,
      merchant: '1000-B',
      paymentMethodId: method,
      isPartialPayment: false,
      idempotencyKey: `process-pay-${n}-${dealer.codeR3}`,
    });
    logMark();

    const answers = await Promise.all([
      nodes[0].graphql(PAY, { input: input(1) }, dealer.token),
      nodes[1].graphql(PAY, { input: input(2) }, dealer.token),
    ]);
    const results = answers.map((a) => {
      expect(a.status, a.text).toBe(200);
      const body = JSON.parse(a.text) as Json;
      expect(body.errors, a.text).toBeUndefined();
      return body.data.createInvoicePaymentRequest as Json;
    });
    expect(
      results.filter((r) => r.message.status),
      JSON.stringify(results),
    ).toHaveLength(1);
    expect(results.find((r) => !r.message.status)!.message.description).toBe(
      'This invoice has already been paid. Please select another invoice to continue.',
    );
    expect(loggedFailures()).toEqual([]);
    const requests = await db!
      .selectFrom('paymentRequests as r')
      .innerJoin('paymentRequestInvoices as ri', 'ri.paymentRequestId', 'r.id')
      .select(['r.externalId', 'r.status'])
      .where('ri.invoiceId', '=', inv.id)
      .execute();
    expect(requests).toEqual([{ externalId: results.find((r) => r.message.status)!.paymentRequest.externalId, status: 'pending' }]);
    expect(await db!.selectFrom('invoices').select('status').where('id', '=', inv.id).executeTakeFirstOrThrow()).toEqual({
      status: 'pending_payment',
    });
  }, 120_000);
});

const PAY = `mutation($input: InvoicePaymentRequestInput!) { createInvoicePaymentRequest(input: $input) {
  message { status description } userErrors { field message } paymentRequest { externalId } } }`;

let invoices = 0;
/** An open, overdue invoice of the dealer at sorg 1000's company, payable by virtual account. */
async function openInvoice(dealer: Dealer) {
  const { id: companyId } = await db!.selectFrom('companies').select('id').where('code', '=', '1000-B').executeTakeFirstOrThrow();
  const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  const total = 2_500_000;
  const { id } = await db!
    .insertInto('invoices')
    .values({
      invoiceNo: `PROC${dealer.codeR3}${++invoices}`,
      sorg: '1000',
      companyId,
      customerId: dealer.customerId,
      orderId: null,
      deliveryId: null,
      doNo: null,
      payerCode: dealer.codeR3,
      payerName: `Rush Cycles ${dealer.codeR3}`,
      invoiceDate: day(-40),
      dueDate: day(-10),
      fiscalYear: 2026,
      terms: 'NT30',
      status: 'open',
      currency: 'IDR',
      linesTotal: total,
      tax: 0,
      grandTotal: total,
      paidAmount: 0,
      accountingNo: `18${invoices}`,
      assignment: null,
      expeditionName: null,
      expeditionTracking: null,
      notes: null,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, total };
}

/** The database is whole after a node died mid-write: SQLite's own checks, or PostgreSQL's constraints still holding. */
async function expectIntact(db: Database) {
  if (!onPostgres(files!)) {
    expect((await sql<{ integrityCheck: string }>`pragma integrity_check`.execute(db)).rows).toEqual([{ integrityCheck: 'ok' }]);
    expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
    return;
  }
  // PostgreSQL enforces its keys on every write, so a crash cannot leave a line without its order: every constraint is
  // still valid, and no order line or outbox row points nowhere.
  expect((await sql`select conname from pg_constraint where not convalidated`.execute(db)).rows).toEqual([]);
  const orphans = await db
    .selectFrom('orderLines as l')
    .leftJoin('orders as o', 'o.id', 'l.orderId')
    .select('l.id')
    .where('o.id', 'is', null)
    .execute();
  expect(orphans).toEqual([]);
}

/** Stock per article, from the warehouse rows and from the article's own total (the list filters read that one). */
async function snapshot(db: Database, of: Article[]) {
  const stock = new Map<number, number>();
  for (const a of of) stock.set(a.id, await available(db, a.id));
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'stockTotal'])
    .where(
      'id',
      'in',
      of.map((a) => a.id),
    )
    .execute();
  return { stock, stockTotal: new Map(rows.map((r) => [r.id, Number(r.stockTotal)])) };
}
