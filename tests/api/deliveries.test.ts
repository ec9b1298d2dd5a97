import { describe, expect, it } from 'vitest';
import { tick } from '../../api/adapters/erp/index.ts';
import { portalErp } from '../../api/erp.ts';
import { shiftDays } from '../../src/rules/date-range.ts';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
const erp = portalErp(db, {});
const DAY = 86_400_000;
const now = Date.now();
const today = new Date(now).toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(now - days * DAY);

const ADD = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status } } }`;
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) { message { status description } orders { orderNo } } }`;
const DELIVERIES = `query($from: String, $to: String, $search: String, $customerCode: String, $onTheWayOnly: Boolean, $sortDirection: String,
  $page: Int, $limit: Int) {
  deliveries(from: $from, to: $to, search: $search, customerCode: $customerCode, onTheWayOnly: $onTheWayOnly, sortDirection: $sortDirection,
    page: $page, limit: $limit) {
    deliveries { doNumber orderType custCode custName custPoNo deliveryDate requestDeliveryDate estimatedDeliveryDate trackingNo trackingUrl
      expeditionName notes status total shipTo { code name address city }
      currencyFormat { currency symbol thousandSeparator decimalSeparator decimalPrecision }
      detail { orderNo orderId articleCode name qty uom price subtotal } }
    range { from to }
    info { page limit count pageTotal } } }`;
const SHIPPED = `query($from: String, $to: String, $search: String, $customerCode: String, $page: Int, $limit: Int) {
  shippedOrders(from: $from, to: $to, search: $search, customerCode: $customerCode, page: $page, limit: $limit) {
    shippedOrders { doNumber trackingNo trackingUrl expeditionName custCode deliveryDate currencyFormat { decimalPrecision }
      detail { orderNo orderId articleCode orderQty price } }
    range { from to }
    info { count } } }`;

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

const dealer = (await portal.tokens('dealer')).requestToken;
const dealer2 = (await portal.tokens('dealer2')).requestToken;
const customer = await portal.customerOf('dealer');
const customer2 = await portal.customerOf('dealer2');

let keys = 0;
/**
 * Cart then checkout as the dealer does it, the order backdated by `ageDays`, then ERP ticks as if the days had
 * passed: received and confirmed the next day, shipped the day after. `bookOn` is the code the ERP books it on.
 */
async function shippedOrder(token: string, who: typeof customer, ageDays: number, bookOn?: string) {
  await db.deleteFrom('cartLines').where('customerId', '=', who.id).execute();
  const added = await portal.graphql(ADD, {
    token,
    variables: { products: [{ custCode: who.codeR3, articleCode: article.articleCode, sorg: '1000', qty: 2, uom: article.uom }] },
  });
  expect(added.body.data?.updateProductsInCart.message.status, JSON.stringify(added.body)).toBe(true);
  const shipTo = (await db.selectFrom('shipTos').select('code').where('customerId', '=', who.id).orderBy('code').executeTakeFirstOrThrow())
    .code;
  const input = { idempotencyKey: `deliveries-${++keys}-${now}`, shipTo, shipment: 'REG', payment: 'TERM', poNumber: `PO-DEL-${keys}` };
  const { body } = await portal.graphql(CHECKOUT, { token, variables: { input } });
  expect(body.data?.checkout.message.status, JSON.stringify(body)).toBe(true);
  const orderNo = (body.data!.checkout.orders as { orderNo: string }[])[0].orderNo;
  await db
    .updateTable('orders')
    .set({ createdAt: daysAgo(ageDays).toISOString(), ...(bookOn ? { custCode: bookOn } : {}) })
    .where('orderNo', '=', orderNo)
    .execute();
  await tick(db, erp, daysAgo(ageDays - 1));
  await tick(db, erp, daysAgo(ageDays - 2));
  const order = await db.selectFrom('orders').select(['id', 'soNumber']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
  const delivery = await db.selectFrom('deliveries').selectAll().where('orderId', '=', order.id).executeTakeFirstOrThrow();
  return { ...delivery, orderNo, orderId: order.id };
}

// The dealer: one delivery that arrived long ago, one still on the way. Dealer2: one booked on its isr code, one on r3.
const arrived = await shippedOrder(dealer, customer, 20);
const onTheWay = await shippedOrder(dealer, customer, 3);
const byIsr = await shippedOrder(dealer2, customer2, 30, customer2.codeIsr!);
const byR3 = await shippedOrder(dealer2, customer2, 4);

const deliveries = async (variables: Record<string, unknown>, token = dealer) =>
  (await portal.graphql(DELIVERIES, { token, variables })).body;
const shipped = async (variables: Record<string, unknown>, token = dealer) => (await portal.graphql(SHIPPED, { token, variables })).body;
const doNumbers = (body: Awaited<ReturnType<typeof deliveries>>) =>
  (body.data?.deliveries?.deliveries ?? body.data?.shippedOrders?.shippedOrders ?? []).map((d: { doNumber: string }) => d.doNumber);

describe('deliveries', () => {
  it("lists the dealer's deliveries of the last 90 days, newest first, with tracking, ship-to, lines and currency format", async () => {
    const body = await deliveries({});
    expect(body.errors).toBeUndefined();
    const page = body.data!.deliveries;
    expect(page.range).toEqual({ from: shiftDays(today, -90), to: today });
    expect(page.info).toMatchObject({ page: 1, limit: 10, count: 2, pageTotal: 1 });
    expect(doNumbers(body)).toEqual([onTheWay.doNumber, arrived.doNumber]);
    const [first] = page.deliveries;
    expect(first).toMatchObject({
      doNumber: onTheWay.doNumber,
      orderType: 'OR',
      custCode: customer.codeR3,
      custName: customer.name,
      custPoNo: expect.stringMatching(/^PO-DEL-/),
      deliveryDate: onTheWay.deliveryDate,
      estimatedDeliveryDate: onTheWay.estimatedDeliveryDate,
      status: 'on_the_way',
      expeditionName: 'JNE Trucking',
      trackingNo: expect.stringMatching(/^JT\d+$/),
      shipTo: { code: onTheWay.shipTo, name: expect.any(String) },
      currencyFormat: { currency: 'IDR', symbol: 'Rp', decimalPrecision: 0 },
    });
    expect(first.trackingUrl).toMatch(/^https:\/\//);
    expect(first.trackingUrl).toContain(first.trackingNo);
    expect(first.detail).toEqual([
      {
        orderNo: onTheWay.orderNo,
        orderId: onTheWay.orderId,
        articleCode: article.articleCode,
        name: expect.any(String),
        qty: 2,
        uom: article.uom,
        price: expect.any(Number),
        subtotal: first.total,
      },
    ]);
    expect(first.detail[0].subtotal).toBe(first.detail[0].price * 2);
    expect(page.deliveries[1]).toMatchObject({ doNumber: arrived.doNumber, status: 'delivered' });
  });

  it('finds a delivery by its DO number or an order number of its lines, any part and any case', async () => {
    expect(doNumbers(await deliveries({ search: onTheWay.doNumber.toLowerCase() }))).toEqual([onTheWay.doNumber]);
    expect(doNumbers(await deliveries({ search: arrived.orderNo }))).toEqual([arrived.doNumber]);
    expect(doNumbers(await deliveries({ search: ` ${arrived.orderNo.slice(-6)} ` }))).toEqual([arrived.doNumber]);
    // The tracking number is the shipped-order list's search, not this one's.
    expect(doNumbers(await deliveries({ search: onTheWay.trackingNo }))).toEqual([]);
  });

  it('keeps only deliveries on the way, sorts either way and pages', async () => {
    expect(doNumbers(await deliveries({ onTheWayOnly: true }))).toEqual([onTheWay.doNumber]);
    expect(doNumbers(await deliveries({ sortDirection: 'asc' }))).toEqual([arrived.doNumber, onTheWay.doNumber]);
    expect(codes(await deliveries({ sortDirection: 'sideways' }))).toEqual(['I001']);
    expect(codes(await deliveries({ limit: 7 }))).toEqual(['I001']);
    const second = (await deliveries({ page: 2, limit: 10 })).data!.deliveries;
    expect(second).toMatchObject({ deliveries: [], info: { page: 2, count: 2 } });
  });

  it('reads the date range asked for, by delivery date', async () => {
    const at = arrived.deliveryDate;
    expect(doNumbers(await deliveries({ from: at, to: at }))).toEqual([arrived.doNumber]);
    expect(doNumbers(await deliveries({ from: shiftDays(at, 1), to: today }))).toEqual([onTheWay.doNumber]);
    expect((await deliveries({ to: at })).data!.deliveries.range).toEqual({ from: shiftDays(at, -90), to: at });
  });

  it('filters by the customer code the ERP booked on: isr or r3', async () => {
    const from = shiftDays(today, -60);
    expect(doNumbers(await deliveries({ from, customerCode: 'isr' }, dealer2))).toEqual([byIsr.doNumber]);
    expect(doNumbers(await deliveries({ from, customerCode: 'r3' }, dealer2))).toEqual([byR3.doNumber]);
    expect(doNumbers(await deliveries({ from }, dealer2))).toEqual([byR3.doNumber, byIsr.doNumber]);
    // The dealer has no isr code: nothing is booked on one.
    expect(doNumbers(await deliveries({ customerCode: 'isr' }))).toEqual([]);
    expect(codes(await deliveries({ customerCode: 'unified' }))).toEqual(['I001']);
  });
});

describe('shipped orders', () => {
  it('lists the delivered DOs with their order lines', async () => {
    const body = await shipped({});
    expect(body.errors).toBeUndefined();
    expect(doNumbers(body)).toEqual([arrived.doNumber]);
    expect(body.data!.shippedOrders.shippedOrders[0]).toMatchObject({
      doNumber: arrived.doNumber,
      trackingNo: arrived.trackingNo,
      trackingUrl: arrived.trackingUrl,
      expeditionName: 'JNE Trucking',
      custCode: customer.codeR3,
      deliveryDate: arrived.deliveryDate,
      currencyFormat: { decimalPrecision: 0 },
      detail: [
        { orderNo: arrived.orderNo, orderId: arrived.orderId, articleCode: article.articleCode, orderQty: 2, price: expect.any(Number) },
      ],
    });
  });

  it('finds one by tracking number, DO number or order number', async () => {
    for (const search of [arrived.trackingNo!.toLowerCase(), arrived.doNumber, arrived.orderNo.slice(-6)]) {
      expect(doNumbers(await shipped({ search }))).toEqual([arrived.doNumber]);
    }
    // Still on the way: not shipped yet.
    expect(doNumbers(await shipped({ search: onTheWay.trackingNo }))).toEqual([]);
  });
});

describe('date range rules', () => {
  it('refuses a range longer than a year, backwards, or of dates that do not exist, naming the field', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ from: '2025-01-01', to: '2026-01-02' }, 'to', 'The date range can be at most one year'],
      [{ from: shiftDays(today, -400) }, 'to', 'The date range can be at most one year'],
      [{ from: '2026-03-02', to: '2026-03-01' }, 'from', 'The start date must not be after the end date'],
      [{ from: '2026-02-30', to: '2026-03-01' }, 'from', 'Dates must be real calendar dates written YYYY-MM-DD'],
    ];
    for (const [range, field, message] of cases) {
      for (const body of [await deliveries(range), await shipped(range)]) {
        expect(codes(body), JSON.stringify(range)).toEqual(['I001']);
        expect(body.errors![0].message).toBe(message);
        expect(body.errors![0].extensions!.fieldErrors).toEqual({ [field]: [message] });
      }
    }
    expect(codes(await deliveries({ from: '1 March' }))).toEqual(['I001']);
    expect((await deliveries({ from: '2025-01-01', to: '2026-01-01' })).errors).toBeUndefined();
  });
});

describe("another customer's deliveries", () => {
  it("dealer2 never sees the dealer's deliveries, by any search, filter or range", async () => {
    const theirs = [arrived.doNumber, onTheWay.doNumber];
    const searches = [
      {},
      { from: shiftDays(today, -365), to: today },
      { search: arrived.doNumber },
      { search: onTheWay.orderNo },
      { search: arrived.trackingNo },
      { customerCode: 'r3' },
      { customerCode: 'isr' },
      { onTheWayOnly: true },
      { sortDirection: 'asc', limit: 50 },
    ];
    for (const variables of searches) {
      for (const body of [
        await deliveries(variables, dealer2),
        ...('onTheWayOnly' in variables || 'sortDirection' in variables ? [] : [await shipped(variables, dealer2)]),
      ]) {
        expect(body.errors, JSON.stringify(variables)).toBeUndefined();
        expect(
          doNumbers(body).filter((d: string) => theirs.includes(d)),
          JSON.stringify(variables),
        ).toEqual([]);
      }
    }
    // And the dealer never sees dealer2's.
    expect(doNumbers(await deliveries({ from: shiftDays(today, -60), search: byIsr.doNumber }))).toEqual([]);
  });

  it('refuses without a session, without a chosen customer and without the order-status scope', async () => {
    expect(codes((await portal.graphql(DELIVERIES, {})).body)).toEqual(['U001']);
    expect(codes((await portal.graphql(SHIPPED, {})).body)).toEqual(['U001']);
    // A salesman who has not chosen a customer acts for none.
    const sales = (await portal.tokens('sales')).requestToken;
    expect(codes(await deliveries({}, sales))).toEqual(['N002']);
    expect(codes(await shipped({}, sales))).toEqual(['N002']);
    // Scopes are read per request: taking page.order-status from dealers refuses at once.
    const permission = await db.selectFrom('permissions').select('id').where('name', '=', 'page.order-status').executeTakeFirstOrThrow();
    await db.deleteFrom('rolePermissions').where('permissionId', '=', permission.id).execute();
    const body = await deliveries({});
    expect(codes(body)).toEqual(['U002']);
    expect(body.data?.deliveries).toBeUndefined();
    expect(codes(await shipped({}))).toEqual(['U002']);
  });
});
