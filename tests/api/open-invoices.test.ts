import { describe, expect, it } from 'vitest';
import { creditToday } from '../../api/credit/figures.ts';
import type { InvoiceStatus } from '../../api/db/types.ts';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
const today = creditToday();
const dayOffset = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const INVOICE = 'id invoiceNo dueDate overdue overdueDisplay status accountingAmount grandTotal paidAmount precision companyCode';
const OPEN = `query($companyCode: String, $payerCode: String, $page: Int, $limit: Int) {
  openInvoices(companyCode: $companyCode, payerCode: $payerCode, page: $page, limit: $limit) {
    companyCode companyName additionalDisplays currency precision today
    creditCust { custCode custName ar { ${INVOICE} } info { page limit count pageTotal } deductions { ${INVOICE} } pending { ${INVOICE} }
      dueDates { dueDate count } payable { id dueDate amount } ageing { key from to value count }
      totals { total payable payableCount deductions pending overdue overdueCount } } } }`;

type Json = Record<string, any>;
const dealer = (await portal.tokens('dealer')).requestToken;
const dealer2 = (await portal.tokens('dealer2')).requestToken;
const dealerCustomer = await portal.customerOf('dealer');
const customer = await portal.customerOf('dealer2');
const companies = await db.selectFrom('companies').select(['id', 'code']).where('sorg', '=', '1000').orderBy('code').execute();
const [bikes, parts] = companies;
const payer = customer.codeIsr ?? customer.codeR3;

const open = async (variables: Json = {}, token = dealer2) => (await portal.graphql(OPEN, { token, variables })).body;
const openData = async (variables: Json = {}, token = dealer2) => {
  const body = await open(variables, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.openInvoices as Json[];
};

let seq = 0;
/** An invoice of dealer2 due `dueIn` days from today (negative: overdue). */
async function invoice(
  companyId: number,
  grandTotal: number,
  dueIn: number,
  extra: { status?: InvoiceStatus; paidAmount?: number; payerCode?: string; tax?: number } = {},
) {
  const n = ++seq;
  const invoiceDate = dayOffset(dueIn - 30);
  const { id } = await db
    .insertInto('invoices')
    .values({
      invoiceNo: `TEST-OI-${String(n).padStart(4, '0')}`,
      sorg: '1000',
      companyId,
      customerId: customer.id,
      payerCode: extra.payerCode ?? payer,
      payerName: customer.name,
      invoiceDate,
      dueDate: dayOffset(dueIn),
      fiscalYear: Number(invoiceDate.slice(0, 4)),
      terms: 'NT30',
      status: extra.status ?? 'open',
      currency: 'IDR',
      linesTotal: grandTotal,
      tax: extra.tax ?? 0,
      grandTotal,
      paidAmount: extra.paidAmount ?? 0,
      accountingNo: `14OI${n}`,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

// dealer2 gets a known set instead of its seeded receivables.
await db.deleteFrom('invoices').where('customerId', '=', customer.id).execute();
const ids = {
  notDue: await invoice(bikes.id, 5_000, 5),
  dueToday: await invoice(bikes.id, 4_000, 0),
  late1: await invoice(bikes.id, 1_000, -1),
  late30: await invoice(bikes.id, 3_000, -30, { paidAmount: 1_000 }),
  late31: await invoice(bikes.id, 31_000, -31),
  late60: await invoice(bikes.id, 60_000, -60),
  late61: await invoice(bikes.id, 61_000, -61, { tax: 6_000 }),
  late90: await invoice(bikes.id, 90_000, -90),
  late91: await invoice(bikes.id, 91_000, -91),
  deduction: await invoice(bikes.id, -7_000, -5),
  pending: await invoice(bikes.id, 11_000, -3, { status: 'pending_payment' }),
  waiting: await invoice(bikes.id, 12_000, 8, { status: 'waiting_for_payment' }),
  paid: await invoice(bikes.id, 99_000, -10, { status: 'paid', paidAmount: 99_000 }),
  otherPayer: await invoice(bikes.id, 2_500, 12, { payerCode: 'I200159999' }),
  parts: await invoice(parts.id, 8_000, 3),
};
const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('openInvoices', () => {
  it('groups by company, then credit customer; the first company first', async () => {
    const data = await openData();
    expect(data.map((c) => [c.companyCode, c.creditCust.map((cc: Json) => cc.custCode)])).toEqual([
      ['1000-B', ['I200159999', payer].sort()],
      ['1000-P', [payer]],
    ]);
    expect(data[0]).toMatchObject({ companyName: 'PT Sepeda Nusantara', currency: 'IDR', precision: 0, today });
    // Tax carries a figure on one invoice of the bike company: an extra column there, none at parts.
    expect(data[0].additionalDisplays).toEqual(['tax']);
    expect(data[1].additionalDisplays).toEqual([]);
  });

  it('lists payable invoices oldest due first, deductions and payments in progress apart', async () => {
    const [bike] = await openData({ companyCode: '1000-B', payerCode: payer, limit: 20 });
    const cc = bike.creditCust[0];
    expect(idsOf(cc.ar)).toEqual([
      ids.late91,
      ids.late90,
      ids.late61,
      ids.late60,
      ids.late31,
      ids.late30,
      ids.late1,
      ids.dueToday,
      ids.notDue,
    ]);
    expect(idsOf(cc.deductions)).toEqual([ids.deduction]);
    expect(cc.pending.map((i: Json) => [i.id, i.status])).toEqual([
      [ids.pending, 'pending_payment'],
      [ids.waiting, 'waiting_for_payment'],
    ]);
    // For the payment rules: the payable invoices counted per due day (nothing in progress, nothing paid, no
    // deduction), and on demand every payable invoice (for choosing them all).
    expect(cc.dueDates).toEqual([-91, -90, -61, -60, -31, -30, -1, 0, 5].map((d) => ({ dueDate: dayOffset(d), count: 1 })));
    expect(idsOf(cc.payable)).toEqual(idsOf(cc.ar));
    expect(cc.payable.find((s: Json) => s.id === ids.late30)).toEqual({ id: ids.late30, dueDate: dayOffset(-30), amount: 2_000 });
    expect(cc.deductions[0]).toMatchObject({ id: ids.deduction, dueDate: dayOffset(-5), accountingAmount: -7_000 });
    expect(cc.ar.find((i: Json) => i.id === ids.late30)).toMatchObject({ accountingAmount: 2_000, grandTotal: 3_000, paidAmount: 1_000 });
  });

  it('counts overdue days negative once past due', async () => {
    const [bike] = await openData({ companyCode: '1000-B', payerCode: payer, limit: 20 });
    const byId = new Map<number, Json>(bike.creditCust[0].ar.map((i: Json) => [i.id, i]));
    expect(byId.get(ids.late31)).toMatchObject({ dueDate: dayOffset(-31), overdue: -31, overdueDisplay: '31 days overdue' });
    expect(byId.get(ids.late1)).toMatchObject({ overdue: -1, overdueDisplay: '1 day overdue' });
    expect(byId.get(ids.dueToday)).toMatchObject({ overdue: 0, overdueDisplay: 'Due today' });
    expect(byId.get(ids.notDue)).toMatchObject({ overdue: 5, overdueDisplay: 'Due in 5 days' });
  });

  it('ages the payable invoices in buckets, ends included; deductions and payments in progress stay apart', async () => {
    const [bike] = await openData({ companyCode: '1000-B', payerCode: payer });
    const cc = bike.creditCust[0];
    expect(cc.ageing.map((b: Json) => [b.key, b.from, b.to, b.value, b.count])).toEqual([
      ['not_due', null, 0, 5_000 + 4_000, 2],
      ['overdue_1_30', 1, 30, 1_000 + 2_000, 2],
      ['overdue_31_60', 31, 60, 31_000 + 60_000, 2],
      ['overdue_61_90', 61, 90, 61_000 + 90_000, 2],
      ['overdue_over_90', 91, null, 91_000, 1],
    ]);
    const payable = 5_000 + 4_000 + 1_000 + 2_000 + 31_000 + 60_000 + 61_000 + 90_000 + 91_000;
    expect(cc.totals).toEqual({
      total: payable - 7_000 + 23_000,
      payable,
      payableCount: 9,
      deductions: -7_000,
      pending: 23_000,
      overdue: payable - 9_000,
      overdueCount: 7,
    });
  });

  it('adds up: the overdue buckets make the overdue figure, buckets, deductions and payments in progress the total', async () => {
    const [bike] = await openData({ companyCode: '1000-B', payerCode: payer });
    const { ageing, totals } = bike.creditCust[0];
    const sum = (rows: Json[]) => rows.reduce((s, b) => s + b.value, 0);
    expect(sum(ageing.filter((b: Json) => b.key !== 'not_due'))).toBe(totals.overdue);
    expect(ageing.filter((b: Json) => b.key !== 'not_due').reduce((s: number, b: Json) => s + b.count, 0)).toBe(totals.overdueCount);
    expect(sum(ageing)).toBe(totals.payable);
    expect(sum(ageing) + totals.deductions + totals.pending).toBe(totals.total);
  });

  it('adds up the same way in every market: the ages, plus invoices in a payment, less deductions, make the total', async () => {
    const markets = [
      ['dealer', undefined],
      ['dealer-us', 'us.localhost'],
      ['dealer-eu', 'eu.localhost'],
      ['dealer-my', 'my.localhost'],
      ['dealer-sg', 'sg.localhost'],
      ['dealer-ca', 'ca.localhost'],
    ] as const;
    let read = 0;
    for (const [username, host] of markets) {
      const token = (await portal.tokens(username)).requestToken;
      const { body } = await portal.graphql(OPEN, { token, host });
      expect(body.errors, username).toBeUndefined();
      for (const company of body.data!.openInvoices as Json[]) {
        for (const { ageing, totals } of company.creditCust as Json[]) {
          const ages = ageing.reduce((s: number, b: Json) => s + b.value, 0);
          expect(ages, `${username} ${company.companyCode}`).toBe(totals.payable);
          expect(ages + totals.pending + totals.deductions, `${username} ${company.companyCode}`).toBe(totals.total);
          read++;
        }
      }
    }
    // Every market's seeded dealer has unpaid invoices to add up.
    expect(read).toBeGreaterThanOrEqual(markets.length);
  });

  it('pages the payable invoices of a credit customer on the server', async () => {
    const [first] = await openData({ companyCode: '1000-B', payerCode: payer, page: 1, limit: 10 });
    expect(first.creditCust[0].info).toEqual({ page: 1, limit: 10, count: 9, pageTotal: 1 });
    for (let i = 0; i < 12; i++) await invoice(bikes.id, 100, 20 + i);
    const [page2] = await openData({ companyCode: '1000-B', payerCode: payer, page: 2, limit: 10 });
    const cc = page2.creditCust[0];
    expect(cc.info).toEqual({ page: 2, limit: 10, count: 21, pageTotal: 3 });
    expect(cc.ar.map((i: Json) => i.overdue)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    // The rules still see every payable invoice, counted per due day.
    expect(cc.dueDates.reduce((n: number, d: Json) => n + d.count, 0)).toBe(21);
    expect(cc.payable).toHaveLength(21);
    expect(cc.totals.payableCount).toBe(21);
  });

  it('answers a page and a summary however many invoices are open, not every invoice', async () => {
    for (let i = 0; i < 40; i++) await invoice(bikes.id, 100 + i, -(i % 4));
    const page = `query { openInvoices(companyCode: "1000-B", payerCode: "${payer}", limit: 10) { creditCust {
      ar { id } deductions { id } pending { id } dueDates { dueDate count } totals { payableCount } } } }`;
    const body = (await portal.graphql(page, { token: dealer2 })).body;
    expect(body.errors).toBeUndefined();
    const cc = body.data!.openInvoices[0].creditCust[0];
    expect(cc.totals.payableCount).toBe(61);
    // Ten payable rows, the one deduction and the two in progress: nothing else is listed, whatever is open.
    expect([cc.ar.length, cc.deductions.length, cc.pending.length]).toEqual([10, 1, 2]);
    // Each day that has payable invoices once, with how many: 61 invoices on 23 days.
    expect(cc.dueDates).toHaveLength(23);
    expect(cc.dueDates.reduce((n: number, d: Json) => n + d.count, 0)).toBe(61);
    expect(cc.dueDates.find((d: Json) => d.dueDate === dayOffset(-1)).count).toBe(1 + 10);
  });

  it("answers dealer2 nothing of the dealer's, by any argument", async () => {
    const dealerInvoices = await db
      .selectFrom('invoices')
      .select(['id', 'payerCode'])
      .where('customerId', '=', dealerCustomer.id)
      .execute();
    expect(dealerInvoices.length).toBeGreaterThan(0);
    const theirs = new Set(dealerInvoices.map((i) => i.id));
    const dealerPayer = dealerInvoices[0].payerCode;
    for (const variables of [
      {},
      { payerCode: dealerPayer },
      { companyCode: '1000-B', payerCode: dealerPayer },
      { companyCode: '1000-P' },
      { payerCode: dealerPayer, page: 2 },
    ]) {
      const data = await openData(variables, dealer2);
      const seen = data.flatMap((c) => c.creditCust.flatMap((cc: Json) => [...cc.ar, ...cc.deductions, ...cc.pending, ...cc.payable]));
      expect(seen.filter((i: Json) => theirs.has(i.id))).toEqual([]);
      expect(data.flatMap((c) => c.creditCust.map((cc: Json) => cc.custCode))).not.toContain(dealerPayer);
    }
    // And the dealer sees its own.
    const own = await openData({}, dealer);
    expect(own.flatMap((c) => c.creditCust.flatMap((cc: Json) => idsOf(cc.payable))).every((id) => theirs.has(id))).toBe(true);
  });

  it('is refused without page.invoice-status or without an active customer', async () => {
    expect(codes(await open({}, (await portal.tokens('content')).requestToken))).toEqual(['U002']);
    expect(codes(await open({}, (await portal.tokens('sales')).requestToken))).toEqual(['N002']);
    const role = await db.selectFrom('roles').select('id').where('name', '=', 'customer').executeTakeFirstOrThrow();
    const scope = await db.selectFrom('permissions').select('id').where('name', '=', 'page.invoice-status').executeTakeFirstOrThrow();
    await db.deleteFrom('rolePermissions').where('roleId', '=', role.id).where('permissionId', '=', scope.id).execute();
    try {
      const body = await open();
      expect(codes(body)).toEqual(['U002']);
      expect(body.data?.openInvoices).toBeUndefined();
    } finally {
      await db.insertInto('rolePermissions').values({ roleId: role.id, permissionId: scope.id }).execute();
    }
  });

  it('refuses a page size it does not offer', async () => {
    expect(codes(await open({ limit: 1000 }))).toEqual(['I001']);
  });
});
