import { z } from 'zod';
import { precisionOf } from '../../src/rules/money.ts';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import { MutationMessageRef } from '../graphql/mutation-result.ts';
import { todayOf } from '../orders/deliveries.ts';
import { type InvoiceDetail, invoiceDetail, type InvoiceLine } from './detail.ts';
import { sendInvoiceByEmail } from './email.ts';
import { INVOICE_LIST_PAGE_SIZES, paidInvoiceList, type PaidInvoice } from './list.ts';

// The active customer's invoices only: the customer comes from the session, the arguments only narrow it (DESIGN tenant rule).
const invoicesAuth = { $all: { scope: 'page.invoice-status', activeCustomer: true } } as const;
const money = (description: string) => ({ description: `${description}; minor units` });

const InvoiceLineRef = builder.objectRef<InvoiceLine>('InvoiceLine').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    articleCode: t.exposeString('articleCode'),
    articleCodeDisplay: t.exposeString('articleCodeDisplay'),
    name: t.exposeString('name'),
    brand: t.exposeString('brand'),
    uom: t.exposeString('uom'),
    qty: t.exposeInt('qty'),
    price: t.exposeFloat('price', money('Unit price')),
    subTotal: t.exposeFloat('subTotal', money('qty x price')),
  }),
});

const InvoiceRef = builder.objectRef<PaidInvoice | InvoiceDetail>('Invoice').implement({
  ...insideGuardedFields,
  description:
    'An invoice of the active customer (spec 2 §3). Money in minor units (Float: rupiah totals outgrow Int) with precision beside it.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    sorg: t.exposeString('sorg'),
    invoiceNo: t.exposeString('invoiceNo'),
    doNo: t.exposeString('doNo', { nullable: true }),
    invoiceDate: t.exposeString('invoiceDate', { description: 'YYYY-MM-DD' }),
    dueDate: t.exposeString('dueDate', { description: 'YYYY-MM-DD' }),
    status: t.exposeString('status', { description: 'paid, open, pending_payment or waiting_for_payment' }),
    notes: t.exposeString('notes', { nullable: true }),
    linesTotal: t.exposeFloat('linesTotal', money('Sum of the lines')),
    grandTotal: t.exposeFloat('grandTotal', money('The invoice total')),
    paidAmount: t.exposeFloat('paidAmount', money('Paid')),
    clearingDate: t.exposeString('clearingDate', { nullable: true, description: 'YYYY-MM-DD the payment cleared the invoice' }),
    payerCode: t.exposeString('payerCode'),
    payerName: t.exposeString('payerName'),
    tax: t.exposeFloat('tax', money('Output tax')),
    shippingCost: t.exposeFloat('shippingCost', money('Freight')),
    discount: t.exposeFloat('discount', money('Discount')),
    surcharges: t.exposeFloat('surcharges', money('Surcharges')),
    recycleFee: t.exposeFloat('recycleFee', money('Recycling fee')),
    freightAllowance: t.exposeFloat('freightAllowance', money('Freight allowance')),
    expeditionName: t.exposeString('expeditionName', { nullable: true }),
    expeditionTracking: t.exposeString('expeditionTracking', { nullable: true }),
    terms: t.exposeString('terms', { description: 'Payment terms code, e.g. NT30' }),
    fiscalYear: t.exposeInt('fiscalYear'),
    companyCode: t.exposeString('companyCode'),
    companyName: t.exposeString('companyName'),
    currency: t.exposeString('currency'),
    precision: t.int({ resolve: (i, _args, ctx) => precisionOf(i.currency, ctx.host.config) }),
    lines: t.field({
      type: [InvoiceLineRef],
      nullable: true,
      description: 'The detail lines; only on invoice(invoiceNo)',
      resolve: (i) => ('lines' in i ? i.lines : null),
    }),
  }),
});

const InvoiceRangeRef = builder.objectRef<{ from: string; to: string }>('InvoiceDateRange').implement({
  ...insideGuardedFields,
  fields: (t) => ({ from: t.exposeString('from'), to: t.exposeString('to') }),
});

const InvoicePageRef = builder.objectRef<Awaited<ReturnType<typeof paidInvoiceList>>>('InvoicePage').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    invoices: t.field({ type: [InvoiceRef], resolve: (p) => p.invoices }),
    range: t.field({
      type: InvoiceRangeRef,
      description: 'The range read: the one asked for, or this year up to today',
      resolve: (p) => p.range,
    }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const invoiceNumber = z.string().min(1).max(40);

builder.queryFields((t) => ({
  invoices: t.withAuth(invoicesAuth).field({
    type: InvoicePageRef,
    description:
      "The active customer's paid invoices by invoice date (spec 2 §7 invoiceV5), newest first; search matches the invoice " +
      'or DO number. The range is at most a year with both ends in the same year.',
    args: {
      from: t.arg.string({ description: 'YYYY-MM-DD, included; default 1 January of the year of to', validate: isoDate }),
      to: t.arg.string({ description: 'YYYY-MM-DD, included, in the year of from; default today', validate: isoDate }),
      search: t.arg.string({ validate: z.string().max(60) }),
      page: t.arg.int({ defaultValue: 1, validate: z.number().int().min(1).max(10_000) }),
      limit: t.arg.int({
        defaultValue: 10,
        description: '10, 20 or 50',
        validate: z
          .number()
          .int()
          .refine((n) => (INVOICE_LIST_PAGE_SIZES as readonly number[]).includes(n), 'One of 10, 20, 50'),
      }),
    },
    resolve: (_root, args, ctx) =>
      paidInvoiceList(
        ctx.db,
        ctx.actor.customer!.id,
        {
          from: args.from,
          to: args.to,
          search: args.search,
          page: args.page ?? 1,
          limit: args.limit ?? 10,
        },
        todayOf(),
      ),
  }),
  invoice: t.withAuth(invoicesAuth).field({
    type: InvoiceRef,
    description: "One invoice of the active customer with its lines; another customer's answers FORBIDDEN",
    args: { invoiceNo: t.arg.string({ required: true, validate: invoiceNumber }) },
    resolve: (_root, args, ctx) => invoiceDetail(ctx.db, ctx.actor.customer!.id, args.invoiceNo),
  }),
}));

const SendEmailInvoiceRef = builder.objectRef<Awaited<ReturnType<typeof sendInvoiceByEmail>>>('SendEmailInvoiceResult').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({ message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }) }),
});

builder.mutationFields((t) => ({
  sendEmailInvoice: t.withAuth(invoicesAuth).field({
    type: SendEmailInvoiceRef,
    description: "Mails the active customer's invoice as a PDF to the signed-in user's own address (spec 2 §7 sendEmailInvoice)",
    args: {
      invoiceNumber: t.arg.string({ required: true, validate: invoiceNumber }),
      sorg: t.arg.string({ description: 'The sales organisation of the invoice', validate: z.string().max(10) }),
    },
    resolve: (_root, args, ctx) => sendInvoiceByEmail(ctx, args.invoiceNumber, args.sorg),
  }),
}));
