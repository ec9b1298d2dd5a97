import { sql } from 'kysely';
import type { Database } from '../../api/db/index.ts';
import { isPostgres } from '../../api/db/migrations/helpers.ts';

/**
 * Makes the database refuse inserts into a table (those matching `when`, a condition on `new`) until the answered
 * function is called: a failure in the middle of a write, on either database.
 */
export async function refuseInserts(db: Database, o: { name: string; table: string; when?: string; message: string }) {
  const when = o.when ?? 'true';
  if (isPostgres(db)) {
    await sql
      .raw(`create function ${o.name}() returns trigger language plpgsql as $$
      begin if ${when} then raise exception '${o.message}'; end if; return new; end $$`)
      .execute(db);
    await sql.raw(`create trigger ${o.name} before insert on ${o.table} for each row execute function ${o.name}()`).execute(db);
    return async () => {
      await sql.raw(`drop trigger ${o.name} on ${o.table}`).execute(db);
      await sql.raw(`drop function ${o.name}()`).execute(db);
    };
  }
  await sql
    .raw(`create trigger ${o.name} before insert on ${o.table} when ${when === 'true' ? '1' : when}
    begin select raise(abort, '${o.message}'); end`)
    .execute(db);
  return async () => {
    await sql.raw(`drop trigger ${o.name}`).execute(db);
  };
}
