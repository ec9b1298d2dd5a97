import { graphql, type ResultOf } from './tada.ts';
import type { AgeingKey } from '../rules/credit.ts';

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
      ...PaidInvoiceFields linesTotal payerCode payerName notes detailNotes lineItem installment { number of }
      paymentDiscount earlyPaymentDiscount earlyPaymentDate
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

/** An unpaid invoice; money in minor units with precision beside it (accountingAmount: left to pay, negative a deduction). */
export const OPEN_INVOICE = graphql(`
  fragment OpenInvoiceFields on OpenInvoice {
    id invoiceNo doNo invoiceDate dueDate overdue status accountingAmount grandTotal paidAmount tax shippingCost discount
    surcharges recycleFee freightAllowance terms assignment precision
    earlyPaymentDiscount earlyPaymentDate lineItem installment { number of } detailNotes
  }
`);

/** The active customer's unpaid invoices per company and credit customer (spec 2 §7 openInvoiceV5). */
export const OPEN_INVOICES = graphql(
  `
  query OpenInvoices($companyCode: String, $payerCode: String, $page: Int, $limit: Int) {
    openInvoices(companyCode: $companyCode, payerCode: $payerCode, page: $page, limit: $limit) {
      companyCode companyName additionalDisplays currency precision today
      creditCust {
        custCode custName
        ar { ...OpenInvoiceFields }
        info { page limit count pageTotal }
        deductions { ...OpenInvoiceFields }
        pending { ...OpenInvoiceFields }
        dueDates { dueDate count }
        ageing { key from to value count }
        totals { total payable payableCount deductions pending overdue overdueCount }
      }
    }
  }
`,
  [OPEN_INVOICE],
);

/** Every payable invoice of one credit customer: read only when the dealer chooses them all. */
export const PAYABLE_INVOICES = graphql(`
  query PayableInvoices($companyCode: String!, $payerCode: String!) {
    openInvoices(companyCode: $companyCode, payerCode: $payerCode) {
      creditCust { custCode payable { id dueDate amount } }
    }
  }
`);

export type OpenInvoice = ResultOf<typeof OPEN_INVOICE>;
export type OpenInvoiceCompany = ResultOf<typeof OPEN_INVOICES>['openInvoices'][number];
export type OpenInvoiceCreditCust = OpenInvoiceCompany['creditCust'][number];
/** An ageing bucket with its key as the credit rules name it (the schema says String). */
export type AgeingBucket = Omit<OpenInvoiceCreditCust['ageing'][number], 'key'> & { key: AgeingKey };

/** Which optional money components the host's sales organisation shows in a module (spec 3 §3 'Price component'). */
export const PRICE_COMPONENTS = graphql(`
  query PriceComponents($module: String!) {
    priceComponents(module: $module) { sorg module additionalDisplays }
  }
`);

/** The active customer's standing per company and how long it took to pay (spec 2 §3 'Customer area'). */
export const CUSTOMER_ACCOUNT = graphql(`
  query CustomerAccount {
    customerArea {
      sorg sorgName server creditControl includeTax companyName companyCode custCode accountCurrent currency precision
      creditCusts { custCode custName }
      merchantConfig { allowPayInvoice }
    }
    averagePaymentDays { year custCode days invoices }
  }
`);

export type CustomerAccount = ResultOf<typeof CUSTOMER_ACCOUNT>;
