import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import type { SandboxGateway } from '../../api/adapters/payment/sandbox.ts';
import { startSession } from '../../api/auth/sessions.ts';
import { writeConsumerOrder } from '../../api/click-collect/public.ts';
import { companyCredit } from '../../api/credit/figures.ts';
import { migrateToLatest, migratorFor } from '../../api/db/migrate.ts';
import { gatewayNamed } from '../../api/payments/gateway.ts';
import { DAILY_DOWNLOAD_QUOTA } from '../../src/rules/download-area.ts';
import { passed, refusals, together } from './bursts.ts';
import { startPortal } from './harness.ts';
import { orderableArticle } from './orderable.ts';

// Rules that read and then write, beside those of claims-concurrency.test.ts: the daily download quota, order quotas,
// the credit limit, stock and vendor stock sold once, one customer's cart and one checkout key placed once, one
// decision per held order, at most 3 receipts per order transfer, one live payment request per invoice. Each is tried
// by many requests at once; exactly the allowed number pass, on SQLite and on PostgreSQL, and every other one answers
// its translated refusal, never an error.
const portal = await startPortal();
const { db, env } = portal;
const sandbox = gatewayNamed(db, env.tokenSecret, 'sandbox') as SandboxGateway;
afterAll(() => sandbox.idle());
// Signed in once before the bursts: a burst of sign-ins would meet the sign-in throttle instead.
const token = async (username: string) => (await portal.tokens(username)).requestToken;
const [dealer, sales, admin] = [await token('dealer'), await token('sales'), await token('admin')];
const customer = await portal.customerOf('dealer');
const HELD = 'id.localhost';

type Json = Record<string, any>;
const ANSWER = 'message { status } userErrors { field messageKey params { name value } } code';

const gql = async (userToken: string, query: string, variables: Json = {}, host?: string) =>
  (await portal.graphql(query, { token: userToken, variables, host })).body;

const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

const shipToOf = async (customerId: number) =>
  (await db.selectFrom('shipTos').select('code').where('customerId', '=', customerId).orderBy('code').executeTakeFirstOrThrow()).code;
const warehouses = (
  await db.selectFrom('warehouses').select('code').where('sorg', '=', '1000').orderBy('position').orderBy('code').execute()
).map((w) => w.code);

/** Sets an article's stock: `perWarehouse[i]` units in the market's i-th warehouse, none elsewhere, nothing arriving. */
async function setStock(articleId: number, ...perWarehouse: number[]) {
  await db.deleteFrom('stock').where('articleId', '=', articleId).execute();
  await db
    .insertInto('stock')
    .values(
      perWarehouse.map((available, i) => ({
        articleId,
        warehouseCode: warehouses[i]!,
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

const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) { ${ANSWER} orders { orderNo } } }`;
let keys = 0;
const checkoutInput = async (customerId: number, payment = 'TERM') => ({
  idempotencyKey: `rules-race-${++keys}-${Date.now()}`,
  shipTo: await shipToOf(customerId),
  shipment: 'REG',
  payment,
});
const ordersOf = async (customerId: number) =>
  (await db.selectFrom('orders').select('id').where('customerId', '=', customerId).execute()).map((o) => o.id);

describe('the daily download quota', () => {
  it(`queues ${DAILY_DOWNLOAD_QUOTA} of 12 reports asked for at once by one user; the others answer that the quota is used up`, async () => {
    const REQUEST = `mutation($m: String!, $f: String!, $t: String!) { requestDownloadArea(module: $m, from: $f, to: $t) { ${ANSWER} id } }`;
    const user = await db.selectFrom('users').select('id').where('username', '=', 'dealer').executeTakeFirstOrThrow();
    const before = await db.selectFrom('downloadRequests').select('id').where('userId', '=', user.id).execute();
    expect(before).toHaveLength(0);
    const answers = await together(times(12, () => () => gql(dealer, REQUEST, { m: 'invoices', f: '2026-01-01', t: '2026-01-31' })));
    expect(passed(answers)).toBe(DAILY_DOWNLOAD_QUOTA);
    expect(refusals(answers)).toEqual(['download-area:errors.out_of_quota']);
    expect(answers.filter((a) => !a.message.status).every((a) => a.code === 'Q001')).toBe(true);
    expect(await db.selectFrom('downloadRequests').select('id').where('userId', '=', user.id).execute()).toHaveLength(DAILY_DOWNLOAD_QUOTA);
  });
});

/**
 * Click-and-collect orders of the dealer, each with one article marked 'Order to HQ': submitting one orders it from the
 * maker through checkout's own path, so submitting several at once places several orders of one customer at once.
 */
async function ordersToHq(n: number, article: { id: number; articleCode: string }) {
  const a = await db.selectFrom('articles').select(['name', 'retailPrice']).where('id', '=', article.id).executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = await writeConsumerOrder(db, {
      sorg: '1000',
      customerId: customer.id,
      name: 'Rudi Hartono',
      email: `rudi.${i}@example.com`,
      phone: '0812000111',
      language: 'id-id',
      currency: 'IDR',
      articles: [{ articleId: article.id, articleCode: article.articleCode, name: a.name, qty: 1, price: Number(a.retailPrice) }],
    });
    await db.updateTable('clickCollectArticles').set({ choice: 'order_to_hq' }).where('orderId', '=', id).execute();
    ids.push(id);
  }
  return ids;
}
const SUBMIT = `mutation($id: Int!) { clickCollectSubmit(orderId: $id) { ${ANSWER} } }`;
const makerOrderLines = async (articleId: number) =>
  await db
    .selectFrom('orderLines as l')
    .innerJoin('orders as o', 'o.id', 'l.orderId')
    .select(['l.qty'])
    .where('o.customerId', '=', customer.id)
    .where('l.articleId', '=', articleId)
    .where('o.poNumber', 'like', 'CC-%')
    .execute();

describe("the customer's order quota", () => {
  it('orders at most the quota left when 12 orders to the maker of one quota article are submitted at once', async () => {
    const part = await orderableArticle(db, 'PAA');
    // From yesterday to tomorrow: the market's today, whatever its time zone.
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await db
      .insertInto('orderQuotas')
      .values({ sorg: '1000', articleId: part.id, customerId: customer.id, quotaQty: 3, usedQty: 0, from: day(-1), to: day(1) })
      .execute();
    const ids = await ordersToHq(12, part);
    const answers = await together(ids.map((id) => () => gql(dealer, SUBMIT, { id })));
    expect(passed(answers)).toBe(3);
    expect(refusals(answers)).toEqual(['catalog:errors.order_quota']);
    expect(await makerOrderLines(part.id)).toEqual([{ qty: 1 }, { qty: 1 }, { qty: 1 }]);
    const quota = await db.selectFrom('orderQuotas').select('usedQty').where('articleId', '=', part.id).executeTakeFirstOrThrow();
    expect(quota.usedQty).toBe(3);
  });
});

describe('the credit limit', () => {
  it('places one of 12 orders to the maker submitted at once by a dealer one order short of its limit; the rest are refused as over it', async () => {
    const bike = await orderableArticle(db, 'BIKE');
    // Nothing overdue, and each company's limit exactly what the dealer owes: not blocked yet, blocked by any order.
    await db.updateTable('invoices').set({ status: 'paid' }).where('customerId', '=', customer.id).where('status', '!=', 'paid').execute();
    const limits = await db.selectFrom('creditInformation').select(['id', 'creditLimit']).where('customerId', '=', customer.id).execute();
    onTestFinished(async () => {
      for (const l of limits)
        await db.updateTable('creditInformation').set({ creditLimit: l.creditLimit }).where('id', '=', l.id).execute();
    });
    for (const c of await companyCredit(db, customer.id)) {
      await db
        .updateTable('creditInformation')
        .set({ creditLimit: c.creditExposure })
        .where('customerId', '=', customer.id)
        .where('companyId', '=', c.companyId)
        .execute();
    }
    expect((await companyCredit(db, customer.id)).every((c) => c.ownReason === null)).toBe(true);
    const ids = await ordersToHq(12, bike);
    const answers = await together(ids.map((id) => () => gql(dealer, SUBMIT, { id })));
    expect(passed(answers)).toBe(1);
    expect(refusals(answers)).toEqual(['customer:credit_status_blocked_reason_limit_exceeded']);
    expect(await makerOrderLines(bike.id)).toEqual([{ qty: 1 }]);
    const submitted = await db
      .selectFrom('clickCollectOrders')
      .select('id')
      .where('id', 'in', ids)
      .where('submittedAt', 'is not', null)
      .execute();
    expect(submitted).toHaveLength(1);
  });
});

describe('stock is sold once', () => {
  it('sells the 3 units there are to 12 dealers checking out at once, and refuses the rest for stock', async () => {
    const part = await orderableArticle(db, 'PAA');
    await setStock(part.id, 1, 2);
    const adminId = (await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    const area = await db.selectFrom('customerAreas').selectAll().where('sorg', '=', '1000').executeTakeFirstOrThrow();
    const dealers = [];
    for (let i = 0; i < 12; i++) {
      const code = `8${String(i).padStart(6, '0')}`;
      const row = await db
        .insertInto('customers')
        .values({
          codeUnified: `U${code}`,
          codeIsr: null,
          codeR3: code,
          name: `Rush Cycles ${i}`,
          address: 'Jl. Braga 1',
          city: 'Bandung',
          region: null,
          phone: null,
          email: null,
          countryId: 'ID',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const { id: _id, customerId: _c, ...rest } = area;
      await db
        .insertInto('customerAreas')
        .values({ ...rest, customerId: row.id })
        .execute();
      await db
        .insertInto('shipTos')
        .values({
          customerId: row.id,
          code: `S${code}`,
          name: row.name,
          address: row.address,
          city: row.city,
          region: null,
          postalCode: null,
          countryId: 'ID',
          phone: null,
          updatedAt: new Date().toISOString(),
        })
        .execute();
      await db
        .insertInto('cartLines')
        .values({
          customerId: row.id,
          articleCode: part.articleCode,
          sorg: '1000',
          uom: part.uom,
          quantity: 1,
          unitPrice: 1,
          currency: 'IDR',
          addedAt: new Date().toISOString(),
        })
        .execute();
      dealers.push({ id: row.id, token: (await startSession(db, env.tokenSecret, adminId, row)).requestToken });
    }
    const inputs = await Promise.all(dealers.map((d) => checkoutInput(d.id)));
    const answers = await together(dealers.map((d, i) => () => gql(d.token, CHECKOUT, { input: inputs[i] })));
    expect(passed(answers)).toBe(3);
    expect(answers.filter((a) => !a.message.status).every((a) => a.code === 'S001')).toBe(true);
    for (const key of refusals(answers))
      expect(['checkout:errors.line_over_stock', 'checkout:errors.checkout_stock_exceeded']).toContain(key);
    expect(await stockOf(part.id)).toEqual([0, 0]);
    const sold = await db.selectFrom('orderLines').select('qty').where('articleId', '=', part.id).execute();
    expect(sold.reduce((sum, l) => sum + l.qty, 0)).toBe(3);
  });

  it("places one customer's cart once when 12 checkouts of it with different keys arrive at once", async () => {
    const part = await orderableArticle(db, 'PAA');
    await setStock(part.id, 50);
    await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
    const added = await gql(dealer, 'mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status } } }', {
      p: [{ custCode: customer.codeR3, articleCode: part.articleCode, sorg: '1000', qty: 2, uom: part.uom }],
    });
    expect(added.data!.updateProductsInCart.message.status).toBe(true);
    const before = await ordersOf(customer.id);
    const inputs = await Promise.all(times(12, () => checkoutInput(customer.id)));
    const answers = await together(inputs.map((input) => () => gql(dealer, CHECKOUT, { input })));
    expect(passed(answers)).toBe(1);
    expect(refusals(answers)).toEqual(['checkout:empty.text']);
    expect(await ordersOf(customer.id)).toHaveLength(before.length + 1);
    expect(await stockOf(part.id)).toEqual([48]);
  });
});

describe("a vendor's stock is sold once", () => {
  const TP_CHECKOUT = `mutation($key: String!, $shipment: ThirdPartyShipmentInput!, $products: [ThirdPartyCheckoutProductInput!]!) {
    checkoutThirdParty(idempotencyKey: $key, shipment: $shipment, products: $products) {
      message { status } code orders productErrors { articleCode messageKey params { name value } } } }`;
  const helmetOf = async (stock: number) => {
    const helmet = await db.selectFrom('thirdPartyProducts').selectAll().where('articleCode', '=', 'HG-URBAN-M').executeTakeFirstOrThrow();
    await db.updateTable('thirdPartyProducts').set({ stock }).where('id', '=', helmet.id).execute();
    return helmet;
  };
  const tpOrders = () => db.selectFrom('thirdPartyOrders').select('orderNo').where('customerId', '=', customer.id).execute();
  const shipment = async () => ({
    shipToCode: await shipToOf(customer.id),
    reqDeliveryDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    notes: null,
  });

  it('sells the 5 helmets there are two at a time to 12 checkouts at once, and names what is left to the rest', async () => {
    const helmet = await helmetOf(5);
    const products = [{ vendorId: helmet.vendorId, articleCode: helmet.articleCode, qty: 2, price: helmet.price }];
    const before = await tpOrders();
    const variables = { shipment: await shipment(), products };
    const answers = await together(
      times(12, (i) => () => gql(dealer, TP_CHECKOUT, { ...variables, key: `rules-race-tp-${i}-${Date.now()}` })),
    );
    expect(passed(answers)).toBe(2);
    const refused = answers.filter((a) => !a.message.status);
    expect(new Set(refused.flatMap((a) => a.productErrors.map((e: Json) => e.messageKey)))).toEqual(
      new Set(['third-party:errors.out_of_stock']),
    );
    expect(refused.every((a) => a.code === 'S001')).toBe(true);
    expect(new Set(refused.flatMap((a) => a.productErrors.map((e: Json) => JSON.stringify(e.params))))).toEqual(
      new Set([JSON.stringify([{ name: 'available', value: '1' }])]),
    );
    const left = await db.selectFrom('thirdPartyProducts').select('stock').where('id', '=', helmet.id).executeTakeFirstOrThrow();
    expect(left.stock).toBe(1);
    expect(await tpOrders()).toHaveLength(before.length + 2);
  });

  it('places one order for 12 submits of one key at once, takes the stock once and answers the same order to all 12', async () => {
    const helmet = await helmetOf(10);
    const products = [{ vendorId: helmet.vendorId, articleCode: helmet.articleCode, qty: 2, price: helmet.price }];
    const before = await tpOrders();
    const variables = { key: `rules-race-tp-one-${Date.now()}`, shipment: await shipment(), products };
    const answers = await together(times(12, () => () => gql(dealer, TP_CHECKOUT, variables)));
    expect(passed(answers)).toBe(12);
    expect(new Set(answers.map((a) => JSON.stringify(a.orders))).size).toBe(1);
    expect(await tpOrders()).toHaveLength(before.length + 1);
    const left = await db.selectFrom('thirdPartyProducts').select('stock').where('id', '=', helmet.id).executeTakeFirstOrThrow();
    expect(left.stock).toBe(8);
  });

  it('keeps orders stored twice under one key before the rule held, the later under a key of its own, and takes no third', async () => {
    const { error } = await migratorFor(db).migrateTo('0040_one_live_pdi_per_frame');
    expect(error).toBeUndefined();
    const helmet = await helmetOf(10);
    const key = `rules-race-tp-twice-${Date.now()}`;
    const stored = async (n: number) =>
      await db
        .insertInto('thirdPartyOrders')
        .values({
          orderNo: `${key}-${n}`,
          vendorId: helmet.vendorId,
          customerId: customer.id,
          shipToCode: await shipToOf(customer.id),
          address: 'Jl. Dago No. 12',
          reqDeliveryDate: '2026-12-31',
          notes: null,
          totalOrder: helmet.price * 2,
          currency: 'IDR',
          idempotencyKey: key,
          createdAt: new Date().toISOString(),
          createdBy: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const [first, second] = [await stored(1), await stored(2)];
    await migrateToLatest(db);
    const keys = await db
      .selectFrom('thirdPartyOrders')
      .select(['id', 'idempotencyKey'])
      .where('id', 'in', [first.id, second.id])
      .orderBy('id')
      .execute();
    expect(keys).toEqual([
      { id: first.id, idempotencyKey: key },
      { id: second.id, idempotencyKey: `${key}#${second.id}` },
    ]);
    await expect(stored(3)).rejects.toThrow();
    expect(await db.selectFrom('thirdPartyOrders').select('id').where('idempotencyKey', 'like', `${key}%`).execute()).toHaveLength(2);
  });
});

describe('a held order is decided once', () => {
  const bikeOf = () => orderableArticle(db, 'BIKE');
  const RESULT = `${ANSWER} outcome`;
  const CONFIRM = `mutation($n: String!) { confirmOrder(orderNo: $n) { ${RESULT} } }`;
  const REJECT = `mutation($n: String!, $r: String!) { rejectOrder(orderNo: $n, reason: $r) { ${RESULT} } }`;

  /** The dealer checks out 2 bikes on the market that holds orders for confirmation; answers the held order. */
  async function heldOrder(bike: { articleCode: string; uom: string }, payment = 'TERM') {
    await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
    const added = await gql(
      dealer,
      'mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status } } }',
      { p: [{ custCode: customer.codeR3, articleCode: bike.articleCode, sorg: '1000', qty: 2, uom: bike.uom }] },
      HELD,
    );
    expect(added.data!.updateProductsInCart.message.status).toBe(true);
    const placed = (await gql(dealer, CHECKOUT, { input: await checkoutInput(customer.id, payment) }, HELD)).data!.checkout;
    expect(placed.message.status, JSON.stringify(placed)).toBe(true);
    const orderNo = placed.orders[0].orderNo as string;
    return (await db.selectFrom('orders').select(['id', 'orderNo']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow()) as {
      id: number;
      orderNo: string;
    };
  }

  it('takes one of 12 confirmations and rejections sent at once by two staff; the other decision answers that someone decided first', async () => {
    const order = await heldOrder(await bikeOf());
    const answers = await together(
      times(12, (i) => () => {
        const staff = i % 4 < 2 ? admin : sales;
        return i % 2
          ? gql(staff, CONFIRM, { n: order.orderNo }, HELD)
          : gql(staff, REJECT, { n: order.orderNo, r: 'Frame size discontinued' }, HELD);
      }),
    );
    const decided = answers.filter((a) => a.outcome === 'confirmed' || a.outcome === 'rejected');
    expect(decided).toHaveLength(1);
    const won = decided[0]!.outcome as 'confirmed' | 'rejected';
    // The same decision again changes nothing and says so; the other one is refused.
    expect(answers.filter((a) => a.outcome === `already_${won}`)).toHaveLength(5);
    expect(passed(answers)).toBe(6);
    expect(refusals(answers)).toEqual(['order-confirmation:outcome.decided_otherwise']);
    const hold = await db.selectFrom('orderHolds').select('state').where('orderId', '=', order.id).executeTakeFirstOrThrow();
    expect(hold.state).toBe(won);
    const sent = await db.selectFrom('erpOutbox').select('id').where('orderId', '=', order.id).execute();
    expect(sent).toHaveLength(won === 'confirmed' ? 1 : 0);
  });

  it('gives the stock of a held order back once when 12 rejections of it arrive at once', async () => {
    const bike = await bikeOf();
    await setStock(bike.id, 10);
    const order = await heldOrder(bike);
    expect(await stockOf(bike.id)).toEqual([8]);
    const answers = await together(
      times(12, (i) => () => gql(i % 2 ? admin : sales, REJECT, { n: order.orderNo, r: 'Frame size discontinued' }, HELD)),
    );
    expect(answers.filter((a) => a.outcome === 'rejected')).toHaveLength(1);
    expect(answers.filter((a) => a.outcome === 'already_rejected')).toHaveLength(11);
    expect(await stockOf(bike.id)).toEqual([10]);
    const row = await db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
  });

  it('sends no order to the ERP that a void of its transfer cancelled first, of 12 confirmations and voids sent at once', async () => {
    const order = await heldOrder(await bikeOf(), 'BANK');
    const VOID = `mutation($n: String!) { voidPayment(orderNumber: $n) { ${ANSWER} } }`;
    const answers = await together(
      times(12, (i) => () => (i % 2 ? gql(admin, CONFIRM, { n: order.orderNo }, HELD) : gql(admin, VOID, { n: order.orderNo }, HELD))),
    );
    const [confirms, voids] = [answers.filter((_, i) => i % 2), answers.filter((_, i) => !(i % 2))];
    expect(passed(voids)).toBe(1);
    expect(refusals(voids)).toEqual(['payment-list:errors.void_failed']);
    const sent = await db.selectFrom('erpOutbox').select(['id', 'kind']).where('orderId', '=', order.id).orderBy('id').execute();
    const row = await db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    if (confirms.some((a) => a.outcome === 'confirmed')) {
      // Confirmed before the void: the ERP has the order, then its cancellation.
      expect(sent.map((m) => m.kind)).toEqual(['order.created', 'order.cancelled']);
      expect(confirms.filter((a) => a.outcome === 'already_confirmed')).toHaveLength(5);
    } else {
      // Voided first: the order never goes to the ERP, and every confirmation is refused.
      expect(sent.map((m) => m.kind)).toEqual(['order.cancelled']);
      expect(refusals(confirms)).toEqual(['order-confirmation:outcome.not_waiting']);
      expect(passed(confirms)).toBe(0);
    }
  });
});

describe('receipts of an order transfer', () => {
  it('stores 3 of 12 receipts uploaded at once for one order; the others answer that 3 is the most', async () => {
    const bike = await orderableArticle(db, 'BIKE');
    await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
    const added = await gql(dealer, 'mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status } } }', {
      p: [{ custCode: customer.codeR3, articleCode: bike.articleCode, sorg: '1000', qty: 1, uom: bike.uom }],
    });
    expect(added.data!.updateProductsInCart.message.status).toBe(true);
    const placed = (await gql(dealer, CHECKOUT, { input: await checkoutInput(customer.id, 'BANK') })).data!.checkout;
    expect(placed.message.status, JSON.stringify(placed)).toBe(true);
    const orderNo = placed.orders[0].orderNo as string;
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const upload = async (i: number) => {
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({
          query: `mutation($n: String!, $file: File!) { uploadPaymentDoc(orderNumber: $n, file: $file) { ${ANSWER} } }`,
          variables: { n: orderNo, file: null },
        }),
      );
      form.set('map', JSON.stringify({ 0: ['variables.file'] }));
      form.set('0', new File([pdf], `transfer-${i}.pdf`, { type: 'application/pdf' }));
      // The dealer and staff acting for it: each user's uploads also count on that user's own daily volume.
      return (
        await portal.request('/graphql', { method: 'POST', body: form, token: [dealer, admin, sales][i % 3] })
      ).json() as Promise<Json>;
    };
    const answers = await together(times(12, (i) => () => upload(i)));
    expect(passed(answers)).toBe(3);
    expect(refusals(answers)).toEqual(['payment-list:errors.too_many']);
    const stored = await db
      .selectFrom('files as f')
      .innerJoin('orders as o', 'o.id', 'f.ownerId')
      .select('f.id')
      .where('f.ownerType', '=', 'payment_receipt')
      .where('o.orderNo', '=', orderNo)
      .execute();
    expect(stored).toHaveLength(3);
  });
});

describe('one live payment request per invoice', () => {
  const CREATE = `mutation($input: InvoicePaymentRequestInput!) { createInvoicePaymentRequest(input: $input) { ${ANSWER} paymentRequest { externalId } } }`;

  it('records one of 12 payment requests for one invoice sent at once with different keys; an invoice pending payment is not paid again', async () => {
    // The dealer's other invoices are settled, so the one made here is the one the selection rules allow.
    await db.updateTable('invoices').set({ status: 'paid' }).where('customerId', '=', customer.id).where('status', '!=', 'paid').execute();
    const company = await db.selectFrom('companies').select(['id', 'code']).where('code', '=', '1000-B').executeTakeFirstOrThrow();
    const payerCode = customer.codeIsr ?? customer.codeR3;
    const invoiceNo = `TINV-RACE-${Date.now()}`;
    const at = new Date();
    const day = (days: number) => new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const { id } = await db
      .insertInto('invoices')
      .values({
        invoiceNo,
        sorg: '1000',
        companyId: company.id,
        customerId: customer.id,
        orderId: null,
        deliveryId: null,
        doNo: null,
        payerCode,
        payerName: customer.name,
        invoiceDate: day(-40),
        dueDate: day(-10),
        fiscalYear: at.getUTCFullYear(),
        terms: 'NT30',
        status: 'open',
        currency: 'IDR',
        linesTotal: 1_000_000,
        tax: 0,
        grandTotal: 1_000_000,
        paidAmount: 0,
        accountingNo: '14999',
        assignment: null,
        expeditionName: null,
        expeditionTracking: null,
        notes: null,
        createdAt: at.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const method = await db
      .selectFrom('paymentMethods')
      .select('id')
      .where('sorg', '=', '1000')
      .where('code', '=', 'VA_MANDIRI')
      .executeTakeFirstOrThrow();
    const input = (n: number) => ({
      invoiceIds: [id],
      amount: 1_000_000,
      currency: 'IDR',
      payerCode,
      merchant: company.code,
      paymentMethodId: method.id,
      isPartialPayment: false,
      idempotencyKey: `rules-race-payment-${n}-${Date.now()}`,
    });
    const answers = await together(times(12, (i) => () => gql(dealer, CREATE, { input: input(i) })));
    expect(passed(answers)).toBe(1);
    expect(refusals(answers)).toEqual(['payments:errors.already_paid']);
    const live = await db.selectFrom('paymentRequestInvoices').select('paymentRequestId').where('invoiceId', '=', id).execute();
    expect(live).toHaveLength(1);
    expect((await db.selectFrom('invoices').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(
      'pending_payment',
    );
    const again = (await gql(dealer, CREATE, { input: input(99) })).data!.createInvoicePaymentRequest;
    expect(refusals([again])).toEqual(['payments:errors.already_paid']);
    expect(await db.selectFrom('paymentRequestInvoices').select('paymentRequestId').where('invoiceId', '=', id).execute()).toHaveLength(1);
  });
});
