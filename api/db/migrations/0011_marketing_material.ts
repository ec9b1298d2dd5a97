import type { Kysely } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

/**
 * Uploaded files (api/files, shared by every content domain) and marketing material (spec 3 §3, §4): a tree of
 * categories per section (brand-assets, product-lineup), each with a card layout, and images and videos in them,
 * both given to content target markets.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema;
  const id = autoId(db);

  // One row per upload; the renditions are storage keys beside it. A file belongs to nobody until a domain's save
  // attaches it (owner_type, owner_id); until then only its uploader may read it.
  await s
    .createTable('files')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', ['image', 'video', 'document'])))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_title', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('ori_key', 'text', (c) => c.notNull())
    .addColumn('hi_key', 'text')
    .addColumn('med_key', 'text')
    .addColumn('low_key', 'text')
    .addColumn('thumbnail_key', 'text')
    .addColumn('poster_key', 'text')
    .addColumn('owner_type', 'text')
    .addColumn('owner_id', 'integer')
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('files_owner').on('files').columns(['owner_type', 'owner_id']).execute();

  await s
    .createTable('marketing_material_layouts')
    .addColumn('id', 'integer', id)
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('marketing_material'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('placeholder_on_card', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('title_on_card', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('subtitle_on_card', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('releasedon_on_card', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('resolution_on_card', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gotopdp_on_card', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The card layouts are reference data every portal needs, not demo data.
  const layout = (description: string, flags: string) => ({
    description,
    ...Object.fromEntries(
      ['placeholder', 'title', 'subtitle', 'releasedon', 'resolution', 'gotopdp'].map((f) => [`${f}_on_card`, flags.includes(f) ? 1 : 0]),
    ),
  });
  await db
    .insertInto('marketing_material_layouts')
    .values([
      layout('Gallery: picture and title', 'placeholder title'),
      layout('Brand assets: picture, title and resolution', 'placeholder title resolution'),
      layout(
        'Product lineup: picture, title, subtitle, release date and a link to the product',
        'placeholder title subtitle releasedon gotopdp',
      ),
      layout('Title only', 'title'),
    ])
    .execute();

  // Categories are soft-deleted, so items and children that still point at a deleted one can be flagged.
  await s
    .createTable('marketing_material_categories')
    .addColumn('id', 'integer', id)
    .addColumn('type', 'text', (c) => c.notNull().check(sqlIn('type', ['brand-assets', 'product-lineup'])))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('marketing_material_categories.id'))
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('sorting', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_childs', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('item_per_line', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('layout_id', 'integer', (c) => c.references('marketing_material_layouts.id'))
    .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await s
    .createIndex('marketing_material_categories_tree')
    .on('marketing_material_categories')
    .columns(['type', 'parent_id', 'sorting'])
    .execute();

  await s
    .createTable('marketing_materials')
    .addColumn('id', 'integer', id)
    .addColumn('type', 'text', (c) => c.notNull().check(sqlIn('type', ['image', 'video'])))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('marketing_material_categories.id'))
    .addColumn('item_per_line', 'integer')
    .addColumn('layout_id', 'integer', (c) => c.references('marketing_material_layouts.id'))
    .addColumn('placeholder_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('marketing_materials_category').on('marketing_materials').columns(['category_id', 'created_at']).execute();

  for (const [table, column, target] of [
    ['marketing_material_category_markets', 'category_id', 'marketing_material_categories'],
    ['marketing_material_markets', 'material_id', 'marketing_materials'],
  ] as const) {
    await s
      .createTable(table)
      .addColumn(column, 'integer', (c) => c.notNull().references(`${target}.id`).onDelete('cascade'))
      .addColumn('market_id', 'integer', (c) => c.notNull().references('content_target_markets.id').onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pk`, [column, 'market_id'])
      .execute();
    await s.createIndex(`${table}_market`).on(table).columns(['market_id', column]).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'marketing_material_markets',
    'marketing_material_category_markets',
    'marketing_materials',
    'marketing_material_categories',
    'marketing_material_layouts',
    'files',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
