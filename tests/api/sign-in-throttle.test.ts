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

/** A sign-in account of this test alone (a copy of the demo dealer), so no other test's guesses touch its limits. */
async function makeUser(username: string) {
  const { id: _id, ...dealer } = await portal.db.selectFrom('users').selectAll().where('username', '=', 'dealer').executeTakeFirstOrThrow();
  await portal.db
    .insertInto('users')
    .values({ ...dealer, username, email: `${username}@example.org` })
    .execute();
  return username;
}

/** Signs in as the browser does and answers the device cookie it was given, as the browser sends it back. */
async function signInForCookie(username: string, headers: Record<string, string>) {
  const res = await portal.request('/login', { method: 'POST', json: { username, password: PASSWORD }, headers });
  expect(res.status).toBe(200);
  const set = res.headers.getSetCookie().find((h) => h.startsWith('portal_device='));
  expect(set).toBeTruthy();
  return { setCookie: set!, cookie: set!.split(';')[0]! };
}

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

  it('runs at most the limit of password checks for 40 concurrent wrong passwords from 40 addresses', async () => {
    // The clock stands still: a wait, once set, does not run out while the test runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const user = await makeUser('throttle-rotating');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => portal.login(user, 'Wrong-password1', from(`10.21.0.${i + 1}`))),
    );
    // Five password checks per username from addresses it never signed in from, however many arrive at once.
    expect(checks).toHaveBeenCalledTimes(5);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(35);
  });

  it('refuses a username guessed at from rotating addresses from the sixth attempt', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const user = await makeUser('throttle-sixth');
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await portal.login(user, 'Wrong-password1', from(`10.21.1.${i + 1}`))).status);
    expect(LOGIN_LIMITS.perUsernameFree).toBe(5);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(checks).toHaveBeenCalledTimes(5);
  });

  it('lets the owner in with the device cookie after strangers failed, also from a shared address, and keeps strangers slowed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const user = await makeUser('throttle-device');
    const { cookie } = await signInForCookie(user, from('10.21.2.100'));
    const other = await makeUser('throttle-device-other');
    const { cookie: othersCookie } = await signInForCookie(other, from('10.21.2.150'));
    // Five strangers' failures from their own addresses, and five more from the owner's own (shared) address.
    for (let i = 0; i < 5; i++) expect((await portal.login(user, 'Wrong-password1', from(`10.21.2.${i + 1}`))).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await portal.login(user, 'Wrong-password1', from('10.21.2.100'))).status).toBe(401);
    expect((await portal.login(user, PASSWORD, from('10.21.2.100'))).status).toBe(429);
    checks.mockClear();
    // The owner's browser gets in from the shared address and from one it never used.
    expect((await portal.login(user, PASSWORD, { ...from('10.21.2.100'), cookie })).status).toBe(200);
    expect((await portal.login(user, PASSWORD, { ...from('10.21.2.200'), cookie })).status).toBe(200);
    // Strangers stay slowed: without a cookie, with a forged one, or with another account's.
    const forged = cookie.replace('portal_device=', 'portal_device=x');
    for (const headers of [{}, { cookie: forged }, { cookie: othersCookie }] as Record<string, string>[]) {
      const answer = await portal.login(user, PASSWORD, { ...from('10.21.2.6'), ...headers });
      expect(answer.status, JSON.stringify(headers)).toBe(429);
    }
    expect(checks).toHaveBeenCalledTimes(2);
  });

  it('runs at most the limit of password checks for 40 concurrent wrong passwords from a known device', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const user = await makeUser('throttle-device-burst');
    const { cookie } = await signInForCookie(user, from('10.21.3.100'));
    checks.mockClear();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => portal.login(user, 'Wrong-password1', { ...from(`10.21.3.${i + 1}`), cookie })),
    );
    expect(checks).toHaveBeenCalledTimes(5);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
  });

  it('lets the owner in from an address they signed in from after five strangers failed, and keeps the stranger slowed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const user = await makeUser('throttle-known-address');
    expect((await portal.login(user, PASSWORD, from('10.21.4.100'))).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await portal.login(user, 'Wrong-password1', from(`10.21.4.${i + 1}`))).status).toBe(401);
    expect((await portal.login(user, PASSWORD, from('10.21.4.100'))).status).toBe(200);
    const stranger = await portal.login(user, 'Wrong-password1', from('10.21.4.1'));
    expect(stranger.status).toBe(429);
    expect(stranger.body.retryAfterSeconds).toBeGreaterThan(0);
    expect((await portal.login(user, 'Wrong-password1', from('10.21.4.7'))).status).toBe(429);
  });

  it("sets the device cookie out of scripts' reach, same-site, and secure over https", async () => {
    const user = await makeUser('throttle-cookie');
    const plain = (await signInForCookie(user, from('10.21.5.1'))).setCookie;
    expect(plain).toMatch(/; HttpOnly/i);
    expect(plain).toMatch(/; SameSite=Lax/i);
    expect(plain).toMatch(/; Path=\//i);
    expect(plain).toMatch(/; Max-Age=\d+/i);
    expect(plain).not.toMatch(/; Secure/i);
    const secure = (await signInForCookie(user, { ...from('10.21.5.1'), 'x-forwarded-proto': 'https' })).setCookie;
    expect(secure).toMatch(/; Secure/i);
  });

  it('lets the dealer in from another address they signed in from after a stranger failed five times, and keeps the stranger out', async () => {
    expect((await portal.login('dealer2', PASSWORD, from('10.20.1.2'))).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await portal.login('dealer2', 'Wrong-password1', from('10.20.1.1'))).status).toBe(401);
    expect((await portal.login('dealer2', PASSWORD, from('10.20.1.2'))).status).toBe(200);
    expect((await portal.login('dealer2', 'Wrong-password2', from('10.20.1.1'))).status).toBe(429);
  });

  it('checks a password even for an unknown username, and keeps the two messages apart', async () => {
    const user = await makeUser('throttle-messages');
    const unknown = await portal.login('nobody-at-all', 'Wrong-password1', from('10.20.2.1'));
    expect(unknown.body.messageKey).toBe('login.incorrect_username');
    expect(checks).toHaveBeenCalledTimes(1);
    const wrong = await portal.login(user, 'Wrong-password1', from('10.20.2.1'));
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
