import { afterAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../api/db/dialect.ts';
import { startPortal } from './harness.ts';
import { spyApp } from './spy-app.ts';

// The customer-selection search (salesCustomers): a substring of the name, a customer code or the city, any case,
// answered from an index (migration 0034) that follows every change to the customers.
const portal = await startPortal();
const { db } = portal;
const admin = (await portal.tokens('admin')).requestToken;
const SEARCH = `query($search: String, $page: Int) { salesCustomers(search: $search, page: $page, limit: 50) {
  customers { id custName custCode { r3 isr unified } custCity } info { count pageTotal } } }`;
type Row = { id: number; custName: string; custCode: { r3: string; isr: string | null; unified: string | null }; custCity: string | null };

/** Every customer the search finds, all pages. */
async function search(text: string) {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const { body } = await portal.graphql(SEARCH, { token: admin, variables: { search: text, page } });
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    rows.push(...body.data!.salesCustomers.customers);
    if (page >= body.data!.salesCustomers.info.pageTotal) return { rows, count: body.data!.salesCustomers.info.count as number };
  }
}

// The admin reads English: names in an English reader's order (api/db/dialect.ts byName).
const byEnglishName = new Intl.Collator('en');

/** The same search done here over every customer (an admin may act for all): a case-blind substring test. */
async function expected(text: string) {
  const all = await db.selectFrom('customers').select(['id', 'name', 'codeR3', 'codeIsr', 'codeUnified', 'city']).execute();
  const t = text.trim().toLowerCase();
  return all
    .filter((c) => [c.name, c.codeR3, c.codeIsr, c.codeUnified, c.city].some((v) => v?.toLowerCase().includes(t)))
    .sort((a, b) => byEnglishName.compare(a.name, b.name) || a.id - b.id)
    .map((c) => c.id);
}

const sample = await db
  .selectFrom('customers')
  .selectAll()
  .where('codeIsr', 'is not', null)
  .where('codeUnified', 'is not', null)
  .where('city', 'is not', null)
  .orderBy('id')
  .limit(1)
  .offset(3)
  .executeTakeFirstOrThrow();
const middle = (v: string) => v.slice(1, Math.min(v.length, 6));

describe('salesCustomers search', () => {
  it.each([
    ['name', middle(sample.name).toUpperCase()],
    ['SAP code', middle(sample.codeR3)],
    ['ISR code', middle(sample.codeIsr!)],
    ['unified code', middle(sample.codeUnified!)],
    ['city', sample.city!.slice(0, 4).toLowerCase()],
    ['two letters', sample.city!.slice(1, 3).toUpperCase()],
  ])('finds by the %s, anywhere in it and in any case, in name order', async (_column, text) => {
    const { rows, count } = await search(text);
    expect(rows.map((r) => r.id)).toContain(sample.id);
    expect(rows.map((r) => r.id)).toEqual(await expected(text));
    expect(count).toBe(rows.length);
  });

  it('follows customers added, renamed and removed after the start', async () => {
    const { id } = await db
      .insertInto('customers')
      .values({
        codeR3: 'Z9990001',
        codeUnified: 'U9990001',
        name: 'Sepeda Quokkaria',
        address: 'Jl. Pelabuhan 3',
        city: 'Ternate',
        countryId: 'ID',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await search('quokkar')).rows.map((r) => r.id)).toEqual([id]);
    expect((await search('9990001')).rows.map((r) => r.id)).toEqual([id]);
    await db.updateTable('customers').set({ name: 'Sepeda Wombatina', city: 'Ambon' }).where('id', '=', id).execute();
    expect((await search('quokkar')).rows).toEqual([]);
    expect((await search('wombatin')).rows.map((r) => r.id)).toEqual([id]);
    expect((await search('AMBON')).rows.map((r) => r.id)).toEqual(await expected('ambon'));
    await db.deleteFrom('customers').where('id', '=', id).execute();
    expect((await search('wombatin')).rows).toEqual([]);
  });

  it('reads a search of three letters or more from the index, not by comparing every customer', async () => {
    const spy = await spyApp(portal);
    afterAll(() => spy.close());
    const body = await spy.graphql(SEARCH, admin, { search: middle(sample.name) });
    expect(body.errors).toBeUndefined();
    const searches = spy.statements.filter((s) => s.includes('from "customers"') && /count\(\*\)|"customers"\.\*/.test(s));
    expect(searches).toHaveLength(2);
    for (const s of searches) {
      // PostgreSQL: the expression its trigram index covers (dialect.test.ts reads the plan).
      if (isPostgres(db)) {
        expect(s).toContain('portal_customer_search_text(');
        continue;
      }
      expect(s).toContain('customers_fts match');
      expect(s).not.toMatch(/lower\(|like/i);
    }
  });
});
