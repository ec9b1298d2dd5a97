import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../api/adapters/mail/index.ts';
import { writeConsumerOrder } from '../../api/click-collect/public.ts';
import { PUBLIC_ORDER_LIMITS } from '../../api/click-collect/throttle.ts';
import { ErrorCode } from '../../api/graphql/errors.ts';
import { clickCollectMessages } from '../../src/rules/click-collect.ts';
import { codes, startPortal } from './harness.ts';
import { orderableArticle } from './orderable.ts';

/**
 * Click and collect (spec 3 §4, §5, §7; issue 22): a consumer orders through the public form, only the chosen dealer
 * reads and changes the order, submit needs every article chosen and happens once, 'Order to HQ' articles become an
 * order of the dealer to the maker, and the consumer is mailed when the order is ready to pick up.
 */
const portal = await startPortal();
const { db } = portal;
const dealerCustomer = await portal.customerOf('dealer');
const dealer = (await portal.tokens('dealer')).requestToken;
const dealer2 = (await portal.tokens('dealer2')).requestToken;
const bike = await orderableArticle(db, 'BIKE');
const part = await orderableArticle(db, 'PAA');

const ORDER = `{ id orderNo status submitted nextStatuses mayChoose details { id articleCode qty qtyShipped choice makerOrderNo } }`;
const RESULT = `{ message { status description } userErrors { field message messageKey } code order ${ORDER} }`;

interface Placement {
  message: { status: boolean };
  userErrors: { field: string; messageKey: string }[];
  code: string | null;
  orderNo: string | null;
}
const place = async (input: Record<string, unknown>, address = '203.0.113.1'): Promise<Placement> =>
  (
    (await (
      await portal.request('/public/graphql', {
        method: 'POST',
        headers: { 'x-forwarded-for': address },
        json: {
          query: `mutation($i: ClickCollectOrderInput!) { clickCollectPlaceOrder(input: $i) {
    message { status description } userErrors { field message messageKey } code orderNo } }`,
          variables: { i: input },
        },
      })
    ).json()) as { data: { clickCollectPlaceOrder: Placement } }
  ).data.clickCollectPlaceOrder;

const validInput = () => ({
  articleCode: part.articleCode,
  qty: 2,
  dealerId: dealerCustomer.id,
  name: 'Siti Rahma',
  email: 'siti@example.com',
  phone: '081234567890',
  language: 'id-id',
});

/** An order for `dealer` with the bike and the part, as the public form (or the seed) writes it. */
async function newOrder(email = 'consumer@example.com') {
  const articles = await db
    .selectFrom('articles')
    .select(['id', 'articleCode', 'name', 'retailPrice'])
    .where('id', 'in', [bike.id, part.id])
    .orderBy('id')
    .execute();
  return writeConsumerOrder(db, {
    sorg: '1000',
    customerId: dealerCustomer.id,
    name: 'Rudi Hartono',
    email,
    phone: '0812000111',
    language: 'en-us',
    currency: 'IDR',
    articles: articles.map((a) => ({ articleId: a.id, articleCode: a.articleCode, name: a.name, qty: 1, price: Number(a.retailPrice) })),
  });
}

const read = (orderId: number, token = dealer) =>
  portal.graphql(`query($id: Int!) { clickCollectOrder(orderId: $id) ${ORDER} }`, { token, variables: { id: orderId } });
const choose = (orderId: number, choices: { detailId: number; choice: string | null }[], token = dealer) =>
  portal.graphql(
    `mutation($id: Int!, $c: [ClickCollectChoiceInput!]!) { clickCollectChooseArticles(orderId: $id, choices: $c) ${RESULT} }`,
    { token, variables: { id: orderId, c: choices } },
  );
const submit = (orderId: number, token = dealer) =>
  portal.graphql(`mutation($id: Int!) { clickCollectSubmit(orderId: $id) ${RESULT} }`, { token, variables: { id: orderId } });
const move = (orderId: number, status: string, token = dealer) =>
  portal.graphql(`mutation($id: Int!, $s: String!) { clickCollectUpdateStatus(orderId: $id, status: $s) ${RESULT} }`, {
    token,
    variables: { id: orderId, s: status },
  });
const ship = (orderId: number, details: { detailId: number; qtyShipped: number }[]) =>
  portal.graphql(`mutation($s: ClickCollectShipmentInput!) { clickCollectUpdateShipments(shipment: $s) ${RESULT} }`, {
    token: dealer,
    variables: { s: { orderId, details } },
  });
const detailsOf = async (orderId: number) =>
  await db.selectFrom('clickCollectArticles').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
const makerOrders = (orderNo: string) => db.selectFrom('orders').selectAll().where('poNumber', '=', orderNo).execute();

describe('the public order form', () => {
  it('names each bad field in the translated words of the shared rules', async () => {
    const answer = await place({ articleCode: 'NO-SUCH', qty: 9, dealerId: 999_999, name: ' ', email: 'not-an-email', phone: '08-12' });
    expect(answer.message.status).toBe(false);
    expect(answer.code).toBe(ErrorCode.invalidInput);
    expect(Object.fromEntries(answer.userErrors.map((e) => [e.field, e.messageKey]))).toEqual({
      name: 'forms:not_empty',
      email: 'forms:email',
      phone: 'forms:phone',
      qty: 'click-collect:errors.qty_range',
      articleCode: 'click-collect:errors.product_unknown',
      dealerId: 'click-collect:errors.dealer_unknown',
    });
    const dealerOfOtherMarket = await portal.customerOf('dealer-us');
    const elsewhere = await place({ ...validInput(), dealerId: dealerOfOtherMarket.id });
    expect(elsewhere.userErrors.map((e) => e.field)).toEqual(['dealerId']);
  });

  it('routes a valid order to the dealer chosen, who lists it as needing confirmation', async () => {
    const answer = await place(validInput(), '203.0.113.2');
    expect(answer.message.status).toBe(true);
    const { body } = await portal.graphql(
      `query { clickCollectOrders(status: ["need_confirmation"], limit: 20) { orders { orderNo status customer { fullName email } } info { count } } }`,
      { token: dealer },
    );
    const mine = body.data!.clickCollectOrders.orders.find((o: { orderNo: string }) => o.orderNo === answer.orderNo);
    expect(mine).toMatchObject({ status: 'need_confirmation', customer: { fullName: 'Siti Rahma', email: 'siti@example.com' } });
    const other = await portal.graphql(`query { clickCollectOrders(limit: 20) { orders { orderNo } } }`, { token: dealer2 });
    expect(other.body.data!.clickCollectOrders.orders.map((o: { orderNo: string }) => o.orderNo)).not.toContain(answer.orderNo);
  });

  it('throttles a flood from one address, valid or not, and not another address', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < PUBLIC_ORDER_LIMITS.perAddress; i++) {
      expect((await place({ ...validInput(), name: '' }, address)).code).toBe(ErrorCode.invalidInput);
    }
    const refused = await place(validInput(), address);
    expect(refused.code).toBe('R001');
    expect(refused.userErrors[0]!.messageKey).toBe('click-collect:errors.too_many');
    expect((await place(validInput(), '198.51.100.8')).message.status).toBe(true);
  });

  it('answers anonymous callers only the public fields', async () => {
    const products = await portal.graphql(`query { clickCollectProducts(search: "") { articleCode retailPrice } clickCollectCities }`, {
      endpoint: '/public/graphql',
    });
    expect(products.body.data!.clickCollectProducts.length).toBeGreaterThan(0);
    expect(products.body.data!.clickCollectCities).toContain(dealerCustomer.city);
    const list = await portal.graphql(`query { clickCollectOrders { orders { orderNo } } }`, { endpoint: '/public/graphql' });
    expect(codes(list.body)).toContain(ErrorCode.notSignedIn);
  });
});

describe('the dealer processes an order', () => {
  it('refuses submit until every article is chosen, in the words of the spec', async () => {
    const { id } = await newOrder();
    const [first] = await detailsOf(id);
    expect((await choose(id, [{ detailId: first!.id, choice: 'order_to_hq' }])).body.data!.clickCollectChooseArticles.message.status).toBe(
      true,
    );
    const answer = (await submit(id)).body.data!.clickCollectSubmit;
    expect(answer.message).toEqual({ status: false, description: 'All item need to choose (Order To HQ / Ready To Pickup).' });
    expect(answer.userErrors[0]).toMatchObject({
      field: 'details',
      messageKey: 'click-collect:errors.choose_all',
      message: clickCollectMessages.choose_all,
    });
    const after = await db.selectFrom('clickCollectOrders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.submittedAt).toBeNull();
    expect(await makerOrders(after.orderNo)).toHaveLength(0);
  });

  it("places the 'Order to HQ' articles as the dealer's order to the maker, once; a second submit is refused", async () => {
    const { id, orderNo } = await newOrder('ready@example.com');
    const [hq, shelf] = await detailsOf(id);
    await choose(id, [
      { detailId: hq!.id, choice: 'order_to_hq' },
      { detailId: shelf!.id, choice: 'ready_to_pickup' },
    ]);
    const answer = (await submit(id)).body.data!.clickCollectSubmit;
    expect(answer.message.status).toBe(true);
    expect(answer.order).toMatchObject({ status: 'processing_by_hq', submitted: true, mayChoose: false });
    const made = await makerOrders(orderNo);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ customerId: dealerCustomer.id, placedFor: dealerCustomer.id, status: 'awaiting_confirmation' });
    const lines = await db.selectFrom('orderLines').select(['articleCode', 'qty']).where('orderId', '=', made[0]!.id).execute();
    expect(lines).toEqual([{ articleCode: hq!.articleCode, qty: 1 }]);
    // The checkout path wrote what every order gets: an ERP outbox row.
    expect(await db.selectFrom('erpOutbox').select('id').where('orderId', '=', made[0]!.id).execute()).toHaveLength(1);
    expect(answer.order.details.find((d: { id: number }) => d.id === hq!.id).makerOrderNo).toBe(made[0]!.orderNo);

    const again = (await submit(id)).body.data!.clickCollectSubmit;
    expect(again.message).toEqual({ status: false, description: clickCollectMessages.already_submitted });
    expect(again.code).toBe(ErrorCode.conflict);
    expect(await makerOrders(orderNo)).toHaveLength(1);
    // Choices are fixed once submitted.
    expect((await choose(id, [{ detailId: hq!.id, choice: 'ready_to_pickup' }])).body.data!.clickCollectChooseArticles.message.status).toBe(
      false,
    );
  });

  it('makes one maker order of two submits at the same moment', async () => {
    const { id, orderNo } = await newOrder();
    const details = await detailsOf(id);
    await choose(
      id,
      details.map((d) => ({ detailId: d.id, choice: 'order_to_hq' })),
    );
    const answers = await Promise.all([submit(id), submit(id), submit(id)]);
    expect(answers.map((a) => a.body.data!.clickCollectSubmit.message.status).sort()).toEqual([false, false, true]);
    expect(await makerOrders(orderNo)).toHaveLength(1);
  });

  it('mails the consumer when the order reaches ready to pickup, after the maker shipped', async () => {
    const { id, orderNo } = await newOrder('collect.me@example.com');
    const details = await detailsOf(id);
    await choose(
      id,
      details.map((d, i) => ({ detailId: d.id, choice: i === 0 ? 'order_to_hq' : 'ready_to_pickup' })),
    );
    expect((await submit(id)).body.data!.clickCollectSubmit.message.status).toBe(true);
    // Not every move is allowed: ready to pickup before the maker's goods arrived is refused.
    expect((await move(id, 'ready_to_pickup')).body.data!.clickCollectUpdateStatus.message.status).toBe(false);
    for (const s of ['confirmed', 'shipment_from_hq'])
      expect((await move(id, s)).body.data!.clickCollectUpdateStatus.message.status).toBe(true);
    const shipped = (await ship(id, [{ detailId: details[0]!.id, qtyShipped: 1 }])).body.data!.clickCollectUpdateShipments;
    expect(shipped.order.status).toBe('shipped');
    const outbox = path.join(portal.env.dataDir, 'outbox');
    const before = (await outboxMessages(outbox)).filter((m) => m.raw.includes('collect.me@example.com'));
    expect(before).toHaveLength(0);
    expect((await move(id, 'ready_to_pickup')).body.data!.clickCollectUpdateStatus.order.status).toBe('ready_to_pickup');
    const mails = (await outboxMessages(outbox)).filter((m) => m.raw.includes('collect.me@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain(orderNo);
    expect((await move(id, 'complete')).body.data!.clickCollectUpdateStatus.order.status).toBe('complete');
  });

  it('never lets another dealer read or change the order', async () => {
    const { id, orderNo } = await newOrder();
    const [detail] = await detailsOf(id);
    expect(codes((await read(id, dealer2)).body)).toContain(ErrorCode.notFound);
    expect(codes((await choose(id, [{ detailId: detail!.id, choice: 'order_to_hq' }], dealer2)).body)).toContain(ErrorCode.notFound);
    expect(codes((await submit(id, dealer2)).body)).toContain(ErrorCode.notFound);
    expect(codes((await move(id, 'open', dealer2)).body)).toContain(ErrorCode.notFound);
    const order = await db.selectFrom('clickCollectOrders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'need_confirmation', submittedAt: null });
    expect((await detailsOf(id))[0]!.choice).toBeNull();
    expect(await makerOrders(orderNo)).toHaveLength(0);
    expect((await read(id)).body.data!.clickCollectOrder.orderNo).toBe(orderNo);
  });
});
