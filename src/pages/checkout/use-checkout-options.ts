import { CHECKOUT_OPTIONS } from '../../graphql/checkout.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';

/** Ship-tos, shipment rates and payment methods of the active customer's market, for the checkout form. */
export function useCheckoutOptions() {
  const query = usePortalQuery(['checkoutOptions'], CHECKOUT_OPTIONS, {}, { staleTime: 60_000 });
  const options = query.data?.shipTos ? query.data : undefined;
  return { options, isLoading: query.isLoading, isError: query.isError, error: query.error, refetch: query.refetch };
}
