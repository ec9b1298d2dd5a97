import type { Kysely } from 'kysely';

/**
 * Sign-in throttles as one counter row per key, so an attempt is reserved by a guarded update before any password is
 * checked (atomic on SQLite and PostgreSQL, shared by every API node); and the hashes of spent refresh secrets, so only
 * a real spent token counts as reuse.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('next_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_throttles_window').on('login_throttles').column('window_started_at').execute();
  await db.schema.dropTable('login_attempts').execute();

  await db.schema
    .createTable('spent_refresh_tokens')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('spent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spent_refresh_tokens_session').on('spent_refresh_tokens').column('session_id').execute();
  await db.schema.createIndex('spent_refresh_tokens_spent_at').on('spent_refresh_tokens').column('spent_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('spent_refresh_tokens').execute();
  await db.schema.dropTable('login_throttles').execute();
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
}
