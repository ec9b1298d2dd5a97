import type { Generated } from 'kysely';
import type { RegionCategory } from '../../src/rules/sales-area.ts';

/** Sales-area map regions, their groups and who belongs where (migration 0031). */
export interface SalesAreaTables {
  salesAreaRegions: SalesAreaRegionTable;
  salesAreaRegionGroups: { id: Generated<number>; sorg: string; code: string; description: string };
  salesAreaRegionGroupMembers: { groupId: number; regionId: number };
}

export interface SalesAreaRegionTable {
  id: Generated<number>;
  sorg: string;
  /** ISO 3166-2; the market's map names its shapes by it. */
  code: string;
  description: string;
  /** Where the region's marker stands. */
  lat: number;
  lng: number;
  /** Null reads TBD. */
  category: RegionCategory | null;
  updatedAt: string | null;
  updatedBy: number | null;
}
