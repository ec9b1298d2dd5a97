import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { isPostgres } from '../db/migrations/helpers.ts';

const ATTEMPTS = 4;

/**
 * Worth another try: SQLite still busy after its busy timeout, and on PostgreSQL a serialisation failure, a
 * deadlock or a unique clash with a transaction that committed first (the retry then reads what it wrote).
 */
function retryable(e: unknown): boolean {
  const { code, message } = (e ?? {}) as { code?: string; message?: string };
  return /^SQLITE_(BUSY|LOCKED)/.test(code ?? '') || code === 'SQLITE_CONSTRAINT_UNIQUE'
    || ['40001', '40P01', '23505'].includes(code ?? '') || /database is locked/.test(message ?? '');
}

const pause = (attempt: number) => new Promise((r) => setTimeout(r, 25 * attempt + Math.random() * 25));

/**
 * Runs `work` in one write transaction on one connection (DESIGN 'Safety by default'). On SQLite it starts with
 * BEGIN IMMEDIATE, so the write lock is taken before the first read: two processes on one file cannot both read
 * the same stock and both sell it, and none fails half-way with "database busy". Kysely's transaction() would
 * issue a plain BEGIN. Whatever `work` throws rolls everything back; busy and clash errors are retried.
 */
export async function inWriteTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const begin = isPostgres(db) ? sql`begin` : sql`begin immediate`;
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
      await pause(attempt);
    }
  }
}
