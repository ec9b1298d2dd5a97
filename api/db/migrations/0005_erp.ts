import { type Kysely, sql } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

/**
 * What the ERP sends back about the portal's orders (spec 2 §3): the SO number and the ERP's progress per order, the
 * supply confirmations per order line, deliveries with their lines, invoices with their lines, the customers'
 * payment terms and the ERP's number ranges. Money is in minor units of the order's currency.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);
  const s = db.schema;

  // One row per order the ERP took; each *_at is set once by a guarded UPDATE, so two tickers never repeat a step.
  await s
    .createTable('erp_orders')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('so_number', 'text', (c) => c.notNull().unique())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('shipped_at', 'text')
    .addColumn('invoiced_at', 'text')
    .execute();
  // The order's own copy of the SO number must not repeat either (NULLs, the orders not yet taken, may).
  await s.createIndex('orders_so_number').on('orders').column('so_number').unique().execute();

  // The last number handed out per document kind (SO, DO, INV) and sales organisation.
  await s
    .createTable('erp_number_ranges')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sorg', 'text', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('erp_number_ranges_pk', ['kind', 'sorg'])
    .execute();

  // Supply confirmations of an order line: how many, when and from where (spec: supplyQty, supplyDate, supplySite...).
  await s
    .createTable('order_confirmations')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_lines.id').onDelete('cascade'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('confirmed_date', 'text', (c) => c.notNull())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('sloc', 'text', (c) => c.notNull())
    .addColumn('shipping_point', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('order_confirmations_line').on('order_confirmations').columns(['order_line_id', 'priority']).execute();
  await s.createIndex('order_confirmations_order').on('order_confirmations').column('order_id').execute();

  await s
    .createTable('deliveries')
    .addColumn('id', 'integer', id)
    .addColumn('do_number', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('ship_to', 'text', (c) => c.notNull())
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('request_delivery_date', 'text')
    .addColumn('estimated_delivery_date', 'text', (c) => c.notNull())
    .addColumn('expedition_name', 'text', (c) => c.notNull())
    .addColumn('tracking_no', 'text')
    .addColumn('tracking_url', 'text')
    .addColumn('notes', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('deliveries_customer').on('deliveries').columns(['customer_id', 'delivery_date']).execute();
  await s.createIndex('deliveries_order').on('deliveries').column('order_id').execute();

  await s
    .createTable('delivery_lines')
    .addColumn('id', 'integer', id)
    .addColumn('delivery_id', 'integer', (c) => c.notNull().references('deliveries.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_lines.id'))
    .addColumn('article_code', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('uom', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('delivery_lines_delivery').on('delivery_lines').column('delivery_id').execute();

  // A customer's payment terms with one company; without a row an invoice is due 30 days after its date.
  await s
    .createTable('payment_terms')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_terms_pk', ['customer_id', 'company_id'])
    .execute();

  // An invoice (negative grand_total: a deduction) of one company; status per spec 2 §4, paid_amount grows with payments.
  await s
    .createTable('invoices')
    .addColumn('id', 'integer', id)
    .addColumn('invoice_no', 'text', (c) => c.notNull().unique())
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('delivery_id', 'integer', (c) => c.references('deliveries.id'))
    .addColumn('do_no', 'text')
    .addColumn('payer_code', 'text', (c) => c.notNull())
    .addColumn('payer_name', 'text', (c) => c.notNull())
    .addColumn('invoice_date', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('fiscal_year', 'integer', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sqlIn('status', ['open', 'pending_payment', 'waiting_for_payment', 'paid'])),
    )
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('lines_total', 'bigint', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_cost', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('surcharges', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('recycle_fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('freight_allowance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tax', 'bigint', (c) => c.notNull())
    .addColumn('grand_total', 'bigint', (c) => c.notNull())
    .addColumn('paid_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('clearing_date', 'text')
    .addColumn('accounting_no', 'text', (c) => c.notNull())
    .addColumn('assignment', 'text')
    .addColumn('expedition_name', 'text')
    .addColumn('expedition_tracking', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Open invoices of a customer by due date (payment rules and ageing buckets read them in that order).
  await s.createIndex('invoices_customer_status').on('invoices').columns(['customer_id', 'status', 'due_date']).execute();
  await s.createIndex('invoices_order').on('invoices').column('order_id').execute();

  await s
    .createTable('invoice_lines')
    .addColumn('id', 'integer', id)
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.references('order_lines.id'))
    .addColumn('article_code', 'text', (c) => c.notNull())
    .addColumn('article_code_display', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('uom', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty >= 0`))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('invoice_lines_invoice').on('invoice_lines').column('invoice_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_so_number').execute();
  for (const t of [
    'invoice_lines',
    'invoices',
    'payment_terms',
    'delivery_lines',
    'deliveries',
    'order_confirmations',
    'erp_number_ranges',
    'erp_orders',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
