import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

const MAX_STATEMENTS = 500;

/**
 * Kysely prepares every statement anew; compiling the SQL costs more than running most of the catalogue's
 * queries. Keeping the prepared statements of recent SQL texts (least recently used out) saves that. Safe
 * because Kysely runs one statement at a time on the connection and never leaves one half-read (no streaming).
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
