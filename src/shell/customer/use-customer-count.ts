import { useList } from '@refinedev/core';
import { SALES_CUSTOMER_COUNT } from '../../graphql/customers.ts';
import type { ResultOf } from '../../graphql/tada.ts';
import { useHostConfig } from '../../providers/config.tsx';

/**
 * How many customers the user may choose from in this host's sales organisation. One shared query: the chip
 * (swap icon with several) and the requirement (no dialog for an empty list) ask the same.
 */
export function useCustomerCount(enabled: boolean) {
  const { sorg } = useHostConfig();
  const { result, query } = useList<ResultOf<typeof SALES_CUSTOMER_COUNT>['salesCustomers']['customers'][number]>({
    resource: 'salesCustomers',
    pagination: { currentPage: 1, pageSize: 1 },
    meta: { gqlQuery: SALES_CUSTOMER_COUNT, gqlVariables: { sorgs: sorg ? [sorg] : undefined } },
    queryOptions: { enabled, staleTime: 60_000 },
    errorNotification: false,
  });
  return {
    count: query.isSuccess ? (result.total ?? 0) : null,
    isLoading: enabled && query.isLoading,
    isError: query.isError,
  };
}
