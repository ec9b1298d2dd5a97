import { sql } from 'kysely';
import type { Database } from '../../db/index.ts';

/** Document numbers of the built-in ERP, per sales organisation: SO1000000001, DO1000000001, INV1000000001. */
export type DocumentKind = 'SO' | 'DO' | 'INV' | 'CN';

/** The next number of a range; one upsert, so two writers never draw the same one. */
export async function nextInRange(tx: Database, kind: string, sorg: string): Promise<number> {
  const { lastNumber } = await tx
    .insertInto('erpNumberRanges')
    .values({ kind, sorg, lastNumber: 1 })
    .onConflict((oc) => oc.columns(['kind', 'sorg']).doUpdateSet({ lastNumber: sql`erp_number_ranges.last_number + 1` }))
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return lastNumber;
}

export const nextNumber = async (tx: Database, kind: DocumentKind, sorg: string): Promise<string> =>
  `${kind}${sorg}${String(await nextInRange(tx, kind, sorg)).padStart(6, '0')}`;

const DAY = 86_400_000;

/** A calendar date (YYYY-MM-DD, UTC) some days after a moment. */
export const dateAfter = (at: Date | string, days: number) => new Date(new Date(at).getTime() + days * DAY).toISOString().slice(0, 10);

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString();

/** Guarded writes answer how many rows they touched; only the writer that touched one goes on. */
export const touchedOne = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) === 1;
