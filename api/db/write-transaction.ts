import { sql } from 'kysely';
import type { Database } from './index.ts';
import { beginWrite } from './dialect.ts';
import { ATTEMPTS, countRetry, inWriteScope, pause, retryable, retryScope } from './write-scope.ts';

/**
 * Runs `work` in one write transaction on one connection (DESIGN 'Safety by default'). On SQLite it starts with
 * BEGIN IMMEDIATE, so the write lock is taken before the first read: two processes on one file cannot both read
 * the same stock and both sell it, and none fails half-way with "database busy". Kysely's transaction() would
 * issue a plain BEGIN. Whatever `work` throws rolls everything back; busy and clash errors are retried.
 *
 * Inside a mutation the write transaction is already open (db/write-scope.ts): `work` then runs in a savepoint of
 * it, and a busy or clash error makes the whole mutation try again rather than this part alone.
 */
export async function inWriteTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  if (inWriteScope()) {
    try {
      return db.isTransaction ? await work(db) : await db.transaction().execute((tx) => work(tx));
    } catch (e) {
      if (retryable(e)) {
        countRetry(e);
        retryScope();
      }
      throw e;
    }
  }
  const begin = beginWrite(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.connection().execute(async (conn) => {
        await begin.execute(conn);
        try {
          const result = await work(conn);
          await sql`commit`.execute(conn);
          return result;
        } catch (e) {
          await sql`rollback`.execute(conn).catch(() => undefined);
          throw e;
        }
      });
    } catch (e) {
      if (attempt >= ATTEMPTS || !retryable(e)) throw e;
      countRetry(e);
      await pause(attempt);
    }
  }
}
