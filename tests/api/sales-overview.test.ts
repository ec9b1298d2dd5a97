import { describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';

// The sales overview (spec 2 §2, §3 'Sales overview filter', §7): every figure is checked against sums this file
// makes itself, in plain JavaScript, from the seeded invoice lines.
const portal = await startPortal();
const { db } = portal;
type Json = Record<string, any>;

const dealer = (await portal.tokens('dealer')).requestToken;
const customer = await portal.customerOf('dealer');
const other = await portal.customerOf('dealer2');
const year = Number(new Date().toISOString().slice(0, 4));

const FIGURES = 'netSales netSalesLastYear invoiceQuantity invoiceQuantityLastYear';
const OVERVIEW = `query($filter: SalesOverviewFilterInput) { salesOverview(filter: $filter) {
  sorg year custCode category currency precision total { ${FIGURES} }
  byMonth { month name ${FIGURES} } byBrand { id name ${FIGURES} } byMerchandiseCategory { id name ${FIGURES} }
  byModel { id name ${FIGURES} series { id name ${FIGURES} } } } }`;
const OPTIONS = `query($filter: SalesOverviewFilterInput) { salesOverviewFilter(filter: $filter) {
  sorg year custCode sorgs sorgOptions { id name } years allCustomers categories brands { id name } merchandiseCategories { id name } models { id } series { id } } }`;

async function overview(filter: Json, token = dealer) {
  const { body } = await portal.graphql(OVERVIEW, { token, variables: { filter } });
  return body;
}
async function overviewData(filter: Json, token = dealer) {
  const body = await overview(filter, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.salesOverview as Json;
}

/** Every invoice line of these customers in the sales organisation, as stored. */
async function storedLines(customerIds: number[], sorg = '1000') {
  return db
    .selectFrom('invoiceLines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoiceId')
    .leftJoin('articles as a', (j) => j.onRef('a.sorg', '=', 'i.sorg').onRef('a.articleCode', '=', 'l.articleCode'))
    .select([
      'i.invoiceDate',
      'i.grandTotal',
      'l.qty',
      'l.subtotal',
      'l.brand as lineBrand',
      'l.name as lineName',
      'a.brand',
      'a.mcId',
      'a.model',
      'a.series',
      'a.category',
    ])
    .where('i.customerId', 'in', customerIds)
    .where('i.sorg', '=', sorg)
    .execute();
}
type Stored = Awaited<ReturnType<typeof storedLines>>[number];

interface Sums {
  netSales: number;
  netSalesLastYear: number;
  invoiceQuantity: number;
  invoiceQuantityLastYear: number;
}
/** The expected figures, summed line by line; a credit note (negative document) takes its quantity off. */
function expected(lines: Stored[], keep: (l: Stored) => boolean, key: (l: Stored) => string) {
  const out = new Map<string, Sums>();
  for (const l of lines) {
    const y = Number(l.invoiceDate.slice(0, 4));
    if ((y !== year && y !== year - 1) || !keep(l)) continue;
    const k = key(l);
    const s = out.get(k) ?? { netSales: 0, netSalesLastYear: 0, invoiceQuantity: 0, invoiceQuantityLastYear: 0 };
    const qty = Number(l.grandTotal) < 0 ? -l.qty : l.qty;
    if (y === year) {
      s.netSales += Number(l.subtotal);
      s.invoiceQuantity += qty;
    } else {
      s.netSalesLastYear += Number(l.subtotal);
      s.invoiceQuantityLastYear += qty;
    }
    out.set(k, s);
  }
  return out;
}
const figures = (r: Json): Sums => ({
  netSales: r.netSales,
  netSalesLastYear: r.netSalesLastYear,
  invoiceQuantity: r.invoiceQuantity,
  invoiceQuantityLastYear: r.invoiceQuantityLastYear,
});
const nonZero = (s: Sums) => Object.values(s).some((v) => v !== 0);
const month = (l: Stored) => Number(l.invoiceDate.slice(5, 7));

/** The answer's rows against the expected sums, row for row (rows with no figures either way are not listed). */
function expectRows(rows: Json[], sums: Map<string, Sums>) {
  expect(Object.fromEntries(rows.map((r) => [r.id, figures(r)]))).toEqual(Object.fromEntries([...sums].filter(([, s]) => nonZero(s))));
}

function expectOverview(data: Json, lines: Stored[], keep: (l: Stored) => boolean, months: number[]) {
  const byMonth = expected(lines, keep, (l) => String(month(l)));
  expect(data.byMonth.map((m: Json) => m.month)).toEqual(months);
  for (const m of data.byMonth) {
    expect(figures(m), `month ${m.month}`).toEqual(
      byMonth.get(String(m.month)) ?? { netSales: 0, netSalesLastYear: 0, invoiceQuantity: 0, invoiceQuantityLastYear: 0 },
    );
  }
  expect(figures(data.total)).toEqual(expected(lines, keep, () => 'all').get('all'));
  expectRows(
    data.byBrand,
    expected(lines, keep, (l) => l.brand ?? l.lineBrand),
  );
  expectRows(
    data.byMerchandiseCategory,
    expected(lines, keep, (l) => l.mcId ?? ''),
  );
  expectRows(
    data.byModel,
    expected(lines, keep, (l) => l.model ?? l.lineName),
  );
  const series = expected(lines, keep, (l) => `${l.model ?? l.lineName}|${l.series ?? ''}`);
  expectRows(
    data.byModel.flatMap((m: Json) => m.series.map((s: Json) => ({ ...s, id: `${m.id}|${s.id}` }))),
    series,
  );
}

describe('salesOverview figures', () => {
  it('sums a whole year by month, brand, merchandise category and model with series, against the year before', async () => {
    const lines = await storedLines([customer.id]);
    // The seed gave the dealer two years of history, credit notes included.
    expect(lines.filter((l) => l.invoiceDate.startsWith(String(year - 1))).length).toBeGreaterThan(50);
    const data = await overviewData({ year });
    expect(data).toMatchObject({
      sorg: '1000',
      year,
      custCode: customer.codeIsr ?? customer.codeR3,
      category: 'overview',
      currency: 'IDR',
      precision: 0,
    });
    expect(data.total.netSales).toBeGreaterThan(0);
    expect(data.total.netSalesLastYear).toBeGreaterThan(0);
    expectOverview(data, lines, () => true, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Biggest first.
    expect(data.byBrand.map((b: Json) => b.netSales)).toEqual([...data.byBrand.map((b: Json) => b.netSales)].sort((a, b) => b - a));
  });

  it('narrows to one brand and some months, last year in the same months', async () => {
    const lines = await storedLines([customer.id]);
    const brand = (await overviewData({ year })).byBrand[0].id as string;
    const months = [3, 4, 5];
    const data = await overviewData({ year, brands: [brand], months: [5, 3, 4] });
    expect(data.byBrand.map((b: Json) => b.id)).toEqual([brand]);
    expectOverview(data, lines, (l) => (l.brand ?? l.lineBrand) === brand && months.includes(month(l)), months);
  });

  it('narrows to bikes of one merchandise category and a model', async () => {
    const lines = await storedLines([customer.id]);
    const bikes = await overviewData({ year, category: 'bike' });
    const mc = bikes.byMerchandiseCategory[0].id as string;
    const model = bikes.byModel.find((m: Json) => lines.some((l) => l.model === m.id && l.mcId === mc))?.id ?? bikes.byModel[0].id;
    const data = await overviewData({ year, category: 'BIKE', merchandiseCategories: [mc], models: [model] });
    expectOverview(
      data,
      lines,
      (l) => l.category === 'BIKE' && l.mcId === mc && l.model === model,
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    );
  });

  it('takes a credit note off the net sales and the quantity', async () => {
    const before = await overviewData({ year, months: [1] });
    const article = await db
      .selectFrom('articles')
      .select(['articleCode', 'articleCodeDisplay', 'name', 'brand', 'uom'])
      .where('sorg', '=', '1000')
      .where('category', '=', 'BIKE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const company = await db.selectFrom('companies').select('id').where('code', '=', '1000-B').executeTakeFirstOrThrow();
    const date = `${year}-01-15`;
    const { id } = await db
      .insertInto('invoices')
      .values({
        invoiceNo: 'TEST-SO-CN-1',
        sorg: '1000',
        companyId: company.id,
        customerId: customer.id,
        payerCode: customer.codeR3,
        payerName: customer.name,
        invoiceDate: date,
        dueDate: date,
        fiscalYear: year,
        terms: 'CN',
        status: 'paid',
        currency: 'IDR',
        linesTotal: -3_000_000,
        tax: 0,
        grandTotal: -3_000_000,
        paidAmount: -3_000_000,
        clearingDate: date,
        accountingNo: '17TEST1',
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
        qty: 2,
        price: -1_500_000,
        subtotal: -3_000_000,
      })
      .execute();
    try {
      const after = await overviewData({ year, months: [1] });
      expect(after.total.netSales).toBe(before.total.netSales - 3_000_000);
      expect(after.total.invoiceQuantity).toBe(before.total.invoiceQuantity - 2);
      expect(after.total.netSalesLastYear).toBe(before.total.netSalesLastYear);
      const brandBefore = before.byBrand.find((b: Json) => b.id === article.brand)?.netSales ?? 0;
      expect(after.byBrand.find((b: Json) => b.id === article.brand).netSales).toBe(brandBefore - 3_000_000);
    } finally {
      await db.deleteFrom('invoices').where('id', '=', id).execute();
    }
  });

  it('offers each filter key the values of the lines the other keys leave', async () => {
    const lines = (await storedLines([customer.id])).filter((l) => l.invoiceDate >= `${year - 1}-01-01`);
    const { body } = await portal.graphql(OPTIONS, { token: dealer, variables: { filter: { year } } });
    expect(body.errors).toBeUndefined();
    const options = body.data!.salesOverviewFilter;
    expect(options).toMatchObject({ sorg: '1000', year, sorgs: ['1000'], allCustomers: false, categories: ['overview', 'bike', 'paa'] });
    // People read the company, not the organisation's number.
    expect(options.sorgOptions).toEqual([{ id: '1000', name: 'PT Sepeda Nusantara' }]);
    expect(options.years).toContain(year - 1);
    expect(options.brands.map((b: Json) => b.id)).toEqual([...new Set(lines.map((l) => l.brand ?? l.lineBrand))].sort());
    const brand = options.brands[0].id;
    const narrowed = (await portal.graphql(OPTIONS, { token: dealer, variables: { filter: { year, brands: [brand] } } })).body.data!
      .salesOverviewFilter;
    expect(narrowed.models.map((m: Json) => m.id)).toEqual(
      [...new Set(lines.filter((l) => (l.brand ?? l.lineBrand) === brand).map((l) => l.model ?? l.lineName))].sort(),
    );
    // The brand key itself still offers every brand.
    expect(narrowed.brands).toEqual(options.brands);
    expect(options.merchandiseCategories.every((m: Json) => m.name && m.name !== m.id)).toBe(true);
  });

  it('refuses bad input with the field named', async () => {
    expect(codes(await overview({ months: [13] }))).toEqual(['I001']);
    expect(codes(await overview({ category: 'cars' }))).toEqual(['I001']);
    const wrongSorg = await overview({ sorg: '3000' });
    expect(codes(wrongSorg)).toEqual(['I001']);
    expect(wrongSorg.errors![0].extensions!.fieldErrors.sorg).toBeTruthy();
  });
});

describe('whose figures', () => {
  it("gives a dealer their own figures and refuses another customer's, and 'all'", async () => {
    const own = await overviewData({ year, custCode: customer.codeR3 });
    expect(own.total).toEqual((await overviewData({ year })).total);
    for (const custCode of [other.codeR3, other.codeIsr ?? other.codeR3, 'all', 'NO-SUCH-CUSTOMER']) {
      const body = await overview({ year, custCode });
      expect(codes(body), custCode).toEqual(['U002']);
      expect(body.data?.salesOverview ?? null).toBeNull();
    }
    const options = await portal.graphql(OPTIONS, { token: dealer, variables: { filter: { custCode: other.codeR3 } } });
    expect(codes(options.body)).toEqual(['U002']);
    // dealer2's own figures are not the dealer's.
    const theirs = await overviewData({ year }, (await portal.tokens('dealer2')).requestToken);
    expect(theirs.custCode).toBe(other.codeIsr ?? other.codeR3);
    expect(theirs.total).not.toEqual(own.total);
  });

  it("sums 'all' over the sales user's own customers only", async () => {
    const { requestToken } = await portal.tokens('sales');
    const changed = await portal.request(`/change-cust/${customer.id}`, { method: 'POST', token: requestToken });
    expect(changed.status).toBe(200);
    const sales = ((await changed.json()) as { requestToken: string }).requestToken;
    // The customers of the sales user's areas, as the seed laid them out.
    const theirs = (
      await db
        .selectFrom('customerAreas as ca')
        .innerJoin('userAreas as ua', (j) => j.onRef('ua.sorg', '=', 'ca.sorg').onRef('ua.value', '=', 'ca.salesman'))
        .innerJoin('users as u', 'u.id', 'ua.userId')
        .select('ca.customerId')
        .where('u.username', '=', 'sales')
        .where('ua.limitation', '=', 'salesman')
        .where('ca.sorg', '=', '1000')
        .execute()
    ).map((r) => r.customerId);
    expect(theirs).toContain(customer.id);
    expect(theirs).not.toContain(other.id);
    expect(theirs.length).toBeGreaterThan(1);

    const all = await overviewData({ year, custCode: 'all' }, sales);
    expect(all.custCode).toBe('all');
    expectOverview(all, await storedLines(theirs), () => true, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(all.total.netSales).toBeGreaterThan((await overviewData({ year }, sales)).total.netSales);

    // A customer of theirs by code, but not dealer2.
    const second = await db
      .selectFrom('customers')
      .select(['codeR3'])
      .where('id', '=', theirs.find((id) => id !== customer.id)!)
      .executeTakeFirstOrThrow();
    expect((await overviewData({ year, custCode: second.codeR3 }, sales)).custCode).toBeTruthy();
    expect(codes(await overview({ year, custCode: other.codeR3 }, sales))).toEqual(['U002']);
    const options = (await portal.graphql(OPTIONS, { token: sales, variables: { filter: { custCode: 'all' } } })).body.data!
      .salesOverviewFilter;
    expect(options).toMatchObject({ custCode: 'all', allCustomers: true });
  });

  it('needs page.dashboard and a customer', async () => {
    expect(codes(await overview({}, (await portal.tokens('content')).requestToken))).toEqual(['U002']);
    expect(codes(await overview({}, ''))).toEqual(['U001']);
  });
});
