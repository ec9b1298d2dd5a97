import type { Generated } from 'kysely';

/** Sales and technical documents, their groups and the content target markets of each (migration 0010). */
export interface SalesDocumentTables {
  salesDocumentGroups: SalesDocumentGroupTable;
  salesDocumentGroupTargetMarkets: { groupId: number; marketId: number };
  salesDocuments: SalesDocumentTable;
  salesDocumentTargetMarkets: { documentId: number; marketId: number };
}

export interface SalesDocumentGroupTable {
  id: Generated<number>;
  name: string;
  title: string;
  subtitle: string | null;
  createdAt: string;
  updatedAt: string;
}

export type SalesDocumentType = 'sales' | 'technical';

/** A sales or technical document (migration 0010); its files are rows of `files` with owner_type 'sales_document'. */
export interface SalesDocumentTable {
  id: Generated<number>;
  type: SalesDocumentType;
  title: string;
  subtitle: string | null;
  /** Sanitised HTML. */
  body: string;
  groupId: number | null;
  validFrom: string;
  validTo: string;
  itemPerLine: Generated<number>;
  /** Its card layout (migration 0045): a layout of type sales_document. */
  layoutId: number | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}
