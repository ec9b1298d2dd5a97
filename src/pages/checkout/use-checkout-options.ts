import { useCustom } from '@refinedev/core';
import { CHECKOUT_OPTIONS } from '../../graphql/checkout.ts';
import type { ResultOf } from '../../graphql/tada.ts';

/** Ship-tos, shipment rates and payment methods of the active customer's market, for the checkout form. */
export function useCheckoutOptions() {
  const { result, query } = useCustom<ResultOf<typeof CHECKOUT_OPTIONS>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: CHECKOUT_OPTIONS },
    errorNotification: false,
    queryOptions: { queryKey: ['portal', 'checkoutOptions'], staleTime: 60_000, meta: { feedback: false } },
  });
  // Refine answers an empty object while loading.
  const options = result.data?.shipTos ? result.data : undefined;
  return { options, isLoading: query.isLoading, isError: query.isError, error: query.error, refetch: query.refetch };
}
