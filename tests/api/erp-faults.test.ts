import { describe, expect, it } from 'vitest';
import { type Erp, type OutboxRow, tick } from '../../api/adapters/erp/index.ts';
import { portalErp } from '../../api/erp.ts';
import { startPortal } from './harness.ts';
import { orderableArticle } from './orderable.ts';

/**
 * The ERP failing or not answering mid-way: the order stays in the outbox unsent (the dealer reads it as sent to
 * the ERP and waiting for its number), the orders behind it still go, the next tick sends it again, and nothing is
 * lost or numbered twice, even when the call given up on finishes late.
 */

const portal = await startPortal();
const { db } = portal;
const dealer = (await portal.tokens('dealer')).requestToken;
const customer = await portal.customerOf('dealer');
const healthy = portalErp(db, {});

const ADD = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status } } }`;
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) { message { status } userErrors { message } orders { orderNo } } }`;
const ORDERS = `query { orders(page: 1, limit: 50) { orders { orderNo soNumber status } } }`;

const article = await orderableArticle(db, 'PAA');
const shipTo = (
  await db.selectFrom('shipTos').select('code').where('customerId', '=', customer.id).orderBy('code').executeTakeFirstOrThrow()
).code;

let keys = 0;
async function placeOrder() {
  const line = { custCode: customer.codeR3, articleCode: article.articleCode, sorg: '1000', qty: 1, uom: article.uom };
  expect(
    (await portal.graphql(ADD, { token: dealer, variables: { products: [line] } })).body.data?.updateProductsInCart.message.status,
  ).toBe(true);
  const input = { idempotencyKey: `erp-fault-${++keys}`, shipTo, shipment: 'REG', payment: 'TERM', poNumber: `PO-F${keys}` };
  const { body } = await portal.graphql(CHECKOUT, { token: dealer, variables: { input } });
  expect(body.data?.checkout.message.status, JSON.stringify(body)).toBe(true);
  return db.selectFrom('orders').selectAll().where('orderNo', '=', body.data!.checkout.orders[0].orderNo).executeTakeFirstOrThrow();
}

const orderOf = (id: number) => db.selectFrom('orders').select(['soNumber', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
const outboxOf = (orderId: number) => db.selectFrom('erpOutbox').select(['id', 'sentAt']).where('orderId', '=', orderId).execute();
const erpRowsOf = (orderId: number) => db.selectFrom('erpOrders').select('soNumber').where('orderId', '=', orderId).execute();

/** What the dealer's order list says about an order. */
async function dealerSees(orderNo: string) {
  const { body } = await portal.graphql(ORDERS, { token: dealer });
  return (body.data!.orders.orders as { orderNo: string; soNumber: string | null; status: string }[]).find((o) => o.orderNo === orderNo);
}

/** Each order has one SO number, the same in orders and erp_orders, and its outbox row is sent once. */
async function expectOnceEach(orderIds: number[]) {
  for (const id of orderIds) {
    const order = await orderOf(id);
    expect(order.status).toBe('in_progress');
    expect(order.soNumber).toMatch(/^SO1000\d{6}$/);
    expect((await erpRowsOf(id)).map((r) => r.soNumber)).toEqual([order.soNumber]);
    const outbox = await outboxOf(id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.sentAt).not.toBeNull();
  }
  const numbers = (await db.selectFrom('orders').select('soNumber').where('soNumber', 'is not', null).execute()).map((r) => r.soNumber);
  expect(new Set(numbers).size).toBe(numbers.length);
}

/** The built-in ERP with one order's call replaced: `fault` decides what happens to it. */
function faultyErp(
  orderId: number,
  fault: (row: OutboxRow, send: () => ReturnType<Erp['submitOrders']>) => ReturnType<Erp['submitOrders']>,
): Erp {
  return {
    ...healthy,
    submitOrders: (rows, now) =>
      rows.some((r) => r.orderId === orderId) ? fault(rows[0]!, () => healthy.submitOrders(rows, now)) : healthy.submitOrders(rows, now),
  };
}

describe('ERP faults', () => {
  it('an ERP that throws before booking leaves the order unsent, lets the next order through and sends it on the next tick', async () => {
    const [first, second] = [await placeOrder(), await placeOrder()];
    const report = await tick(
      db,
      faultyErp(first.id, async () => {
        throw new Error('connection reset');
      }),
      new Date(),
      1_000,
    );

    expect(report.failed).toEqual([expect.objectContaining({ orderId: first.id, reason: expect.stringContaining('connection reset') })]);
    expect(report.sent.map((s) => s.orderNo)).toContain(second.orderNo);
    expect(await orderOf(first.id)).toEqual({ soNumber: null, status: 'awaiting_confirmation' });
    expect((await outboxOf(first.id))[0]!.sentAt).toBeNull();
    expect(await dealerSees(first.orderNo)).toMatchObject({ soNumber: null, status: 'awaiting_confirmation' });

    const retry = await tick(db, healthy, new Date(), 1_000);
    expect(retry.sent.map((s) => s.orderNo)).toEqual([first.orderNo]);
    await expectOnceEach([first.id, second.id]);
    expect((await dealerSees(first.orderNo))?.soNumber).toBe((await orderOf(first.id)).soNumber);
  });

  it('an ERP that books the order but loses its answer gives it no second number on the next tick', async () => {
    const order = await placeOrder();
    const report = await tick(
      db,
      faultyErp(order.id, async (_row, send) => {
        await send();
        throw new Error('socket hang up');
      }),
      new Date(),
      1_000,
    );
    expect(report.failed?.map((f) => f.orderId)).toEqual([order.id]);

    const retry = await tick(db, healthy, new Date(), 1_000);
    expect(retry.sent.map((s) => s.orderNo)).not.toContain(order.orderNo);
    await expectOnceEach([order.id]);
  });

  it('an ERP that hangs is given up on, the order goes on the next tick, and the late answer books nothing twice', async () => {
    const [stuck, behind] = [await placeOrder(), await placeOrder()];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let late: ReturnType<Erp['submitOrders']> | undefined;
    const report = await tick(
      db,
      faultyErp(stuck.id, (_row, send) => (late = gate.then(send))),
      new Date(),
      // The deadline covers every call of the tick, the healthy one's database work too: on a busy machine a healthy
      // call on PostgreSQL has taken over 200 ms, so the deadline is the one the other cases use.
      1_000,
    );

    expect(report.failed).toEqual([expect.objectContaining({ orderId: stuck.id, reason: expect.stringContaining('ErpTimeout') })]);
    expect(report.sent.map((s) => s.orderNo)).toContain(behind.orderNo);
    expect(await dealerSees(stuck.orderNo)).toMatchObject({ soNumber: null, status: 'awaiting_confirmation' });

    const retry = await tick(db, healthy, new Date(), 1_000);
    expect(retry.sent.map((s) => s.orderNo)).toEqual([stuck.orderNo]);
    release();
    expect(await late).toEqual([]);
    await expectOnceEach([stuck.id, behind.id]);
  });

  it('an ERP whose advance step fails still reports what it sent, and the step runs on the next tick', async () => {
    const order = await placeOrder();
    const report = await tick(
      db,
      {
        ...healthy,
        advance: async () => {
          throw new Error('ERP maintenance');
        },
      },
      new Date(),
      1_000,
    );
    expect(report.sent.map((s) => s.orderNo)).toEqual([order.orderNo]);
    expect(report.failed).toEqual([expect.objectContaining({ outboxId: null, reason: expect.stringContaining('ERP maintenance') })]);
    const confirmations = () => db.selectFrom('orderConfirmations').select('id').where('orderId', '=', order.id).execute();
    expect(await confirmations()).toEqual([]);
    expect((await tick(db, healthy, new Date(), 1_000)).confirmed).toEqual([order.orderNo]);
    expect((await confirmations()).length).toBeGreaterThan(0);
  });
});
