import { describe, expect, it } from 'vitest';
import { tick } from '../../api/adapters/erp/index.ts';
import { portalErp } from '../../api/erp.ts';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
const erp = portalErp(db, {});
const dealer = (await portal.tokens('dealer')).requestToken;
const dealer2 = (await portal.tokens('dealer2')).requestToken;
const customer = await portal.customerOf('dealer');
const DAY = 86_400_000;

const ADD = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status } } }`;
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) { message { status description } orders { orderNo } } }`;
const ORDERS = `query($page: Int, $limit: Int, $search: String, $status: String, $dateFrom: String, $dateTo: String, $sort: OrderSort) {
  orders(page: $page, limit: $limit, search: $search, status: $status, dateFrom: $dateFrom, dateTo: $dateTo, sort: $sort) {
    orders { id orderNo soNumber status paymentStatus total currency precision createdBy placedByOther via
      customer { name code } placedFor { name code } }
    info { page limit count pageTotal } } }`;
const ORDER = `query($id: Int!) { order(id: $id) { id orderNo soNumber status paymentStatus createdBy placedByOther
  lines { articleCode name qty uom unitPrice subtotal confirmations { qty date site sloc shippingPoint location priority } }
  shipment { code description amount shipTo { code name address city } } payment { code type description }
  deliveries { doNumber deliveryDate expeditionName trackingNo trackingUrl } invoices { invoiceNo amount status } } }`;

/** An article of sorg 1000 that nothing blocks and no quota limits, with plenty of stock. */
const article = await db
  .selectFrom('articles as a')
  .leftJoin('articleAnalysis as aa', 'aa.articleId', 'a.id')
  .select(['a.id', 'a.articleCode', 'a.uom'])
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
  .executeTakeFirstOrThrow();
await db.updateTable('stock').set({ available: 10_000 }).where('articleId', '=', article.id).execute();
const shipTo = (
  await db.selectFrom('shipTos').select('code').where('customerId', '=', customer.id).orderBy('code').executeTakeFirstOrThrow()
).code;

let keys = 0;
/** Cart then checkout, as the dealer (or whoever holds the token) does it; answers the B2B number. */
async function placeOrder(token = dealer, qty = 1) {
  await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
  const added = await portal.graphql(ADD, {
    token,
    variables: { products: [{ custCode: customer.codeR3, articleCode: article.articleCode, sorg: '1000', qty, uom: article.uom }] },
  });
  expect(added.body.data?.updateProductsInCart.message.status, JSON.stringify(added.body)).toBe(true);
  const input = { idempotencyKey: `orders-${++keys}-${Date.now()}`, shipTo, shipment: 'REG', payment: 'TERM' };
  const { body } = await portal.graphql(CHECKOUT, { token, variables: { input } });
  expect(body.data?.checkout.message.status, JSON.stringify(body)).toBe(true);
  return (body.data!.checkout.orders as { orderNo: string }[])[0].orderNo;
}

const list = async (variables: Record<string, unknown>, token = dealer) => {
  const { body } = await portal.graphql(ORDERS, { token, variables });
  return body;
};
const idOf = async (orderNo: string) =>
  (await db.selectFrom('orders').select('id').where('orderNo', '=', orderNo).executeTakeFirstOrThrow()).id;

// Twelve orders for the dealer, then the ERP gives them SO numbers.
const placed: string[] = [];
for (let i = 0; i < 12; i++) placed.push(await placeOrder());
const t0 = new Date();
await tick(db, erp, t0);

describe('order list', () => {
  it("pages the dealer's own orders, newest first", async () => {
    const first = await list({ limit: 10 });
    expect(first.errors).toBeUndefined();
    const { orders, info } = first.data!.orders;
    expect(info).toMatchObject({ page: 1, limit: 10 });
    expect(info.count).toBeGreaterThanOrEqual(12);
    expect(orders).toHaveLength(10);
    expect(orders[0].orderNo).toBe(placed.at(-1));
    expect(orders[0]).toMatchObject({
      via: 'B2B',
      status: 'in_progress',
      paymentStatus: 'not_invoiced',
      currency: 'IDR',
      placedByOther: false,
      customer: { name: customer.name },
    });
    const second = (await list({ page: 2, limit: 10 })).data!.orders;
    expect(second.orders.length).toBe(info.count - 10);
    expect(second.orders.map((o: { orderNo: string }) => o.orderNo)).not.toContain(placed.at(-1));
    // Only 10, 20 and 50 a page.
    expect(codes(await list({ limit: 13 }))).toEqual(['I001']);
  });

  it('finds an order by its SO number, any part and any case, and by its B2B number', async () => {
    const { soNumber } = await db.selectFrom('orders').select('soNumber').where('orderNo', '=', placed[3]).executeTakeFirstOrThrow();
    expect(soNumber).toBeTruthy();
    const bySo = (await list({ search: soNumber!.toLowerCase() })).data!.orders;
    expect(bySo.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([placed[3]]);
    const byPart = (await list({ search: placed[5].slice(-6) })).data!.orders;
    expect(byPart.orders.map((o: { orderNo: string }) => o.orderNo)).toContain(placed[5]);
    expect((await list({ search: 'no-such-order' })).data!.orders.info.count).toBe(0);
  });

  it('filters by status and date range', async () => {
    const today = t0.toISOString().slice(0, 10);
    expect(
      (await list({ status: 'in_progress', dateFrom: today, dateTo: today, limit: 50 })).data!.orders.info.count,
    ).toBeGreaterThanOrEqual(12);
    expect((await list({ status: 'complete', dateFrom: today })).data!.orders.info.count).toBe(0);
    expect((await list({ dateTo: '2000-01-01' })).data!.orders.info.count).toBe(0);
    const oldest = (await list({ sort: 'createdAt_asc', limit: 50 })).data!.orders.orders;
    expect(oldest.at(-1).orderNo).toBe(placed.at(-1));
  });
});

describe("another customer's orders", () => {
  it('dealer2 cannot read the order by id', async () => {
    const { body } = await portal.graphql(ORDER, { token: dealer2, variables: { id: await idOf(placed[0]) } });
    expect(codes(body)).toEqual(['U002']);
    expect(body.data?.order).toBeUndefined();
  });

  it('dealer2 never sees it in the list, by any search or filter', async () => {
    const { soNumber } = await db.selectFrom('orders').select('soNumber').where('orderNo', '=', placed[0]).executeTakeFirstOrThrow();
    for (const variables of [
      { limit: 50 },
      { search: placed[0] },
      { search: soNumber },
      { status: 'in_progress', limit: 50 },
      { sort: 'createdAt_asc', limit: 50 },
    ]) {
      const body = await list(variables, dealer2);
      expect(body.errors).toBeUndefined();
      expect(body.data!.orders.orders.map((o: { orderNo: string }) => o.orderNo)).not.toContain(placed[0]);
    }
  });

  it('refuses the list without a session and an unknown id is not found', async () => {
    expect(codes((await portal.graphql(ORDERS, {})).body)).toEqual(['U001']);
    expect(codes((await portal.graphql(ORDER, { token: dealer, variables: { id: 999_999 } })).body)).toEqual(['N001']);
  });
});

describe('orders placed by a salesman', () => {
  it('shows who placed it for whom, to the salesman and to the dealer', async () => {
    const { requestToken } = await portal.tokens('sales');
    const res = await portal.request(`/change-cust/${customer.id}`, { method: 'POST', token: requestToken });
    expect(res.status).toBe(200);
    const asDealer = ((await res.json()) as { requestToken: string }).requestToken;
    const orderNo = await placeOrder(asDealer);
    const salesName = (await db.selectFrom('users').select('name').where('username', '=', 'sales').executeTakeFirstOrThrow()).name;
    for (const token of [asDealer, dealer]) {
      const [row] = (await list({ search: orderNo }, token)).data!.orders.orders;
      expect(row).toMatchObject({ orderNo, createdBy: salesName, placedByOther: true, placedFor: { name: customer.name } });
    }
  });
});

describe('order detail', () => {
  it('has lines with confirmations, then a delivery with tracking and invoices as the ERP moves', async () => {
    const id = await idOf(placed[0]);
    const first = await portal.graphql(ORDER, { token: dealer, variables: { id } });
    expect(first.body.errors).toBeUndefined();
    const order = first.body.data!.order;
    expect(order).toMatchObject({
      orderNo: placed[0],
      status: 'in_progress',
      paymentStatus: 'not_invoiced',
      placedByOther: false,
      shipment: { code: 'REG', shipTo: { code: shipTo } },
      payment: { code: 'TERM' },
      deliveries: [],
      invoices: [],
    });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({ articleCode: article.articleCode, qty: 1 });
    // A dealer reads where from in words; the ERP's storage location, shipping point and priority stay with staff.
    expect(order.lines[0].confirmations[0]).toMatchObject({
      qty: 1,
      location: expect.any(String),
      sloc: null,
      shippingPoint: null,
      priority: null,
    });

    await tick(db, erp, new Date(t0.getTime() + DAY + 60_000));
    const shipped = (await portal.graphql(ORDER, { token: dealer, variables: { id } })).body.data!.order;
    expect(shipped.status).toBe('shipped');
    expect(shipped.deliveries).toHaveLength(1);
    expect(shipped.deliveries[0].doNumber).toMatch(/^DO1000/);
    expect(shipped.deliveries[0].trackingUrl).toContain(shipped.deliveries[0].trackingNo);

    await tick(db, erp, new Date(t0.getTime() + 2 * DAY + 120_000));
    const complete = (await portal.graphql(ORDER, { token: dealer, variables: { id } })).body.data!.order;
    expect(complete).toMatchObject({ status: 'complete', paymentStatus: 'open' });
    expect(complete.invoices.length).toBeGreaterThan(0);
    await db.updateTable('invoices').set({ status: 'paid' }).where('orderId', '=', id).execute();
    const [row] = (await list({ search: placed[0] })).data!.orders.orders;
    expect(row.paymentStatus).toBe('paid');
  });
});

describe("a dealer's words", () => {
  const WORDS = `query($id: Int!) { order(id: $id) { sorg seller total taxIncluded lines { confirmations { site sloc shippingPoint location priority } } } }`;
  const LIST_WORDS = '{ orders(limit: 10) { orders { orderNo sorg seller taxIncluded } } }';

  it('names the company the dealer buys from, says the total is before VAT, and keeps ERP columns out', async () => {
    const { orders } = (await portal.graphql(LIST_WORDS, { token: dealer })).body.data!.orders;
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) expect(o).toMatchObject({ sorg: null, seller: 'PT Sepeda Nusantara', taxIncluded: false });
    const { body } = await portal.graphql(WORDS, { token: dealer, variables: { id: await idOf(placed[1]) } });
    expect(body.errors).toBeUndefined();
    expect(body.data!.order).toMatchObject({ sorg: null, seller: 'PT Sepeda Nusantara', taxIncluded: false });
    const [confirmation] = body.data!.order.lines[0].confirmations;
    expect(confirmation).toMatchObject({ sloc: null, shippingPoint: null, priority: null, location: expect.any(String) });
    expect(JSON.stringify(body.data)).not.toContain('"1000"');
  });

  it('still shows staff acting for the dealer the ERP columns', async () => {
    const { requestToken } = await portal.tokens('sales');
    const res = await portal.request(`/change-cust/${customer.id}`, { method: 'POST', token: requestToken });
    const asSales = ((await res.json()) as { requestToken: string }).requestToken;
    const { body } = await portal.graphql(WORDS, { token: asSales, variables: { id: await idOf(placed[1]) } });
    expect(body.data!.order.sorg).toBe('1000');
    expect(body.data!.order.lines[0].confirmations[0]).toMatchObject({
      sloc: expect.any(String),
      shippingPoint: expect.any(String),
      priority: 1,
    });
  });
});

describe('large amounts', () => {
  it('answers rupiah totals beyond 2^31 minor units (a container of bikes) in the list and the detail', async () => {
    const id = await idOf(placed[0]);
    const big = 5_400_000_000; // Rp 5.4 bn: 360 bikes at Rp 15 m
    const [line] = await db.selectFrom('orderLines').select(['id', 'qty']).where('orderId', '=', id).execute();
    const saved = await db.selectFrom('orders').select(['total', 'linesTotal']).where('id', '=', id).executeTakeFirstOrThrow();
    const savedLine = await db
      .selectFrom('orderLines')
      .select(['unitPrice', 'subtotal'])
      .where('id', '=', line.id)
      .executeTakeFirstOrThrow();
    await db.updateTable('orders').set({ total: big, linesTotal: big }).where('id', '=', id).execute();
    await db.updateTable('orderLines').set({ unitPrice: big, subtotal: big }).where('id', '=', line.id).execute();
    try {
      const listed = await list({ search: placed[0] });
      expect(listed.errors).toBeUndefined();
      expect(listed.data!.orders.orders[0].total).toBe(big);
      const detail = await portal.graphql(ORDER, { token: dealer, variables: { id } });
      expect(detail.body.errors).toBeUndefined();
      expect(detail.body.data!.order.lines[0]).toMatchObject({ unitPrice: big, subtotal: big });
    } finally {
      await db.updateTable('orders').set(saved).where('id', '=', id).execute();
      await db.updateTable('orderLines').set(savedLine).where('id', '=', line.id).execute();
    }
  });
});
