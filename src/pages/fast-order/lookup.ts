import { useCustom } from '@refinedev/core';
import { gql } from '@urql/core';
import type { Product } from '../../graphql/catalog.ts';
import { normalCode } from '../../rules/fast-order.ts';
import { useDebounced } from '../../shell/use-debounced.ts';
import { PRODUCT_FIELDS } from '../purchases/queries.ts';

/** Typing pauses this long before a code is looked up, so a typed code is asked once, not per key. */
const LOOKUP_DEBOUNCE_MS = 400;

// articleDisplays says whether the code exists in the market; products brings its price, stock and orderability.
const FAST_ORDER_LOOKUP = gql`
  query FastOrderLookup($search: String!) {
    articleDisplays(search: $search, page: 1, limit: 10) { articles { articleCode articleCodeDisplay name uom } }
    products(filter: { search: $search }, page: 1, limit: 10) { products { ${PRODUCT_FIELDS} } }
  }
`;

type LookupAnswer = {
  articleDisplays: { articles: { articleCode: string; articleCodeDisplay: string; name: string; uom: string }[] };
  products: { products: Product[] };
};

/** The query key prefix of every lookup: adding to the cart refreshes them, since they carry cartQty. */
export const LOOKUP_KEY = ['portal', 'fastOrderLookup'] as const;

/**
 * The article a row's code names: undefined while typing or asking, null when the market has no such code.
 * The search matches words, so only an exact code (or display code) counts.
 */
export function useArticleLookup(code: string): { article: Product | null | undefined; failed: boolean; retry: () => void } {
  const search = useDebounced(normalCode(code), LOOKUP_DEBOUNCE_MS);
  const settled = search === normalCode(code) && search !== '';
  const { result, query } = useCustom<LookupAnswer>({
    url: '',
    method: 'post',
    meta: { gqlQuery: FAST_ORDER_LOOKUP, gqlVariables: { search } },
    errorNotification: false,
    queryOptions: { queryKey: [...LOOKUP_KEY, search], enabled: search !== '', staleTime: 60_000, meta: { feedback: false } },
  });
  const retry = () => void query.refetch();
  // refine answers {} until the first response arrives.
  if (!settled || query.isError || !result.data?.articleDisplays || !result.data.products) return { article: undefined, failed: settled && query.isError, retry };
  const same = (c: { articleCode: string; articleCodeDisplay: string }) => normalCode(c.articleCode) === search || normalCode(c.articleCodeDisplay) === search;
  const known = result.data.articleDisplays.articles.find(same);
  if (!known) return { article: null, failed: false, retry };
  return { article: result.data.products.products.find((p) => p.articleCode === known.articleCode) ?? null, failed: false, retry };
}
