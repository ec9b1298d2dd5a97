import type { Kysely } from 'kysely';

/**
 * Recall campaigns as data (spec 2 §3 Recall; DESIGN 'Frames'): a recall names the frames it affects by brand
 * (optional), model, model year and a production-code range, and recall_frames holds the frames it matched. Recalls
 * without a model (the rule columns null) keep the frames picked for them by hand.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema;
  for (const [name, type] of [
    ['brand', 'text'],
    ['model', 'text'],
    ['model_year', 'integer'],
    ['production_code_from', 'text'],
    ['production_code_to', 'text'],
    ['updated_at', 'text'],
  ] as const) {
    await s.alterTable('recalls').addColumn(name, type).execute();
  }
  // A frame the ERP numbers looks up the open campaigns of its model; a campaign finds its model's frames by code.
  await s.createIndex('recalls_rule').on('recalls').columns(['sorg', 'model', 'model_year']).execute();
  await s.createIndex('frames_article_code').on('frames').columns(['article_id', 'production_code']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('frames_article_code').execute();
  await db.schema.dropIndex('recalls_rule').execute();
  for (const name of ['updated_at', 'production_code_to', 'production_code_from', 'model_year', 'model', 'brand']) {
    await db.schema.alterTable('recalls').dropColumn(name).execute();
  }
}
