import { useMemo } from 'react';
import { CATALOG_CATEGORIES } from '../graphql/catalog.ts';
import { usePortalQuery } from '../providers/portal-query.ts';
import type { CatalogCategories } from '../rules/navigation.ts';
import { usePortalUser } from './use-portal-user.ts';

/**
 * Which catalogue categories of the host's market have products, asked once per session for users who may
 * browse the catalogue; null while unknown or for everyone else. One cached query serves the menu and the
 * customer switch.
 */
export function useCatalogCategories(): { categories: CatalogCategories | null; isLoading: boolean } {
  const { user } = usePortalUser();
  const enabled = !!user?.scopes.includes('page.catalog');
  // The menu falls back to one plain catalogue entry when this fails; no popup for it.
  const query = usePortalQuery(['catalog-categories'], CATALOG_CATEGORIES, {}, { enabled, staleTime: 10 * 60_000 });
  const data = enabled ? query.data : undefined;
  const known = !!data?.bike;
  const bike = !!data?.bike && data.bike.info.count > 0;
  const paa = !!data?.paa && data.paa.info.count > 0;
  const groupset = !!data?.groupsets && data.groupsets.length > 0;
  // One object while the answer stays the same: the menu and its effects depend on it.
  const categories = useMemo(() => (known ? { bike, paa, groupset } : null), [known, bike, paa, groupset]);
  return { categories, isLoading: enabled && query.isLoading };
}
