import type { RequestContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { audited, OK, writeAuditQuietly } from './record.ts';
import type { Target } from './targets.ts';

/**
 * The REST routes that change data write audit rows as the mutations do, under these operation names:
 * login (POST /login, failed attempts too), logout (POST /logout), revokeSession (a spent refresh token came back,
 * so the session was revoked), changeCust (POST /change-cust), paymentWebhook (a gateway outcome that changed a
 * payment request). Routine refresh-token rotation writes none.
 */
export const REST_OPERATIONS = ['login', 'logout', 'revokeSession', 'changeCust', 'paymentWebhook'] as const;
export type RestOperation = (typeof REST_OPERATIONS)[number];

export interface RestAbout {
  operation: RestOperation;
  actor: { id: number; username: string } | null;
  customerId: number | null;
  target: Target;
  input: unknown;
}

/** A REST change and its row in one transaction (see audited). */
export function auditedRoute<T>(ctx: RequestContext, about: RestAbout, work: () => Promise<{ value: T; result: string }>): Promise<T> {
  return audited(ctx.db, { ...about, host: ctx.host.hostname }, work);
}

/** A REST event whose change (if any) is already done: a refused sign-in, a revoked session. */
export function auditEvent(ctx: { db: Database; host: RequestContext['host'] }, about: RestAbout, result: string = OK): Promise<void> {
  return writeAuditQuietly(ctx.db, { ...about, host: ctx.host.hostname, result });
}
