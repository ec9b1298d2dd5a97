import { keys, type HttpError } from '@refinedev/core';
import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { hashQueryKey } from './query-key-hash.ts';
import { loadedUser } from './user.ts';

// Only a lost connection is worth retrying; a GraphQL error answers the same the second time.
const retryNetworkOnly = (failures: number, error: unknown) => !!(error as HttpError | null)?.network && failures < 3;

/**
 * The app's query cache, handed to refine, with refine's own defaults (no refetch on focus, the previous page's data
 * while the next loads), the portal's retry rule, and keys that hash a GraphQL document by its text.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData, retry: retryNetworkOnly, queryKeyHashFn: hashQueryKey },
  },
});

/**
 * The user already loaded for this session (the first page asks for it beside the app's chunk) goes into the cache
 * before the app renders. Otherwise its answer lands while React draws the app in slices, and React draws everything
 * again in one blocking task to keep the page consistent.
 */
export function primeUser(): void {
  const user = loadedUser();
  if (user) queryClient.setQueryData(keys().auth().action('identity').get(), user);
}
