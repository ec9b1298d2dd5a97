import type { HttpError } from '@refinedev/core';
import { useInfiniteQuery, useQueries, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CART_ANALYZES } from '../../graphql/cart.ts';
import { portalKey, usePortalQuery, usePortalRequest } from '../../providers/portal-query.ts';
import { blockReason, type BlockReason } from '../../rules/cart.ts';
import { PAST_ORDER, PAST_ORDERS, TODAY_ARTICLE, type PastOrderPage } from '../../graphql/repeat-order.ts';

export const PICKER_PAGE_SIZE = 10;
/** Every query of this page starts so: adding to the cart refreshes the articles, whose cartQty changed. */
export const REPEAT_KEY = portalKey(['repeatOrder']);

/** The active customer's orders for the picker, a page at a time as the list scrolls. */
export function usePastOrders(search: string, enabled: boolean) {
  const ask = usePortalRequest();
  return useInfiniteQuery<PastOrderPage, HttpError, InfiniteData<PastOrderPage>, QueryKey, number>({
    queryKey: [...REPEAT_KEY, 'orders', search],
    enabled,
    initialPageParam: 1,
    retry: false,
    meta: { feedback: false },
    queryFn: async ({ pageParam }) => (await ask(PAST_ORDERS, { page: pageParam, limit: PICKER_PAGE_SIZE, search: search || null })).orders,
    getNextPageParam: (last) => (last.info.page < last.info.pageTotal ? last.info.page + 1 : undefined),
  });
}

/** The chosen order with its lines; another customer's order (an old bookmark after a customer switch) is only not found. */
export const usePastOrder = (id: number | null) =>
  usePortalQuery(['repeatOrder', 'order', id], PAST_ORDER, { id: id ?? 0 }, { enabled: id !== null });

/**
 * Each code's article as the catalogue sells it today: undefined while asked, null when the market has none.
 * The search matches words, so only the exact code counts. `failed` lists the codes whose lookup failed.
 */
export function useTodayArticles(codes: readonly string[]) {
  const ask = usePortalRequest();
  const results = useQueries({
    queries: codes.map((code) => ({
      queryKey: [...REPEAT_KEY, 'article', code],
      staleTime: 30_000,
      retry: 1,
      meta: { feedback: false },
      queryFn: async () => {
        const { products } = await ask(TODAY_ARTICLE, { search: code });
        return products.products.find((p) => p.articleCode === code) ?? null;
      },
    })),
  });
  const articles = new Map(codes.map((code, i) => [code, results[i].data]));
  const failed = codes.filter((_, i) => results[i].isError);
  return { articles, failed, retry: () => results.forEach((r) => r.isError && void r.refetch()) };
}

/** Why the articles that may not be ordered are blocked (product analysis): asked only for those. */
export function useBlockReasons(codes: readonly string[]) {
  // Without it a line still says it cannot be ordered; no popup for the missing detail.
  const { data } = usePortalQuery(
    ['repeatOrder', 'analyzes', codes],
    CART_ANALYZES,
    { articleCodes: [...codes] },
    {
      enabled: codes.length > 0,
      staleTime: 30_000,
    },
  );
  const analyzes = data?.productAnalyzes;
  return useMemo(() => new Map<string, BlockReason | null>((analyzes ?? []).map((a) => [a.articleCode, blockReason(a)])), [analyzes]);
}
