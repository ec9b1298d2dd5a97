import type { Database } from '../db/index.ts';

/** The bike categories of the navbar dropdown for a sales organisation, in their set order. */
export async function bikeCategories(db: Database, sorg: string) {
  const rows = await db
    .selectFrom('bikeCategories')
    .select(['id', 'wording', 'mcIds', 'sorg', 'type'])
    .where('sorg', '=', sorg)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, mcIds: JSON.parse(r.mcIds) as string[] }));
}
