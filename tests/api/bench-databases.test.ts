import { describe, expect, it } from 'vitest';
import { CASES, compareDatabases, formatComparison } from '../bench/databases.ts';

/**
 * `npm run bench -- --db postgres`, shrunk to the small seed and a second per case: every case answers without
 * errors on SQLite (one node) and PostgreSQL (one node, two nodes behind the proxy) at both connection counts, each
 * configuration's checkouts land in its own database, and nobody runs out of stock or credit. It needs a PostgreSQL
 * server, so it runs in the suite's PostgreSQL pass (it covers SQLite itself).
 */
describe.skipIf(!process.env.TEST_POSTGRES_URL)('the bench on both databases', () => {
  it('measures every case in every configuration, checkouts served and written to that configuration\'s database', async () => {
    const connections = [2, 4];
    const comparison = await compareDatabases({
      size: 'small', seconds: 1, warmupSeconds: 1, connections, checkouts: 5, postgresUrl: process.env.TEST_POSTGRES_URL,
    });
    const table = formatComparison(comparison);

    expect(comparison.configurations.map((k) => [k.label, k.dialect, k.nodes])).toEqual([
      ['SQLite, 1 node', 'sqlite', 1], ['PostgreSQL, 1 node', 'postgres', 1], ['PostgreSQL, 2 nodes', 'postgres', 2],
    ]);
    for (const k of comparison.configurations) {
      for (const name of CASES) {
        for (const n of connections) {
          const m = k.measures[name][n];
          expect(m.errors, `${k.label}, ${name} at ${n}: ${m.failures?.join('; ') ?? ''}\n${table}`).toBe(0);
          expect(m.requests, `${k.label}, ${name} at ${n}`).toBeGreaterThan(0);
          expect(m.rps).toBeGreaterThan(0);
        }
      }
      // Five dealers check out at each connection count, every one of them served, each order in this configuration's database.
      expect(connections.map((n) => k.measures.checkout[n].requests)).toEqual([5, 5]);
      expect(k.ordersPlaced, k.label).toBe(10);
      expect(k.blockedAfter, k.label).toBe(0);
      expect(k.lowestStock, k.label).toBeGreaterThan(0);
    }
    // One table: a row per case and connection count, a column group per configuration.
    const rows = table.split('\n');
    expect(rows[0]).toMatch(/SQLite, 1 node\s+PostgreSQL, 1 node\s+PostgreSQL, 2 nodes/);
    expect(rows.filter((r) => /^(GET|catalogue|productDetails|openInvoices|checkout)/.test(r))).toHaveLength(CASES.length * connections.length);
    expect(table).toContain('errors: none');
  }, 900_000);
});
