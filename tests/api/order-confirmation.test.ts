import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tick } from '../../api/adapters/erp/index.ts';
import { localErp } from '../../api/adapters/erp/local.ts';
import { portalErpHooks } from '../../api/erp.ts';
import { outboxMessages } from '../../api/adapters/mail/index.ts';
import { codes, startPortal } from './harness.ts';
import { orderableArticle } from './orderable.ts';

// id.localhost holds new orders for staff confirmation (its orderConfirmation flag); localhost sends them to the ERP.
const HELD = 'id.localhost';
const portal = await startPortal();
const { db } = portal;
const token = async (username: string) => (await portal.tokens(username)).requestToken;
const [dealer, dealer2, sales, admin] = [await token('dealer'), await token('dealer2'), await token('sales'), await token('admin')];
const bike = await orderableArticle(db, 'BIKE');
const erp = localErp(db, portalErpHooks);

type Json = Record<string, any>;
const CART = `mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status description } } }`;
const CHECKOUT = `mutation($i: CheckoutInput!) { checkout(input: $i) { message { status description } userErrors { field message } orders { orderNo } } }`;
const DESK = `query($search: String, $page: Int, $limit: Int) { ordersAwaitingConfirmation(search: $search, page: $page, limit: $limit) {
  orders { id orderNo poNumber total customer { name code } lines { articleCode qty } } info { page limit count pageTotal } } }`;
const RESULT = 'message { status description } userErrors { field messageKey } code outcome orderNo';
const CONFIRM = `mutation($n: String!) { confirmOrder(orderNo: $n) { ${RESULT} } }`;
const REJECT = `mutation($n: String!, $r: String!) { rejectOrder(orderNo: $n, reason: $r) { ${RESULT} } }`;
const MY_ORDERS = `query($search: String) { orders(search: $search) { orders { id orderNo status heldForConfirmation rejectionReason } } }`;
const MY_ORDER = `query($id: Int!) { order(id: $id) { orderNo status heldForConfirmation rejectionReason } }`;

async function gql(query: string, token: string, variables: Json = {}, host = HELD) {
  const { body } = await portal.graphql(query, { token, variables, host });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

let seq = 0;
/** The user's customer checks out `qty` bikes on `host`; answers the order. */
async function placeOrder(username: string, userToken: string, { qty = 2, host = HELD } = {}) {
  const customer = await portal.customerOf(username);
  await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
  const added = await gql(
    CART,
    userToken,
    { p: [{ custCode: customer.codeR3, articleCode: bike.articleCode, sorg: '1000', qty, uom: bike.uom }] },
    host,
  );
  expect(added.updateProductsInCart.message.status).toBe(true);
  const shipTo = (
    await db.selectFrom('shipTos').select('code').where('customerId', '=', customer.id).orderBy('code').executeTakeFirstOrThrow()
  ).code;
  const poNumber = `PO-OC-${++seq}`;
  const { checkout } = await gql(
    CHECKOUT,
    userToken,
    { i: { idempotencyKey: `order-confirmation-${seq}`, shipTo, shipment: 'REG', payment: 'TERM', poNumber } },
    host,
  );
  expect(checkout.message.status, JSON.stringify(checkout)).toBe(true);
  const orderNo = checkout.orders[0].orderNo as string;
  const row = await db.selectFrom('orders').select(['id', 'status', 'soNumber']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
  return { orderNo, id: row.id, poNumber, customer };
}

const orderRow = (orderNo: string) =>
  db.selectFrom('orders').select(['id', 'status', 'soNumber']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
const outboxRows = (orderId: number) => db.selectFrom('erpOutbox').select(['id', 'kind']).where('orderId', '=', orderId).execute();
const stockOf = async () =>
  Number(
    (
      await db
        .selectFrom('stock')
        .select((eb) => eb.fn.sum<number>('available').as('n'))
        .where('articleId', '=', bike.id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('orders held for confirmation', () => {
  it('the ERP does not take a held order until staff confirm it', async () => {
    const { orderNo, id } = await placeOrder('dealer', dealer);
    expect(await outboxRows(id)).toEqual([]);
    await tick(db, erp);
    expect(await orderRow(orderNo)).toMatchObject({ status: 'awaiting_confirmation', soNumber: null });
    const mine = (await gql(MY_ORDERS, dealer, { search: orderNo })).orders.orders[0];
    expect(mine).toMatchObject({ status: 'awaiting_confirmation', heldForConfirmation: true, rejectionReason: null });

    const answer = (await gql(CONFIRM, admin, { n: orderNo })).confirmOrder;
    expect(answer).toMatchObject({ message: { status: true }, outcome: 'confirmed', code: null });
    await tick(db, erp);
    const taken = await orderRow(orderNo);
    expect(taken.status).toBe('in_progress');
    expect(taken.soNumber).toMatch(/\S/);
    expect((await gql(MY_ORDER, dealer, { id })).order).toMatchObject({ status: 'in_progress', heldForConfirmation: false });
  });

  it('an order placed on a host without the flag goes straight to the ERP', async () => {
    const { orderNo, id } = await placeOrder('dealer', dealer, { host: 'localhost' });
    expect((await outboxRows(id)).map((r) => r.kind)).toEqual(['order.created']);
    await tick(db, erp);
    expect((await orderRow(orderNo)).status).toBe('in_progress');
  });

  it('a double confirm, or two staff at once, changes nothing the second time', async () => {
    const { orderNo, id } = await placeOrder('dealer', dealer);
    const first = (await gql(CONFIRM, admin, { n: orderNo })).confirmOrder;
    const again = (await gql(CONFIRM, admin, { n: orderNo })).confirmOrder;
    expect(first.outcome).toBe('confirmed');
    expect(again).toMatchObject({ message: { status: true }, outcome: 'already_confirmed' });
    expect(await outboxRows(id)).toHaveLength(1);
    // Rejecting a confirmed order is refused and leaves it as it was.
    const late = (await gql(REJECT, sales, { n: orderNo, r: 'Too late' })).rejectOrder;
    expect(late).toMatchObject({ message: { status: false }, outcome: 'decided_otherwise', code: 'C001' });
    expect((await orderRow(orderNo)).status).toBe('awaiting_confirmation');

    const second = await placeOrder('dealer', dealer);
    const both = await Promise.all([gql(CONFIRM, admin, { n: second.orderNo }), gql(CONFIRM, sales, { n: second.orderNo })]);
    expect(both.map((b) => b.confirmOrder.outcome).sort()).toEqual(['already_confirmed', 'confirmed']);
    expect(await outboxRows(second.id)).toHaveLength(1);
  });
});

describe('rejecting a held order', () => {
  it('gives its stock and quota back, cancels it and tells the dealer why', async () => {
    const customer = await portal.customerOf('dealer');
    await db.deleteFrom('orderQuotas').where('articleId', '=', bike.id).execute();
    await db
      .insertInto('orderQuotas')
      .values({ sorg: '1000', articleId: bike.id, customerId: customer.id, quotaQty: 50, usedQty: 4, from: '2026-01-01', to: '2099-12-31' })
      .execute();
    const quotaUsed = async () =>
      (await db.selectFrom('orderQuotas').select('usedQty').where('articleId', '=', bike.id).executeTakeFirstOrThrow()).usedQty;
    const stockBefore = await stockOf();
    const { orderNo, id } = await placeOrder('dealer', dealer, { qty: 3 });
    expect(await stockOf()).toBe(stockBefore - 3);
    expect(await quotaUsed()).toBe(7);

    // A reason is required: without one nothing changes.
    const blank = (await gql(REJECT, admin, { n: orderNo, r: '   ' })).rejectOrder;
    expect(blank).toMatchObject({
      message: { status: false },
      code: 'I001',
      outcome: 'invalid',
      userErrors: [{ field: 'reason', messageKey: 'order-confirmation:errors.reason_required' }],
    });
    expect((await orderRow(orderNo)).status).toBe('awaiting_confirmation');

    const reason = 'Frame size no longer produced this season';
    const answer = (await gql(REJECT, admin, { n: orderNo, r: reason })).rejectOrder;
    expect(answer).toMatchObject({ message: { status: true }, outcome: 'rejected' });
    expect((await orderRow(orderNo)).status).toBe('cancelled');
    expect(await stockOf()).toBe(stockBefore);
    expect(await quotaUsed()).toBe(4);
    expect((await gql(REJECT, admin, { n: orderNo, r: reason })).rejectOrder.outcome).toBe('already_rejected');
    expect(await stockOf()).toBe(stockBefore);

    expect((await gql(MY_ORDERS, dealer, { search: orderNo })).orders.orders[0]).toMatchObject({
      status: 'cancelled',
      heldForConfirmation: false,
      rejectionReason: reason,
    });
    expect((await gql(MY_ORDER, dealer, { id })).order).toMatchObject({ status: 'cancelled', rejectionReason: reason });
    const mails = await outboxMessages(path.join(portal.env.dataDir, 'outbox'));
    // Quoted-printable folds long lines ('=' at a line's end): unfolded, the dealer's mail names the order and the reason.
    const dealerEmail = (await db.selectFrom('users').select('email').where('username', '=', 'dealer').executeTakeFirstOrThrow()).email!;
    const told = mails.map((m) => m.raw.replace(/=\r?\n/g, '')).filter((raw) => raw.includes(dealerEmail) && raw.includes(orderNo));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(reason);
    expect(told[0]).toContain(`/order/${id}`);

    // The ERP never hears of it.
    await tick(db, erp);
    expect(await orderRow(orderNo)).toMatchObject({ status: 'cancelled', soNumber: null });
    expect(await outboxRows(id)).toEqual([]);
  });
});

describe('who sees and decides', () => {
  it("sales staff see and decide only their own dealers' held orders", async () => {
    const own = await placeOrder('dealer', dealer);
    const other = await placeOrder('dealer2', dealer2);
    const listed = (await gql(DESK, sales, { limit: 50 })).ordersAwaitingConfirmation.orders.map((o: Json) => o.orderNo);
    expect(listed).toContain(own.orderNo);
    expect(listed).not.toContain(other.orderNo);
    const adminListed = (await gql(DESK, admin, { limit: 50 })).ordersAwaitingConfirmation.orders.map((o: Json) => o.orderNo);
    expect(adminListed).toEqual(expect.arrayContaining([own.orderNo, other.orderNo]));

    for (const query of [CONFIRM, REJECT]) {
      const { body } = await portal.graphql(query, { token: sales, host: HELD, variables: { n: other.orderNo, r: 'Not mine' } });
      expect(codes(body)).toEqual(['U002']);
    }
    expect(await orderRow(other.orderNo)).toMatchObject({ status: 'awaiting_confirmation' });
    expect(await outboxRows(other.id)).toEqual([]);

    // Another market's desk does not list Indonesia's orders, nor decides them.
    const us = (await gql(DESK, admin, { limit: 50 }, 'us.localhost')).ordersAwaitingConfirmation.orders.map((o: Json) => o.orderNo);
    expect(us).not.toContain(other.orderNo);
    const { body } = await portal.graphql(CONFIRM, { token: admin, host: 'us.localhost', variables: { n: other.orderNo } });
    expect(codes(body)).toEqual(['N001']);
  });

  it('a dealer cannot call the desk or its decisions', async () => {
    const { orderNo, id } = await placeOrder('dealer', dealer);
    for (const [query, variables] of [
      [DESK, {}],
      [CONFIRM, { n: orderNo }],
      [REJECT, { n: orderNo, r: 'Mine' }],
    ] as const) {
      const { body } = await portal.graphql(query, { token: dealer, host: HELD, variables });
      expect(codes(body)).toEqual(['U002']);
    }
    expect(await orderRow(orderNo)).toMatchObject({ status: 'awaiting_confirmation' });
    expect(await outboxRows(id)).toEqual([]);
  });

  it('searches by order number, customer and PO, and pages on the server', async () => {
    const placed = [await placeOrder('dealer2', dealer2), await placeOrder('dealer2', dealer2)];
    const byPo = (await gql(DESK, admin, { search: placed[1]!.poNumber.toLowerCase() })).ordersAwaitingConfirmation;
    expect(byPo.orders.map((o: Json) => o.orderNo)).toEqual([placed[1]!.orderNo]);
    expect(byPo.orders[0].lines).toEqual([{ articleCode: expect.any(String), qty: 2 }]);
    const byCustomer = (await gql(DESK, admin, { search: placed[0]!.customer.codeR3, limit: 10 })).ordersAwaitingConfirmation;
    expect(byCustomer.orders.map((o: Json) => o.orderNo)).toEqual(expect.arrayContaining(placed.map((p) => p.orderNo)));
    expect(byCustomer.orders.every((o: Json) => o.customer.name === placed[0]!.customer.name)).toBe(true);
    const all = (await gql(DESK, admin, { limit: 10 })).ordersAwaitingConfirmation.info.count;
    const pageTwo = (await gql(DESK, admin, { limit: 10, page: 2 })).ordersAwaitingConfirmation;
    expect(pageTwo.info).toMatchObject({ page: 2, count: all });
    expect(pageTwo.orders).toHaveLength(Math.max(0, Math.min(10, all - 10)));
  });
});
