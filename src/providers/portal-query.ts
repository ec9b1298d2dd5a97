import { type HttpError, useOnError } from '@refinedev/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TadaDocumentNode } from 'gql.tada';
import { useCallback } from 'react';
import { endsSession, type RequestOptions, sendOperation } from './portal-request.ts';

export interface PortalQueryOptions<T> extends RequestOptions {
  enabled?: boolean;
  /** A form starts from what the server holds now: nothing is kept once it closes. */
  fresh?: boolean;
  /** How long an answer counts as current, in milliseconds (default: asked again on every mount). */
  staleTime?: number;
  /** Asked again while the answer says so (a payment or registration on its way), in milliseconds; false stops. */
  refetchInterval?: (data: T | undefined) => number | false;
  /** The previous answer stays on screen while the next loads (the default); false shows the loading state instead. */
  keepPrevious?: boolean;
  /** The shell's failure popup for a load whose page does not show its failure itself (spec 1 §8). */
  popup?: boolean;
  /** Asked once, not again after a lost connection: extras that stay silent when they fail. */
  once?: boolean;
  /** An answer already at hand (the light first page's), shown without asking. */
  initialData?: () => T | undefined;
}

/** Every key of the read hook starts so; invalidating ['portal'] reloads every page's reads and nothing of refine's. */
export const portalKey = (key: readonly unknown[]) => ['portal', ...key];

/**
 * The one read hook: a typed GraphQL read whose answer and variables the document types. A 401 the transport could not
 * renew ends the session; a 403 is left to the page, which says "not found" or "no access". `key` names the read for
 * the cache (with the variables that change it), so a page that changes data can reload another's reads.
 */
export function usePortalQuery<T, V>(
  key: readonly unknown[],
  document: TadaDocumentNode<T, V>,
  variables: V,
  options: PortalQueryOptions<T> = {},
) {
  const {
    enabled = true,
    fresh = false,
    staleTime,
    refetchInterval,
    keepPrevious = true,
    popup = false,
    once = false,
    initialData,
  } = options;
  const request = usePortalRequest(options);
  return useQuery<T, HttpError>({
    queryKey: portalKey(key),
    enabled,
    staleTime,
    initialData,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    ...(fresh ? { gcTime: 0 } : {}),
    ...(once ? { retry: false } : {}),
    meta: { feedback: popup },
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : undefined,
    queryFn: () => request(document, variables),
  });
}

/**
 * The read itself, with the same session rule, for the few reads the hook above does not shape: a list read page by
 * page as it scrolls (useInfiniteQuery), one read per row (useQueries). Keys start with `portalKey` like the hook's.
 */
export function usePortalRequest(options: RequestOptions = {}) {
  const { mutate: onError } = useOnError();
  return useCallback(
    async <T, V>(document: TadaDocumentNode<T, V>, variables: V): Promise<T> => {
      try {
        return await sendOperation(document, variables, options);
      } catch (error) {
        if (endsSession(error as HttpError)) onError(error);
        throw error;
      }
    },
    [onError, options.public],
  );
}

export interface Fetched<T> {
  data?: T;
  error?: HttpError;
}

/**
 * The read hook for a read a person starts (a lookup on leaving a field, choosing all rows): `fetch` answers `{ data }`
 * or `{ error }` and never throws; the answer goes into the cache under its key like any other read.
 */
export function usePortalFetch(options: RequestOptions = {}) {
  const queryClient = useQueryClient();
  const request = usePortalRequest(options);
  return useCallback(
    async <T, V>(key: readonly unknown[], document: TadaDocumentNode<T, V>, variables: V): Promise<Fetched<T>> => {
      try {
        const data = await queryClient.fetchQuery({
          queryKey: portalKey(key),
          queryFn: () => request(document, variables),
          staleTime: 0,
          retry: false,
        });
        return { data };
      } catch (error) {
        return { error: error as HttpError };
      }
    },
    [queryClient, request],
  );
}
