import type { Database } from '../db/index.ts';

/** The claim on a frame still under way (its status is not done), if any: one open claim per bike. */
export const openClaimOf = (db: Database, frameId: number, except = -1) =>
  db
    .selectFrom('claims as c')
    .innerJoin('claimStatuses as s', 's.id', 'c.statusId')
    .select(['c.id', 'c.referenceNo'])
    .where('c.frameId', '=', frameId)
    .where('s.category', '!=', 'done')
    .where('c.id', '!=', except)
    .executeTakeFirst()
    .then((r) => r ?? null);
