import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { isPostgres } from '../db/dialect.ts';

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

/**
 * Holds a typed frame number for the rest of the write transaction, so claims filed at once on a number the portal does
 * not know are checked one after the other: there is no frame row to lock, so PostgreSQL locks the number's hash.
 * SQLite's write transactions already run one at a time.
 */
export async function lockUnknownFrame(db: Database, frameNumber: string) {
  if (!isPostgres(db)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`claim-frame:${frameNumber}`}, 0))`.execute(db);
}
