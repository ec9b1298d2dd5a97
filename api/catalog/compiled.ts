import type { Compilable, CompiledQuery } from 'kysely';
import type { Database } from '../db/index.ts';

const compiled = new WeakMap<Database, Map<string, CompiledQuery>>();

/**
 * Runs a statement that every request sends with other values: building and compiling it with Kysely costs more
 * than SQLite takes to run it, so it is compiled once per database and run again with `parameters`, which must
 * be the statement's parameters in order (the values `build` was given only shape it).
 */
export async function runCompiled<R>(db: Database, name: string, build: () => Compilable<R>, parameters: readonly unknown[]): Promise<R[]> {
  let statements = compiled.get(db);
  if (!statements) compiled.set(db, (statements = new Map()));
  let statement = statements.get(name) as CompiledQuery<R> | undefined;
  if (!statement) statements.set(name, (statement = build().compile()));
  return (await db.executeQuery<R>({ ...statement, parameters })).rows;
}
