import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ResultOf } from '../../graphql/tada.ts';
import { OPEN_ORDERS, type OpenOrderSortBy, type OpenOrderVariables, type SortDirection } from './queries.ts';

export const PAGE_SIZES = [10, 20, 50] as const;
const SORTS: OpenOrderSortBy[] = ['createdAt', 'requestDeliveryDate', 'expectedDeliveryDate'];

export interface OpenOrderState {
  page: number;
  limit: number;
  search: string;
  customerCode: 'isr' | 'r3' | '';
  consignmentOnly: boolean;
  sortBy: OpenOrderSortBy;
  sortDirection: SortDirection;
}

/** The filters the server applies, as the API and the export take them. */
export const filtersOf = (s: OpenOrderState) => ({
  search: s.search.trim() || null,
  customerCode: s.customerCode || null,
  consignmentOnly: s.consignmentOnly || null,
  sortBy: s.sortBy,
  sortDirection: s.sortDirection,
});

/** Paging, filters and sort live in the URL, so the back arrow from an order returns to the same view. */
export function useOpenOrderState() {
  const [params, setParams] = useSearchParams();
  const state: OpenOrderState = useMemo(() => {
    const limit = Number(params.get('limit'));
    const code = params.get('code');
    const sort = params.get('sort') as OpenOrderSortBy | null;
    return {
      page: Math.max(1, Number(params.get('page')) || 1),
      limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : 10,
      search: params.get('search') ?? '',
      customerCode: code === 'isr' || code === 'r3' ? code : '',
      consignmentOnly: params.get('cf') === '1',
      sortBy: sort && SORTS.includes(sort) ? sort : 'createdAt',
      sortDirection: params.get('dir') === 'asc' ? 'asc' : 'desc',
    };
  }, [params]);
  const update = (change: Partial<OpenOrderState>) => {
    const next = { ...state, page: 1, ...change };
    const entries: [string, string][] = [
      ['page', next.page > 1 ? String(next.page) : ''],
      ['limit', next.limit !== 10 ? String(next.limit) : ''],
      ['search', next.search],
      ['code', next.customerCode],
      ['cf', next.consignmentOnly ? '1' : ''],
      ['sort', next.sortBy !== 'createdAt' ? next.sortBy : ''],
      ['dir', next.sortDirection === 'asc' ? 'asc' : ''],
    ];
    setParams(new URLSearchParams(entries.filter(([, v]) => v)), { replace: true });
  };
  return { state, update };
}

/** One page of open lines with the summary; the previous answer stays on screen while the next loads. */
export function useOpenOrders(s: OpenOrderState) {
  const variables: OpenOrderVariables = { ...filtersOf(s), page: s.page, limit: s.limit };
  const { result, query } = useCustom<ResultOf<typeof OPEN_ORDERS>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: OPEN_ORDERS, gqlVariables: variables },
    errorNotification: false,
    queryOptions: { queryKey: ['portal', 'open-orders', variables], placeholderData: (previous) => previous, meta: { feedback: false } },
  });
  return {
    data: result.data?.openOrders,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
