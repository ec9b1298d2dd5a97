import type { Context } from 'hono';
import type { SignedInContext } from '../context.ts';
import type { AppEnv } from './types.ts';

/** The answer while the host is down for maintenance (status M001), to everyone without system.maintenance. */
export function maintenanceAnswer(c: Context<AppEnv>) {
  const { statusMessage } = c.get('ctx').host;
  const message = statusMessage ?? 'The portal is under maintenance. Please come back later.';
  return c.json({ status: 'maintenance', message, code: 'M001', errors: [{ message, extensions: { code: 'M001' } }] }, 500);
}

/** The context of a route behind requireActor (auth/guard.ts): its actor is set. */
export const signedIn = (c: Context<AppEnv>) => c.get('ctx') as SignedInContext;
