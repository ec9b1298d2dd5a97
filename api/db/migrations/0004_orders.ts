import { type Kysely, sql } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

/**
 * Checkout: how goods travel and are paid (per market), the orders a checkout writes with their lines, the answers
 * kept per idempotency key (so a repeated submit does not order twice) and the outbox the ERP adapter reads.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);
  const s = db.schema;

  // A way to ship an order in one market, at a flat rate per order (minor units of the market's currency).
  await s
    .createTable('shipment_methods')
    .addColumn('id', 'integer', id)
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('rate', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('shipment_methods_sorg_code', ['sorg', 'code'])
    .execute();

  // A way to pay an order in one market; type reads like the spec's ('Bank Transfer', 'ACH', 'Credit Card', 'Credit Term').
  await s
    .createTable('payment_methods')
    .addColumn('id', 'integer', id)
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('instruction', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('payment_methods_sorg_code', ['sorg', 'code'])
    .execute();

  // One order per sales organisation of a checkout. order_no is 'B2B-<sorg>-<seq>'; so_number comes from the ERP later.
  await s
    .createTable('orders')
    .addColumn('id', 'integer', id)
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('ship_to', 'text', (c) => c.notNull())
    .addColumn('shipment_method', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('request_delivery_date', 'text')
    .addColumn('po_number', 'varchar(35)')
    .addColumn('notes', 'varchar(100)')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('awaiting_confirmation')
        .check(sqlIn('status', ['awaiting_confirmation', 'in_progress', 'shipped', 'complete', 'cancelled'])),
    )
    .addColumn('lines_total', 'bigint', (c) => c.notNull())
    .addColumn('shipment_amount', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('placed_for', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('so_number', 'text')
    .addUniqueConstraint('orders_sorg_seq', ['sorg', 'seq'])
    .execute();
  await s.createIndex('orders_customer').on('orders').columns(['customer_id', 'created_at']).execute();

  await s
    .createTable('order_lines')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id'))
    .addColumn('article_code', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty >= 1`))
    .addColumn('uom', 'text', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

  // The first successful answer per key, customer and user; cart_hash and request_hash say what it was made for.
  await s
    .createTable('checkout_requests')
    .addColumn('id', 'integer', id)
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('cart_hash', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('checkout_requests_key', ['idempotency_key', 'customer_id', 'user_id'])
    .execute();

  // Orders waiting for the ERP adapter; sent_at is set once it took them.
  await s
    .createTable('erp_outbox')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await s.createIndex('erp_outbox_unsent').on('erp_outbox').columns(['sent_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['erp_outbox', 'checkout_requests', 'order_lines', 'orders', 'payment_methods', 'shipment_methods']) {
    await db.schema.dropTable(t).execute();
  }
}
