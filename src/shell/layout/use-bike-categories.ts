import { useCustom } from '@refinedev/core';
import { BIKE_CATEGORIES } from '../../graphql/shell.ts';
import type { ResultOf } from '../../graphql/tada.ts';

/** The host's bike categories for the navbar's category menu; asked only when the menu shows. */
export function useBikeCategories(enabled: boolean) {
  const { result, query } = useCustom<ResultOf<typeof BIKE_CATEGORIES>>({
    url: '',
    method: 'get',
    meta: { gqlQuery: BIKE_CATEGORIES },
    // Categories change with the catalogue, not by the minute; the menu shows its own failure.
    queryOptions: { enabled, staleTime: 5 * 60_000, meta: { feedback: false } },
    errorNotification: false,
  });
  return {
    categories: result.data?.bikeCategories ?? [],
    isLoading: enabled && query.isLoading,
    isError: enabled && query.isError,
    refetch: query.refetch,
  };
}
