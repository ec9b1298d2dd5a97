import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

/** What an access token says: who, in which session, acting for which customer (spec 1 §3.3). */
export interface AccessClaims {
  userId: number;
  sessionId: string;
  r3: string | null;
  isr: string | null;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(secret: string, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, r3: claims.r3, isr: claims.isr })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(key(secret));
}

// Checking a signature costs a round trip to the crypto thread pool, and a page makes many calls with one token:
// a token checked once is remembered (with its expiry, which is still checked on every use).
const MAX_CHECKED = 10_000;
const checked = new Map<string, { secret: string; claims: AccessClaims; expiresAt: number }>();

/** Null for anything that is not a valid, unexpired token of ours. */
export async function readAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  const known = checked.get(token);
  if (known?.secret === secret) return known.expiresAt > Date.now() ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], requiredClaims: ['iat', 'exp'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    // A token that would live longer than we ever issue was not made by signAccessToken: a leaked key, or a mistake.
    if (!lifetimeAllowed(payload.iat!, payload.exp!)) return null;
    const claims = {
      userId,
      sessionId: payload.sid,
      r3: typeof payload.r3 === 'string' ? payload.r3 : null,
      isr: typeof payload.isr === 'string' ? payload.isr : null,
    };
    if (checked.size >= MAX_CHECKED) checked.delete(checked.keys().next().value!);
    checked.set(token, { secret, claims, expiresAt: (payload.exp ?? 0) * 1000 });
    return claims;
  } catch {
    return null;
  }
}

/** Issued no later than now (a minute of clock skew between nodes allowed) and valid no longer than the configured lifetime. */
function lifetimeAllowed(iat: number, exp: number): boolean {
  return iat <= Date.now() / 1000 + 60 && exp - iat <= ACCESS_TOKEN_SECONDS;
}

export function bearerToken(header: string | null | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}
