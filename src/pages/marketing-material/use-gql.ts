import { useCustom } from '@refinedev/core';
import type { DocumentNode } from 'graphql';

/** One reader query through Refine (token refresh and error mapping of the data provider), cached by its variables. */
export function useGql<T extends object>(name: string, query: DocumentNode, variables: Record<string, unknown>, enabled = true) {
  const { result, query: q } = useCustom<T & Record<string, unknown>>({
    url: '', method: 'post',
    meta: { gqlQuery: query, gqlVariables: variables },
    errorNotification: false,
    queryOptions: { queryKey: ['portal', 'marketing-material', name, variables], enabled, meta: { feedback: false } },
  });
  return { data: q.isSuccess ? (result.data as unknown as T) : undefined, isError: q.isError, error: q.error, refetch: () => void q.refetch() };
}
