import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { CART, CART_ANALYZES } from '../../graphql/cart.ts';
import type { ResultOf } from '../../graphql/tada.ts';
import { blockReason, type BlockReason } from '../../rules/cart.ts';

/**
 * The active customer's cart lines, and for the lines the API says cannot be ordered, why (product analysis).
 * The analysis is asked only for those lines: an orderable cart costs one request.
 */
export function useCart() {
  const { result, query } = useCustom<ResultOf<typeof CART>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: CART },
    errorNotification: false,
    queryOptions: { queryKey: ['portal', 'cart'], meta: { feedback: false } },
  });
  const lines = result.data?.cart;
  const blockedCodes = useMemo(() => (lines ?? []).filter((l) => !l.product.allowToOrder).map((l) => l.product.articleCode), [lines]);

  const analyses = useCustom<ResultOf<typeof CART_ANALYZES>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: CART_ANALYZES, gqlVariables: { articleCodes: blockedCodes } },
    errorNotification: false,
    // Without the reason the line still says it cannot be purchased; no popup for a missing detail.
    queryOptions: {
      queryKey: ['portal', 'cartAnalyzes', blockedCodes],
      enabled: blockedCodes.length > 0,
      staleTime: 30_000,
      meta: { feedback: false },
    },
  });
  const reasons = useMemo(() => {
    const map = new Map<string, BlockReason | null>();
    for (const a of analyses.result.data?.productAnalyzes ?? []) map.set(a.articleCode, blockReason(a));
    return map;
  }, [analyses.result.data]);

  return { lines, reasons, isLoading: query.isLoading, isError: query.isError, error: query.error, refetch: query.refetch };
}
