import type { Database } from '../db/index.ts';

/** A limit of requests per key (an address, a user) inside a window. */
export interface RequestLimit { max: number; windowMinutes: number }

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Takes one request of a counter (`request_limits`, one row per key), or answers how many seconds remain until the
 * window ends. Taken by a compare-and-set update on the row's version, like the sign-in throttles (rate-limit.ts), so of
 * many concurrent requests on any API node, SQLite or PostgreSQL, no more than the limit get through.
 */
export async function takeRequest(db: Database, key: string, limit: RequestLimit, now = Date.now()): Promise<{ taken: true } | { taken: false; retryAfterSeconds: number }> {
  const windowMs = limit.windowMinutes * 60_000;
  const k = key.slice(0, 200);
  for (let round = 0; round < 100; round++) {
    const row = await db.selectFrom('requestLimits').selectAll().where('key', '=', k).executeTakeFirst();
    if (!row) {
      await db.insertInto('requestLimits').values({ key: k, count: 0, windowStartedAt: iso(now), version: 0 })
        .onConflict((oc) => oc.column('key').doNothing()).execute();
      continue;
    }
    const expired = Date.parse(row.windowStartedAt) + windowMs <= now;
    const count = expired ? 0 : row.count;
    const windowStartedAt = expired ? iso(now) : row.windowStartedAt;
    if (count >= limit.max) {
      return { taken: false, retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(windowStartedAt) + windowMs - now) / 1000)) };
    }
    const { numUpdatedRows } = await db.updateTable('requestLimits')
      .set({ count: count + 1, windowStartedAt, version: row.version + 1 })
      .where('key', '=', k).where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(numUpdatedRows) === 1) return { taken: true };
  }
  return { taken: false, retryAfterSeconds: 1 };
}

/** Takes one request of each counter in turn; the first refusal answers (counters already taken stay taken). */
export async function takeRequests(db: Database, limits: [string, RequestLimit][]) {
  await forgetOldLimits(db);
  for (const [key, limit] of limits) {
    const taken = await takeRequest(db, key, limit);
    if (!taken.taken) return taken;
  }
  return { taken: true as const };
}

/**
 * Counters of a past window say nothing any more; removing them here keeps the table small without a scheduler. No
 * limit's window is longer than a day.
 */
async function forgetOldLimits(db: Database): Promise<void> {
  await db.deleteFrom('requestLimits').where('windowStartedAt', '<', iso(Date.now() - 86_400_000)).execute();
}
