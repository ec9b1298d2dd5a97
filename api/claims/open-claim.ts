import type { Database } from '../db/index.ts';

/**
 * The claim on a frame still under way (its status is not done), if any: one open claim per bike, whether the portal
 * knows the frame (its id) or only the number a dealer typed.
 */
export const openClaimOf = (db: Database, frame: number | { unknownFrameNumber: string }, except = -1) =>
  db
    .selectFrom('claims as c')
    .innerJoin('claimStatuses as s', 's.id', 'c.statusId')
    .select(['c.id', 'c.referenceNo'])
    .where((eb) => (typeof frame === 'number' ? eb('c.frameId', '=', frame) : eb('c.unknownFrameNumber', '=', frame.unknownFrameNumber)))
    .where('s.category', '!=', 'done')
    .where('c.id', '!=', except)
    .executeTakeFirst()
    .then((r) => r ?? null);
