import { isRegionCategory, REGION_CATEGORIES, type RegionCategory, TBD } from '../../rules/sales-area.ts';

/** Fill colours of the map's regions and markers; the words beside them carry the meaning, so colour is never alone. */
export const CATEGORY_COLOURS: Record<RegionCategory | typeof TBD, string> = {
  A: '#1554b3',
  B: '#2f9e44',
  C: '#e8a317',
  D: '#b8336a',
  TBD: '#c4c9d1',
};

export const LEGEND_ORDER = [...REGION_CATEGORIES, TBD] as const;

export const categoryKey = (category: string | null | undefined): RegionCategory | typeof TBD =>
  category && isRegionCategory(category) ? category : TBD;
