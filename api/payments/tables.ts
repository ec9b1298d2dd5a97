import type { Generated } from 'kysely';

/** Payment methods, saved cards and accounts, payment requests for invoices and the gateway's events. */
export interface PaymentTables {
  paymentMethods: PaymentMethodTable;
  savedPayments: SavedPaymentTable;
  paymentRequests: PaymentRequestTable;
  paymentRequestInvoices: { paymentRequestId: number; invoiceId: number; amount: number };
  gatewayEvents: { eventId: string; paymentRequestId: number | null; type: string; receivedAt: string };
  /** Which optional money components a sales organisation shows per module (spec 3 §3 'Price component'). */
  priceComponents: { id: Generated<number>; sorg: string; module: PriceModule; additionalDisplays: string };
}

export type PriceModule = 'invoice' | 'open_invoice' | 'payment';

export interface PaymentMethodTable {
  id: Generated<number>;
  sorg: string;
  code: string;
  type: string;
  description: string;
  instruction: string | null;
  position: Generated<number>;
  active: Generated<number>;
  /** Offered at checkout / for paying open invoices (spec: payments(sorg, module)). */
  forOrders: Generated<number>;
  forInvoices: Generated<number>;
  /** Basis points off a full payment (150 = 1.5 %); 0 for none. */
  discountRate: Generated<number>;
}

export interface SavedPaymentTable {
  id: Generated<number>;
  userId: number;
  customerId: number;
  paymentMethodId: number;
  kind: 'card' | 'ach';
  /** 'Visa •••• 4242': the gateway keeps the number, the portal only its token. */
  display: string;
  gatewayToken: string;
  createdAt: string;
  deletedAt: string | null;
}

export type PaymentRequestStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'voided';

export interface PaymentRequestTable {
  id: Generated<number>;
  externalId: string;
  customerId: number;
  companyId: number;
  userId: number;
  payerCode: string;
  merchant: string;
  paymentMethodId: number;
  savedPaymentId: number | null;
  /** Minor units: what is charged, after the discount. */
  amount: number;
  discount: Generated<number>;
  currency: string;
  partial: Generated<number>;
  status: Generated<PaymentRequestStatus>;
  virtualAccountNo: string | null;
  expiresAt: string | null;
  failureReason: string | null;
  idempotencyKey: string;
  createdAt: string;
  settledAt: string | null;
  /** Migration 0021: the connector, the token to charge again, 1 while a gateway call is unanswered, calls made. */
  gateway: string | null;
  gatewayToken: string | null;
  gatewayWaiting: Generated<number>;
  gatewayAttempts: Generated<number>;
}
