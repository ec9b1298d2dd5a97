import type { Kysely } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

/**
 * What content admins publish besides marketing material (spec 3 §3): news, sales documents in groups, and the
 * per-organisation banner links. News and sales documents have a validity window and are soft-deleted (deleted_at),
 * so a restore brings them back as they were; each is read only by users of one of its content target markets.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);
  const s = db.schema;

  // Spec 3 §3 'Content target market': id, marketName, source, brand.
  await s.alterTable('content_target_markets').addColumn('source', 'text').execute();
  await s.alterTable('content_target_markets').addColumn('brand', 'text').execute();

  await s
    .createTable('news')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    // Sanitised HTML (api/content/sanitize.ts).
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_to', 'text', (c) => c.notNull())
    .addColumn('item_per_line', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await s.createIndex('news_valid').on('news').columns(['deleted_at', 'valid_to', 'valid_from']).execute();

  await s
    .createTable('news_target_markets')
    .addColumn('news_id', 'integer', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('market_id', 'integer', (c) => c.notNull().references('content_target_markets.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('news_target_markets_pk', ['news_id', 'market_id'])
    .execute();
  await s.createIndex('news_target_markets_market').on('news_target_markets').columns(['market_id', 'news_id']).execute();

  await s
    .createTable('sales_document_groups')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('sales_document_group_target_markets')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('sales_document_groups.id').onDelete('cascade'))
    .addColumn('market_id', 'integer', (c) => c.notNull().references('content_target_markets.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sales_document_group_target_markets_pk', ['group_id', 'market_id'])
    .execute();

  await s
    .createTable('sales_documents')
    .addColumn('id', 'integer', id)
    .addColumn('type', 'text', (c) => c.notNull().check(sqlIn('type', ['sales', 'technical'])))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    // A deleted group leaves its documents without one (they still show, ungrouped).
    .addColumn('group_id', 'integer', (c) => c.references('sales_document_groups.id').onDelete('set null'))
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_to', 'text', (c) => c.notNull())
    .addColumn('item_per_line', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await s.createIndex('sales_documents_type_valid').on('sales_documents').columns(['type', 'deleted_at', 'valid_to']).execute();
  await s.createIndex('sales_documents_group').on('sales_documents').column('group_id').execute();

  await s
    .createTable('sales_document_target_markets')
    .addColumn('document_id', 'integer', (c) => c.notNull().references('sales_documents.id').onDelete('cascade'))
    .addColumn('market_id', 'integer', (c) => c.notNull().references('content_target_markets.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sales_document_target_markets_pk', ['document_id', 'market_id'])
    .execute();
  await s
    .createIndex('sales_document_target_markets_market')
    .on('sales_document_target_markets')
    .columns(['market_id', 'document_id'])
    .execute();

  // A document's files are rows of the shared files table (api/files) with owner_type 'sales_document'.

  // Spec 3 §3 'Config per sales organisation for banners': three addresses per organisation.
  await s
    .createTable('banner_configs')
    .addColumn('sorg', 'text', (c) => c.primaryKey().references('sales_organisations.sorg'))
    .addColumn('url1', 'text')
    .addColumn('url2', 'text')
    .addColumn('url3', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'banner_configs',
    'sales_document_target_markets',
    'sales_documents',
    'sales_document_group_target_markets',
    'sales_document_groups',
    'news_target_markets',
    'news',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.alterTable('content_target_markets').dropColumn('brand').execute();
  await db.schema.alterTable('content_target_markets').dropColumn('source').execute();
}
