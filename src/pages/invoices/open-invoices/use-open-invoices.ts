import { useCustom, useDataProvider } from '@refinedev/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ResultOf, VariablesOf } from '../../../graphql/tada.ts';
import type { SelectableInvoice } from '../../../rules/invoice-selection.ts';
import { OPEN_INVOICES, type OpenInvoiceCreditCust, PAYABLE_INVOICES } from './queries.ts';

export const PAGE_SIZES = [10, 20, 50] as const;

export interface OpenInvoiceView {
  /** Company code and credit customer code; empty: the first of each. */
  company: string;
  payer: string;
  page: number;
  limit: number;
}

/** Which company, credit customer and page are shown live in the URL, so a reload or the back arrow returns to them. */
export function useOpenInvoiceView() {
  const [params, setParams] = useSearchParams();
  const view: OpenInvoiceView = useMemo(() => {
    const limit = Number(params.get('limit'));
    return {
      company: params.get('company') ?? '',
      payer: params.get('payer') ?? '',
      page: Math.max(1, Number(params.get('page')) || 1),
      limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : 10,
    };
  }, [params]);
  const update = (change: Partial<OpenInvoiceView>) => {
    const next = { ...view, page: 1, ...change };
    const entries: [string, string][] = [
      ['company', next.company],
      ['payer', next.payer],
      ['page', next.page > 1 ? String(next.page) : ''],
      ['limit', next.limit !== 10 ? String(next.limit) : ''],
    ];
    setParams(new URLSearchParams(entries.filter(([, v]) => v)), { replace: true });
  };
  return { view, update };
}

function useOpenInvoiceQuery(variables: VariablesOf<typeof OPEN_INVOICES>, enabled: boolean) {
  const { result, query } = useCustom<ResultOf<typeof OPEN_INVOICES>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: OPEN_INVOICES, gqlVariables: variables },
    errorNotification: false,
    // Nothing kept once the page closes: a payment just made shows at once on coming back, never a stale payable row.
    queryOptions: {
      enabled,
      queryKey: ['portal', 'open-invoices', variables],
      gcTime: 0,
      placeholderData: (previous) => previous,
      meta: { feedback: false },
    },
  });
  return { data: result.data?.openInvoices, query };
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
  const dataProvider = useDataProvider();
  return async (): Promise<SelectableInvoice[]> => {
    const { data } = await dataProvider().custom!<ResultOf<typeof PAYABLE_INVOICES>>({
      url: '',
      method: 'post',
      meta: { gqlQuery: PAYABLE_INVOICES, gqlVariables: { companyCode, payerCode } },
    });
    return data.openInvoices.flatMap((c) => c.creditCust.filter((cc) => cc.custCode === payerCode).flatMap((cc) => cc.payable));
  };
}
