import type { Kysely } from 'kysely';
import { autoId } from './helpers.ts';

/**
 * The audit log (spec 3 §6, DESIGN 'Identity, scopes and tenants'): one row per change anyone made through the
 * API, written in the change's own transaction. Kept for AUDIT_RETENTION_DAYS. The actor's username is copied, so
 * a row still says who it was after the user is gone; ids are plain columns for the same reason (no foreign keys).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_username', 'text')
    .addColumn('customer_id', 'integer')
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    // The targets' ids as a JSON array of strings (order numbers, invoice numbers, row ids).
    .addColumn('target_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('input', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('result', 'text', (c) => c.notNull())
    .execute();
  // The list sorts newest first and filters by one of these, then by date; retention deletes by date.
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_user_id', 'at']).execute();
  await db.schema.createIndex('audit_log_customer').on('audit_log').columns(['customer_id', 'at']).execute();
  await db.schema.createIndex('audit_log_operation').on('audit_log').columns(['operation', 'at']).execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'at']).execute();
  await db.schema.createIndex('audit_log_result').on('audit_log').columns(['result', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
