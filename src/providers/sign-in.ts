import type { HttpError } from '@refinedev/core';
import { ApiError, apiFetch } from './api-fetch.ts';
import { saveTokens, type SessionTokens } from './tokens.ts';

/** A failed sign-in, carrying the translation key the login page shows. */
export interface LoginFailure extends HttpError {
  messageKey: string;
  minutes?: number;
  /** Signed in on another market's portal: the portal the account belongs to. */
  market?: { sorg: string; hostname: string };
}

/** The page a sign-in opens: the in-app path that sent the user there, else the locale's home page. */
export const pathAfterSignIn = (locale: string, from: string | null | undefined) => (from && /^\/[a-z]/.test(from) ? from : `/${locale}`);

export function loginFailure(error: unknown): LoginFailure {
  if (error instanceof ApiError && !error.isNetwork) {
    const key = typeof error.body?.messageKey === 'string' ? error.body.messageKey : 'something_wrong';
    const seconds = Number(error.body?.retryAfterSeconds);
    const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : undefined;
    const market = error.body?.market as LoginFailure['market'] | undefined;
    return { name: 'LoginError', message: error.message, statusCode: error.status, messageKey: key, minutes, market };
  }
  return { name: 'LoginError', message: 'Connection failed', statusCode: 0, messageKey: 'connection_failed' };
}

/**
 * POST /login and keep the session's tokens. Plain fetch, no UI library: the light sign-in page (which loads before
 * the rest of the app) and the app's auth provider both sign in through it.
 */
export async function signIn(username: string, password: string): Promise<LoginFailure | null> {
  try {
    saveTokens(await apiFetch<SessionTokens>('/login', { method: 'POST', json: { username, password }, auth: false }));
    return null;
  } catch (error) {
    return loginFailure(error);
  }
}
