import { gql } from '@urql/core';

/** A paid invoice (spec 2 §3); money in minor units with precision beside it. */
export interface PaidInvoice {
  id: number; sorg: string; invoiceNo: string; doNo: string | null; invoiceDate: string; dueDate: string; status: string;
  grandTotal: number; paidAmount: number; clearingDate: string | null; tax: number; shippingCost: number; discount: number;
  surcharges: number; recycleFee: number; freightAllowance: number; expeditionName: string | null; expeditionTracking: string | null;
  terms: string; companyCode: string; companyName: string; currency: string; precision: number;
}

export interface InvoiceLine {
  articleCode: string; articleCodeDisplay: string; name: string; brand: string; uom: string; qty: number; price: number; subTotal: number;
}

export interface InvoiceDetail extends PaidInvoice { linesTotal: number; payerCode: string; payerName: string; notes: string | null; lines: InvoiceLine[] }

export interface InvoicePage {
  invoices: PaidInvoice[];
  range: { from: string; to: string };
  info: { page: number; limit: number; count: number; pageTotal: number };
}

const FIELDS = `id sorg invoiceNo doNo invoiceDate dueDate status grandTotal paidAmount clearingDate tax shippingCost discount surcharges
  recycleFee freightAllowance expeditionName expeditionTracking terms companyCode companyName currency precision`;

/** One page of the active customer's paid invoices (invoiceV5). */
export const INVOICES = gql`
  query Invoices($from: String, $to: String, $search: String, $page: Int, $limit: Int) {
    invoices(from: $from, to: $to, search: $search, page: $page, limit: $limit) {
      invoices { ${FIELDS} }
      range { from to }
      info { page limit count pageTotal }
    }
  }
`;

export const INVOICE = gql`
  query Invoice($invoiceNo: String!) {
    invoice(invoiceNo: $invoiceNo) {
      ${FIELDS} linesTotal payerCode payerName notes
      lines { articleCode articleCodeDisplay name brand uom qty price subTotal }
    }
  }
`;

export const SEND_EMAIL_INVOICE = gql`
  mutation SendEmailInvoice($invoiceNumber: String!, $sorg: String) {
    sendEmailInvoice(invoiceNumber: $invoiceNumber, sorg: $sorg) { message { status description } }
  }
`;
