import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/db/index.ts';
import { migrateToLatest } from '../../api/db/migrate.ts';
import {
  clear,
  count,
  countEach,
  countedNow,
  forgetEnded,
  giveBack,
  isRefused,
  isRemembered,
  remember,
  type Counted,
  type WindowRule,
} from '../../api/platform/window-counter.ts';
import { testDatabaseUrl } from './test-database.ts';

// The one window counter under sign-in throttles and request limits, on whichever database the run uses.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-counter-'));
const database = await testDatabaseUrl(dataDir);
const db = await openDatabase(database.url);
await migrateToLatest(db);
afterAll(async () => {
  await db.destroy();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-02T08:00:00Z');
const threePer10 = { kind: 'count', max: 3, windowMs: 10 * MINUTE } as const satisfies WindowRule;

describe('window counter', () => {
  it('of 20 concurrent counts lets the maximum through and says when the window ends', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => count(db, 'many', threePer10, T0)));
    expect(results.filter((r) => !isRefused(r))).toHaveLength(3);
    expect(results.filter(isRefused).map((r) => r.retryAfterSeconds)).toEqual(Array(17).fill(600));
    expect(await count(db, 'many', threePer10, T0 + 4 * MINUTE)).toEqual({ retryAfterSeconds: 360 });
    expect(isRefused(await count(db, 'many', threePer10, T0 + 10 * MINUTE))).toBe(false);
  });

  it('gives a count back within its window, not into the next one', async () => {
    const first = await count(db, 'back', threePer10, T0);
    await count(db, 'back', threePer10, T0);
    await count(db, 'back', threePer10, T0);
    if (isRefused(first)) throw new Error('the first count was refused');
    await giveBack(db, first);
    expect(isRefused(await count(db, 'back', threePer10, T0 + MINUTE))).toBe(false);
    expect(isRefused(await count(db, 'back', threePer10, T0 + MINUTE))).toBe(true);
    const next = await count(db, 'back', threePer10, T0 + 11 * MINUTE);
    await giveBack(db, first);
    const row = await db.selectFrom('windowCounters').select('count').where('key', '=', 'back').executeTakeFirstOrThrow();
    expect([isRefused(next), row.count]).toEqual([false, 1]);
  });

  it('counts by amounts up to a room that may shrink elsewhere, and gives an amount back', async () => {
    let storedElsewhere = 0;
    const upTo1000: WindowRule = { kind: 'amount', windowMs: 15 * MINUTE, room: async () => 1000 - storedElsewhere };
    const results = await Promise.all(Array.from({ length: 20 }, () => count(db, 'bytes', upTo1000, T0, 300)));
    const taken = results.filter((r): r is Counted => !isRefused(r));
    expect(taken.map((r) => r.amount)).toEqual([300, 300, 300]);
    expect(results.filter(isRefused).map((r) => r.left)).toEqual(Array(17).fill(100));
    // What is counted elsewhere (stored files) leaves less room; an amount given back makes room again.
    storedElsewhere = 200;
    await giveBack(db, taken[0]);
    expect(await count(db, 'bytes', upTo1000, T0 + MINUTE, 300)).toEqual({ retryAfterSeconds: 840, left: 200 });
    expect(isRefused(await count(db, 'bytes', upTo1000, T0 + MINUTE, 200))).toBe(false);
    expect(await countedNow(db, 'bytes', T0 + MINUTE)).toBe(800);
    expect(await countedNow(db, 'bytes', T0 + 15 * MINUTE)).toBe(0);
  });

  it('slows a key down past its free counts, each wait longer than the one before', async () => {
    const slow: WindowRule = { kind: 'slowdown', free: 2, windowMs: 15 * MINUTE, delayMs: (n) => 2_000 * 2 ** n };
    expect(isRefused(await count(db, 'slow', slow, T0))).toBe(false);
    expect(isRefused(await count(db, 'slow', slow, T0))).toBe(false);
    expect(await count(db, 'slow', slow, T0 + 1_000)).toEqual({ retryAfterSeconds: 1 });
    expect(isRefused(await count(db, 'slow', slow, T0 + 2_000))).toBe(false);
    expect(await count(db, 'slow', slow, T0 + 2_000)).toEqual({ retryAfterSeconds: 4 });
  });

  it('counts each key in turn and, when asked, gives back what it took before a refusal', async () => {
    const one = { kind: 'count', max: 1, windowMs: 10 * MINUTE } as const;
    await count(db, 'each-b', one);
    expect(
      await countEach(
        db,
        [
          ['each-a', threePer10],
          ['each-b', one],
        ],
        { giveBack: true },
      ),
    ).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect(
      await countEach(db, [
        ['each-a', threePer10],
        ['each-b', one],
      ]),
    ).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    const a = await db.selectFrom('windowCounters').select('count').where('key', '=', 'each-a').executeTakeFirstOrThrow();
    expect(a.count).toBe(1);
    await clear(db, 'each-b');
    expect(await countEach(db, [['each-b', one]])).toHaveLength(1);
  });

  it('remembers a key for its time and forgets every ended window', async () => {
    await remember(db, 'known', 30 * MINUTE, T0);
    await count(db, 'short', threePer10, T0);
    expect(await isRemembered(db, 'known', T0 + 29 * MINUTE)).toBe(true);
    expect(await isRemembered(db, 'known', T0 + 31 * MINUTE)).toBe(false);
    await forgetEnded(db, T0 + 20 * MINUTE);
    const keys = await db.selectFrom('windowCounters').select('key').where('key', 'in', ['known', 'short']).execute();
    expect(keys.map((k) => k.key)).toEqual(['known']);
  });
});
