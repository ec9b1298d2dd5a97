import type { Generated } from 'kysely';

/** Orders held for staff confirmation before they go to the ERP (migration 0029). */
export interface OrderConfirmationTables {
  orderHolds: OrderHoldTable;
}

export type OrderHoldState = 'waiting' | 'confirmed' | 'rejected';

export interface OrderHoldTable {
  orderId: number;
  state: Generated<OrderHoldState>;
  /** The erp_outbox payload the checkout made; written to the outbox once staff confirm. */
  erpPayload: string;
  heldAt: string;
  decidedBy: number | null;
  decidedAt: string | null;
  /** Why staff rejected the order: the dealer reads it. */
  reason: string | null;
}
