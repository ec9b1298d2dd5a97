import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { storageIn } from '../../api/adapters/storage/index.ts';
import { createApp } from '../../api/app.ts';
import { openDatabase } from '../../api/db/index.ts';
import type { DB } from '../../api/db/types.ts';
import { migrateToLatest } from '../../api/db/migrate.ts';
import { DEMO_PASSWORD, seedDatabase, type SeedSize } from '../../api/db/seed/index.ts';
import { readEnv } from '../../api/env.ts';
import { CREDIT_INFORMATION } from '../../src/graphql/credit.ts';
import { OPEN_INVOICES } from '../../src/graphql/invoices.ts';
import { SALES_OVERVIEW } from '../../src/graphql/sales-overview.ts';
import { print } from 'graphql';
import { benchDownload } from './download.ts';
import { benchPhotoUpload } from './photo-upload.ts';
import { benchMobile } from './mobile.ts';
import { compareDatabases, formatComparison, problemsOf } from './databases.ts';
import {
  addOwingDealer,
  BENCH_SECRET,
  catalogTargets,
  DETAIL,
  FIFTEEN_PAGES,
  fillCarts,
  graphqlRequest as graphql,
  LIST,
  newFilters,
  OPEN_INVOICE_COUNT,
  percentile,
  planCheckouts,
  runCheckouts,
} from './portal-load.ts';

/**
 * `npm run bench`: the API's hot paths under load on loopback, on a fresh database of SEED_SIZE (default large).
 * The server runs in its own process as in production (autocannon would otherwise share its event loop). Each
 * run is bounded (BENCH_SECONDS, default 5, per case) and prints requests/s (also as a share of the bare route's
 * rate in the same run, the first case) and latency percentiles. The
 * catalogue cases send the documents the pages send and also replay the catalogue SQL one request ran (caches
 * cold) straight through better-sqlite3: the ratio is direct requests/s over API requests/s.
 *
 * `npm run bench -- --db postgres` runs the catalogue list, productDetails, openInvoices and checkout instead on
 * SQLite (one node) and PostgreSQL (one node, two nodes behind HAProxy) at BENCH_CONNECTIONS (default
 * 10,50) and prints one table (tests/bench/databases.ts). PostgreSQL is a throwaway server, unless
 * BENCH_POSTGRES_URL (or a postgres:// DATABASE_URL) names a server the bench may make and drop databases on.
 */
const size = (process.env.SEED_SIZE ?? 'large') as SeedSize;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const { values: args } = parseArgs({ options: { db: { type: 'string', default: 'sqlite' } } });
if (args.db !== 'sqlite' && args.db !== 'postgres') throw new Error(`--db must be sqlite or postgres, not ${args.db}`);
if (args.db === 'postgres') {
  const postgresUrl =
    process.env.BENCH_POSTGRES_URL ?? (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : undefined);
  const profiles = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
  const checkouts = Number(process.env.BENCH_CHECKOUTS ?? 300);
  const comparison = await compareDatabases({
    size,
    seconds,
    postgresUrl,
    checkouts,
    connections: (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number),
    warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
    nodeArgs: (label) =>
      profiles ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profiles, label.replace(/\W+/g, '-').toLowerCase())}`] : [],
    log: (line) => console.log(line),
  });
  console.log(`\n${formatComparison(comparison)}`);
  // A comparison where a case failed measures nothing: the run fails, so the bench is also the check that it works.
  const problems = problemsOf(comparison, checkouts);
  for (const problem of problems) console.error(`bench problem: ${problem}`);
  process.exit(problems.length ? 1 : 0);
}
// BENCH_ONLY=<regex> runs the cases whose name matches (the bare route always runs: the ratios are measured against it).
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const wanted = (name: string) => !only || only.test(name);
// BENCH_CPU_PROF=<dir> writes the server's CPU profile there when it stops (open it in Chrome's DevTools, or
// summarise it with `npx tsx tests/bench/profile-top.ts <file>`).
const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const env = { ...readEnv({ ...process.env, DATA_DIR: dataDir, TOKEN_SECRET: BENCH_SECRET }), mode: 'production' as const };
const db = await openDatabase(env.databaseUrl);
await migrateToLatest(db);
const started = performance.now();
await seedDatabase(db, size, storageIn(dataDir));
console.log(`seed ${size}: ${Math.round(performance.now() - started)} ms`);

const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(free));
  });
});
const server = spawn(
  process.execPath,
  [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), '--import', 'tsx', 'api/server.ts'],
  {
    // One user per case sends thousands of requests a minute: the per-minute budget would measure itself, not the API.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      NODE_ENV: 'production',
      TOKEN_SECRET: BENCH_SECRET,
      GRAPHQL_REQUESTS_PER_MINUTE: '100000000',
      // No balancer to drain for: SIGTERM at the end stops it at once.
      DRAIN_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await new Promise<void>((resolve, reject) => {
  server.stdout!.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Dealer portal:')) resolve();
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
const base = `http://127.0.0.1:${port}`;

const login = async (username: string) =>
  (await (
    await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    })
  ).json()) as { requestToken: string };
const dealer = await login('dealer');
const sales = await login('sales');

// The dealer owes 2,000 open invoices (portal-load.ts): so many overdue block it for credit, it sits out the checkout case.
const owingDealer = await addOwingDealer(db);
const { listVariables, detailSlug } = await catalogTargets(db);
const nextFilter = await newFilters(db);
// The sales overview reads the dealer's invoice lines of this year and the last (the lines the case name counts).
const salesLines = Number(
  (
    await db
      .selectFrom('invoiceLines as l')
      .innerJoin('invoices as i', 'i.id', 'l.invoiceId')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('i.customerId', '=', owingDealer)
      .where('i.invoiceDate', '>=', `${new Date().getUTCFullYear() - 1}-01-01`)
      .executeTakeFirstOrThrow()
  ).n,
);

// The months of set n (1..4095): the bits of n.
let monthSets = 0;
const monthsOfSet = (n: number) => Array.from({ length: 12 }, (_, m) => m + 1).filter((m) => ((n % 4095) + 1) & (1 << (m - 1)));

const cases: { name: string; path: string; options?: Partial<autocannon.Options>; replay?: { query: string; variables: object } }[] = [
  { name: 'GET /server/config/localhost', path: '/server/config/localhost' },
  { name: 'GET /user (dealer)', path: '/user', options: { headers: { authorization: `Bearer ${dealer.requestToken}` } } },
  {
    name: 'salesCustomers search (sales)',
    path: '/graphql',
    options: graphql(
      sales.requestToken,
      'query($s: String) { salesCustomers(search: $s, limit: 10) { customers { id custName displayCode } info { count } } }',
      { s: 'a' },
    ),
  },
  { name: 'shipTos (dealer)', path: '/graphql', options: graphql(dealer.requestToken, '{ shipTos { code name city } }') },
  {
    name: 'catalogue list, 2 filters + facets',
    path: '/graphql',
    options: graphql(dealer.requestToken, LIST, listVariables),
    replay: { query: LIST, variables: listVariables },
  },
  // The same list when each request's filter is new (a search word × a brand × a price window × a category): no
  // answer is kept for it, so this is what a dealer typing in the search box meets.
  {
    name: 'catalogue list, a new filter each',
    path: '/graphql',
    options: {
      ...graphql(dealer.requestToken, LIST, listVariables),
      requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ query: LIST, variables: nextFilter() }) }) }],
    },
  },
  {
    name: 'productDetails',
    path: '/graphql',
    options: graphql(dealer.requestToken, DETAIL, { slug: detailSlug }),
    replay: { query: DETAIL, variables: { slug: detailSlug } },
  },
  {
    name: `openInvoices, ${OPEN_INVOICE_COUNT} open (dealer)`,
    path: '/graphql',
    options: graphql(dealer.requestToken, print(OPEN_INVOICES), { page: 1, limit: 10 }),
  },
  {
    name: `openInvoices page 50 of one payer`,
    path: '/graphql',
    options: graphql(dealer.requestToken, print(OPEN_INVOICES), { companyCode: '1000-B', page: 50, limit: 20 }),
  },
  {
    name: `creditInformation, ${OPEN_INVOICE_COUNT} open`,
    path: '/graphql',
    options: graphql(dealer.requestToken, print(CREDIT_INFORMATION)),
  },
  // The seed's large data makes `dealer` a chain that buys every working day: a whole year of its lines, against the year before.
  {
    name: `salesOverview, year vs last (${salesLines} lines)`,
    path: '/graphql',
    options: graphql(dealer.requestToken, print(SALES_OVERVIEW), { filter: { year: new Date().getUTCFullYear() } }),
  },
  // The same year, each request with months not asked for before (4,095 sets, more than the overview keeps): the sums
  // are computed from the lines every time, as for a filter a user opens for the first time.
  {
    name: 'salesOverview, a new months filter each',
    path: '/graphql',
    options: {
      ...graphql(dealer.requestToken, print(SALES_OVERVIEW)),
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              query: print(SALES_OVERVIEW),
              variables: {
                filter: {
                  year: new Date().getUTCFullYear(),
                  months: monthsOfSet(++monthSets),
                },
              },
            }),
          }),
        },
      ],
    },
  },
];

const ms = (v: number) => v.toFixed(v < 10 ? 2 : 1);

// The catalogue statements one request runs (caches cold), captured from a second connection to the same file.
const catalogTables =
  /"(articles|product_groups|stock|article_\w+|promotions|promotion_details|volume_discounts|customer_prices|cart_lines|restock_subscriptions|bike_categories|merchandise_categories|warehouses|articles_fts)"/;
async function catalogSql(query: string, variables: object) {
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];
  const spy = new Kysely<DB>({
    dialect: new SqliteDialect({ database: new SQLite(env.databaseUrl, { readonly: true }) }),
    plugins: [new CamelCasePlugin()],
    log: (event) => {
      if (catalogTables.test(event.query.sql)) statements.push(event.query);
    },
  });
  const app = createApp({ db: spy, env });
  const res = await app.fetch(new Request('http://localhost/graphql', { ...graphql(dealer.requestToken, query, variables) }));
  const body = (await res.json()) as { errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  await spy.destroy();
  return statements;
}

/** The same statements run back to back on one better-sqlite3 connection for `seconds`: requests/s and latency. */
function direct(statements: { sql: string; parameters: readonly unknown[] }[]) {
  const sqlite = new SQLite(env.databaseUrl, { readonly: true });
  const prepared = statements.map((s) => ({ stmt: sqlite.prepare(s.sql), parameters: s.parameters }));
  const samples: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const t = performance.now();
    for (const p of prepared) p.stmt.all(...(p.parameters as unknown[]));
    samples.push(performance.now() - t);
  }
  sqlite.close();
  samples.sort((a, b) => a - b);
  return { rps: samples.length / seconds, p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) };
}

// Requests/s also as a share of the bare route's rate in the same run (the first case): a noisy machine slows
// both alike, so the share is what compares across runs and machines.
let bareRps = 0;
console.log(
  `\n${'case'.padEnd(38)} ${'req/s'.padStart(8)} ${'of bare'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
);
const row = (name: string, rps: number, p50: number, p95: number, p99: number, errors: number | string) =>
  console.log(
    `${name.padEnd(38)} ${Math.round(rps).toString().padStart(8)} ${(bareRps ? `${((100 * rps) / bareRps).toFixed(1)}%` : '-').padStart(8)} ${ms(p50).padStart(8)} ${ms(p95).padStart(8)} ${ms(p99).padStart(8)} ${String(errors).padStart(7)}`,
  );
for (const c of cases.filter((c, n) => n === 0 || wanted(c.name))) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: base + c.path, connections: 10, duration: seconds, ...c.options }, (err, r) =>
      err ? reject(err) : resolve(r),
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  latencies.sort((a, b) => a - b);
  const api = {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
  if (!bareRps) bareRps = api.rps;
  row(c.name, api.rps, api.p50, api.p95, api.p99, result.errors + result.non2xx);
  if (c.replay) {
    const statements = await catalogSql(c.replay.query, c.replay.variables);
    const d = direct(statements);
    row(`  same SQL direct (${statements.length} statements)`, d.rps, d.p50, d.p95, d.p99, '-');
    console.log(`${'  direct/API requests/s ratio'.padEnd(38)} ${(d.rps / api.rps).toFixed(2).padStart(8)}`);
  }
}

// The review's probe (issue: one dealer's burst must not stall everyone): one dealer sends 20 requests at once, all the
// time, each asking 15 pages of 48 articles; meanwhile another user reads GET /user and a third the catalogue page.
// The heavy user's excess answers 429 at once; the two light rows are what the others feel (their p95 is the figure).
if (wanted('heavy: 15 pages of 48')) {
  const latencies = { heavy: [] as number[], user: [] as number[], page: [] as number[] };
  const run = (options: autocannon.Options, into: number[]) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(options, (err, r) => (err ? reject(err) : resolve(r)));
      instance.on('response', (_client, status, _bytes, time) => {
        if (status === 200) into.push(time);
      });
    });
  const reader = await login('dealer2');
  const [heavy, user, page] = await Promise.all([
    run(
      { url: `${base}/graphql`, connections: 20, duration: seconds, ...graphql(dealer.requestToken, FIFTEEN_PAGES, {}) },
      latencies.heavy,
    ),
    run(
      {
        url: `${base}/user`,
        connections: 1,
        duration: seconds,
        headers: { authorization: `Bearer ${sales.requestToken}`, host: 'localhost' },
      },
      latencies.user,
    ),
    run(
      { url: `${base}/graphql`, connections: 1, duration: seconds, ...graphql(reader.requestToken, LIST, listVariables) },
      latencies.page,
    ),
  ]);
  for (const l of Object.values(latencies)) l.sort((a, b) => a - b);
  const heavyRefused = heavy.statusCodeStats?.['429']?.count ?? 0;
  const rowOf = (name: string, into: number[], errors: number | string) =>
    row(name, into.length / seconds, percentile(into, 50), percentile(into, 95), percentile(into, 99), errors);
  rowOf('heavy: 15 pages of 48, 20 at once', latencies.heavy, `${heavyRefused}x429`);
  rowOf('  another user: GET /user', latencies.user, user.errors + user.non2xx);
  rowOf('  a third: the catalogue page', latencies.page, page.errors + page.non2xx);
}

// Checkout: dealers of the Indonesian market, each with a cart of two lines, check out 10 at a time. Each
// checkout empties its cart, so this is a bounded run over BENCH_CHECKOUTS dealers rather than a timed one.
const checkouts = wanted('checkout') ? Number(process.env.BENCH_CHECKOUTS ?? 300) : 0;
const plan = await planCheckouts(db, owingDealer, checkouts);
const { ready } = await fillCarts(base, plan);
const checkout = await runCheckouts(base, ready, 10);
if (checkout.latencies.length) {
  row(
    `checkout, 2 lines (${checkout.latencies.length} dealers)`,
    checkout.rps,
    percentile(checkout.latencies, 50),
    percentile(checkout.latencies, 95),
    percentile(checkout.latencies, 99),
    checkout.failed + plan.buyers.length - ready.length,
  );
}

// The dealer's catalogue and home on a phone: largest paint, blocking time and layout shift (tests/bench/mobile.ts).
if (wanted('mobile first load')) await benchMobile([{ label: 'this build', origin: `http://localhost:${port}` }], env.distDir);

// Let in-flight requests of the last case finish before the database goes away.
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));

// The download area's year of invoice lines, with its job run in this process (the server is gone, so nothing else claims it).
if (wanted('download')) await benchDownload(db, env, storageIn(dataDir));
if (wanted('visit photo')) await benchPhotoUpload(db, env, storageIn(dataDir));
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
