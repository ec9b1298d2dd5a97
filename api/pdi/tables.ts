import type { Generated } from 'kysely';

/** Pre-delivery inspections (migration 0013). */
export interface PdiTables {
  pdiChecklistItems: { id: Generated<number>; checklist: string; description: string; sorting: number };
  pdis: PdiTable;
  pdiChecks: { pdiId: number; itemId: number; checked: Generated<number> };
}

export interface PdiTable {
  id: Generated<number>;
  frameId: number;
  customerId: number;
  mechanic: string;
  notes: string | null;
  /** YYYY-MM-DD: the day every item was checked, the bike ready for sale; null while any is open. */
  completedAt: string | null;
  isDeleted: Generated<number>;
  deletedAt: string | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}
