import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { Portal, startPortal } from './harness.ts';

// The customer-selection search is kept per user while the 'access' counter stays (api/account/service.ts): asked
// again it reads no customer, and a customer renamed or an area taken away through another connection (another
// API node) shows on the very next search. On SQLite and on PostgreSQL.
const portal = await startPortal();
const { db } = portal;

/** Counts the statements that read the customers table, on a second app with its own memory (node B). */
let customerStatements = 0;
const counter: KyselyPlugin = {
  transformQuery: ({ node }: PluginTransformQueryArgs): RootOperationNode => {
    if (node.kind === 'SelectQueryNode' && /"name":"customers"/.test(JSON.stringify(node))) customerStatements++;
    return node;
  },
  transformResult: async ({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => result,
};
const nodeB = new Portal(createApp({ db: db.withPlugin(counter), env: portal.env }), db, portal.env);

const SEARCH = `query($search: String) { salesCustomers(search: $search, limit: 50) { customers { id custName } info { count } } }`;
type Found = { customers: { id: number; custName: string }[]; info: { count: number } };
const sales = (await portal.tokens('sales')).requestToken;
const admin = (await portal.tokens('admin')).requestToken;
const salesUser = await db.selectFrom('users').select('id').where('username', '=', 'sales').executeTakeFirstOrThrow();

async function search(text: string, token = sales) {
  const { body } = await nodeB.graphql(SEARCH, { token, variables: { search: text } });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.salesCustomers as Found;
}

describe('salesCustomers kept between searches', () => {
  it('reads no customer when the same search comes again', async () => {
    const first = await search('a');
    expect(first.info.count).toBeGreaterThan(0);
    const before = customerStatements;
    expect(await search('a')).toEqual(first);
    expect(await search(' A ')).toEqual(first);
    expect(customerStatements).toBe(before);
    await search('ab');
    expect(customerStatements).toBeGreaterThan(before);
  });

  it('answers each user from their own reach', async () => {
    const ours = await search('a');
    const all = await search('a', admin);
    expect(all.info.count).toBeGreaterThan(ours.info.count);
  });

  it('shows a renamed customer and an area taken away on the next search', async () => {
    const [found] = (await search('a')).customers;
    await db.updateTable('customers').set({ name: 'Zzyzx Sepeda' }).where('id', '=', found.id).execute();
    try {
      expect((await search('zzyzx')).customers.map((c) => c.id)).toEqual([found.id]);
      expect((await search('a')).customers.find((c) => c.id === found.id)?.custName).toBe('Zzyzx Sepeda');
    } finally {
      await db.updateTable('customers').set({ name: found.custName }).where('id', '=', found.id).execute();
    }

    const areas = await db.selectFrom('userAreas').selectAll().where('userId', '=', salesUser.id).execute();
    expect(areas.length).toBeGreaterThan(0);
    await db.deleteFrom('userAreas').where('userId', '=', salesUser.id).execute();
    try {
      expect((await search('a')).customers.map((c) => c.id)).not.toContain(found.id);
    } finally {
      await db
        .insertInto('userAreas')
        .values(areas.map(({ id: _id, ...area }) => area))
        .execute();
    }
    expect((await search('a')).customers.map((c) => c.id)).toContain(found.id);
  });
});
