import type { HttpError } from '@refinedev/core';
import { ApiError } from './api-fetch.ts';

/** The guard's answer when the session's customer is no longer the user's (api/http/guard.ts). */
const CUSTOMER_LOST = 'errors.customer_not_yours';

/**
 * The failures that end the session (spec 1 §8, narrowed by the no-access rule of spec 1 §6): a 401 the transport
 * could not renew, maintenance, and the guard's 403 for a customer that is no longer the user's. Any other 403 is a
 * page or record the user may not open: the page says "no access" or "not found", and the session goes on.
 */
export function endsSession(error: unknown): boolean {
  if (error instanceof ApiError) {
    return error.status === 401 || error.isMaintenance || (error.status === 403 && error.body?.key === CUSTOMER_LOST);
  }
  const e = error as Partial<HttpError> | null | undefined;
  return e?.statusCode === 401 || e?.code === 'M001';
}
