import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { CATALOG_ANALYZE, ANALYZE_CUSTOMERS } from '../../graphql/catalog-analyze.ts';
import { MAX_CODES } from './codes.ts';
import { actsForCustomer } from '../../shell/customer/customer-access.ts';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import type { AnalyzeCustomer } from '../../graphql/catalog-analyze.ts';

export interface AnalyzeRequest {
  customerId: number | null;
  codes: string[];
  qty: number;
}

/**
 * What is analyzed lives in the URL, so a link or a reload shows the same answer. Without a customer in it, a rep
 * acting for a dealer asks for that dealer.
 */
export function useAnalyzeRequest() {
  const [params, setParams] = useSearchParams();
  const { user } = usePortalUser();
  const data = user && actsForCustomer(user) ? user.customerData : null;
  const acting: AnalyzeCustomer | null = useMemo(
    () => (data ? { id: data.id, custName: data.custName, displayCode: data.displayCode, custCity: data.custCity } : null),
    [data],
  );
  const request: AnalyzeRequest = useMemo(() => {
    const customer = Number(params.get('customer'));
    const qty = Number(params.get('qty'));
    return {
      customerId: Number.isInteger(customer) && customer > 0 ? customer : (acting?.id ?? null),
      codes: (params.get('codes') ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean)
        .slice(0, MAX_CODES),
      qty: Number.isInteger(qty) && qty > 0 ? qty : 1,
    };
  }, [params, acting]);
  const submit = (next: AnalyzeRequest) =>
    setParams(
      new URLSearchParams(
        [
          ['customer', String(next.customerId ?? '')],
          ['codes', next.codes.join(',')],
          ...(next.qty > 1 ? [['qty', String(next.qty)]] : []),
        ].filter(([, v]) => v) as [string, string][],
      ),
      { replace: false },
    );
  return { request, submit, acting };
}

/** The cart's verdict for each code, asked once a customer and codes are chosen. */
export function useAnalysis(request: AnalyzeRequest) {
  const variables = { customerId: request.customerId ?? 0, articleCodes: request.codes, qty: request.qty };
  return usePortalQuery(['catalog-analyze', variables], CATALOG_ANALYZE, variables, {
    enabled: request.customerId != null && request.codes.length > 0,
    fresh: true,
  });
}

/** Customers staff may analyze for, searched on the server. */
export function useAnalyzeCustomers(search: string, enabled: boolean) {
  const query = usePortalQuery(['catalog-analyze-customers', search], ANALYZE_CUSTOMERS, { search: search.trim() || null }, { enabled });
  return { customers: query.data?.catalogAnalyzeCustomers.customers ?? [], loading: query.isFetching, failed: query.isError };
}
