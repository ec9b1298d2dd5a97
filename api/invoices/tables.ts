import type { Generated } from 'kysely';

/** Invoices with their lines, and each customer's payment terms per company. */
export interface InvoiceTables {
  paymentTerms: { customerId: number; companyId: number; code: string; days: number };
  invoices: InvoiceTable;
  invoiceLines: InvoiceLineTable;
}

export type InvoiceStatus = 'open' | 'pending_payment' | 'waiting_for_payment' | 'paid';

export interface InvoiceTable {
  id: Generated<number>;
  invoiceNo: string;
  sorg: string;
  companyId: number;
  customerId: number;
  orderId: number | null;
  deliveryId: number | null;
  doNo: string | null;
  payerCode: string;
  payerName: string;
  /** YYYY-MM-DD dates. */
  invoiceDate: string;
  dueDate: string;
  fiscalYear: number;
  terms: string;
  status: Generated<InvoiceStatus>;
  currency: string;
  /** Minor units; grandTotal = linesTotal - discount + shippingCost + surcharges + recycleFee - freightAllowance + tax. */
  linesTotal: number;
  discount: Generated<number>;
  shippingCost: Generated<number>;
  surcharges: Generated<number>;
  recycleFee: Generated<number>;
  freightAllowance: Generated<number>;
  tax: number;
  grandTotal: number;
  paidAmount: Generated<number>;
  clearingDate: string | null;
  accountingNo: string;
  assignment: string | null;
  expeditionName: string | null;
  expeditionTracking: string | null;
  notes: string | null;
  /** Minor units the payment method took off when the invoice was paid (its merchant's discount). */
  paymentDiscount: Generated<number>;
  /** Minor units off when paid on or before earlyPaymentDate (YYYY-MM-DD); 0 and null when the terms grant none. */
  earlyPaymentDiscount: Generated<number>;
  earlyPaymentDate: Generated<string | null>;
  /** The ERP's line item of the accounting document, e.g. '001'. */
  lineItem: Generated<string | null>;
  /** Instalment number of installments when the terms split the invoice; null for one payment. */
  installment: Generated<number | null>;
  installments: Generated<number | null>;
  /** Longer remarks of the ERP, one per line. */
  detailNotes: Generated<string | null>;
  createdAt: string;
}

export interface InvoiceLineTable {
  id: Generated<number>;
  invoiceId: number;
  orderLineId: number | null;
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  brand: string;
  uom: string;
  qty: number;
  /** Minor units. */
  price: number;
  subtotal: number;
}
