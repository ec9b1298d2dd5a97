import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ORDERS, type OrderStatus } from '../../graphql/orders.ts';
import type { ResultOf, VariablesOf } from '../../graphql/tada.ts';

export const PAGE_SIZES = [10, 20, 50] as const;

export interface OrderListState {
  page: number;
  limit: number;
  search: string;
  status: OrderStatus | '';
  dateFrom: string;
  dateTo: string;
}

/** The list's paging and filters live in the URL, so the back arrow from a detail returns to the same page. */
export function useOrderListState() {
  const [params, setParams] = useSearchParams();
  const state: OrderListState = useMemo(() => {
    const limit = Number(params.get('limit'));
    return {
      page: Math.max(1, Number(params.get('page')) || 1),
      limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : 10,
      search: params.get('search') ?? '',
      status: (params.get('status') ?? '') as OrderStatus | '',
      dateFrom: params.get('from') ?? '',
      dateTo: params.get('to') ?? '',
    };
  }, [params]);
  const update = (change: Partial<OrderListState>) => {
    const next = { ...state, page: 1, ...change };
    const entries: [string, string][] = [
      ['page', next.page > 1 ? String(next.page) : ''],
      ['limit', next.limit !== 10 ? String(next.limit) : ''],
      ['search', next.search],
      ['status', next.status],
      ['from', next.dateFrom],
      ['to', next.dateTo],
    ];
    setParams(new URLSearchParams(entries.filter(([, v]) => v)), { replace: true });
  };
  return { state, update };
}

/** One page of the active customer's orders, the previous page kept on screen while the next loads. */
export function useOrders(s: OrderListState) {
  const variables: VariablesOf<typeof ORDERS> = {
    page: s.page,
    limit: s.limit,
    search: s.search.trim() || null,
    status: s.status || null,
    dateFrom: s.dateFrom || null,
    dateTo: s.dateTo || null,
  };
  const { result, query } = useCustom<ResultOf<typeof ORDERS>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: ORDERS, gqlVariables: variables },
    errorNotification: false,
    queryOptions: { queryKey: ['portal', 'orders', variables], placeholderData: (previous) => previous, meta: { feedback: false } },
  });
  return {
    page: result.data?.orders,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
