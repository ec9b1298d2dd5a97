import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serve } from '@hono/node-server';
import { storageIn } from '../../api/adapters/storage/index.ts';
import { createApp } from '../../api/app.ts';
import { openDatabase } from '../../api/db/index.ts';
import { migrateToLatest } from '../../api/db/migrate.ts';
import { DEMO_PASSWORD, seedDatabase, type SeedSize } from '../../api/db/seed/index.ts';
import { readEnv } from '../../api/env.ts';

/**
 * `npm run bench`: the API's hot paths under load on loopback, on a fresh database of SEED_SIZE (default demo).
 * Each run is bounded (BENCH_SECONDS, default 5, per case) and prints requests/s and latency percentiles.
 */
const size = (process.env.SEED_SIZE ?? 'demo') as SeedSize;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const env = { ...readEnv({ ...process.env, DATA_DIR: dataDir, TOKEN_SECRET: 'bench-secret-0123456789abcdef' }), mode: 'production' as const };
const db = await openDatabase(env.databaseUrl);
await migrateToLatest(db);
let started = performance.now();
await seedDatabase(db, size, storageIn(dataDir));
console.log(`seed ${size}: ${Math.round(performance.now() - started)} ms`);

const server = serve({ fetch: createApp({ db, env }).fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;

const login = async (username: string) => (await (await fetch(`${base}/login`, {
  method: 'POST', headers: { 'content-type': 'application/json', host: 'localhost' },
  body: JSON.stringify({ username, password: DEMO_PASSWORD }),
})).json()) as { requestToken: string };
const dealer = await login('dealer');
const sales = await login('sales');

const graphql = (token: string, query: string, variables = {}) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ query, variables }),
});

const cases: { name: string; path: string; options?: Partial<autocannon.Options> }[] = [
  { name: 'GET /server/config/localhost', path: '/server/config/localhost' },
  { name: 'GET /user (dealer)', path: '/user', options: { headers: { authorization: `Bearer ${dealer.requestToken}` } } },
  { name: 'salesCustomers search (sales)', path: '/graphql', options: graphql(sales.requestToken,
    'query($s: String) { salesCustomers(search: $s, limit: 10) { customers { id custName displayCode } info { count } } }', { s: 'a' }) },
  { name: 'shipTos (dealer)', path: '/graphql', options: graphql(dealer.requestToken, '{ shipTos { code name city } }') },
];

console.log(`\n${'case'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
for (const c of cases) {
  started = performance.now();
  const result = await autocannon({ url: base + c.path, connections: 10, duration: seconds, ...c.options });
  const bad = result.errors + result.non2xx;
  console.log(`${c.name.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(8)} ${result.latency.p50.toString().padStart(8)} ${result.latency.p99.toString().padStart(8)} ${bad.toString().padStart(7)}`);
}

// Let in-flight requests of the last case finish before the database goes away.
await new Promise((resolve) => server.close(resolve));
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
