import type { FeatureFlags } from '../../rules/host-config.ts';

/**
 * Where a customer switch lands when it happens on a catalogue page (spec 1 §4). With the redesign it is
 * /catalog; otherwise the spec picks the first category that has products, and until the catalogue can tell
 * that, PAA (the spec's own default).
 */
export function defaultCatalogUrl(features: Pick<FeatureFlags, 'CATALOG_REDESIGN'>): string {
  return features.CATALOG_REDESIGN ? '/catalog' : '/catalog/paa';
}

/** Catalogue pages: /catalog and everything under it (path without the locale prefix). */
export const isCatalogPath = (path: string): boolean => /^\/catalog(\/|$)/.test(path);
