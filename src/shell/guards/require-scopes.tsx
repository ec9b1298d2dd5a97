import { App } from 'antd';
import { useLogout } from '@refinedev/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { hasScopes, type ScopeRequirement } from '../../rules/scopes.ts';
import { LoadError } from '../load-error.tsx';
import { PageLoading } from '../page-loading.tsx';
import { usePortalUser } from '../use-portal-user.ts';

/** A failed user load that ends the session anyway (auth.onError logs out): no error page for it. */
const endsSession = (error: unknown) => {
  const e = error as { status?: number; statusCode?: number } | null;
  return [401, 403].includes(e?.status ?? e?.statusCode ?? 0);
};

/**
 * The generic route guard (spec 1 §6): the route's permission list, each entry a scope or a group of
 * alternatives. A user without it is signed out and sent to the login page of the same locale; the server
 * refuses the data anyway, so this only keeps the page from opening half-broken.
 */
export function RequireScopes({ scopes, children }: { scopes: ScopeRequirement; children: ReactNode }) {
  const { t } = useTranslation('errors');
  const { message } = App.useApp();
  const { locale } = useParams();
  const { user, error, refetch } = usePortalUser();
  const { mutate: logout } = useLogout();
  // A route without a permission list opens at once; others wait for the user's scopes.
  const allowed = scopes.length === 0 ? true : user ? hasScopes(user.scopes, scopes) : undefined;

  const loggingOut = useRef(false);
  useEffect(() => {
    if (allowed !== false || loggingOut.current) return;
    loggingOut.current = true;
    void message.warning({ key: 'missing-permission', content: t('guard.no_permission') });
    // The session guard above adds where the user wanted to go: whoever signs in with access lands there.
    logout({ redirectPath: `/${locale}/login` });
  }, [allowed, locale, logout, message, t]);

  if (allowed) return <>{children}</>;
  if (error && !endsSession(error)) return <LoadError error={error} onRetry={() => void refetch()} />;
  return <PageLoading fullPage={false} />;
}
