import { field, type ListStateOf } from '../../providers/list-state.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import type { CustomerCodeFilter } from '../../rules/order-lists.ts';
import { OPEN_ORDERS, type OpenOrderSortBy, type OpenOrderVariables, type SortDirection } from '../../graphql/open-orders.ts';

export const PAGE_SIZES = [10, 20, 50] as const;
const SORTS: readonly OpenOrderSortBy[] = ['createdAt', 'requestDeliveryDate', 'expectedDeliveryDate'];
const DIRECTIONS: readonly SortDirection[] = ['asc', 'desc'];
const CUSTOMER_CODES: readonly CustomerCodeFilter[] = ['isr', 'r3'];

/** Paging, filters and sort live in the address, so the back arrow from an order returns to the same view. */
export const OPEN_ORDER_LIST = {
  page: field.page(),
  limit: field.pageSize(PAGE_SIZES, 10),
  search: field.text('search'),
  customerCode: field.oneOf('code', CUSTOMER_CODES, ''),
  consignmentOnly: field.flag('cf'),
  sortBy: { ...field.oneOf('sort', SORTS, 'createdAt'), filter: false },
  sortDirection: { ...field.oneOf('dir', DIRECTIONS, 'desc'), filter: false },
};
export type OpenOrderState = ListStateOf<typeof OPEN_ORDER_LIST>;

/** The filters the server applies, as the API and the export take them. */
export const filtersOf = (s: OpenOrderState) => ({
  search: s.search.trim() || null,
  customerCode: s.customerCode || null,
  consignmentOnly: s.consignmentOnly || null,
  sortBy: s.sortBy,
  sortDirection: s.sortDirection,
});

/** One page of open lines with the summary; the previous answer stays on screen while the next loads. */
export function useOpenOrders(s: OpenOrderState) {
  const variables: OpenOrderVariables = { ...filtersOf(s), page: s.page, limit: s.limit };
  const query = usePortalQuery(['open-orders', variables], OPEN_ORDERS, variables);
  return {
    data: query.data?.openOrders,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
