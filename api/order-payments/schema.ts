import { z } from 'zod';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { precisionOf } from '../../src/rules/money.ts';
import type { OrderPaymentStatus, OrderStatus } from '../db/types.ts';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import { registerFileOwner } from '../files/access.ts';
import { registerUploadPurpose } from '../files/purposes.ts';
import { beforeTransaction, preparedFor } from '../workers/before-transaction.ts';
import {
  approvePayment,
  checkReceipt,
  type CheckedReceipt,
  mayReadReceiptsOf,
  RECEIPT_OWNER,
  deletePaymentDoc,
  isStaff,
  PAYMENT_PAGE_SIZES,
  PAYMENT_STATUSES,
  type PaymentAnswer,
  paymentList,
  type PaymentReceiptView,
  type PaymentRow,
  paymentStatuses,
  receiptFile,
  receiptRules,
  uploadPayment,
  uploadPaymentDoc,
  voidPayment,
} from './service.ts';

// Receipts are files owned by their order (api/files): whoever may act for the order's customer reads them.
registerFileOwner(RECEIPT_OWNER, mayReadReceiptsOf);
// And uploaded through the one upload path (uploadFile), then attached by uploadPayment.
registerUploadPurpose(RECEIPT_OWNER, { scope: 'page.payment-request', ...receiptRules });

// The payment list of prepaid orders (route /payment, spec 3 §4 'Payment'): dealers see their own, staff the customers they act for.
const paymentAuth = { scope: 'page.payment-request' } as const;

/**
 * Uploads arrive as WHATWG Files through Yoga's multipart support (STACK.md §5 'Uploads'). The builder declares only
 * DateTime among its scalars, so this one is added through an untyped view of it.
 */
const untyped = builder as unknown as { scalarType(name: string, options: object): unknown };
untyped.scalarType('File', {
  description: 'A file sent as a GraphQL multipart upload',
  serialize: () => {
    throw new Error('File is an input only');
  },
  parseValue: (v: unknown) => v,
});
const FileArg = 'File' as never;

const PaymentStatusOption = builder.objectRef<{ id: string; description: string }>('PrepaidPaymentStatus').implement({
  ...insideGuardedFields,
  description: 'A status a prepaid order payment can have, with what it means.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'waiting, uploaded, failed, voided or completed' }),
    description: t.exposeString('description', { description: 'What the status means, in English; the app translates it by id' }),
  }),
});

const PaymentReceipt = builder.objectRef<PaymentReceiptView>('PaymentReceipt').implement({
  ...insideGuardedFields,
  description: 'A transfer receipt uploaded for a prepaid order payment.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'Id of the receipt file, what paymentReceiptFile and deletePaymentDoc take' }),
    fileName: t.exposeString('fileName', { description: 'The file name it was uploaded with' }),
    contentType: t.exposeString('contentType', { description: 'application/pdf, image/jpeg or image/png (read from the bytes)' }),
    size: t.exposeInt('size', { description: 'Size of the file in bytes' }),
    createdAt: t.exposeString('createdAt', { description: 'When it was uploaded, ISO 8601 in UTC' }),
  }),
});

const PaymentCustomer = builder.objectRef<PaymentRow['customer']>('PrepaidPaymentCustomer').implement({
  ...insideGuardedFields,
  description: 'The customer whose order a prepaid payment is for.',
  fields: (t) => ({
    name: t.exposeString('name', { description: "The customer's name" }),
    code: t.string({ description: 'As the portal shows customer codes (spec 1 §3.2)', resolve: (c) => displayCustomerCode(c) }),
  }),
});

const PrepaidPayment = builder.objectRef<PaymentRow>('PrepaidPayment').implement({
  ...insideGuardedFields,
  description: 'The payment of an order paid in advance by bank transfer. Money in minor units with precision beside it.',
  fields: (t) => ({
    orderId: t.exposeInt('orderId', { description: "The portal's id of the order" }),
    orderNo: t.exposeString('orderNo', { description: "The B2B number, 'B2B-<sorg>-<seq>'" }),
    soNumber: t.exposeString('soNumber', { nullable: true, description: 'The ERP sales order number; null until the ERP took the order' }),
    orderDate: t.exposeString('orderDate', { description: 'When the order was placed, ISO 8601 in UTC' }),
    orderStatus: t.exposeString('orderStatus', { description: 'awaiting_confirmation, in_progress, shipped, complete or cancelled' }),
    status: t.exposeString('status', { description: 'The payment: waiting, uploaded, failed, voided or completed' }),
    amount: t.exposeFloat('amount', { description: "What is to be transferred, minor units of the order's currency" }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the currency the order is priced in' }),
    precision: t.int({
      description: 'Decimal places of the currency: amount / 10^precision is in major units',
      resolve: (p, _args, ctx) => precisionOf(p.currency, ctx.host.config),
    }),
    expiresAt: t.exposeString('expiresAt', { nullable: true, description: 'Until when the transfer is due, ISO 8601 in UTC' }),
    decidedAt: t.exposeString('decidedAt', {
      nullable: true,
      description: 'When staff approved or voided it, ISO 8601 in UTC; null while undecided',
    }),
    paymentMethod: t.exposeString('paymentMethod', { description: "Code of the market's payment method chosen for the order" }),
    customer: t.field({ type: PaymentCustomer, description: 'The customer the order is for', resolve: (p) => p.customer }),
    receiptsCount: t.int({ description: 'How many receipts are uploaded, at most 3', resolve: (p) => p.receipts.length }),
    receipts: t.field({ type: [PaymentReceipt], description: 'The uploaded transfer receipts, oldest first', resolve: (p) => p.receipts }),
    canDecide: t.boolean({
      description: 'The user may approve or void it now',
      resolve: (p, _args, ctx) =>
        !!ctx.actor && isStaff({ ...ctx, actor: ctx.actor }) && (p.status === 'waiting' || p.status === 'uploaded'),
    }),
    canChangeReceipts: t.boolean({
      description: 'Receipts may be uploaded or deleted now',
      resolve: (p, _args, ctx) => ctx.actor?.user.limitation !== 'audit' && (p.status === 'waiting' || p.status === 'uploaded'),
    }),
  }),
});

const PrepaidPaymentPage = builder.objectRef<Awaited<ReturnType<typeof paymentList>>>('PrepaidPaymentPage').implement({
  ...insideGuardedFields,
  description: 'One page of prepaid order payments.',
  fields: (t) => ({
    payments: t.field({ type: [PrepaidPayment], description: 'The payments of this page, newest order first', resolve: (p) => p.payments }),
    info: t.field({ type: PageInfoRef, description: 'Page, page size, count of matching payments and page total', resolve: (p) => p.info }),
  }),
});

const PrepaidPaymentResult = builder.objectRef<PaymentAnswer>('PrepaidPaymentResult').implement({
  ...insideGuardedFields,
  description: 'What the prepaid payment mutations answer: the outcome, a code when refused and the payment afterwards.',
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, description: 'Whether it was done, with the text to show', resolve: (r) => r.message }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Errors naming the refused input field; empty otherwise',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: U002, N001, C001, I001 or INT' }),
    payment: t.field({ type: PrepaidPayment, nullable: true, description: 'The payment as it is now', resolve: (r) => r.payment }),
  }),
});

const ReceiptFile = builder.objectRef<NonNullable<Awaited<ReturnType<typeof receiptFile>>>>('PaymentReceiptFile').implement({
  ...insideGuardedFields,
  description: 'A transfer receipt with its content, to show or save.',
  fields: (t) => ({
    fileName: t.exposeString('fileName', { description: 'The file name it was uploaded with' }),
    contentType: t.exposeString('contentType', { description: 'application/pdf, image/jpeg or image/png (read from the bytes)' }),
    content: t.exposeString('content', { description: "The file's bytes, Base64-encoded" }),
  }),
});

const ORDER_STATUSES = [
  'awaiting_confirmation',
  'in_progress',
  'shipped',
  'complete',
  'cancelled',
] as const satisfies readonly OrderStatus[];
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const orderNumber = z.string().trim().min(1).max(40);

builder.queryFields((t) => ({
  paymentStatuses: t.withAuth(paymentAuth).field({
    type: [PaymentStatusOption],
    description: 'The statuses of a prepaid order payment (spec 2 §7).',
    resolve: () => paymentStatuses(),
  }),
  orderPayments: t.withAuth(paymentAuth).field({
    type: PrepaidPaymentPage,
    description:
      'Payments of prepaid orders of the customers the user may act for, newest order first; search matches the B2B number or the customer.',
    args: {
      page: t.arg.int({ defaultValue: 1, description: 'Page to answer, from 1; default 1', validate: z.number().int().min(1).max(10_000) }),
      limit: t.arg.int({
        defaultValue: 10,
        description: 'Payments per page: 10, 20 or 50; default 10',
        validate: z
          .number()
          .int()
          .refine((n) => (PAYMENT_PAGE_SIZES as readonly number[]).includes(n), 'One of 10, 20, 50'),
      }),
      search: t.arg.string({
        description: 'Any part of the B2B number or the customer name, r3 or isr code, any case',
        validate: z.string().max(60),
      }),
      status: t.arg.string({
        description: 'Only payments in this status: waiting, uploaded, failed, voided or completed',
        validate: z.enum(PAYMENT_STATUSES),
      }),
      orderStatus: t.arg.string({
        description: 'Only orders in this status: awaiting_confirmation, in_progress, shipped, complete or cancelled',
        validate: z.enum(ORDER_STATUSES),
      }),
      dateFrom: t.arg.string({ description: 'Order date from, YYYY-MM-DD (UTC)', validate: isoDate }),
      dateTo: t.arg.string({ description: 'Order date to, YYYY-MM-DD (UTC), included', validate: isoDate }),
    },
    resolve: (_root, args, ctx) =>
      paymentList(ctx, {
        page: args.page ?? 1,
        limit: args.limit ?? 10,
        search: args.search,
        status: args.status as OrderPaymentStatus | null | undefined,
        orderStatus: args.orderStatus as OrderStatus | null | undefined,
        dateFrom: args.dateFrom,
        dateTo: args.dateTo,
      }),
  }),
  paymentReceiptFile: t.withAuth(paymentAuth).field({
    type: ReceiptFile,
    nullable: true,
    description: 'One receipt with its content, for someone who may act for the order’s customer; null otherwise.',
    args: { id: t.arg.int({ required: true, description: 'Id of the receipt, as PaymentReceipt.id gives it' }) },
    resolve: (_root, args, ctx) => receiptFile(ctx, args.id),
  }),
}));

builder.mutationFields((t) => ({
  approvePayment: t.withAuth(paymentAuth).field({
    type: PrepaidPaymentResult,
    description: "Staff approve a waiting or uploaded payment; else 'Fail to approve payment'.",
    args: { orderNumber: t.arg.string({ required: true, description: 'The B2B number of the prepaid order', validate: orderNumber }) },
    resolve: (_root, args, ctx) => approvePayment(ctx, args.orderNumber),
  }),
  voidPayment: t.withAuth(paymentAuth).field({
    type: PrepaidPaymentResult,
    description:
      "Staff void the payment and cancel the order, its stock given back; a shipped order answers 'Fail to void payment and order'.",
    args: { orderNumber: t.arg.string({ required: true, description: 'The B2B number of the prepaid order', validate: orderNumber }) },
    resolve: (_root, args, ctx) => voidPayment(ctx, args.orderNumber),
  }),
  uploadPaymentDoc: t.withAuth(paymentAuth).field({
    type: PrepaidPaymentResult,
    description: 'A transfer receipt (PDF, JPEG or PNG, at most 5 MB, at most 3 per order) as a multipart upload.',
    args: {
      orderNumber: t.arg.string({
        required: true,
        description: 'The B2B number of the prepaid order the receipt is for',
        validate: orderNumber,
      }),
      file: t.arg({ type: FileArg, required: true, description: 'The receipt: PDF, JPEG or PNG, at most 5 MB' }),
    },
    // Decoded before the write transaction opens, and only for someone with the page's scope.
    extensions: beforeTransaction(async (args, ctx) =>
      ctx.actor?.scopes.has(paymentAuth.scope) ? checkReceipt(args.file as File) : undefined,
    ),
    resolve: (_root, args, ctx, info) =>
      uploadPaymentDoc(ctx, args.orderNumber, args.file as unknown as File, preparedFor<CheckedReceipt>(info)),
  }),
  uploadPayment: t.withAuth(paymentAuth).field({
    type: PrepaidPaymentResult,
    description:
      'Attaches receipts uploaded first with uploadFile(purpose: payment_receipt) to the payment of an order: the ' +
      "user's own unattached PDF, JPEG or PNG uploads, at most 3 receipts per order.",
    args: {
      orderNumber: t.arg.string({
        required: true,
        description: 'The B2B number of the prepaid order the receipts are for',
        validate: orderNumber,
      }),
      fileIds: t.arg.intList({
        required: true,
        description: 'Ids of the uploaded files, as uploadFile answered them; 1 to 3',
        validate: z.array(z.number().int().positive()).min(1).max(3),
      }),
    },
    resolve: (_root, args, ctx) => uploadPayment(ctx, args.orderNumber, args.fileIds),
  }),
  deletePaymentDoc: t.withAuth(paymentAuth).field({
    type: PrepaidPaymentResult,
    description: 'Deletes one receipt while the payment is open.',
    args: { id: t.arg.int({ required: true, description: 'Id of the receipt, as PaymentReceipt.id gives it' }) },
    resolve: (_root, args, ctx) => deletePaymentDoc(ctx, args.id),
  }),
}));
