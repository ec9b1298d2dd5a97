import type { Generated } from 'kysely';
import type { ProductCategory } from '../../src/rules/catalog-query.ts';

/** Frames and warranty claims (migration 0012). */
export interface ClaimTables {
  frames: FrameTable;
  recalls: RecallTable;
  recallFrames: { recallId: number; frameId: number; doneAt: string | null };
  stolenFrames: StolenFrameTable;
  claimStatuses: ClaimStatusTable;
  claimCapabilities: ClaimCapabilityTable;
  claimProblemCatalog: { id: Generated<number>; productCategory: ProductCategory; part: string; description: string; sorting: number };
  claims: ClaimTable;
  claimProblems: { id: Generated<number>; claimId: number; problemId: number; notes: string | null };
  claimAttachments: { claimId: number; slot: string; fileId: number };
  claimAdditionalDocuments: ClaimAdditionalDocumentTable;
  claimComments: ClaimCommentTable;
  claimHistories: ClaimHistoryTable;
}

/** One delivered bike unit: numbered by the ERP when it ships, it belongs to the customer it shipped to. */
export interface FrameTable {
  id: Generated<number>;
  frameNumber: string;
  sorg: string;
  articleId: number;
  customerId: number;
  deliveryId: number | null;
  deliveryNo: string;
  /** YYYY-MM-DD. */
  shippedAt: string;
  productionCode: string;
  /** The number stamped under the maker's earlier numbering (migration 0042); null on frames numbered since. */
  oldCode: string | null;
  /** Minor units: what the unit was invoiced at. */
  unitPrice: number;
  currency: string;
}

export interface RecallTable {
  id: Generated<number>;
  sorg: string;
  title: string;
  description: string;
  instruction: string;
  createdAt: string;
  closedAt: string | null;
  /** The campaign's rule (migration 0015); all null for a recall whose frames were picked by hand. */
  brand: string | null;
  model: string | null;
  modelYear: number | null;
  /** Inclusive, compared as text: 'K03'..'K07'. */
  productionCodeFrom: string | null;
  productionCodeTo: string | null;
  updatedAt: string | null;
}

export interface StolenFrameTable {
  id: Generated<number>;
  frameNumber: string;
  reportedAt: string;
  reportedBy: number | null;
  note: string | null;
}

export type ClaimStatusCategory = 'dealer' | 'review' | 'done';

export interface ClaimStatusTable {
  id: string;
  description: string;
  category: ClaimStatusCategory;
  sorting: number;
  dealerMayEdit: number;
}

export interface ClaimCapabilityTable {
  id: Generated<number>;
  productCategory: ProductCategory;
  customerCategory: string;
  fromStatus: string;
  toStatus: string;
  role: string;
}

export interface ClaimTable {
  id: Generated<number>;
  referenceNo: string;
  sorg: string;
  customerId: number;
  productCategory: ProductCategory;
  statusId: string;
  frameId: number | null;
  /** A bike claim's frame number as typed when the portal knows no such frame (migration 0048, claimNonCode); else null. */
  unknownFrameNumber: string | null;
  articleId: number;
  qty: number;
  invoiceId: number | null;
  invoiceNo: string | null;
  /** Minor units: the most this claim may credit. */
  invoicedValue: number;
  currency: string;
  purchaseDate: string | null;
  contactPersonName: string;
  contactPersonPhone: string;
  consumerName: string | null;
  consumerPhone: string | null;
  consumerCity: string | null;
  consumerAddress: string | null;
  consumerEmail: string | null;
  description: string;
  customerNotes: string | null;
  resolution: string | null;
  /** 1 when a rejected claim is no warranty case at all. */
  notWarranty: Generated<number>;
  reasonRejection: string | null;
  creditedAmount: number | null;
  creditNoteId: number | null;
  /** The return shipment of the claimed part (migration 0042): the dealer's delivery note, the day it left, the tracking number. */
  returnDeliveryNo: string | null;
  returnDeliveryAt: string | null;
  returnResiNo: string | null;
  returnEnteredBy: number | null;
  returnEnteredAt: string | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface ClaimAdditionalDocumentTable {
  id: Generated<number>;
  claimId: number;
  no: number;
  title: string;
  fileId: number;
  createdBy: number | null;
  createdAt: string;
}

export interface ClaimCommentTable {
  id: Generated<number>;
  claimId: number;
  comment: string;
  isInternal: Generated<number>;
  byStaff: Generated<number>;
  createdBy: number | null;
  createdAt: string;
}

export type ClaimHistoryAction = 'created' | 'status' | 'edited' | 'return_shipment' | 'document_added' | 'document_removed';

export interface ClaimHistoryTable {
  id: Generated<number>;
  claimId: number;
  action: ClaimHistoryAction;
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
  changedBy: number | null;
  changedAt: string;
}
