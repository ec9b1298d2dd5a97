import type { VariablesOf } from '../../graphql/tada.ts';
import { field, type ListStateOf } from '../../providers/list-state.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import {
  ORDER_PAYMENTS,
  PAYMENT_ORDER_STATUSES,
  PAYMENT_STATUS_OPTIONS,
  PAYMENT_STATUSES,
  type PrepaidPaymentStatus,
} from '../../graphql/payment-list.ts';

export const PAGE_SIZES = [10, 20, 50] as const;

/** Paging and filters live in the address, like the order list. */
export const PAYMENT_LIST = {
  page: field.page(),
  limit: field.pageSize(PAGE_SIZES, 10),
  search: field.text('search'),
  status: field.oneOf('status', PAYMENT_STATUSES, ''),
  orderStatus: field.oneOf('orderStatus', PAYMENT_ORDER_STATUSES, ''),
  dateFrom: field.day('from', ''),
  dateTo: field.day('to', ''),
};
export type PaymentListState = ListStateOf<typeof PAYMENT_LIST>;

/** One page of payments, the previous page kept on screen while the next loads. */
export function usePayments(s: PaymentListState) {
  const variables: VariablesOf<typeof ORDER_PAYMENTS> = {
    page: s.page,
    limit: s.limit,
    search: s.search.trim() || null,
    status: s.status || null,
    orderStatus: s.orderStatus || null,
    dateFrom: s.dateFrom || null,
    dateTo: s.dateTo || null,
  };
  // Nothing kept once the page closes: the payment of an order just placed is in the list the moment it opens.
  const query = usePortalQuery(['order-payments', variables], ORDER_PAYMENTS, variables, { fresh: true });
  return {
    page: query.data?.orderPayments,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** The statuses the server knows (paymentStatuses); the filter falls back to the fixed list while they load. */
export function usePaymentStatuses() {
  const query = usePortalQuery(['payment-statuses'], PAYMENT_STATUS_OPTIONS, {}, { staleTime: Infinity });
  // The server's ids are the statuses the list filters by.
  return query.data?.paymentStatuses?.map((s) => s.id as PrepaidPaymentStatus);
}
