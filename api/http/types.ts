import type { IncomingMessage } from 'node:http';
import type { RequestContext } from '../auth/context.ts';

/** Hono's typing of our routes: the request context is set by middleware before any route runs. */
export interface AppEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: { ctx: RequestContext };
}

/** The JSON body of every REST error: a code of DESIGN.md, an English message and a translation key. */
export const errorBody = (code: string, message: string, messageKey?: string, extra: Record<string, unknown> = {}) => ({
  code,
  message,
  ...(messageKey ? { messageKey } : {}),
  ...extra,
});
