import { useEffect } from 'react';
import { BIKE_CATEGORIES } from '../../graphql/shell.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';

/** The host's bike categories for the navbar's category menu; asked only when the menu shows. */
export function useBikeCategories(enabled: boolean) {
  // Categories change with the catalogue, not by the minute; the menu shows its own failure.
  const query = usePortalQuery(['bike-categories'], BIKE_CATEGORIES, {}, { enabled, staleTime: 5 * 60_000 });
  // Spec 2 §8: the failure is logged as 'Something went wrong (0101).'; the menu says the same and offers a retry.
  useEffect(() => {
    if (query.error) console.error('Something went wrong (0101).', query.error);
  }, [query.error]);
  return {
    categories: query.data?.bikeCategories ?? [],
    isLoading: enabled && query.isLoading,
    isError: enabled && query.isError,
    refetch: query.refetch,
  };
}
