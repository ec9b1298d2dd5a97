import { describe, expect, it } from 'vitest';
import { companyCredit, creditToday } from '../../api/credit/figures.ts';
import type { InvoiceStatus } from '../../api/db/types.ts';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
const today = creditToday();
const dayOffset = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const CREDIT = `{ creditInformation { company { code } creditLimit balance openInvoice openDo consignment creditExposure reasonBlocked } }`;
const AREA = `{ customerArea { sorg sorgName server creditControl includeTax companyName companyCode custCode creditCusts { custCode custName }
  accountCurrent currency precision merchantConfig { allowPayInvoice } } }`;
const DAYS = `query($year: Int) { averagePaymentDays(year: $year) { year custCode days invoices } }`;

// dealer2 starts clean: none of its seeded invoices, a known limit with each company (both companies, for other_company_blocked).
const customer = await portal.customerOf('dealer2');
const token = (await portal.tokens('dealer2')).requestToken;
const companies = await db.selectFrom('companies').select(['id', 'code']).where('sorg', '=', '1000').orderBy('code').execute();
const [bikes, parts] = companies;
await db.deleteFrom('invoices').where('customerId', '=', customer.id).execute();
await db.deleteFrom('creditInformation').where('customerId', '=', customer.id).execute();
await db
  .insertInto('creditInformation')
  .values(
    companies.map((c, i) => ({
      customerId: customer.id,
      companyId: c.id,
      custCode: customer.codeR3,
      currency: 'IDR',
      creditLimit: i === 0 ? 1_000_000 : 400_000,
      balance: 0,
      openInvoice: 0,
      openDo: 0,
      consignment: i === 0 ? 50_000 : 0,
      creditExposure: 0,
      creditControl: `1${i + 1}00`,
      reasonBlocked: null,
    })),
  )
  .execute();

let invoiceSeq = 0;
/** An invoice of dealer2 with a company, due `dueIn` days from today (negative: overdue). */
async function invoice(
  companyId: number,
  grandTotal: number,
  dueIn: number,
  extra: { status?: InvoiceStatus; paidAmount?: number; invoiceDate?: string; clearingDate?: string; payerCode?: string } = {},
) {
  const n = ++invoiceSeq;
  const invoiceDate = extra.invoiceDate ?? dayOffset(dueIn - 30);
  const { id } = await db
    .insertInto('invoices')
    .values({
      invoiceNo: `TEST-CR-${n}`,
      sorg: '1000',
      companyId,
      customerId: customer.id,
      payerCode: extra.payerCode ?? customer.codeR3,
      payerName: customer.name,
      invoiceDate,
      dueDate: dayOffset(dueIn),
      fiscalYear: Number(invoiceDate.slice(0, 4)),
      terms: 'NT30',
      status: extra.status ?? 'open',
      currency: 'IDR',
      linesTotal: grandTotal,
      tax: 0,
      grandTotal,
      paidAmount: extra.paidAmount ?? 0,
      clearingDate: extra.clearingDate ?? null,
      accountingNo: `14TEST${n}`,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

let orderSeq = 0;
/** An order of dealer2 in a status, with one line per (category, subtotal). */
async function order(
  status: 'awaiting_confirmation' | 'in_progress' | 'shipped' | 'complete' | 'cancelled',
  lines: ['BIKE' | 'PAA', number][],
) {
  const user = await db.selectFrom('users').select('id').where('username', '=', 'dealer2').executeTakeFirstOrThrow();
  const seq = 900_000 + ++orderSeq;
  const total = lines.reduce((s, [, v]) => s + v, 0);
  const { id } = await db
    .insertInto('orders')
    .values({
      orderNo: `B2B-1000-${seq}`,
      seq,
      customerId: customer.id,
      sorg: '1000',
      shipTo: 'X',
      shipmentMethod: 'REG',
      paymentMethod: 'TERM',
      requestDeliveryDate: null,
      poNumber: null,
      notes: null,
      status,
      linesTotal: total,
      shipmentAmount: 0,
      total,
      currency: 'IDR',
      createdBy: user.id,
      placedFor: customer.id,
      createdAt: new Date().toISOString(),
      soNumber: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [category, subtotal] of lines) {
    const article = await db
      .selectFrom('articles')
      .select(['id', 'articleCode', 'uom'])
      .where('sorg', '=', '1000')
      .where('category', '=', category)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('orderLines')
      .values({
        orderId: id,
        articleId: article.id,
        articleCode: article.articleCode,
        qty: 1,
        uom: article.uom,
        unitPrice: subtotal,
        subtotal,
      })
      .execute();
  }
}

const credit = async () => {
  const { body } = await portal.graphql(CREDIT, { token });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.creditInformation as Record<string, any>[];
};
const reasons = async () => (await credit()).map((c) => c.reasonBlocked);
const settle = (ids: number[]) =>
  db.updateTable('invoices').set({ status: 'paid', paidAmount: 0, clearingDate: today }).where('id', 'in', ids).execute();

describe('credit counted from the data', () => {
  it("keeps the seed's planned blocks: what the portal counts is what the master rows say, demo logins unblocked", async () => {
    const rows = await db
      .selectFrom('creditInformation as ci')
      .innerJoin('companies as co', 'co.id', 'ci.companyId')
      .select(['ci.customerId', 'co.code', 'ci.reasonBlocked', 'ci.balance', 'ci.creditExposure'])
      .where('ci.customerId', '!=', customer.id)
      .orderBy('ci.customerId')
      .orderBy('co.code')
      .execute();
    const counted = [];
    for (const id of [...new Set(rows.map((r) => r.customerId))]) {
      for (const c of await companyCredit(db, id))
        counted.push({
          customerId: id,
          code: c.companyCode,
          reasonBlocked: c.reasonBlocked,
          balance: c.openInvoice,
          creditExposure: c.creditExposure,
        });
    }
    expect(counted).toEqual(rows.map((r) => ({ ...r, balance: Number(r.balance), creditExposure: Number(r.creditExposure) })));
    // Every reason is planned somewhere in the small seed.
    expect(new Set(counted.map((c) => c.reasonBlocked))).toEqual(
      new Set([null, 'limit_exceeded', 'overdue_over_limit', 'oldest_ar_blocked', 'other_company_blocked']),
    );
    for (const login of ['dealer', 'dealer-us']) {
      expect((await companyCredit(db, (await portal.customerOf(login)).id)).map((c) => c.reasonBlocked).every((r) => r === null)).toBe(
        true,
      );
    }
  });

  it('adds unpaid invoices (less what was paid, deductions included) and orders not yet invoiced, by company', async () => {
    await invoice(bikes.id, 300_000, 10);
    await invoice(bikes.id, -20_000, 5);
    await invoice(bikes.id, 200_000, 3, { paidAmount: 50_000 });
    await invoice(bikes.id, 100_000, 12, { status: 'pending_payment' });
    await invoice(bikes.id, 999_999, -90, { status: 'paid', paidAmount: 999_999 });
    await invoice(parts.id, 40_000, 20);
    await order('in_progress', [
      ['BIKE', 80_000],
      ['PAA', 10_000],
    ]);
    await order('shipped', [['BIKE', 5_000]]);
    await order('complete', [['BIKE', 700_000]]);
    await order('cancelled', [['PAA', 700_000]]);

    expect(await credit()).toEqual([
      {
        company: { code: '1000-B' },
        creditLimit: 1_000_000,
        balance: 530_000,
        openInvoice: 530_000,
        openDo: 85_000,
        consignment: 50_000,
        creditExposure: 665_000,
        reasonBlocked: null,
      },
      {
        company: { code: '1000-P' },
        creditLimit: 400_000,
        balance: 40_000,
        openInvoice: 40_000,
        openDo: 10_000,
        consignment: 0,
        creditExposure: 50_000,
        reasonBlocked: null,
      },
    ]);
  });

  it('blocks for more than 3 invoices over 30 days overdue, and the other company for it', async () => {
    const late = [await invoice(bikes.id, 1_000, -31), await invoice(bikes.id, 1_000, -45), await invoice(bikes.id, 1_000, -59)];
    // 30 days overdue does not count yet; a deduction is never overdue.
    const notYet = [await invoice(bikes.id, 1_000, -30), await invoice(bikes.id, -1_000, -80)];
    expect(await reasons()).toEqual([null, null]);
    late.push(await invoice(bikes.id, 1_000, -40));
    expect(await reasons()).toEqual(['overdue_over_limit', 'other_company_blocked']);
    await settle([...late, ...notYet]);
    expect(await reasons()).toEqual([null, null]);
  });

  it('blocks when the oldest invoice is more than 60 days overdue', async () => {
    const old = await invoice(parts.id, 1_000, -60);
    expect(await reasons()).toEqual([null, null]);
    const older = await invoice(parts.id, 1_000, -61);
    expect(await reasons()).toEqual(['other_company_blocked', 'oldest_ar_blocked']);
    await settle([old, older]);
  });

  it('blocks when the exposure passes the limit, and checkout refuses the computed block', async () => {
    const big = await invoice(bikes.id, 335_001, 25);
    expect((await credit())[0]).toMatchObject({ creditExposure: 1_000_001, reasonBlocked: 'limit_exceeded' });

    const cart = await db
      .selectFrom('articles')
      .select(['articleCode', 'uom'])
      .where('sorg', '=', '1000')
      .where('category', '=', 'PAA')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
    await db
      .insertInto('cartLines')
      .values({
        customerId: customer.id,
        articleCode: cart.articleCode,
        quantity: 1,
        unitPrice: 1000,
        currency: 'IDR',
        addedAt: new Date().toISOString(),
        sorg: '1000',
        uom: cart.uom,
      })
      .execute();
    const shipTo = (await db.selectFrom('shipTos').select('code').where('customerId', '=', customer.id).executeTakeFirstOrThrow()).code;
    const before = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { body } = await portal.graphql(
      `mutation($input: CheckoutInput!) { checkout(input: $input) { code message { status description }
      userErrors { field messageKey } } }`,
      { token, variables: { input: { idempotencyKey: `credit-${Date.now()}`, shipTo, shipment: 'REG', payment: 'TERM' } } },
    );
    expect(body.data!.checkout).toMatchObject({
      code: 'U002',
      message: { status: false, description: 'Your account is blocked for new orders: Credit limit exceeded' },
      userErrors: [{ field: 'customer', messageKey: 'customer:credit_status_blocked_reason_limit_exceeded' }],
    });
    expect(
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    await settle([big]);
    expect((await credit())[0].reasonBlocked).toBeNull();
  });
});

describe('customerArea', () => {
  it("answers the active customer's standing per company", async () => {
    await invoice(bikes.id, 5_000, 10, { payerCode: 'I200150999' });
    const { body } = await portal.graphql(AREA, { token });
    expect(body.errors).toBeUndefined();
    const [b, p] = body.data!.customerArea;
    expect(b).toMatchObject({
      sorg: '1000',
      sorgName: expect.any(String),
      server: customer.codeIsr ? 'ISR' : 'R3',
      creditControl: '1100',
      includeTax: true,
      companyCode: '1000-B',
      custCode: customer.codeR3,
      currency: 'IDR',
      precision: 0,
      merchantConfig: { allowPayInvoice: expect.any(Boolean) },
    });
    expect(b.creditCusts).toEqual([
      { custCode: customer.codeR3, custName: customer.name },
      { custCode: 'I200150999', custName: customer.name },
    ]);
    expect(b.accountCurrent).toBe((await credit())[0].openInvoice);
    expect(p).toMatchObject({ companyCode: '1000-P', creditControl: '1200' });
  });

  it('is empty without an active customer and refused without a credit or invoice scope', async () => {
    expect((await portal.graphql(AREA, { token: (await portal.tokens('sales')).requestToken })).body.data!.customerArea).toEqual([]);
    expect(codes((await portal.graphql(AREA, { token: (await portal.tokens('content')).requestToken })).body)).toEqual(['U002']);
  });
});

describe('averagePaymentDays', () => {
  it('averages clearing date less invoice date per fiscal year and customer code, newest year first', async () => {
    const paid = (invoiceDate: string, clearingDate: string, payerCode?: string) =>
      invoice(bikes.id, 10_000, 0, { status: 'paid', paidAmount: 10_000, invoiceDate, clearingDate, payerCode });
    await paid('2025-03-01', '2025-03-21');
    await paid('2025-05-01', '2025-06-10');
    await paid('2025-07-01', '2025-07-04', 'I200150999');
    await paid('2024-11-10', '2024-12-20');
    const { body } = await portal.graphql(DAYS, { token });
    expect(body.errors).toBeUndefined();
    const rows = (body.data!.averagePaymentDays as { year: number }[]).filter((r) => r.year <= 2025);
    expect(rows).toEqual([
      { year: 2025, custCode: customer.codeR3, days: 30, invoices: 2 },
      { year: 2025, custCode: 'I200150999', days: 3, invoices: 1 },
      { year: 2024, custCode: customer.codeR3, days: 40, invoices: 1 },
    ]);
    expect((await portal.graphql(DAYS, { token, variables: { year: 2024 } })).body.data!.averagePaymentDays).toEqual([rows[2]]);
  });

  it("never answers another customer's days", async () => {
    const other = (await portal.tokens('dealer')).requestToken;
    const { body } = await portal.graphql(DAYS, { token: other, variables: { year: 2024 } });
    expect(body.data!.averagePaymentDays.map((r: { custCode: string }) => r.custCode)).not.toContain(customer.codeR3);
  });
});
