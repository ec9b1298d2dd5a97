import { createHash, randomBytes } from 'node:crypto';
import type { RequestContext } from '../context.ts';
import { readDevice } from '../auth/device.ts';
import { hashPassword } from '../auth/password.ts';
import { signedInBefore } from '../auth/rate-limit.ts';
import { count, countEach, isRefused, perWindow, type WindowRule } from '../platform/window-counter.ts';
import { afterCommit } from '../db/write-scope.ts';
import { formError, userError } from '../graphql/mutation-result.ts';
import { requestOrigin } from '../http/origin.ts';
import { namespaceTexts } from '../i18n/texts.ts';
import { type PublicAnswer, publicDone, publicRefused } from '../inquiries/public-answer.ts';
import { check } from '../../src/rules/forms.ts';
import { PUBLIC_FORM_LIMITS, RESET_LINK_MINUTES } from '../../src/rules/inquiry.ts';
import { asLocale, DEFAULT_LOCALE } from '../../src/rules/locales.ts';
import { isoIn, nowIso } from '../platform/clock.ts';

const texts = namespaceTexts('password-reset');
const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

/** Whether the host offers the forgotten-password flow (spec 1 §3.1 forgotPassword). */
const offered = (ctx: RequestContext) => ctx.host.config.forgotPassword;
const notOffered = () => publicRefused('U002', 'Resetting a forgotten password is not offered on this portal');
const tooMany = (seconds: number) =>
  publicRefused('R001', `Too many password reset requests. Please try again in ${Math.ceil(seconds / 60)} minutes.`, [], seconds);

/** The username or email a reset is asked for, as the limits and the lookup key it. */
export const loginKey = (login: string) => login.trim().toLowerCase().slice(0, 200);

/**
 * Reset limits. Requests count per address and per account and address, so strangers elsewhere cannot use up the
 * owner's; a high cap per account stops a flood from many addresses, and of the requests from addresses and browsers
 * the account never signed in from, at most a few an hour mail it. The owner asking from their own (an address or a
 * device cookie they signed in with) passes the account's cap and its mail budget.
 */
export const RESET_LIMITS = {
  perAddress: PUBLIC_FORM_LIMITS.resetPerAddress,
  perAccountAndAddress: PUBLIC_FORM_LIMITS.resetPerUser,
  perAccount: { max: 20, windowMinutes: 60 },
  strangersMailsPerAccount: { max: 3, windowMinutes: 60 },
} as const;

/** What the limits let through: a refusal, or the accounts a link may be mailed to. */
export interface ResetGate {
  refusal: PublicAnswer | null;
  mailTo: number[];
}

// Yoga puts the request into the context; a call without one (a script) has no cookie and a local origin.
const requestOf = (ctx: RequestContext) => (ctx as RequestContext & { request?: Request }).request;

const accountsOf = (ctx: RequestContext, key: string) =>
  ctx.db
    .selectFrom('users')
    .select(['id', 'username', 'name', 'email', 'language', 'isFakeEmail'])
    .where('deletedAt', 'is', null)
    .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', key), eb(eb.fn('lower', ['email']), '=', key)]))
    .orderBy('id')
    .limit(3)
    .execute();

/**
 * Before the request's transaction: refused where the host does not offer it; otherwise the request is counted, whether
 * or not such an account exists (the same limits for nobody, so they tell nothing either), and each account found is
 * mailed when the owner asks from their own or its budget for strangers' requests is not used up; past the budget the
 * answer stays the same and no mail leaves.
 */
export async function admitResetRequest(ctx: RequestContext, login: string): Promise<ResetGate> {
  if (!offered(ctx)) return { refusal: notOffered(), mailTo: [] };
  const key = loginKey(login);
  const address = ctx.clientAddress ?? 'unknown';
  const accounts = key ? await accountsOf(ctx, key) : [];
  const device = await readDevice(requestOf(ctx)?.headers.get('cookie'), ctx.env.tokenSecret);
  const own = new Set<number>();
  // Asked for nobody as well, so the work is the same either way.
  for (const account of accounts.length ? accounts : [{ id: 0, username: key }]) {
    if ((await signedInBefore(ctx.db, account.username, address, device)) && account.id) own.add(account.id);
  }
  const who = accounts.length ? `account:${accounts.map((a) => a.id).join(',')}` : `login:${key}`;
  const rules: [string, WindowRule][] = [
    [`reset:addr:${address}`, perWindow(RESET_LIMITS.perAddress)],
    [`reset:${who}:${address}`, perWindow(RESET_LIMITS.perAccountAndAddress)],
  ];
  if (!own.size) rules.push([`reset:${who}`, perWindow(RESET_LIMITS.perAccount)]);
  const gate = await countEach(ctx.db, rules);
  if (isRefused(gate)) return { refusal: tooMany(gate.retryAfterSeconds), mailTo: [] };
  const mailTo: number[] = [];
  for (const account of accounts) {
    if (own.has(account.id)) mailTo.push(account.id);
    else if (!isRefused(await count(ctx.db, `reset:mails:${account.id}`, perWindow(RESET_LIMITS.strangersMailsPerAccount))))
      mailTo.push(account.id);
  }
  return { refusal: null, mailTo };
}

export const RESET_REQUESTED =
  'If an account with this username or email exists, we have sent a link to its email address. The link works for 30 minutes.';

/**
 * mutation requestPasswordReset (public): a one-time link valid RESET_LINK_MINUTES, mailed to the account's address.
 * The answer is the same whether or not the account exists, and so is the work: the lookup and the token's making and
 * hashing happen either way, and the mail leaves after the answer.
 */
export async function requestReset(ctx: RequestContext, login: string, mailTo: readonly number[]): Promise<PublicAnswer> {
  if (!offered(ctx)) return notOffered();
  const key = loginKey(login);
  if (!key) return publicRefused('I001', 'Please correct the marked fields', [formError('login', 'required')]);
  const users = await accountsOf(ctx, key);
  const origin = requestOrigin(requestOf(ctx) ?? new Request('http://localhost'), ctx.env.trustProxy)?.origin ?? '';
  const createdAt = nowIso();
  const expiresAt = isoIn(RESET_LINK_MINUTES * 60_000);
  // One token made for each account found, and one for nobody when none is: the same work either way.
  for (const user of users.length ? users : [null]) {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = sha256(token);
    if (!user || user.isFakeEmail || !user.email || !mailTo.includes(user.id)) continue;
    // Only the newest link works: earlier ones end now.
    await ctx.db
      .updateTable('passwordResetTokens')
      .set({ expiresAt: createdAt })
      .where('userId', '=', user.id)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', createdAt)
      .execute();
    await ctx.db.insertInto('passwordResetTokens').values({ userId: user.id, tokenHash, expiresAt, usedAt: null, createdAt }).execute();
    const locale = asLocale(user.language) ?? DEFAULT_LOCALE;
    const t = texts.in(locale);
    const link = `${origin}/${locale}/reset-password?token=${token}`;
    const values = { name: user.name, username: user.username, link, minutes: RESET_LINK_MINUTES };
    // Sent once committed and not waited for, so the answer takes as long for an account as for nobody.
    await afterCommit(() => {
      ctx.mail
        .send({
          to: user.email,
          subject: t('mail.subject', values),
          text: t('mail.body', values),
          replyTo: ctx.host.config.email || undefined,
        })
        .catch((e: unknown) => console.error('password reset: mail not sent', e));
    });
  }
  return publicDone(RESET_REQUESTED);
}

/** The new password checked by the shared rule and hashed, before the transaction (scrypt is the slow part); limited per address. */
export async function prepareNewPassword(ctx: RequestContext, password: string): Promise<{ hash: string } | { refusal: PublicAnswer }> {
  if (!offered(ctx)) return { refusal: notOffered() };
  const gate = await countEach(ctx.db, [
    [`reset-set:addr:${ctx.clientAddress ?? 'unknown'}`, perWindow(PUBLIC_FORM_LIMITS.newPasswordPerAddress)],
  ]);
  if (isRefused(gate)) return { refusal: tooMany(gate.retryAfterSeconds) };
  const failed = check(password, ['required', 'password']);
  if (failed) return { refusal: publicRefused('I001', 'Please correct the marked fields', [formError('password', failed)]) };
  if (password.length > 200)
    return { refusal: publicRefused('I001', 'Please correct the marked fields', [formError('password', 'max_length')]) };
  return { hash: await hashPassword(password) };
}

const linkInvalid = () =>
  publicRefused('N001', 'This link is no longer valid. Please ask for a new one.', [
    userError('token', 'This link is no longer valid. Please ask for a new one.', 'password-reset:errors.link_invalid'),
  ]);

/**
 * mutation resetPassword (public): the link's token is taken by a guarded update (unused, not expired), so it works
 * once; the password changes and every session of the user ends (their refresh tokens with them).
 */
export async function resetPassword(
  ctx: RequestContext,
  token: string,
  prepared: { hash: string } | { refusal: PublicAnswer },
): Promise<PublicAnswer> {
  if ('refusal' in prepared) return prepared.refusal;
  const at = nowIso();
  const row = await ctx.db
    .selectFrom('passwordResetTokens')
    .select(['id', 'userId'])
    .where('tokenHash', '=', sha256(token))
    .executeTakeFirst();
  if (!row) return linkInvalid();
  const { numUpdatedRows } = await ctx.db
    .updateTable('passwordResetTokens')
    .set({ usedAt: at })
    .where('id', '=', row.id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', at)
    .executeTakeFirst();
  if (Number(numUpdatedRows) !== 1) return linkInvalid();
  const user = await ctx.db
    .updateTable('users')
    .set({ passwordHash: prepared.hash })
    .where('id', '=', row.userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (Number(user.numUpdatedRows) !== 1) return linkInvalid();
  await ctx.db
    .updateTable('sessions')
    .set({ revokedAt: at, revokedReason: 'password reset' })
    .where('userId', '=', row.userId)
    .where('revokedAt', 'is', null)
    .execute();
  // Any other link of the user ends with it.
  await ctx.db
    .updateTable('passwordResetTokens')
    .set({ expiresAt: at })
    .where('userId', '=', row.userId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', at)
    .execute();
  return publicDone('Your password is changed. Please sign in with your new password.');
}
