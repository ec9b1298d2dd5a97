import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SignedInContext } from '../context.ts';
import { maintenanceAnswer } from '../http/guard.ts';
import { type AppEnv, errorBody, type SessionCheck } from '../http/types.ts';
import { actorFor } from './session-check.ts';
import { bearerToken, readAccessToken } from './tokens.ts';

const claimsOf = (c: Context<AppEnv>) => readAccessToken(c.get('ctx').env.tokenSecret, bearerToken(c.req.header('authorization')) ?? '');

/**
 * Lets only signed-in users through: 401 (U001) without a valid token, so the app refreshes; 403 (U002) when the
 * token's customer is no longer the user's; 500 with status maintenance while the host is down for maintenance.
 */
export const requireActor = createMiddleware<AppEnv>(async (c, next) => {
  const ctx = c.get('ctx');
  const claims = await claimsOf(c);
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

/** The signed-in reader of a request's bearer token, or null (no token, an invalid one, a customer no longer theirs). */
async function readerOf(c: Context<AppEnv>): Promise<SignedInContext | null> {
  const claims = await claimsOf(c);
  const outcome = claims ? await actorFor(c.get('ctx').db, claims) : null;
  return outcome && !('error' in outcome) ? ({ ...c.get('ctx'), actor: outcome.actor } as SignedInContext) : null;
}

/** What the platform's routes ask of a session (http/types.ts). */
export const sessionCheck: SessionCheck = {
  requireActor,
  readerOf,
  tokenUserOf: async (c) => (await claimsOf(c))?.userId ?? null,
};
