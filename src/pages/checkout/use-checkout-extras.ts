import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import type { ResultOf } from '../../graphql/tada.ts';
import { CART_FREIGHT_BENEFITS, type ExpectedSupply, STOCK_ORDER_CONFIRMATIONS } from './extras-queries.ts';

/** The cart's freight benefits per warehouse area; a missing answer only hides the hint. */
export function useFreightBenefits() {
  const { result, query } = useCustom<ResultOf<typeof CART_FREIGHT_BENEFITS>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: CART_FREIGHT_BENEFITS },
    errorNotification: false,
    queryOptions: { queryKey: ['portal', 'cartFreightBenefits'], meta: { feedback: false } },
  });
  return { benefits: result.data?.cartFreightBenefits ?? [], refetch: query.refetch };
}

export const supplyKey = (sorg: string, articleCode: string) => `${sorg}|${articleCode}`;

/**
 * The supplies the ERP expects per cart line, asked again whenever the requested delivery date changes; while an
 * answer is on its way the lines show that they are being checked rather than an older date.
 */
export function useExpectedSupplies(reqDeliveryDate: string | null) {
  const { result, query } = useCustom<ResultOf<typeof STOCK_ORDER_CONFIRMATIONS>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: STOCK_ORDER_CONFIRMATIONS, gqlVariables: { reqDeliveryDate } },
    errorNotification: false,
    queryOptions: { queryKey: ['portal', 'stockOrderConfirmations', reqDeliveryDate], meta: { feedback: false } },
  });
  const orders = result.data?.stockOrderConfirmations;
  const supplies = useMemo(() => {
    const map = new Map<string, ExpectedSupply[]>();
    for (const o of orders ?? []) for (const l of o.lines) map.set(supplyKey(o.sorg, l.articleCode), l.supplies);
    return map;
  }, [orders]);
  return { supplies, loading: query.isFetching, failed: query.isError, refetch: query.refetch };
}
