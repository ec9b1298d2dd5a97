import type { Kysely } from 'kysely';

/**
 * The language a pop-up banner's picture speaks (its text is baked in): a reader of another language is not shown
 * it. ISO 639-1 ('en', 'id', 'ms', 'de', 'fr'); null for a banner without words, shown to everyone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banners').addColumn('language', 'varchar(8)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banners').dropColumn('language').execute();
}
