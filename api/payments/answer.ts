import { ErrorCode } from '../graphql/errors.ts';
import { failed, type MutationOutcome, type UserError, userError } from '../graphql/mutation-result.ts';

/** A payment request as the dealer reads it (spec 2 §3 'Payment request'); money in minor units with precision. */
export interface PaymentRequestView {
  externalId: string;
  /** What the gateway takes: the amount settled less the discount. */
  amount: number;
  discount: number;
  currency: string;
  precision: number;
  partial: boolean;
  kind: string;
  /** The gateway has not answered the request's call yet; the payment timer calls again. */
  waitingForBank: boolean;
  virtualAccountNo: string | null;
  expiredDate: string | null;
  paymentStatus: { id: string; description: string };
  failureReason: string | null;
  createdAt: string;
  settledAt: string | null;
  payerCode: string;
  merchant: string;
  method: { id: number; code: string; type: string; description: string; instruction: string | null };
  invoices: { invoiceNo: string; amount: number }[];
}

export type PaymentRequestAnswer = MutationOutcome & { code: ErrorCode | null; paymentRequest: PaymentRequestView | null };

/** The messages of paying (spec 2 §5, §8), English as the en-us file has them, with their keys. */
export const paymentText = {
  alreadyPaid: ['This invoice has already been paid. Please select another invoice to continue.', 'already_paid'],
  notYours: ['These invoices cannot be paid from this account', 'not_yours'],
  wrongOverdue: ['Overdue invoices must be settled first', 'wrong_selection_overdue'],
  wrongOldest: ['The oldest invoices must be paid first', 'wrong_selection_oldest'],
  noInvoice: ['Select at least one invoice to pay', 'no_invoice'],
  totalNotPositive: ['The total to pay must be above 0', 'total_not_positive'],
  mixed: ['Pay the invoices of one company and payer at a time', 'mixed_payers'],
  partialNotAllowed: ['Partial payment is not possible for this selection', 'partial_not_allowed'],
  minAmount: ['The minimum amount is 1', 'min_amount'],
  maxAmount: ['The maximum amount is {{total}}', 'max_amount'],
  amountChanged: ['The amount to pay has changed. Check it and pay again.', 'amount_changed'],
  currency: ['The invoices are in another currency', 'currency_mismatch'],
  methodUnknown: ['This payment method is not available, choose another', 'method_unknown'],
  savedUnknown: ['This saved payment is no longer available', 'saved_payment_unknown'],
  keyReused: ['This payment was already submitted for other invoices. Reload the page and pay again.', 'key_reused'],
  gatewayDown: ['The payment service cannot be reached right now. Please try again.', 'gateway_unavailable'],
  gatewayRefused: ['The payment service did not accept these details. Check them and try again.', 'gateway_refused'],
  notAvailable: ['Paying invoices online is not available on this site', 'not_available'],
  readOnly: ['Your access is read-only', 'read_only'],
  check: ['Please check the payment details', 'check_details'],
  failed: ['The payment could not be started', 'failed'],
} as const satisfies Record<string, readonly [string, string]>;
export type PaymentText = keyof typeof paymentText;

export const keyOf = (text: PaymentText) => `payments:errors.${paymentText[text][1]}`;

export const paymentError = (field: string, text: PaymentText, params?: Record<string, string | number>): UserError => {
  const [english] = paymentText[text];
  const message = params ? english.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? '')) : english;
  return userError(field, message, keyOf(text), params);
};

/** A refusal thrown inside the write transaction, so what it did rolls back, then answered as it is. */
export class PaymentRefused extends Error {
  constructor(readonly answer: PaymentRequestAnswer) {
    super(answer.message.description ?? 'Payment refused');
  }
}

export function paymentRefusal(code: ErrorCode, text: PaymentText, userErrors: UserError[] = []): PaymentRequestAnswer {
  return { ...failed(paymentText[text][0], userErrors), code, paymentRequest: null };
}

export const refusePayment = (code: ErrorCode, text: PaymentText, userErrors: UserError[] = []): never => {
  throw new PaymentRefused(paymentRefusal(code, text, userErrors));
};

export const invalid = (userErrors: UserError[]) => refusePayment(ErrorCode.invalidInput, 'check', userErrors);
