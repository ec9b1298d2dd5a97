import { useList } from '@refinedev/core';
import { SALES_CUSTOMERS, type SalesCustomerRow } from '../../graphql/customers.ts';
import { useHostConfig } from '../../providers/config.tsx';

/** One page of the customers the user may choose, searched on the server (name, code, city). */
export function useCustomerPage(search: string, page: number, pageSize: number) {
  const { sorg } = useHostConfig();
  const { result, query } = useList<SalesCustomerRow>({
    resource: 'salesCustomers',
    pagination: { currentPage: page, pageSize },
    filters: search ? [{ field: 'q', operator: 'contains', value: search }] : [],
    meta: { gqlQuery: SALES_CUSTOMERS, gqlVariables: { sorgs: sorg ? [sorg] : undefined } },
    // The previous page stays on screen while the next loads, so the list does not jump.
    queryOptions: { placeholderData: (previous) => previous },
    errorNotification: false,
  });
  return {
    rows: result.data ?? [],
    total: result.total ?? 0,
    /** Nothing to show yet (first load). */
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
