import { type Kysely, sql } from 'kysely';
import { sqlIn } from './helpers.ts';

export const ORDER_HOLD_STATES = ['waiting', 'confirmed', 'rejected'];

/**
 * Order confirmation (spec 3 §2 /admin/order-confirmation): on a host whose orderConfirmation flag is on, a new order
 * waits here for staff instead of going to the ERP outbox. The ERP message the checkout would have sent is kept with
 * it and written to the outbox when staff confirm; a rejection keeps its reason, which the dealer reads.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_holds')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('waiting').check(sqlIn('state', ORDER_HOLD_STATES)))
    .addColumn('erp_payload', 'text', (c) => c.notNull())
    .addColumn('held_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
    .addColumn('decided_at', 'text')
    .addColumn('reason', 'varchar(500)')
    .addCheckConstraint('order_holds_rejection_reason', sql`state <> 'rejected' or reason is not null`)
    .execute();
  // The desk lists the waiting orders, oldest first.
  await db.schema.createIndex('order_holds_state').on('order_holds').columns(['state', 'held_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_holds').execute();
}
