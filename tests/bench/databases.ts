import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { print } from 'graphql';
import { sql } from 'kysely';
import pg from 'pg';
import { vapidKeys } from '../../api/adapters/push/index.ts';
import { storageIn } from '../../api/adapters/storage/index.ts';
import { startSession } from '../../api/auth/sessions.ts';
import { companyCreditOf } from '../../api/credit/figures.ts';
import { openDatabase, type Database } from '../../api/db/index.ts';
import { migrateToLatest } from '../../api/db/migrate.ts';
import { seedDatabase, type SeedSize } from '../../api/db/seed/index.ts';
import { OPEN_INVOICES } from '../../src/graphql/invoices.ts';
import { startThrowawayPostgres } from '../../scripts/throwaway-postgres.ts';
import { startNodes } from './nodes.ts';
import {
  addOwingDealer,
  BENCH_SECRET,
  catalogTargets,
  type CheckoutPlan,
  DETAIL,
  fillCarts,
  graphqlRequest,
  LIST,
  OPEN_INVOICE_COUNT,
  percentile,
  planCheckouts,
  runCheckouts,
} from './portal-load.ts';

/**
 * `npm run bench -- --db postgres`: the same hot paths on SQLite (one node) and PostgreSQL (one node, and two nodes
 * behind HAProxy), at each connection count, in one table. Every configuration starts from the same
 * data: PostgreSQL's two-node database is a copy (CREATE DATABASE ... TEMPLATE) of the one-node database taken before
 * either ran. Each case's requests/s is also given as its share of the bare route measured in the same configuration
 * at the same connection count, which is what compares across configurations on a busy machine.
 */

export const CASES = ['bare', 'list', 'detail', 'openInvoices', 'checkout'] as const;
export type CaseName = (typeof CASES)[number];
const CASE_LABELS: Record<CaseName, string> = {
  bare: 'GET /server/config (bare route)',
  list: 'catalogue list, 2 filters + facets',
  detail: 'productDetails',
  openInvoices: `openInvoices, ${OPEN_INVOICE_COUNT} open`,
  checkout: 'checkout, 2 lines',
};

export interface Measure {
  rps: number;
  p95: number;
  errors: number;
  requests: number;
  failures?: string[];
}
export interface ConfigurationResult {
  label: string;
  dialect: 'sqlite' | 'postgres';
  nodes: number;
  /** case -> connections -> measure */
  measures: Record<CaseName, Record<number, Measure>>;
  /** Orders the run placed, counted in this configuration's database afterwards. */
  ordersPlaced: number;
  /** Buyers the credit check blocks after the run (0: nobody ran out of credit), and the lowest stock left of the goods. */
  blockedAfter: number;
  lowestStock: number;
}
export interface Comparison {
  seedMs: Record<'sqlite' | 'postgres', number>;
  connections: number[];
  configurations: ConfigurationResult[];
}

export interface CompareOptions {
  size: SeedSize;
  seconds: number;
  connections: number[];
  /** Each case runs this long unrecorded before the measured runs of a configuration (default 2). */
  warmupSeconds?: number;
  /** Dealers checking out at each connection count. */
  checkouts: number;
  /** A superuser URL of a PostgreSQL server to make the bench's databases on; absent, a throwaway server is started. */
  postgresUrl?: string;
  /** node arguments for the API processes (a CPU profile), by configuration label. */
  nodeArgs?: (label: string) => string[];
  log?: (line: string) => void;
}

interface Prepared {
  /** The `dealer` login, who owes the open invoices and browses the catalogue. */
  dealerToken: string;
  listVariables: object;
  detailSlug: string;
  plan: CheckoutPlan;
  goodsIds: number[];
}

/** Migrates and seeds a fresh database, then adds the bench's own data; answers the seed's duration too. */
async function prepare(
  db: Database,
  size: SeedSize,
  dataDir: string,
  checkouts: number,
  rounds: number,
): Promise<Prepared & { seedMs: number }> {
  await migrateToLatest(db);
  const started = performance.now();
  await seedDatabase(db, size, storageIn(dataDir));
  const seedMs = performance.now() - started;
  vapidKeys({ dataDir, pushKeys: null });
  const owingDealer = await addOwingDealer(db);
  const { listVariables, detailSlug } = await catalogTargets(db);
  const plan = await planCheckouts(db, owingDealer, checkouts, rounds);
  const goodsIds = (
    await db
      .selectFrom('articles')
      .select('id')
      .where('sorg', '=', '1000')
      .where('articleCode', 'in', plan.goods.length ? plan.goods.map((g) => g.articleCode) : [''])
      .execute()
  ).map((r) => r.id);
  const dealer = await db
    .selectFrom('users as u')
    .innerJoin('customers as c', 'c.id', 'u.customerId')
    .selectAll('c')
    .select('u.id as userId')
    .where('u.username', '=', 'dealer')
    .executeTakeFirstOrThrow();
  const dealerToken = (await startSession(db, BENCH_SECRET, dealer.userId, dealer)).requestToken;
  return { dealerToken, listVariables, detailSlug, plan, goodsIds, seedMs };
}

/** One autocannon run of `seconds`: requests/s, p95 of the answers, errors and non-2xx answers. */
async function measure(url: string, options: Partial<autocannon.Options>, connections: number, seconds: number): Promise<Measure> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, ...options }, (err, r) => (err ? reject(err) : resolve(r)));
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p95: percentile(latencies, 95),
    errors: result.errors + result.non2xx,
    requests: latencies.length,
  };
}

/** Runs every case at every connection count against one configuration's API. */
async function runConfiguration(base: string, p: Prepared, options: CompareOptions) {
  const requests: Record<Exclude<CaseName, 'checkout'>, { path: string; options?: Partial<autocannon.Options> }> = {
    bare: { path: '/server/config/localhost' },
    list: { path: '/graphql', options: graphqlRequest(p.dealerToken, LIST, p.listVariables) },
    detail: { path: '/graphql', options: graphqlRequest(p.dealerToken, DETAIL, { slug: p.detailSlug }) },
    openInvoices: { path: '/graphql', options: graphqlRequest(p.dealerToken, print(OPEN_INVOICES), { page: 1, limit: 10 }) },
  };
  // One request of each first: it must answer without errors (a case measuring refusals would be worthless), and it warms up.
  for (const [name, r] of Object.entries(requests)) {
    const res = await fetch(base + r.path, r.options as RequestInit);
    const body = await res.text();
    if (!res.ok || body.includes('"errors"')) throw new Error(`${name} answered ${res.status}: ${body.slice(0, 500)}`);
  }
  // A node that has just started is still loading modules and running its timers' first rounds: a bare route measured
  // then counts that, not the route (two nodes starting at once, twice over). Each case runs unrecorded first.
  for (const r of Object.values(requests))
    await measure(base + r.path, r.options ?? {}, options.connections[0], options.warmupSeconds ?? 2);
  const measures = Object.fromEntries(CASES.map((c) => [c, {}])) as ConfigurationResult['measures'];
  for (const connections of options.connections) {
    for (const [name, r] of Object.entries(requests) as [Exclude<CaseName, 'checkout'>, typeof requests.bare][]) {
      measures[name][connections] = await measure(base + r.path, r.options ?? {}, connections, options.seconds);
    }
    const carts = await fillCarts(base, p.plan);
    const checkout = await runCheckouts(base, carts.ready, connections);
    const failures = [...carts.failures, ...checkout.failures];
    measures.checkout[connections] = {
      rps: checkout.rps,
      p95: percentile(checkout.latencies, 95),
      requests: checkout.latencies.length,
      errors: failures.length,
      failures,
    };
    options.log?.(`  ${connections} connections: ${CASES.map((c) => `${c} ${Math.round(measures[c][connections].rps)}/s`).join(', ')}`);
  }
  return measures;
}

const countOrders = async (db: Database) =>
  Number(
    (
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** What the run left: buyers the credit check now blocks, and the least stock of the goods in any warehouse. */
async function leftAfter(db: Database, p: Prepared) {
  const customers = await db
    .selectFrom('customers')
    .select('id')
    .where('codeR3', 'in', p.plan.buyers.length ? p.plan.buyers.map((b) => b.custCode) : [''])
    .execute();
  const credit = await companyCreditOf(
    db,
    customers.map((c) => c.id),
  );
  const blockedAfter = [...credit.values()].filter((figures) => figures.some((f) => f.reasonBlocked)).length;
  const stock = await db
    .selectFrom('stock')
    .select((eb) => eb.fn.min('available').as('least'))
    .where('articleId', 'in', p.goodsIds.length ? p.goodsIds : [0])
    .executeTakeFirstOrThrow();
  return { blockedAfter, lowestStock: Number(stock.least ?? 0) };
}

async function benchConfiguration(
  label: string,
  dialect: 'sqlite' | 'postgres',
  nodes: number,
  databaseUrl: string,
  dataDir: string,
  p: Prepared,
  options: CompareOptions,
): Promise<ConfigurationResult> {
  options.log?.(`${label}...`);
  const db = await openDatabase(databaseUrl);
  try {
    const before = await countOrders(db);
    const server = await startNodes({ databaseUrl, dataDir, nodes, extraArgs: options.nodeArgs?.(label) });
    let measures: ConfigurationResult['measures'];
    try {
      measures = await runConfiguration(server.base, p, options);
    } finally {
      await server.stop();
    }
    return { label, dialect, nodes, measures, ordersPlaced: (await countOrders(db)) - before, ...(await leftAfter(db, p)) };
  } finally {
    await db.destroy();
  }
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const databaseOn = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function compareDatabases(options: CompareOptions): Promise<Comparison> {
  const rounds = options.connections.length;
  const configurations: ConfigurationResult[] = [];
  const seedMs = { sqlite: 0, postgres: 0 };

  // SQLite, one node: the file in its DATA_DIR, as a single-node install runs.
  const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-sqlite-'));
  try {
    const url = path.join(sqliteDir, 'portal.sqlite');
    const db = await openDatabase(url);
    let prepared: Prepared & { seedMs: number };
    try {
      prepared = await prepare(db, options.size, sqliteDir, options.checkouts, rounds);
    } finally {
      await db.destroy();
    }
    seedMs.sqlite = prepared.seedMs;
    options.log?.(`seed ${options.size} on SQLite: ${Math.round(prepared.seedMs)} ms`);
    configurations.push(await benchConfiguration('SQLite, 1 node', 'sqlite', 1, url, sqliteDir, prepared, options));
  } finally {
    fs.rmSync(sqliteDir, { recursive: true, force: true });
  }

  // PostgreSQL: one database seeded, copied for the two-node run before either runs.
  const throwaway = options.postgresUrl ? null : await startThrowawayPostgres();
  const serverUrl = options.postgresUrl ?? throwaway!.url;
  const name = `portal_bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const names = [`${name}_one`, `${name}_two`];
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-postgres-'));
  try {
    await adminQuery(serverUrl, `create database ${names[0]}`);
    const db = await openDatabase(databaseOn(serverUrl, names[0]));
    let prepared: Prepared & { seedMs: number };
    try {
      prepared = await prepare(db, options.size, pgDir, options.checkouts, rounds);
      // Planner statistics now, as autovacuum would gather them a while after a bulk load.
      await sql`analyze`.execute(db);
    } finally {
      await db.destroy();
    }
    seedMs.postgres = prepared.seedMs;
    options.log?.(`seed ${options.size} on PostgreSQL: ${Math.round(prepared.seedMs)} ms`);
    await adminQuery(serverUrl, `create database ${names[1]} template ${names[0]}`);
    configurations.push(
      await benchConfiguration('PostgreSQL, 1 node', 'postgres', 1, databaseOn(serverUrl, names[0]), pgDir, prepared, options),
    );
    configurations.push(
      await benchConfiguration('PostgreSQL, 2 nodes', 'postgres', 2, databaseOn(serverUrl, names[1]), pgDir, prepared, options),
    );
  } finally {
    for (const n of names) await adminQuery(serverUrl, `drop database if exists ${n} with (force)`).catch(() => {});
    fs.rmSync(pgDir, { recursive: true, force: true });
    await throwaway?.stop();
  }
  return { seedMs, connections: options.connections, configurations };
}

const ms = (v: number) => v.toFixed(v < 10 ? 2 : 1);

/**
 * What makes a comparison worthless, each as a line: a case with errors or no answers, a configuration whose
 * checkouts did not all land in its own database, or buyers who ran out of credit or goods on the way.
 */
export function problemsOf(c: Comparison, checkouts: number): string[] {
  const problems: string[] = [];
  for (const k of c.configurations) {
    for (const name of CASES) {
      for (const n of c.connections) {
        const m = k.measures[name][n];
        if (m.errors || !m.requests) problems.push(`${k.label}, ${CASE_LABELS[name]} at ${n}: ${m.requests} answers, ${m.errors} errors`);
      }
      if (name === 'checkout' && c.connections.some((n) => k.measures.checkout[n].requests !== checkouts)) {
        problems.push(`${k.label}: not every one of the ${checkouts} buyers per run was served`);
      }
    }
    if (k.ordersPlaced !== checkouts * c.connections.length)
      problems.push(`${k.label}: ${k.ordersPlaced} orders in its database, not ${checkouts * c.connections.length}`);
    if (k.blockedAfter) problems.push(`${k.label}: ${k.blockedAfter} buyers blocked for credit after the run`);
    if (k.lowestStock <= 0) problems.push(`${k.label}: a bench article ran out of stock`);
  }
  return problems;
}

/** One table: a row per case and connection count, per configuration its requests/s, p95 and share of the bare route. */
export function formatComparison(c: Comparison): string {
  const cell = 26;
  const head = `${''.padEnd(36)} ${'conns'.padStart(5)}`;
  const lines = [
    `${''.padEnd(42)}${c.configurations.map((k) => ` ${k.label.padStart(cell)}`).join('')}`,
    `${head}${c.configurations.map(() => ` ${'req/s'.padStart(8)}${'p95 ms'.padStart(9)}${'of bare'.padStart(9)}`).join('')}`,
  ];
  const problems: string[] = [];
  for (const name of CASES) {
    for (const connections of c.connections) {
      const cells = c.configurations.map((k) => {
        const m = k.measures[name][connections];
        const bare = k.measures.bare[connections];
        if (m.errors) {
          const first = m.failures?.length ? ` (${[...new Set(m.failures)].slice(0, 3).join('; ')})` : '';
          problems.push(`${k.label}, ${CASE_LABELS[name]} at ${connections}: ${m.errors} errors${first}`);
        }
        const share = name === 'bare' ? '100%' : `${((100 * m.rps) / bare.rps).toFixed(1)}%`;
        return ` ${Math.round(m.rps).toString().padStart(8)}${ms(m.p95).padStart(9)}${share.padStart(9)}`;
      });
      lines.push(`${CASE_LABELS[name].padEnd(36)} ${String(connections).padStart(5)}${cells.join('')}`);
    }
  }
  lines.push('', `seed: SQLite ${Math.round(c.seedMs.sqlite)} ms, PostgreSQL ${Math.round(c.seedMs.postgres)} ms`);
  for (const k of c.configurations) {
    lines.push(
      `${k.label}: ${k.ordersPlaced} orders placed, ${k.blockedAfter} buyers blocked for credit after, least stock left ${k.lowestStock}`,
    );
  }
  lines.push(problems.length ? `errors: ${problems.join('; ')}` : 'errors: none');
  return lines.join('\n');
}
