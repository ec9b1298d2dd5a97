import { useMemo } from 'react';
import { CART, CART_ANALYZES } from '../../graphql/cart.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { blockReason, type BlockReason } from '../../rules/cart.ts';

/**
 * The active customer's cart lines, and for the lines the API says cannot be ordered, why (product analysis).
 * The analysis is asked only for those lines: an orderable cart costs one request.
 */
export function useCart() {
  const query = usePortalQuery(['cart'], CART, {});
  const lines = query.data?.cart;
  const blockedCodes = useMemo(() => (lines ?? []).filter((l) => !l.product.allowToOrder).map((l) => l.product.articleCode), [lines]);

  // Without the reason the line still says it cannot be purchased; no popup for a missing detail.
  const analyses = usePortalQuery(
    ['cartAnalyzes', blockedCodes],
    CART_ANALYZES,
    { articleCodes: blockedCodes },
    { enabled: blockedCodes.length > 0, staleTime: 30_000 },
  );
  const reasons = useMemo(() => {
    const map = new Map<string, BlockReason | null>();
    for (const a of analyses.data?.productAnalyzes ?? []) map.set(a.articleCode, blockReason(a));
    return map;
  }, [analyses.data]);

  return { lines, reasons, isLoading: query.isLoading, isError: query.isError, error: query.error, refetch: query.refetch };
}
