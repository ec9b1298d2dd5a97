import { z } from 'zod';
import { precisionOf } from '../../src/rules/money.ts';
import { termFields } from './terms-schema.ts';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import { MutationMessageRef } from '../graphql/mutation-result.ts';
import { todayOf } from '../platform/clock.ts';
import { type InvoiceDetail, invoiceDetail, type InvoiceLine } from './detail.ts';
import { sendInvoiceByEmail } from './email.ts';
import { INVOICE_LIST_PAGE_SIZES, paidInvoiceList, type PaidInvoice } from './list.ts';

// The active customer's invoices only: the customer comes from the session, the arguments only narrow it (DESIGN tenant rule).
const invoicesAuth = { $all: { scope: 'page.invoice-status', activeCustomer: true } } as const;
const money = (description: string) => ({ description: `${description}; minor units` });

const InvoiceLineRef = builder.objectRef<InvoiceLine>('InvoiceLine').implement({
  ...insideGuardedFields,
  description: 'One article line of an invoice, as the ERP invoiced it.',
  fields: (t) => ({
    articleCode: t.exposeString('articleCode', { description: "The ERP's article key" }),
    articleCodeDisplay: t.exposeString('articleCodeDisplay', { description: 'The article code as the dealer reads it' }),
    name: t.exposeString('name', { description: "The article's name as invoiced" }),
    brand: t.exposeString('brand', { description: "The article's brand as invoiced" }),
    uom: t.exposeString('uom', { description: 'Unit of measure of the quantity (e.g. EA)' }),
    qty: t.exposeInt('qty', { description: 'Quantity invoiced, in the unit of measure uom' }),
    price: t.exposeFloat('price', money('Unit price')),
    subTotal: t.exposeFloat('subTotal', money('qty x price')),
  }),
});

const InvoiceRef = builder.objectRef<PaidInvoice | InvoiceDetail>('Invoice').implement({
  ...insideGuardedFields,
  description:
    'An invoice of the active customer (spec 2 §3). Money in minor units (Float: rupiah totals outgrow Int) with precision beside it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the invoice, what invoicesToPay takes" }),
    sorg: t.exposeString('sorg', { description: 'Code of the sales organisation that issued it' }),
    invoiceNo: t.exposeString('invoiceNo', { description: "The ERP's invoice number, what invoice(invoiceNo) takes" }),
    doNo: t.exposeString('doNo', { nullable: true, description: 'The delivery order (DO) number it invoices; null when none' }),
    invoiceDate: t.exposeString('invoiceDate', { description: 'Date the invoice was issued, YYYY-MM-DD' }),
    dueDate: t.exposeString('dueDate', { description: 'Date payment is due, YYYY-MM-DD' }),
    status: t.exposeString('status', { description: 'paid, open, pending_payment or waiting_for_payment' }),
    notes: t.exposeString('notes', { nullable: true, description: 'Remarks on the invoice, e.g. the warranty claim a credit note is for' }),
    linesTotal: t.exposeFloat('linesTotal', money('Sum of the lines')),
    grandTotal: t.exposeFloat('grandTotal', money('The invoice total')),
    paidAmount: t.exposeFloat('paidAmount', money('Paid')),
    clearingDate: t.exposeString('clearingDate', { nullable: true, description: 'YYYY-MM-DD the payment cleared the invoice' }),
    payerCode: t.exposeString('payerCode', { description: "The ERP's code of the customer who pays it (its isr code, else its r3 code)" }),
    payerName: t.exposeString('payerName', { description: 'Name of the customer who pays it' }),
    tax: t.exposeFloat('tax', money('Output tax')),
    shippingCost: t.exposeFloat('shippingCost', money('Freight')),
    discount: t.exposeFloat('discount', money('Discount')),
    surcharges: t.exposeFloat('surcharges', money('Surcharges')),
    recycleFee: t.exposeFloat('recycleFee', money('Recycling fee')),
    freightAllowance: t.exposeFloat('freightAllowance', money('Freight allowance')),
    expeditionName: t.exposeString('expeditionName', {
      nullable: true,
      description: "The carrier of the invoiced delivery, or 'Customer pick-up'",
    }),
    expeditionTracking: t.exposeString('expeditionTracking', {
      nullable: true,
      description: "The carrier's tracking number of the invoiced delivery; null when none",
    }),
    terms: t.exposeString('terms', { description: 'Payment terms code, e.g. NT30' }),
    ...termFields(t),
    fiscalYear: t.exposeInt('fiscalYear', { description: 'The fiscal year it is booked in: the year of the invoice date' }),
    companyCode: t.exposeString('companyCode', { description: "Code of the issuing company (bikes '<sorg>-B', the rest '<sorg>-P')" }),
    companyName: t.exposeString('companyName', { description: "The issuing company's name as the dealer reads it" }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the currency the invoice is in' }),
    precision: t.int({
      description: 'Decimal places of the currency: an amount / 10^precision is in major units',
      resolve: (i, _args, ctx) => precisionOf(i.currency, ctx.host.config),
    }),
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
  description: 'The range of invoice dates a list read, both ends included.',
  fields: (t) => ({
    from: t.exposeString('from', { description: 'First invoice date read, YYYY-MM-DD' }),
    to: t.exposeString('to', { description: 'Last invoice date read (included), YYYY-MM-DD' }),
  }),
});

const InvoicePageRef = builder.objectRef<Awaited<ReturnType<typeof paidInvoiceList>>>('InvoicePage').implement({
  ...insideGuardedFields,
  description: "One page of the active customer's paid invoices in a date range.",
  fields: (t) => ({
    invoices: t.field({
      type: [InvoiceRef],
      description: 'The paid invoices of this page, newest invoice date first',
      resolve: (p) => p.invoices,
    }),
    range: t.field({
      type: InvoiceRangeRef,
      description: 'The range read: the one asked for, or this year up to today',
      resolve: (p) => p.range,
    }),
    info: t.field({ type: PageInfoRef, description: 'Page, page size, count of matching invoices and page total', resolve: (p) => p.info }),
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
      search: t.arg.string({ description: 'Any part of the invoice or DO number, any case', validate: z.string().max(60) }),
      page: t.arg.int({ defaultValue: 1, description: 'Page to answer, from 1; default 1', validate: z.number().int().min(1).max(10_000) }),
      limit: t.arg.int({
        defaultValue: 10,
        description: 'Invoices per page: 10, 20 or 50; default 10',
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
    args: { invoiceNo: t.arg.string({ required: true, description: "The ERP's invoice number", validate: invoiceNumber }) },
    resolve: (_root, args, ctx) => invoiceDetail(ctx.db, ctx.actor.customer!.id, args.invoiceNo),
  }),
}));

const SendEmailInvoiceRef = builder.objectRef<Awaited<ReturnType<typeof sendInvoiceByEmail>>>('SendEmailInvoiceResult').implement({
  authScopes: { signedIn: true },
  description: 'What sendEmailInvoice answers: whether the invoice was mailed.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether it was sent, with the text to show (the address, or why not)',
      resolve: (r) => r.message,
    }),
  }),
});

builder.mutationFields((t) => ({
  sendEmailInvoice: t.withAuth(invoicesAuth).field({
    type: SendEmailInvoiceRef,
    description: "Mails the active customer's invoice as a PDF to the signed-in user's own address (spec 2 §7 sendEmailInvoice)",
    args: {
      invoiceNumber: t.arg.string({
        required: true,
        description: "The ERP's invoice number of the active customer's invoice",
        validate: invoiceNumber,
      }),
      sorg: t.arg.string({ description: 'The sales organisation of the invoice', validate: z.string().max(10) }),
    },
    resolve: (_root, args, ctx) => sendInvoiceByEmail(ctx, args.invoiceNumber, args.sorg),
  }),
}));
