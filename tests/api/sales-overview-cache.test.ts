import { afterAll, describe, expect, it } from 'vitest';
import { startPortal } from './harness.ts';
import { spyApp } from './spy-app.ts';

// The sales overview keeps a scope's sums while nothing they are made of changes (api/sales-overview/cache.ts):
// asked again it does not sum the invoice lines again, and a new invoice or a renamed article shows at once.
const portal = await startPortal();
const { db } = portal;
const dealer = (await portal.tokens('dealer')).requestToken;
const customer = await portal.customerOf('dealer');
const year = Number(new Date().toISOString().slice(0, 4));
const OVERVIEW = `query($filter: SalesOverviewFilterInput) { salesOverview(filter: $filter) {
  total { netSales invoiceQuantity netSalesLastYear } byBrand { id netSales } } }`;

// A second app over the same file, so its statements can be read; the writes below come through another connection.
const spy = await spyApp(portal);
afterAll(() => spy.close());
async function read(filter: object = { year }) {
  const body = await spy.graphql(OVERVIEW, dealer, { filter });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.salesOverview as {
    total: { netSales: number; invoiceQuantity: number; netSalesLastYear: number };
    byBrand: { id: string; netSales: number }[];
  };
}
const linesRead = () => spy.statements.filter((s) => s.includes('"invoice_lines"')).length;
const brandSales = (o: Awaited<ReturnType<typeof read>>, brand: string) => o.byBrand.find((b) => b.id === brand)?.netSales ?? 0;

describe('salesOverview kept between reads', () => {
  it('does not sum the invoice lines again while they are unchanged', async () => {
    const first = await read();
    const before = linesRead();
    expect(before).toBeGreaterThan(0);
    expect(await read()).toEqual(first);
    expect(linesRead()).toBe(before);
    // Another filter is another sum.
    await read({ year, months: [1, 2] });
    expect(linesRead()).toBe(before + 1);
  });

  it('shows an invoice written after a first read in the next read', async () => {
    const before = await read();
    const article = await db
      .selectFrom('articles')
      .select(['articleCode', 'articleCodeDisplay', 'name', 'brand', 'uom'])
      .where('sorg', '=', '1000')
      .where('category', '=', 'BIKE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const company = await db.selectFrom('companies').select('id').where('code', '=', '1000-B').executeTakeFirstOrThrow();
    const date = `${year}-02-10`;
    const { id } = await db
      .insertInto('invoices')
      .values({
        invoiceNo: 'TEST-SO-CACHE-1',
        sorg: '1000',
        companyId: company.id,
        customerId: customer.id,
        payerCode: customer.codeR3,
        payerName: customer.name,
        invoiceDate: date,
        dueDate: date,
        fiscalYear: year,
        terms: 'NT30',
        status: 'open',
        currency: 'IDR',
        linesTotal: 4_200_000,
        tax: 0,
        grandTotal: 4_200_000,
        paidAmount: 0,
        accountingNo: '14CACHE1',
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('invoiceLines')
      .values({
        invoiceId: id,
        articleCode: article.articleCode,
        articleCodeDisplay: article.articleCodeDisplay,
        name: article.name,
        brand: article.brand,
        uom: article.uom,
        qty: 3,
        price: 1_400_000,
        subtotal: 4_200_000,
      })
      .execute();
    const after = await read();
    expect(after.total.netSales).toBe(before.total.netSales + 4_200_000);
    expect(after.total.invoiceQuantity).toBe(before.total.invoiceQuantity + 3);
    expect(after.total.netSalesLastYear).toBe(before.total.netSalesLastYear);
    expect(brandSales(after, article.brand)).toBe(brandSales(before, article.brand) + 4_200_000);

    // Deleted again: gone from the next read too.
    await db.deleteFrom('invoices').where('id', '=', id).execute();
    expect(await read()).toEqual(before);
  });

  it("moves an article's figures when the catalogue renames its brand after a first read", async () => {
    const line = await db
      .selectFrom('invoiceLines as l')
      .innerJoin('invoices as i', 'i.id', 'l.invoiceId')
      .innerJoin('articles as a', (j) => j.onRef('a.sorg', '=', 'i.sorg').onRef('a.articleCode', '=', 'l.articleCode'))
      .select(['a.id', 'a.articleCode', 'a.brand'])
      .where('i.customerId', '=', customer.id)
      .where('i.invoiceDate', '>=', `${year}-01-01`)
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    const sold = await db
      .selectFrom('invoiceLines as l')
      .innerJoin('invoices as i', 'i.id', 'l.invoiceId')
      .select((eb) => eb.fn.sum<number>('l.subtotal').as('net'))
      .where('i.customerId', '=', customer.id)
      .where('i.sorg', '=', '1000')
      .where('l.articleCode', '=', line.articleCode)
      .where('i.invoiceDate', '>=', `${year}-01-01`)
      .where('i.invoiceDate', '<=', `${year}-12-31`)
      .executeTakeFirstOrThrow();
    const before = await read();
    await db.updateTable('articles').set({ brand: 'Renamed Brand' }).where('id', '=', line.id).execute();
    try {
      const after = await read();
      expect(brandSales(after, 'Renamed Brand')).toBe(Number(sold.net));
      expect(brandSales(after, line.brand)).toBe(brandSales(before, line.brand) - Number(sold.net));
      expect(after.total).toEqual(before.total);
    } finally {
      await db.updateTable('articles').set({ brand: line.brand }).where('id', '=', line.id).execute();
    }
  });
});
