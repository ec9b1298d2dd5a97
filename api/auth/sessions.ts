import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/index.ts';
import { rememberCustomer } from './last-customer.ts';
import { signAccessToken } from './tokens.ts';
import { isoIn, nowIso } from '../platform/clock.ts';

const SESSION_DAYS = 30;

export interface TokenPair {
  requestToken: string;
  refreshToken: string;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

interface Customer {
  id: number;
  codeR3: string;
  codeIsr: string | null;
}

async function issue(
  secret: string,
  userId: number,
  sessionId: string,
  customer: Customer | null,
  refreshSecret: string,
): Promise<TokenPair> {
  const requestToken = await signAccessToken(secret, {
    userId,
    sessionId,
    r3: customer?.codeR3 ?? null,
    isr: customer?.codeIsr ?? null,
  });
  return { requestToken, refreshToken: `${sessionId}.${refreshSecret}` };
}

export async function startSession(db: Database, secret: string, userId: number, customer: Customer | null): Promise<TokenPair> {
  const id = randomUUID();
  const refreshSecret = randomBytes(32).toString('base64url');
  const at = nowIso();
  await db
    .insertInto('sessions')
    .values({
      id,
      userId,
      customerId: customer?.id ?? null,
      refreshHash: sha256(refreshSecret),
      createdAt: at,
      refreshedAt: at,
      expiresAt: isoIn(SESSION_DAYS * 86_400_000),
      revokedAt: null,
      revokedReason: null,
    })
    .execute();
  return issue(secret, userId, id, customer, refreshSecret);
}

export type RefreshOutcome =
  | { ok: true; tokens: TokenPair; userId: number }
  | { ok: false; reason: 'invalid' | 'expired' | 'revoked' | 'reused' };

/**
 * Rotates the refresh token. The current secret's hash sits on the session and every spent one is kept beside it:
 * a spent secret coming back means it leaked, and the whole session is revoked. A secret that was never issued (the
 * session id alone is in every access token) is merely invalid and revokes nothing.
 */
export async function refreshSession(db: Database, secret: string, refreshToken: string): Promise<RefreshOutcome> {
  const [sessionId, presented, extra] = refreshToken.split('.');
  if (!sessionId || !presented || extra !== undefined) return { ok: false, reason: 'invalid' };
  const session = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  if (!session) return { ok: false, reason: 'invalid' };
  const presentedHash = sha256(presented);
  if (!sameHash(presentedHash, session.refreshHash)) {
    const spent = await db
      .selectFrom('spentRefreshTokens')
      .select('hash')
      .where('hash', '=', presentedHash)
      .where('sessionId', '=', sessionId)
      .executeTakeFirst();
    if (!spent) return { ok: false, reason: 'invalid' };
    if (session.revokedAt) return { ok: false, reason: 'revoked' };
    await revokeSession(db, sessionId, 'refresh token reused');
    return { ok: false, reason: 'reused' };
  }
  if (session.revokedAt) return { ok: false, reason: 'revoked' };
  if (session.expiresAt < nowIso()) return { ok: false, reason: 'expired' };
  const next = randomBytes(32).toString('base64url');
  // Guarded on the old hash: of two concurrent refreshes with one token, only one wins.
  const { numUpdatedRows } = await db
    .updateTable('sessions')
    .set({ refreshHash: sha256(next), refreshedAt: nowIso() })
    .where('id', '=', sessionId)
    .where('refreshHash', '=', session.refreshHash)
    .executeTakeFirst();
  if (Number(numUpdatedRows) !== 1) return { ok: false, reason: 'reused' };
  await spend(db, sessionId, session.refreshHash);
  const active =
    session.customerId === null
      ? null
      : ((await db.selectFrom('customers').select(['id', 'codeR3', 'codeIsr']).where('id', '=', session.customerId).executeTakeFirst()) ??
        null);
  return { ok: true, userId: session.userId, tokens: await issue(secret, session.userId, sessionId, active, next) };
}

/** Remembers a replaced secret's hash, so its return is recognised as reuse for as long as the session lives. */
async function spend(db: Database, sessionId: string, refreshHash: string): Promise<void> {
  await db
    .insertInto('spentRefreshTokens')
    .values({ hash: refreshHash, sessionId, spentAt: nowIso() })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
  // No session outlives SESSION_DAYS, so older spent secrets belong to sessions that are over anyway.
  await db
    .deleteFrom('spentRefreshTokens')
    .where('spentAt', '<', isoIn(-SESSION_DAYS * 86_400_000))
    .execute();
}

/**
 * A customer switch keeps the session and hands out a fresh pair carrying the new customer; the choice is remembered
 * for the user's next sign-in.
 */
export async function switchSessionCustomer(db: Database, secret: string, sessionId: string, customer: Customer): Promise<TokenPair> {
  const next = randomBytes(32).toString('base64url');
  const session = await db.selectFrom('sessions').select(['userId', 'refreshHash']).where('id', '=', sessionId).executeTakeFirstOrThrow();
  await db
    .updateTable('sessions')
    .set({ refreshHash: sha256(next), refreshedAt: nowIso(), customerId: customer.id })
    .where('id', '=', sessionId)
    .execute();
  await spend(db, sessionId, session.refreshHash);
  await rememberCustomer(db, session.userId, customer.id);
  return issue(secret, session.userId, sessionId, customer, next);
}

export async function revokeSession(db: Database, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: nowIso(), revokedReason: reason })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a),
    y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
