import type { Kysely } from 'kysely';

/**
 * The admin table of price components has its own scope; the roles that run the market's other admin content (those
 * holding the announcements admin) get it, as the seeds' content administrator does.
 */
const SCOPE = 'price-component.cud';

export async function up(db: Kysely<any>) {
  // A new database gets its permissions from the seeds; one that runs already gets this one here.
  if (!(await db.selectFrom('permissions').select('id').limit(1).executeTakeFirst())) return;
  const existing = await db.selectFrom('permissions').select('id').where('name', '=', SCOPE).executeTakeFirst();
  const id =
    existing?.id ??
    (
      await db
        .insertInto('permissions')
        .values({ name: SCOPE, description: 'Price components: which money components each market shows (admin)' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  // Aliased: the portal's connection reads columns back in camelCase.
  const holders = await db
    .selectFrom('role_permissions as rp')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select('rp.role_id as role')
    .where('p.name', '=', 'page.announcement')
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

export async function down(db: Kysely<any>) {
  const row = await db.selectFrom('permissions').select('id').where('name', '=', SCOPE).executeTakeFirst();
  if (!row) return;
  await db.deleteFrom('role_permissions').where('permission_id', '=', row.id).execute();
  await db.deleteFrom('permissions').where('id', '=', row.id).execute();
}
