import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/db/index.ts';
import { asWorkOf, offLoop } from '../../api/db/read-pool.ts';
import { runWriteScope } from '../../api/db/write-scope.ts';
import { inWriteTransaction } from '../../api/db/write-transaction.ts';
import { startPortal } from './harness.ts';

// Heavy reads off the event loop (issue 42, "no one user stalls another"): on a SQLite file with read workers the
// catalogue's lists and facets run on worker threads, and the pool serves the users whose reads wait in turn.
const portal = await startPortal({ readWorkers: 2 });
const { db } = portal;
const pooled = offLoop(db);
const onSqlite = pooled !== db;

/** A read that keeps a worker busy for a while: a count to 100,000 (or `rows`) in SQL. */
const heavy = (rows = 100_000) =>
  sql<{ n: number }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < ${rows}) select count(*) as n from c`.execute(
    pooled,
  );
const light = () => sql<{ n: number }>`select 1 as n`.execute(pooled);

const LIST = `query($filter: CatalogFilterInput) {
  productGroups(filter: $filter, limit: 48) { productGroups { id parentName startingAt } info { count pageTotal } }
  products(filter: $filter, limit: 48) { products { articleCode name } info { count } }
  catalogFilters(filter: $filter) { brands { id articleGroups } frameSizes { id articleGroups } price { from to } } }`;

describe.runIf(onSqlite)('the read pool', () => {
  it('answers the catalogue as the main connection does', async () => {
    const token = (await portal.tokens('dealer')).requestToken;
    const answer = async () => {
      const { body } = await portal.graphql(LIST, { token, variables: { filter: { brands: ['Polygon'] } } });
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data!;
    };
    const viaPool = await answer();
    expect(viaPool.productGroups.productGroups.length).toBeGreaterThan(0);
    // The same portal on the same file without read workers, its caches its own.
    const direct = await openDatabase(portal.env.databaseUrl);
    try {
      expect(offLoop(direct)).toBe(direct);
      const again = await startPortalOn(direct);
      expect(await again(LIST, token)).toEqual(viaPool);
    } finally {
      await direct.destroy();
    }
  });

  it('keeps the event loop free while it reads', async () => {
    // Four heavy reads on two workers take two rounds. Read on the loop, all four would end before the loop's next
    // turn; off it, the loop turns while they run. (Asking that it turn before the first read ends raced a busy
    // machine, where the worker can finish a short read before the main thread gets its turn.)
    let finished = 0;
    const reads = Array.from({ length: 4 }, () => heavy(1_000_000).then(() => finished++));
    const finishedAtFirstTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
    await Promise.all(reads);
    expect(finishedAtFirstTurn).toBeLessThan(4);
  });

  it('serves the users whose reads wait in turn: one user’s twenty heavy reads do not hold another’s light one', async () => {
    const done: string[] = [];
    const burst = asWorkOf('user:heavy', () => Array.from({ length: 20 }, (_, i) => heavy().then(() => done.push(`heavy ${i}`))));
    // The light read comes after the whole burst is waiting.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const doneBefore = done.length;
    const other = asWorkOf('user:light', () => light().then(() => done.push('light')));
    await Promise.all([...burst, other]);
    // Two threads: after those already done, at most the two heavy reads running and the one next in turn finish
    // before it (a busy machine may finish some before the light read asks).
    expect(done.indexOf('light')).toBeLessThanOrEqual(doneBefore + 3);
    expect(doneBefore).toBeLessThan(17);
    expect(done).toHaveLength(21);
  });

  it('reads inside a write transaction on the transaction’s own connection, which sees its uncommitted rows', async () => {
    const seenInside = async (reader: typeof db) =>
      (await offLoop(reader).selectFrom('articles').select('name').where('id', '=', 1).executeTakeFirstOrThrow()).name;
    // A mutation's write scope: every read of `db` inside it runs on the scope's connection.
    const scoped = await runWriteScope(db, async () => {
      await db.updateTable('articles').set({ name: 'Unsaved name' }).where('id', '=', 1).execute();
      return { commit: false, value: [offLoop(db) === db, await seenInside(db)] };
    });
    expect(scoped.value).toEqual([true, 'Unsaved name']);
    // A transaction handed on as `tx` has no reader of its own; once committed, the pool reads its rows too.
    const inTransaction = await inWriteTransaction(db, async (tx) => {
      await tx.updateTable('articles').set({ name: 'Saved name' }).where('id', '=', 1).execute();
      const seen = [offLoop(tx) === tx, await seenInside(tx)];
      return seen;
    });
    expect(inTransaction).toEqual([true, 'Saved name']);
    expect(await seenInside(db)).toBe('Saved name');
  });

  it('fails a bad read with the database’s message, and refuses writes', async () => {
    await expect(sql`select * from no_such_table`.execute(pooled)).rejects.toThrow(/no such table/);
    await expect(pooled.updateTable('articles').set({ name: 'x' }).where('id', '=', 1).execute()).rejects.toThrow(/reads only/);
    expect((await light()).rows).toEqual([{ n: 1 }]);
  });
});

/** Another app over `database`: the same answers must come from the main connection there. */
async function startPortalOn(database: Awaited<ReturnType<typeof openDatabase>>) {
  const { createApp } = await import('../../api/app.ts');
  const app = createApp({ db: database, env: portal.env, storage: portal.storage });
  return async (query: string, token: string) => {
    const res = await app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { host: 'localhost', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { filter: { brands: ['Polygon'] } } }),
      }),
    );
    return ((await res.json()) as { data: unknown }).data;
  };
}
