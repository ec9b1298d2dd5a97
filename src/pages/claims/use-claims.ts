import { CLAIM_CUSTOMERS, CLAIM_FILTER_OPTIONS, CLAIMS, type ClaimFilterInput } from '../../graphql/claims.ts';
import { clearedFilters, field, type ListStateOf } from '../../providers/list-state.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { CLAIM_PAGE_SIZE, CLAIM_PAGE_SIZES } from '../../rules/claims.ts';

export type ClaimCategory = 'BIKE' | 'PAA';

const CATEGORIES: readonly ClaimCategory[] = ['BIKE', 'PAA'];

/** Paging and filters live in the address (spec 2 §2), so a link or the back arrow from a claim returns to the same list. */
export const CLAIM_LIST = {
  page: field.page(),
  limit: field.pageSize(CLAIM_PAGE_SIZES, CLAIM_PAGE_SIZE),
  search: field.text('search'),
  status: field.commaList('status'),
  brand: field.text('brand'),
  category: field.oneOf('category', CATEGORIES, ''),
  dateFrom: field.text('from'),
  dateTo: field.text('to'),
  /** Staff: one customer's id. */
  customer: field.digits('customer'),
};
export type ClaimListState = ListStateOf<typeof CLAIM_LIST>;
export const NO_FILTERS = clearedFilters(CLAIM_LIST);

/** One page of claims, the previous page kept on screen while the next loads. */
export function useClaims(s: ClaimListState) {
  const filter: ClaimFilterInput = {
    search: s.search.trim() || null,
    status: s.status.length ? s.status : null,
    brand: s.brand || null,
    productCategory: s.category || null,
    dateFrom: s.dateFrom || null,
    dateTo: s.dateTo || null,
    customerId: s.customer ? Number(s.customer) : null,
  };
  const variables = { page: s.page, limit: s.limit, filter };
  const query = usePortalQuery(['claims', variables], CLAIMS, variables);
  return {
    page: query.data?.claims,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** Statuses (in their order) and brands for the filter selects. */
export function useClaimFilterOptions() {
  const query = usePortalQuery(['claim-filter-options'], CLAIM_FILTER_OPTIONS, {}, { staleTime: 5 * 60_000 });
  const statuses = [...(query.data?.claimStatuses ?? [])].sort((a, b) => a.sorting - b.sorting).map((s) => s.id);
  return { statuses, brands: query.data?.claimBrands ?? [], loading: query.isLoading };
}

/** Staff's customer choices for a search text. */
export function useClaimCustomers(search: string, enabled: boolean) {
  const query = usePortalQuery(['claim-customers', search.trim()], CLAIM_CUSTOMERS, { search: search.trim() || null }, { enabled });
  return { customers: query.data?.claimCustomers ?? [], loading: query.isFetching };
}
