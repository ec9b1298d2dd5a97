import { graphql, type ResultOf, type VariablesOf } from './tada.ts';
import type { PaymentKind } from '../rules/payment-information.ts';

/**
 * The chosen invoices (money in minor units with the precision beside it; problem: why a request would be refused
 * now), the market's methods for invoices, the user's saved payments and the gateway.
 */
export const PAYMENT_PAGE = graphql(`
  query PaymentPage($ids: [Int!]!) {
    invoicesToPay(ids: $ids) {
      total currency precision companyCode companyName payerCode payerName problem paymentRule partialPaymentPossible today
      invoices { id invoiceNo invoiceDate dueDate overdue status currency precision grandTotal paidAmount amount companyCode companyName payerCode payerName }
    }
    payments(module: "invoice") { id code type kind description instruction discountRate }
    savedPayments { id display kind type paymentMethodId }
    paymentGateway { name sandbox }
  }
`);

export const PAYMENT_REQUEST_FIELDS = graphql(`
  fragment PaymentRequestFields on PaymentRequest {
    externalId amount discount currency precision partial kind virtualAccountNo expiredDate paymentStatus { id description }
    failureReason waitingForBank createdAt settledAt payerCode merchant method { id code type description instruction } invoices { invoiceNo amount }
  }
`);

export const PAYMENT_REQUEST = graphql(
  `
  query PaymentRequest($externalId: String!) {
    paymentRequest(externalId: $externalId) { ...PaymentRequestFields }
    paymentGateway { name sandbox }
  }
`,
  [PAYMENT_REQUEST_FIELDS],
);

export const PENDING_REQUEST = graphql(`
  query PendingPaymentRequest($payerCode: String!, $invoiceNos: [String!]!) {
    paymentRequestByPayerAndInvoiceNos(payerCode: $payerCode, invoiceNos: $invoiceNos) { externalId paymentStatus { id } }
  }
`);

export const CREATE_PAYMENT = graphql(
  `
  mutation CreateInvoicePaymentRequest($input: InvoicePaymentRequestInput!) {
    createInvoicePaymentRequest(input: $input) {
      message { status description }
      userErrors { field message messageKey params { name value } }
      code
      paymentRequest { ...PaymentRequestFields }
    }
  }
`,
  [PAYMENT_REQUEST_FIELDS],
);

export const VOID_PAYMENT = graphql(`
  mutation VoidPaymentRequest($externalId: String) {
    voidPaymentRequest(externalId: $externalId) { message { status description } voided }
  }
`);

export const DELETE_SAVED_PAYMENT = graphql(`
  mutation DeleteUserPayment($id: Int!) {
    deleteUserPayment(id: $id) { message { status description } }
  }
`);

type PaymentPage = ResultOf<typeof PAYMENT_PAGE>;
export type InvoicesToPay = PaymentPage['invoicesToPay'];
/** An invoice chosen on the open-invoice page; overdue: days until due, negative once overdue. */
export type InvoiceToPay = InvoicesToPay['invoices'][number];
/** A method for invoices with its kind as the payment rules name it (the schema says String). */
export type InvoicePaymentMethod = Omit<PaymentPage['payments'][number], 'kind'> & { kind: PaymentKind };
export type SavedPayment = PaymentPage['savedPayments'][number];
export type PaymentRequest = ResultOf<typeof PAYMENT_REQUEST_FIELDS>;

export type InvoicePaymentInput = VariablesOf<typeof CREATE_PAYMENT>['input'];
export type PaymentInformationInput = NonNullable<InvoicePaymentInput['paymentInformation']>;
export type InvoicePaymentResult = ResultOf<typeof CREATE_PAYMENT>['createInvoicePaymentRequest'];

/** The active customer's invoice payments, newest first; `statuses: ["pending"]` gives the payments in progress. */
export const PAYMENT_HISTORY = graphql(
  `
  query PaymentHistory($page: Int, $limit: Int, $statuses: [String!]) {
    paymentHistory(page: $page, limit: $limit, statuses: $statuses) {
      payments { ...PaymentRequestFields }
      info { page limit count pageTotal }
    }
  }
`,
  [PAYMENT_REQUEST_FIELDS],
);
export type PaymentHistoryEntry = ResultOf<typeof PAYMENT_HISTORY>['paymentHistory']['payments'][number];
