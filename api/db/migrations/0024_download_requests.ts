import type { Kysely } from 'kysely';
import { DOWNLOAD_MODULES, DOWNLOAD_STATUSES } from '../../../src/rules/download-area.ts';
import { autoId, sqlIn } from './helpers.ts';

/**
 * Download-area requests (spec 2 §3, §4): one row per report a user asked for, which is also the background job that
 * builds it. A job is claimed by setting status running with a lease (lease_token, lease_until) in one guarded update,
 * so exactly one process runs it; a lease that runs out (the process died) lets another pick it up again.
 * customer_id is null only for support staff (limitation audit), whose report covers what they may read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('download_requests')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('module', 'text', (c) => c.notNull().check(sqlIn('module', [...DOWNLOAD_MODULES])))
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sqlIn('status', [...DOWNLOAD_STATUSES])),
    )
    // The language the headers are written in and the host whose currency precision the money follows.
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('hostname', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_total', 'integer')
    .addColumn('rows_written', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_token', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('expires_at', 'text')
    .execute();
  // The list (a user's requests, newest first) and the daily quota's count.
  await s.createIndex('download_requests_user').on('download_requests').columns(['user_id', 'requested_at']).execute();
  // The runner's look for work and the expiry pass.
  await s.createIndex('download_requests_status').on('download_requests').columns(['status', 'id']).execute();
  // Reports read a customer's rows in date order, page by page: invoices by invoices_customer_date (0022), orders and
  // deliveries by their customer indexes; registrations by the day they were sold.
  await s.createIndex('registered_frames_customer_sold').on('registered_frames').columns(['customer_id', 'sold_date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('registered_frames_customer_sold').execute();
  await db.schema.dropTable('download_requests').execute();
}
