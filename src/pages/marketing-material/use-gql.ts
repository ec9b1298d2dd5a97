import { useCustom } from '@refinedev/core';
import type { TadaDocumentNode } from 'gql.tada';
import type { ResultOf, VariablesOf } from '../../graphql/tada.ts';

/**
 * One reader query through Refine (token refresh and error mapping of the data provider), cached by its variables;
 * the answer is typed by the document.
 */
export function useGql<D extends TadaDocumentNode<object, any>>(name: string, query: D, variables: VariablesOf<D>, enabled = true) {
  const { result, query: q } = useCustom<ResultOf<D> & Record<string, unknown>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: query, gqlVariables: variables },
    errorNotification: false,
    queryOptions: { queryKey: ['portal', 'marketing-material', name, variables], enabled, meta: { feedback: false } },
  });
  return { data: q.isSuccess ? result.data : undefined, isError: q.isError, error: q.error, refetch: () => void q.refetch() };
}
