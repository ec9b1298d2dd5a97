import { useDataProvider, useOnError, type BaseRecord, type HttpError } from '@refinedev/core';
import { useInfiniteQuery, useQueries, useQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { TadaDocumentNode } from 'gql.tada';
import { useMemo } from 'react';
import { CART_ANALYZES } from '../../graphql/cart.ts';
import { blockReason, type BlockReason } from '../../rules/cart.ts';
import { PAST_ORDER, PAST_ORDERS, TODAY_ARTICLE, type PastOrderDetail, type PastOrderPage } from './queries.ts';

export const PICKER_PAGE_SIZE = 10;
/** Every query of this page starts so: adding to the cart refreshes the articles, whose cartQty changed. */
export const REPEAT_KEY = ['portal', 'repeatOrder'] as const;

/**
 * Runs one GraphQL query through the data provider. Outside refine's hooks on purpose: the shell ends the session
 * on any 403, but an order link of another customer (an old bookmark after a customer switch) is only not found here.
 */
function useAsk() {
  const dataProvider = useDataProvider();
  const { mutate: onError } = useOnError();
  return async <R extends BaseRecord, V extends BaseRecord>(query: TadaDocumentNode<R, V>, variables: NoInfer<V>): Promise<R> => {
    try {
      const { data } = await dataProvider().custom!<R>({ url: '', method: 'post', meta: { gqlQuery: query, gqlVariables: variables } });
      return data;
    } catch (error) {
      if ((error as HttpError | null)?.statusCode === 401) onError(error);
      throw error;
    }
  };
}

/** The active customer's orders for the picker, a page at a time as the list scrolls. */
export function usePastOrders(search: string, enabled: boolean) {
  const ask = useAsk();
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

/** The chosen order with its lines. */
export function usePastOrder(id: number | null) {
  const ask = useAsk();
  return useQuery<PastOrderDetail, HttpError>({
    queryKey: [...REPEAT_KEY, 'order', id],
    enabled: id !== null,
    retry: false,
    meta: { feedback: false },
    queryFn: async () => (await ask(PAST_ORDER, { id: id! })).order,
  });
}

/**
 * Each code's article as the catalogue sells it today: undefined while asked, null when the market has none.
 * The search matches words, so only the exact code counts. `failed` lists the codes whose lookup failed.
 */
export function useTodayArticles(codes: readonly string[]) {
  const ask = useAsk();
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
  const ask = useAsk();
  const { data } = useQuery({
    queryKey: [...REPEAT_KEY, 'analyzes', codes],
    enabled: codes.length > 0,
    staleTime: 30_000,
    // Without it a line still says it cannot be ordered; no popup for the missing detail.
    meta: { feedback: false },
    queryFn: async () => (await ask(CART_ANALYZES, { articleCodes: [...codes] })).productAnalyzes,
  });
  return useMemo(() => new Map<string, BlockReason | null>((data ?? []).map((a) => [a.articleCode, blockReason(a)])), [data]);
}
