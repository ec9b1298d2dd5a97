import { useCustom } from '@refinedev/core';
import { CHECKOUT_OPTIONS, type CheckoutOptions } from '../../graphql/checkout.ts';

/** Ship-tos, shipment rates and payment methods of the active customer's market, for the checkout form. */
export function useCheckoutOptions() {
  const { result, query } = useCustom<CheckoutOptions>({
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
