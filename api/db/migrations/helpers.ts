import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

export { isPostgres };

/** Both dialects run the same migrations; only an auto-increment id differs between them. */

export const autoId = (db: Kysely<any>) => (col: ColumnDefinitionBuilder) =>
  isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey();

/** A CHECK constraint that keeps a text column to a fixed list (both dialects lack a shared enum type). */
export function sqlIn(column: string, values: string[], nullable = false) {
  const list = sql.join(values.map((v) => sql.lit(v)));
  const inList = sql`${sql.ref(column)} in (${list})`;
  return nullable ? sql`${sql.ref(column)} is null or ${inList}` : inList;
}

/**
 * A scope added after the first release: a new database gets its permissions from the seeds, one that runs already
 * gets the scope here, given to every role that holds `like` (the roles that do that work today).
 */
export async function grantNewScope(db: Kysely<any>, scope: string, description: string, like: string) {
  if (!(await db.selectFrom('permissions').select('id').limit(1).executeTakeFirst())) return;
  const existing = await db.selectFrom('permissions').select('id').where('name', '=', scope).executeTakeFirst();
  const id =
    existing?.id ?? (await db.insertInto('permissions').values({ name: scope, description }).returning('id').executeTakeFirstOrThrow()).id;
  // Aliased: the portal's connection reads columns back in camelCase.
  const holders = await db
    .selectFrom('role_permissions as rp')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select('rp.role_id as role')
    .where('p.name', '=', like)
    .execute();
  const granted = new Set(
    (await db.selectFrom('role_permissions').select('role_id as role').where('permission_id', '=', id).execute()).map((r) => r.role),
  );
  const missing = holders.filter((h) => !granted.has(h.role));
  if (missing.length)
    await db
      .insertInto('role_permissions')
      .values(missing.map((h) => ({ role_id: h.role, permission_id: id })))
      .execute();
}

/** Takes a scope added by grantNewScope away again, from every role. */
export async function dropScope(db: Kysely<any>, scope: string) {
  const row = await db.selectFrom('permissions').select('id').where('name', '=', scope).executeTakeFirst();
  if (!row) return;
  await db.deleteFrom('role_permissions').where('permission_id', '=', row.id).execute();
  await db.deleteFrom('permissions').where('id', '=', row.id).execute();
}
