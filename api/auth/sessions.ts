import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/index.ts';
import { rememberCustomer } from './last-customer.ts';
import { signAccessToken } from './tokens.ts';

const SESSION_DAYS = 30;

export interface TokenPair {
  requestToken: string;
  refreshToken: string;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');
const now = () => new Date().toISOString();

interface Customer { id: number; codeR3: string; codeIsr: string | null }

async function issue(secret: string, userId: number, sessionId: string, customer: Customer | null, refreshSecret: string): Promise<TokenPair> {
  const requestToken = await signAccessToken(secret, {
    userId, sessionId, r3: customer?.codeR3 ?? null, isr: customer?.codeIsr ?? null,
  });
  return { requestToken, refreshToken: `${sessionId}.${refreshSecret}` };
}

export async function startSession(db: Database, secret: string, userId: number, customer: Customer | null): Promise<TokenPair> {
  const id = randomUUID();
  const refreshSecret = randomBytes(32).toString('base64url');
  const at = now();
  await db.insertInto('sessions').values({
    id, userId, customerId: customer?.id ?? null, refreshHash: sha256(refreshSecret), createdAt: at, refreshedAt: at,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString(), revokedAt: null, revokedReason: null,
  }).execute();
  return issue(secret, userId, id, customer, refreshSecret);
}

export type RefreshOutcome =
  | { ok: true; tokens: TokenPair; userId: number }
  | { ok: false; reason: 'invalid' | 'expired' | 'revoked' | 'reused' };

/**
 * Rotates the refresh token. Only the newest secret's hash is kept, so presenting an older (spent) secret of a
 * live session means it leaked: the whole session is revoked.
 */
export async function refreshSession(db: Database, secret: string, refreshToken: string): Promise<RefreshOutcome> {
  const [sessionId, presented] = refreshToken.split('.');
  if (!sessionId || !presented) return { ok: false, reason: 'invalid' };
  const session = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  if (!session) return { ok: false, reason: 'invalid' };
  if (session.revokedAt) return { ok: false, reason: 'revoked' };
  if (session.expiresAt < now()) return { ok: false, reason: 'expired' };
  if (!sameHash(sha256(presented), session.refreshHash)) {
    await revokeSession(db, sessionId, 'refresh token reused');
    return { ok: false, reason: 'reused' };
  }
  const next = randomBytes(32).toString('base64url');
  // Guarded on the old hash: of two concurrent refreshes with one token, only one wins.
  const { numUpdatedRows } = await db.updateTable('sessions')
    .set({ refreshHash: sha256(next), refreshedAt: now() })
    .where('id', '=', sessionId).where('refreshHash', '=', session.refreshHash)
    .executeTakeFirst();
  if (Number(numUpdatedRows) !== 1) return { ok: false, reason: 'reused' };
  const active = session.customerId === null ? null
    : (await db.selectFrom('customers').select(['id', 'codeR3', 'codeIsr']).where('id', '=', session.customerId).executeTakeFirst()) ?? null;
  return { ok: true, userId: session.userId, tokens: await issue(secret, session.userId, sessionId, active, next) };
}

/**
 * A customer switch keeps the session and hands out a fresh pair carrying the new customer; the choice is remembered
 * for the user's next sign-in.
 */
export async function switchSessionCustomer(db: Database, secret: string, sessionId: string, customer: Customer): Promise<TokenPair> {
  const next = randomBytes(32).toString('base64url');
  await db.updateTable('sessions').set({ refreshHash: sha256(next), refreshedAt: now(), customerId: customer.id })
    .where('id', '=', sessionId).execute();
  const session = await db.selectFrom('sessions').select('userId').where('id', '=', sessionId).executeTakeFirstOrThrow();
  await rememberCustomer(db, session.userId, customer.id);
  return issue(secret, session.userId, sessionId, customer, next);
}

export async function revokeSession(db: Database, sessionId: string, reason: string): Promise<void> {
  await db.updateTable('sessions').set({ revokedAt: now(), revokedReason: reason })
    .where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a), y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
