import { createContext, createElement, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useGetIdentity, useOnError } from '@refinedev/core';
import { sessionKey } from '../providers/tokens.ts';
import type { PortalIdentity } from '../providers/user.ts';

type PortalUser = {
  user: PortalIdentity | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
};

const PortalUserContext = createContext<PortalUser | null>(null);

/**
 * The signed-in user, read once for the whole app: every refine hook parses the route, and the shell and a page ask
 * for the user in some thirty places. An identity cached for another session (previous user or customer) counts as
 * still loading, and a failed load goes through auth.onError so a dead session ends at the login page.
 */
export function PortalUserProvider({ children }: { children: ReactNode }) {
  const query = useGetIdentity<PortalIdentity | null>();
  const { mutate: onError } = useOnError();
  const { error, refetch } = query;

  useEffect(() => {
    if (error) onError(error);
  }, [error, onError]);

  const user = query.data && query.data.session === sessionKey() ? query.data : undefined;
  const stale = !!query.data && !user && !query.isFetching;
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);

  const isLoading = !user && !error;
  const value = useMemo(() => ({ user, isLoading, error, refetch }), [user, isLoading, error, refetch]);
  return createElement(PortalUserContext.Provider, { value }, children);
}

/** The signed-in user for pages (PortalUserProvider, around the routes). */
export function usePortalUser(): PortalUser {
  const shared = useContext(PortalUserContext);
  if (!shared) throw new Error('usePortalUser() outside PortalUserProvider');
  return shared;
}
