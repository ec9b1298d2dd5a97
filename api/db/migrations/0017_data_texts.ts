import type { Kysely } from 'kysely';

/**
 * Texts that come from data (method names, categories, badges, promotion texts, a market's VAT note) in each
 * language: one row per entity, its key, the field and the locale. The entity's own column keeps the English, which
 * is what a reader gets where no translation is stored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_texts')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_key', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_texts_pk', ['entity', 'entity_key', 'field', 'locale'])
    .execute();
  // A reader's language loads all its texts at once.
  await db.schema.createIndex('data_texts_locale').on('data_texts').columns(['locale', 'entity']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_texts').execute();
}
