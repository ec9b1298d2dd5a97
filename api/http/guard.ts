import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { actorFor } from '../auth/session-check.ts';
import { bearerToken, readAccessToken } from '../auth/tokens.ts';
import type { SignedInContext } from '../auth/context.ts';
import { type AppEnv, errorBody } from './types.ts';

/**
 * Lets only signed-in users through: 401 (U001) without a valid token, so the app refreshes; 403 (U002) when the
 * token's customer is no longer the user's; 500 with status maintenance while the host is down for maintenance.
 */
export const requireActor = createMiddleware<AppEnv>(async (c, next) => {
  const ctx = c.get('ctx');
  const claims = await readAccessToken(ctx.env.tokenSecret, bearerToken(c.req.header('authorization')) ?? '');
  const outcome = claims ? await actorFor(ctx.db, claims) : { error: 'unauthenticated' as const };
  if ('error' in outcome) {
    return outcome.error === 'unauthenticated'
      ? c.json({ ...errorBody('U001', 'Not signed in'), errors: [{ message: 'Not signed in', extensions: { code: 'U001' } }] }, 401)
      : c.json(
          {
            ...errorBody('U002', 'This customer does not belong to you anymore, please contact sales support', 'errors.customer_not_yours'),
            errors: [{ message: 'Forbidden', extensions: { code: 'U002' } }],
          },
          403,
        );
  }
  if (ctx.host.status === 'maintenance' && !outcome.actor.scopes.has('system.maintenance')) {
    return maintenanceAnswer(c);
  }
  ctx.actor = outcome.actor;
  await next();
});

export function maintenanceAnswer(c: Context<AppEnv>) {
  const { statusMessage } = c.get('ctx').host;
  const message = statusMessage ?? 'The portal is under maintenance. Please come back later.';
  return c.json({ status: 'maintenance', message, code: 'M001', errors: [{ message, extensions: { code: 'M001' } }] }, 500);
}

export const signedIn = (c: Context<AppEnv>) => c.get('ctx') as SignedInContext;
