import { useMemo } from 'react';
import { useHostConfig } from '../../providers/config.tsx';
import { isMenuGroup, menuFor, type MenuEntry, type MenuItem } from '../../rules/navigation.ts';
import { useCatalogCategories } from '../catalog-categories.ts';
import { usePortalUser } from '../use-portal-user.ts';
import { showsPreviewPage } from './preview-page.ts';
import { useContentMarkets } from './use-content-markets.ts';

/**
 * The side menu of the signed-in user (spec 1 §2.6), from the same rules the tests read. A group that holds
 * only its own namesake (the catalogue while its categories are unknown) is drawn as that one entry.
 */
export function useSideMenu(): MenuItem[] {
  const { user } = usePortalUser();
  const config = useHostConfig();
  const { categories } = useCatalogCategories();
  const contentMarkets = useContentMarkets();
  return useMemo(() => {
    if (!user) return [];
    const items = menuFor({
      scopes: user.scopes,
      news: config.features.NEWS,
      previewPage: showsPreviewPage(config),
      categories,
      hasUserAreas: user.isSales,
      contentMarkets,
      quotes: !!config.quoteFromPieces,
    });
    return items.map((item) =>
      isMenuGroup(item) && item.entries.length === 1 && item.entries[0]?.key === item.key ? item.entries[0] : item,
    );
  }, [user, config, categories, contentMarkets]);
}

/** Does an entry stand for where the user is? Its path or a page below it; an entry with a query needs that query too. */
function entryMatches(entry: MenuEntry, subPath: string, search: string): number {
  const [base = '', query] = entry.path.split('?');
  if (query) {
    const wanted = new URLSearchParams(query);
    const have = new URLSearchParams(search);
    return subPath === base && [...wanted].every(([k, v]) => have.get(k) === v) ? base.length + query.length : -1;
  }
  if (base === '/') return subPath === '/' ? 1 : -1;
  return subPath === base || subPath.startsWith(`${base}/`) ? base.length : -1;
}

/** The entry to highlight: the closest match, and the group it sits in. */
export function selectedEntry(items: MenuItem[], subPath: string, search: string): { path: string; group?: string } | null {
  let best: { path: string; group?: string; score: number } | null = null;
  for (const item of items) {
    const entries = isMenuGroup(item) ? item.entries : [item];
    for (const entry of entries) {
      const score = entryMatches(entry, subPath, search);
      if (score >= 0 && (!best || score > best.score)) best = { path: entry.path, group: isMenuGroup(item) ? item.key : undefined, score };
    }
  }
  return best && { path: best.path, group: best.group };
}
