import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../api/adapters/mail/index.ts';
import type { InvoiceStatus } from '../../api/db/types.ts';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
type Json = Record<string, any>;

const dealer = (await portal.tokens('dealer')).requestToken;
const dealer2 = (await portal.tokens('dealer2')).requestToken;
const customer = await portal.customerOf('dealer');
const other = await portal.customerOf('dealer2');
const [company] = await db.selectFrom('companies').select(['id', 'code']).where('sorg', '=', '1000').orderBy('code').execute();
const year = new Date().toISOString().slice(0, 4);
const last = String(Number(year) - 1);

const INVOICE = `invoiceNo doNo invoiceDate dueDate status grandTotal paidAmount clearingDate tax shippingCost discount surcharges recycleFee
  freightAllowance expeditionName expeditionTracking terms companyCode currency precision`;
const LIST = `query($from: String, $to: String, $search: String, $page: Int, $limit: Int) {
  invoices(from: $from, to: $to, search: $search, page: $page, limit: $limit) {
    invoices { ${INVOICE} } range { from to } info { page limit count pageTotal } } }`;
const DETAIL = `query($invoiceNo: String!) { invoice(invoiceNo: $invoiceNo) { ${INVOICE} linesTotal
  lines { articleCode articleCodeDisplay name brand uom qty price subTotal } } }`;
const SEND = `mutation($invoiceNumber: String!, $sorg: String) {
  sendEmailInvoice(invoiceNumber: $invoiceNumber, sorg: $sorg) { message { status description } } }`;

const list = (variables: Json = {}, token = dealer) => portal.graphql(LIST, { token, variables }).then((r) => r.body);
const listData = async (variables: Json = {}, token = dealer) => {
  const body = await list(variables, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.invoices as Json;
};

let seq = 0;
/** An invoice of `customerId` dated `invoiceDate`, with two lines. */
async function invoice(invoiceDate: string, extra: { status?: InvoiceStatus; customerId?: number; doNo?: string } = {}) {
  const n = ++seq;
  const invoiceNo = `TEST-IL-${String(n).padStart(4, '0')}`;
  const { id } = await db
    .insertInto('invoices')
    .values({
      invoiceNo,
      sorg: '1000',
      companyId: company.id,
      customerId: extra.customerId ?? customer.id,
      doNo: extra.doNo ?? `DO-IL-${n}`,
      payerCode: customer.codeR3,
      payerName: customer.name,
      invoiceDate,
      dueDate: invoiceDate,
      fiscalYear: Number(invoiceDate.slice(0, 4)),
      terms: 'NT30',
      status: extra.status ?? 'paid',
      currency: 'IDR',
      linesTotal: 300_000,
      discount: 10_000,
      shippingCost: 20_000,
      surcharges: 5_000,
      recycleFee: 2_000,
      tax: 33_000,
      grandTotal: 350_000,
      paidAmount: extra.status && extra.status !== 'paid' ? 0 : 350_000,
      clearingDate: invoiceDate,
      accountingNo: `14IL${n}`,
      expeditionName: 'JNE',
      expeditionTracking: `JNE${n}`,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoiceLines')
    .values([
      {
        invoiceId: id,
        articleCode: 'A-100',
        articleCodeDisplay: 'A100',
        name: 'Helmet',
        brand: 'Polygon',
        uom: 'EA',
        qty: 2,
        price: 100_000,
        subtotal: 200_000,
      },
      {
        invoiceId: id,
        articleCode: 'A-200',
        articleCodeDisplay: 'A200',
        name: 'Bottle',
        brand: 'Polygon',
        uom: 'EA',
        qty: 4,
        price: 25_000,
        subtotal: 100_000,
      },
    ])
    .execute();
  return invoiceNo;
}

// The dealer gets a known set instead of the seeded invoices.
await db.deleteFrom('invoices').where('customerId', '=', customer.id).execute();
const nos = {
  jan: await invoice(`${year}-01-02`),
  feb: await invoice(`${year}-01-15`, { doNo: 'DO-SPECIAL-77' }),
  mar: await invoice(`${year}-01-20`),
  open: await invoice(`${year}-01-10`, { status: 'open' }),
  lastYear: await invoice(`${last}-12-20`),
  others: await invoice(`${year}-01-05`, { customerId: other.id }),
};
const range = { from: `${year}-01-01`, to: `${year}-01-31` };

describe('invoices (paid invoice list)', () => {
  it("lists the dealer's paid invoices in the range, newest first, with the spec's fields", async () => {
    const data = await listData(range);
    expect(data.invoices.map((i: Json) => i.invoiceNo)).toEqual([nos.mar, nos.feb, nos.jan]);
    expect(data.info).toEqual({ page: 1, limit: 10, count: 3, pageTotal: 1 });
    expect(data.range).toEqual(range);
    expect(data.invoices[0]).toMatchObject({
      status: 'paid',
      grandTotal: 350_000,
      paidAmount: 350_000,
      tax: 33_000,
      shippingCost: 20_000,
      discount: 10_000,
      surcharges: 5_000,
      recycleFee: 2_000,
      freightAllowance: 0,
      expeditionName: 'JNE',
      terms: 'NT30',
      companyCode: company.code,
      currency: 'IDR',
      precision: 0,
      clearingDate: `${year}-01-20`,
    });
  });

  it('reads this year up to today without a range', async () => {
    const data = await listData();
    expect(data.range).toEqual({ from: `${year}-01-01`, to: new Date().toISOString().slice(0, 10) });
    expect(data.invoices.map((i: Json) => i.invoiceNo)).not.toContain(nos.lastYear);
    expect(data.invoices.map((i: Json) => i.invoiceNo)).not.toContain(nos.open);
  });

  it('pages on the server', async () => {
    const first = await listData({ ...range, limit: 10, page: 1 });
    expect(first.info.count).toBe(3);
    const second = await listData({ ...range, limit: 10, page: 2 });
    expect(second.invoices).toEqual([]);
    expect(second.info).toEqual({ page: 2, limit: 10, count: 3, pageTotal: 1 });
    expect(codes(await list({ ...range, limit: 7 }))).toEqual(['I001']);
  });

  it('searches the invoice number or the DO number', async () => {
    expect((await listData({ ...range, search: nos.jan.toLowerCase() })).invoices.map((i: Json) => i.invoiceNo)).toEqual([nos.jan]);
    expect((await listData({ ...range, search: 'special-77' })).invoices.map((i: Json) => i.invoiceNo)).toEqual([nos.feb]);
    expect((await listData({ ...range, search: '%' })).invoices).toEqual([]);
  });

  it('refuses a range over a year, across two years, reversed or not a date', async () => {
    const refused = async (from: string, to: string, message: string) => {
      const body = await list({ from, to });
      expect(codes(body)).toEqual(['I001']);
      expect(body.errors![0].message).toBe(message);
    };
    await refused(`${last}-12-01`, `${year}-01-31`, 'The start and end dates must be in the same year');
    await refused(`${last}-01-01`, `${year}-01-02`, 'The date range can be at most one year');
    await refused(`${year}-03-01`, `${year}-01-01`, 'The start date must not be after the end date');
    await refused(`${year}-02-30`, `${year}-03-01`, 'Dates must be real calendar dates written YYYY-MM-DD');
    expect(await listData({ from: `${last}-01-01`, to: `${last}-12-31` })).toMatchObject({ info: { count: expect.any(Number) } });
  });

  it("gives dealer2 nothing of the dealer's", async () => {
    const data = await listData({ ...range, search: 'TEST-IL' }, dealer2);
    expect(data.invoices.map((i: Json) => i.invoiceNo)).toEqual([nos.others]);
    expect(codes(await list(range, (await portal.tokens('content')).requestToken))).toEqual(['U002']);
    expect(codes(await list(range, ''))).toEqual(['U001']);
  });
});

describe('invoice (detail)', () => {
  it('answers the invoice with its lines', async () => {
    const { body } = await portal.graphql(DETAIL, { token: dealer, variables: { invoiceNo: nos.jan } });
    expect(body.errors).toBeUndefined();
    expect(body.data!.invoice).toMatchObject({ invoiceNo: nos.jan, linesTotal: 300_000, grandTotal: 350_000 });
    expect(body.data!.invoice.lines).toEqual([
      {
        articleCode: 'A-100',
        articleCodeDisplay: 'A100',
        name: 'Helmet',
        brand: 'Polygon',
        uom: 'EA',
        qty: 2,
        price: 100_000,
        subTotal: 200_000,
      },
      {
        articleCode: 'A-200',
        articleCodeDisplay: 'A200',
        name: 'Bottle',
        brand: 'Polygon',
        uom: 'EA',
        qty: 4,
        price: 25_000,
        subTotal: 100_000,
      },
    ]);
  });

  it("refuses another customer's invoice and says when there is none", async () => {
    const theirs = await portal.graphql(DETAIL, { token: dealer2, variables: { invoiceNo: nos.jan } });
    expect(codes(theirs.body)).toEqual(['U002']);
    expect(theirs.body.data?.invoice ?? null).toBeNull();
    expect(codes((await portal.graphql(DETAIL, { token: dealer, variables: { invoiceNo: 'NOPE-1' } })).body)).toEqual(['N001']);
  });
});

const user = await db.selectFrom('users').select(['email']).where('username', '=', 'dealer').executeTakeFirstOrThrow();

describe('sendEmailInvoice', () => {
  const outbox = path.join(portal.env.dataDir, 'outbox');

  it("mails the invoice as a PDF to the signed-in user's address", async () => {
    const before = (await outboxMessages(outbox)).length;
    const { body } = await portal.graphql(SEND, { token: dealer, variables: { invoiceNumber: nos.jan, sorg: '1000' } });
    expect(body.errors).toBeUndefined();
    expect(body.data!.sendEmailInvoice.message).toEqual({ status: true, description: expect.stringContaining(user.email) });
    const messages = await outboxMessages(outbox);
    expect(messages).toHaveLength(before + 1);
    const raw = messages.at(-1)!.raw;
    expect(raw).toMatch(new RegExp(`^To: ${user.email.replace(/[.+]/g, '\\$&')}$`, 'm'));
    expect(raw).toContain(`filename=${nos.jan}.pdf`);
    // The attachment is the base64 part after its headers, up to the closing boundary.
    const part = raw.split(/\n--/).find((p) => p.includes('application/pdf'))!;
    const pdf = Buffer.from(part.split('\n\n').slice(1).join('').replace(/\s/g, ''), 'base64');
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdf.length).toBeGreaterThan(1000);
  });

  it("refuses another dealer's invoice and sends nothing", async () => {
    const before = (await outboxMessages(outbox)).length;
    const { body } = await portal.graphql(SEND, { token: dealer2, variables: { invoiceNumber: nos.jan, sorg: '1000' } });
    expect(codes(body)).toEqual(['U002']);
    const wrongSorg = await portal.graphql(SEND, { token: dealer, variables: { invoiceNumber: nos.jan, sorg: '9999' } });
    expect(codes(wrongSorg.body)).toEqual(['N001']);
    expect(await outboxMessages(outbox)).toHaveLength(before);
  });
});
