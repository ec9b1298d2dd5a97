import { Hono } from 'hono';
import { z } from 'zod';
import type { RequestContext } from '../context.ts';
import { readDevice, setDeviceCookie } from '../auth/device.ts';
import { dummyPasswordHash, verifyPassword } from '../auth/password.ts';
import { homeMarketElsewhere } from '../auth/home-market.ts';
import { customerAtSignIn } from '../auth/last-customer.ts';
import { admitSignIn, LOGIN_LIMITS, signInSucceeded } from '../auth/rate-limit.ts';
import { refreshSession, revokeSession, startSession } from '../auth/sessions.ts';
import { auditedRoute, auditEvent } from '../audit/rest.ts';
import { OK } from '../audit/record.ts';
import { clientAddress } from '../http/client.ts';
import { requireActor } from '../auth/guard.ts';
import { signedIn } from '../http/guard.ts';
import { type AppEnv, errorBody } from '../http/types.ts';

const credentials = z.object({ username: z.string().trim().min(1).max(100), password: z.string().min(1).max(200) });

/** POST /login, POST /refresh-token (spec 1 §7) and POST /logout; each change writes an audit row (audit/rest.ts). */
export const sessionRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const { db, env } = c.get('ctx');
    const parsed = credentials.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(errorBody('I001', 'Username and password are required', 'login.required'), 400);
    const { username, password } = parsed.data;
    const address = clientAddress(c);
    const attempt = (actor: { id: number; username: string } | null, customerId: number | null = null) => ({
      operation: 'login' as const,
      actor,
      customerId,
      target: { type: 'session', ids: [] },
      input: { username },
    });
    // The attempt is reserved before any password is checked, so concurrent guesses cannot pass the limits together.
    const gate = await admitSignIn(db, username, address, await readDevice(c.req.header('cookie'), env.tokenSecret));
    if (!gate.admitted) {
      await auditEvent(c.get('ctx'), attempt(null), 'U003');
      c.header('Retry-After', String(gate.retryAfterSeconds));
      return c.json(
        errorBody(
          'U003',
          `Too many sign-in attempts. Please wait ${Math.ceil(gate.retryAfterSeconds / 60)} minutes and try again.`,
          'login.too_many_attempts',
          { retryAfterSeconds: gate.retryAfterSeconds },
        ),
        429,
      );
    }
    const user = await db
      .selectFrom('users')
      .select(['id', 'passwordHash', 'customerId', 'groupRoleId', 'limitation'])
      .where('username', '=', username)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    // An unknown username is checked against a dummy hash: the same work and wait as a wrong password.
    const rightPassword = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user) {
      await auditEvent(c.get('ctx'), attempt(null), 'U001');
      return c.json(errorBody('U001', 'Incorrect username', 'login.incorrect_username'), 401);
    }
    if (!rightPassword) {
      await auditEvent(c.get('ctx'), attempt({ id: user.id, username }, user.customerId), 'U001');
      return c.json(errorBody('U001', 'Incorrect password', 'login.incorrect_password'), 401);
    }
    const { device } = await signInSucceeded(db, gate);
    await setDeviceCookie(c, env.tokenSecret, device, LOGIN_LIMITS.knownDays);
    const { sorg } = c.get('ctx').host.config;
    // Only after the right password: an account of another market learns where its portal is, and gets no session here.
    const home = await homeMarketElsewhere(db, user, sorg);
    if (home) {
      await auditEvent(c.get('ctx'), attempt({ id: user.id, username }, user.customerId), 'U002');
      return c.json(
        errorBody('U002', `Your account belongs to the portal at ${home.hostname}`, 'login.wrong_market', { market: home }),
        403,
      );
    }
    const tokens = await auditedRoute(c.get('ctx'), attempt({ id: user.id, username }, user.customerId), async () => {
      const customer = await customerAtSignIn(db, user, sorg);
      return { value: await startSession(db, env.tokenSecret, user.id, customer), result: OK };
    });
    return c.json(tokens);
  })
  .post('/refresh-token', async (c) => {
    const { db, env } = c.get('ctx');
    const body = (await c.req.json().catch(() => null)) as { refreshToken?: unknown } | null;
    if (typeof body?.refreshToken !== 'string') return c.json(errorBody('I001', 'refreshToken is required'), 400);
    const outcome = await refreshSession(db, env.tokenSecret, body.refreshToken);
    if (!outcome.ok && outcome.reason === 'reused') await auditReuse(c.get('ctx'), body.refreshToken.split('.')[0]!);
    if (!outcome.ok)
      return c.json(errorBody('U001', 'Session ended, please sign in again', 'login.session_ended', { reason: outcome.reason }), 401);
    return c.json(outcome.tokens);
  })
  // Ends the session on the server too: its refresh token is dead from now on.
  .use('/logout', requireActor)
  .post('/logout', async (c) => {
    const ctx = signedIn(c);
    const about = {
      operation: 'logout' as const,
      actor: { id: ctx.actor.user.id, username: ctx.actor.user.username },
      customerId: ctx.actor.customer?.id ?? null,
      target: { type: 'session', ids: [] },
      input: {},
    };
    await auditedRoute(ctx, about, async () => {
      await revokeSession(ctx.db, ctx.actor.sessionId, 'signed out');
      return { value: null, result: OK };
    });
    return c.json({ status: true });
  });

/**
 * A spent refresh token came back and refreshSession revoked its session: the row names the session's user. A
 * refresh that merely lost a race with its twin answers 'reused' too, but revokes nothing and writes no row.
 */
async function auditReuse(ctx: RequestContext, sessionId: string) {
  const session = await ctx.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select(['u.id', 'u.username', 's.customerId', 's.revokedReason'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  if (session?.revokedReason !== 'refresh token reused') return;
  await auditEvent(ctx, {
    operation: 'revokeSession',
    actor: { id: session.id, username: session.username },
    customerId: session.customerId,
    target: { type: 'session', ids: [] },
    input: { reason: session.revokedReason },
  });
}
