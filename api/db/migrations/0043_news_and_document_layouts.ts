import type { Kysely } from 'kysely';

/**
 * News and sales documents get a card layout (spec 3 §3 Layout, typed by content kind), and a news item a picture of
 * its own (spec 3 §3 News `file`; its attachments are rows of `files` with owner type 'news'). The layouts of the
 * two kinds are reference data every portal needs; items already written take the first layout of their kind.
 */
const FLAGS = ['placeholder', 'title', 'subtitle', 'releasedon', 'resolution', 'gotopdp'] as const;
const layout = (type: string, description: string, flags: string) => ({
  type,
  description,
  ...Object.fromEntries(FLAGS.map((f) => [`${f}_on_card`, flags.split(' ').includes(f) ? 1 : 0])),
});

export const NEW_LAYOUTS = [
  layout('news', 'News: picture, title, first lines and date', 'placeholder title subtitle releasedon'),
  layout('news', 'News: title, first lines and date', 'title subtitle releasedon'),
  layout('news', 'News: picture and title', 'placeholder title'),
  layout('sales_document', 'Documents: preview, title, subtitle and date', 'placeholder title subtitle releasedon'),
  layout('sales_document', 'Documents: title and subtitle', 'title subtitle'),
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('marketing_material_layouts').values(NEW_LAYOUTS).execute();
  await db.schema
    .alterTable('news')
    .addColumn('layout_id', 'integer', (c) => c.references('marketing_material_layouts.id'))
    .execute();
  await db.schema
    .alterTable('news')
    .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('sales_documents')
    .addColumn('layout_id', 'integer', (c) => c.references('marketing_material_layouts.id'))
    .execute();
  for (const [table, type] of [
    ['news', 'news'],
    ['sales_documents', 'sales_document'],
  ] as const) {
    const first = await db
      .selectFrom('marketing_material_layouts')
      .select('id')
      .where('type', '=', type)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.updateTable(table).set({ layout_id: first.id }).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sales_documents').dropColumn('layout_id').execute();
  await db.schema.alterTable('news').dropColumn('file_id').execute();
  await db.schema.alterTable('news').dropColumn('layout_id').execute();
  await db.deleteFrom('marketing_material_layouts').where('type', 'in', ['news', 'sales_document']).execute();
}
