import v8 from 'node:v8';
import vm from 'node:vm';
import { createApp } from '../../api/app.ts';
import type { FileStorage } from '../../api/files/storage.ts';
import type { Database } from '../../api/db/index.ts';
import { DEMO_PASSWORD } from '../../api/db/seed/index.ts';
import { downloadPass } from '../../api/download-area/jobs.ts';
import type { Env } from '../../api/env.ts';

const MB = 1024 * 1024;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The download area's heaviest case: a year of invoice lines of a large dealer (BENCH_DOWNLOAD_LINES, default 60,000)
 * as the sales overview lines xlsx. The request goes through the API, the job runs here in this process while its
 * memory is sampled every few milliseconds, then the file is fetched. Streaming rows a page at a time keeps the peak
 * far below what the whole year would take in memory; the figures printed are what the job added over its start.
 */
export async function benchDownload(db: Database, env: Env, storage: FileStorage, username = 'dealer') {
  const lines = Number(process.env.BENCH_DOWNLOAD_LINES ?? 60_000);
  const perInvoice = 6;
  const customer = await db
    .selectFrom('users as u')
    .innerJoin('customers as c', 'c.id', 'u.customerId')
    .selectAll('c')
    .where('u.username', '=', username)
    .executeTakeFirstOrThrow();
  const company = await db.selectFrom('companies').select('id').where('code', '=', '1000-B').executeTakeFirstOrThrow();
  const articles = await db
    .selectFrom('articles')
    .select(['articleCode', 'articleCodeDisplay', 'name', 'brand', 'uom', 'dealerPrice'])
    .where('sorg', '=', '1000')
    .orderBy('id')
    .limit(400)
    .execute();
  const invoices = Math.ceil(lines / perInvoice);
  let made = 0;
  for (let n = 0; n < invoices; n += 200) {
    const batch = Array.from({ length: Math.min(200, invoices - n) }, (_, k) => {
      const i = n + k;
      const date = day(-1 - (i % 360));
      return {
        invoiceNo: `BENCHDL${String(i).padStart(7, '0')}`,
        sorg: '1000',
        companyId: company.id,
        customerId: customer.id,
        payerCode: customer.codeIsr ?? customer.codeR3,
        payerName: customer.name,
        invoiceDate: date,
        dueDate: date,
        fiscalYear: Number(date.slice(0, 4)),
        terms: 'NT30',
        status: 'paid' as const,
        currency: 'IDR',
        linesTotal: 0,
        tax: 0,
        grandTotal: 0,
        accountingNo: `19B${i}`,
        createdAt: new Date().toISOString(),
      };
    });
    const ids = await db.insertInto('invoices').values(batch).returning('id').execute();
    const rows = ids.flatMap(({ id }, k) =>
      Array.from({ length: perInvoice }, (_, l) => {
        const a = articles[(n + k + l * 37) % articles.length]!;
        const qty = 1 + ((n + k + l) % 4);
        return {
          invoiceId: id,
          orderLineId: null,
          articleCode: a.articleCode,
          articleCodeDisplay: a.articleCodeDisplay,
          name: a.name,
          brand: a.brand,
          uom: a.uom,
          qty,
          price: a.dealerPrice,
          subtotal: a.dealerPrice * qty,
        };
      }),
    );
    for (let r = 0; r < rows.length; r += 500)
      await db
        .insertInto('invoiceLines')
        .values(rows.slice(r, r + 500))
        .execute();
    made += rows.length;
  }

  const app = createApp({ db, env, storage });
  const call = (path: string, init: RequestInit = {}) => app.fetch(new Request(`http://localhost${path}`, init));
  const { requestToken } = (await (
    await call('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    })
  ).json()) as { requestToken: string };
  const auth = { authorization: `Bearer ${requestToken}` };
  const request = async () => {
    const asked = (await (
      await call('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({
          query:
            'mutation($f: String!, $t: String!) { requestDownloadArea(module: "sales_overview_lines", from: $f, to: $t) { id message { status description } } }',
          variables: { f: day(-364), t: day(0) },
        }),
      })
    ).json()) as { data?: { requestDownloadArea: { id: number | null } } };
    const id = asked.data?.requestDownloadArea.id;
    if (!id) throw new Error(`download request refused: ${JSON.stringify(asked)}`);
    return id;
  };

  // First as it runs in the server: timed, memory sampled as the process holds it (garbage not yet collected included).
  let id = await request();
  const start = process.memoryUsage();
  const peak = { heap: start.heapUsed, rss: start.rss };
  let sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak.heap = Math.max(peak.heap, m.heapUsed);
    peak.rss = Math.max(peak.rss, m.rss);
  }, 5);
  const began = performance.now();
  await downloadPass(db, storage);
  const took = performance.now() - began;
  clearInterval(sampler);
  const row = await db
    .selectFrom('downloadRequests')
    .select(['status', 'rowsWritten', 'error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const file = await call(`/api/download-area/${id}`, { headers: auth });
  const bytes = (await file.arrayBuffer()).byteLength;

  // Then again with a full collection before every sample: what the job really keeps alive at its highest.
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  id = await request();
  gc();
  const base = process.memoryUsage().heapUsed;
  let live = base;
  sampler = setInterval(() => {
    gc();
    live = Math.max(live, process.memoryUsage().heapUsed);
  }, 50);
  await downloadPass(db, storage);
  clearInterval(sampler);

  console.log(`\ndownload: sales overview lines, one year of ${made} invoice lines (dealer ${customer.codeR3})`);
  console.log(
    `  job ${row.status}${row.error ? ` (${row.error})` : ''}: ${row.rowsWritten} rows in ${(took / 1000).toFixed(1)} s, ` +
      `${Math.round(row.rowsWritten / (took / 1000))} rows/s; file ${(bytes / MB).toFixed(1)} MB (GET ${file.status})`,
  );
  console.log(
    `  peak over the job's start: heap +${((peak.heap - start.heapUsed) / MB).toFixed(1)} MB (garbage included), ` +
      `RSS +${((peak.rss - start.rss) / MB).toFixed(1)} MB; live heap after GC +${((live - base) / MB).toFixed(1)} MB at most`,
  );
}
