import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../api/auth/rate-limit.ts';
import { startPortal } from './harness.ts';

const portal = await startPortal();

describe('POST /login', () => {
  it('answers a request token and a refresh token for the right password', async () => {
    const { status, body } = await portal.login('dealer');
    expect(status).toBe(200);
    expect(body.requestToken.split('.')).toHaveLength(3);
    expect(body.refreshToken).toMatch(/^[\w-]+\.[\w-]{20,}$/);
  });

  it('tells a wrong username from a wrong password', async () => {
    const unknown = await portal.login('nobody-here', 'Portal2026', { 'x-forwarded-for': '10.0.0.1' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ code: 'U001', message: 'Incorrect username', messageKey: 'login.incorrect_username' });
    const wrong = await portal.login('dealer', 'Wrong-password1', { 'x-forwarded-for': '10.0.0.1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'U001', message: 'Incorrect password', messageKey: 'login.incorrect_password' });
  });

  it('refuses a deleted user as an unknown username', async () => {
    await portal.db.updateTable('users').set({ deletedAt: new Date().toISOString() }).where('username', '=', 'vendor').execute();
    expect((await portal.login('vendor')).body.messageKey).toBe('login.incorrect_username');
  });

  it('asks for both fields', async () => {
    const res = await portal.request('/login', { method: 'POST', json: { username: 'dealer' } });
    expect(res.status).toBe(400);
  });

  it(`stops a username from one address after ${LOGIN_LIMITS.perUsernameAndAddress} failures, even with the right password`, async () => {
    const headers = { 'x-forwarded-for': '10.0.0.2' };
    for (let i = 0; i < LOGIN_LIMITS.perUsernameAndAddress; i++)
      expect((await portal.login('dealer2', 'Wrong-password1', headers)).status).toBe(401);
    const limited = await portal.login('dealer2', 'Portal2026', headers);
    expect(limited.status).toBe(429);
    expect(limited.body.messageKey).toBe('login.too_many_attempts');
    expect(limited.body.message).toMatch(/Too many sign-in attempts\. Please wait \d+ minutes/);
    expect(limited.body.retryAfterSeconds).toBeGreaterThan(0);
    // Another username from another address is not affected.
    expect((await portal.login('sales', 'Portal2026', { 'x-forwarded-for': '10.0.0.3' })).status).toBe(200);
  });

  it(`stops an address after ${LOGIN_LIMITS.perAddress} failures across usernames`, async () => {
    const headers = { 'x-forwarded-for': '10.0.0.4' };
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) await portal.login(`guess-${i}`, 'Wrong-password1', headers);
    expect((await portal.login('admin', 'Portal2026', headers)).status).toBe(429);
    expect((await portal.login('admin', 'Portal2026', { 'x-forwarded-for': '10.0.0.5' })).status).toBe(200);
  });
});
