import { Navigate, useParams } from 'react-router';
import { landingOf } from '../../rules/navigation.ts';
import { usePortalUser } from '../use-portal-user.ts';

/**
 * A bare content address (/marketing-material, /sales-document, /visit-form) opens its first page in place of a 404:
 * an editor's admin list, else the first reading page. The route's scopes are checked before this runs.
 */
export function Landing({ path }: { path: string }) {
  const { user } = usePortalUser();
  const { locale } = useParams();
  const to = landingOf(path, user?.scopes ?? []);
  return <Navigate replace to={to ? `/${locale}/${to}` : `/${locale}`} />;
}
