import { ORDERS, type OrderStatus } from '../../graphql/orders.ts';
import type { VariablesOf } from '../../graphql/tada.ts';
import { field, type ListStateOf } from '../../providers/list-state.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';

export const PAGE_SIZES = [10, 20, 50] as const;
export const ORDER_STATUSES: readonly OrderStatus[] = ['awaiting_confirmation', 'in_progress', 'shipped', 'complete', 'cancelled'];

/** The list's paging and filters live in the address, so the back arrow from a detail returns to the same page. */
export const ORDER_LIST = {
  page: field.page(),
  limit: field.pageSize(PAGE_SIZES, 10),
  search: field.text('search'),
  status: field.oneOf('status', ORDER_STATUSES, ''),
  dateFrom: field.day('from', ''),
  dateTo: field.day('to', ''),
};
export type OrderListState = ListStateOf<typeof ORDER_LIST>;

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
  const query = usePortalQuery(['orders', variables], ORDERS, variables);
  return {
    page: query.data?.orders,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
