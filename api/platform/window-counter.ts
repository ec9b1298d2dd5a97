import type { Database } from '../db/index.ts';
import { isoAt } from './clock.ts';

/**
 * How much a key may be counted inside a window: `count` refuses once `max` are counted; `slowdown` lets the first
 * `free` through and then makes each further one wait `delayMs(n)` after the one before; `amount` counts by any amount
 * (bytes being stored) up to what `room` allows, asked anew after each read of the counter, so a room that shrinks
 * elsewhere (bytes already stored) is seen before a count is taken.
 */
export type WindowRule =
  | { kind: 'count'; max: number; windowMs: number }
  | { kind: 'slowdown'; free: number; windowMs: number; delayMs: (pastFree: number) => number }
  | { kind: 'amount'; windowMs: number; room: () => Promise<number> };

/** One count taken, as `giveBack` finds it again. */
export interface Counted {
  key: string;
  windowStartedAt: string;
  /** How much was counted: 1, or the amount of an `amount` rule. */
  amount: number;
}

/** A count refused: when to try again, and for an `amount` rule how much was left. */
export type Refused = { retryAfterSeconds: number; left?: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const KEY_LENGTH = 200;

/**
 * Counts `key` once (or by `by` under an `amount` rule), or answers how long until it may be counted again. Each count
 * is a compare-and-set update on the row's version, so of many concurrent requests (on any API node, SQLite or
 * PostgreSQL) no more than the rule allows get through.
 */
export async function count(db: Database, rawKey: string, rule: WindowRule, now = Date.now(), by = 1): Promise<Counted | Refused> {
  const key = rawKey.slice(0, KEY_LENGTH);
  const amount = rule.kind === 'amount' ? by : 1;
  // Every round either wins its compare-and-set or sees a counter another request just moved; the bound is a safety net.
  for (let round = 0; round < 100; round++) {
    const row = await db.selectFrom('windowCounters').selectAll().where('key', '=', key).executeTakeFirst();
    if (!row) {
      await db
        .insertInto('windowCounters')
        .values({ key, count: 0, windowStartedAt: isoAt(now), windowEndsAt: isoAt(now + rule.windowMs), nextAt: null, version: 0 })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      continue;
    }
    const expired = Date.parse(row.windowEndsAt) <= now;
    const counted = expired ? 0 : row.count;
    const windowStartedAt = expired ? isoAt(now) : row.windowStartedAt;
    const windowEndsAt = expired ? isoAt(now + rule.windowMs) : row.windowEndsAt;
    let nextAt = expired ? null : row.nextAt;
    if (rule.kind === 'count' && counted >= rule.max) return { retryAfterSeconds: seconds(Date.parse(windowEndsAt) - now) };
    if (rule.kind === 'amount') {
      const left = (await rule.room()) - counted;
      if (amount > left) return { retryAfterSeconds: seconds(Date.parse(windowEndsAt) - now), left };
    }
    if (rule.kind === 'slowdown') {
      if (counted >= rule.free && nextAt && Date.parse(nextAt) > now) return { retryAfterSeconds: seconds(Date.parse(nextAt) - now) };
      if (counted + 1 >= rule.free) nextAt = isoAt(now + rule.delayMs(counted + 1 - rule.free));
    }
    const { numUpdatedRows } = await db
      .updateTable('windowCounters')
      .set({ count: counted + amount, windowStartedAt, windowEndsAt, nextAt, version: row.version + 1 })
      .where('key', '=', key)
      .where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(numUpdatedRows) === 1) return { key, windowStartedAt, amount };
  }
  return { retryAfterSeconds: 1, left: 0 };
}

export const isRefused = <T extends object>(result: T | Refused): result is Refused => 'retryAfterSeconds' in result;

/**
 * Counts each key in turn; the first refusal answers. `giveBack` returns the counts already taken then (a sign-in
 * refused by one limit does not use up another); otherwise they stay counted.
 */
export async function countEach(
  db: Database,
  rules: [string, WindowRule][],
  { giveBack: giveBackOnRefusal = false } = {},
): Promise<Counted[] | Refused> {
  await forgetEnded(db);
  const taken: Counted[] = [];
  for (const [key, rule] of rules) {
    const result = await count(db, key, rule);
    if (isRefused(result)) {
      if (giveBackOnRefusal) for (const t of taken) await giveBack(db, t);
      return result;
    }
    taken.push(result);
  }
  return taken;
}

/** Gives a count back, unless its window has already been replaced by a new one. */
export async function giveBack(db: Database, counted: Counted): Promise<void> {
  await db
    .updateTable('windowCounters')
    .set((eb) => ({ count: eb('count', '-', counted.amount), version: eb('version', '+', 1) }))
    .where('key', '=', counted.key)
    .where('windowStartedAt', '=', counted.windowStartedAt)
    .where('count', '>=', counted.amount)
    .execute();
}

/** What is counted under `key` now (0 once its window has ended). */
export async function countedNow(db: Database, key: string, now = Date.now()): Promise<number> {
  const row = await db
    .selectFrom('windowCounters')
    .select(['count', 'windowEndsAt'])
    .where('key', '=', key.slice(0, KEY_LENGTH))
    .executeTakeFirst();
  return row && Date.parse(row.windowEndsAt) > now ? row.count : 0;
}

/** Starts `key` afresh: its earlier counts are forgotten. */
export async function clear(db: Database, key: string): Promise<void> {
  await db.deleteFrom('windowCounters').where('key', '=', key.slice(0, KEY_LENGTH)).execute();
}

/** Keeps `key` in mind for `forMs` from now (a fact, not a count: an address a user signed in from). */
export async function remember(db: Database, rawKey: string, forMs: number, now = Date.now()): Promise<void> {
  const key = rawKey.slice(0, KEY_LENGTH);
  const window = { windowStartedAt: isoAt(now), windowEndsAt: isoAt(now + forMs) };
  await db
    .insertInto('windowCounters')
    .values({ key, count: 0, ...window, nextAt: null, version: 0 })
    .onConflict((oc) => oc.column('key').doUpdateSet(window))
    .execute();
}

export async function isRemembered(db: Database, key: string, now = Date.now()): Promise<boolean> {
  const row = await db.selectFrom('windowCounters').select('windowEndsAt').where('key', '=', key.slice(0, KEY_LENGTH)).executeTakeFirst();
  return !!row && Date.parse(row.windowEndsAt) > now;
}

/** A window that has ended says nothing any more; removing it on the way keeps the table small without a scheduler. */
export async function forgetEnded(db: Database, now = Date.now()): Promise<void> {
  await db.deleteFrom('windowCounters').where('windowEndsAt', '<', isoAt(now)).execute();
}

/** A limit as the rules write it (`max` requests per `windowMinutes`), as a rule to count by. */
export const perWindow = (limit: { max: number; windowMinutes: number }): WindowRule => ({
  kind: 'count',
  max: limit.max,
  windowMs: limit.windowMinutes * 60_000,
});
