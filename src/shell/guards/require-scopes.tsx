import type { ReactNode } from 'react';
import { endsSession } from '../../providers/session-end.ts';
import { hasScopes, type ScopeRequirement } from '../../rules/scopes.ts';
import { LoadError } from '../load-error.tsx';
import { NoAccess } from '../no-access.tsx';
import { PageLoading } from '../page-loading.tsx';
import { usePortalUser } from '../use-portal-user.ts';

/**
 * The generic route guard (spec 1 §6): the route's permission list, each entry a scope or a group of alternatives. A
 * user without it sees the no-access page in place and stays signed in; the server refuses the data anyway, so this
 * only keeps the page from opening half-broken.
 */
export function RequireScopes({ scopes, children }: { scopes: ScopeRequirement; children: ReactNode }) {
  const { user, error, refetch } = usePortalUser();
  // A route without a permission list opens at once; others wait for the user's scopes.
  const allowed = scopes.length === 0 ? true : user ? hasScopes(user.scopes, scopes) : undefined;

  if (allowed) return <>{children}</>;
  if (allowed === false) return <NoAccess />;
  if (error && !endsSession(error)) return <LoadError error={error} onRetry={() => void refetch()} />;
  return <PageLoading fullPage={false} />;
}
