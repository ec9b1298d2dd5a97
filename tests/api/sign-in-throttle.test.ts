import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../api/auth/password.ts';
import { delaySeconds, LOGIN_LIMITS } from '../../api/auth/rate-limit.ts';
import { PASSWORD, startPortal } from './harness.ts';

// Every password check goes through this spy, so the tests count checks rather than time anything.
vi.mock('../../api/auth/password.ts', async (original) => {
  const actual = await original<typeof import('../../api/auth/password.ts')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const checks = vi.mocked(verifyPassword);

const portal = await startPortal();
const from = (address: string) => ({ 'x-forwarded-for': address });

beforeEach(() => {
  checks.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('sign-in throttling', () => {
  it('runs at most the limit of password checks for 40 concurrent wrong passwords from one address', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => portal.login('dealer', 'Wrong-password1', from('10.20.0.1'))));
    expect(checks).toHaveBeenCalledTimes(LOGIN_LIMITS.perUsernameAndAddress);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(LOGIN_LIMITS.perUsernameAndAddress);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40 - LOGIN_LIMITS.perUsernameAndAddress);
  });

  it('lets the dealer in from another address after a stranger failed five times, and keeps the stranger out', async () => {
    for (let i = 0; i < 5; i++) expect((await portal.login('dealer2', 'Wrong-password1', from('10.20.1.1'))).status).toBe(401);
    expect((await portal.login('dealer2', PASSWORD, from('10.20.1.2'))).status).toBe(200);
    expect((await portal.login('dealer2', 'Wrong-password2', from('10.20.1.1'))).status).toBe(429);
  });

  it('checks a password even for an unknown username, and keeps the two messages apart', async () => {
    const unknown = await portal.login('nobody-at-all', 'Wrong-password1', from('10.20.2.1'));
    expect(unknown.body.messageKey).toBe('login.incorrect_username');
    expect(checks).toHaveBeenCalledTimes(1);
    const wrong = await portal.login('dealer', 'Wrong-password1', from('10.20.2.1'));
    expect(wrong.body.messageKey).toBe('login.incorrect_password');
    expect(checks).toHaveBeenCalledTimes(2);
  });

  it('slows a username guessed at from many addresses with growing waits, except from an address it signed in from', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    expect((await portal.login('sales', PASSWORD, from('10.20.3.100'))).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perUsernameFree; i++) {
      expect((await portal.login('sales', 'Wrong-password1', from(`10.20.3.${i}`))).status).toBe(401);
    }
    checks.mockClear();
    // A new address waits, without a password check; the wait grows with each failure.
    const slowed = await portal.login('sales', PASSWORD, from('10.20.3.50'));
    expect(slowed.status).toBe(429);
    expect(slowed.body.retryAfterSeconds).toBe(delaySeconds(0));
    expect(checks).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + delaySeconds(0) * 1000);
    expect((await portal.login('sales', 'Wrong-password1', from('10.20.3.51'))).status).toBe(401);
    const longer = await portal.login('sales', 'Wrong-password1', from('10.20.3.52'));
    expect(longer.status).toBe(429);
    expect(longer.body.retryAfterSeconds).toBe(delaySeconds(1));
    expect(delaySeconds(1)).toBeGreaterThan(delaySeconds(0));
    // The user's own address is not slowed down by the guessing.
    expect((await portal.login('sales', PASSWORD, from('10.20.3.100'))).status).toBe(200);
  });

  it('reads the address the trusted proxy appended, not one the client put in front', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      await portal.login(`guess-${i}`, 'Wrong-password1', from(`192.0.2.${i}, 10.20.4.1`));
    }
    expect((await portal.login('admin', PASSWORD, from('192.0.2.99, 10.20.4.1'))).status).toBe(429);
  });
});
