import type { Kysely } from 'kysely';

/**
 * One window counter for the portal (platform/window-counter.ts): the sign-in throttles (migration 0020) and the
 * request limits of the public forms (migration 0028) become rows of one table. Their rows are counts of the last
 * minutes, and the addresses users signed in from; they are not carried over: every count starts afresh, and a known
 * address is known again at its next sign-in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('window_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .addColumn('next_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('window_counters_ends').on('window_counters').column('window_ends_at').execute();
  await db.schema.dropTable('login_throttles').execute();
  await db.schema.dropTable('request_limits').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('next_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_throttles_window').on('login_throttles').column('window_started_at').execute();
  await db.schema
    .createTable('request_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('request_limits_window').on('request_limits').column('window_started_at').execute();
  await db.schema.dropTable('window_counters').execute();
}
