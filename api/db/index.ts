import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { withStatementCache } from './statement-cache.ts';
import type { DB } from './types.ts';
import { withWriteScopes } from './write-scope.ts';

export type Database = Kysely<DB>;

/**
 * Opens the database named by DATABASE_URL: a `postgres://` URL selects PostgreSQL, anything else is a SQLite
 * file path (or `:memory:`). SQLite is set up for several processes on one file: WAL, full sync, a busy timeout.
 */
export async function openDatabase(url: string): Promise<Database> {
  const plugins = [new CamelCasePlugin()];
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pg = await import('pg');
    // pg returns bigint columns as strings; money and counts here fit in a double.
    pg.default.types.setTypeParser(20, (v: string) => Number(v));
    return new Kysely<DB>({ dialect: withWriteScopes(new PostgresDialect({ pool: new pg.default.Pool({ connectionString: url }) })), plugins });
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<DB>({ dialect: withWriteScopes(new SqliteDialect({ database: withStatementCache(sqlite) })), plugins });
}
