import { useMemo } from 'react';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { CART_FREIGHT_BENEFITS, type ExpectedSupply, STOCK_ORDER_CONFIRMATIONS } from '../../graphql/checkout.ts';

/** The cart's freight benefits per warehouse area; a missing answer only hides the hint. */
export function useFreightBenefits() {
  const query = usePortalQuery(['cartFreightBenefits'], CART_FREIGHT_BENEFITS, {});
  return { benefits: query.data?.cartFreightBenefits ?? [], refetch: query.refetch };
}

export const supplyKey = (sorg: string, articleCode: string) => `${sorg}|${articleCode}`;

/**
 * The supplies the ERP expects per cart line, asked again whenever the requested delivery date changes; while an
 * answer is on its way the lines show that they are being checked rather than an older date.
 */
export function useExpectedSupplies(reqDeliveryDate: string | null) {
  const query = usePortalQuery(['stockOrderConfirmations', reqDeliveryDate], STOCK_ORDER_CONFIRMATIONS, { reqDeliveryDate });
  const orders = query.data?.stockOrderConfirmations;
  const supplies = useMemo(() => {
    const map = new Map<string, ExpectedSupply[]>();
    for (const o of orders ?? []) for (const l of o.lines) map.set(supplyKey(o.sorg, l.articleCode), l.supplies);
    return map;
  }, [orders]);
  return { supplies, loading: query.isFetching, failed: query.isError, refetch: query.refetch };
}
