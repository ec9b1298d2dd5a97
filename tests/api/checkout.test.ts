import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { rolesAndScopes } from '../../api/auth/actor.ts';
import { startSession } from '../../api/auth/sessions.ts';
import { resolveHost } from '../../api/config/service.ts';
import { isPostgres } from '../../api/db/migrations/helpers.ts';
import { checkout as checkoutService } from '../../api/orders/checkout.ts';
import { writeRetries } from '../../api/platform/metrics.ts';
import { startPortal } from './harness.ts';
import { refuseInserts } from './refuse-writes.ts';
import { newShopCustomer } from './shop-customers.ts';

const portal = await startPortal();
const { db } = portal;
const dealer = (await portal.tokens('dealer')).requestToken;
const customer = await portal.customerOf('dealer');

const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) {
  message { status description } userErrors { field message messageKey } code
  orders { orderNo sorg status shipTo shipment payment poNumber linesTotal shipmentAmount total currency precision lines { articleCode qty uom unitPrice subtotal } } } }`;
const ADD = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status } cart { qty unitPrice subtotal product { articleCode } } } }`;

type Json = Record<string, any>;
let keys = 0;
const newKey = () => `test-key-${++keys}-${Date.now()}`;
const shipToOf = async (customerId: number) =>
  (await db.selectFrom('shipTos').select('code').where('customerId', '=', customerId).orderBy('code').executeTakeFirstOrThrow()).code;
const inputFor = async (customerId: number, extra: Json = {}) => ({
  idempotencyKey: newKey(),
  shipTo: await shipToOf(customerId),
  shipment: 'REG',
  payment: 'TERM',
  ...extra,
});
const checkout = async (input: Json, token = dealer) => {
  const { status, body } = await portal.graphql(CHECKOUT, { token, variables: { input } });
  if (!body.data) throw new Error(`checkout ${status}: ${JSON.stringify(body)}`);
  return body.data.checkout as Json;
};

/** Articles of sorg 1000 that nothing blocks and no quota limits. */
async function orderableArticles(n: number) {
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
const [apple, bread, cheese, dough] = await orderableArticles(4);
const warehouses = (
  await db.selectFrom('warehouses').select('code').where('sorg', '=', '1000').orderBy('position').orderBy('code').execute()
).map((w) => w.code);

/** Sets an article's stock: `perWarehouse[i]` units in the market's i-th warehouse, none elsewhere. */
async function setStock(articleId: number, ...perWarehouse: number[]) {
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
const stockOf = async (articleId: number) =>
  (await db.selectFrom('stock').select('available').where('articleId', '=', articleId).orderBy('warehouseCode').execute()).map(
    (r) => r.available,
  );
const count = async (table: 'orders' | 'orderLines' | 'erpOutbox' | 'checkoutRequests') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const cartRows = (customerId: number) =>
  db.selectFrom('cartLines').selectAll().where('customerId', '=', customerId).orderBy('id').execute();

/**
 * `count` new dealers of sorg 1000 (codes `<prefix>000000`, ...), each with one unit of each of `articles` in the cart
 * in that order, and an admin session acting for each.
 */
async function rushDealers(count: number, prefix: string, articles: readonly { articleCode: string; uom: string }[]) {
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const row = await newShopCustomer(db, `${prefix}${String(i).padStart(6, '0')}`, `Rush Cycles ${i}`);
      // One line per article, in the order given: the cart reads them back in that order.
      for (const a of articles)
        await db
          .insertInto('cartLines')
          .values({
            customerId: row.id,
            articleCode: a.articleCode,
            sorg: '1000',
            uom: a.uom,
            quantity: 1,
            unitPrice: 1,
            currency: 'IDR',
            addedAt: new Date().toISOString(),
          })
          .execute();
      return { customer: row, token: (await startSession(db, portal.env.tokenSecret, admin.id, row)).requestToken };
    }),
  );
}

/** Empties the dealer's cart and adds lines through the cart mutation, so they are priced by the price rule. */
async function fillDealerCart(lines: [{ articleCode: string; uom: string }, number][]) {
  await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
  const { body } = await portal.graphql(ADD, {
    token: dealer,
    variables: {
      products: lines.map(([a, qty]) => ({ custCode: customer.codeR3, articleCode: a.articleCode, sorg: '1000', qty, uom: a.uom })),
    },
  });
  expect(body.data!.updateProductsInCart.message.status).toBe(true);
  return body.data!.updateProductsInCart.cart as { qty: number; unitPrice: number; subtotal: number; product: { articleCode: string } }[];
}

/** An article as the dealer reads it in messages: display code and name (src/rules/cart.ts articleLabel). */
const labelOf = async (a: { id: number }) => {
  const r = await portal.db.selectFrom('articles').select(['articleCodeDisplay', 'name']).where('id', '=', a.id).executeTakeFirstOrThrow();
  return `${r.articleCodeDisplay} – ${r.name}`;
};

describe('checkout', () => {
  it('places the cart as an order: lines priced by the rule, stock taken in warehouse order, cart emptied, ERP outbox filled', async () => {
    await setStock(apple.id, 1, 10);
    await setStock(bread.id, 5);
    const cart = await fillDealerCart([
      [apple, 3],
      [bread, 2],
    ]);
    const rate = Number(
      (await db.selectFrom('shipmentMethods').select('rate').where('sorg', '=', '1000').where('code', '=', 'REG').executeTakeFirstOrThrow())
        .rate,
    );
    const input = await inputFor(customer.id, { poNumber: 'PO-4711', notes: 'Deliver to the back door' });

    const answer = await checkout(input);
    expect(answer.message.status).toBe(true);
    expect(answer.code).toBeNull();
    expect(answer.orders).toHaveLength(1);
    const [order] = answer.orders;
    expect(order).toMatchObject({
      sorg: '1000',
      status: 'awaiting_confirmation',
      shipTo: input.shipTo,
      shipment: 'REG',
      payment: 'TERM',
      poNumber: 'PO-4711',
      currency: 'IDR',
      shipmentAmount: rate,
    });
    expect(order.orderNo).toMatch(/^B2B-1000-\d+$/);
    const linesTotal = cart.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);
    expect(order.lines.map((l: Json) => [l.articleCode, l.qty, l.unitPrice, l.subtotal])).toEqual(
      cart.map((l) => [l.product.articleCode, l.qty, l.unitPrice, l.unitPrice * l.qty]),
    );
    expect(order.linesTotal).toBe(linesTotal);
    expect(order.total).toBe(linesTotal + rate);

    const stored = await db.selectFrom('orders').selectAll().where('orderNo', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      customerId: customer.id,
      placedFor: customer.id,
      total: order.total,
      soNumber: null,
      notes: 'Deliver to the back door',
    });
    expect(
      await db.selectFrom('orderLines').select(['articleCode', 'qty', 'subtotal']).where('orderId', '=', stored.id).orderBy('id').execute(),
    ).toEqual(order.lines.map((l: Json) => ({ articleCode: l.articleCode, qty: l.qty, subtotal: l.subtotal })));
    expect(await db.selectFrom('erpOutbox').select('kind').where('orderId', '=', stored.id).execute()).toEqual([{ kind: 'order.created' }]);
    expect(await cartRows(customer.id)).toEqual([]);
    // The first warehouse is emptied before the second is touched.
    expect(await stockOf(apple.id)).toEqual([0, 8]);
    expect(await stockOf(bread.id)).toEqual([3]);
  });

  it("lists the market's shipment rates and payment methods for the checkout page", async () => {
    const { body } = await portal.graphql('{ customerShipmentRates { code rate currency precision } paymentMethods { code type } }', {
      token: dealer,
    });
    expect(body.data!.customerShipmentRates.map((r: Json) => r.code)).toEqual(['REG', 'EXP', 'PICKUP']);
    expect(body.data!.customerShipmentRates[0]).toMatchObject({ currency: 'IDR', precision: 0 });
    expect(body.data!.paymentMethods.map((p: Json) => p.code)).toContain('TERM');
  });

  it('sells exactly the stock there is when 100 dealers check out at once', async () => {
    await setStock(cheese.id, 4, 6);
    // 100 dealers of sorg 1000, each with one unit of the article in the cart; an admin session acts for each.
    const dealers = await rushDealers(100, '9', [cheese]);
    const ordersBefore = await count('orders');

    const answers = await Promise.all(dealers.map(async (d) => checkout(await inputFor(d.customer.id), d.token)));
    const sold = answers.filter((a) => a.message.status);
    const refused = answers.filter((a) => !a.message.status);
    expect(sold).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const a of refused) {
      expect(a).toMatchObject({
        code: 'S001',
        orders: [],
        message: { description: 'Your order exceeds the available stock. We removed your order, please update.' },
      });
    }
    expect(await stockOf(cheese.id)).toEqual([0, 0]);
    expect(await count('orders')).toBe(ordersBefore + 10);
    const lines = await db
      .selectFrom('orderLines')
      .select((eb) => eb.fn.sum<number>('qty').as('qty'))
      .where('articleId', '=', cheese.id)
      .executeTakeFirstOrThrow();
    expect(Number(lines.qty)).toBe(10);
    // A refused dealer keeps the cart as it was.
    const refusedIds = dealers.filter((_, i) => !answers[i].message.status).map((d) => d.customer.id);
    expect(await db.selectFrom('cartLines').select('quantity').where('customerId', 'in', refusedIds).execute()).toHaveLength(90);
    // Order numbers stay unique under the rush.
    expect(new Set(sold.map((a) => a.orders[0].orderNo)).size).toBe(10);
  });

  it('takes the stock of checkouts whose carts hold the same articles in opposite orders without a deadlock', async () => {
    await setStock(apple.id, 1000);
    await setStock(bread.id, 1000);
    const retries = async () => (await writeRetries.get()).values.find((v) => v.labels.reason === 'deadlock')?.value ?? 0;
    const deadlocksBefore = await retries();
    const forward = await rushDealers(8, '81', [apple, bread]);
    const backward = await rushDealers(8, '82', [bread, apple]);
    // On PostgreSQL another transaction holds one of the two stock rows while the checkouts start, so they queue up on
    // it with the other row already taken: taken in the carts' orders, two of them would wait on each other in a circle.
    const holder = isPostgres(db) ? new pg.Client({ connectionString: portal.env.databaseUrl }) : null;
    if (holder) {
      await holder.connect();
      await holder.query('begin');
      await holder.query('select 1 from stock where article_id = $1 for update', [bread.id]);
    }
    const placing = Promise.all([...forward, ...backward].map(async (d) => checkout(await inputFor(d.customer.id), d.token)));
    if (holder) {
      // Asked on the holder's own connection: the checkouts may hold every connection of the portal's pool meanwhile.
      const waiting = async () =>
        Number(
          (await holder.query("select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'"))
            .rows[0].n,
        );
      while ((await waiting()) < 2) await new Promise((r) => setTimeout(r, 20));
      await holder.query('commit');
      await holder.end();
    }
    const answers = await placing;
    expect(answers.filter((a) => !a.message.status).map((a) => a.message.description)).toEqual([]);
    expect(await stockOf(apple.id)).toEqual([1000 - 16]);
    expect(await stockOf(bread.id)).toEqual([1000 - 16]);
    expect((await retries()) - deadlocksBefore).toBe(0);
  });

  it('places one order for 20 concurrent submits with one key and answers all 20 alike; the key cannot place another cart', async () => {
    await setStock(dough.id, 50);
    await fillDealerCart([[dough, 2]]);
    const input = await inputFor(customer.id);
    const ordersBefore = await count('orders');
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(input)));
    expect(await count('orders')).toBe(ordersBefore + 1);
    expect(answers[0].message.status).toBe(true);
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(await stockOf(dough.id)).toEqual([48]);

    await fillDealerCart([[dough, 5]]);
    const reused = await checkout(input);
    expect(reused).toMatchObject({ code: 'C001', orders: [], message: { status: false } });
    expect(reused.userErrors[0].field).toBe('idempotencyKey');
    expect(await count('orders')).toBe(ordersBefore + 1);
    expect(await cartRows(customer.id)).toHaveLength(1);
    // A new key places the new cart.
    expect((await checkout({ ...input, idempotencyKey: newKey() })).message.status).toBe(true);
  });

  it("refuses a sales user acting for a customer outside the user's areas", async () => {
    const sales = await db.selectFrom('users').select(['id']).where('username', '=', 'sales').executeTakeFirstOrThrow();
    const areas = await db.selectFrom('userAreas').select('value').where('userId', '=', sales.id).execute();
    const outsider = await db
      .selectFrom('customers as c')
      .innerJoin('customerAreas as ca', 'ca.customerId', 'c.id')
      .selectAll('c')
      .where('ca.sorg', '=', '1000')
      .where(
        'ca.salesman',
        'not in',
        areas.map((a) => a.value),
      )
      .executeTakeFirstOrThrow();
    await db
      .insertInto('cartLines')
      .values({
        customerId: outsider.id,
        articleCode: dough.articleCode,
        sorg: '1000',
        uom: dough.uom,
        quantity: 1,
        unitPrice: 1,
        currency: 'IDR',
        addedAt: new Date().toISOString(),
      })
      .execute();
    // A token for that customer, as if the areas changed after the salesman chose them.
    const { requestToken } = await startSession(db, portal.env.tokenSecret, sales.id, outsider);
    const ordersBefore = await count('orders');
    const { status, body } = await portal.graphql(CHECKOUT, { token: requestToken, variables: { input: await inputFor(outsider.id) } });
    expect(status).toBe(403);
    expect((body as Json).message).toBe('This customer does not belong to you anymore, please contact sales support');
    expect(await count('orders')).toBe(ordersBefore);
    expect(await cartRows(outsider.id)).toHaveLength(1);
  });

  it('refuses inside the transaction when the areas change after the session was checked', async () => {
    const sales = await db.selectFrom('users').selectAll().where('username', '=', 'sales').executeTakeFirstOrThrow();
    const areas = await db.selectFrom('userAreas').selectAll().where('userId', '=', sales.id).execute();
    const insider = await db
      .selectFrom('customers as c')
      .innerJoin('customerAreas as ca', 'ca.customerId', 'c.id')
      .selectAll('c')
      .where('ca.sorg', '=', '1000')
      .where(
        'ca.salesman',
        'in',
        areas.map((a) => a.value),
      )
      .executeTakeFirstOrThrow();
    await db
      .insertInto('cartLines')
      .values({
        customerId: insider.id,
        articleCode: dough.articleCode,
        sorg: '1000',
        uom: dough.uom,
        quantity: 1,
        unitPrice: 1,
        currency: 'IDR',
        addedAt: new Date().toISOString(),
      })
      .execute();
    const { roles, scopes } = await rolesAndScopes(db, sales.id, sales.groupRoleId);
    const ctx = {
      db,
      env: portal.env,
      storage: null as never,
      mail: null as never,
      host: await resolveHost(db, 'localhost'),
      actor: { user: sales, sessionId: 'loaded-before', roles, scopes, customer: insider },
    };
    await db.deleteFrom('userAreas').where('userId', '=', sales.id).execute();
    const answer = await checkoutService(ctx, (await inputFor(insider.id)) as never);
    await db
      .insertInto('userAreas')
      .values(areas.map(({ id: _id, ...a }) => a))
      .execute();
    expect(answer).toMatchObject({
      code: 'U002',
      orders: [],
      message: { status: false, description: 'This customer does not belong to you anymore, please contact sales support' },
    });
    expect(await cartRows(insider.id)).toHaveLength(1);
  });

  it('waits for another process holding the write lock instead of answering "database busy"', async () => {
    await setStock(dough.id, 50);
    await fillDealerCart([[dough, 1]]);
    if (isPostgres(db)) {
      // PostgreSQL locks rows: another connection holds the article's stock rows a moment, and the checkout waits.
      const other = new pg.Client({ connectionString: portal.env.databaseUrl });
      await other.connect();
      await other.query('begin');
      await other.query('select * from stock where article_id = $1 for update', [dough.id]);
      const release = new Promise((r) => setTimeout(r, 200)).then(() => other.query('commit'));
      try {
        const answer = await checkout(await inputFor(customer.id));
        expect(answer.message.status).toBe(true);
      } finally {
        await release;
        await other.end();
      }
      return;
    }
    const other = new SQLite(portal.env.databaseUrl);
    // A short busy timeout makes the wait end in SQLITE_BUSY, so the retry is what saves the checkout.
    await sql`pragma busy_timeout = 100`.execute(db);
    other.exec('begin immediate');
    setTimeout(() => other.exec('commit'), 50);
    try {
      const answer = await checkout(await inputFor(customer.id));
      expect(answer.message.status).toBe(true);
    } finally {
      await sql`pragma busy_timeout = 5000`.execute(db);
      if (other.inTransaction) other.exec('commit');
      other.close();
    }
  });

  describe('a refused or failed checkout leaves cart, stock and orders exactly as before', () => {
    const snapshot = async () => ({
      cart: await cartRows(customer.id),
      stock: await db.selectFrom('stock').selectAll().orderBy('articleId').orderBy('warehouseCode').execute(),
      articles: await db.selectFrom('articles').select(['id', 'stockTotal']).where('id', 'in', [apple.id, bread.id]).execute(),
      orders: await count('orders'),
      lines: await count('orderLines'),
      outbox: await count('erpOutbox'),
      keys: await count('checkoutRequests'),
      purchases: await db.selectFrom('customerPurchases').selectAll().where('customerId', '=', customer.id).orderBy('articleId').execute(),
    });

    it('when one line exceeds the stock', async () => {
      await setStock(apple.id, 10);
      await setStock(bread.id, 1);
      await fillDealerCart([
        [apple, 2],
        [bread, 3],
      ]);
      const before = await snapshot();
      const answer = await checkout(await inputFor(customer.id));
      expect(answer).toMatchObject({
        code: 'S001',
        orders: [],
        message: { status: false, description: 'Your order exceeds the available stock. We removed your order, please update.' },
      });
      expect(answer.userErrors).toEqual([
        {
          field: 'cart.1.qty',
          message: `${await labelOf(bread)}: 3 ordered, only 1 available`,
          messageKey: 'checkout:errors.line_over_stock',
        },
      ]);
      expect(await snapshot()).toEqual(before);
    });

    it("when the ship-to is not the customer's any more", async () => {
      await setStock(bread.id, 10);
      const before = await snapshot();
      const answer = await checkout(await inputFor(customer.id, { shipTo: 'NOT-MINE' }));
      expect(answer).toMatchObject({ code: 'C001', message: { description: 'There were changes on the ship-to data, refresh the page' } });
      expect(await snapshot()).toEqual(before);
    });

    it('when the customer is credit blocked', async () => {
      // Credit is counted from the invoices: with no limit left, what the dealer owes exceeds it.
      const credit = await db
        .selectFrom('creditInformation')
        .select(['id', 'creditLimit'])
        .where('customerId', '=', customer.id)
        .executeTakeFirstOrThrow();
      await db.updateTable('creditInformation').set({ creditLimit: 0 }).where('id', '=', credit.id).execute();
      const before = await snapshot();
      const answer = await checkout(await inputFor(customer.id));
      await db.updateTable('creditInformation').set({ creditLimit: credit.creditLimit }).where('id', '=', credit.id).execute();
      expect(answer).toMatchObject({
        code: 'U002',
        message: { description: 'Your account is blocked for new orders: Credit limit exceeded' },
      });
      expect(await snapshot()).toEqual(before);
    });

    it('when writing fails half-way (after stock was taken and the order written): Failed checkout', async () => {
      const allow = await refuseInserts(db, { name: 'outbox_down', table: 'erp_outbox', message: 'outbox down' });
      const before = await snapshot();
      const answer = await checkout(await inputFor(customer.id));
      await allow();
      expect(answer).toMatchObject({ code: 'INT', orders: [], message: { status: false, description: 'Failed checkout' } });
      expect(await snapshot()).toEqual(before);
      // Nothing was remembered under the key either: the cart can be placed now.
      expect((await checkout(await inputFor(customer.id))).message.status).toBe(true);
    });

    it('refuses field errors before anything is read', async () => {
      const answer = await checkout(await inputFor(customer.id, { poNumber: 'P'.repeat(36), notes: 'N'.repeat(101), payment: '' }));
      expect(answer.code).toBe('I001');
      expect(answer.userErrors.map((e: Json) => e.field).sort()).toEqual(['notes', 'payment', 'poNumber']);
    });
  });
});
