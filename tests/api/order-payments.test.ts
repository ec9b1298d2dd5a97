import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
const dealer = (await portal.tokens('dealer')).requestToken;
const dealer2 = (await portal.tokens('dealer2')).requestToken;
const sales = (await portal.tokens('sales')).requestToken;
const admin = (await portal.tokens('admin')).requestToken;
const support = (await portal.tokens('support')).requestToken;
const customer = await portal.customerOf('dealer');

type Json = Record<string, any>;
const RESULT =
  'message { status description } code payment { orderNo status orderStatus receiptsCount receipts { id fileName contentType } }';
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) { message { status description } code orders { orderNo total currency } } }`;
const LIST = `query($search: String, $status: String, $dateFrom: String, $dateTo: String) {
  orderPayments(search: $search, status: $status, dateFrom: $dateFrom, dateTo: $dateTo) {
    payments { orderNo soNumber status orderStatus amount currency receiptsCount customer { name code } canDecide } info { count } } }`;
const APPROVE = `mutation($n: String!) { approvePayment(orderNumber: $n) { ${RESULT} } }`;
const VOID = `mutation($n: String!) { voidPayment(orderNumber: $n) { ${RESULT} } }`;
const DELETE = `mutation($id: Int!) { deletePaymentDoc(id: $id) { ${RESULT} } }`;

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = new Uint8Array(
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1677ff' } })
    .png()
    .toBuffer(),
);
const JPEG = new Uint8Array(
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer(),
);

/** A PNG that says it is 100000 x 100000 pixels (a decompression bomb): a valid header and nothing to decode. */
function hugePngHeader(): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const idat = deflateSync(Buffer.alloc(64 * 1024));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', idat),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** An upload as the browser sends it: the GraphQL multipart request with the bearer token. */
async function upload(orderNo: string, bytes: Uint8Array<ArrayBuffer>, name: string, token = dealer, type = 'application/pdf') {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: `mutation($n: String!, $file: File!) { uploadPaymentDoc(orderNumber: $n, file: $file) { ${RESULT} } }`,
      variables: { n: orderNo, file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new File([bytes], name, { type }));
  const res = await portal.request('/graphql', { method: 'POST', body: form, token });
  const body = (await res.json()) as { data?: Json; errors?: Json[] };
  if (!body.data) throw new Error(`upload ${res.status}: ${JSON.stringify(body)}`);
  return body.data.uploadPaymentDoc as Json;
}

const mutate = async (query: string, variables: Json, token: string) => {
  const { body } = await portal.graphql(query, { token, variables });
  if (!body.data) throw new Error(JSON.stringify(body));
  return Object.values(body.data)[0] as Json;
};
const stockOf = async (articleId: number) =>
  (await db.selectFrom('stock').select('available').where('articleId', '=', articleId).orderBy('warehouseCode').execute()).map(
    (r) => r.available,
  );

let keys = 0;
/** Places the dealer's order for `qty` of one article with stock, paid as `payment`. */
async function placeOrder(payment = 'BANK', qty = 2) {
  const article = await db
    .selectFrom('articles as a')
    .innerJoin('stock as s', 's.articleId', 'a.id')
    .select(['a.id', 'a.articleCode', 'a.uom'])
    .where('a.sorg', '=', '1000')
    .where('s.available', '>=', 50)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('orderQuotas').select('id').whereRef('orderQuotas.articleId', '=', 'a.id'))))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('articleAnalysis as aa')
            .select('aa.articleId')
            .whereRef('aa.articleId', '=', 'a.id')
            .where((e) => e.or([e('aa.allowToOrder', '=', 0), e('aa.orderBlocked', '=', 1), e('aa.hasPrice', '=', 0)])),
        ),
      ),
    )
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
  const added = await mutate(
    `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status } } }`,
    { products: [{ custCode: customer.codeR3, articleCode: article.articleCode, sorg: '1000', qty, uom: article.uom }] },
    dealer,
  );
  expect(added.message.status).toBe(true);
  const shipTo = (
    await db.selectFrom('shipTos').select('code').where('customerId', '=', customer.id).orderBy('code').executeTakeFirstOrThrow()
  ).code;
  const stockBefore = await stockOf(article.id);
  const answer = await mutate(
    CHECKOUT,
    { input: { idempotencyKey: `pay-${++keys}-${Date.now()}`, shipTo, shipment: 'REG', payment } },
    dealer,
  );
  expect(answer.message.status).toBe(true);
  return { order: answer.orders[0] as Json, article, stockBefore };
}

describe('order payments', () => {
  it('a bank-transfer checkout opens a waiting payment for the total, due in 24 hours; credit term opens none', async () => {
    const { order } = await placeOrder('BANK');
    const row = await db
      .selectFrom('orderPayments as p')
      .innerJoin('orders as o', 'o.id', 'p.orderId')
      .selectAll('p')
      .where('o.orderNo', '=', order.orderNo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'waiting', amount: order.total, currency: order.currency });
    expect(Date.parse(row.expiresAt!) - Date.parse(row.createdAt)).toBe(24 * 60 * 60 * 1000);

    const { order: onTerm } = await placeOrder('TERM');
    expect(
      await db
        .selectFrom('orderPayments as p')
        .innerJoin('orders as o', 'o.id', 'p.orderId')
        .select('p.orderId')
        .where('o.orderNo', '=', onTerm.orderNo)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('staff find a payment by order number and by customer, filtered by status and date; statuses are listed', async () => {
    const { order } = await placeOrder('BANK');
    const byNo = await portal.graphql(LIST, { token: sales, variables: { search: order.orderNo.toLowerCase() } });
    expect(byNo.body.data!.orderPayments.payments).toEqual([
      expect.objectContaining({
        orderNo: order.orderNo,
        status: 'waiting',
        orderStatus: 'awaiting_confirmation',
        amount: order.total,
        receiptsCount: 0,
        canDecide: true,
        customer: expect.objectContaining({ name: customer.name }),
      }),
    ]);
    const byCustomer = await portal.graphql(LIST, { token: admin, variables: { search: customer.name.slice(0, 8), status: 'waiting' } });
    expect(byCustomer.body.data!.orderPayments.payments.map((p: Json) => p.orderNo)).toContain(order.orderNo);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await portal.graphql(LIST, {
      token: admin,
      variables: { search: order.orderNo, dateFrom: '2000-01-01', dateTo: '2000-01-02' },
    });
    expect(dated.body.data!.orderPayments.info.count).toBe(0);
    const todays = await portal.graphql(LIST, { token: admin, variables: { search: order.orderNo, dateFrom: today, dateTo: today } });
    expect(todays.body.data!.orderPayments.info.count).toBe(1);
    // Another dealer does not see it; its own dealer does, without the right to decide.
    expect((await portal.graphql(LIST, { token: dealer2, variables: { search: order.orderNo } })).body.data!.orderPayments.info.count).toBe(
      0,
    );
    const own = await portal.graphql(LIST, { token: dealer, variables: { search: order.orderNo } });
    expect(own.body.data!.orderPayments.payments[0].canDecide).toBe(false);

    const statuses = await portal.graphql('{ paymentStatuses { id description } }', { token: sales });
    expect(statuses.body.data!.paymentStatuses.map((s: Json) => s.id)).toEqual(['waiting', 'uploaded', 'failed', 'voided', 'completed']);
  });

  it('staff approve a payment once; a dealer cannot approve', async () => {
    const { order } = await placeOrder('BANK');
    const byDealer = await mutate(APPROVE, { n: order.orderNo }, dealer);
    expect(byDealer).toMatchObject({ message: { status: false }, code: 'U002', payment: null });
    const approved = await mutate(APPROVE, { n: order.orderNo }, sales);
    expect(approved).toMatchObject({
      message: { status: true },
      code: null,
      payment: { status: 'completed', orderStatus: 'awaiting_confirmation' },
    });
    const again = await mutate(APPROVE, { n: order.orderNo }, admin);
    expect(again).toMatchObject({ message: { status: false, description: 'Fail to approve payment' }, code: 'C001' });
    // A completed payment cannot be voided either.
    expect(await mutate(VOID, { n: order.orderNo }, admin)).toMatchObject({
      message: { status: false, description: 'Fail to void payment and order' },
    });
  });

  it('voiding cancels the order and gives its stock back, once; a shipped order cannot be voided', async () => {
    const { order, article, stockBefore } = await placeOrder('BANK', 3);
    const taken = await stockOf(article.id);
    expect(taken.reduce((a, b) => a + b, 0)).toBe(stockBefore.reduce((a, b) => a + b, 0) - 3);
    const voided = await mutate(VOID, { n: order.orderNo }, admin);
    expect(voided).toMatchObject({ message: { status: true }, payment: { status: 'voided', orderStatus: 'cancelled' } });
    expect(await stockOf(article.id)).toEqual(stockBefore);
    const stored = await db.selectFrom('orders').select('id').where('orderNo', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(
      (await db.selectFrom('erpOutbox').select('kind').where('orderId', '=', stored.id).orderBy('id').execute()).map((r) => r.kind),
    ).toEqual(['order.created', 'order.cancelled']);
    expect(await mutate(VOID, { n: order.orderNo }, admin)).toMatchObject({
      message: { status: false, description: 'Fail to void payment and order' },
    });
    expect(await stockOf(article.id)).toEqual(stockBefore);

    const { order: shipped } = await placeOrder('BANK');
    const row = await db.selectFrom('orders').select('id').where('orderNo', '=', shipped.orderNo).executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await db
      .insertInto('erpOrders')
      .values({ orderId: row.id, soNumber: `SO-T-${row.id}`, receivedAt: at, confirmedAt: at, shippedAt: at, invoicedAt: null })
      .execute();
    await db.updateTable('orders').set({ status: 'shipped' }).where('id', '=', row.id).execute();
    expect(await mutate(VOID, { n: shipped.orderNo }, admin)).toMatchObject({
      message: { status: false, description: 'Fail to void payment and order' },
    });
    expect((await db.selectFrom('orderPayments').select('status').where('orderId', '=', row.id).executeTakeFirstOrThrow()).status).toBe(
      'waiting',
    );
  });

  it('a receipt image is decoded whole: an HTML page that starts like a JPEG and a 100000 x 100000 PNG are refused', async () => {
    const { order } = await placeOrder('BANK');
    const html = new Uint8Array(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
    );
    for (const [bytes, name] of [
      [html, 'scan.jpg'],
      [hugePngHeader(), 'huge.png'],
    ] as const) {
      const answer = await upload(order.orderNo, bytes as Uint8Array<ArrayBuffer>, name, dealer, 'image/jpeg');
      expect(answer).toMatchObject({
        message: { status: false, description: 'Upload a PDF, JPEG or PNG file' },
        code: 'I001',
        payment: null,
      });
    }
    const receipts = await db
      .selectFrom('files as r')
      .innerJoin('orders as o', 'o.id', 'r.ownerId')
      .select('r.id')
      .where('r.ownerType', '=', 'payment_receipt')
      .where('o.orderNo', '=', order.orderNo)
      .execute();
    expect(receipts).toEqual([]);
    expect(
      (
        await db
          .selectFrom('orderPayments as p')
          .innerJoin('orders as o', 'o.id', 'p.orderId')
          .select('p.status')
          .where('o.orderNo', '=', order.orderNo)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('waiting');
  });

  it('the dealer uploads at most 3 receipts (PDF, JPEG, PNG by their bytes) and may delete one', async () => {
    const { order } = await placeOrder('BANK');
    const first = await upload(order.orderNo, PDF, 'transfer.pdf');
    expect(first).toMatchObject({
      message: { status: true },
      payment: { status: 'uploaded', receiptsCount: 1, receipts: [{ fileName: 'transfer.pdf', contentType: 'application/pdf' }] },
    });
    // A text file named and typed as a PDF is still refused.
    const text = await upload(order.orderNo, new TextEncoder().encode('not a receipt'), 'fake.pdf');
    expect(text).toMatchObject({ message: { status: false, description: 'Upload a PDF, JPEG or PNG file' }, code: 'I001' });
    expect((await upload(order.orderNo, PNG, 'photo.png', dealer, 'image/png')).payment.receiptsCount).toBe(2);
    expect((await upload(order.orderNo, JPEG, 'scan.jpg', dealer, 'image/jpeg')).payment.receiptsCount).toBe(3);
    const fourth = await upload(order.orderNo, PDF, 'again.pdf');
    expect(fourth).toMatchObject({ message: { status: false, description: 'At most 3 receipts per order' }, code: 'C001' });
    const stored = await db
      .selectFrom('files as r')
      .innerJoin('orders as o', 'o.id', 'r.ownerId')
      .select(['r.id', 'r.oriKey as fileKey'])
      .where('r.ownerType', '=', 'payment_receipt')
      .where('o.orderNo', '=', order.orderNo)
      .orderBy('r.id')
      .execute();
    expect(stored).toHaveLength(3);
    const { body } = await portal.graphql('query($id: Int!) { paymentReceiptFile(id: $id) { fileName contentType content } }', {
      token: sales,
      variables: { id: stored[0].id },
    });
    expect(Buffer.from(body.data!.paymentReceiptFile.content, 'base64').toString()).toBe(new TextDecoder().decode(PDF));

    const deleted = await mutate(DELETE, { id: stored[0].id }, dealer);
    expect(deleted).toMatchObject({ message: { status: true }, payment: { receiptsCount: 2, status: 'uploaded' } });
    expect(await portal.storage.get(stored[0].fileKey)).toBeNull();
    expect(await portal.storage.get(stored[1].fileKey)).not.toBeNull();
  });

  it('receipts count against the daily upload volume: of concurrent ones only those that fit are stored', async () => {
    const { order } = await placeOrder('BANK');
    const dealerId = (await db.selectFrom('users').select('id').where('username', '=', 'dealer').executeTakeFirstOrThrow()).id;
    const outOfWindow = () =>
      db.updateTable('files').set({ createdAt: '2000-01-01T00:00:00.000Z' }).where('uploadedBy', '=', dealerId).execute();
    await outOfWindow();
    // 400 KB each: a PDF's bytes and a comment's padding after them.
    const receipt = new Uint8Array(400 * 1024).fill(0x20);
    receipt.set(PDF);
    const before = portal.env.uploadDailyMb;
    portal.env.uploadDailyMb = { dealer: 1, staff: 2048 };
    try {
      const answers = await Promise.all([1, 2, 3].map((i) => upload(order.orderNo, receipt, `transfer-${i}.pdf`)));
      expect(answers.filter((a) => a.message.status)).toHaveLength(2);
      // 1024 KB less 800 KB stored: 0.2 MB left.
      expect(answers.find((a) => !a.message.status)).toMatchObject({
        message: { description: 'This file is more than your daily upload volume allows: 0.2 MB of 1 MB left today' },
        code: 'I001',
        payment: null,
      });
      const stored = await db
        .selectFrom('files as r')
        .innerJoin('orders as o', 'o.id', 'r.ownerId')
        .select('r.id')
        .where('r.ownerType', '=', 'payment_receipt')
        .where('o.orderNo', '=', order.orderNo)
        .execute();
      expect(stored).toHaveLength(2);
      // Nothing stays counted as being stored once the stored receipts leave the window.
      await outOfWindow();
      expect((await upload(order.orderNo, receipt, 'transfer-4.pdf')).message.status).toBe(true);
    } finally {
      portal.env.uploadDailyMb = before;
    }
  });

  it('another dealer cannot upload to, or delete from, someone else’s order', async () => {
    const { order } = await placeOrder('BANK');
    expect(await upload(order.orderNo, PDF, 'mine.pdf', dealer2)).toMatchObject({ message: { status: false }, code: 'N001' });
    const own = await upload(order.orderNo, PDF, 'ok.pdf');
    expect(await mutate(DELETE, { id: own.payment.receipts[0].id }, dealer2)).toMatchObject({ message: { status: false }, code: 'N001' });
    expect(await db.selectFrom('files').select('id').where('id', '=', own.payment.receipts[0].id).execute()).toHaveLength(1);
    // A receipt is a file of its order: its dealer reads it through GET /files, another dealer finds nothing.
    const fileOf = (token: string) => portal.request(`/files/${own.payment.receipts[0].id}/ori`, { token });
    expect((await fileOf(dealer)).status).toBe(200);
    expect((await fileOf(dealer2)).status).toBe(404);
  });

  it('shows the support (audit) user every payment, read-only: no mutation', async () => {
    const { order } = await placeOrder('BANK');
    const listed = await portal.graphql(LIST, { token: support, variables: { search: order.orderNo } });
    expect(listed.body.data!.orderPayments.payments).toEqual([expect.objectContaining({ orderNo: order.orderNo, canDecide: false })]);
    expect(codes((await portal.graphql(APPROVE, { token: support, variables: { n: order.orderNo } })).body)).toEqual(['U002']);
    // Even holding the scope, an audit user is read-only: every mutation is refused for them (api/audit/mutations.ts).
    await db.updateTable('users').set({ limitation: 'audit' }).where('username', '=', 'sales').execute();
    try {
      expect(codes((await portal.graphql(VOID, { token: sales, variables: { n: order.orderNo } })).body)).toEqual(['U002']);
      await expect(upload(order.orderNo, PDF, 'audit.pdf', sales)).rejects.toThrow(/U002/);
      expect(
        (
          await db
            .selectFrom('orderPayments as p')
            .innerJoin('orders as o', 'o.id', 'p.orderId')
            .select('p.status')
            .where('o.orderNo', '=', order.orderNo)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('waiting');
    } finally {
      await db.updateTable('users').set({ limitation: null }).where('username', '=', 'sales').execute();
    }
  });
});
