import { useCustom } from '@refinedev/core';
import type { TadaDocumentNode } from 'gql.tada';

/**
 * One home query, read again whenever the page opens (a payment or an order made elsewhere shows at once), failing
 * in its own card without the shell's error popups.
 */
export function useHomeQuery<T extends Record<string, unknown>, V extends Record<string, unknown>>(
  key: unknown[],
  gqlQuery: TadaDocumentNode<T, V>,
  gqlVariables: V,
  enabled = true,
) {
  const { result, query } = useCustom<T>({
    url: '',
    method: 'post',
    errorNotification: false,
    meta: { gqlQuery, gqlVariables },
    queryOptions: {
      enabled,
      queryKey: ['portal', 'home', ...key, gqlVariables],
      gcTime: 0,
      placeholderData: (previous) => previous,
      meta: { feedback: false },
    },
  });
  return {
    data: result.data as T | undefined,
    loading: query.isLoading,
    fetching: query.isFetching,
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
}
