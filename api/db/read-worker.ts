import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { registerSqliteFunctions } from './dialect.ts';

/**
 * One thread of the read pool (read-pool.ts): a read-only connection to the portal's SQLite file that runs the
 * statements it is sent, one at a time, and answers their rows. WAL lets it read while the main connection writes.
 */
const { file } = workerData as { file: string };
const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
registerSqliteFunctions(sqlite);

// The same few statements come again and again (the catalogue's): prepared once each, least recently used out.
const MAX_STATEMENTS = 200;
const statements = new Map<string, SQLite.Statement>();
function prepared(sql: string) {
  let statement = statements.get(sql);
  if (statement) statements.delete(sql);
  else {
    statement = sqlite.prepare(sql);
    if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
  }
  statements.set(sql, statement);
  return statement;
}

parentPort!.on('message', ({ sql, parameters }: { sql: string; parameters: unknown[] }) => {
  try {
    const statement = prepared(sql);
    if (!statement.reader) throw new Error('the read pool runs reads only');
    parentPort!.postMessage({ rows: statement.all(parameters) });
  } catch (e) {
    const { message, code } = e as { message: string; code?: string };
    parentPort!.postMessage({ error: { message, code } });
  }
});
