import { type BaseRecord, type HttpError, useDataProvider, useOnError } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { TadaDocumentNode } from 'gql.tada';

export interface PortalQueryOptions<T> {
  enabled?: boolean;
  /** A form starts from what the server holds now: nothing is kept once it closes. */
  fresh?: boolean;
  /** Asked again while the answer says so (a payment or registration on its way), in milliseconds; false stops. */
  refetchInterval?: (data: T | undefined) => number | false;
}

/**
 * One typed GraphQL read, outside refine's useCustom on purpose: the shell ends the session on any 403, but a link to
 * another customer's record (an old bookmark after a customer switch) should only say "not found". 401 still signs out.
 * The answer and the variables are typed by the document.
 */
export function usePortalQuery<T extends BaseRecord, V extends Record<string, unknown>>(
  key: unknown[],
  gqlQuery: TadaDocumentNode<T, V>,
  gqlVariables: V,
  { enabled = true, fresh = false, refetchInterval }: PortalQueryOptions<T> = {},
) {
  const dataProvider = useDataProvider();
  const { mutate: onError } = useOnError();
  return useQuery<T, HttpError>({
    queryKey: ['portal', ...key],
    enabled,
    retry: false,
    ...(fresh ? { gcTime: 0 } : {}),
    meta: { feedback: false },
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : undefined,
    queryFn: async () => {
      try {
        const { data } = await dataProvider().custom!<T>({ url: '', method: 'post', meta: { gqlQuery, gqlVariables } });
        return data;
      } catch (error) {
        if ((error as HttpError | null)?.statusCode === 401) onError(error);
        throw error;
      }
    },
  });
}
