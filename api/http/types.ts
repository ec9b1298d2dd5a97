import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { RequestContext, SignedInContext } from '../context.ts';

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

/**
 * How a platform route learns who asks: sessions are identity's (auth/guard.ts gives this), the routes that need one
 * (files, GraphQL) are the platform's, so the server's root hands it to them.
 */
export interface SessionCheck {
  /** Lets only signed-in users through, with the actor set on the context. */
  requireActor: MiddlewareHandler<AppEnv>;
  /** The signed-in reader of a request's bearer token, or null. */
  readerOf: (c: Context<AppEnv>) => Promise<SignedInContext | null>;
  /** The user of a request's verified token, without reading the database; null without a valid one. */
  tokenUserOf: (c: Context<AppEnv>) => Promise<number | null>;
}
