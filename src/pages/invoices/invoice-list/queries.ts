import { graphql, type ResultOf } from '../../../graphql/tada.ts';

/** A paid invoice (spec 2 §3); money in minor units with precision beside it. */
export const PAID_INVOICE = graphql(`
  fragment PaidInvoiceFields on Invoice {
    id sorg invoiceNo doNo invoiceDate dueDate status grandTotal paidAmount clearingDate tax shippingCost discount surcharges
    recycleFee freightAllowance expeditionName expeditionTracking terms companyCode companyName currency precision
  }
`);

/** One page of the active customer's paid invoices (invoiceV5). */
export const INVOICES = graphql(
  `
  query Invoices($from: String, $to: String, $search: String, $page: Int, $limit: Int) {
    invoices(from: $from, to: $to, search: $search, page: $page, limit: $limit) {
      invoices { ...PaidInvoiceFields }
      range { from to }
      info { page limit count pageTotal }
    }
  }
`,
  [PAID_INVOICE],
);

export const INVOICE = graphql(
  `
  query Invoice($invoiceNo: String!) {
    invoice(invoiceNo: $invoiceNo) {
      ...PaidInvoiceFields linesTotal payerCode payerName notes
      lines { articleCode articleCodeDisplay name brand uom qty price subTotal }
    }
  }
`,
  [PAID_INVOICE],
);

export const SEND_EMAIL_INVOICE = graphql(`
  mutation SendEmailInvoice($invoiceNumber: String!, $sorg: String) {
    sendEmailInvoice(invoiceNumber: $invoiceNumber, sorg: $sorg) { message { status description } }
  }
`);

export type InvoicePage = ResultOf<typeof INVOICES>['invoices'];
export type PaidInvoice = InvoicePage['invoices'][number];
export type InvoiceDetail = ResultOf<typeof INVOICE>['invoice'];
/** The schema's lines are null outside invoice(invoiceNo); INVOICE always asks for them. */
export type InvoiceLine = NonNullable<InvoiceDetail['lines']>[number];
