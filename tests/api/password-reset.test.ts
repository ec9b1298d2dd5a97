import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../../api/adapters/mail/index.ts';
import { forgetHosts } from '../../api/config/service.ts';
import { RESET_LIMITS } from '../../api/password-reset/service.ts';
import { PUBLIC_FORM_LIMITS } from '../../src/rules/inquiry.ts';
import { PASSWORD, startPortal } from './harness.ts';

const portal = await startPortal();
const outbox = path.join(portal.env.dataDir, 'outbox');
afterEach(() => vi.useRealTimers());

const REQUEST =
  'mutation($login: String!) { requestPasswordReset(login: $login) { message { status description } userErrors { field messageKey } code retryAfterSeconds } }';
const RESET = `mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) {
  message { status description } userErrors { field messageKey } code } }`;

let addressNo = 0;
/** A public call from its own address (unless given), as a visitor's browser sends it. */
async function call(
  query: string,
  variables: Record<string, unknown>,
  { address = `10.40.${++addressNo}.1`, host = 'localhost', cookie = '' } = {},
) {
  const res = await portal.request('/public/graphql', {
    method: 'POST',
    host,
    json: { query, variables },
    headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
  });
  const body = (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return Object.values(body.data!)[0];
}
const ask = (login: string, options?: { address?: string; host?: string; cookie?: string }) => call(REQUEST, { login }, options);
const reset = (token: string, password: string, options?: { host?: string }) => call(RESET, { token, password }, options);

/** A dealer account of this test alone (a copy of the demo dealer), so nothing else signs in with it. */
async function makeUser(username: string) {
  const { id: _id, ...dealer } = await portal.db.selectFrom('users').selectAll().where('username', '=', 'dealer').executeTakeFirstOrThrow();
  const email = `${username}@example.org`;
  const { id } = await portal.db
    .insertInto('users')
    .values({ ...dealer, username, email })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roles = await portal.db
    .selectFrom('userRoles')
    .select('roleId')
    .where('userId', '=', (await portal.db.selectFrom('users').select('id').where('username', '=', 'dealer').executeTakeFirstOrThrow()).id)
    .execute();
  if (roles.length)
    await portal.db
      .insertInto('userRoles')
      .values(roles.map((r) => ({ userId: id, roleId: r.roleId })))
      .execute();
  return { id, username, email };
}

const mailsTo = async (email: string) => (await outboxMessages(outbox)).filter((m) => m.raw.includes(`To: ${email}`));

/** The newest reset link mailed to an address once it has more than `seen` mails (quoted-printable undone), and its token. */
async function linkMailedTo(email: string, seen = 0) {
  let raw = '';
  await vi.waitFor(async () => {
    const mails = await mailsTo(email);
    expect(mails.length).toBeGreaterThan(seen);
    raw = mails.at(-1)!.raw;
  });
  const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  const link = text.match(/https?:\/\/\S+\/reset-password\?token=([\w-]+)/);
  expect(link, text).toBeTruthy();
  return { link: link![0], token: link![1] };
}

const NEW_PASSWORD = 'Fresh-Start2027';

/** Links made for an account: one for each mail it is sent, counted as soon as the request is answered. */
const linksMade = async (userId: number) =>
  (await portal.db.selectFrom('passwordResetTokens').select('id').where('userId', '=', userId).execute()).length;

/** Signs the user in from an address and answers the device cookie the browser keeps from it. */
async function signInFrom(username: string, address: string) {
  const res = await portal.request('/login', {
    method: 'POST',
    json: { username, password: PASSWORD },
    headers: { 'x-forwarded-for': address },
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .find((h) => h.startsWith('portal_device='))
    ?.split(';')[0];
}

describe('forgotten password', () => {
  it('mails a link that sets a new password once; the old password stops working', async () => {
    const user = await makeUser('reset-once');
    expect(await ask(user.username)).toMatchObject({ message: { status: true }, code: null });
    const { link, token } = await linkMailedTo(user.email);
    expect(link).toMatch(/^http:\/\/localhost\/en-us\/reset-password\?token=/);
    // Only the token's hash is stored.
    const stored = await portal.db.selectFrom('passwordResetTokens').selectAll().where('userId', '=', user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toContain(token);

    expect(await reset(token, NEW_PASSWORD)).toMatchObject({ message: { status: true }, code: null });
    expect((await portal.login(user.username, NEW_PASSWORD)).status).toBe(200);
    expect((await portal.login(user.username)).status).toBe(401);

    const again = await reset(token, 'Another-One2027');
    expect(again).toMatchObject({
      message: { status: false },
      code: 'N001',
      userErrors: [{ field: 'token', messageKey: 'password-reset:errors.link_invalid' }],
    });
    expect((await portal.login(user.username, 'Another-One2027')).status).toBe(401);
  });

  it('takes the email as well as the username', async () => {
    const user = await makeUser('reset-by-email');
    expect((await ask(user.email.toUpperCase())).message.status).toBe(true);
    expect((await linkMailedTo(user.email)).token).toBeTruthy();
  });

  it('refuses a link after 30 minutes, and takes one before', async () => {
    const user = await makeUser('reset-late');
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    await ask(user.username);
    const late = await linkMailedTo(user.email);
    vi.setSystemTime(start + 30 * 60_000 + 1000);
    expect(await reset(late.token, NEW_PASSWORD)).toMatchObject({ code: 'N001' });
    expect((await portal.login(user.username, NEW_PASSWORD)).status).toBe(401);

    await ask(user.username);
    const inTime = await linkMailedTo(user.email, 1);
    expect(inTime.token).not.toBe(late.token);
    vi.setSystemTime(start + 30 * 60_000 + 1000 + 29 * 60_000);
    expect(await reset(inTime.token, NEW_PASSWORD)).toMatchObject({ message: { status: true } });
  });

  it('answers an unknown user exactly as a known one, and mails nobody', async () => {
    const user = await makeUser('reset-known');
    const mailsBefore = (await outboxMessages(outbox)).length;
    const known = await ask(user.username);
    const unknown = await ask('nobody-by-this-name');
    const unknownEmail = await ask('nobody@example.org');
    expect(unknown).toEqual(known);
    expect(unknownEmail).toEqual(known);
    await linkMailedTo(user.email);
    expect((await outboxMessages(outbox)).length).toBe(mailsBefore + 1);
  });

  it('sets only a password that follows the rule, and keeps the link for a better one', async () => {
    const user = await makeUser('reset-rule');
    await ask(user.username);
    const { token } = await linkMailedTo(user.email);
    for (const weak of ['short1A', 'alllowercase123', 'NoDigitsHere', '']) {
      expect(await reset(token, weak), weak).toMatchObject({ code: 'I001', userErrors: [{ field: 'password' }] });
    }
    expect((await reset(token, 'alllowercase123')).userErrors[0].messageKey).toBe('forms:password');
    expect((await reset(token, NEW_PASSWORD)).message.status).toBe(true);
  });

  it("ends the user's other sessions and their refresh tokens", async () => {
    const user = await makeUser('reset-sessions');
    const before = await portal.tokens(user.username);
    expect((await portal.graphql('{ me { id } }', { token: before.requestToken })).body.data?.me).toBeTruthy();
    await ask(user.username);
    const { token } = await linkMailedTo(user.email);
    expect((await reset(token, NEW_PASSWORD)).message.status).toBe(true);
    const me = await portal.graphql('{ me { id } }', { token: before.requestToken });
    expect(me.body.errors?.[0]?.extensions?.code).toBe('U001');
    const refreshed = await portal.request('/refresh-token', { method: 'POST', json: { refreshToken: before.refreshToken } });
    expect(refreshed.status).toBe(401);
  });

  it('is refused where the host does not offer it, and the link with it', async () => {
    const user = await makeUser('reset-off');
    await ask(user.username, { host: 'us.localhost' });
    const { token } = await linkMailedTo(user.email);
    const host = await portal.db
      .selectFrom('hosts')
      .select(['id', 'config'])
      .where('hostname', '=', 'us.localhost')
      .executeTakeFirstOrThrow();
    await portal.db
      .updateTable('hosts')
      .set({ config: JSON.stringify({ ...JSON.parse(host.config), forgotPassword: false }) })
      .where('id', '=', host.id)
      .execute();
    forgetHosts(portal.db);
    try {
      const mails = (await outboxMessages(outbox)).length;
      expect(await ask(user.username, { host: 'us.localhost' })).toMatchObject({ message: { status: false }, code: 'U002' });
      expect(await reset(token, NEW_PASSWORD, { host: 'us.localhost' })).toMatchObject({ code: 'U002' });
      expect((await outboxMessages(outbox)).length).toBe(mails);
      expect((await portal.login(user.username, NEW_PASSWORD)).status).toBe(401);
    } finally {
      await portal.db.updateTable('hosts').set({ config: host.config }).where('id', '=', host.id).execute();
      forgetHosts(portal.db);
    }
  });

  it('is limited per account and address, whether or not it exists, and per address', async () => {
    const user = await makeUser('reset-flood');
    for (const [n, login] of [user.username, 'nobody-flooding'].entries()) {
      const answers = [];
      const address = `10.41.1.${n + 1}`;
      for (let i = 0; i < RESET_LIMITS.perAccountAndAddress.max + 2; i++) answers.push(await ask(login, { address }));
      expect(
        answers.map((a) => a.code),
        login,
      ).toEqual([...Array(RESET_LIMITS.perAccountAndAddress.max).fill(null), 'R001', 'R001']);
    }
    // The username and the email are one account.
    expect(await ask(user.email, { address: '10.41.1.1' })).toMatchObject({ code: 'R001' });
    const address = '10.41.0.1';
    const answers = [];
    for (let i = 0; i < PUBLIC_FORM_LIMITS.resetPerAddress.max + 1; i++) answers.push(await ask(`someone-${i}`, { address }));
    expect(answers.at(-1)).toMatchObject({ code: 'R001', message: { status: false } });
    expect(answers.at(-1).retryAfterSeconds).toBeGreaterThan(0);
    expect(answers.slice(0, -1).every((a) => a.code === null)).toBe(true);
  });

  it("lets strangers' requests mail the owner at most three times an hour, and the owner asking from their own still gets a mail", async () => {
    const user = await makeUser('reset-strangers');
    const cookie = await signInFrom(user.username, '10.43.0.100');
    // Ten concurrent strangers, each from an address of their own: all get the usual answer, three mails leave.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(user.username, { address: `10.43.1.${i + 1}` })));
    expect(answers.every((a) => a.code === null && a.message.status)).toBe(true);
    expect(RESET_LIMITS.strangersMailsPerAccount.max).toBe(3);
    expect(await linksMade(user.id)).toBe(3);
    expect(await ask(user.email, { address: '10.43.1.50' })).toMatchObject({ code: null });
    expect(await linksMade(user.id)).toBe(3);
    await vi.waitFor(async () => expect(await mailsTo(user.email)).toHaveLength(3));

    // The owner from the address they signed in from, then from a new address with their browser's cookie.
    expect(await ask(user.username, { address: '10.43.0.100' })).toMatchObject({ code: null });
    expect(await linksMade(user.id)).toBe(4);
    const fromHome = await linkMailedTo(user.email, 3);
    expect(await ask(user.email, { address: '10.43.0.200', cookie })).toMatchObject({ code: null });
    expect(await linksMade(user.id)).toBe(5);
    const fromBrowser = await linkMailedTo(user.email, 4);
    expect(fromBrowser.token).not.toBe(fromHome.token);
    expect(await mailsTo(user.email)).toHaveLength(5);
    expect(await reset(fromBrowser.token, NEW_PASSWORD)).toMatchObject({ message: { status: true } });

    // A forged cookie is a stranger's.
    const forged = cookie?.replace('portal_device=', 'portal_device=x');
    expect(await ask(user.username, { address: '10.43.0.201', cookie: forged })).toMatchObject({ code: null });
    expect(await linksMade(user.id)).toBe(5);
  });

  it('keeps a high cap per account against requests from many addresses, which the owner at home passes', async () => {
    const user = await makeUser('reset-cap');
    await signInFrom(user.username, '10.44.0.100');
    const answers = [];
    for (let i = 0; i <= RESET_LIMITS.perAccount.max; i++) answers.push(await ask(user.username, { address: `10.44.1.${i + 1}` }));
    expect(answers.slice(0, -1).every((a) => a.code === null)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ code: 'R001', message: { status: false } });
    expect(await linksMade(user.id)).toBe(RESET_LIMITS.strangersMailsPerAccount.max);
    expect(await ask(user.username, { address: '10.44.0.100' })).toMatchObject({ code: null });
    expect(await linksMade(user.id)).toBe(RESET_LIMITS.strangersMailsPerAccount.max + 1);
  });

  it('hashes new passwords for made-up links only up to the limit per address', async () => {
    const address = '10.42.0.1';
    const answers = [];
    for (let i = 0; i <= PUBLIC_FORM_LIMITS.newPasswordPerAddress.max; i++) {
      answers.push(await call(RESET, { token: `made-up-${i}`, password: NEW_PASSWORD }, { address }));
    }
    expect(answers.slice(0, -1).every((a) => a.code === 'N001')).toBe(true);
    expect(answers.at(-1)).toMatchObject({ code: 'R001', message: { status: false } });
  });
});
