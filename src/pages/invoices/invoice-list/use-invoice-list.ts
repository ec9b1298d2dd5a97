import { sameYearRangeProblem, yearToDateOr, type SameYearRangeProblem } from '../../../rules/date-range.ts';
import type { VariablesOf } from '../../../graphql/tada.ts';
import { field, type ListStateOf } from '../../../providers/list-state.ts';
import { usePortalQuery } from '../../../providers/portal-query.ts';
import { INVOICE, INVOICES } from '../../../graphql/invoices.ts';

export const PAGE_SIZES = [10, 20, 50] as const;

const today = () => new Date().toISOString().slice(0, 10);

/** Paging, search, range and the open invoice live in the address, so a reload or the back arrow keeps them. */
export const INVOICE_LIST = {
  page: field.page(),
  limit: field.pageSize(PAGE_SIZES, 10),
  search: field.text('search'),
  /** Empty: the server's default (this year up to today). */
  from: field.text('from'),
  to: field.text('to'),
  /** The invoice whose detail is open. */
  open: { ...field.text('invoice'), filter: false, keepsPage: true },
};
export type InvoiceListState = ListStateOf<typeof INVOICE_LIST>;

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
  const query = usePortalQuery(['invoices', variables], INVOICES, variables, { enabled: !rangeProblemOf(s) });
  return {
    page: query.data?.invoices,
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
  const query = usePortalQuery(['invoice', invoiceNo], INVOICE, variables, { enabled: !!invoiceNo });
  return { invoice: query.data?.invoice, isLoading: query.isLoading, isError: query.isError, error: query.error, refetch: query.refetch };
}
