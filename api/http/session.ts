import { Hono } from 'hono';
import { z } from 'zod';
import { verifyPassword } from '../auth/password.ts';
import { clearLoginFailures, loginThrottle, recordLoginFailure } from '../auth/rate-limit.ts';
import { refreshSession, startSession } from '../auth/sessions.ts';
import { clientAddress } from './client.ts';
import { type AppEnv, errorBody } from './types.ts';

const credentials = z.object({ username: z.string().trim().min(1).max(100), password: z.string().min(1).max(200) });

/** POST /login and POST /refresh-token (spec 1 §7). */
export const sessionRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const { db, env } = c.get('ctx');
    const parsed = credentials.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(errorBody('I001', 'Username and password are required', 'login.required'), 400);
    const { username, password } = parsed.data;
    const address = clientAddress(c);
    const throttle = await loginThrottle(db, username, address);
    if (throttle.limited) {
      c.header('Retry-After', String(throttle.retryAfterSeconds));
      return c.json(errorBody('U003', `Too many sign-in attempts. Please wait ${Math.ceil(throttle.retryAfterSeconds / 60)} minutes and try again.`,
        'login.too_many_attempts', { retryAfterSeconds: throttle.retryAfterSeconds }), 429);
    }
    const user = await db.selectFrom('users').select(['id', 'passwordHash', 'customerId']).where('username', '=', username)
      .where('deletedAt', 'is', null).executeTakeFirst();
    if (!user) {
      await recordLoginFailure(db, username, address);
      return c.json(errorBody('U001', 'Incorrect username', 'login.incorrect_username'), 401);
    }
    if (!(await verifyPassword(password, user.passwordHash))) {
      await recordLoginFailure(db, username, address);
      return c.json(errorBody('U001', 'Incorrect password', 'login.incorrect_password'), 401);
    }
    await clearLoginFailures(db, username);
    const customer = user.customerId === null ? null
      : (await db.selectFrom('customers').select(['id', 'codeR3', 'codeIsr']).where('id', '=', user.customerId).executeTakeFirst()) ?? null;
    return c.json(await startSession(db, env.tokenSecret, user.id, customer));
  })
  .post('/refresh-token', async (c) => {
    const { db, env } = c.get('ctx');
    const body = await c.req.json().catch(() => null) as { refreshToken?: unknown } | null;
    if (typeof body?.refreshToken !== 'string') return c.json(errorBody('I001', 'refreshToken is required'), 400);
    const outcome = await refreshSession(db, env.tokenSecret, body.refreshToken);
    if (!outcome.ok) return c.json(errorBody('U001', 'Session ended, please sign in again', 'login.session_ended', { reason: outcome.reason }), 401);
    return c.json(outcome.tokens);
  });
