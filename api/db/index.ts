import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, type KyselyConfig, PostgresDialect, SqliteDialect } from 'kysely';
import { readNumbers, registerSqliteFunctions } from './dialect.ts';
import { attachReader, poolReader, ReadPool } from './read-pool.ts';
import { withStatementCache } from './statement-cache.ts';
import type { DB } from './types.ts';
import { withWriteScopes } from './write-scope.ts';

export type Database = Kysely<DB>;

export interface OpenOptions extends Pick<KyselyConfig, 'log'> {
  /** Threads for heavy reads of a SQLite file (read-pool.ts, READ_WORKERS); 0 keeps every read on the main thread. */
  readWorkers?: number;
}

/**
 * Opens the database named by DATABASE_URL: a `postgres://` URL selects PostgreSQL, anything else is a SQLite
 * file path (or `:memory:`). SQLite is set up for several processes on one file: WAL, full sync, a busy timeout.
 */
export async function openDatabase(url: string, { log, readWorkers = 0 }: OpenOptions = {}): Promise<Database> {
  const plugins = [new CamelCasePlugin()];
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pg = await import('pg');
    // pg returns bigint and numeric (count, sum, avg) as strings; money and counts here fit in a double.
    readNumbers(pg.default.types);
    const pool = new pg.default.Pool({ connectionString: url });
    // An idle connection the server ends (restart, failover, a dropped database) must not end the process: the pool
    // drops it and opens another on the next query.
    pool.on('error', (e) => console.error(`PostgreSQL connection lost: ${e.message}`));
    return new Kysely<DB>({ dialect: withWriteScopes(new PostgresDialect({ pool })), plugins, log });
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  registerSqliteFunctions(sqlite);
  const pool = file !== ':memory:' && readWorkers > 0 ? new ReadPool(path.resolve(file), readWorkers) : null;
  const database = withStatementCache(sqlite);
  // Closing the database stops its read threads too (they end on their own; nothing waits for them).
  const close = database.close.bind(database);
  database.close = () => {
    void pool?.close();
    close();
  };
  const db = new Kysely<DB>({ dialect: withWriteScopes(new SqliteDialect({ database })), plugins, log });
  if (pool) attachReader(db, poolReader(pool));
  return db;
}
