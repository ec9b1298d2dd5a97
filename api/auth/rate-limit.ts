import type { Database } from '../db/index.ts';

/** Failed sign-ins allowed inside the window, per username and per client address. */
export const LOGIN_LIMITS = { windowMinutes: 15, perUsername: 5, perAddress: 30 } as const;

const windowStart = () => new Date(Date.now() - LOGIN_LIMITS.windowMinutes * 60_000).toISOString();

export interface Throttle { limited: boolean; retryAfterSeconds: number }

/** Counts recent failures; the oldest one in the window says when the next try is allowed. */
export async function loginThrottle(db: Database, username: string, address: string): Promise<Throttle> {
  const since = windowStart();
  for (const [key, max] of [[`user:${username.toLowerCase()}`, LOGIN_LIMITS.perUsername], [`addr:${address}`, LOGIN_LIMITS.perAddress]] as const) {
    const rows = await db.selectFrom('loginAttempts').select('at').where('key', '=', key).where('at', '>=', since)
      .orderBy('at', 'desc').limit(max).execute();
    if (rows.length >= max) {
      const freeAt = Date.parse(rows[max - 1].at) + LOGIN_LIMITS.windowMinutes * 60_000;
      return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)) };
    }
  }
  return { limited: false, retryAfterSeconds: 0 };
}

export async function recordLoginFailure(db: Database, username: string, address: string): Promise<void> {
  const at = new Date().toISOString();
  await db.insertInto('loginAttempts').values([
    { key: `user:${username.toLowerCase()}`, at },
    { key: `addr:${address}`, at },
  ]).execute();
  // Old rows are of no use; trimming here keeps the table small without a scheduler.
  await db.deleteFrom('loginAttempts').where('at', '<', windowStart()).execute();
}

/** A successful sign-in forgives the username's earlier mistakes. */
export async function clearLoginFailures(db: Database, username: string): Promise<void> {
  await db.deleteFrom('loginAttempts').where('key', '=', `user:${username.toLowerCase()}`).execute();
}
