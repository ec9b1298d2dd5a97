import type { Generated } from 'kysely';

/** The payment state of each placed order (migration 0007). */
export interface OrderPaymentTables {
  orderPayments: OrderPaymentTable;
}

export type OrderPaymentStatus = 'waiting' | 'uploaded' | 'failed' | 'voided' | 'completed';

export interface OrderPaymentTable {
  orderId: number;
  status: Generated<OrderPaymentStatus>;
  amount: number;
  currency: string;
  expiresAt: string | null;
  decidedBy: number | null;
  decidedAt: string | null;
  createdAt: string;
}
