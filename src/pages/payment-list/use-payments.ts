import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ResultOf, VariablesOf } from '../../graphql/tada.ts';
import { ORDER_PAYMENTS, PAYMENT_STATUS_OPTIONS, type PrepaidPaymentStatus } from './queries.ts';

export const PAGE_SIZES = [10, 20, 50] as const;

export interface PaymentListState {
  page: number;
  limit: number;
  search: string;
  status: PrepaidPaymentStatus | '';
  dateFrom: string;
  dateTo: string;
}

/** Paging and filters live in the URL, like the order list. */
export function usePaymentListState() {
  const [params, setParams] = useSearchParams();
  const state: PaymentListState = useMemo(() => {
    const limit = Number(params.get('limit'));
    return {
      page: Math.max(1, Number(params.get('page')) || 1),
      limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : 10,
      search: params.get('search') ?? '',
      status: (params.get('status') ?? '') as PrepaidPaymentStatus | '',
      dateFrom: params.get('from') ?? '',
      dateTo: params.get('to') ?? '',
    };
  }, [params]);
  const update = (change: Partial<PaymentListState>) => {
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

/** One page of payments, the previous page kept on screen while the next loads. */
export function usePayments(s: PaymentListState) {
  const variables: VariablesOf<typeof ORDER_PAYMENTS> = {
    page: s.page,
    limit: s.limit,
    search: s.search.trim() || null,
    status: s.status || null,
    dateFrom: s.dateFrom || null,
    dateTo: s.dateTo || null,
  };
  const { result, query } = useCustom<ResultOf<typeof ORDER_PAYMENTS>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: ORDER_PAYMENTS, gqlVariables: variables },
    errorNotification: false,
    // Nothing kept once the page closes: the payment of an order just placed is in the list the moment it opens.
    queryOptions: {
      queryKey: ['portal', 'order-payments', variables],
      gcTime: 0,
      placeholderData: (previous) => previous,
      meta: { feedback: false },
    },
  });
  return {
    page: result.data?.orderPayments,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** The statuses the server knows (paymentStatuses); the filter falls back to the fixed list while they load. */
export function usePaymentStatuses() {
  const { result } = useCustom<ResultOf<typeof PAYMENT_STATUS_OPTIONS>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: PAYMENT_STATUS_OPTIONS },
    errorNotification: false,
    queryOptions: { queryKey: ['portal', 'payment-statuses'], staleTime: Infinity, meta: { feedback: false } },
  });
  // The server's ids are the statuses the list filters by.
  return result.data?.paymentStatuses?.map((s) => s.id as PrepaidPaymentStatus);
}
