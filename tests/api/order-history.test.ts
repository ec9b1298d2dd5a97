import { describe, expect, it } from 'vitest';
import { demoHistoryCustomers, seedOrderHistory } from '../../api/db/seed/order-history.ts';
import { startPortal } from './harness.ts';

// The demo's order history, written onto the small seed for a handful of its customers.
const portal = await startPortal();
const twin = await startPortal();
const { db } = portal;
const NOW = new Date();
const DAY = 86_400_000;

const logins = await db
  .selectFrom('users')
  .select(['username', 'customerId'])
  .where('username', 'in', ['dealer', 'dealer2', 'dealer-us'])
  .execute();
const idOfLogin = (username: string) => logins.find((u) => u.username === username)!.customerId!;
// Indonesian customers with an ISR code may get consignment fill-ups.
const withIsr = await db
  .selectFrom('customers as c')
  .innerJoin('customerAreas as a', 'a.customerId', 'c.id')
  .select('c.id')
  .where('a.sorg', '=', '1000')
  .where('c.codeIsr', 'is not', null)
  .execute();
const chosen = [...new Set([...logins.map((u) => u.customerId!), ...withIsr.map((c) => c.id)])].sort((a, b) => a - b);

const stockBefore = await db.selectFrom('stock').select(['articleId', 'warehouseCode', 'available']).execute();
const started = performance.now();
const { orders: placed } = await seedOrderHistory(db, chosen, NOW);
const took = performance.now() - started;
await seedOrderHistory(twin.db, chosen, NOW);

const orders = await db
  .selectFrom('orders as o')
  .innerJoin('customers as c', 'c.id', 'o.customerId')
  .select([
    'o.id',
    'o.orderNo',
    'o.customerId',
    'o.sorg',
    'o.status',
    'o.soNumber',
    'o.orderType',
    'o.custCode',
    'o.createdAt',
    'o.linesTotal',
    'o.shipmentAmount',
    'o.total',
    'o.currency',
    'o.requestDeliveryDate',
    'o.createdBy',
    'o.placedFor',
    'c.codeR3',
    'c.codeIsr',
  ])
  .orderBy('o.id')
  .execute();
const lines = await db.selectFrom('orderLines').selectAll().orderBy('id').execute();
const linesOf = (orderId: number) => lines.filter((l) => l.orderId === orderId);

describe('demo order history', () => {
  it('gives each customer 4 to 8 orders over the last two months, quickly', () => {
    expect(orders).toHaveLength(placed);
    for (const id of chosen) {
      const own = orders.filter((o) => o.customerId === id);
      expect(own.length, `customer ${id}`).toBeGreaterThanOrEqual(4);
      expect(own.length, `customer ${id}`).toBeLessThanOrEqual(8);
    }
    for (const o of orders) {
      expect(Date.parse(o.createdAt)).toBeLessThan(NOW.getTime());
      expect(Date.parse(o.createdAt)).toBeGreaterThan(NOW.getTime() - 61 * DAY);
    }
    expect(orders.some((o) => o.requestDeliveryDate)).toBe(true);
    expect(took).toBeLessThan(15_000);
  });

  it('has lines and an SO number on every order, and its totals add up', () => {
    for (const o of orders) {
      const own = linesOf(o.id);
      expect(own.length, o.orderNo).toBeGreaterThan(0);
      expect(o.soNumber, o.orderNo).toMatch(new RegExp(`^SO${o.sorg}\\d{6}$`));
      for (const l of own) expect(l.subtotal).toBe(l.qty * l.unitPrice);
      expect(o.linesTotal).toBe(own.reduce((sum, l) => sum + l.subtotal, 0));
      expect(o.total).toBe(o.linesTotal + o.shipmentAmount);
      expect(o.placedFor).toBe(o.customerId);
    }
    expect(new Set(orders.map((o) => o.orderNo)).size).toBe(orders.length);
  });

  it("leaves each customer's newest order in progress and completes the older ones with deliveries and invoices", async () => {
    for (const id of chosen) {
      const own = orders.filter((o) => o.customerId === id);
      expect(own.at(-1)!.status).toBe('in_progress');
      expect(own[0].status).toBe('complete');
    }
    const confirmed = await db.selectFrom('orderConfirmations').select(['orderLineId', 'qty']).execute();
    for (const l of lines) expect(confirmed.filter((c) => c.orderLineId === l.id).reduce((sum, c) => sum + c.qty, 0)).toBe(l.qty);

    const invoices = await db.selectFrom('invoices').selectAll().execute();
    const deliveries = await db.selectFrom('deliveries').select('orderId').execute();
    for (const o of orders.filter((x) => x.status === 'complete')) {
      expect(
        deliveries.some((d) => d.orderId === o.id),
        o.orderNo,
      ).toBe(true);
      const own = invoices.filter((i) => i.orderId === o.id);
      expect(
        own.reduce((sum, i) => sum + i.linesTotal, 0),
        o.orderNo,
      ).toBe(o.linesTotal);
      expect(
        own.reduce((sum, i) => sum + i.shippingCost, 0),
        o.orderNo,
      ).toBe(o.shipmentAmount);
      for (const i of own) expect(i.grandTotal).toBe(i.linesTotal + i.shippingCost + i.tax);
    }
    for (const o of orders.filter((x) => x.status === 'in_progress')) expect(invoices.some((i) => i.orderId === o.id)).toBe(false);
    // Dealers paid some of them already.
    expect(invoices.some((i) => i.status === 'paid' && i.paidAmount === i.grandTotal && i.clearingDate)).toBe(true);
  });

  it('books about one in five Indonesian orders of ISR customers as consignment fill-ups on the ISR code', () => {
    const cf = orders.filter((o) => o.orderType === 'CF');
    expect(cf.length).toBeGreaterThan(0);
    for (const o of cf) expect([o.sorg, o.custCode]).toEqual(['1000', o.codeIsr]);
    for (const o of orders.filter((x) => x.orderType === 'OR')) expect(o.custCode).toBe(o.codeR3);
    const eligible = orders.filter((o) => o.sorg === '1000' && o.codeIsr);
    expect(cf.length / eligible.length).toBeLessThan(0.4);
  });

  it('takes the ordered quantities from stock, as checkout does', async () => {
    const after = await db.selectFrom('stock').select(['articleId', 'warehouseCode', 'available']).execute();
    const taken = new Map<number, number>();
    for (const b of stockBefore) {
      const a = after.find((r) => r.articleId === b.articleId && r.warehouseCode === b.warehouseCode)!;
      expect(a.available).toBeGreaterThanOrEqual(0);
      taken.set(b.articleId, (taken.get(b.articleId) ?? 0) + b.available - a.available);
    }
    const ordered = new Map<number, number>();
    for (const l of lines) ordered.set(l.articleId, (ordered.get(l.articleId) ?? 0) + l.qty);
    for (const [articleId, qty] of taken) expect(qty, `article ${articleId}`).toBe(ordered.get(articleId) ?? 0);
    const totals = await db
      .selectFrom('articles')
      .select(['id', 'stockTotal'])
      .where('id', 'in', [...ordered.keys()])
      .execute();
    for (const t of totals) {
      expect(t.stockTotal).toBe(after.filter((r) => r.articleId === t.id).reduce((sum, r) => sum + r.available, 0));
    }
  });

  it('prices the lines as checkout does: the cart prices the newest order the same', async () => {
    const token = (await portal.tokens('dealer')).requestToken;
    const customer = await portal.customerOf('dealer');
    const newest = orders.filter((o) => o.customerId === customer.id).at(-1)!;
    await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
    const products = linesOf(newest.id).map((l) => ({
      custCode: customer.codeR3,
      articleCode: l.articleCode,
      sorg: '1000',
      qty: l.qty,
      uom: l.uom,
    }));
    const { body } = await portal.graphql(
      `mutation($products: [CartProductInput!]!) {
      updateProductsInCart(products: $products) { message { status } cart { qty unitPrice product { articleCode } } } }`,
      { token, variables: { products } },
    );
    const cart = body.data!.updateProductsInCart.cart as { qty: number; unitPrice: number; product: { articleCode: string } }[];
    expect(cart.map((c) => [c.product.articleCode, c.qty, c.unitPrice]).sort()).toEqual(
      linesOf(newest.id)
        .map((l) => [l.articleCode, l.qty, l.unitPrice])
        .sort(),
    );
  });

  it('shows sales staff placing some orders for their dealers', async () => {
    const creators = await db
      .selectFrom('users')
      .select(['id', 'customerId'])
      .where(
        'id',
        'in',
        orders.map((o) => o.createdBy),
      )
      .execute();
    const bySales = orders.filter((o) => creators.find((u) => u.id === o.createdBy)!.customerId === null);
    expect(bySales.length).toBeGreaterThan(0);
    for (const o of orders.filter((x) => !bySales.includes(x)))
      expect(creators.find((u) => u.id === o.createdBy)!.customerId).toBe(o.customerId);
  });

  it('is the same history on another database seeded alike', async () => {
    const fingerprint = async (d: typeof db) =>
      await d
        .selectFrom('orders as o')
        .innerJoin('orderLines as l', 'l.orderId', 'o.id')
        .select(['o.orderNo', 'o.soNumber', 'o.status', 'o.createdAt', 'o.total', 'l.articleCode', 'l.qty', 'l.unitPrice'])
        .orderBy('l.id')
        .execute();
    expect(await fingerprint(twin.db)).toEqual(await fingerprint(db));
  });

  it("picks the demo logins' customers and a few dozen others on the demo seed, never the vendor's", async () => {
    const ids = await demoHistoryCustomers(db);
    for (const login of ['dealer', 'dealer2', 'dealer-us']) expect(ids).toContain(idOfLogin(login));
    expect(ids).not.toContain((await portal.customerOf('vendor')).id);
  });
});
