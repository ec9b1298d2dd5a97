import type { Database } from '../db/index.ts';
import type { Env } from '../env.ts';
import { isoAt } from '../platform/clock.ts';
import { type Counted, count, countedNow, giveBack, isRefused } from '../platform/window-counter.ts';

const MB = 1024 * 1024;
const DAY_MS = 86_400_000;
/** The defaults of UPLOAD_DAILY_MB_DEALER and UPLOAD_DAILY_MB_STAFF (env.ts). */
export const DAILY_MB = { dealer: 200, staff: 2048 } as const;
/**
 * How long bytes being stored stay counted when nobody gives them back (a process that stopped mid-upload): far
 * longer than storing one file takes, short enough that a lost count does not hold a user back for the day.
 */
const IN_FLIGHT_MS = 15 * 60_000;

/** Who uploads, as far as the volume asks: a dealer account belongs to a customer, staff to none. */
export interface VolumeUser {
  db: Database;
  env: Pick<Env, 'uploadDailyMb'>;
  actor: { user: { id: number; customerId: number | null } };
}

/** Bytes taken from a user's volume while they are stored; given back once the stored file counts itself. */
export interface TakenVolume extends Counted {
  /** Set once the bytes went back with the file's row (storePrepared), so they are not given back twice. */
  returned: boolean;
}

export type VolumeRefusal = { reason: 'dailyVolume'; params: { left: number; limit: number } };

export const dailyLimitBytes = (user: VolumeUser) => {
  const mb = user.env.uploadDailyMb ?? DAILY_MB;
  return (user.actor.user.customerId === null ? mb.staff : mb.dealer) * MB;
};

const keyOf = (userId: number) => `upload-volume:${userId}`;
/** Whole tenths of a MB, rounded down, so what the message offers is really there. */
const mbLeft = (bytes: number) => Math.max(0, Math.floor((bytes / MB) * 10) / 10);

/** The refusal of an upload over the volume, saying how much is left today. */
export const volumeRefusal = (user: VolumeUser, leftBytes: number): VolumeRefusal => ({
  reason: 'dailyVolume',
  params: { left: mbLeft(leftBytes), limit: Math.round(dailyLimitBytes(user) / MB) },
});

/** The bytes the user stored in the 24 hours before `now` (files no longer kept count no more). */
async function storedToday(db: Database, userId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
    .where('uploadedBy', '=', userId)
    .where('createdAt', '>', isoAt(now - DAY_MS))
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** What the user may still upload now, counting what is being stored; a quick look before a body is read. */
export async function volumeLeft(user: VolumeUser, now = Date.now()): Promise<number> {
  const inFlight = await countedNow(user.db, keyOf(user.actor.user.id), now);
  return dailyLimitBytes(user) - (await storedToday(user.db, user.actor.user.id, now)) - inFlight;
}

/**
 * Takes `bytes` from the user's daily volume before they are stored, or answers how much is left. The volume is what
 * the user's files of the last 24 hours hold plus what is being stored right now (a window counter per user whose
 * window is the time bytes may stay in flight): the counter is read before the files, and a finished upload writes
 * its file row and gives its bytes back in one transaction, so of concurrent uploads (any node, SQLite or PostgreSQL)
 * no more pass than fit.
 */
export async function takeVolume(user: VolumeUser, bytes: number, now = Date.now()): Promise<TakenVolume | VolumeRefusal> {
  const room = async () => dailyLimitBytes(user) - (await storedToday(user.db, user.actor.user.id, now));
  const taken = await count(user.db, keyOf(user.actor.user.id), { kind: 'amount', windowMs: IN_FLIGHT_MS, room }, now, bytes);
  if (isRefused(taken)) return volumeRefusal(user, taken.left ?? 0);
  return { ...taken, returned: false };
}

/** Gives taken bytes back, unless their counter has started afresh since. */
export const giveVolumeBack = (db: Database, taken: TakenVolume) => giveBack(db, taken);

export const isVolumeRefusal = (x: unknown): x is VolumeRefusal =>
  !!x && typeof x === 'object' && (x as VolumeRefusal).reason === 'dailyVolume';

/**
 * Runs `store` with `bytes` taken from the user's volume, or answers the refusal without running it. `store` gives
 * them back in the transaction that writes the file's row (storePrepared), so the file never counts twice; when it
 * stores nothing (a refusal, a failure), they are given back here.
 */
export async function withVolume<T>(
  user: VolumeUser,
  bytes: number,
  store: (taken: TakenVolume) => Promise<T>,
): Promise<T | VolumeRefusal> {
  const taken = await takeVolume(user, bytes);
  if (isVolumeRefusal(taken)) return taken;
  try {
    return await store(taken);
  } finally {
    // Inside a mutation that failed, its rollback undoes the taking anyway.
    if (!taken.returned) await giveVolumeBack(user.db, taken).catch(() => undefined);
  }
}
