import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { log, withRequestId } from '../platform/log.ts';

/** An id a caller (a balancer, another service) sent along is kept when it looks like one; anything else is replaced. */
const GIVEN_ID = /^[\w.:-]{1,64}$/;

/**
 * Every request gets an id (the caller's x-request-id, or a new one), which the response carries back and every log
 * line written while it runs names; when it ends one line tells its method, path (never its query: signed addresses
 * carry tokens there), status and time.
 */
export const requestLog: MiddlewareHandler = async (c, next) => {
  const given = c.req.header('x-request-id');
  const requestId = given && GIVEN_ID.test(given) ? given : randomUUID();
  const started = performance.now();
  await withRequestId(requestId, next);
  try {
    c.res.headers.set('x-request-id', requestId);
  } catch {
    // A response whose headers are fixed (a proxied answer) goes as it is.
  }
  withRequestId(requestId, () =>
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request'),
  );
};
