import { type Kysely, sql } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

/** What the application shell reads and writes: content shown on the home page, feedback, push, cart summary. */
export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);
  const s = db.schema;

  await s.alterTable('users').addColumn('phone', 'text').execute();

  // Home-page announcements; sorg null reaches every sales organisation. Content is sanitised HTML.
  await s
    .createTable('announcements')
    .addColumn('id', 'integer', id)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sorg', 'text', (c) => c.references('sales_organisations.sorg'))
    .addColumn('from', 'text', (c) => c.notNull())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('announcements_type_to').on('announcements').columns(['type', 'to']).execute();

  // Pop-up banners: the image lives in file storage under banner_file; url is a portal page, link an outside address.
  await s
    .createTable('banners')
    .addColumn('id', 'integer', id)
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('url', 'text')
    .addColumn('link', 'text')
    .addColumn('banner_file', 'text', (c) => c.notNull().unique())
    .addColumn('from', 'text', (c) => c.notNull())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('banners_sorg_to').on('banners').columns(['sorg', 'to']).execute();

  // Consumer voice: what a user wrote, for which customer they were acting and on which host.
  await s
    .createTable('customer_feedback')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('customer_feedback_created').on('customer_feedback').column('created_at').execute();

  // One row per browser subscription; a browser that subscribes again under another user moves to that user.
  await s
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  // The dealer's cart as the navbar summarises it; the cart issue adds what ordering needs.
  await s
    .createTable('cart_lines')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('article_code', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('cart_lines_customer').on('cart_lines').column('customer_id').execute();

  // The navbar's bike category dropdown: each entry filters the catalogue by merchandise categories (JSON array).
  await s
    .createTable('bike_categories')
    .addColumn('id', 'integer', id)
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('wording', 'text', (c) => c.notNull())
    .addColumn('mc_ids', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('bike_categories_sorg').on('bike_categories').columns(['sorg', 'position']).execute();

  // Who may read marketing material, sales documents and news: users are given target markets of each type.
  await s
    .createTable('content_target_markets')
    .addColumn('id', 'integer', id)
    .addColumn('type', 'text', (c) => c.notNull().check(sqlIn('type', ['marketing_material', 'sales_document', 'news'])))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addUniqueConstraint('content_target_markets_type_name', ['type', 'name'])
    .execute();

  await s
    .createTable('user_content_target_markets')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('market_id', 'integer', (c) => c.notNull().references('content_target_markets.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_content_target_markets_pk', ['user_id', 'market_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'user_content_target_markets',
    'content_target_markets',
    'bike_categories',
    'cart_lines',
    'push_subscriptions',
    'customer_feedback',
    'banners',
    'announcements',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.alterTable('users').dropColumn('phone').execute();
}
