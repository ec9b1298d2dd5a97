import { type Kysely, sql } from 'kysely';
import { autoId, isPostgres, sqlIn } from './helpers.ts';

/**
 * The catalogue: product groups (a model in one model year) and their articles (one colour and size), what they
 * cost, where they are in stock, what is promoted, who may order them, and a text-search index over articles.
 * Every article belongs to one sales organisation, so a market's list query never leaves its own rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);
  const s = db.schema;

  // Merchandise categories shared by all markets; bike categories (0002) filter by these ids.
  await s
    .createTable('merchandise_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().check(sqlIn('category', ['BIKE', 'PAA'])))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await s
    .createTable('warehouses')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('warehouses_sorg').on('warehouses').columns(['sorg', 'position']).execute();

  // A groupset (drivetrain family); bikes built with it point at it, its parts are PAA articles (groupset_articles).
  await s
    .createTable('groupsets')
    .addColumn('id', 'integer', id)
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('speeds', 'integer', (c) => c.notNull())
    .addColumn('shifting', 'text', (c) => c.notNull().check(sqlIn('shifting', ['mechanical', 'electronic'])))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('groupsets_sorg_code', ['sorg', 'code'])
    .execute();

  // A model in one model year and market: the thumbnail of the group view. Prices are the group's article extremes.
  await s
    .createTable('product_groups')
    .addColumn('id', 'integer', id)
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('category', 'text', (c) => c.notNull().check(sqlIn('category', ['BIKE', 'PAA'])))
    .addColumn('parent_name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('model_year', 'integer', (c) => c.notNull())
    .addColumn('mc_id', 'text', (c) => c.notNull().references('merchandise_categories.id'))
    .addColumn('groupset_id', 'integer', (c) => c.references('groupsets.id'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('colours', 'text', (c) => c.notNull())
    .addColumn('starting_at', 'bigint', (c) => c.notNull())
    .addColumn('max_retail', 'bigint', (c) => c.notNull())
    .addColumn('stock_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sold_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommended_rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('product_groups_sorg_slug', ['sorg', 'slug'])
    .execute();
  // List pages sort groups by price or recommendation within a market and category; best sellers by units sold.
  await s.createIndex('product_groups_price').on('product_groups').columns(['sorg', 'category', 'starting_at', 'id']).execute();
  await s.createIndex('product_groups_recommended').on('product_groups').columns(['sorg', 'category', 'recommended_rank', 'id']).execute();
  await s.createIndex('product_groups_sold').on('product_groups').columns(['sorg', 'category', 'sold_qty']).execute();
  await s.createIndex('product_groups_groupset').on('product_groups').column('groupset_id').execute();

  // One orderable article. Group attributes are copied here so filters and facet counts read one table.
  await s
    .createTable('articles')
    .addColumn('id', 'integer', id)
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('product_group_id', 'integer', (c) => c.notNull().references('product_groups.id').onDelete('cascade'))
    .addColumn('article_code', 'text', (c) => c.notNull())
    .addColumn('article_code_display', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().check(sqlIn('category', ['BIKE', 'PAA'])))
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('model_year', 'integer', (c) => c.notNull())
    .addColumn('mc_id', 'text', (c) => c.notNull().references('merchandise_categories.id'))
    .addColumn('paa_kind', 'text')
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('colour_hex', 'text', (c) => c.notNull())
    .addColumn('frame_size', 'text')
    .addColumn('wheel_size', 'text')
    .addColumn('size_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uom', 'text', (c) => c.notNull())
    .addColumn('dealer_price', 'bigint', (c) => c.notNull())
    .addColumn('retail_price', 'bigint', (c) => c.notNull())
    .addColumn('stock_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addUniqueConstraint('articles_sorg_code', ['sorg', 'article_code'])
    .addUniqueConstraint('articles_sorg_slug', ['sorg', 'slug'])
    .execute();
  await s.createIndex('articles_group').on('articles').columns(['product_group_id', 'size_order']).execute();
  await s.createIndex('articles_price').on('articles').columns(['sorg', 'category', 'dealer_price']).execute();
  // One index per facet: (market, category, value, group) answers both the filter and the distinct-group count.
  for (const col of ['brand', 'series', 'model', 'mc_id', 'frame_size', 'wheel_size']) {
    await s.createIndex(`articles_${col}`).on('articles').columns(['sorg', 'category', col, 'product_group_id']).execute();
  }

  await s
    .createTable('article_specifications')
    .addColumn('id', 'integer', id)
    .addColumn('product_group_id', 'integer', (c) => c.notNull().references('product_groups.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('article_specifications_group').on('article_specifications').columns(['product_group_id', 'position']).execute();

  // Gallery images in file storage under products/; sizes of one colour share their files.
  await s
    .createTable('article_images')
    .addColumn('id', 'integer', id)
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('article_images_article').on('article_images').columns(['article_id', 'position']).execute();

  await s
    .createTable('article_tag_categories')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  // One row per tag on an article; type is how it shows (badge, icon, label), file_name an icon in storage.
  await s
    .createTable('article_tags')
    .addColumn('id', 'integer', id)
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('category_code', 'text', (c) => c.notNull().references('article_tag_categories.code'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .execute();
  await s.createIndex('article_tags_article').on('article_tags').column('article_id').execute();
  await s.createIndex('article_tags_name').on('article_tags').columns(['name', 'article_id']).execute();
  await s.createIndex('article_tags_category').on('article_tags').columns(['category_code', 'article_id']).execute();

  await s
    .createTable('groupset_articles')
    .addColumn('groupset_id', 'integer', (c) => c.notNull().references('groupsets.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('groupset_articles_pk', ['groupset_id', 'article_id'])
    .execute();
  await s.createIndex('groupset_articles_article').on('groupset_articles').column('article_id').execute();

  // Stock per warehouse; articles.stock_total is the sum of available, kept for the hasStock filter.
  await s
    .createTable('stock')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('warehouse_code', 'text', (c) => c.notNull().references('warehouses.code'))
    .addColumn('available', 'integer', (c) => c.notNull())
    .addColumn('custorder', 'integer', (c) => c.notNull())
    .addColumn('next_arrival_date', 'text')
    .addColumn('next_arrival_qty', 'integer')
    .addColumn('available_for_order_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_pk', ['article_id', 'warehouse_code'])
    .execute();

  await s
    .createTable('promotions')
    .addColumn('id', 'integer', id)
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('badge', 'text', (c) => c.notNull())
    .addColumn('tagline', 'text', (c) => c.notNull())
    .addColumn('locations', 'text', (c) => c.notNull())
    .addColumn('product_category', 'text', (c) => c.check(sqlIn('product_category', ['BIKE', 'PAA'], true)))
    .addColumn('from', 'text', (c) => c.notNull())
    .addColumn('to', 'text', (c) => c.notNull())
    .addUniqueConstraint('promotions_sorg_code', ['sorg', 'code'])
    .execute();
  await s.createIndex('promotions_sorg_to').on('promotions').columns(['sorg', 'to']).execute();

  // What a promotion offers on one article: a percent off, a fixed amount off or a fixed price, within a quantity band.
  await s
    .createTable('promotion_details')
    .addColumn('id', 'integer', id)
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('mc_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sqlIn('type', ['percent', 'fixed', 'price'])))
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addColumn('min_qty', 'integer')
    .addColumn('max_qty', 'integer')
    .execute();
  await s.createIndex('promotion_details_article').on('promotion_details').columns(['article_id', 'promotion_id']).execute();
  await s.createIndex('promotion_details_promotion').on('promotion_details').columns(['promotion_id', 'article_id']).execute();

  // Volume discounts of a sales deal, tried in position order; cust_group null applies to every customer group.
  await s
    .createTable('volume_discounts')
    .addColumn('id', 'integer', id)
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('sales_deal_no', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('cust_group', 'text')
    .addColumn('term', 'text', (c) => c.notNull().check(sqlIn('term', ['>=', '<='])))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sqlIn('type', ['percent', 'fixed'])))
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addColumn('uom', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('volume_discounts_article').on('volume_discounts').columns(['article_id', 'position']).execute();

  // A customer's own dealer price for an article; without a row the article's dealer price applies.
  await s
    .createTable('customer_prices')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('dealer_price', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_prices_pk', ['customer_id', 'article_id'])
    .execute();

  // Why an article may or may not be ordered (flags 0/1); blocked_reason says who blocked it.
  await s
    .createTable('article_analysis')
    .addColumn('article_id', 'integer', (c) => c.primaryKey().references('articles.id').onDelete('cascade'))
    .addColumn('invalid_article', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_to_order', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('order_blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hierarchy_blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('brand_blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category_blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sorg_blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_price', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('blocked_reason', 'text')
    .execute();

  await s
    .createTable('restock_subscriptions')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('sorg', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('restock_subscriptions_user_article', ['user_id', 'article_id'])
    .execute();
  await s.createIndex('restock_subscriptions_article').on('restock_subscriptions').column('article_id').execute();

  // The most a customer (or, with customer_id null, any customer) may order of an article in a period.
  await s
    .createTable('order_quotas')
    .addColumn('id', 'integer', id)
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('quota_qty', 'integer', (c) => c.notNull())
    .addColumn('used_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('from', 'text', (c) => c.notNull())
    .addColumn('to', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('order_quotas_article').on('order_quotas').columns(['article_id', 'customer_id']).execute();

  // What a customer has bought before, summed per article: previous and frequent purchases read it.
  await s
    .createTable('customer_purchases')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('order_count', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('last_ordered_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_purchases_pk', ['customer_id', 'article_id'])
    .execute();
  await s.createIndex('customer_purchases_recent').on('customer_purchases').columns(['customer_id', 'last_ordered_at']).execute();
  await s.createIndex('customer_purchases_frequent').on('customer_purchases').columns(['customer_id', 'order_count']).execute();

  // Cart lines name the article's market and unit, as updateProductsInCart receives them.
  await s.alterTable('cart_lines').addColumn('sorg', 'text').execute();
  await s.alterTable('cart_lines').addColumn('uom', 'text').execute();
  await s.createIndex('cart_lines_customer_article').on('cart_lines').columns(['customer_id', 'sorg', 'article_code']).execute();

  await createSearchIndex(db);
}

/**
 * Text search over articles. SQLite: an FTS5 index on articles' name and search_text, kept current by triggers.
 * PostgreSQL: a trigram index for ILIKE on the same column (api/catalog/search.ts picks the path).
 */
async function createSearchIndex(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index articles_search_trgm on articles using gin (search_text gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table articles_fts using fts5(
    name, search_text, content='articles', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3'
  )`.execute(db);
  await sql`create trigger articles_fts_insert after insert on articles begin
    insert into articles_fts(rowid, name, search_text) values (new.id, new.name, new.search_text);
  end`.execute(db);
  await sql`create trigger articles_fts_delete after delete on articles begin
    insert into articles_fts(articles_fts, rowid, name, search_text) values ('delete', old.id, old.name, old.search_text);
  end`.execute(db);
  await sql`create trigger articles_fts_update after update of name, search_text on articles begin
    insert into articles_fts(articles_fts, rowid, name, search_text) values ('delete', old.id, old.name, old.search_text);
    insert into articles_fts(rowid, name, search_text) values (new.id, new.name, new.search_text);
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop index if exists articles_search_trgm`.execute(db);
  else {
    for (const t of ['insert', 'delete', 'update']) await sql`drop trigger if exists ${sql.raw(`articles_fts_${t}`)}`.execute(db);
    await sql`drop table if exists articles_fts`.execute(db);
  }
  await db.schema.dropIndex('cart_lines_customer_article').execute();
  await db.schema.alterTable('cart_lines').dropColumn('uom').execute();
  await db.schema.alterTable('cart_lines').dropColumn('sorg').execute();
  for (const t of [
    'customer_purchases',
    'order_quotas',
    'restock_subscriptions',
    'article_analysis',
    'customer_prices',
    'volume_discounts',
    'promotion_details',
    'promotions',
    'stock',
    'groupset_articles',
    'article_tags',
    'article_tag_categories',
    'article_images',
    'article_specifications',
    'articles',
    'product_groups',
    'groupsets',
    'warehouses',
    'merchandise_categories',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
