import type { Product } from '../../graphql/catalog.ts';
import { portalKey, usePortalQuery } from '../../providers/portal-query.ts';
import { matchArticleCode } from '../../rules/article-code.ts';
import { normalCode } from '../../rules/fast-order.ts';
import { useDebounced } from '../../shell/use-debounced.ts';
import { FAST_ORDER_LOOKUP } from '../../graphql/fast-order.ts';

/** Typing pauses this long before a code is looked up, so a typed code is asked once, not per key. */
const LOOKUP_DEBOUNCE_MS = 400;

/** The query key prefix of every lookup: adding to the cart refreshes them, since they carry cartQty. */
export const LOOKUP_KEY = portalKey(['fastOrderLookup']);

/**
 * The article a row's code names: undefined while typing or asking, null when the market has no such code.
 * The search matches words, so only a code the portal shows (internal or display code, see matchArticleCode) counts.
 */
export function useArticleLookup(code: string): { article: Product | null | undefined; failed: boolean; retry: () => void } {
  const search = useDebounced(normalCode(code), LOOKUP_DEBOUNCE_MS);
  const settled = search === normalCode(code) && search !== '';
  const query = usePortalQuery(['fastOrderLookup', search], FAST_ORDER_LOOKUP, { search }, { enabled: search !== '', staleTime: 60_000 });
  const retry = () => void query.refetch();
  const data = query.data;
  if (!settled || query.isError || !data?.articleDisplays || !data.products)
    return { article: undefined, failed: settled && query.isError, retry };
  const known = matchArticleCode(search, data.articleDisplays.articles);
  if (!known) return { article: null, failed: false, retry };
  return { article: data.products.products.find((p) => p.articleCode === known.articleCode) ?? null, failed: false, retry };
}
