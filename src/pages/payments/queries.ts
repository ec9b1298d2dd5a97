import { gql } from '@urql/core';
import type { PaymentKind } from '../../rules/payment-information.ts';

/** An invoice chosen on the open-invoice page; money in minor units with the precision beside it. */
export interface InvoiceToPay {
  id: number;
  invoiceNo: string;
  invoiceDate: string;
  dueDate: string;
  /** Days until due; negative means overdue. */
  overdue: number;
  status: string;
  currency: string;
  precision: number;
  grandTotal: number;
  paidAmount: number;
  amount: number;
  companyCode: string;
  companyName: string;
  payerCode: string;
  payerName: string;
}

export type SelectionProblem = 'not_payable' | 'wrong_selection' | 'no_invoice' | 'total_not_positive' | 'mixed_payers';

export interface InvoicesToPay {
  invoices: InvoiceToPay[];
  total: number;
  currency: string;
  precision: number;
  companyCode: string | null;
  companyName: string | null;
  payerCode: string | null;
  payerName: string | null;
  problem: SelectionProblem | null;
  paymentRule: 'overdue' | 'oldest';
  partialPaymentPossible: boolean;
  today: string;
}

export interface InvoicePaymentMethod {
  id: number;
  code: string;
  type: string;
  kind: PaymentKind;
  description: string;
  instruction: string | null;
  discountRate: number;
}

export interface SavedPayment { id: number; display: string; kind: 'card' | 'ach'; type: string; paymentMethodId: number }

export interface PaymentPageData extends Record<string, unknown> {
  invoicesToPay: InvoicesToPay;
  payments: InvoicePaymentMethod[];
  savedPayments: SavedPayment[];
  paymentGateway: { name: string; sandbox: boolean } | null;
}

export const PAYMENT_PAGE = gql`
  query PaymentPage($ids: [Int!]!) {
    invoicesToPay(ids: $ids) {
      total currency precision companyCode companyName payerCode payerName problem paymentRule partialPaymentPossible today
      invoices { id invoiceNo invoiceDate dueDate overdue status currency precision grandTotal paidAmount amount companyCode companyName payerCode payerName }
    }
    payments(module: "invoice") { id code type kind description instruction discountRate }
    savedPayments { id display kind type paymentMethodId }
    paymentGateway { name sandbox }
  }
`;

export interface PaymentRequest {
  externalId: string;
  amount: number;
  discount: number;
  currency: string;
  precision: number;
  partial: boolean;
  kind: PaymentKind;
  virtualAccountNo: string | null;
  expiredDate: string | null;
  paymentStatus: { id: 'pending' | 'paid' | 'failed' | 'expired' | 'voided'; description: string };
  failureReason: string | null;
  createdAt: string;
  settledAt: string | null;
  payerCode: string;
  merchant: string;
  method: { id: number; code: string; type: string; description: string; instruction: string | null };
  invoices: { invoiceNo: string; amount: number }[];
}

const REQUEST_FIELDS = `
  externalId amount discount currency precision partial kind virtualAccountNo expiredDate paymentStatus { id description }
  failureReason createdAt settledAt payerCode merchant method { id code type description instruction } invoices { invoiceNo amount }
`;

export const PAYMENT_REQUEST = gql`
  query PaymentRequest($externalId: String!) {
    paymentRequest(externalId: $externalId) { ${REQUEST_FIELDS} }
    paymentGateway { name sandbox }
  }
`;

export const PENDING_REQUEST = gql`
  query PendingPaymentRequest($payerCode: String!, $invoiceNos: [String!]!) {
    paymentRequestByPayerAndInvoiceNos(payerCode: $payerCode, invoiceNos: $invoiceNos) { externalId paymentStatus { id } }
  }
`;

export interface PaymentInformationInput {
  accountType?: string;
  accountNumber?: string;
  routingNumber?: string;
  creditCardNumber?: string;
  creditCardType?: string;
  expiredMonth?: number;
  expiredYear?: number;
  securityCode?: string;
  shouldSavePayment?: boolean;
}

export interface InvoicePaymentInput {
  invoiceIds: number[];
  amount: number;
  currency: string;
  payerCode: string;
  merchant: string;
  paymentMethodId: number;
  isPartialPayment: boolean;
  savedPaymentId?: number;
  paymentInformation?: PaymentInformationInput;
  idempotencyKey: string;
}

export interface UserError { field: string; message: string; messageKey: string | null; params: { name: string; value: string }[] }

export interface InvoicePaymentResult {
  message: { status: boolean; description: string | null };
  userErrors: UserError[];
  code: string | null;
  paymentRequest: PaymentRequest | null;
}

export const CREATE_PAYMENT = gql`
  mutation CreateInvoicePaymentRequest($input: InvoicePaymentRequestInput!) {
    createInvoicePaymentRequest(input: $input) {
      message { status description }
      userErrors { field message messageKey params { name value } }
      code
      paymentRequest { ${REQUEST_FIELDS} }
    }
  }
`;

export const VOID_PAYMENT = gql`
  mutation VoidPaymentRequest($externalId: String) {
    voidPaymentRequest(externalId: $externalId) { message { status description } voided }
  }
`;

export const DELETE_SAVED_PAYMENT = gql`
  mutation DeleteUserPayment($id: Int!) {
    deleteUserPayment(id: $id) { message { status description } }
  }
`;
