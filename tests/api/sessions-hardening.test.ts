import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS } from '../../api/auth/tokens.ts';
import { startPortal } from './harness.ts';

const portal = await startPortal();

const refresh = async (refreshToken: string) => {
  const res = await portal.request('/refresh-token', { method: 'POST', json: { refreshToken } });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
};
const sessionIdOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid as string;

/** A token signed with the portal's own key, as a holder of that key (or a bug) could make it. */
async function accessToken(userId: number, sessionId: string, lifetimeSeconds: number | null) {
  let jwt = new SignJWT({ sid: sessionId, r3: null, isr: null })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt();
  if (lifetimeSeconds !== null) jwt = jwt.setExpirationTime(`${lifetimeSeconds}s`);
  return jwt.sign(new TextEncoder().encode(portal.env.tokenSecret));
}

describe('refresh tokens', () => {
  it('refuses a session id with a made-up secret without revoking the session', async () => {
    const tokens = await portal.tokens('dealer');
    // The session id is readable in every access token; only the secret beside it proves the holder.
    const guessed = await refresh(`${sessionIdOf(tokens.requestToken)}.${'A'.repeat(43)}`);
    expect(guessed.status).toBe(401);
    expect(guessed.body.reason).toBe('invalid');
    const session = await portal.db
      .selectFrom('sessions')
      .select('revokedAt')
      .where('id', '=', sessionIdOf(tokens.requestToken))
      .executeTakeFirstOrThrow();
    expect(session.revokedAt).toBeNull();
    expect((await portal.request('/user', { token: tokens.requestToken })).status).toBe(200);
    expect((await refresh(tokens.refreshToken)).status).toBe(200);
  });

  it('still revokes the family when a real spent token comes back', async () => {
    const first = await portal.tokens('dealer');
    const second = await refresh(first.refreshToken);
    const third = await refresh(second.body.refreshToken);
    expect(third.status).toBe(200);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.body.reason).toBe('reused');
    expect((await refresh(third.body.refreshToken)).status).toBe(401);
    expect((await portal.request('/user', { token: third.body.requestToken })).status).toBe(401);
  });
});

describe('access tokens', () => {
  it('refuses a token that would live longer than the configured lifetime', async () => {
    const tokens = await portal.tokens('dealer');
    const sid = sessionIdOf(tokens.requestToken);
    const { id } = await portal.db.selectFrom('users').select('id').where('username', '=', 'dealer').executeTakeFirstOrThrow();
    // The same key and claims with the configured lifetime pass, so only the lifetime is refused below.
    expect((await portal.request('/user', { token: await accessToken(id, sid, ACCESS_TOKEN_SECONDS) })).status).toBe(200);
    expect((await portal.request('/user', { token: await accessToken(id, sid, 30 * 86_400) })).status).toBe(401);
    expect((await portal.request('/user', { token: await accessToken(id, sid, ACCESS_TOKEN_SECONDS + 60) })).status).toBe(401);
    expect((await portal.request('/user', { token: await accessToken(id, sid, null) })).status).toBe(401);
  });
});
