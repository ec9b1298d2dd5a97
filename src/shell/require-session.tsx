import { Authenticated } from '@refinedev/core';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { PageLoading } from './page-loading.tsx';

/** Pages for signed-in users; others go to the login page of the same locale and come back afterwards. */
export function RequireSession() {
  const { locale } = useParams();
  const { pathname, search } = useLocation();
  const home = pathname.replace(/\/+$/, '') === `/${locale}`;
  const from = home ? '' : `?from=${encodeURIComponent(`${pathname}${search}`)}`;
  return (
    <Authenticated key="portal" loading={<PageLoading />} fallback={<Navigate replace to={`/${locale}/login${from}`} />}>
      <Outlet />
    </Authenticated>
  );
}
