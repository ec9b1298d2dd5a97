import type { Database } from '../db/index.ts';

/**
 * Sign-in limits. A guess is stopped per (username, client address) and per address, never per username alone, so a
 * stranger cannot lock a dealer out; a username guessed at from many addresses slows down instead, with a growing
 * wait between password checks, except from an address the user signed in from before.
 */
export const LOGIN_LIMITS = {
  windowMinutes: 15,
  /** Password checks of one username from one address inside the window. */
  perUsernameAndAddress: 5,
  /** Password checks from one address inside the window, across usernames. */
  perAddress: 30,
  /** Failures of one username from all addresses before it slows down. */
  perUsernameFree: 10,
  /** The first wait once slowed down; each further failure doubles it up to the longest. */
  firstDelaySeconds: 2,
  longestDelaySeconds: 120,
  /** How long an address the user signed in from skips the slowdown of their username. */
  knownAddressDays: 30,
} as const;

type Rule = { kind: 'count'; max: number } | { kind: 'slowdown'; free: number };

export type SignInGate =
  | { admitted: true; username: string; address: string; held: Held[] }
  | { admitted: false; retryAfterSeconds: number };

interface Held { key: string; windowStartedAt: string }

const minutes = (n: number) => n * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const keysOf = (username: string, address: string) => {
  const user = username.toLowerCase();
  const addr = address.slice(0, 100);
  return { user, addr, address: `addr:${addr}`, pair: `pair:${user}:${addr}`, username: `user:${user}`, known: `known:${user}:${addr}` };
};

/**
 * Reserves a password check before it runs. Each limit is a counter row taken by a compare-and-set update, so of many
 * concurrent attempts (on any API node, SQLite or PostgreSQL) no more than the limit get through; a refused attempt
 * gives back what it already held.
 */
export async function admitSignIn(db: Database, username: string, address: string): Promise<SignInGate> {
  const keys = keysOf(username, address);
  const now = Date.now();
  await forgetOldCounters(db, now);
  const rules: [string, Rule][] = [
    [keys.address, { kind: 'count', max: LOGIN_LIMITS.perAddress }],
    [keys.pair, { kind: 'count', max: LOGIN_LIMITS.perUsernameAndAddress }],
  ];
  if (!(await isKnownAddress(db, keys.known, now))) rules.push([keys.username, { kind: 'slowdown', free: LOGIN_LIMITS.perUsernameFree }]);
  const held: Held[] = [];
  for (const [key, rule] of rules) {
    const taken = await reserve(db, key, rule, now);
    if ('retryAfterSeconds' in taken) {
      for (const h of held) await release(db, h);
      return { admitted: false, retryAfterSeconds: taken.retryAfterSeconds };
    }
    held.push(taken);
  }
  return { admitted: true, username, address, held };
}

/**
 * The right password: the attempt does not count against the address or the username, the pair's earlier mistakes
 * are forgiven, and the address is known for this user from now on.
 */
export async function signInSucceeded(db: Database, gate: Extract<SignInGate, { admitted: true }>): Promise<void> {
  const keys = keysOf(gate.username, gate.address);
  for (const h of gate.held) if (h.key !== keys.pair) await release(db, h);
  await db.deleteFrom('loginThrottles').where('key', '=', keys.pair).execute();
  const at = iso(Date.now());
  await db.insertInto('loginThrottles').values({ key: keys.known, attempts: 0, windowStartedAt: at, nextAt: null, version: 0 })
    .onConflict((oc) => oc.column('key').doUpdateSet({ windowStartedAt: at })).execute();
}

async function reserve(db: Database, key: string, rule: Rule, now: number): Promise<Held | { retryAfterSeconds: number }> {
  const windowMs = minutes(LOGIN_LIMITS.windowMinutes);
  // Every round either wins its compare-and-set or sees a counter another attempt just moved; the bound is a safety net.
  for (let round = 0; round < 100; round++) {
    const row = await db.selectFrom('loginThrottles').selectAll().where('key', '=', key).executeTakeFirst();
    if (!row) {
      await db.insertInto('loginThrottles').values({ key, attempts: 0, windowStartedAt: iso(now), nextAt: null, version: 0 })
        .onConflict((oc) => oc.column('key').doNothing()).execute();
      continue;
    }
    const expired = Date.parse(row.windowStartedAt) + windowMs <= now;
    const attempts = expired ? 0 : row.attempts;
    const windowStartedAt = expired ? iso(now) : row.windowStartedAt;
    let nextAt = expired ? null : row.nextAt;
    if (rule.kind === 'count' && attempts >= rule.max) {
      return { retryAfterSeconds: seconds(Date.parse(windowStartedAt) + windowMs - now) };
    }
    if (rule.kind === 'slowdown') {
      if (attempts >= rule.free && nextAt && Date.parse(nextAt) > now) return { retryAfterSeconds: seconds(Date.parse(nextAt) - now) };
      if (attempts + 1 >= rule.free) nextAt = iso(now + delaySeconds(attempts + 1 - rule.free) * 1000);
    }
    const { numUpdatedRows } = await db.updateTable('loginThrottles')
      .set({ attempts: attempts + 1, windowStartedAt, nextAt, version: row.version + 1 })
      .where('key', '=', key).where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(numUpdatedRows) === 1) return { key, windowStartedAt };
  }
  return { retryAfterSeconds: 1 };
}

/** Gives an attempt back, unless its window has already been replaced by a new one. */
async function release(db: Database, held: Held): Promise<void> {
  await db.updateTable('loginThrottles')
    .set((eb) => ({ attempts: eb('attempts', '-', 1), version: eb('version', '+', 1) }))
    .where('key', '=', held.key).where('windowStartedAt', '=', held.windowStartedAt).where('attempts', '>', 0)
    .execute();
}

async function isKnownAddress(db: Database, key: string, now: number): Promise<boolean> {
  const row = await db.selectFrom('loginThrottles').select('windowStartedAt').where('key', '=', key).executeTakeFirst();
  return !!row && Date.parse(row.windowStartedAt) > now - LOGIN_LIMITS.knownAddressDays * 86_400_000;
}

/** Counters of a past window say nothing any more; removing them here keeps the table small without a scheduler. */
async function forgetOldCounters(db: Database, now: number): Promise<void> {
  await db.deleteFrom('loginThrottles')
    .where('windowStartedAt', '<', iso(now - minutes(LOGIN_LIMITS.windowMinutes)))
    .where('key', 'not like', 'known:%').execute();
  await db.deleteFrom('loginThrottles')
    .where('windowStartedAt', '<', iso(now - LOGIN_LIMITS.knownAddressDays * 86_400_000)).execute();
}

/** 2 s, 4 s, 8 s ... for the first, second, third failure past the free ones, never longer than the longest. */
export function delaySeconds(pastFree: number): number {
  return Math.min(LOGIN_LIMITS.longestDelaySeconds, LOGIN_LIMITS.firstDelaySeconds * 2 ** pastFree);
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
