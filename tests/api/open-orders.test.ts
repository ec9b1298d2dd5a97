import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tick } from '../../api/adapters/erp/index.ts';
import { portalErp } from '../../api/erp.ts';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
const erp = portalErp(db, {});
const customer = await portal.customerOf('dealer');
// The dealer gets an ISR code beside its r3 code, so the customer filter has two codes to choose from.
const ISR = 'I200109999';
await db.updateTable('customers').set({ codeIsr: ISR }).where('id', '=', customer.id).execute();
const dealer = (await portal.tokens('dealer')).requestToken;
const dealer2 = (await portal.tokens('dealer2')).requestToken;
const dealerUser = await db.selectFrom('users').select(['id', 'name']).where('username', '=', 'dealer').executeTakeFirstOrThrow();
const today = new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const ADD = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status } } }`;
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) { message { status description } orders { orderNo } } }`;
const OPEN = `query($search: String, $customerCode: OpenOrderCustomerCode, $consignmentOnly: Boolean, $sortBy: OpenOrderSortBy,
    $sortDirection: OpenOrderSortDirection, $page: Int, $limit: Int) {
  openOrders(search: $search, customerCode: $customerCode, consignmentOnly: $consignmentOnly, sortBy: $sortBy, sortDirection: $sortDirection,
      page: $page, limit: $limit) {
    summary { companyCode companyName currency precision
      orders { orderId soNumber orderNumber orderType custCode price qty requestDeliveryDate }
      deliveries { doNumber orderType custCode estimatedDeliveryDate detail { orderNo } } }
    lines { orderId soNumber orderNumber orderType poNumber createdAt requestDeliveryDate expectedDeliveryDate notes internalNotes createdBy
      shipTo shipToDetail { address city } custCode custName articleCode name brand qty orderedQty deliveredQty subTotal price uom
      productCategory modelYear status companyCode currency precision }
    info { page limit count pageTotal }
    customerCodes { r3 isr } } }`;

type Json = Record<string, any>;
const open = async (variables: Json = {}, token = dealer) => (await portal.graphql(OPEN, { token, variables })).body;
const openData = async (variables: Json = {}, token = dealer) => {
  const body = await open(variables, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.openOrders as { summary: Json[]; lines: Json[]; info: Json; customerCodes: Json };
};
const orderNumbers = (lines: Json[]) => [...new Set(lines.map((l) => l.orderNumber as string))];

/** An article of sorg 1000 of a category that nothing blocks and no quota limits, with plenty of stock. */
async function orderable(category: 'BIKE' | 'PAA') {
  const article = await db
    .selectFrom('articles as a')
    .leftJoin('articleAnalysis as aa', 'aa.articleId', 'a.id')
    .select(['a.id', 'a.articleCode', 'a.uom', 'a.category'])
    .where('a.sorg', '=', '1000')
    .where('a.category', '=', category)
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
  return article;
}
const bike = await orderable('BIKE');
const part = await orderable('PAA');
const shipTo = (
  await db.selectFrom('shipTos').select('code').where('customerId', '=', customer.id).orderBy('code').executeTakeFirstOrThrow()
).code;

let keys = 0;
/** Cart then checkout as the dealer does it: two bikes and three parts; answers the order row. */
async function placeOrder(requestDeliveryDate?: string) {
  await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
  const line = (a: typeof bike, qty: number) => ({ custCode: customer.codeR3, articleCode: a.articleCode, sorg: '1000', qty, uom: a.uom });
  const added = await portal.graphql(ADD, { token: dealer, variables: { products: [line(bike, 2), line(part, 3)] } });
  expect(added.body.data?.updateProductsInCart.message.status, JSON.stringify(added.body)).toBe(true);
  const input = {
    idempotencyKey: `open-orders-${++keys}-${Date.now()}`,
    shipTo,
    shipment: 'REG',
    payment: 'TERM',
    poNumber: `PO-OPEN-${keys}`,
    ...(requestDeliveryDate ? { requestDeliveryDate } : {}),
  };
  const { body } = await portal.graphql(CHECKOUT, { token: dealer, variables: { input } });
  expect(body.data?.checkout.message.status, JSON.stringify(body)).toBe(true);
  const { orderNo } = (body.data!.checkout.orders as { orderNo: string }[])[0];
  return db.selectFrom('orders').selectAll().where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
}

// Two orders asking for different delivery dates; the first is seen before the ERP booked it, then the ERP books both.
const first = await placeOrder(dayOffset(20));
const beforeBooking = await openData({ search: first.orderNo });
const second = await placeOrder(dayOffset(40));
await tick(db, erp);
const booked = async (id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const [firstBooked, secondBooked] = [await booked(first.id), await booked(second.id)];

// A consignment fill-up the ISR system booked on the dealer's ISR code, straight into the database: no requested date, not confirmed.
const cf = await db
  .insertInto('orders')
  .values({
    orderNo: 'B2B-1000-CF0001',
    seq: 990_001,
    customerId: customer.id,
    sorg: '1000',
    shipTo,
    shipmentMethod: 'REG',
    paymentMethod: 'TERM',
    requestDeliveryDate: null,
    poNumber: null,
    notes: 'Consignment top-up',
    status: 'in_progress',
    linesTotal: 500_000,
    shipmentAmount: 0,
    total: 500_000,
    currency: 'IDR',
    createdBy: dealerUser.id,
    placedFor: customer.id,
    createdAt: new Date(Date.now() - 86_400_000).toISOString(),
    soNumber: 'SO1000CF0001',
    orderType: 'CF',
    custCode: ISR,
  })
  .returning(['id', 'orderNo'])
  .executeTakeFirstOrThrow();
await db
  .insertInto('orderLines')
  .values({
    orderId: cf.id,
    articleId: bike.id,
    articleCode: bike.articleCode,
    qty: 1,
    uom: bike.uom,
    unitPrice: 500_000,
    subtotal: 500_000,
  })
  .execute();

describe('open order lines and summary', () => {
  it("shows an order before the ERP books it with the customer's r3 code and no expected date", () => {
    expect(beforeBooking.lines).toHaveLength(2);
    for (const l of beforeBooking.lines) {
      expect(l).toMatchObject({
        orderNumber: first.orderNo,
        soNumber: null,
        orderType: 'OR',
        custCode: customer.codeR3,
        status: 'awaiting_confirmation',
        expectedDeliveryDate: null,
        createdBy: dealerUser.name,
        custName: customer.name,
        internalNotes: null,
      });
    }
  });

  it('lists every open line with the spec fields once the ERP booked and confirmed the order', async () => {
    const { lines, info, customerCodes } = await openData({ search: first.orderNo });
    expect(customerCodes).toEqual({ r3: customer.codeR3, isr: ISR });
    expect(info).toMatchObject({ count: 2, page: 1, limit: 10, pageTotal: 1 });
    const confirmed = await db
      .selectFrom('orderConfirmations')
      .select(['orderLineId', 'confirmedDate'])
      .where('orderId', '=', first.id)
      .execute();
    const shipToRow = await db.selectFrom('shipTos').selectAll().where('code', '=', shipTo).executeTakeFirstOrThrow();
    const bikeLine = lines.find((l) => l.articleCode === bike.articleCode)!;
    expect(bikeLine).toMatchObject({
      orderId: first.id,
      orderNumber: first.orderNo,
      soNumber: firstBooked.soNumber,
      orderType: 'OR',
      poNumber: first.poNumber,
      requestDeliveryDate: dayOffset(20),
      notes: null,
      internalNotes: null,
      createdBy: dealerUser.name,
      shipTo,
      shipToDetail: { address: shipToRow.address, city: shipToRow.city },
      custCode: customer.codeR3,
      custName: customer.name,
      qty: 2,
      orderedQty: 2,
      deliveredQty: 0,
      productCategory: 'BIKE',
      status: 'in_progress',
      companyCode: '1000-B',
      currency: 'IDR',
      precision: 0,
    });
    expect(bikeLine.subTotal).toBe(bikeLine.price * 2);
    expect(bikeLine.expectedDeliveryDate).toBe(
      confirmed
        .map((c) => c.confirmedDate)
        .sort()
        .at(-1),
    );
    expect(lines.find((l) => l.articleCode === part.articleCode)).toMatchObject({ qty: 3, productCategory: 'PAA', companyCode: '1000-P' });
  });

  it('sums each order per company: bikes and parts are sold by different companies', async () => {
    const { summary, lines } = await openData({ search: first.orderNo });
    expect(summary.map((c) => c.companyCode)).toEqual(['1000-B', '1000-P']);
    for (const company of summary) {
      const own = lines.filter((l) => l.companyCode === company.companyCode);
      expect(company).toMatchObject({ currency: 'IDR', precision: 0, companyName: expect.any(String) });
      expect(company.orders).toEqual([
        {
          orderId: first.id,
          soNumber: firstBooked.soNumber,
          orderNumber: first.orderNo,
          orderType: 'OR',
          custCode: customer.codeR3,
          price: own.reduce((s, l) => s + l.subTotal, 0),
          qty: own.reduce((s, l) => s + l.qty, 0),
          requestDeliveryDate: dayOffset(20),
        },
      ]);
      expect(company.deliveries).toEqual([]);
    }
  });

  it('searches the order or the SO number, any part and any case', async () => {
    expect(orderNumbers((await openData({ search: secondBooked.soNumber!.toLowerCase() })).lines)).toEqual([second.orderNo]);
    expect(orderNumbers((await openData({ search: first.orderNo.slice(-6).toLowerCase() })).lines)).toEqual([first.orderNo]);
    const none = await openData({ search: 'no-such-order' });
    expect(none).toMatchObject({ lines: [], summary: [], info: { count: 0 } });
  });

  it('filters on the isr or the r3 code and on consignment fill-ups', async () => {
    expect(orderNumbers((await openData({ customerCode: 'isr' })).lines)).toEqual([cf.orderNo]);
    const r3 = orderNumbers((await openData({ customerCode: 'r3', limit: 50 })).lines);
    expect(r3).toEqual(expect.arrayContaining([first.orderNo, second.orderNo]));
    expect(r3).not.toContain(cf.orderNo);
    const consignment = await openData({ consignmentOnly: true });
    expect(orderNumbers(consignment.lines)).toEqual([cf.orderNo]);
    expect(consignment.summary).toHaveLength(1);
    expect(consignment.summary[0].orders).toEqual([
      expect.objectContaining({ orderNumber: cf.orderNo, orderType: 'CF', custCode: ISR, price: 500_000, qty: 1 }),
    ]);
    expect((await openData({ consignmentOnly: true, customerCode: 'r3' })).info.count).toBe(0);
  });

  it('sorts by a date, valid dates first, newest first unless asked otherwise, rows without a date last', async () => {
    const byRequest = orderNumbers((await openData({ sortBy: 'requestDeliveryDate', limit: 50 })).lines);
    expect(byRequest).toEqual([second.orderNo, first.orderNo, cf.orderNo]);
    const oldestFirst = orderNumbers((await openData({ sortBy: 'requestDeliveryDate', sortDirection: 'asc', limit: 50 })).lines);
    expect(oldestFirst).toEqual([first.orderNo, second.orderNo, cf.orderNo]);
    // The consignment order has no confirmation, so no expected date: last both ways.
    expect(orderNumbers((await openData({ sortBy: 'expectedDeliveryDate', sortDirection: 'asc', limit: 50 })).lines).at(-1)).toBe(
      cf.orderNo,
    );
    expect(orderNumbers((await openData({ sortBy: 'expectedDeliveryDate', limit: 50 })).lines).at(-1)).toBe(cf.orderNo);
    // By order date the newest order comes first; the summary follows the same order.
    const byCreated = await openData({ sortBy: 'createdAt', limit: 50 });
    expect(orderNumbers(byCreated.lines)).toEqual([second.orderNo, first.orderNo, cf.orderNo]);
    expect(byCreated.summary.find((c) => c.companyCode === '1000-B')!.orders.map((o: Json) => o.orderNumber)).toEqual([
      second.orderNo,
      first.orderNo,
      cf.orderNo,
    ]);
  });

  it('pages after filtering and refuses other page sizes', async () => {
    const all = await openData({ limit: 10 });
    expect(all.info).toMatchObject({ count: 5, pageTotal: 1 });
    const page2 = await openData({ page: 2, limit: 10 });
    expect(page2.lines).toEqual([]);
    expect(page2.summary.length).toBeGreaterThan(0);
    expect(codes(await open({ limit: 13 }))).toEqual(['I001']);
  });
});

describe('deliveries', () => {
  const bikeLineOf = async (orderId: number) =>
    db
      .selectFrom('orderLines')
      .selectAll()
      .where('orderId', '=', orderId)
      .where('articleCode', '=', bike.articleCode)
      .executeTakeFirstOrThrow();
  let deliveries = 0;
  async function deliver(orderId: number, qty: number, estimatedDeliveryDate: string) {
    const line = await bikeLineOf(orderId);
    const doNumber = `DO1000OPEN${++deliveries}`;
    const { id } = await db
      .insertInto('deliveries')
      .values({
        doNumber,
        orderId,
        customerId: customer.id,
        sorg: '1000',
        shipTo,
        deliveryDate: today,
        requestDeliveryDate: null,
        estimatedDeliveryDate,
        expeditionName: 'Test carrier',
        trackingNo: null,
        trackingUrl: null,
        notes: null,
        currency: 'IDR',
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('deliveryLines')
      .values({
        deliveryId: id,
        orderLineId: line.id,
        articleCode: line.articleCode,
        qty,
        uom: line.uom,
        price: line.unitPrice,
        subtotal: line.unitPrice * qty,
      })
      .execute();
    return doNumber;
  }

  it('a partial delivery shrinks the open quantity; the delivery shows in the summary until it arrives', async () => {
    const onTheWay = await deliver(first.id, 1, dayOffset(3));
    const { lines, summary } = await openData({ search: first.orderNo });
    const bikeLine = lines.find((l) => l.articleCode === bike.articleCode)!;
    expect(bikeLine).toMatchObject({ qty: 1, orderedQty: 2, deliveredQty: 1, subTotal: bikeLine.price });
    const bikes = summary.find((c) => c.companyCode === '1000-B')!;
    expect(bikes.orders[0].qty).toBe(1);
    expect(bikes.deliveries).toEqual([
      {
        doNumber: onTheWay,
        orderType: 'OR',
        custCode: customer.codeR3,
        estimatedDeliveryDate: dayOffset(3),
        detail: [{ orderNo: first.orderNo }],
      },
    ]);
    // A delivery of bikes is not the parts company's.
    expect(summary.find((c) => c.companyCode === '1000-P')!.deliveries).toEqual([]);
    // The filters apply to deliveries too.
    expect((await openData({ consignmentOnly: true })).summary.flatMap((c) => c.deliveries)).toEqual([]);
    expect((await openData({ search: second.orderNo })).summary.flatMap((c) => c.deliveries)).toEqual([]);
  });

  it('a line delivered in full is no longer open, and an arrived delivery leaves the summary', async () => {
    const arrived = await deliver(first.id, 1, dayOffset(-1));
    const { lines, summary } = await openData({ search: first.orderNo });
    expect(lines.map((l) => l.articleCode)).toEqual([part.articleCode]);
    expect(summary.map((c) => c.companyCode)).toEqual(['1000-B', '1000-P']);
    const doNumbers = summary.flatMap((c) => c.deliveries.map((d: Json) => d.doNumber));
    expect(doNumbers).toHaveLength(1);
    expect(doNumbers).not.toContain(arrived);
  });

  it('cancelled and complete orders have no open lines', async () => {
    await db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', second.id).execute();
    expect((await openData({ search: second.orderNo })).info.count).toBe(0);
    await db.updateTable('orders').set({ status: 'in_progress' }).where('id', '=', second.id).execute();
    expect((await openData({ search: second.orderNo })).info.count).toBe(2);
  });
});

describe("another customer's open orders", () => {
  it('dealer2 never sees them, by any search, filter or sort', async () => {
    const mine = [first.orderNo, second.orderNo, cf.orderNo];
    for (const variables of [
      { limit: 50 },
      { search: first.orderNo },
      { search: secondBooked.soNumber },
      { search: 'SO1000CF' },
      { customerCode: 'isr' },
      { customerCode: 'r3' },
      { consignmentOnly: true },
      { sortBy: 'requestDeliveryDate', sortDirection: 'asc' },
    ]) {
      const { lines, summary, customerCodes } = await openData(variables, dealer2);
      expect(customerCodes.r3).not.toBe(customer.codeR3);
      expect(orderNumbers(lines).filter((n) => mine.includes(n))).toEqual([]);
      const seen = summary.flatMap((c) => [
        ...c.orders.map((o: Json) => o.orderNumber),
        ...c.deliveries.flatMap((d: Json) => d.detail.map((o: Json) => o.orderNo)),
      ]);
      expect(seen.filter((n) => mine.includes(n))).toEqual([]);
    }
  });

  it('refuses without a session, without the scope and without an active customer', async () => {
    expect(codes((await portal.graphql(OPEN, {})).body)).toEqual(['U001']);
    expect(codes(await open({}, (await portal.tokens('content')).requestToken))).toEqual(['U002']);
    expect(codes(await open({}, (await portal.tokens('sales')).requestToken))).toEqual(['N002']);
  });
});

describe('the open-order export', () => {
  const download = (query = '', token: string | null = dealer, name = 'open-order') =>
    portal.request(`/api/reports/${name}/download${query}`, { token: token ?? undefined });
  const fileDate = `${today.slice(8, 10)}-${today.slice(5, 7)}-${today.slice(0, 4)}`;
  afterEach(() => vi.restoreAllMocks());

  async function workbookOf(res: Response) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => {
      const values = (sheet.getRow(i + 2).values as unknown[]).slice(1);
      return Object.fromEntries(header.map((h, j) => [String(h), values[j]]));
    });
    return { header, rows };
  }

  it("downloads the dealer's open lines as an xlsx named with today's date", async () => {
    const res = await download('?lang=en-us&sortBy=requestDeliveryDate');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain(`filename="List Open Order - ${fileDate}.xlsx"`);
    const { header, rows } = await workbookOf(res);
    expect(header).toEqual(
      expect.arrayContaining(['SO number', 'Order number', 'Order type', 'Requested delivery', 'Open qty', 'Price', 'Subtotal']),
    );
    const { lines } = await openData({ sortBy: 'requestDeliveryDate', limit: 50 });
    expect(rows.map((r) => r['Order number'])).toEqual(lines.map((l) => l.orderNumber));
    const cfRow = rows.find((r) => r['Order number'] === cf.orderNo)!;
    expect(cfRow).toMatchObject({
      'Order type': 'Consignment fill-up',
      'Customer code': ISR,
      'Open qty': 1,
      Price: 500_000,
      Subtotal: 500_000,
    });
    const firstRow = rows.find((r) => r['Order number'] === first.orderNo)!;
    expect(firstRow['Requested delivery']).toBeInstanceOf(Date);
    expect((firstRow['Requested delivery'] as Date).toISOString().slice(0, 10)).toBe(dayOffset(20));
    // The unit in words, one word for a piece whatever the ERP's code (EA or PC).
    expect(header).toContain('Unit');
    expect(rows.every((r) => ['pcs', 'pairs', 'sets'].includes(r.Unit as string))).toBe(true);
    expect(rows.map((r) => r.Unit)).toContain('pcs');
  });

  it('applies the same filters as the page and writes the headers in the asked language', async () => {
    const res = await download(`?lang=de&consignmentOnly=true&search=${encodeURIComponent('so1000cf')}`);
    expect(res.status).toBe(200);
    const { header, rows } = await workbookOf(res);
    expect(header).toContain('Bestellnummer');
    expect(rows.map((r) => r.Bestellnummer)).toEqual([cf.orderNo]);
    expect(rows[0].Auftragsart).toBe('Konsignationsauffüllung');
  });

  it("never holds another customer's lines", async () => {
    const { rows } = await workbookOf(await download('?lang=en-us', dealer2));
    expect(rows.map((r) => r['Order number']).filter((n) => [first.orderNo, second.orderNo, cf.orderNo].includes(n as string))).toEqual([]);
  });

  it('refuses without a session, scope or customer; other reports do not exist; bad filters are refused', async () => {
    expect((await download('', null)).status).toBe(401);
    expect((await download('', (await portal.tokens('content')).requestToken)).status).toBe(403);
    expect((await download('', (await portal.tokens('sales')).requestToken)).status).toBe(403);
    expect((await download('', dealer, 'open-invoice')).status).toBe(404);
    const bad = await download('?sortBy=price');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'I001' });
  });

  it("answers 'Something went wrong (OE1).' when the workbook cannot be made", async () => {
    vi.spyOn(ExcelJS.Workbook.prototype, 'addWorksheet').mockImplementation(() => {
      throw new Error('out of memory');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await download();
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: 'OE1', message: 'Something went wrong (OE1).', messageKey: 'open-orders:export.failed' });
  });
});

describe('the scope is read per request', () => {
  it('a dealer whose role loses page.order-status is refused at once', async () => {
    const role = await db.selectFrom('roles').select('id').where('name', '=', 'customer').executeTakeFirstOrThrow();
    const permission = await db.selectFrom('permissions').select('id').where('name', '=', 'page.order-status').executeTakeFirstOrThrow();
    await db.deleteFrom('rolePermissions').where('roleId', '=', role.id).where('permissionId', '=', permission.id).execute();
    try {
      expect(codes(await open())).toEqual(['U002']);
      expect((await portal.request('/api/reports/open-order/download', { token: dealer })).status).toBe(403);
    } finally {
      await db.insertInto('rolePermissions').values({ roleId: role.id, permissionId: permission.id }).execute();
    }
  });
});
