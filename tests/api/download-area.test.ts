import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { tick } from '../../api/adapters/erp/index.ts';
import { portalErp } from '../../api/erp.ts';
import { createApp } from '../../api/app.ts';
import { openDatabase } from '../../api/db/index.ts';
import { claimDownload, downloadPass, expireDownloads, runDownload, startDownloadJobs } from '../../api/download-area/jobs.ts';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { shiftDays } from '../../src/rules/date-range.ts';
import { codes, Portal, startPortal } from './harness.ts';
import { orderableArticle } from './orderable.ts';

/**
 * The download area (spec 2 §2, §3, §4, §7 'Downloads', §8): requestDownloadArea queues a job, a pass of the job runner
 * builds the xlsx, GET /api/download-area/{id} serves it to its owner only; 5 requests a day; files expire after 7 days;
 * a queued job survives a restart; two runners never both run one job.
 */

const portal = await startPortal();
const { db, env } = portal;
const storage = portal.storage;
const dealer = (await portal.tokens('dealer')).requestToken;
const dealer2 = (await portal.tokens('dealer2')).requestToken;
const support = (await portal.tokens('support')).requestToken;
const dealerCustomer = await portal.customerOf('dealer');
const dealer2Customer = await portal.customerOf('dealer2');

const REQUEST = `mutation($module: String!, $from: String!, $to: String!) {
  requestDownloadArea(module: $module, from: $from, to: $to) { message { status description } userErrors { field message messageKey } code id } }`;
const LIST = `query($page: Int, $limit: Int) { downloadArea(page: $page, limit: $limit) {
  downloads { id module from to status progress rowsWritten fileName downloadUrl error errorKey }
  info { page limit count pageTotal } quota { limit used left } } }`;

async function request(token: string, module: string, from: string, to: string, app: Portal = portal) {
  const { body } = await app.graphql(REQUEST, { token, variables: { module, from, to } });
  return body;
}

const statusOf = async (id: number) =>
  await db.selectFrom('downloadRequests').select(['status', 'error']).where('id', '=', id).executeTakeFirstOrThrow();

async function sheetOf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((h, i) => [h, values[i] ?? null])));
  });
  return { header, rows };
}

const fetchFile = (id: number, token: string, app: Portal = portal) => app.request(`/api/download-area/${id}`, { token });

// An order of the dealer placed ten days ago and shipped since, as checkout and the built-in ERP make them.
const erp = portalErp(db, {});
const article = await orderableArticle(db, 'PAA');
const shipped = await (async () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  await portal.graphql(`mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status } } }`, {
    token: dealer,
    variables: { p: [{ custCode: dealerCustomer.codeR3, articleCode: article.articleCode, sorg: '1000', qty: 2, uom: article.uom }] },
  });
  const shipTo = (
    await db.selectFrom('shipTos').select('code').where('customerId', '=', dealerCustomer.id).orderBy('code').executeTakeFirstOrThrow()
  ).code;
  const { body } = await portal.graphql(`mutation($i: CheckoutInput!) { checkout(input: $i) { orders { orderNo } } }`, {
    token: dealer,
    variables: { i: { idempotencyKey: 'download-area-order', shipTo, shipment: 'REG', payment: 'TERM', poNumber: 'PO-DL' } },
  });
  const orderNo = body.data!.checkout.orders[0].orderNo as string;
  await db
    .updateTable('orders')
    .set({ createdAt: daysAgo(10).toISOString() })
    .where('orderNo', '=', orderNo)
    .execute();
  await tick(db, erp, daysAgo(9));
  await tick(db, erp, daysAgo(8));
  return { orderNo };
})();

// The invoices the dealer has, over the year up to its latest one.
const latest = (
  await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.max('invoiceDate').as('d'))
    .where('customerId', '=', dealerCustomer.id)
    .executeTakeFirstOrThrow()
).d as string;
const to = latest;
const from = shiftDays(to, -364);

// Each test spends quota; yesterday's requests do not count, so the next test starts with a full day.
afterEach(async () => {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  await db.updateTable('downloadRequests').set({ requestedAt: yesterday }).execute();
});

describe('requestDownloadArea and the job', () => {
  it("writes the dealer's invoices of the range, one row each, with their totals", async () => {
    const answer = await request(dealer, 'invoices', from, to);
    expect(answer.data!.requestDownloadArea.message.status).toBe(true);
    const id = answer.data!.requestDownloadArea.id as number;
    expect((await statusOf(id)).status).toBe('queued');
    // No file before the job ran.
    expect((await fetchFile(id, dealer)).status).toBe(404);

    expect(await downloadPass(db, storage)).toBe(1);
    expect((await statusOf(id)).status).toBe('ready');

    const expected = await db
      .selectFrom('invoices')
      .select(['invoiceNo', 'grandTotal', 'currency'])
      .where('customerId', '=', dealerCustomer.id)
      .where('invoiceDate', '>=', from)
      .where('invoiceDate', '<=', to)
      .orderBy('invoiceDate')
      .orderBy('id')
      .execute();
    expect(expected.length).toBeGreaterThan(3);
    const res = await fetchFile(id, dealer);
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain(`Invoices ${from} - ${to}.xlsx`);
    const { header, rows } = await sheetOf(res);
    expect(header).toContain('Invoice number');
    expect(rows.map((r) => r['Invoice number'])).toEqual(expected.map((e) => e.invoiceNo));
    // IDR has no minor digits in the Indonesian market: the totals are the stored amounts.
    expect(rows.map((r) => r['Grand total'])).toEqual(expected.map((e) => e.grandTotal));
    expect(new Set(rows.map((r) => r['Customer code']))).toEqual(
      new Set([displayCustomerCode({ isr: dealerCustomer.codeIsr, r3: dealerCustomer.codeR3 })]),
    );

    const { body } = await portal.graphql(LIST, { token: dealer });
    const listed = body.data!.downloadArea.downloads[0];
    expect(listed).toMatchObject({
      id,
      status: 'ready',
      progress: 100,
      rowsWritten: expected.length,
      downloadUrl: `/api/download-area/${id}`,
    });
  });

  it('writes sales overview lines with brand, model and series whose subtotals add up to the invoice lines', async () => {
    const id = (await request(dealer, 'sales_overview_lines', from, to)).data!.requestDownloadArea.id as number;
    await downloadPass(db, storage);
    const { rows } = await sheetOf(await fetchFile(id, dealer));
    const lines = await db
      .selectFrom('invoiceLines as l')
      .innerJoin('invoices as i', 'i.id', 'l.invoiceId')
      .innerJoin('articles as a', (j) => j.onRef('a.sorg', '=', 'i.sorg').onRef('a.articleCode', '=', 'l.articleCode'))
      .select(['l.subtotal', 'a.model', 'a.series'])
      .where('i.customerId', '=', dealerCustomer.id)
      .where('i.invoiceDate', '>=', from)
      .where('i.invoiceDate', '<=', to)
      .execute();
    expect(rows.length).toBe(lines.length);
    expect(rows.reduce((sum, r) => sum + Number(r.Subtotal), 0)).toBe(lines.reduce((sum, l) => sum + l.subtotal, 0));
    expect(new Set(rows.map((r) => r.Model))).toEqual(new Set(lines.map((l) => l.model)));
    expect(new Set(rows.map((r) => r.Series))).toEqual(new Set(lines.map((l) => l.series)));
  });

  it("gives a dealer only their own customer's rows, and another user's file answers as a missing one", async () => {
    const id = (await request(dealer, 'invoices', from, to)).data!.requestDownloadArea.id as number;
    await downloadPass(db, storage);
    const { rows } = await sheetOf(await fetchFile(id, dealer));
    const theirs = await db.selectFrom('invoices').select('invoiceNo').where('customerId', '=', dealer2Customer.id).execute();
    expect(theirs.length).toBeGreaterThan(0);
    expect(rows.some((r) => theirs.some((t) => t.invoiceNo === r['Invoice number']))).toBe(false);

    // dealer2 asks for dealer's file: the same 404 as an id that does not exist; nothing of it is listed for them.
    const stolen = await fetchFile(id, dealer2);
    const missing = await fetchFile(999_999, dealer2);
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toEqual(await missing.json());
    const { body } = await portal.graphql(LIST, { token: dealer2 });
    expect(body.data!.downloadArea.downloads.map((d: { id: number }) => d.id)).not.toContain(id);
    // Support may read every customer but does not own the file either.
    expect((await fetchFile(id, support)).status).toBe(404);
    expect((await portal.request(`/api/download-area/${id}`)).status).toBe(401);
  });

  it('refuses a bad module and range field by field, and writes nothing', async () => {
    const before = await db
      .selectFrom('downloadRequests')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [string, string, string, string][] = [
      ['payslips', '2026-01-01', '2026-01-31', 'download-area:errors.unknown_module'],
      ['invoices', '2026-02-30', '2026-03-31', 'download-area:errors.invalid_date'],
      ['invoices', '2026-03-01', '2026-01-31', 'download-area:errors.from_after_to'],
      ['invoices', '2024-01-01', '2026-01-31', 'download-area:errors.longer_than_a_year'],
    ];
    for (const [module, a, b, key] of cases) {
      const answer = (await request(dealer, module, a, b)).data!.requestDownloadArea;
      expect(answer.message.status).toBe(false);
      expect(answer.code).toBe('I001');
      expect(answer.userErrors.map((e: { messageKey: string }) => e.messageKey)).toContain(key);
    }
    const after = await db
      .selectFrom('downloadRequests')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses the sixth request of the day with the quota message', async () => {
    for (let n = 0; n < 5; n++) expect((await request(dealer2, 'orders', from, to)).data!.requestDownloadArea.message.status).toBe(true);
    const sixth = (await request(dealer2, 'orders', from, to)).data!.requestDownloadArea;
    expect(sixth.message).toEqual({ status: false, description: 'You are out of download quota, please try again tomorrow.' });
    expect(sixth.userErrors[0].messageKey).toBe('download-area:errors.out_of_quota');
    expect(sixth.code).toBe('Q001');
    const { body } = await portal.graphql(LIST, { token: dealer2 });
    expect(body.data!.downloadArea.quota).toEqual({ limit: 5, used: 5, left: 0 });
    expect(body.data!.downloadArea.info.count).toBeGreaterThanOrEqual(5);
    // The list pages on the server: 10 or 20 a page, newest first.
    const paged = (await portal.graphql(LIST, { token: dealer2, variables: { page: 1, limit: 20 } })).body.data!.downloadArea;
    expect(paged.info.limit).toBe(20);
    const ids = paged.downloads.map((d: { id: number }) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    await downloadPass(db, storage);
  });

  it("lets support ask without a customer, covering every customer's rows", async () => {
    const answer = (await request(support, 'invoices', from, to)).data!.requestDownloadArea;
    expect(answer.message.status).toBe(true);
    const row = await db.selectFrom('downloadRequests').selectAll().where('id', '=', answer.id).executeTakeFirstOrThrow();
    expect(row.customerId).toBeNull();
    await downloadPass(db, storage);
    const { rows } = await sheetOf(await fetchFile(answer.id, support));
    const codesSeen = new Set(rows.map((r) => r['Customer code']));
    expect(codesSeen.size).toBeGreaterThan(1);
    expect(codesSeen).toContain(displayCustomerCode({ isr: dealerCustomer.codeIsr, r3: dealerCustomer.codeR3 }));
  });

  it('refuses a session without a customer unless it is support', async () => {
    const sales = (await portal.tokens('sales')).requestToken;
    expect(codes(await request(sales, 'invoices', from, to))).toEqual(['U002']);
  });
});

describe('the job runner', () => {
  it('completes after a restart a job queued before it', async () => {
    // The first server takes the request and goes away before any job ran.
    const first = await openDatabase(env.databaseUrl);
    const before = new Portal(createApp({ db: first, env, storage }), first, env);
    const id = (await request(dealer, 'deliveries', from, to, before)).data!.requestDownloadArea.id as number;
    await first.destroy();
    expect((await statusOf(id)).status).toBe('queued');

    // The next one starts its runner, whose first pass finds the job.
    const second = await openDatabase(env.databaseUrl);
    const after = new Portal(createApp({ db: second, env, storage }), second, env);
    const stop = startDownloadJobs(second, storage, 60_000);
    try {
      for (let i = 0; i < 100 && (await statusOf(id)).status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await stop();
    }
    expect((await statusOf(id)).status).toBe('ready');
    const { rows } = await sheetOf(await fetchFile(id, dealer, after));
    const lines = await db
      .selectFrom('deliveryLines as dl')
      .innerJoin('deliveries as d', 'd.id', 'dl.deliveryId')
      .select('d.doNumber')
      .where('d.customerId', '=', dealerCustomer.id)
      .where('d.deliveryDate', '>=', from)
      .where('d.deliveryDate', '<=', to)
      .execute();
    expect(lines.length).toBeGreaterThan(0);
    expect(rows.map((r) => r['Delivery number']).sort()).toEqual(lines.map((l) => l.doNumber).sort());
    await second.destroy();
  });

  it('picks up a job whose process died while running it (its lease ran out)', async () => {
    const id = (await request(dealer, 'invoices', from, to)).data!.requestDownloadArea.id as number;
    await db
      .updateTable('downloadRequests')
      .set({ status: 'running', leaseToken: 'dead-process', leaseUntil: new Date(Date.now() - 1000).toISOString(), attempts: 1 })
      .where('id', '=', id)
      .execute();
    // A live lease is left alone.
    await db
      .updateTable('downloadRequests')
      .set({ leaseUntil: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect(await claimDownload(db)).toBeNull();
    await db
      .updateTable('downloadRequests')
      .set({ leaseUntil: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect(await downloadPass(db, storage)).toBe(1);
    expect((await statusOf(id)).status).toBe('ready');
  });

  it('lets one of two racing runners claim a job, and it runs once', async () => {
    const id = (await request(dealer, 'orders', from, to)).data!.requestDownloadArea.id as number;
    const [a, b] = [await openDatabase(env.databaseUrl), await openDatabase(env.databaseUrl)];
    try {
      const claims = await Promise.all([claimDownload(a), claimDownload(b)]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(claims.find(Boolean)!.id).toBe(id);
      // Put back, then two whole passes race: one runs it, the other finds nothing.
      await db
        .updateTable('downloadRequests')
        .set({ status: 'queued', leaseToken: null, leaseUntil: null, attempts: 0 })
        .where('id', '=', id)
        .execute();
      const ran = await Promise.all([downloadPass(a, storage), downloadPass(b, storage)]);
      expect(ran.reduce((x, y) => x + y, 0)).toBe(1);
      const row = await db.selectFrom('downloadRequests').select(['status', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'ready', attempts: 1 });
      // The orders report: one row per order line, the shipped order's among them.
      const { rows } = await sheetOf(await fetchFile(id, dealer));
      const ordered = await db
        .selectFrom('orderLines as l')
        .innerJoin('orders as o', 'o.id', 'l.orderId')
        .select('l.qty')
        .where('o.orderNo', '=', shipped.orderNo)
        .orderBy('l.id')
        .execute();
      expect(ordered.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r['Order number'] === shipped.orderNo).map((r) => r.Quantity)).toEqual(ordered.map((l) => l.qty));
    } finally {
      await a.destroy();
      await b.destroy();
    }
  });

  it('reads many pages in order, and a stopping server puts its job back in the queue', async () => {
    // 2,500 lines on one day: the job reads them 1,000 at a time, after the same date's other invoices.
    const { id: companyId } = await db.selectFrom('companies').select('id').where('code', '=', '1000-B').executeTakeFirstOrThrow();
    const invoice = await db
      .insertInto('invoices')
      .values({
        invoiceNo: 'DL-MANY-LINES',
        sorg: '1000',
        companyId,
        customerId: dealerCustomer.id,
        payerCode: dealerCustomer.codeR3,
        payerName: dealerCustomer.name,
        invoiceDate: to,
        dueDate: to,
        fiscalYear: Number(to.slice(0, 4)),
        terms: 'NT30',
        status: 'paid',
        currency: 'IDR',
        linesTotal: 0,
        tax: 0,
        grandTotal: 0,
        accountingNo: 'DL1',
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lines = Array.from({ length: 2500 }, (_, n) => ({
      invoiceId: invoice.id,
      orderLineId: null,
      articleCode: `DL-${n}`,
      articleCodeDisplay: `DL-${n}`,
      name: `Line ${n}`,
      brand: 'Polygon',
      uom: 'PC',
      qty: 1,
      price: n,
      subtotal: n,
    }));
    for (let i = 0; i < lines.length; i += 500)
      await db
        .insertInto('invoiceLines')
        .values(lines.slice(i, i + 500))
        .execute();
    const all = await db
      .selectFrom('invoiceLines as l')
      .innerJoin('invoices as i', 'i.id', 'l.invoiceId')
      .select('l.articleCodeDisplay')
      .where('i.customerId', '=', dealerCustomer.id)
      .where('i.invoiceDate', '>=', from)
      .where('i.invoiceDate', '<=', to)
      .orderBy('i.invoiceDate')
      .orderBy('i.id')
      .orderBy('l.id')
      .execute();

    const id = (await request(dealer, 'sales_overview_lines', from, to)).data!.requestDownloadArea.id as number;
    const job = await claimDownload(db);
    expect(job?.id).toBe(id);
    const stopping = new AbortController();
    stopping.abort();
    await runDownload(db, storage, job!.id, job!.token, stopping.signal);
    expect(
      await db.selectFrom('downloadRequests').select(['status', 'attempts', 'leaseToken']).where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual({ status: 'queued', attempts: 0, leaseToken: null });

    expect(await downloadPass(db, storage)).toBe(1);
    const { rows } = await sheetOf(await fetchFile(id, dealer));
    expect(rows.map((r) => r.Article)).toEqual(all.map((l) => l.articleCodeDisplay));
  });

  it('expires ready files after 7 days and removes them', async () => {
    const id = (await request(dealer, 'retail_sales', from, to)).data!.requestDownloadArea.id as number;
    await downloadPass(db, storage);
    const { fileKey } = await db.selectFrom('downloadRequests').select('fileKey').where('id', '=', id).executeTakeFirstOrThrow();
    expect(await storage.get(fileKey!)).not.toBeNull();
    const day = 86_400_000;
    expect(await expireDownloads(db, storage, Date.now() + 6 * day)).toBe(0);
    expect((await statusOf(id)).status).toBe('ready');
    expect(await expireDownloads(db, storage, Date.now() + 7 * day + 60_000)).toBeGreaterThanOrEqual(1);
    expect((await statusOf(id)).status).toBe('expired');
    expect(await storage.get(fileKey!)).toBeNull();
    expect((await fetchFile(id, dealer)).status).toBe(404);
  });

  it('fails a job whose requester lost access, with a reason the page translates', async () => {
    const id = (await request(dealer, 'invoices', from, to)).data!.requestDownloadArea.id as number;
    const role = await db.selectFrom('roles').select('id').where('name', '=', 'customer').executeTakeFirstOrThrow();
    const perm = await db.selectFrom('permissions').select('id').where('name', '=', 'page.download-area').executeTakeFirstOrThrow();
    await db.deleteFrom('rolePermissions').where('roleId', '=', role.id).where('permissionId', '=', perm.id).execute();
    try {
      await downloadPass(db, storage);
    } finally {
      await db.insertInto('rolePermissions').values({ roleId: role.id, permissionId: perm.id }).execute();
    }
    expect(await statusOf(id)).toEqual({ status: 'failed', error: 'no_access' });
    const { body } = await portal.graphql(LIST, { token: dealer });
    expect(body.data!.downloadArea.downloads[0]).toMatchObject({ id, status: 'failed', errorKey: 'download-area:job_errors.no_access' });
  });
});
