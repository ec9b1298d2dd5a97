import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../api/auth/password.ts';
import { bearerToken, readAccessToken, signAccessToken } from '../../api/auth/tokens.ts';

describe('passwords', () => {
  it('verify only the right password, with a salt per hash', async () => {
    const one = await hashPassword('Portal2026');
    const two = await hashPassword('Portal2026');
    expect(one).not.toBe(two);
    expect(one).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Portal2026', one)).toBe(true);
    expect(await verifyPassword('portal2026', one)).toBe(false);
    expect(await verifyPassword('Portal2026', 'garbage')).toBe(false);
  });
});

describe('access tokens', () => {
  const claims = { userId: 7, sessionId: 's-1', r3: '0000104512', isr: null };

  it('carry the user, the session and the active customer', async () => {
    const token = await signAccessToken('secret-one', claims);
    expect(await readAccessToken('secret-one', token)).toEqual(claims);
  });

  it('are refused when signed with another key or tampered with', async () => {
    const token = await signAccessToken('secret-one', claims);
    expect(await readAccessToken('secret-two', token)).toBeNull();
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: '1' })).toString('base64url');
    expect(await readAccessToken('secret-one', `${h}.${forged}.${s}`)).toBeNull();
  });

  it('are read from a Bearer header only', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
