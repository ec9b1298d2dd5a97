import type { Kysely } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

const STATUSES = [
  'need_confirmation',
  'open',
  'processing_by_hq',
  'confirmed',
  'shipment_from_hq',
  'partially_shipped',
  'shipped',
  'ready_to_pickup',
  'complete',
];

/**
 * Click and collect (spec 3 §3 'Click and collect order', §4 'Click and collect status'): a consumer's order at the
 * dealer they chose (customer_id), with its articles. Each article is marked 'Order to HQ' or 'Ready to Pickup';
 * submitted_at is set once, by a guarded update, and the 'Order to HQ' articles point at the maker order it placed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema;
  const id = autoId(db);

  await s
    .createTable('click_collect_orders')
    .addColumn('id', 'integer', id)
    // 'CC-<sorg>-<seq>', numbered per sales organisation.
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('sorg', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('consumer_name', 'text', (c) => c.notNull())
    .addColumn('consumer_email', 'text', (c) => c.notNull())
    .addColumn('consumer_phone', 'text', (c) => c.notNull())
    // The consumer's language: their mails are written in it.
    .addColumn('consumer_language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('need_confirmation').check(sqlIn('status', STATUSES)))
    .addColumn('submitted_at', 'text')
    .addColumn('submitted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('shipment_updated_at', 'text')
    // When the consumer was told the order is ready: told once.
    .addColumn('ready_mailed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('click_collect_orders_customer')
    .on('click_collect_orders')
    .columns(['customer_id', 'status', 'created_at'])
    .execute();
  await s.createIndex('click_collect_orders_seq').on('click_collect_orders').columns(['sorg', 'seq']).unique().execute();

  await s
    .createTable('click_collect_articles')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('click_collect_orders.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id'))
    .addColumn('article_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    // The consumer's price (retail), minor units of the currency.
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('choice', 'text', (c) => c.check(sqlIn('choice', ['order_to_hq', 'ready_to_pickup'], true)))
    .addColumn('qty_shipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('maker_order_id', 'integer', (c) => c.references('orders.id'))
    .execute();
  await s.createIndex('click_collect_articles_order').on('click_collect_articles').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['click_collect_articles', 'click_collect_orders']) await db.schema.dropTable(t).execute();
}
