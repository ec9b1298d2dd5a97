import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../api/graphql/errors.ts';
import { codes, startPortal } from './harness.ts';
import { orderableArticle } from './orderable.ts';
import { multipart, RECEIPT_PDF } from './sweep-records.ts';

const portal = await startPortal();
const { db } = portal;
const dealer = (await portal.tokens('dealer')).requestToken;
const dealer2 = (await portal.tokens('dealer2')).requestToken;
const sales = (await portal.tokens('sales')).requestToken;
const admin = (await portal.tokens('admin')).requestToken;
const customer = await portal.customerOf('dealer');

type Json = Record<string, any>;
const TERMS = 'paymentDiscount earlyPaymentDiscount earlyPaymentDate lineItem installment { number of } detailNotes';

const gql = async (query: string, variables: Json, token: string) => (await portal.graphql(query, { token, variables })).body;

/** An invoice of the dealer carrying every term field, as the ERP would book it. */
async function termsInvoice(status: 'open' | 'paid', no: string) {
  const company = await db.selectFrom('companies').select('id').where('code', '=', '1000-B').executeTakeFirstOrThrow();
  const today = new Date().toISOString().slice(0, 10);
  await db
    .insertInto('invoices')
    .values({
      invoiceNo: no,
      sorg: '1000',
      companyId: company.id,
      customerId: customer.id,
      orderId: null,
      deliveryId: null,
      doNo: null,
      payerCode: customer.codeIsr ?? customer.codeR3,
      payerName: customer.name,
      invoiceDate: today,
      dueDate: today,
      fiscalYear: Number(today.slice(0, 4)),
      terms: 'NT30',
      status,
      currency: 'IDR',
      linesTotal: 1_000_000,
      tax: 0,
      grandTotal: 1_000_000,
      paidAmount: status === 'paid' ? 1_000_000 : 0,
      clearingDate: status === 'paid' ? today : null,
      accountingNo: `14${no}`,
      assignment: null,
      expeditionName: null,
      expeditionTracking: null,
      notes: null,
      paymentDiscount: status === 'paid' ? 15_000 : 0,
      earlyPaymentDiscount: 20_000,
      earlyPaymentDate: '2099-01-10',
      lineItem: '002',
      installment: 1,
      installments: 2,
      detailNotes: 'First of two instalments\nSecond due in 30 days',
      createdAt: new Date().toISOString(),
    })
    .execute();
}

describe('invoice terms', () => {
  it('the dealer reads the term fields of its invoices; another dealer gets FORBIDDEN and nothing of them', async () => {
    await termsInvoice('paid', 'TERMS-PAID-1');
    const mine = await gql(`query($n: String!) { invoice(invoiceNo: $n) { invoiceNo ${TERMS} } }`, { n: 'TERMS-PAID-1' }, dealer);
    expect(mine.data?.invoice).toEqual({
      invoiceNo: 'TERMS-PAID-1',
      paymentDiscount: 15_000,
      earlyPaymentDiscount: 20_000,
      earlyPaymentDate: '2099-01-10',
      lineItem: '002',
      installment: { number: 1, of: 2 },
      detailNotes: 'First of two instalments\nSecond due in 30 days',
    });
    const other = await gql(`query($n: String!) { invoice(invoiceNo: $n) { invoiceNo ${TERMS} } }`, { n: 'TERMS-PAID-1' }, dealer2);
    expect(codes(other)).toEqual([ErrorCode.forbidden]);
    expect(other.data?.invoice ?? null).toBeNull();
    expect(JSON.stringify(other)).not.toContain('instalments');
  });

  it('open invoices carry the early-payment discount and instalment; another dealer does not see them', async () => {
    await termsInvoice('open', 'TERMS-OPEN-1');
    const query = `{ openInvoices(limit: 50) { companyCode creditCust { ar { invoiceNo ${TERMS} } } } }`;
    const rows = (body: Json) => (body.data?.openInvoices ?? []).flatMap((c: Json) => c.creditCust.flatMap((p: Json) => p.ar)) as Json[];
    const mine = rows(await gql(query, {}, dealer)).find((i) => i.invoiceNo === 'TERMS-OPEN-1');
    expect(mine).toMatchObject({ earlyPaymentDiscount: 20_000, earlyPaymentDate: '2099-01-10', installment: { number: 1, of: 2 } });
    expect(rows(await gql(query, {}, dealer2)).map((i) => i.invoiceNo)).not.toContain('TERMS-OPEN-1');
  });

  it('priceComponents answers the configuration of the host’s sales organisation for the module asked', async () => {
    await db.deleteFrom('priceComponents').where('sorg', '=', '1000').where('module', '=', 'invoice').execute();
    await db
      .insertInto('priceComponents')
      .values({ sorg: '1000', module: 'invoice', additionalDisplays: 'tax,paymentDiscount,bogus' })
      .execute();
    const body = await gql(
      'query($m: String!) { priceComponents(module: $m) { sorg module additionalDisplays } }',
      { m: 'invoice' },
      dealer,
    );
    // Unknown names are left out.
    expect(body.data?.priceComponents).toEqual([{ sorg: '1000', module: 'invoice', additionalDisplays: ['tax', 'paymentDiscount'] }]);
    const wrong = await gql('query($m: String!) { priceComponents(module: $m) { sorg } }', { m: 'cart' }, dealer);
    expect(wrong.data).toBeFalsy();
  });
});

describe('payment receipts through the upload path', () => {
  const RESULT = 'message { status description } code userErrors { field } payment { orderNo status receiptsCount }';
  const UPLOAD_FILE =
    'mutation($file: File!, $purpose: String!) { uploadFile(file: $file, purpose: $purpose) { message { status } code file { id } } }';
  const ATTACH = `mutation($n: String!, $ids: [Int!]!) { uploadPayment(orderNumber: $n, fileIds: $ids) { ${RESULT} } }`;

  async function placeBankOrder() {
    const article = await orderableArticle(db, 'PAA');
    const shipTo = (
      await db.selectFrom('shipTos').select('code').where('customerId', '=', customer.id).orderBy('code').executeTakeFirstOrThrow()
    ).code;
    await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
    await gql(
      'mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status } } }',
      { p: [{ custCode: customer.codeR3, articleCode: article.articleCode, sorg: '1000', qty: 1, uom: article.uom }] },
      dealer,
    );
    const placed = await gql(
      'mutation($i: CheckoutInput!) { checkout(input: $i) { message { status description } userErrors { field message } orders { orderNo status } } }',
      { i: { idempotencyKey: `terms-${Date.now()}-${String(Math.random()).slice(2, 10)}`, shipTo, shipment: 'REG', payment: 'BANK' } },
      dealer,
    );
    expect(placed.data?.checkout.message.status, JSON.stringify(placed)).toBe(true);
    return placed.data!.checkout.orders[0] as { orderNo: string; status: string };
  }
  const uploadAs = async (token: string, bytes: Uint8Array<ArrayBuffer> = RECEIPT_PDF) => {
    const { body } = await multipart(portal, UPLOAD_FILE, { purpose: 'payment_receipt' }, token, bytes);
    return body.data?.uploadFile as Json;
  };
  const receipts = async (orderNo: string) =>
    Number(
      (
        await db
          .selectFrom('files')
          .innerJoin('orders', 'orders.id', 'files.ownerId')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('files.ownerType', '=', 'payment_receipt')
          .where('orders.orderNo', '=', orderNo)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a receipt uploaded with purpose payment_receipt is attached by uploadPayment, and the payment is then uploaded', async () => {
    const order = await placeBankOrder();
    const stored = await uploadAs(dealer);
    expect(stored.message.status).toBe(true);
    const answer = (await gql(ATTACH, { n: order.orderNo, ids: [stored.file.id] }, dealer)).data?.uploadPayment;
    expect(answer).toMatchObject({ message: { status: true }, payment: { orderNo: order.orderNo, status: 'uploaded', receiptsCount: 1 } });
    // The file is the order's now: attaching it again to the same order is refused, nothing doubles.
    const again = (await gql(ATTACH, { n: order.orderNo, ids: [stored.file.id] }, dealer)).data?.uploadPayment;
    expect(again.message.status).toBe(false);
    expect(await receipts(order.orderNo)).toBe(1);
  });

  it('another dealer cannot attach a receipt to the dealer’s payment: not found, nothing attached', async () => {
    const order = await placeBankOrder();
    const theirs = await uploadAs(dealer2);
    expect(theirs.message.status).toBe(true);
    const answer = (await gql(ATTACH, { n: order.orderNo, ids: [theirs.file.id] }, dealer2)).data?.uploadPayment;
    expect(answer).toMatchObject({ message: { status: false }, code: ErrorCode.notFound, payment: null });
    expect(await receipts(order.orderNo)).toBe(0);
    const file = await db.selectFrom('files').select(['ownerType', 'ownerId']).where('id', '=', theirs.file.id).executeTakeFirstOrThrow();
    expect(file).toEqual({ ownerType: null, ownerId: null });
  });

  it('nobody attaches an upload that is not their own, and a file of another type is refused by the purpose', async () => {
    const order = await placeBankOrder();
    const theirs = await uploadAs(dealer2);
    const answer = (await gql(ATTACH, { n: order.orderNo, ids: [theirs.file.id] }, dealer)).data?.uploadPayment;
    expect(answer).toMatchObject({ message: { status: false }, code: ErrorCode.invalidInput, userErrors: [{ field: 'fileIds' }] });
    expect(await receipts(order.orderNo)).toBe(0);
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
    const refused = await uploadAs(dealer, gif);
    expect(refused.message.status).toBe(false);
    expect(refused.file).toBeNull();
  });

  it('the payment list filters by order status as well as payment status and order date', async () => {
    const order = await placeBankOrder();
    const LIST =
      'query($o: String, $s: String) { orderPayments(orderStatus: $o, search: $s, limit: 50) { payments { orderNo orderStatus } } }';
    const listed = async (o: string) =>
      ((await gql(LIST, { o, s: order.orderNo }, dealer)).data?.orderPayments.payments ?? []).map((p: Json) => p.orderNo);
    expect(await listed(order.status)).toContain(order.orderNo);
    expect(await listed(order.status === 'cancelled' ? 'complete' : 'cancelled')).not.toContain(order.orderNo);
    const bad = await gql(LIST, { o: 'lost' }, dealer);
    expect(bad.data).toBeFalsy();
  });
});

describe('sales-area user search', () => {
  const SEARCH = `query($search: String, $limitation: String, $limit: Int) {
    salesAreaUsers(search: $search, limitation: $limitation, limit: $limit) {
      users { username areas { limitation value customers } } info { count } } }`;

  it('lists the sales users of the host’s market by username ascending, each with its areas there', async () => {
    const body = await gql(SEARCH, { limit: 20 }, sales);
    const users = body.data?.salesAreaUsers.users as Json[];
    expect(users.length).toBeGreaterThan(1);
    const names = users.map((u) => u.username);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const u of users) {
      expect(u.areas.length).toBeGreaterThan(0);
      for (const a of u.areas) expect(['salesman', 'sales_group', 'sales_office']).toContain(a.limitation);
    }
    const areas = await db
      .selectFrom('userAreas')
      .innerJoin('users', 'users.id', 'userAreas.userId')
      .select('users.username')
      .where('userAreas.sorg', '<>', '1000')
      .execute();
    const elsewhere = new Set(areas.map((a) => a.username));
    const onlyElsewhere = [...elsewhere].filter((n) => !names.includes(n));
    // Users of other markets only are not listed.
    expect(names.some((n) => onlyElsewhere.includes(n))).toBe(false);
  });

  it('narrows by username and limitation; dealers are refused', async () => {
    const office = await gql(SEARCH, { limitation: 'sales_office', limit: 20 }, sales);
    const offices = (office.data?.salesAreaUsers.users ?? []) as Json[];
    expect(offices.length).toBeGreaterThan(0);
    for (const u of offices) expect(u.areas.every((a: Json) => a.limitation === 'sales_office')).toBe(true);
    const one = offices[0];
    const found = await gql(SEARCH, { search: one.username.toUpperCase() }, sales);
    expect(found.data?.salesAreaUsers.users.map((u: Json) => u.username)).toContain(one.username);
    const none = await gql(SEARCH, { search: 'no-such-user-anywhere' }, sales);
    expect(none.data?.salesAreaUsers).toEqual({ users: [], info: { count: 0 } });
    expect(codes(await gql(SEARCH, {}, dealer))).toEqual([ErrorCode.forbidden]);
  });
});

describe('service status', () => {
  it('lists every host with its status for the holder of system.maintenance; a dealer is refused', async () => {
    const SET = 'mutation($h: String!, $s: String!, $m: String) { setHostStatus(hostname: $h, status: $s, message: $m) { status } }';
    const LIST = '{ hostStatuses { hostname status message } }';
    const hosts = (await gql(LIST, {}, admin)).data?.hostStatuses as Json[];
    expect(hosts.length).toBeGreaterThan(1);
    const target = hosts.find((h) => h.hostname !== 'localhost')!;
    expect((await gql(SET, { h: target.hostname, s: 'maintenance', m: 'Back at noon' }, admin)).data?.setHostStatus.status).toBe(
      'maintenance',
    );
    const after = ((await gql(LIST, {}, admin)).data?.hostStatuses ?? []) as Json[];
    expect(after.find((h) => h.hostname === target.hostname)).toMatchObject({
      status: 'maintenance',
      message: 'Back at noon',
    });
    await gql(SET, { h: target.hostname, s: 'online' }, admin);
    expect(codes(await gql(LIST, {}, dealer))).toEqual([ErrorCode.forbidden]);
  });
});
