import type { Kysely } from 'kysely';

/**
 * One row per periodic task of the cluster (the ERP tick, payment sweep, audit retention, upload clean-up...): when it
 * is due next and which node holds it, until when. A node runs a task only after a guarded update made it the holder
 * (api/jobs), so several API nodes run each task once between them, and a holder that died loses it when its lease ends.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('periodic_tasks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('lease_token', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('holder', 'text')
    .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('failed_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('periodic_tasks').execute();
}
