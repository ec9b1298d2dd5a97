import type { Kysely } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

/**
 * Scheduled reorders: a shopping list placed as an order on a repeating day, through the normal checkout, by the
 * periodic job runner. Each day a schedule ran is one row of list_schedule_runs, unique per date: the cluster never
 * places a list twice for one date.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('list_schedules')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('list_id', 'integer', (c) => c.notNull().unique().references('shopping_lists.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // The portal's host the order is placed on (its market, prices and checkout rules), and whose order it is.
    .addColumn('hostname', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('frequency', 'text', (c) => c.notNull().check(sqlIn('frequency', ['weekly', 'monthly'])))
    // Weekly: 1 (Monday) to 7 (Sunday); monthly: the day of the month, 1 to 28.
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('ship_to', 'text', (c) => c.notNull())
    .addColumn('shipment', 'text', (c) => c.notNull())
    .addColumn('payment', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('next_run', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('list_schedules_due').on('list_schedules').columns(['active', 'next_run']).execute();
  await db.schema
    .createTable('list_schedule_runs')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('schedule_id', 'integer', (c) => c.notNull().references('list_schedules.id').onDelete('cascade'))
    .addColumn('run_date', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().check(sqlIn('outcome', ['placed', 'refused'])))
    .addColumn('order_nos', 'text')
    .addColumn('reason', 'text')
    .addColumn('reason_key', 'text')
    .addColumn('ran_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('list_schedule_runs_date').on('list_schedule_runs').columns(['schedule_id', 'run_date']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('list_schedule_runs').execute();
  await db.schema.dropTable('list_schedules').execute();
}
