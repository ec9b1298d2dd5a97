import { BIKE_CATEGORIES } from '../../graphql/shell.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';

/** The host's bike categories for the navbar's category menu; asked only when the menu shows. */
export function useBikeCategories(enabled: boolean) {
  // Categories change with the catalogue, not by the minute; the menu shows its own failure.
  const query = usePortalQuery(['bike-categories'], BIKE_CATEGORIES, {}, { enabled, staleTime: 5 * 60_000 });
  return {
    categories: query.data?.bikeCategories ?? [],
    isLoading: enabled && query.isLoading,
    isError: enabled && query.isError,
    refetch: query.refetch,
  };
}
