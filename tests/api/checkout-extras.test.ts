import { withHostFlags } from './host-flags.ts';
import { describe, expect, it } from 'vitest';
import { tick } from '../../api/adapters/erp/index.ts';
import { portalErp } from '../../api/erp.ts';
import { startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
const dealer = (await portal.tokens('dealer')).requestToken;
const customer = await portal.customerOf('dealer');

type Json = Record<string, any>;
const ADD = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) {
  message { status } userErrors { field message messageKey params { name value } } } }`;
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) {
  message { status description } userErrors { field message messageKey params { name value } } code
  orders { orderNo linesTotal shipmentAmount total lines { articleCode qty } } } }`;
const BENEFITS = `query($q: [WarehouseAreaQtyInput!]) { cartFreightBenefits(qtyByWarehouseArea: $q) {
  warehouseArea qty targetQty isHomeWarehouse discountAmount currentDiscountAmount missingQty currency precision } }`;
const PREVIEW = `query($date: String) { stockOrderConfirmations(reqDeliveryDate: $date) {
  sorg requestDeliveryDate lines { articleCode qty uom supplies { qty date site sloc shippingPoint location priority } } } }`;
const CART = '{ cart { qty uom product { articleCode } orderLimit { limitQty remaining from to } } }';
const FIT = `mutation($products: [OrderLimitProductInput!]!) { updateOrderLimits(products: $products) {
  message { status description } userErrors { field messageKey } lowered removed
  lines { qty uom product { articleCode } orderLimit { limitQty remaining to } } } }`;

const gql = async (query: string, variables: Json = {}, token = dealer, host?: string) => {
  const { body } = await portal.graphql(query, { token, variables, host });
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data;
};

/**
 * Orderable parts of a market that no quota limits, optionally of one unit of measure; the cheapest, so the orders
 * placed here stay well inside the demo dealer's credit.
 */
async function orderable(n: number, { sorg = '1000', uom }: { sorg?: string; uom?: string } = {}) {
  let q = db
    .selectFrom('articles as a')
    .leftJoin('articleAnalysis as aa', 'aa.articleId', 'a.id')
    .select(['a.id', 'a.articleCode', 'a.uom', 'a.category'])
    .where('a.sorg', '=', sorg)
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
    .where((eb) => eb.not(eb.exists(eb.selectFrom('orderQuotas').select('id').whereRef('orderQuotas.articleId', '=', 'a.id'))));
  if (uom) q = q.where('a.uom', '=', uom);
  return q.where('a.category', '=', 'PAA').orderBy('a.dealerPrice').orderBy('a.id').limit(n).execute();
}
type Article = Awaited<ReturnType<typeof orderable>>[number];

const warehousesOf = async (sorg: string) =>
  db.selectFrom('warehouses').select(['code', 'area', 'name']).where('sorg', '=', sorg).orderBy('position').orderBy('code').execute();
const idWarehouses = await warehousesOf('1000');
const [west, east] = [idWarehouses[0]!.area, idWarehouses[1]!.area];

/** Sets an article's stock: `perWarehouse[i]` units in the market's i-th warehouse (none elsewhere, no arrivals). */
async function setStock(articleId: number, perWarehouse: number[], sorg = '1000') {
  const codes = (await warehousesOf(sorg)).map((w) => w.code);
  await db.deleteFrom('stock').where('articleId', '=', articleId).execute();
  await db
    .insertInto('stock')
    .values(
      perWarehouse.map((available, i) => ({
        articleId,
        warehouseCode: codes[i]!,
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

const line = (a: Article, qty: number, c = customer, sorg = '1000') => ({
  custCode: c.codeR3,
  articleCode: a.articleCode,
  sorg,
  qty,
  uom: a.uom,
});

/** Empties the dealer's cart, then sets these lines through the cart mutation. */
async function fillCart(lines: [Article, number][]) {
  await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
  const data = await gql(ADD, { products: lines.map(([a, qty]) => line(a, qty)) });
  expect(data.updateProductsInCart.message.status, JSON.stringify(data)).toBe(true);
}

const shipTo = (
  await db.selectFrom('shipTos').select('code').where('customerId', '=', customer.id).orderBy('code').executeTakeFirstOrThrow()
).code;
let keys = 0;
const checkout = async (shipment = 'REG', extra: Json = {}) =>
  (
    await gql(CHECKOUT, {
      input: { idempotencyKey: `extras-${++keys}-${Date.now()}`, shipTo, shipment, payment: 'TERM', ...extra },
    })
  ).checkout as Json;
const rateOf = async (code: string) =>
  Number(
    (await db.selectFrom('shipmentMethods').select('rate').where('sorg', '=', '1000').where('code', '=', code).executeTakeFirstOrThrow())
      .rate,
  );
const cartOf = async () =>
  db.selectFrom('cartLines').select(['articleCode', 'quantity']).where('customerId', '=', customer.id).orderBy('id').execute();

const withHostFlag = (hostname: string, flags: Record<string, boolean>) => withHostFlags(db, hostname, flags);

const [apple, bread, cheese] = await orderable(3);

/** An article as the dealer reads it in messages: display code and name (src/rules/cart.ts articleLabel). */
const labelOf = async (a: { id: number }) => {
  const r = await portal.db.selectFrom('articles').select(['articleCodeDisplay', 'name']).where('id', '=', a.id).executeTakeFirstOrThrow();
  return `${r.articleCodeDisplay} – ${r.name}`;
};

describe('freight benefits', () => {
  it('are seeded per market and warehouse area, and every customer has a home warehouse area of its market', async () => {
    const rows = await db.selectFrom('freightBenefits').selectAll().execute();
    for (const sorg of ['1000', '2000', '3000', '4000', '5000', '6000']) {
      const areas = new Set((await warehousesOf(sorg)).map((w) => w.area));
      expect(new Set(rows.filter((r) => r.sorg === sorg).map((r) => r.warehouseArea))).toEqual(areas);
    }
    const areas = await db
      .selectFrom('customerAreas as ca')
      .innerJoin('warehouses as w', (j) => j.onRef('w.sorg', '=', 'ca.sorg').onRef('w.area', '=', 'ca.homeWarehouseArea'))
      .select('ca.id')
      .execute();
    const all = await db.selectFrom('customerAreas').select('id').where('homeWarehouseArea', 'is not', null).execute();
    expect(new Set(areas.map((a) => a.id)).size).toBe(all.length);
    expect(
      (await db.selectFrom('customerAreas').select('homeWarehouseArea').where('customerId', '=', customer.id).executeTakeFirstOrThrow())
        .homeWarehouseArea,
    ).toBe(west);
  });

  it('answer what each area earns for the quantities given, in the market currency, home area first', async () => {
    const data = await gql(BENEFITS, {
      q: [
        { warehouseArea: east, qty: 3 },
        { warehouseArea: west, qty: 12 },
        { warehouseArea: 'Atlantis', qty: 99 },
      ],
    });
    expect(data.cartFreightBenefits).toEqual([
      {
        warehouseArea: west,
        qty: 12,
        targetQty: 25,
        isHomeWarehouse: true,
        discountAmount: 100_000,
        currentDiscountAmount: 50_000,
        missingQty: 13,
        currency: 'IDR',
        precision: 0,
      },
      {
        warehouseArea: east,
        qty: 3,
        targetQty: 10,
        isHomeWarehouse: false,
        discountAmount: 50_000,
        currentDiscountAmount: 0,
        missingQty: 7,
        currency: 'IDR',
        precision: 0,
      },
    ]);
    const top = await gql(BENEFITS, { q: [{ warehouseArea: west, qty: 80 }] });
    expect(top.cartFreightBenefits[0]).toMatchObject({
      targetQty: 50,
      discountAmount: 150_000,
      currentDiscountAmount: 150_000,
      missingQty: 0,
    });
  });

  it("without quantities, take the active customer's cart from stock the way checkout does", async () => {
    await setStock(apple.id, [8, 10]);
    await setStock(bread.id, [0, 0, 4]);
    await fillCart([
      [apple, 12],
      [bread, 6],
    ]);
    const data = await gql(BENEFITS);
    // 8 from the first warehouse, 4 from the second; bread: 4 from the third, 2 wait for an arrival.
    expect(data.cartFreightBenefits.map((b: Json) => [b.warehouseArea, b.qty, b.currentDiscountAmount])).toEqual([
      [west, 8, 0],
      [east, 4, 0],
      [idWarehouses[2]!.area, 4, 0],
    ]);
  });

  it('lower the order freight by what the stock actually taken earns, never below zero', async () => {
    const rate = await rateOf('REG');
    await setStock(apple.id, [30]);
    await fillCart([[apple, 12]]);
    const earned = await checkout();
    expect(earned.message.status, JSON.stringify(earned)).toBe(true);
    const [order] = earned.orders;
    expect(order.shipmentAmount).toBe(rate - 50_000);
    expect(order.total).toBe(order.linesTotal + rate - 50_000);
    const stored = await db
      .selectFrom('orders')
      .select(['shipmentAmount', 'total'])
      .where('orderNo', '=', order.orderNo)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ shipmentAmount: rate - 50_000, total: order.total });

    // The cart asked for 12 from one area, but stock moved: 5 are left there, the rest comes from another area.
    await setStock(apple.id, [5, 30]);
    await fillCart([[apple, 12]]);
    expect((await gql(BENEFITS, { q: [{ warehouseArea: west, qty: 12 }] })).cartFreightBenefits[0].currentDiscountAmount).toBe(50_000);
    expect((await checkout()).orders[0].shipmentAmount).toBe(rate);

    // 50 from one area earns 150 000: more than nothing, the pick-up's freight stays 0.
    await setStock(apple.id, [100]);
    await fillCart([[apple, 50]]);
    expect((await checkout('PICKUP')).orders[0]).toMatchObject({ shipmentAmount: 0 });
    await fillCart([[apple, 50]]);
    expect((await checkout('REG')).orders[0].shipmentAmount).toBe(Math.max(0, rate - 150_000));
  });

  it('need the cart scope and an active customer', async () => {
    const { body } = await portal.graphql(BENEFITS, {});
    expect(body.errors?.[0]?.extensions?.code).toBe('U001');
    const admin = (await portal.tokens('admin')).requestToken;
    const asAdmin = await portal.graphql(BENEFITS, { token: admin });
    expect(asAdmin.body.errors?.[0]?.extensions?.code).toBe('N002');
  });
});

describe('stock order confirmations preview', () => {
  it('answers per line what the ERP then confirms for the placed order', async () => {
    await setStock(apple.id, [0, 7]);
    await setStock(cheese.id, [0, 0, 0]);
    const arrival = '2027-03-01';
    await db
      .updateTable('stock')
      .set({ nextArrivalDate: arrival, nextArrivalQty: 50 })
      .where('articleId', '=', cheese.id)
      .where('warehouseCode', '=', idWarehouses[2]!.code)
      .execute();
    await fillCart([
      [apple, 3],
      [cheese, 2],
    ]);
    const [preview] = (await gql(PREVIEW)).stockOrderConfirmations;
    expect(preview).toMatchObject({ sorg: '1000', requestDeliveryDate: null });
    expect(preview.lines.map((l: Json) => [l.articleCode, l.qty, l.uom])).toEqual([
      [apple.articleCode, 3, apple.uom],
      [cheese.articleCode, 2, cheese.uom],
    ]);
    // Sold out everywhere: two days after the arrival, from the warehouse it arrives in.
    expect(preview.lines[1].supplies).toEqual([
      expect.objectContaining({ qty: 2, date: '2027-03-03', site: idWarehouses[2]!.code, location: idWarehouses[2]!.name }),
    ]);

    // Where stock is left after the order, the warehouse that holds it ships, a day later than the first would.
    expect(preview.lines[0].supplies).toEqual([
      expect.objectContaining({ qty: 3, site: idWarehouses[1]!.code, location: idWarehouses[1]!.name }),
    ]);

    // Back orders taken, so the sold-out line can be ordered and confirmed for its arrival.
    const restore = await withHostFlag('localhost', { availableStockCheck: false });
    const placed = await checkout().finally(restore);
    expect(placed.message.status, JSON.stringify(placed)).toBe(true);
    await tick(db, portalErp(db, {}));
    const order = await db.selectFrom('orders').select('id').where('orderNo', '=', placed.orders[0].orderNo).executeTakeFirstOrThrow();
    const confirmed = await db
      .selectFrom('orderConfirmations as c')
      .innerJoin('orderLines as l', 'l.id', 'c.orderLineId')
      .select(['l.articleCode', 'c.qty', 'c.confirmedDate as date', 'c.site', 'c.location'])
      .where('c.orderId', '=', order.id)
      .orderBy('l.id')
      .execute();
    // The ERP's own columns (storage location, shipping point, priority) are staff words: a dealer gets none.
    for (const l of preview.lines) expect(l.supplies[0]).toMatchObject({ sloc: null, shippingPoint: null, priority: null });
    expect(confirmed).toEqual(
      preview.lines.map((l: Json) => {
        const { sloc: _s, shippingPoint: _p, priority: _r, ...supply } = l.supplies[0];
        return { articleCode: l.articleCode, ...supply };
      }),
    );
  });

  it('plans no earlier than the requested delivery date, and refuses a date that is not one', async () => {
    await setStock(apple.id, [40]);
    await fillCart([[apple, 1]]);
    const soon = (await gql(PREVIEW)).stockOrderConfirmations[0].lines[0].supplies[0].date;
    const later = (await gql(PREVIEW, { date: '2030-06-15' })).stockOrderConfirmations[0];
    expect(later.requestDeliveryDate).toBe('2030-06-15');
    expect(later.lines[0].supplies[0].date).toBe('2030-06-15');
    expect(soon < '2030-06-15').toBe(true);
    const { body } = await portal.graphql(PREVIEW, { token: dealer, variables: { date: '15.06.2030' } });
    expect(body.errors?.[0]?.extensions?.code).toBe('I001');
  });
});

const [gloves, pedals] = await orderable(2, { uom: 'PR' });

describe('order limits in EA', () => {
  const quota = async (article: Article, quotaQty: number, usedQty: number) => {
    await db.deleteFrom('orderQuotas').where('articleId', '=', article.id).execute();
    await db
      .insertInto('orderQuotas')
      .values({
        sorg: '1000',
        articleId: article.id,
        customerId: customer.id,
        quotaQty,
        usedQty,
        from: '2026-01-01T00:00:00.000Z',
        to: '2099-12-31T23:59:59.000Z',
      })
      .execute();
  };

  it('count a pair as two pieces when a line is added', async () => {
    await setStock(gloves.id, [100]);
    await quota(gloves, 10, 4);
    await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
    const over = (await gql(ADD, { products: [line(gloves, 4)] })).updateProductsInCart;
    expect(over.message.status).toBe(false);
    expect(over.userErrors[0]).toMatchObject({
      field: 'products.0.qty',
      messageKey: 'catalog:errors.order_quota',
      message: `${await labelOf(gloves)}: order quota exceeded, at most 3 can be ordered`,
    });
    expect((await gql(ADD, { products: [line(gloves, 3)] })).updateProductsInCart.message.status).toBe(true);
    const { cart } = await gql(CART);
    expect(cart.find((l: Json) => l.product.articleCode === gloves.articleCode).orderLimit).toEqual({
      limitQty: 10,
      remaining: 6,
      from: '2026-01-01T00:00:00.000Z',
      to: '2099-12-31T23:59:59.000Z',
    });
    expect(cart.every((l: Json) => l.product.articleCode === gloves.articleCode || l.orderLimit === null)).toBe(true);
  });

  it('refuse a checkout line over its limit, and updateOrderLimits fits the cart to them in one go', async () => {
    await setStock(gloves.id, [100]);
    await setStock(pedals.id, [100]);
    await setStock(apple.id, [100]);
    await quota(gloves, 10, 4);
    await quota(pedals, 10, 0);
    await fillCart([
      [apple, 2],
      [gloves, 3],
      [pedals, 5],
    ]);
    // Limits tightened since: 2 pieces of gloves left (one pair), none of the pedals.
    await quota(gloves, 10, 8);
    await quota(pedals, 4, 4);
    const before = await cartOf();
    const refused = await checkout();
    expect(refused).toMatchObject({ code: 'C001', orders: [], message: { status: false } });
    expect(refused.userErrors.map((e: Json) => [e.field, e.messageKey])).toEqual([
      ['cart.1.qty', 'catalog:errors.order_quota'],
      ['cart.2.qty', 'catalog:errors.order_quota'],
    ]);
    expect(refused.userErrors[0].message).toBe(`${await labelOf(gloves)}: order quota exceeded, at most 1 can be ordered`);
    expect(await cartOf()).toEqual(before);

    const fit = (await gql(FIT, { products: [gloves, pedals, apple].map((a) => ({ articleCode: a.articleCode, sorg: '1000' })) }))
      .updateOrderLimits;
    expect(fit).toMatchObject({ message: { status: true }, userErrors: [], lowered: [gloves.articleCode], removed: [pedals.articleCode] });
    expect(fit.lines.map((l: Json) => [l.product.articleCode, l.qty, l.orderLimit])).toEqual([
      [apple.articleCode, 2, null],
      [gloves.articleCode, 1, { limitQty: 10, remaining: 2, to: '2099-12-31T23:59:59.000Z' }],
    ]);
    expect(await cartOf()).toEqual([
      { articleCode: apple.articleCode, quantity: 2 },
      { articleCode: gloves.articleCode, quantity: 1 },
    ]);

    const placed = await checkout();
    expect(placed.message.status, JSON.stringify(placed)).toBe(true);
    // One pair used two pieces of the limit.
    expect(
      (await db.selectFrom('orderQuotas').select('usedQty').where('articleId', '=', gloves.id).executeTakeFirstOrThrow()).usedQty,
    ).toBe(10);
  });

  it('updateOrderLimits refuses products of another market and changes nothing', async () => {
    await fillCart([[apple, 2]]);
    const fit = (await gql(FIT, { products: [{ articleCode: apple.articleCode, sorg: '3000' }] })).updateOrderLimits;
    expect(fit).toMatchObject({
      message: { status: false },
      userErrors: [{ field: 'products.0.sorg', messageKey: 'catalog:errors.not_found' }],
    });
    expect(await cartOf()).toEqual([{ articleCode: apple.articleCode, quantity: 2 }]);
  });
});

describe('exact quantity checks', () => {
  it('exactQtyCheck (us): the cart refuses more than the warehouses hold, saying how many are available', async () => {
    const us = await portal.request('/login', {
      method: 'POST',
      host: 'us.localhost',
      json: { username: 'dealer-us', password: 'Portal2026' },
    });
    const token = ((await us.json()) as Json).requestToken as string;
    const usCustomer = await portal.customerOf('dealer-us');
    const [bell] = await orderable(1, { sorg: '3000' });
    await setStock(bell.id, [3, 2], '3000');
    const refused = (await gql(ADD, { products: [line(bell, 6, usCustomer, '3000')] }, token, 'us.localhost')).updateProductsInCart;
    expect(refused.message.status).toBe(false);
    expect(refused.userErrors).toEqual([
      {
        field: 'products.0.qty',
        message: `${await labelOf(bell)}: only 5 available`,
        messageKey: 'cart:errors.over_stock',
        params: [
          { name: 'article', value: await labelOf(bell) },
          { name: 'available', value: '5' },
        ],
      },
    ]);
    expect(
      (await gql(ADD, { products: [line(bell, 5, usCustomer, '3000')] }, token, 'us.localhost')).updateProductsInCart.message.status,
    ).toBe(true);
    // Without the flag (Indonesia) the cart takes it; checkout decides.
    await setStock(apple.id, [1]);
    expect((await gql(ADD, { products: [line(apple, 6)] })).updateProductsInCart.message.status).toBe(true);
  });

  it('exactQtyCheckout: the checkout names each line over stock and leaves everything as it was', async () => {
    const restore = await withHostFlag('localhost', { exactQtyCheckout: true, availableStockCheck: false });
    try {
      await setStock(apple.id, [2, 1]);
      await setStock(bread.id, [9]);
      await setStock(cheese.id, [0]);
      await fillCart([
        [apple, 4],
        [bread, 2],
        [cheese, 1],
      ]);
      const before = {
        cart: await cartOf(),
        stock: await db.selectFrom('stock').selectAll().orderBy('articleId').orderBy('warehouseCode').execute(),
      };
      const answer = await checkout();
      expect(answer).toMatchObject({ code: 'S001', orders: [], message: { status: false } });
      expect(answer.userErrors).toEqual([
        {
          field: 'cart.0.qty',
          message: `${await labelOf(apple)}: 4 ordered, only 3 available`,
          messageKey: 'checkout:errors.line_over_stock',
          params: [
            { name: 'article', value: await labelOf(apple) },
            { name: 'qty', value: '4' },
            { name: 'available', value: '3' },
          ],
        },
        {
          field: 'cart.2.qty',
          message: `${await labelOf(cheese)}: 1 ordered, only 0 available`,
          messageKey: 'checkout:errors.line_over_stock',
          params: [
            { name: 'article', value: await labelOf(cheese) },
            { name: 'qty', value: '1' },
            { name: 'available', value: '0' },
          ],
        },
      ]);
      expect({
        cart: await cartOf(),
        stock: await db.selectFrom('stock').selectAll().orderBy('articleId').orderBy('warehouseCode').execute(),
      }).toEqual(before);
    } finally {
      await restore();
    }
  });

  it('with neither stock check, a short line is taken as far as stock goes and the rest waits', async () => {
    const restore = await withHostFlag('localhost', { exactQtyCheckout: false, availableStockCheck: false });
    try {
      await setStock(apple.id, [2]);
      await fillCart([[apple, 5]]);
      const answer = await checkout();
      expect(answer.message.status, JSON.stringify(answer)).toBe(true);
      expect(answer.orders[0].lines).toEqual([{ articleCode: apple.articleCode, qty: 5 }]);
      expect((await db.selectFrom('stock').select('available').where('articleId', '=', apple.id).executeTakeFirstOrThrow()).available).toBe(
        0,
      );
    } finally {
      await restore();
    }
  });
});
