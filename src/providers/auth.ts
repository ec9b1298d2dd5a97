import type { AuthProvider } from '@refinedev/core';
import { apiFetch } from './api-fetch.ts';
import { currentLocale } from './i18n.ts';
import { endsSession } from './session-end.ts';
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

  // Spec 1 §8: the transport has already refreshed once on 401; see endsSession for what else ends the session.
  onError: async (error) => (endsSession(error) ? { logout: true, redirectTo: loginPath(), error } : {}),
};
