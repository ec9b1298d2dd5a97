import { useMemo } from 'react';
import { usePortalQuery } from '../../providers/portal-query.ts';
import type { ContentMarketType } from '../../rules/navigation.ts';
import { hasScopes } from '../../rules/scopes.ts';
import { MENU_CONTENT_MARKETS } from '../../graphql/content.ts';
import { usePortalUser } from '../use-portal-user.ts';

const readingScopes = ['page.marketing-material', 'page.sales-document', 'page.news'] as const;

/**
 * The content types the user has a target market of, asked once per session by users who read content; an empty
 * list for everyone else, null while unknown (the reading entries wait for the answer rather than lead nowhere).
 */
export function useContentMarkets(): readonly ContentMarketType[] | null {
  const { user } = usePortalUser();
  const enabled = !!user && hasScopes(user.scopes, [[...readingScopes]]);
  // The entries stay hidden when this fails; the pages themselves still answer at their own address.
  const query = usePortalQuery(['menu-content-markets'], MENU_CONTENT_MARKETS, {}, { enabled, staleTime: 10 * 60_000 });
  const data = enabled ? query.data : undefined;
  const marketing = !!data?.marketingMaterial?.length;
  const documents = !!data?.salesDocument?.length;
  const news = !!data?.news?.length;
  const known = !!data;
  return useMemo(() => {
    if (!enabled) return [];
    if (!known) return null;
    return (
      [
        ['marketing_material', marketing],
        ['sales_document', documents],
        ['news', news],
      ] as const
    )
      .filter(([, has]) => has)
      .map(([type]) => type);
  }, [enabled, known, marketing, documents, news]);
}
