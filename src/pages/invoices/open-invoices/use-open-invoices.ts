import type { VariablesOf } from '../../../graphql/tada.ts';
import { field, type ListStateOf } from '../../../providers/list-state.ts';
import { usePortalFetch, usePortalQuery } from '../../../providers/portal-query.ts';
import type { SelectableInvoice } from '../../../rules/invoice-selection.ts';
import { OPEN_INVOICES, type OpenInvoiceCreditCust, PAYABLE_INVOICES } from '../../../graphql/invoices.ts';

export const PAGE_SIZES = [10, 20, 50] as const;

/** Which company, credit customer and page are shown live in the address, so a reload or the back arrow returns to them. */
export const OPEN_INVOICE_VIEW = {
  /** Company code and credit customer code; empty: the first of each. */
  company: field.text('company'),
  payer: field.text('payer'),
  page: field.page(),
  limit: field.pageSize(PAGE_SIZES, 10),
};
export type OpenInvoiceView = ListStateOf<typeof OPEN_INVOICE_VIEW>;

function useOpenInvoiceQuery(variables: VariablesOf<typeof OPEN_INVOICES>, enabled: boolean) {
  // Nothing kept once the page closes: a payment just made shows at once on coming back, never a stale payable row.
  const query = usePortalQuery(['open-invoices', variables], OPEN_INVOICES, variables, { enabled, fresh: true });
  return { data: query.data?.openInvoices, query };
}

/**
 * Every company and credit customer with its first page, totals, ageing and selectable invoices; past the first
 * page, that page of the credit customer in view is read on its own (the server pages per credit customer).
 */
export function useOpenInvoices(view: OpenInvoiceView) {
  const overview = useOpenInvoiceQuery({ page: 1, limit: view.limit }, true);
  const companies = overview.data;
  const company = companies?.find((c) => c.companyCode === view.company) ?? companies?.[0];
  const creditCust = company?.creditCust.find((c) => c.custCode === view.payer) ?? company?.creditCust[0];
  const paging = view.page > 1 && !!company && !!creditCust;
  const page = useOpenInvoiceQuery(
    { companyCode: company?.companyCode, payerCode: creditCust?.custCode, page: view.page, limit: view.limit },
    paging,
  );
  const paged = page.data?.[0]?.creditCust[0];
  const shown: OpenInvoiceCreditCust | undefined =
    creditCust && paging && paged?.custCode === creditCust.custCode ? { ...creditCust, ar: paged.ar, info: paged.info } : creditCust;
  return {
    companies,
    company,
    creditCust: shown,
    isLoading: overview.query.isLoading,
    isFetching: overview.query.isFetching || (paging && page.query.isFetching),
    isError: overview.query.isError || (paging && page.query.isError),
    error: overview.query.error ?? page.query.error,
    refetch: () => {
      void overview.query.refetch();
      if (paging) void page.query.refetch();
    },
  };
}

/** Reads every payable invoice of one credit customer, for choosing them all (the page holds one page of them). */
export function usePayableInvoices(companyCode: string, payerCode: string) {
  const fetch = usePortalFetch();
  return async (): Promise<SelectableInvoice[]> => {
    const { data, error } = await fetch(['payable-invoices', companyCode, payerCode], PAYABLE_INVOICES, { companyCode, payerCode });
    if (error || !data) throw error;
    return data.openInvoices.flatMap((c) => c.creditCust.filter((cc) => cc.custCode === payerCode).flatMap((cc) => cc.payable));
  };
}
