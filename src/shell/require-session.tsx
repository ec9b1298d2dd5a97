import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { hasSession } from '../providers/tokens.ts';

/**
 * Pages for signed-in users; others go to the login page of the same locale and come back afterwards. The session is
 * the tokens in this browser (authProvider.check reads the same), read as the route renders: refine's <Authenticated>
 * would draw a loading frame first and then the whole page in one blocking render when its check query answers.
 */
export function RequireSession() {
  const { locale } = useParams();
  const { pathname, search } = useLocation();
  if (hasSession()) return <Outlet />;
  const home = pathname.replace(/\/+$/, '') === `/${locale}`;
  const from = home ? '' : `?from=${encodeURIComponent(`${pathname}${search}`)}`;
  return <Navigate replace to={`/${locale}/login${from}`} />;
}
