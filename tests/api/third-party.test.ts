import { describe, expect, it } from 'vitest';
import { runInBatches } from '../../src/rules/third-party.ts';
import { codes, startPortal } from './harness.ts';

/**
 * Third party (spec 3 §7 'Third party'): vendors keep their own products and orders only; a dealer's checkout
 * places one order per vendor in one transaction, or nothing when one product fails; stock is never oversold;
 * attribute batches go on past a failing one; upload files answer an error per row and save all rows or none.
 */

const portal = await startPortal();
const { db } = portal;
const token = async (u: string) => (await portal.tokens(u)).requestToken;
const [vendorA, vendorB, dealer, dealer2] = await Promise.all(['vendor-id', 'vendor-id2', 'dealer', 'dealer2'].map(token));
const vendorOf = async (code: string) => db.selectFrom('thirdPartyVendors').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
const [tyres, helmets] = await Promise.all([vendorOf('V-ID-01'), vendorOf('V-ID-02')]);
const product = (articleCode: string) =>
  db.selectFrom('thirdPartyProducts').selectAll().where('articleCode', '=', articleCode).executeTakeFirstOrThrow();
const count = async (table: 'thirdPartyOrders' | 'thirdPartyOrderLines') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const shipToOf = async (username: string) =>
  (
    await db
      .selectFrom('shipTos')
      .select('code')
      .where('customerId', '=', (await portal.customerOf(username)).id)
      .orderBy('code')
      .executeTakeFirstOrThrow()
  ).code;
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const PRODUCTS = `query($search: String, $withStock: Boolean, $limit: Int) { productThirdParties(search: $search, withStock: $withStock, limit: $limit) {
  asVendor info { count } products { articleCode name price stock available vendor { id name } } } }`;
const ORDERS = `query($filter: ThirdPartyOrderFilter) { orderThirdParties(limit: 50, filter: $filter) { asVendor info { count }
  orders { orderNo vendor { id } custThirdParty { name } totalOrder details { articleCode orderQty status nextStatuses } } } }`;
const CHECKOUT = `mutation($key: String!, $shipment: ThirdPartyShipmentInput!, $products: [ThirdPartyCheckoutProductInput!]!) {
  checkoutThirdParty(idempotencyKey: $key, shipment: $shipment, products: $products) {
    message { status } code orders userErrors { field message } productErrors { vendorId articleCode product qty subtotal message messageKey } } }`;
const STATUS = `mutation($orderNo: String!, $articleCode: String!, $status: ThirdPartyOrderLineStatus!) {
  updateStatusOrderItemThirdParty(orderNo: $orderNo, articleCode: $articleCode, status: $status) { message { status } code status userErrors { field } } }`;
const ATTRIBUTES = `mutation($products: [ThirdPartyProductAttributeInput!]!) { updateProductAttributes(products: $products) {
  message { status } code data userErrors { field message } } }`;

async function checkout(
  as: string,
  key: string,
  products: { vendorId: number; articleCode: string; qty: number; price?: number | null }[],
  shipToCode?: string,
) {
  const shipment = { shipToCode: shipToCode ?? (await shipToOf('dealer')), reqDeliveryDate: tomorrow, notes: 'Test order' };
  const { body } = await portal.graphql(CHECKOUT, { token: as, variables: { key, shipment, products } });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.checkoutThirdParty;
}

async function upload(as: string, field: 'uploadStockThirdParties' | 'uploadProductThirdParties', name: string, text: string) {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: `mutation($file: File!) { ${field}(file: $file) { message { status } code data userErrors { field messageKey } rowErrors { line field message messageKey } } }`,
      variables: { file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new File([text], name, { type: 'text/csv' }));
  const res = await portal.request('/graphql', { method: 'POST', body: form, token: as });
  const body = (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data![field];
}

describe('a vendor', () => {
  it('sees only its own products, with stock and price as they are', async () => {
    const { body } = await portal.graphql(PRODUCTS, { token: vendorA, variables: { limit: 100 } });
    const page = body.data!.productThirdParties;
    expect(page.asVendor).toBe(true);
    expect(page.products.length).toBeGreaterThan(0);
    expect(page.products.every((p: any) => p.vendor.id === tyres.id)).toBe(true);
    expect(page.products.map((p: any) => p.articleCode)).toContain('BS-TYRE-2920');
    // A dealer reads both vendors of the market.
    const dealerView = (await portal.graphql(PRODUCTS, { token: dealer, variables: { limit: 100 } })).body.data!.productThirdParties;
    expect(new Set(dealerView.products.map((p: any) => p.vendor.id))).toEqual(new Set([tyres.id, helmets.id]));
  });

  it('sees only the orders of its own products, and moves only their lines', async () => {
    const own = (await portal.graphql(ORDERS, { token: vendorA })).body.data!.orderThirdParties;
    expect(own.asVendor).toBe(true);
    expect(own.orders.length).toBeGreaterThan(0);
    expect(own.orders.every((o: any) => o.vendor.id === tyres.id)).toBe(true);
    const other = (await portal.graphql(ORDERS, { token: vendorB })).body.data!.orderThirdParties;
    const theirs = other.orders.find((o: any) => o.details.some((d: any) => d.status === 'ordered'));
    const line = theirs.details.find((d: any) => d.status === 'ordered');

    // Vendor A cannot move vendor B's line: it reads as not found and nothing changes.
    const refused = (
      await portal.graphql(STATUS, {
        token: vendorA,
        variables: { orderNo: theirs.orderNo, articleCode: line.articleCode, status: 'confirmed' },
      })
    ).body;
    expect(refused.data!.updateStatusOrderItemThirdParty).toMatchObject({ message: { status: false }, code: 'N001' });
    // Nor can the dealer who ordered it.
    const byDealer = (
      await portal.graphql(STATUS, {
        token: dealer,
        variables: { orderNo: theirs.orderNo, articleCode: line.articleCode, status: 'confirmed' },
      })
    ).body;
    expect(byDealer.data!.updateStatusOrderItemThirdParty.message.status).toBe(false);
    const stored = await db
      .selectFrom('thirdPartyOrderLines as l')
      .innerJoin('thirdPartyOrders as o', 'o.id', 'l.orderId')
      .select('l.status')
      .where('o.orderNo', '=', theirs.orderNo)
      .where('l.articleCode', '=', line.articleCode)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('ordered');

    // Vendor B moves it one step; a jump past the next step is refused.
    expect(line.nextStatuses).toEqual(['confirmed', 'cancelled']);
    const jump = (
      await portal.graphql(STATUS, {
        token: vendorB,
        variables: { orderNo: theirs.orderNo, articleCode: line.articleCode, status: 'delivered' },
      })
    ).body;
    expect(jump.data!.updateStatusOrderItemThirdParty).toMatchObject({ message: { status: false }, code: 'C001' });
    const moved = (
      await portal.graphql(STATUS, {
        token: vendorB,
        variables: { orderNo: theirs.orderNo, articleCode: line.articleCode, status: 'confirmed' },
      })
    ).body;
    expect(moved.data!.updateStatusOrderItemThirdParty).toMatchObject({ message: { status: true }, status: 'confirmed' });
  });

  it('is refused the dealer checkout (no customer) and its maintenance answers nothing to a dealer', async () => {
    const { body } = await portal.graphql(CHECKOUT, {
      token: vendorA,
      variables: { key: 'vendor-checkout-1', products: [], shipment: { shipToCode: 'X', reqDeliveryDate: tomorrow } },
    });
    expect(codes(body)).toContain('N002');
    // A dealer holds no article-maintenance scope at all.
    const attempt = await portal.graphql(ATTRIBUTES, {
      token: dealer,
      variables: { products: [{ articleCode: 'BS-TUBE-2612', sorg: '1000', attribute: { order: 1 } }] },
    });
    expect(codes(attempt.body)).toContain('U002');
  });
});

describe('the checkout', () => {
  it('places one order per vendor in one go', async () => {
    const [tube, helmet] = await Promise.all([product('BS-TUBE-2612'), product('HG-URBAN-M')]);
    const before = await count('thirdPartyOrders');
    const answer = await checkout(dealer, 'checkout-two-vendors', [
      { vendorId: tyres.id, articleCode: tube.articleCode, qty: 2, price: tube.price },
      { vendorId: helmets.id, articleCode: helmet.articleCode, qty: 1, price: helmet.price },
    ]);
    expect(answer.message.status).toBe(true);
    expect(answer.orders).toHaveLength(2);
    expect(await count('thirdPartyOrders')).toBe(before + 2);
    expect((await product(tube.articleCode)).stock).toBe(tube.stock - 2);
    const placed = await db
      .selectFrom('thirdPartyOrders')
      .select(['vendorId', 'totalOrder'])
      .where('orderNo', 'in', answer.orders)
      .orderBy('vendorId')
      .execute();
    expect(placed).toEqual([
      { vendorId: tyres.id, totalOrder: tube.price * 2 },
      { vendorId: helmets.id, totalOrder: helmet.price },
    ]);
    // The same submit again answers the same orders and places nothing more.
    const again = await checkout(dealer, 'checkout-two-vendors', [
      { vendorId: tyres.id, articleCode: tube.articleCode, qty: 2, price: tube.price },
    ]);
    expect(again.orders).toEqual(answer.orders);
    expect(await count('thirdPartyOrders')).toBe(before + 2);
    // The dealer follows them; dealer2 does not see them.
    const mine = (await portal.graphql(ORDERS, { token: dealer })).body.data!.orderThirdParties.orders.map((o: any) => o.orderNo);
    expect(mine).toEqual(expect.arrayContaining(answer.orders));
    const theirs = (await portal.graphql(ORDERS, { token: dealer2 })).body.data!.orderThirdParties.orders.map((o: any) => o.orderNo);
    expect(theirs.filter((n: string) => answer.orders.includes(n))).toEqual([]);
  });

  it('writes nothing when one product fails, and names product, qty, subtotal and message', async () => {
    const [tube, soldOut, helmet] = await Promise.all([product('BS-TUBE-2718'), product('BS-TYRE-2920'), product('HG-KIDS-S')]);
    const before = await Promise.all([count('thirdPartyOrders'), count('thirdPartyOrderLines')]);
    const answer = await checkout(dealer, 'checkout-one-fails', [
      { vendorId: tyres.id, articleCode: tube.articleCode, qty: 1, price: tube.price },
      { vendorId: tyres.id, articleCode: soldOut.articleCode, qty: 2, price: soldOut.price },
      { vendorId: helmets.id, articleCode: helmet.articleCode, qty: 1, price: helmet.price },
    ]);
    expect(answer.message.status).toBe(false);
    expect(answer.orders).toEqual([]);
    expect(answer.productErrors).toEqual([
      {
        vendorId: tyres.id,
        articleCode: soldOut.articleCode,
        product: soldOut.name,
        qty: 2,
        subtotal: soldOut.price * 2,
        message: 'Only 0 left in stock',
        messageKey: 'third-party:errors.out_of_stock',
      },
    ]);
    expect(await Promise.all([count('thirdPartyOrders'), count('thirdPartyOrderLines')])).toEqual(before);
    // The other products' stock taken before the failure went back with the rollback.
    expect((await product(tube.articleCode)).stock).toBe(tube.stock);
    expect((await product(helmet.articleCode)).stock).toBe(helmet.stock);
  });

  it("refuses a changed price and another dealer's ship-to", async () => {
    const tube = await product('BS-PATCH-48');
    const stale = await checkout(dealer, 'checkout-stale-price', [
      { vendorId: tyres.id, articleCode: tube.articleCode, qty: 1, price: tube.price - 1 },
    ]);
    expect(stale.productErrors[0]).toMatchObject({ articleCode: tube.articleCode, messageKey: 'third-party:errors.price_changed' });
    const foreign = await checkout(
      dealer2,
      'checkout-foreign-ship-to',
      [{ vendorId: tyres.id, articleCode: tube.articleCode, qty: 1, price: tube.price }],
      await shipToOf('dealer'),
    );
    expect(foreign.userErrors.map((e: any) => e.field)).toEqual(['shipment.shipToCode']);
    expect((await product(tube.articleCode)).stock).toBe(tube.stock);
  });

  it('never oversells: of two dealers buying the last pieces at once, one gets them', async () => {
    const helmet = await product('HG-URBAN-L');
    await db.updateTable('thirdPartyProducts').set({ stock: 3 }).where('id', '=', helmet.id).execute();
    const line = [{ vendorId: helmets.id, articleCode: helmet.articleCode, qty: 2, price: helmet.price }];
    const [a, b] = await Promise.all([
      checkout(dealer, 'race-dealer-a', line),
      checkout(dealer2, 'race-dealer-b', line, await shipToOf('dealer2')),
    ]);
    expect([a.message.status, b.message.status].sort()).toEqual([false, true]);
    const loser = a.message.status ? b : a;
    expect(loser.productErrors[0]).toMatchObject({ articleCode: helmet.articleCode, messageKey: 'third-party:errors.out_of_stock' });
    expect((await product(helmet.articleCode)).stock).toBe(1);
  });
});

describe('article maintenance', () => {
  it('goes on past a failing batch and reports it', async () => {
    // 160 products of vendor A: three batches of 75, 75 and 10; the second holds vendor B's article and fails.
    const now = new Date().toISOString();
    await db
      .insertInto('thirdPartyProducts')
      .values(
        Array.from({ length: 160 }, (_, i) => ({
          vendorId: tyres.id,
          articleCode: `BATCH-${String(i).padStart(3, '0')}`,
          name: `Batch article ${i}`,
          salesUnit: 'PC',
          price: 1000,
          currency: 'IDR',
          stock: 1,
          imageUrl: null,
          displayOrder: null,
          newArrivalFrom: null,
          newArrivalTo: null,
          updatedAt: now,
        })),
      )
      .execute();
    const items = Array.from({ length: 160 }, (_, i) => ({
      articleCode: `BATCH-${String(i).padStart(3, '0')}`,
      sorg: '1000',
      attribute: { order: 500 + i },
    }));
    items[100] = { articleCode: 'HG-URBAN-M', sorg: '1000', attribute: { order: 1 } };
    const progress: number[] = [];
    const report = await runInBatches(
      items,
      async (batch) => {
        const { body } = await portal.graphql(ATTRIBUTES, { token: vendorA, variables: { products: batch } });
        return body.data!.updateProductAttributes as { message: { status: boolean }; userErrors: { field: string; message: string }[] };
      },
      {
        failedIf: (a) => (a.message.status ? null : a.userErrors.map((e) => e.message).join('; ')),
        onProgress: (done) => progress.push(done),
      },
    );
    expect(progress).toEqual([1, 2, 3]);
    expect(report.failed.map((f) => f.batch)).toEqual([1]);
    expect(report.failed[0]!.reason).toContain('HG-URBAN-M');
    expect(report.done.map((d) => d.batch)).toEqual([0, 2]);
    const orders = new Map(
      (
        await db.selectFrom('thirdPartyProducts').select(['articleCode', 'displayOrder']).where('articleCode', 'like', 'BATCH-%').execute()
      ).map((p) => [p.articleCode, p.displayOrder]),
    );
    // The first and the third batch applied; nothing of the failing one did, and vendor B's product is untouched.
    expect(orders.get('BATCH-000')).toBe(500);
    expect(orders.get('BATCH-159')).toBe(659);
    expect(orders.get('BATCH-080')).toBeNull();
    expect((await product('HG-URBAN-M')).displayOrder).toBe(10);
  });

  it('deletes only its own products', async () => {
    const DELETE = `mutation($products: [ThirdPartyProductKeyInput!]!) { deleteProducts(products: $products) { message { status } code data } }`;
    const refused = (
      await portal.graphql(DELETE, { token: vendorA, variables: { products: [{ articleCode: 'HG-KIDS-S', sorg: '1000' }] } })
    ).body;
    expect(refused.data!.deleteProducts.message.status).toBe(false);
    expect(await product('HG-KIDS-S')).toBeTruthy();
    const done = (await portal.graphql(DELETE, { token: vendorA, variables: { products: [{ articleCode: 'BATCH-159', sorg: '1000' }] } }))
      .body;
    expect(done.data!.deleteProducts).toMatchObject({ message: { status: true }, data: ['BATCH-159'] });
  });

  it('answers an error per row of a stock file and saves none of it', async () => {
    const tube = await product('BS-TUBE-2612');
    const bad = await upload(
      vendorA,
      'uploadStockThirdParties',
      'stock.csv',
      `Article Code,Stock\n${tube.articleCode},77\nHG-URBAN-M,5\nBS-PATCH-48,-3\n`,
    );
    expect(bad.message.status).toBe(false);
    expect(bad.rowErrors.map((e: any) => [e.line, e.field, e.messageKey])).toEqual([
      [3, 'articleCode', 'third-party:errors.product_unknown'],
      [4, 'stock', 'third-party:errors.stock_value'],
    ]);
    expect((await product(tube.articleCode)).stock).toBe(tube.stock);
    const good = await upload(vendorA, 'uploadStockThirdParties', 'stock.csv', `articleCode,stock\n${tube.articleCode},77\n`);
    expect(good).toMatchObject({ message: { status: true }, data: [tube.articleCode] });
    expect((await product(tube.articleCode)).stock).toBe(77);
  });

  it('adds and updates products from a product file, with errors per row', async () => {
    const bad = await upload(
      vendorA,
      'uploadProductThirdParties',
      'products.csv',
      'articleCode,name,salesUnit,price,stock\nBS-NEW-1,New valve caps,BOX,15000,20\nBS-NEW-2,,PC,12.5,x\n',
    );
    expect(bad.rowErrors.map((e: any) => [e.line, e.field])).toEqual([
      [3, 'name'],
      [3, 'price'],
      [3, 'stock'],
    ]);
    expect(await db.selectFrom('thirdPartyProducts').select('id').where('articleCode', '=', 'BS-NEW-1').executeTakeFirst()).toBeUndefined();
    const good = await upload(
      vendorA,
      'uploadProductThirdParties',
      'products.csv',
      'articleCode,name,salesUnit,price,stock\nBS-NEW-1,New valve caps,BOX,15000,20\nBS-TUBE-2612,Inner tube 26 (new name),BOX,260000,70\n',
    );
    expect(good.message.status).toBe(true);
    expect(await product('BS-NEW-1')).toMatchObject({ vendorId: tyres.id, price: 15000, stock: 20, currency: 'IDR' });
    expect(await product('BS-TUBE-2612')).toMatchObject({ name: 'Inner tube 26 (new name)', price: 260000, stock: 70 });
  });
});
