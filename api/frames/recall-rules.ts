import { sql } from 'kysely';
import type { Database } from '../db/index.ts';

/** What a campaign matches: frames of its sales organisation, model, model year and production codes (brand optional). */
export interface RecallRule {
  sorg: string;
  brand: string | null;
  model: string;
  modelYear: number;
  productionCodeFrom: string;
  productionCodeTo: string;
}

/** The rule of a recall row, or null for a recall whose frames were picked by hand. */
export const ruleOf = (r: {
  sorg: string;
  brand: string | null;
  model: string | null;
  modelYear: number | null;
  productionCodeFrom: string | null;
  productionCodeTo: string | null;
}): RecallRule | null =>
  r.model && r.modelYear && r.productionCodeFrom && r.productionCodeTo
    ? {
        sorg: r.sorg,
        brand: r.brand,
        model: r.model,
        modelYear: r.modelYear,
        productionCodeFrom: r.productionCodeFrom,
        productionCodeTo: r.productionCodeTo,
      }
    : null;

/** The ids of the frames a rule matches; the codes compare as text, both ends inclusive. */
export function matchingFrames(db: Database, rule: RecallRule) {
  let q = db
    .selectFrom('frames as f')
    .innerJoin('articles as a', 'a.id', 'f.articleId')
    .select('f.id')
    .where('f.sorg', '=', rule.sorg)
    .where('a.model', '=', rule.model)
    .where('a.modelYear', '=', rule.modelYear)
    .where('f.productionCode', '>=', rule.productionCodeFrom)
    .where('f.productionCode', '<=', rule.productionCodeTo);
  if (rule.brand) q = q.where('a.brand', '=', rule.brand);
  return q;
}

/**
 * Links a campaign to every frame its rule matches and unlinks the frames it no longer matches, except those already
 * done: a bike that was checked stays on the record. A recall without a rule keeps its hand-picked frames.
 */
export async function syncRecallFrames(tx: Database, recallId: number): Promise<void> {
  const recall = await tx.selectFrom('recalls').selectAll().where('id', '=', recallId).executeTakeFirstOrThrow();
  const rule = ruleOf(recall);
  if (!rule) return;
  await tx
    .deleteFrom('recallFrames')
    .where('recallId', '=', recallId)
    .where('doneAt', 'is', null)
    .where('frameId', 'not in', matchingFrames(tx, rule))
    .execute();
  await tx
    .insertInto('recallFrames')
    .columns(['recallId', 'frameId', 'doneAt'])
    // Literals, not parameters: PostgreSQL types a parameter in a select list as text, which an integer column refuses.
    .expression(
      matchingFrames(tx, rule)
        .clearSelect()
        .select([sql.lit(recallId).as('recallId'), 'f.id as frameId', sql.lit(null).as('doneAt')])
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('recallFrames as rf')
                .select('rf.frameId')
                .whereRef('rf.frameId', '=', 'f.id')
                .where('rf.recallId', '=', recallId),
            ),
          ),
        ),
    )
    .execute();
}

/**
 * Frames just numbered by the ERP join the open campaigns whose rule matches them (called inside the shipment's own
 * transaction, so a delivered bike is never without its recall).
 */
export async function joinOpenCampaigns(tx: Database, frameIds: readonly number[]): Promise<void> {
  if (!frameIds.length) return;
  const rows = await tx
    .selectFrom('frames as f')
    .innerJoin('articles as a', 'a.id', 'f.articleId')
    .innerJoin('recalls as r', (j) =>
      j.onRef('r.sorg', '=', 'f.sorg').onRef('r.model', '=', 'a.model').onRef('r.modelYear', '=', 'a.modelYear'),
    )
    .select(['r.id as recallId', 'f.id as frameId'])
    .where('f.id', 'in', frameIds)
    .where('r.closedAt', 'is', null)
    .whereRef('f.productionCode', '>=', 'r.productionCodeFrom')
    .whereRef('f.productionCode', '<=', 'r.productionCodeTo')
    .where((eb) => eb.or([eb('r.brand', 'is', null), eb('r.brand', '=', eb.ref('a.brand'))]))
    .execute();
  if (rows.length) {
    await tx
      .insertInto('recallFrames')
      .values(rows.map((r) => ({ ...r, doneAt: null })))
      .onConflict((oc) => oc.columns(['recallId', 'frameId']).doNothing())
      .execute();
  }
}
