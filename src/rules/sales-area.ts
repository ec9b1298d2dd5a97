/**
 * Sales-area maps (spec 3 §3 'Sales-area map region', §7, §8; spec 2 §8, §9): each region of a market carries a
 * category that says how the maker works it; a region without one reads TBD. Staff set categories in batches of
 * { regionId, category }, all of them or none.
 */

/** A: core market, B: growth, C: develop, D: explore. The letters are stored; the words are translated. */
export const REGION_CATEGORIES = ['A', 'B', 'C', 'D'] as const;
export type RegionCategory = (typeof REGION_CATEGORIES)[number];

/** What a region without a category shows (spec 2 §9). */
export const TBD = 'TBD';

export const isRegionCategory = (v: string): v is RegionCategory => (REGION_CATEGORIES as readonly string[]).includes(v);

/** The spec's messages (en-us); the sales-area namespace translates them under errors.<key>. */
export const salesAreaMessages = {
  category_required: 'Please insert category',
  region_id_required: 'Please insert region id',
  category_invalid: 'Invalid region category',
  update_failed: 'Failed to update this sales area',
} as const;
export type SalesAreaMessageKey = keyof typeof salesAreaMessages;

/** At most this many regions change in one update (the largest market has fewer). */
export const MAX_REGIONS_PER_UPDATE = 200;

export interface SalesMapEntry {
  regionId?: number | null;
  category?: string | null;
}

/** The first problem of one entry of a batch, or null when it may be saved (the region's market is the server's check). */
export function entryProblem(entry: SalesMapEntry): { field: 'regionId' | 'category'; key: SalesAreaMessageKey } | null {
  if (entry.regionId === null || entry.regionId === undefined) return { field: 'regionId', key: 'region_id_required' };
  const category = (entry.category ?? '').trim();
  if (!category) return { field: 'category', key: 'category_required' };
  if (!isRegionCategory(category.toUpperCase())) return { field: 'category', key: 'category_invalid' };
  return null;
}

/** The category as stored: upper case, trimmed. */
export const normalCategory = (category: string) => category.trim().toUpperCase() as RegionCategory;

/** How many regions of a market sit in each category, TBD included: the map's legend and the results summary. */
export function categoryCounts(regions: readonly { category: string | null }[]): Record<RegionCategory | typeof TBD, number> {
  const counts = Object.fromEntries([...REGION_CATEGORIES, TBD].map((c) => [c, 0])) as Record<RegionCategory | typeof TBD, number>;
  for (const r of regions) counts[r.category && isRegionCategory(r.category) ? r.category : TBD] += 1;
  return counts;
}

/** The limitations the sales-area user search lists (spec 3 §9), in the order its filter offers them. */
export const SALES_USER_LIMITATIONS = ['salesman', 'sales_group', 'sales_office'] as const;
export type SalesUserLimitation = (typeof SALES_USER_LIMITATIONS)[number];
export const SALES_USER_PAGE_SIZES = [10, 20] as const;
