import { gql } from '@urql/core';
import type { AgeingKey } from '../../../rules/credit.ts';

export type OpenInvoiceStatus = 'open' | 'pending_payment' | 'waiting_for_payment';

/** An unpaid invoice; money in minor units with precision beside it. */
export interface OpenInvoice {
  id: number;
  invoiceNo: string;
  doNo: string | null;
  invoiceDate: string;
  dueDate: string;
  /** Days until due: negative once overdue. */
  overdue: number;
  status: OpenInvoiceStatus;
  /** Left to pay: positive payable, negative a deduction. */
  accountingAmount: number;
  grandTotal: number;
  paidAmount: number;
  tax: number;
  shippingCost: number;
  discount: number;
  surcharges: number;
  recycleFee: number;
  freightAllowance: number;
  terms: string;
  assignment: string | null;
  precision: number;
}

export interface AgeingBucket { key: AgeingKey; from: number | null; to: number | null; value: number; count: number }

export interface OpenInvoiceCreditCust {
  custCode: string;
  custName: string;
  ar: OpenInvoice[];
  info: { page: number; limit: number; count: number; pageTotal: number };
  deductions: OpenInvoice[];
  pending: OpenInvoice[];
  selectable: { id: number; dueDate: string; amount: number }[];
  ageing: AgeingBucket[];
  totals: { total: number; payable: number; payableCount: number; deductions: number; pending: number; overdue: number; overdueCount: number };
}

export interface OpenInvoiceCompany {
  companyCode: string;
  companyName: string;
  additionalDisplays: string[];
  currency: string;
  precision: number;
  today: string;
  creditCust: OpenInvoiceCreditCust[];
}

const INVOICE = `id invoiceNo doNo invoiceDate dueDate overdue status accountingAmount grandTotal paidAmount tax shippingCost discount
  surcharges recycleFee freightAllowance terms assignment precision`;

/** The active customer's unpaid invoices per company and credit customer (spec 2 §7 openInvoiceV5). */
export const OPEN_INVOICES = gql`
  query OpenInvoices($companyCode: String, $payerCode: String, $page: Int, $limit: Int) {
    openInvoices(companyCode: $companyCode, payerCode: $payerCode, page: $page, limit: $limit) {
      companyCode companyName additionalDisplays currency precision today
      creditCust {
        custCode custName
        ar { ${INVOICE} }
        info { page limit count pageTotal }
        deductions { ${INVOICE} }
        pending { ${INVOICE} }
        selectable { id dueDate amount }
        ageing { key from to value count }
        totals { total payable payableCount deductions pending overdue overdueCount }
      }
    }
  }
`;
