import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CLAIM_CUSTOMERS, CLAIM_FILTER_OPTIONS, CLAIMS, type ClaimFilterInput } from '../../graphql/claims.ts';
import type { ResultOf } from '../../graphql/tada.ts';
import { CLAIM_PAGE_SIZE, CLAIM_PAGE_SIZES } from '../../rules/claims.ts';

export type ClaimCategory = 'BIKE' | 'PAA';

export interface ClaimListState {
  page: number;
  limit: number;
  search: string;
  status: string[];
  brand: string;
  category: ClaimCategory | '';
  dateFrom: string;
  dateTo: string;
  /** Staff: one customer's id. */
  customer: string;
}

/** The filters a person sets (paging aside): any of them makes an empty list "nothing matches". */
export const CLAIM_FILTER_KEYS = ['search', 'status', 'brand', 'category', 'dateFrom', 'dateTo', 'customer'] as const;
export const NO_FILTERS: Partial<ClaimListState> = {
  search: '',
  status: [],
  brand: '',
  category: '',
  dateFrom: '',
  dateTo: '',
  customer: '',
};

/** Paging and filters live in the URL (spec 2 §2), so a link or the back arrow from a claim returns to the same list. */
export function useClaimListState() {
  const [params, setParams] = useSearchParams();
  const state: ClaimListState = useMemo(() => {
    const limit = Number(params.get('limit'));
    const category = params.get('category');
    return {
      page: Math.max(1, Number(params.get('page')) || 1),
      limit: (CLAIM_PAGE_SIZES as readonly number[]).includes(limit) ? limit : CLAIM_PAGE_SIZE,
      search: params.get('search') ?? '',
      status: (params.get('status') ?? '').split(',').filter(Boolean),
      brand: params.get('brand') ?? '',
      category: category === 'BIKE' || category === 'PAA' ? category : '',
      dateFrom: params.get('from') ?? '',
      dateTo: params.get('to') ?? '',
      customer: /^\d+$/.test(params.get('customer') ?? '') ? params.get('customer')! : '',
    };
  }, [params]);
  const update = (change: Partial<ClaimListState>) => {
    const next = { ...state, page: 1, ...change };
    const entries: [string, string][] = [
      ['page', next.page > 1 ? String(next.page) : ''],
      ['limit', next.limit !== CLAIM_PAGE_SIZE ? String(next.limit) : ''],
      ['search', next.search],
      ['status', next.status.join(',')],
      ['brand', next.brand],
      ['category', next.category],
      ['from', next.dateFrom],
      ['to', next.dateTo],
      ['customer', next.customer],
    ];
    setParams(new URLSearchParams(entries.filter(([, v]) => v)), { replace: true });
  };
  const filtered = CLAIM_FILTER_KEYS.some((k) => (Array.isArray(state[k]) ? state[k].length > 0 : !!state[k]));
  return { state, update, filtered };
}

const quiet = { errorNotification: false as const };

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
  const { result, query } = useCustom<ResultOf<typeof CLAIMS>>({
    url: '',
    method: 'post',
    ...quiet,
    meta: { gqlQuery: CLAIMS, gqlVariables: variables },
    queryOptions: { queryKey: ['portal', 'claims', variables], placeholderData: (previous) => previous, meta: { feedback: false } },
  });
  return {
    page: result.data?.claims,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** Statuses (in their order) and brands for the filter selects. */
export function useClaimFilterOptions() {
  const { result, query } = useCustom<ResultOf<typeof CLAIM_FILTER_OPTIONS>>({
    url: '',
    method: 'post',
    ...quiet,
    meta: { gqlQuery: CLAIM_FILTER_OPTIONS },
    queryOptions: { queryKey: ['portal', 'claim-filter-options'], staleTime: 5 * 60_000, meta: { feedback: false } },
  });
  const statuses = [...(result.data?.claimStatuses ?? [])].sort((a, b) => a.sorting - b.sorting).map((s) => s.id);
  return { statuses, brands: result.data?.claimBrands ?? [], loading: query.isLoading };
}

/** Staff's customer choices for a search text. */
export function useClaimCustomers(search: string, enabled: boolean) {
  const { result, query } = useCustom<ResultOf<typeof CLAIM_CUSTOMERS>>({
    url: '',
    method: 'post',
    ...quiet,
    meta: { gqlQuery: CLAIM_CUSTOMERS, gqlVariables: { search: search.trim() || null } },
    queryOptions: {
      queryKey: ['portal', 'claim-customers', search.trim()],
      enabled,
      placeholderData: (previous) => previous,
      meta: { feedback: false },
    },
  });
  return { customers: result.data?.claimCustomers ?? [], loading: query.isFetching };
}
