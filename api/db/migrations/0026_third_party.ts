import { type Kysely, sql } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

// The statuses of src/rules/third-party.ts as they were when this table was made.
const LINE_STATUSES = ['ordered', 'confirmed', 'shipped', 'delivered', 'cancelled'];

/**
 * Third party (spec 3 §2 /3rd-party, §3 Third-party product and order, §4 Third-party orders): vendors who sell
 * through the portal, their users (customer-vendor logins linked to one vendor), their products with stock and
 * price, and the dealers' orders, one per vendor, with a status per article that the vendor moves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema;
  const id = autoId(db);

  await s
    .createTable('third_party_vendors')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s.createIndex('third_party_vendors_sorg').on('third_party_vendors').columns(['sorg', 'active']).execute();

  // A login acts for one vendor; its role (customer-vendor) gives the pages, this row the vendor's data.
  await s
    .createTable('third_party_vendor_users')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('third_party_vendors.id'))
    .execute();

  await s
    .createTable('third_party_products')
    .addColumn('id', 'integer', id)
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('third_party_vendors.id'))
    .addColumn('article_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sales_unit', 'text', (c) => c.notNull())
    // How many base units one sales unit holds (a box of 10 tubes).
    .addColumn('uom_converter', 'integer', (c) => c.notNull().defaultTo(1))
    // Minor units of the currency.
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // Never below zero: a checkout takes stock with a guarded decrement.
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0).check(sql`stock >= 0`))
    .addColumn('image_url', 'text')
    // Article attributes (spec 3 §7 updateProductAttributes): display order and the new-arrival window.
    .addColumn('display_order', 'integer')
    .addColumn('new_arrival_from', 'text')
    .addColumn('new_arrival_to', 'text')
    .addColumn('new_arrival_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('third_party_products_article', ['vendor_id', 'article_code'])
    .execute();
  await s.createIndex('third_party_products_list').on('third_party_products').columns(['active', 'vendor_id', 'display_order']).execute();

  await s
    .createTable('third_party_orders')
    .addColumn('id', 'integer', id)
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('third_party_vendors.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('ship_to_code', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('req_delivery_date', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('total_order', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // One checkout answers once: its orders share the dealer's key, and a repeat answers them again.
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await s.createIndex('third_party_orders_customer').on('third_party_orders').columns(['customer_id', 'created_at']).execute();
  await s.createIndex('third_party_orders_vendor').on('third_party_orders').columns(['vendor_id', 'created_at']).execute();
  await s.createIndex('third_party_orders_key').on('third_party_orders').columns(['customer_id', 'idempotency_key']).execute();

  await s
    .createTable('third_party_order_lines')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('third_party_orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('third_party_products.id').onDelete('set null'))
    .addColumn('article_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('sales_unit', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sqlIn('status', LINE_STATUSES)))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('third_party_order_lines_article', ['order_id', 'article_code'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'third_party_order_lines',
    'third_party_orders',
    'third_party_products',
    'third_party_vendor_users',
    'third_party_vendors',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
