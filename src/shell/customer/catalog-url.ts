import type { FeatureFlags } from '../../rules/host-config.ts';
import type { CatalogCategories } from '../../rules/navigation.ts';

/**
 * The default catalogue URL (spec 1 §4): with the redesign it is /catalog; otherwise the first category that has
 * products (bike, then PAA, then groupsets), and PAA when none has any or while that is not known yet.
 */
export function defaultCatalogUrl(features: Pick<FeatureFlags, 'CATALOG_REDESIGN'>, categories: CatalogCategories | null): string {
  if (features.CATALOG_REDESIGN) return '/catalog';
  if (categories?.bike) return '/catalog/bike';
  if (categories?.paa) return '/catalog/paa';
  if (categories?.groupset) return '/catalog/groupset';
  return '/catalog/paa';
}

/** Catalogue pages: /catalog and everything under it (path without the locale prefix). */
export const isCatalogPath = (path: string): boolean => /^\/catalog(\/|$)/.test(path);
