import { z } from 'zod';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import type { PaymentRequestAnswer, PaymentRequestView } from './answer.ts';
import { paymentHistory } from './history.ts';
import { payingAuth } from './methods-schema.ts';
import { paymentRequest, paymentRequestByPayerAndInvoiceNos } from './read.ts';
import { createInvoicePaymentRequest } from './request.ts';
import type { PaymentRequestStatus } from './tables.ts';
import { voidPaymentRequest } from './void.ts';

const PaymentStatus = builder.objectRef<PaymentRequestView['paymentStatus']>('PaymentStatus').implement({
  ...insideGuardedFields,
  description: 'The state of a payment request, with its label.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'pending, paid, failed, expired or voided' }),
    description: t.exposeString('description', { description: "The state's English label (Pending, Complete, Failed, Expired, Void)" }),
  }),
});

const PaymentRequestMethod = builder.objectRef<PaymentRequestView['method']>('PaymentRequestMethod').implement({
  ...insideGuardedFields,
  description: 'The payment method a payment request pays with, as the market stores it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'Id of the payment method (Payment.id)' }),
    code: t.exposeString('code', { description: "The method's code in its market" }),
    type: t.exposeString('type', { description: "The method's type, e.g. 'Bank Transfer', 'ACH', 'Credit Card'" }),
    description: t.exposeString('description', { description: "The method's explanation, as stored, untranslated" }),
    instruction: t.exposeString('instruction', {
      nullable: true,
      description: 'How to pay with it, as stored, untranslated; null when none',
    }),
  }),
});

const PaymentRequestInvoice = builder.objectRef<PaymentRequestView['invoices'][number]>('PaymentRequestInvoice').implement({
  ...insideGuardedFields,
  description: 'An invoice a payment request settles, with its share of the amount.',
  fields: (t) => ({
    invoiceNo: t.exposeString('invoiceNo', { description: "The ERP's invoice number" }),
    amount: t.exposeFloat('amount', { description: 'What this request settles of the invoice, minor units' }),
  }),
});

const PaymentRequest = builder.objectRef<PaymentRequestView>('PaymentRequest').implement({
  ...insideGuardedFields,
  description: 'A request to pay open invoices (spec 2 §3 Payment request)',
  fields: (t) => ({
    externalId: t.exposeString('externalId', { description: 'The id the gateway knows it by' }),
    // Money travels in minor units; Float carries them exactly, and rupiah totals pass GraphQL Int's 2^31.
    amount: t.exposeFloat('amount', { description: 'What the gateway takes, after the discount; minor units' }),
    discount: t.exposeFloat('discount', {
      description: "The payment method's discount taken off a full payment, minor units of the currency; 0 for none",
    }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the currency of the invoices paid' }),
    precision: t.exposeInt('precision', { description: 'Decimal places of the currency: an amount / 10^precision is in major units' }),
    partial: t.exposeBoolean('partial', { description: 'A partial payment of one invoice: less than its open amount, no discount' }),
    kind: t.exposeString('kind', { description: 'transfer, card or ach' }),
    virtualAccountNo: t.exposeString('virtualAccountNo', { nullable: true, description: 'Where a transfer goes' }),
    expiredDate: t.exposeString('expiredDate', { nullable: true, description: 'When the virtual account closes (ISO 8601)' }),
    paymentStatus: t.field({
      type: PaymentStatus,
      description: 'Its state now; an overdue transfer reads as expired',
      resolve: (r) => r.paymentStatus,
    }),
    failureReason: t.exposeString('failureReason', {
      nullable: true,
      description: "Why it ended without money, as the gateway or the portal says (e.g. 'expired', 'gateway_refused'); null otherwise",
    }),
    waitingForBank: t.exposeBoolean('waitingForBank', {
      description: 'The gateway has not answered yet: the payment stays pending, its invoices held, and is sent again',
    }),
    createdAt: t.exposeString('createdAt', { description: 'When it was made, ISO 8601 in UTC' }),
    settledAt: t.exposeString('settledAt', {
      nullable: true,
      description: 'When it was paid, failed, expired or was voided, ISO 8601 in UTC; null while pending',
    }),
    payerCode: t.exposeString('payerCode', { description: "The ERP's code of the customer who pays the invoices" }),
    merchant: t.exposeString('merchant', { description: 'The company code the invoices are paid to' }),
    method: t.field({ type: PaymentRequestMethod, description: 'The payment method it pays with', resolve: (r) => r.method }),
    invoices: t.field({
      type: [PaymentRequestInvoice],
      description: 'The invoices it settles, earliest due first',
      resolve: (r) => r.invoices,
    }),
  }),
});

const InvoicePaymentRequestResult = builder.objectRef<PaymentRequestAnswer>('InvoicePaymentRequestResult').implement({
  ...insideGuardedFields,
  description: 'What createInvoicePaymentRequest answers: the outcome, a code when refused and the request made.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether the payment was started, with the text to show',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Errors naming the refused input field (e.g. invoiceIds, amount, paymentInformation.securityCode)',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', {
      nullable: true,
      description: 'Why it was refused: C001 already paid or changed, I001 input, U002 forbidden, INT failed',
    }),
    paymentRequest: t.field({
      type: PaymentRequest,
      nullable: true,
      description: 'The request made (or made before with the same idempotency key); null when refused',
      resolve: (r) => r.paymentRequest,
    }),
  }),
});

const VoidPaymentResult = builder
  .objectRef<{ message: PaymentRequestAnswer['message']; userErrors: PaymentRequestAnswer['userErrors']; voided: number }>(
    'VoidPaymentResult',
  )
  .implement({
    ...insideGuardedFields,
    description: 'What voidPaymentRequest answers: the outcome and how many pending transfers it cancelled.',
    fields: (t) => ({
      message: t.field({
        type: MutationMessageRef,
        description: 'Whether a payment was cancelled, with the text to show',
        resolve: (r) => r.message,
      }),
      userErrors: t.field({
        type: [UserErrorRef],
        description: 'Errors naming a refused input field; empty otherwise',
        resolve: (r) => r.userErrors,
      }),
      voided: t.exposeInt('voided', { description: 'How many pending requests were cancelled' }),
    }),
  });

const digits = (max: number) => z.string().max(max);

const PaymentInformationInput = builder.inputType('PaymentInformationInput', {
  description: 'Card or bank account details; sent to the gateway to be tokenised, never stored',
  fields: (t) => ({
    accountType: t.string({
      description: 'ACH: Checking, General Ledger, Savings or Corporate Checking',
      validate: z.string().max(40),
    }),
    accountNumber: t.string({ description: 'ACH: the bank account number', validate: digits(40) }),
    routingNumber: t.string({ description: "ACH: the bank's 9-digit ABA routing number", validate: digits(20) }),
    creditCardNumber: t.string({ description: 'Card: the card number, at most 19 digits', validate: digits(40) }),
    creditCardType: t.string({ description: 'Card: Visa, MasterCard, American Express or Discover', validate: z.string().max(40) }),
    expiredMonth: t.int({ description: 'Card: the expiry month, 1 to 12', validate: z.number().int().min(0).max(99) }),
    expiredYear: t.int({
      description: 'Card: the expiry year, four digits; the card must not have expired',
      validate: z.number().int().min(0).max(9999),
    }),
    securityCode: t.string({ description: 'Card: the security code (CVC) on the card', validate: digits(8) }),
    shouldSavePayment: t.boolean({ description: 'Keep the card or account (its gateway token and mask) for next time' }),
  }),
});

const InvoicePaymentRequestInput = builder.inputType('InvoicePaymentRequestInput', {
  description: 'What to pay: open invoices of the active customer of one company and payer, the amount and how.',
  fields: (t) => ({
    invoiceIds: t.intList({
      required: true,
      description: 'Ids of the open invoices to pay, at most 200, all of one company and payer',
      validate: z.array(z.number().int()).max(200),
    }),
    amount: t.float({
      required: true,
      description: 'What is settled of the invoices, minor units: the selection total, or the partial amount',
      validate: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    }),
    currency: t.string({ required: true, description: "ISO 4217 code of the invoices' currency", validate: z.string().max(3) }),
    payerCode: t.string({ required: true, description: "The ERP's code of the invoices' payer", validate: z.string().max(40) }),
    merchant: t.string({ required: true, description: 'The company code of the invoices', validate: z.string().max(40) }),
    paymentMethodId: t.int({
      required: true,
      description: "Id of the market's method for invoices (Payment.id of payments(module: 'invoice'))",
    }),
    isPartialPayment: t.boolean({
      required: true,
      description: 'The dealer turned partial payment on; allowed only for one positive invoice where the host allows it',
    }),
    savedPaymentId: t.int({ description: "Card or ACH: one of the user's saved payments for this method, instead of paymentInformation" }),
    paymentInformation: t.field({
      type: PaymentInformationInput,
      description: 'Card or ACH: the details to charge, when no saved payment is used; not for a transfer',
    }),
    idempotencyKey: t.string({
      required: true,
      description: 'Made once per attempt by the browser; a repeat answers the same request',
      validate: z.string().min(8).max(100),
    }),
  }),
});

const PaymentHistoryPage = builder.objectRef<Awaited<ReturnType<typeof paymentHistory>>>('PaymentHistoryPage').implement({
  ...insideGuardedFields,
  description: "One page of the active customer's invoice payments, newest first",
  fields: (t) => ({
    payments: t.field({ type: [PaymentRequest], description: 'The payments of the page', resolve: (p) => p.payments }),
    info: t.field({ type: PageInfoRef, description: 'Paging of the whole list', resolve: (p) => p.info }),
  }),
});

builder.queryFields((t) => ({
  paymentHistory: t.withAuth(payingAuth).field({
    type: PaymentHistoryPage,
    description: "The active customer's invoice payments, newest first: the dealer's payment history and its payments in progress.",
    args: {
      page: t.arg.int({ defaultValue: 1, description: 'The page to answer, from 1', validate: z.number().int().min(1).max(100_000) }),
      limit: t.arg.int({ defaultValue: 10, description: 'Payments per page, 1 to 50', validate: z.number().int().min(1).max(50) }),
      statuses: t.arg.stringList({
        description: 'Only payments in these states: pending, paid, failed, expired, voided; all when left out',
        validate: z.array(z.enum(['pending', 'paid', 'failed', 'expired', 'voided'])).max(5),
      }),
    },
    resolve: (_root, { page, limit, statuses }, ctx) =>
      paymentHistory(ctx, { page: page ?? 1, limit: limit ?? 10, statuses: statuses as PaymentRequestStatus[] | null }),
  }),
  paymentRequest: t.withAuth(payingAuth).field({
    type: PaymentRequest,
    description: 'A payment request of the active customer, with its live status.',
    args: {
      externalId: t.arg.string({
        required: true,
        description: "The request's external id, as PaymentRequest.externalId gives it",
        validate: z.string().max(100),
      }),
    },
    resolve: (_root, { externalId }, ctx) => paymentRequest(ctx, externalId),
  }),
  paymentRequestByPayerAndInvoiceNos: t.withAuth(payingAuth).field({
    type: PaymentRequest,
    nullable: true,
    description: "The newest request of the active customer's payer that covers these invoices.",
    args: {
      payerCode: t.arg.string({ required: true, description: "The ERP's code of the invoices' payer", validate: z.string().max(40) }),
      invoiceNos: t.arg.stringList({
        required: true,
        description: 'ERP invoice numbers, 1 to 200, that the request must all cover',
        validate: z.array(z.string().max(40)).min(1).max(200),
      }),
    },
    resolve: (_root, { payerCode, invoiceNos }, ctx) => paymentRequestByPayerAndInvoiceNos(ctx, payerCode, invoiceNos),
  }),
}));

builder.mutationFields((t) => ({
  createInvoicePaymentRequest: t.withAuth(payingAuth).field({
    type: InvoicePaymentRequestResult,
    description: 'Starts paying open invoices of the active customer; once per idempotency key.',
    args: {
      input: t.arg({ type: InvoicePaymentRequestInput, required: true, description: 'The invoices, amount and method of the payment' }),
    },
    resolve: (_root, { input }, ctx) => createInvoicePaymentRequest(ctx, input),
  }),
  voidPaymentRequest: t.withAuth(payingAuth).field({
    type: VoidPaymentResult,
    description: "Cancels the active customer's pending transfer by its external id, or all of a payer with a company.",
    args: {
      externalId: t.arg.string({ description: 'The external id of the one pending transfer to cancel', validate: z.string().max(100) }),
      payerCode: t.arg.string({
        description: "Without externalId: the ERP's payer code whose pending transfers to cancel, with merchant",
        validate: z.string().max(40),
      }),
      merchant: t.arg.string({
        description: 'Without externalId: the company code of the transfers to cancel, with payerCode',
        validate: z.string().max(40),
      }),
    },
    resolve: (_root, args, ctx) => voidPaymentRequest(ctx, args),
  }),
}));
