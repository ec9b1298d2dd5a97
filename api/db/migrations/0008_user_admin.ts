import type { Kysely } from 'kysely';

/**
 * User administration (spec 3 §3 'User (admin view)', §7 'Users and roles'): the extra addresses that receive a
 * user's order confirmations (emailConfirmations, a JSON array of addresses), and who deleted a user. A deleted
 * user keeps their row (deleted_at, since 0001) so their orders, payments and claims keep their author.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email_confirmations', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id'))
    .execute();
  // The admin list filters on active users and by group role on every page.
  await db.schema.createIndex('users_deleted_group_role').on('users').columns(['deleted_at', 'group_role_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_deleted_group_role').execute();
  await db.schema.alterTable('users').dropColumn('deleted_by').execute();
  await db.schema.alterTable('users').dropColumn('email_confirmations').execute();
}
