import type { TadaDocumentNode } from 'gql.tada';
import { field, type ListStateOf } from '../../providers/list-state.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { dateRangeProblem, rangeOrDefault, type DateRangeProblem } from '../../rules/date-range.ts';
import type { CustomerCodeFilter } from '../../rules/order-lists.ts';
import { DELIVERIES, SHIPPED_ORDERS, type DeliveryListVariables } from '../../graphql/deliveries.ts';

export const PAGE_SIZES = [10, 20, 50] as const;
const DELIVERY_TABS = ['deliveries', 'shipped'] as const;
export type DeliveryTab = (typeof DELIVERY_TABS)[number];
const CUSTOMER_CODE_FILTERS: readonly CustomerCodeFilter[] = ['isr', 'r3'];

/** Tab, paging and filters live in the address, so the back arrow from an order returns to the same list. */
export const DELIVERY_LIST = {
  tab: { ...field.oneOf('tab', DELIVERY_TABS, 'deliveries'), filter: false },
  page: field.page(),
  limit: field.pageSize(PAGE_SIZES, 10),
  search: field.text('search'),
  /** Empty: the server's default range (the last 90 days). */
  from: field.text('from'),
  to: field.text('to'),
  customerCode: field.oneOf('code', CUSTOMER_CODE_FILTERS, ''),
  /** The deliveries tab shows those on the way unless the dealer asks for all. */
  all: { ...field.flag('all'), filter: false },
};
export type DeliveryListState = ListStateOf<typeof DELIVERY_LIST>;

/** A range the server would refuse (typed into the URL): the page says why instead of asking. */
export function rangeProblemOf(s: Pick<DeliveryListState, 'from' | 'to'>): DateRangeProblem | null {
  if (!s.from && !s.to) return null;
  // A missing end is filled in as the server does (today is the server's UTC date).
  const range = rangeOrDefault(s.from, s.to, new Date().toISOString().slice(0, 10));
  return dateRangeProblem(range.from, range.to);
}

/** One tab's list: `extra` holds the variables its query takes beyond the ones both lists share. */
function useList<R, V extends DeliveryListVariables>(
  tab: DeliveryTab,
  query: TadaDocumentNode<R, V>,
  s: DeliveryListState,
  extra: NoInfer<Omit<V, keyof DeliveryListVariables>>,
) {
  const shared: DeliveryListVariables = {
    from: s.from || null,
    to: s.to || null,
    search: s.search.trim() || null,
    customerCode: s.customerCode || null,
    page: s.page,
    limit: s.limit,
  };
  const variables = { ...shared, ...extra } as V;
  // Only the tab in view asks; a range the server would refuse is not sent.
  const enabled = s.tab === tab && !rangeProblemOf(s);
  const q = usePortalQuery(['deliveries', tab, variables], query, variables, { enabled });
  return { data: q.data, isLoading: q.isLoading, isFetching: q.isFetching, isError: q.isError, error: q.error, refetch: q.refetch };
}

/** One page of deliveries, the previous page kept on screen while the next loads. */
export function useDeliveries(s: DeliveryListState) {
  const list = useList('deliveries', DELIVERIES, s, { onTheWayOnly: !s.all });
  return { ...list, page: list.data?.deliveries };
}

/** One page of delivered DOs. */
export function useShippedOrders(s: DeliveryListState) {
  const list = useList('shipped', SHIPPED_ORDERS, s, {});
  return { ...list, page: list.data?.shippedOrders };
}
