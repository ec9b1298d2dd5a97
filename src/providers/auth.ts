import type { AuthProvider, HttpError } from '@refinedev/core';
import { ApiError, apiFetch } from './api-fetch.ts';
import { currentLocale } from './i18n.ts';
import { pathAfterSignIn, signIn } from './sign-in.ts';
import { clearTokens, hasSession } from './tokens.ts';
import { forgetUser, loadUser } from './user.ts';

export type { LoginFailure } from './sign-in.ts';

export interface LoginParams {
  username: string;
  password: string;
  /** The locale whose home page opens after signing in. */
  locale?: string;
  /** The portal page that sent the user to sign in; only in-app paths are followed. */
  from?: string | null;
}

const loginPath = () => `/${currentLocale()}/login`;

/** The HTTP-ish status of any error the data hooks or fetch helpers raise. */
function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  const e = error as Partial<HttpError> | null;
  return typeof e?.statusCode === 'number' ? e.statusCode : undefined;
}

function isMaintenance(error: unknown): boolean {
  if (error instanceof ApiError) return error.isMaintenance;
  return (error as { code?: string } | null)?.code === 'M001';
}

export const authProvider: AuthProvider = {
  login: async ({ username, password, locale, from }: LoginParams) => {
    const failure = await signIn(username, password);
    if (failure) return { success: false, error: failure };
    forgetUser();
    return { success: true, redirectTo: pathAfterSignIn(locale ?? currentLocale(), from) };
  },

  // The browser forgets its tokens (spec 1 §4 "Logout"); the server ends the session too and records the sign-out.
  // Best effort: a session that has already ended is simply forgotten.
  logout: async () => {
    if (hasSession()) await apiFetch('/logout', { method: 'POST' }).catch(() => undefined);
    clearTokens();
    forgetUser();
    return { success: true, redirectTo: loginPath() };
  },

  // Local only, as RequireSession reads it (GuestOnly's <Authenticated> asks here); the transport renews old tokens.
  check: async () => (hasSession() ? { authenticated: true } : { authenticated: false, logout: true, redirectTo: loginPath() }),

  getIdentity: async () => (hasSession() ? loadUser() : null),

  getPermissions: async () => (hasSession() ? (await loadUser()).scopes : []),

  // Spec 1 §8: the transport has already refreshed once on 401; a second 401, any 403 and maintenance end the session.
  onError: async (error) => {
    const status = statusOf(error);
    if (status === 401 || status === 403 || isMaintenance(error)) {
      return { logout: true, redirectTo: loginPath(), error };
    }
    return {};
  },
};
