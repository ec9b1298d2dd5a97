import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { creditToday } from '../../api/credit/figures.ts';
import { Portal, startPortal } from './harness.ts';

// The open-invoice page is kept while no invoice or company changes (api/invoices/open-invoices.ts, migration 0037):
// asked again it reads no invoice, and a payment, a new invoice, a credit note or a renamed company written
// through another connection (another API node) shows on the very next read. On SQLite and on PostgreSQL.
const portal = await startPortal();
const { db } = portal;

/** Counts the statements that read or write the invoices table, on a second app with its own memory (node B). */
let invoiceStatements = 0;
const counter: KyselyPlugin = {
  transformQuery: ({ node }: PluginTransformQueryArgs): RootOperationNode => {
    if (/"name":"invoices"/.test(JSON.stringify(node))) invoiceStatements++;
    return node;
  },
  transformResult: async ({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => result,
};
const nodeB = new Portal(createApp({ db: db.withPlugin(counter), env: portal.env }), db, portal.env);

const OPEN = `query($page: Int, $limit: Int) { openInvoices(page: $page, limit: $limit) { companyCode companyName
  creditCust { custCode ar { id invoiceNo accountingAmount status } info { count } deductions { id accountingAmount } pending { id }
    dueDates { dueDate count } totals { total payable payableCount deductions pending } } } }`;
type Json = Record<string, any>;
const dealer2 = (await portal.tokens('dealer2')).requestToken;
const dealer = (await portal.tokens('dealer')).requestToken;
const customer = await portal.customerOf('dealer2');
const company = await db.selectFrom('companies').selectAll().where('code', '=', '1000-B').executeTakeFirstOrThrow();

async function read(on: Portal, token = dealer2, variables: Json = {}) {
  const { body } = await on.graphql(OPEN, { token, variables });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.openInvoices as Json[];
}
const cust = (page: Json[]) => page.find((c) => c.companyCode === company.code)!.creditCust[0] as Json;

let seq = 0;
async function invoice(grandTotal: number, extra: { status?: 'open' | 'pending_payment' } = {}) {
  const day = creditToday();
  const { id } = await db
    .insertInto('invoices')
    .values({
      invoiceNo: `TEST-OIC-${++seq}`,
      sorg: '1000',
      companyId: company.id,
      customerId: customer.id,
      payerCode: customer.codeIsr ?? customer.codeR3,
      payerName: customer.name,
      invoiceDate: day,
      dueDate: day,
      fiscalYear: Number(day.slice(0, 4)),
      terms: 'NT30',
      status: extra.status ?? 'open',
      currency: 'IDR',
      linesTotal: grandTotal,
      tax: 0,
      grandTotal,
      paidAmount: 0,
      accountingNo: `14OIC${seq}`,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
await db.deleteFrom('invoices').where('customerId', '=', customer.id).execute();
await invoice(1_000_000);
await invoice(2_000_000);

describe('openInvoices kept between reads', () => {
  it('reads no invoice when asked again while nothing changed', async () => {
    const first = await read(nodeB);
    expect(cust(first).totals.payableCount).toBe(2);
    const before = invoiceStatements;
    expect(before).toBeGreaterThan(0);
    expect(await read(nodeB)).toEqual(first);
    expect(invoiceStatements).toBe(before);
    // Another page is another read.
    await read(nodeB, dealer2, { page: 2, limit: 10 });
    expect(invoiceStatements).toBeGreaterThan(before);
  });

  it('keeps each customer apart', async () => {
    await read(nodeB);
    const other = await read(nodeB, dealer);
    const ours = new Set(cust(await read(nodeB)).ar.map((i: Json) => i.id));
    for (const c of other) for (const cc of c.creditCust) for (const i of cc.ar) expect(ours.has(i.id)).toBe(false);
  });

  it('shows a new invoice, a credit note, a payment under way and a removal written on another node at once', async () => {
    await read(nodeB);
    const added = await invoice(3_000_000);
    let page = cust(await read(nodeB));
    expect(page.totals.payableCount).toBe(3);
    expect(page.totals.payable).toBe(6_000_000);

    const credit = await invoice(-500_000);
    page = cust(await read(nodeB));
    expect(page.deductions.map((d: Json) => d.id)).toContain(credit);
    expect(page.totals.total).toBe(5_500_000);

    await db.updateTable('invoices').set({ status: 'pending_payment' }).where('id', '=', added).execute();
    page = cust(await read(nodeB));
    expect(page.pending.map((p: Json) => p.id)).toEqual([added]);
    expect(page.totals.payableCount).toBe(2);

    await db.updateTable('invoices').set({ paidAmount: 400_000 }).where('invoiceNo', '=', 'TEST-OIC-1').execute();
    page = cust(await read(nodeB));
    expect(page.ar.find((i: Json) => i.invoiceNo === 'TEST-OIC-1').accountingAmount).toBe(600_000);

    await db.deleteFrom('invoices').where('id', 'in', [added, credit]).execute();
    page = cust(await read(nodeB));
    expect(page.pending).toEqual([]);
    expect(page.deductions).toEqual([]);
    expect(page.totals.total).toBe(2_600_000);
  });

  it("shows a company's new name at once", async () => {
    expect((await read(nodeB)).find((c) => c.companyCode === company.code)!.companyName).toBe(company.name);
    await db.updateTable('companies').set({ name: 'Renamed Bikes Ltd' }).where('id', '=', company.id).execute();
    try {
      expect((await read(nodeB)).find((c) => c.companyCode === company.code)!.companyName).toBe('Renamed Bikes Ltd');
    } finally {
      await db.updateTable('companies').set({ name: company.name }).where('id', '=', company.id).execute();
    }
  });
});
