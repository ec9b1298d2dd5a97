import type { TadaDocumentNode } from 'gql.tada';
import { usePortalQuery } from '../../providers/portal-query.ts';

/**
 * One home query, read again whenever the page opens (a payment or an order made elsewhere shows at once), failing
 * in its own card without the shell's error popups.
 */
export function useHomeQuery<T, V>(key: unknown[], gqlQuery: TadaDocumentNode<T, V>, gqlVariables: V, enabled = true) {
  const query = usePortalQuery(['home', ...key, gqlVariables], gqlQuery, gqlVariables, { enabled, fresh: true });
  return {
    data: query.data,
    loading: query.isLoading,
    fetching: query.isFetching,
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
}
