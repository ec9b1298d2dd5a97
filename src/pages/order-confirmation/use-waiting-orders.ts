import { field, type ListStateOf } from '../../providers/list-state.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { ORDERS_AWAITING_CONFIRMATION, type WaitingVariables } from '../../graphql/order-confirmation.ts';

export const PAGE_SIZES = [10, 20, 50] as const;

/** Paging and search live in the address, like the other staff lists. */
export const DESK_LIST = {
  page: field.page(),
  limit: field.pageSize(PAGE_SIZES, 10),
  search: field.text('search'),
};
export type DeskState = ListStateOf<typeof DESK_LIST>;

/** One page of the held orders, the previous page kept on screen while the next loads. */
export function useWaitingOrders(s: DeskState) {
  const variables: WaitingVariables = { page: s.page, limit: s.limit, search: s.search.trim() || null };
  // Never kept once the page closes: an order placed a moment ago is listed when the desk opens.
  const query = usePortalQuery(['orders-awaiting-confirmation', variables], ORDERS_AWAITING_CONFIRMATION, variables, { fresh: true });
  return {
    page: query.data?.ordersAwaitingConfirmation,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
