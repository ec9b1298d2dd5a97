import { useCustom, type BaseRecord } from '@refinedev/core';
import type { TadaDocumentNode } from 'gql.tada';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { dateRangeProblem, rangeOrDefault, type DateRangeProblem } from '../../rules/date-range.ts';
import type { CustomerCodeFilter } from '../../rules/order-lists.ts';
import { DELIVERIES, SHIPPED_ORDERS, type DeliveryListVariables } from './queries.ts';

export const PAGE_SIZES = [10, 20, 50] as const;
export type DeliveryTab = 'deliveries' | 'shipped';

export interface DeliveryListState {
  tab: DeliveryTab;
  page: number;
  limit: number;
  search: string;
  /** Empty: the server's default range (the last 90 days). */
  from: string;
  to: string;
  customerCode: CustomerCodeFilter | '';
  /** The deliveries tab shows those on the way unless the dealer asks for all. */
  all: boolean;
}

/** Tab, paging and filters live in the URL, so the back arrow from an order returns to the same list. */
export function useDeliveryListState() {
  const [params, setParams] = useSearchParams();
  const state: DeliveryListState = useMemo(() => {
    const limit = Number(params.get('limit'));
    const code = params.get('code');
    return {
      tab: params.get('tab') === 'shipped' ? 'shipped' : 'deliveries',
      page: Math.max(1, Number(params.get('page')) || 1),
      limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : 10,
      search: params.get('search') ?? '',
      from: params.get('from') ?? '',
      to: params.get('to') ?? '',
      customerCode: code === 'isr' || code === 'r3' ? code : '',
      all: params.get('all') === '1',
    };
  }, [params]);
  const update = (change: Partial<DeliveryListState>) => {
    const next = { ...state, page: 1, ...change };
    const entries: [string, string][] = [
      ['tab', next.tab === 'shipped' ? 'shipped' : ''],
      ['page', next.page > 1 ? String(next.page) : ''],
      ['limit', next.limit !== 10 ? String(next.limit) : ''],
      ['search', next.search],
      ['from', next.from],
      ['to', next.to],
      ['code', next.customerCode],
      ['all', next.all ? '1' : ''],
    ];
    setParams(new URLSearchParams(entries.filter(([, v]) => v)), { replace: true });
  };
  return { state, update };
}

/** A range the server would refuse (typed into the URL): the page says why instead of asking. */
export function rangeProblemOf(s: Pick<DeliveryListState, 'from' | 'to'>): DateRangeProblem | null {
  if (!s.from && !s.to) return null;
  // A missing end is filled in as the server does (today is the server's UTC date).
  const range = rangeOrDefault(s.from, s.to, new Date().toISOString().slice(0, 10));
  return dateRangeProblem(range.from, range.to);
}

/** One tab's list: `extra` holds the variables its query takes beyond the ones both lists share. */
function useList<R extends BaseRecord, V extends DeliveryListVariables>(
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
  const variables = { ...shared, ...extra };
  // Only the tab in view asks; a range the server would refuse is not sent.
  const enabled = s.tab === tab && !rangeProblemOf(s);
  const { result, query: q } = useCustom<R>({
    url: '',
    method: 'post',
    meta: { gqlQuery: query, gqlVariables: variables },
    errorNotification: false,
    queryOptions: {
      queryKey: ['portal', 'deliveries', tab, variables],
      enabled,
      placeholderData: (previous) => previous,
      meta: { feedback: false },
    },
  });
  return { data: result.data, isLoading: q.isLoading, isFetching: q.isFetching, isError: q.isError, error: q.error, refetch: q.refetch };
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
