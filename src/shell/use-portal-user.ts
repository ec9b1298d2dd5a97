import { useEffect } from 'react';
import { useGetIdentity, useOnError } from '@refinedev/core';
import { sessionKey } from '../providers/tokens.ts';
import type { PortalIdentity } from '../providers/user.ts';

/**
 * The signed-in user for pages. An identity cached for another session (previous user or customer) counts as
 * still loading, and a failed load goes through auth.onError so a dead session ends at the login page.
 */
export function usePortalUser() {
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

  return {
    user,
    isLoading: !user && !error,
    error,
    refetch,
  };
}
