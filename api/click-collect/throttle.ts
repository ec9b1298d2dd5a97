import { sql } from 'kysely';
import type { Database } from '../db/index.ts';

/** Public order attempts per client address: enough for a family ordering, too few for a flood. */
export const PUBLIC_ORDER_LIMITS = { perAddress: 10, windowMinutes: 15 } as const;

/**
 * Counts one attempt of the public order form from `address`, valid or not, and says whether it may go on. Run before
 * the mutation's transaction, so a refused or invalid order still counts. The counter moves by one guarded update
 * (`attempts < max`), so of many concurrent attempts on any API node no more than the limit get through.
 */
export async function admitPublicOrder(db: Database, address: string, now = Date.now()): Promise<{ admitted: boolean; retryAfterSeconds: number }> {
  const key = `order:${address.slice(0, 100)}`;
  const windowMs = PUBLIC_ORDER_LIMITS.windowMinutes * 60_000;
  const since = new Date(now - windowMs).toISOString();
  // A counter of a past window says nothing any more.
  await db.deleteFrom('clickCollectThrottles').where('windowStartedAt', '<', since).execute();
  await db.insertInto('clickCollectThrottles').values({ key, attempts: 0, windowStartedAt: new Date(now).toISOString() })
    .onConflict((oc) => oc.column('key').doNothing()).execute();
  const { numUpdatedRows } = await db.updateTable('clickCollectThrottles').set({ attempts: sql`attempts + 1` })
    .where('key', '=', key).where('attempts', '<', PUBLIC_ORDER_LIMITS.perAddress).executeTakeFirst();
  if (Number(numUpdatedRows) === 1) return { admitted: true, retryAfterSeconds: 0 };
  const row = await db.selectFrom('clickCollectThrottles').select('windowStartedAt').where('key', '=', key).executeTakeFirst();
  const left = row ? Date.parse(row.windowStartedAt) + windowMs - now : windowMs;
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
}
