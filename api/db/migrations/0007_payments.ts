import { type Kysely, sql } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

/**
 * Paying (spec 2 §3, §4 'Payment', DESIGN 'Outside systems'): payment requests for open invoices with the invoices
 * they settle, what the dealer saved of a card or bank account (a gateway token and a mask, never the number),
 * the gateway's webhook events (kept by id, so a replay changes nothing), an order's own payment when it is paid
 * in advance, and the receipts a dealer uploads for it. Money in minor units.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);
  const s = db.schema;

  // Which screens offer a method (checkout, invoice payment) and its discount in basis points (150 = 1.5 %).
  await s
    .alterTable('payment_methods')
    .addColumn('for_orders', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s
    .alterTable('payment_methods')
    .addColumn('for_invoices', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .alterTable('payment_methods')
    .addColumn('discount_rate', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await s
    .createTable('saved_payments')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_methods.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', ['card', 'ach'])))
    // What a person reads ('Visa •••• 4242', 'Checking •••• 6789') and what the gateway charges: nothing more.
    .addColumn('display', 'text', (c) => c.notNull())
    .addColumn('gateway_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await s.createIndex('saved_payments_user').on('saved_payments').columns(['user_id', 'customer_id']).execute();

  await s
    .createTable('payment_requests')
    .addColumn('id', 'integer', id)
    // The id the gateway knows the request by (spec: externalId).
    .addColumn('external_id', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('payer_code', 'text', (c) => c.notNull())
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_methods.id'))
    .addColumn('saved_payment_id', 'integer', (c) => c.references('saved_payments.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('partial', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sqlIn('status', ['pending', 'paid', 'failed', 'expired', 'voided'])),
    )
    .addColumn('virtual_account_no', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .addUniqueConstraint('payment_requests_key', ['idempotency_key', 'customer_id', 'user_id'])
    .execute();
  await s.createIndex('payment_requests_customer').on('payment_requests').columns(['customer_id', 'created_at']).execute();

  await s
    .createTable('payment_request_invoices')
    .addColumn('payment_request_id', 'integer', (c) => c.notNull().references('payment_requests.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_request_invoices_pk', ['payment_request_id', 'invoice_id'])
    .execute();
  await s.createIndex('payment_request_invoices_invoice').on('payment_request_invoices').column('invoice_id').execute();

  // Every webhook the gateway sent, by its event id: the second delivery of an event finds its row and does nothing.
  await s
    .createTable('gateway_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('payment_request_id', 'integer', (c) => c.references('payment_requests.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  // An order paid before it ships (bank transfer with proof): staff approve or void it (spec 2 §4 payment states).
  await s
    .createTable('order_payments')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(sqlIn('status', ['waiting', 'uploaded', 'failed', 'voided', 'completed'])),
    )
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('order_payments_status').on('order_payments').columns(['status', 'created_at']).execute();

  await s
    .createTable('payment_receipts')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('payment_receipts_order').on('payment_receipts').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'payment_receipts',
    'order_payments',
    'gateway_events',
    'payment_request_invoices',
    'payment_requests',
    'saved_payments',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  for (const c of ['discount_rate', 'for_invoices', 'for_orders']) await db.schema.alterTable('payment_methods').dropColumn(c).execute();
}
