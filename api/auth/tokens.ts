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

/** Null for anything that is not a valid, unexpired token of ours. */
export async function readAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    return {
      userId,
      sessionId: payload.sid,
      r3: typeof payload.r3 === 'string' ? payload.r3 : null,
      isr: typeof payload.isr === 'string' ? payload.isr : null,
    };
  } catch {
    return null;
  }
}

export function bearerToken(header: string | null | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}
