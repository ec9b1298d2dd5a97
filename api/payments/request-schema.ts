import { z } from 'zod';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import type { PaymentRequestAnswer, PaymentRequestView } from './answer.ts';
import { payingAuth } from './methods-schema.ts';
import { paymentRequest, paymentRequestByPayerAndInvoiceNos } from './read.ts';
import { createInvoicePaymentRequest } from './request.ts';
import { voidPaymentRequest } from './void.ts';

// Money travels in minor units; Float carries them exactly, and rupiah totals pass GraphQL Int's 2^31.
const minorUnits = { description: 'Minor units of the currency (an integer)' };

const PaymentStatus = builder.objectRef<PaymentRequestView['paymentStatus']>('PaymentStatus').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeString('id', { description: 'pending, paid, failed, expired or voided' }),
    description: t.exposeString('description'),
  }),
});

const PaymentRequestMethod = builder.objectRef<PaymentRequestView['method']>('PaymentRequestMethod').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    type: t.exposeString('type'),
    description: t.exposeString('description'),
    instruction: t.exposeString('instruction', { nullable: true }),
  }),
});

const PaymentRequestInvoice = builder.objectRef<PaymentRequestView['invoices'][number]>('PaymentRequestInvoice').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    invoiceNo: t.exposeString('invoiceNo'),
    amount: t.exposeFloat('amount', { description: 'What this request settles of the invoice, minor units' }),
  }),
});

const PaymentRequest = builder.objectRef<PaymentRequestView>('PaymentRequest').implement({
  ...insideGuardedFields,
  description: 'A request to pay open invoices (spec 2 §3 Payment request)',
  fields: (t) => ({
    externalId: t.exposeString('externalId', { description: 'The id the gateway knows it by' }),
    amount: t.exposeFloat('amount', { description: 'What the gateway takes, after the discount; minor units' }),
    discount: t.exposeFloat('discount', minorUnits),
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
    partial: t.exposeBoolean('partial'),
    kind: t.exposeString('kind', { description: 'transfer, card or ach' }),
    virtualAccountNo: t.exposeString('virtualAccountNo', { nullable: true, description: 'Where a transfer goes' }),
    expiredDate: t.exposeString('expiredDate', { nullable: true, description: 'When the virtual account closes (ISO 8601)' }),
    paymentStatus: t.field({ type: PaymentStatus, resolve: (r) => r.paymentStatus }),
    failureReason: t.exposeString('failureReason', { nullable: true }),
    waitingForBank: t.exposeBoolean('waitingForBank', {
      description: 'The gateway has not answered yet: the payment stays pending, its invoices held, and is sent again',
    }),
    createdAt: t.exposeString('createdAt'),
    settledAt: t.exposeString('settledAt', { nullable: true }),
    payerCode: t.exposeString('payerCode'),
    merchant: t.exposeString('merchant', { description: 'The company code the invoices are paid to' }),
    method: t.field({ type: PaymentRequestMethod, resolve: (r) => r.method }),
    invoices: t.field({ type: [PaymentRequestInvoice], resolve: (r) => r.invoices }),
  }),
});

const InvoicePaymentRequestResult = builder.objectRef<PaymentRequestAnswer>('InvoicePaymentRequestResult').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', {
      nullable: true,
      description: 'Why it was refused: C001 already paid or changed, I001 input, U002 forbidden, INT failed',
    }),
    paymentRequest: t.field({ type: PaymentRequest, nullable: true, resolve: (r) => r.paymentRequest }),
  }),
});

const VoidPaymentResult = builder
  .objectRef<{ message: PaymentRequestAnswer['message']; userErrors: PaymentRequestAnswer['userErrors']; voided: number }>(
    'VoidPaymentResult',
  )
  .implement({
    ...insideGuardedFields,
    fields: (t) => ({
      message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
      userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
      voided: t.exposeInt('voided', { description: 'How many pending requests were cancelled' }),
    }),
  });

const digits = (max: number) => z.string().max(max);

const PaymentInformationInput = builder.inputType('PaymentInformationInput', {
  description: 'Card or bank account details; sent to the gateway to be tokenised, never stored',
  fields: (t) => ({
    accountType: t.string({ validate: z.string().max(40) }),
    accountNumber: t.string({ validate: digits(40) }),
    routingNumber: t.string({ validate: digits(20) }),
    creditCardNumber: t.string({ validate: digits(40) }),
    creditCardType: t.string({ validate: z.string().max(40) }),
    expiredMonth: t.int({ validate: z.number().int().min(0).max(99) }),
    expiredYear: t.int({ validate: z.number().int().min(0).max(9999) }),
    securityCode: t.string({ validate: digits(8) }),
    shouldSavePayment: t.boolean(),
  }),
});

const InvoicePaymentRequestInput = builder.inputType('InvoicePaymentRequestInput', {
  fields: (t) => ({
    invoiceIds: t.intList({ required: true, validate: z.array(z.number().int()).max(200) }),
    amount: t.float({
      required: true,
      description: 'What is settled of the invoices, minor units: the selection total, or the partial amount',
      validate: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    }),
    currency: t.string({ required: true, validate: z.string().max(3) }),
    payerCode: t.string({ required: true, validate: z.string().max(40) }),
    merchant: t.string({ required: true, description: 'The company code of the invoices', validate: z.string().max(40) }),
    paymentMethodId: t.int({ required: true }),
    isPartialPayment: t.boolean({ required: true }),
    savedPaymentId: t.int(),
    paymentInformation: t.field({ type: PaymentInformationInput }),
    idempotencyKey: t.string({
      required: true,
      description: 'Made once per attempt by the browser; a repeat answers the same request',
      validate: z.string().min(8).max(100),
    }),
  }),
});

builder.queryFields((t) => ({
  paymentRequest: t.withAuth(payingAuth).field({
    type: PaymentRequest,
    description: 'A payment request of the active customer, with its live status.',
    args: { externalId: t.arg.string({ required: true, validate: z.string().max(100) }) },
    resolve: (_root, { externalId }, ctx) => paymentRequest(ctx, externalId),
  }),
  paymentRequestByPayerAndInvoiceNos: t.withAuth(payingAuth).field({
    type: PaymentRequest,
    nullable: true,
    description: "The newest request of the active customer's payer that covers these invoices.",
    args: {
      payerCode: t.arg.string({ required: true, validate: z.string().max(40) }),
      invoiceNos: t.arg.stringList({ required: true, validate: z.array(z.string().max(40)).min(1).max(200) }),
    },
    resolve: (_root, { payerCode, invoiceNos }, ctx) => paymentRequestByPayerAndInvoiceNos(ctx, payerCode, invoiceNos),
  }),
}));

builder.mutationFields((t) => ({
  createInvoicePaymentRequest: t.withAuth(payingAuth).field({
    type: InvoicePaymentRequestResult,
    description: 'Starts paying open invoices of the active customer; once per idempotency key.',
    args: { input: t.arg({ type: InvoicePaymentRequestInput, required: true }) },
    resolve: (_root, { input }, ctx) => createInvoicePaymentRequest(ctx, input),
  }),
  voidPaymentRequest: t.withAuth(payingAuth).field({
    type: VoidPaymentResult,
    description: "Cancels the active customer's pending transfer by its external id, or all of a payer with a company.",
    args: {
      externalId: t.arg.string({ validate: z.string().max(100) }),
      payerCode: t.arg.string({ validate: z.string().max(40) }),
      merchant: t.arg.string({ validate: z.string().max(40) }),
    },
    resolve: (_root, args, ctx) => voidPaymentRequest(ctx, args),
  }),
}));
