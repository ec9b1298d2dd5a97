import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ResultOf } from '../../graphql/tada.ts';
import { ORDERS_AWAITING_CONFIRMATION, type WaitingVariables } from './queries.ts';

export const PAGE_SIZES = [10, 20, 50] as const;

export interface DeskState {
  page: number;
  limit: number;
  search: string;
}

/** Paging and search live in the URL, like the other staff lists. */
export function useDeskState() {
  const [params, setParams] = useSearchParams();
  const state: DeskState = useMemo(() => {
    const limit = Number(params.get('limit'));
    return {
      page: Math.max(1, Number(params.get('page')) || 1),
      limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : 10,
      search: params.get('search') ?? '',
    };
  }, [params]);
  const update = (change: Partial<DeskState>) => {
    const next = { ...state, page: 1, ...change };
    const entries: [string, string][] = [
      ['page', next.page > 1 ? String(next.page) : ''],
      ['limit', next.limit !== 10 ? String(next.limit) : ''],
      ['search', next.search],
    ];
    setParams(new URLSearchParams(entries.filter(([, v]) => v)), { replace: true });
  };
  return { state, update };
}

/** One page of the held orders, the previous page kept on screen while the next loads. */
export function useWaitingOrders(s: DeskState) {
  const variables: WaitingVariables = { page: s.page, limit: s.limit, search: s.search.trim() || null };
  const { result, query } = useCustom<ResultOf<typeof ORDERS_AWAITING_CONFIRMATION>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: ORDERS_AWAITING_CONFIRMATION, gqlVariables: variables },
    errorNotification: false,
    // Never kept once the page closes: an order placed a moment ago is listed when the desk opens.
    queryOptions: {
      queryKey: ['portal', 'orders-awaiting-confirmation', variables],
      gcTime: 0,
      placeholderData: (previous) => previous,
      meta: { feedback: false },
    },
  });
  return {
    page: result.data?.ordersAwaitingConfirmation,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
