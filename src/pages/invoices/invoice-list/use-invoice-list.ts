import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { sameYearRangeProblem, yearToDateOr, type SameYearRangeProblem } from '../../../rules/date-range.ts';
import type { ResultOf, VariablesOf } from '../../../graphql/tada.ts';
import { INVOICE, INVOICES } from './queries.ts';

export const PAGE_SIZES = [10, 20, 50] as const;

export interface InvoiceListState {
  page: number;
  limit: number;
  search: string;
  /** Empty: the server's default (this year up to today). */
  from: string;
  to: string;
  /** The invoice whose detail is open. */
  open: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Paging, search, range and the open invoice live in the URL, so a reload or the back arrow keeps them. */
export function useInvoiceListState() {
  const [params, setParams] = useSearchParams();
  const state: InvoiceListState = useMemo(() => {
    const limit = Number(params.get('limit'));
    return {
      page: Math.max(1, Number(params.get('page')) || 1),
      limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : 10,
      search: params.get('search') ?? '',
      from: params.get('from') ?? '',
      to: params.get('to') ?? '',
      open: params.get('invoice') ?? '',
    };
  }, [params]);
  const update = (change: Partial<InvoiceListState>) => {
    const next = { ...state, ...('open' in change ? {} : { page: 1 }), ...change };
    const entries: [string, string][] = [
      ['page', next.page > 1 ? String(next.page) : ''],
      ['limit', next.limit !== 10 ? String(next.limit) : ''],
      ['search', next.search],
      ['from', next.from],
      ['to', next.to],
      ['invoice', next.open],
    ];
    setParams(new URLSearchParams(entries.filter(([, v]) => v)), { replace: true });
  };
  return { state, update };
}

/** A range the server would refuse (typed into the URL): the page says why instead of asking. */
export function rangeProblemOf(s: Pick<InvoiceListState, 'from' | 'to'>): SameYearRangeProblem | null {
  if (!s.from && !s.to) return null;
  const range = yearToDateOr(s.from, s.to, today());
  return sameYearRangeProblem(range.from, range.to);
}

/** One page of paid invoices, the previous page kept on screen while the next loads. */
export function usePaidInvoices(s: InvoiceListState) {
  const variables: VariablesOf<typeof INVOICES> = {
    from: s.from || null,
    to: s.to || null,
    search: s.search.trim() || null,
    page: s.page,
    limit: s.limit,
  };
  const { result, query } = useCustom<ResultOf<typeof INVOICES>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: INVOICES, gqlVariables: variables },
    errorNotification: false,
    queryOptions: {
      queryKey: ['portal', 'invoices', variables],
      enabled: !rangeProblemOf(s),
      placeholderData: (previous) => previous,
      meta: { feedback: false },
    },
  });
  return {
    page: result.data?.invoices,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** One invoice with its lines, asked for once the detail opens. */
export function useInvoiceDetail(invoiceNo: string) {
  const variables: VariablesOf<typeof INVOICE> = { invoiceNo };
  const { result, query } = useCustom<ResultOf<typeof INVOICE>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: INVOICE, gqlVariables: variables },
    errorNotification: false,
    queryOptions: { queryKey: ['portal', 'invoice', invoiceNo], enabled: !!invoiceNo, meta: { feedback: false } },
  });
  return { invoice: result.data?.invoice, isLoading: query.isLoading, isError: query.isError, error: query.error, refetch: query.refetch };
}
