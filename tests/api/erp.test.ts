import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { type ErpReport, movedAnything, tick } from '../../api/adapters/erp/index.ts';
import { portalErp, portalErpHooks } from '../../api/erp.ts';
import { startErpTimer } from '../../api/adapters/erp/timer.ts';
import { startPortal } from './harness.ts';
import { orderableArticle } from './orderable.ts';

const portal = await startPortal();
const { db } = portal;
const dealer = (await portal.tokens('dealer')).requestToken;
const customer = await portal.customerOf('dealer');
const erp = portalErp(db, {});

const DAY = 86_400_000;
const later = (from: Date, days: number) => new Date(from.getTime() + days * DAY + 60_000);

const ADD = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status } userErrors { message } } }`;
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) {
  message { status description } userErrors { field message } orders { orderNo total currency } } }`;

const orderable = (category: 'BIKE' | 'PAA') => orderableArticle(db, category);
const bike = await orderable('BIKE');
const part = await orderable('PAA');
const shipTo = (
  await db.selectFrom('shipTos').select('code').where('customerId', '=', customer.id).orderBy('code').executeTakeFirstOrThrow()
).code;

let keys = 0;
/** Orders a bike and a part the way a dealer does: cart, then checkout (REG freight, credit terms). */
async function placeOrder(bikes = 2, parts = 3) {
  const line = (a: typeof bike, qty: number) => ({ custCode: customer.codeR3, articleCode: a.articleCode, sorg: '1000', qty, uom: a.uom });
  const added = await portal.graphql(ADD, { token: dealer, variables: { products: [line(bike, bikes), line(part, parts)] } });
  expect(added.body.data?.updateProductsInCart.message.status, JSON.stringify(added.body)).toBe(true);
  const input = { idempotencyKey: `erp-${++keys}-${Date.now()}`, shipTo, shipment: 'REG', payment: 'TERM', poNumber: `PO-${keys}` };
  const { body } = await portal.graphql(CHECKOUT, { token: dealer, variables: { input } });
  expect(body.data?.checkout.message.status, JSON.stringify(body)).toBe(true);
  const [{ orderNo }] = body.data!.checkout.orders as { orderNo: string }[];
  return db.selectFrom('orders').selectAll().where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
}

const orderOf = (id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const linesOf = (id: number) => db.selectFrom('orderLines').selectAll().where('orderId', '=', id).orderBy('id').execute();

/** Everything the ERP writes, to show that a repeated tick writes nothing. */
async function snapshot() {
  const all = await Promise.all(
    (
      [
        'orders',
        'erpOutbox',
        'erpOrders',
        'erpNumberRanges',
        'orderConfirmations',
        'deliveries',
        'deliveryLines',
        'invoices',
        'invoiceLines',
      ] as const
    ).map((t) => db.selectFrom(t).selectAll().execute()),
  );
  return JSON.stringify(all);
}

describe('the built-in ERP', () => {
  it('takes an order through SO number and confirmations, delivery and invoice as time passes', async () => {
    const order = await placeOrder();
    const t0 = new Date();
    expect(order).toMatchObject({ status: 'awaiting_confirmation', soNumber: null });

    // Received: an SO number, 'in_progress', the outbox row sent, one confirmation per line.
    const first = await tick(db, erp, t0);
    const received = await orderOf(order.id);
    expect(received.status).toBe('in_progress');
    expect(received.soNumber).toMatch(/^SO1000\d{6}$/);
    expect(first.sent).toContainEqual({ orderNo: order.orderNo, soNumber: received.soNumber });
    expect(first.confirmed).toContain(order.orderNo);
    expect(first.shipped).toEqual([]);
    const outbox = await db.selectFrom('erpOutbox').selectAll().where('orderId', '=', order.id).execute();
    expect(outbox.map((r) => r.sentAt)).toEqual([t0.toISOString()]);
    const lines = await linesOf(order.id);
    const confirmations = await db
      .selectFrom('orderConfirmations')
      .selectAll()
      .where('orderId', '=', order.id)
      .orderBy('orderLineId')
      .execute();
    expect(confirmations.map((c) => [c.orderLineId, c.qty])).toEqual(lines.map((l) => [l.id, l.qty]));
    const warehouses = (await db.selectFrom('warehouses').select('code').where('sorg', '=', '1000').execute()).map((w) => w.code);
    for (const c of confirmations) {
      expect(c.confirmedDate > t0.toISOString().slice(0, 10)).toBe(true);
      expect(warehouses).toContain(c.site);
      expect(c).toMatchObject({ priority: 1, location: expect.any(String), shippingPoint: expect.any(String) });
    }
    // The cart held seeded lines too; bikes and parts come from their own storage locations.
    expect(new Set(confirmations.map((c) => c.sloc))).toEqual(new Set(['FG01', 'PA01']));

    // The same moment again: nothing moves.
    const before = await snapshot();
    expect(movedAnything(await tick(db, erp, t0))).toBe(false);
    expect(await snapshot()).toBe(before);

    // A day later: one delivery with the carrier's tracking, the order 'shipped'.
    const t1 = later(t0, 1);
    const second = await tick(db, erp, t1);
    const delivery = await db.selectFrom('deliveries').selectAll().where('orderId', '=', order.id).executeTakeFirstOrThrow();
    expect(second.shipped).toContainEqual({ orderNo: order.orderNo, doNumber: delivery.doNumber });
    expect(delivery.doNumber).toMatch(/^DO1000\d{6}$/);
    expect(delivery).toMatchObject({ expeditionName: 'JNE Trucking', currency: 'IDR', shipTo: order.shipTo, customerId: customer.id });
    expect(delivery.trackingNo).toMatch(/^JT\d+$/);
    expect(delivery.trackingUrl).toBe(`https://www.jne.co.id/tracking-package?awb=${delivery.trackingNo}`);
    expect(delivery.estimatedDeliveryDate >= delivery.deliveryDate).toBe(true);
    const shippedLines = await db
      .selectFrom('deliveryLines')
      .selectAll()
      .where('deliveryId', '=', delivery.id)
      .orderBy('orderLineId')
      .execute();
    expect(shippedLines.map((l) => [l.articleCode, l.qty, l.price, l.subtotal])).toEqual(
      lines.map((l) => [l.articleCode, l.qty, l.unitPrice, l.subtotal]),
    );
    expect((await orderOf(order.id)).status).toBe('shipped');
    expect(second.invoiced).toEqual([]);
    expect(movedAnything(await tick(db, erp, t1))).toBe(false);

    // The bike company has 45-day terms with this dealer; the parts company has none (30 days).
    const companies = await db.selectFrom('companies').select(['id', 'code']).where('sorg', '=', '1000').orderBy('code').execute();
    const [bikes, parts] = companies;
    await db
      .insertInto('paymentTerms')
      .values({ customerId: customer.id, companyId: bikes.id, code: 'NT45', days: 45 })
      .onConflict((oc) => oc.doNothing())
      .execute();

    // Two days after the order: one invoice per company, the order 'complete'.
    const t2 = later(t0, 2);
    const third = await tick(db, erp, t2);
    const invoices = await db.selectFrom('invoices').selectAll().where('orderId', '=', order.id).orderBy('invoiceNo').execute();
    expect(third.invoiced).toContainEqual({ orderNo: order.orderNo, invoiceNos: invoices.map((i) => i.invoiceNo) });
    expect(invoices.map((i) => i.companyId)).toEqual([bikes.id, parts.id]);
    const day = t2.toISOString().slice(0, 10);
    const plus = (days: number) => new Date(t2.getTime() + days * DAY).toISOString().slice(0, 10);
    expect(invoices.map((i) => [i.invoiceDate, i.dueDate, i.terms])).toEqual([
      [day, plus(45), 'NT45'],
      [day, plus(30), 'NT30'],
    ]);
    for (const invoice of invoices) {
      const own = await db.selectFrom('invoiceLines').selectAll().where('invoiceId', '=', invoice.id).execute();
      expect(invoice.linesTotal).toBe(own.reduce((sum, l) => sum + l.subtotal, 0));
      expect(invoice.tax).toBe(Math.round((invoice.linesTotal + invoice.shippingCost) * 0.11));
      expect(invoice.grandTotal).toBe(invoice.linesTotal + invoice.shippingCost + invoice.tax);
      expect(invoice).toMatchObject({
        status: 'open',
        paidAmount: 0,
        currency: 'IDR',
        sorg: '1000',
        customerId: customer.id,
        payerCode: customer.codeIsr ?? customer.codeR3,
        doNo: delivery.doNumber,
        expeditionTracking: delivery.trackingNo,
        assignment: order.poNumber,
        fiscalYear: t2.getUTCFullYear(),
      });
      expect(invoice.invoiceNo).toMatch(/^INV1000\d{6}$/);
    }
    // Freight once, on the first invoice; lines and freight add up to what the dealer ordered.
    expect(invoices.map((i) => i.shippingCost)).toEqual([order.shipmentAmount, 0]);
    expect(invoices.reduce((sum, i) => sum + i.linesTotal + i.shippingCost, 0)).toBe(order.total);
    expect((await orderOf(order.id)).status).toBe('complete');

    const done = await snapshot();
    expect(movedAnything(await tick(db, erp, t2))).toBe(false);
    expect(movedAnything(await tick(db, erp, later(t0, 30)))).toBe(false);
    expect(await snapshot()).toBe(done);
  });

  it('gives each order one SO number when two ticks run at once', async () => {
    const orders = [await placeOrder(1, 1), await placeOrder(1, 2), await placeOrder(3, 1)];
    const now = new Date();
    // Both ticks read the same unsent outbox rows before either has claimed one.
    const reports: ErpReport[] = await Promise.all([tick(db, erp, now), tick(db, portalErp(db, {}), now)]);
    const sent = reports.flatMap((r) => r.sent).filter((s) => orders.some((o) => o.orderNo === s.orderNo));
    expect(sent.map((s) => s.orderNo).sort()).toEqual(orders.map((o) => o.orderNo).sort());
    const confirmed = reports.flatMap((r) => r.confirmed).filter((no) => orders.some((o) => o.orderNo === no));
    expect(confirmed.sort()).toEqual(orders.map((o) => o.orderNo).sort());
    await expectOneSoNumberEach();
  });

  it('gives each order one SO number when two processes tick the same database', async () => {
    const orders = [await placeOrder(1, 1), await placeOrder(2, 2)];
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', path.join('scripts', 'erp-tick.ts')], {
        env: { ...process.env, DATABASE_URL: portal.env.databaseUrl, DATA_DIR: portal.env.dataDir, ERP_ADAPTER: 'local' },
      });
    const outputs = await Promise.all([run(), run(), tick(db, erp, new Date())]);
    const printed = outputs
      .slice(0, 2)
      .map((o) => (o as { stdout: string }).stdout)
      .join('\n');
    for (const o of orders) {
      const { soNumber, status } = await orderOf(o.id);
      expect(status).toBe('in_progress');
      const inReports =
        (outputs[2] as ErpReport).sent.filter((s) => s.orderNo === o.orderNo).length +
        printed.split('\n').filter((l) => l.includes(`${o.orderNo} received as`)).length;
      expect(inReports).toBe(1);
      expect(printed.includes(soNumber!) || (outputs[2] as ErpReport).sent.some((s) => s.soNumber === soNumber)).toBe(true);
    }
    await expectOneSoNumberEach();
  }, 60_000);

  it('ticks on its own while the server runs, and not at all with ERP_TICK_SECONDS=0', async () => {
    const order = await placeOrder(1, 1);
    const off = startErpTimer(db, portalErpHooks, { ERP_TICK_SECONDS: '0' }, () => {
      throw new Error('ticked while off');
    });
    await new Promise((r) => setTimeout(r, 100));
    await off();
    expect((await orderOf(order.id)).soNumber).toBeNull();

    const reports: ErpReport[] = [];
    const stop = startErpTimer(db, portalErpHooks, { ERP_TICK_SECONDS: '0.05' }, (r) => reports.push(r));
    await expect.poll(() => reports.flatMap((r) => r.sent.map((s) => s.orderNo)), { timeout: 5_000 }).toContain(order.orderNo);
    await stop();
    expect((await orderOf(order.id)).status).toBe('in_progress');
  });
});

/** Every received order has one SO number, the same in orders and erp_orders, none repeated; the range matches. */
async function expectOneSoNumberEach() {
  const rows = await db
    .selectFrom('orders as o')
    .leftJoin('erpOrders as e', 'e.orderId', 'o.id')
    .select(['o.soNumber', 'e.soNumber as erpSoNumber', 'o.status'])
    .execute();
  const numbered = rows.filter((r) => r.soNumber);
  expect(numbered.length).toBe(rows.length);
  for (const r of numbered) expect(r.erpSoNumber).toBe(r.soNumber);
  expect(new Set(numbered.map((r) => r.soNumber)).size).toBe(numbered.length);
  const range = await db
    .selectFrom('erpNumberRanges')
    .select('lastNumber')
    .where('kind', '=', 'SO')
    .where('sorg', '=', '1000')
    .executeTakeFirstOrThrow();
  expect(range.lastNumber).toBe(numbered.length);
  const confirmedLines = await db.selectFrom('orderConfirmations').select('orderLineId').execute();
  expect(new Set(confirmedLines.map((c) => c.orderLineId)).size).toBe(confirmedLines.length);
}
