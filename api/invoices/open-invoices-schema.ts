import { z } from 'zod';
import { precisionOf } from '../../src/rules/money.ts';
import { termFields } from './terms-schema.ts';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import type { OpenInvoiceTotals } from './open-invoice-totals.ts';
import {
  type AgeingBucket,
  type DueDateCount,
  OPEN_INVOICE_PAGE_SIZES,
  type OpenInvoice,
  type OpenInvoiceCompany,
  type OpenInvoiceCreditCust,
  keptOpenInvoices,
  overdueDisplay,
  payableInvoices,
  type SelectableInvoice,
} from './open-invoices.ts';

// The active customer's invoices only: the customer comes from the session, the arguments only narrow it (DESIGN tenant rule).
const invoicesAuth = { $all: { scope: 'page.invoice-status', activeCustomer: true } } as const;
const money = (description: string) => ({ description: `${description}; minor units` });

const OpenInvoiceRef = builder.objectRef<OpenInvoice>('OpenInvoice').implement({
  ...insideGuardedFields,
  description: 'An unpaid invoice (spec 2 §3). Money in minor units (Float: rupiah totals outgrow Int) with precision beside it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the invoice, what invoicesToPay takes" }),
    sorg: t.exposeString('sorg', { description: 'Code of the sales organisation that issued it' }),
    invoiceNo: t.exposeString('invoiceNo', { description: "The ERP's invoice number, what invoice(invoiceNo) takes" }),
    doNo: t.exposeString('doNo', { nullable: true, description: 'The delivery order (DO) number it invoices; null when none' }),
    invoiceDate: t.exposeString('invoiceDate', { description: 'Date the invoice was issued, YYYY-MM-DD' }),
    dueDate: t.exposeString('dueDate', { description: 'Date payment is due, YYYY-MM-DD' }),
    overdue: t.exposeInt('overdue', { description: 'Days until due; negative means overdue' }),
    overdueDisplay: t.string({
      description: "Days until due in English words ('5 days overdue')",
      resolve: (i) => overdueDisplay(i.overdue),
    }),
    status: t.exposeString('status', { description: 'open, pending_payment or waiting_for_payment' }),
    notes: t.exposeString('notes', { nullable: true, description: 'Remarks on the invoice, e.g. the warranty claim a credit note is for' }),
    accountingAmount: t.exposeFloat('accountingAmount', money('Left to pay: positive payable, negative a deduction')),
    accountingNo: t.exposeString('accountingNo', { description: "The ERP's accounting document number of the invoice" }),
    grandTotal: t.exposeFloat('grandTotal', money('The invoice total')),
    paidAmount: t.exposeFloat('paidAmount', money('Paid so far')),
    clearingDate: t.exposeString('clearingDate', {
      nullable: true,
      description: 'Date a payment cleared the invoice, YYYY-MM-DD; null while something is left to pay',
    }),
    payerCode: t.exposeString('payerCode', { description: "The ERP's code of the customer who pays it (its isr code, else its r3 code)" }),
    payerName: t.exposeString('payerName', { description: 'Name of the customer who pays it' }),
    tax: t.exposeFloat('tax', money('Output tax')),
    shippingCost: t.exposeFloat('shippingCost', money('Freight')),
    discount: t.exposeFloat('discount', money('Discount')),
    surcharges: t.exposeFloat('surcharges', money('Surcharges')),
    recycleFee: t.exposeFloat('recycleFee', money('Recycling fee')),
    freightAllowance: t.exposeFloat('freightAllowance', money('Freight allowance')),
    terms: t.exposeString('terms', { description: 'Payment terms code, e.g. NT30' }),
    ...termFields(t),
    fiscalYear: t.exposeInt('fiscalYear', { description: 'The fiscal year it is booked in: the year of the invoice date' }),
    assignment: t.exposeString('assignment', {
      nullable: true,
      description: "The ERP's assignment reference: the order's PO number, else its B2B number",
    }),
    expeditionName: t.exposeString('expeditionName', {
      nullable: true,
      description: "The carrier of the invoiced delivery, or 'Customer pick-up'",
    }),
    expeditionTracking: t.exposeString('expeditionTracking', {
      nullable: true,
      description: "The carrier's tracking number of the invoiced delivery; null when none",
    }),
    companyCode: t.exposeString('companyCode', { description: "Code of the issuing company (bikes '<sorg>-B', the rest '<sorg>-P')" }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the currency the invoice is in' }),
    precision: t.int({
      description: 'Decimal places of the currency: an amount / 10^precision is in major units',
      resolve: (i, _args, ctx) => precisionOf(i.currency, ctx.host.config),
    }),
  }),
});

const SelectableRef = builder.objectRef<SelectableInvoice>('OpenInvoiceSelectable').implement({
  ...insideGuardedFields,
  description: 'A payable invoice as the payment rules need it',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the invoice, what invoicesToPay takes" }),
    dueDate: t.exposeString('dueDate', { description: 'Date payment is due, YYYY-MM-DD' }),
    amount: t.exposeFloat('amount', money('Left to pay; negative a deduction')),
  }),
});

const DueDateRef = builder.objectRef<DueDateCount>('OpenInvoiceDueDate').implement({
  ...insideGuardedFields,
  description: 'How many payable invoices fall due on a day',
  fields: (t) => ({
    dueDate: t.exposeString('dueDate', { description: 'The due date, YYYY-MM-DD' }),
    count: t.exposeInt('count', { description: 'How many payable invoices fall due that day' }),
  }),
});

const AgeingBucketRef = builder.objectRef<AgeingBucket>('AgeingBucket').implement({
  ...insideGuardedFields,
  description: "An ageing bucket of a credit customer's payable invoices: those overdue by a range of days.",
  fields: (t) => ({
    key: t.exposeString('key', { description: 'not_due, overdue_1_30, overdue_31_60, overdue_61_90 or overdue_over_90' }),
    from: t.exposeInt('from', { nullable: true, description: 'Days overdue, included; null: not yet due' }),
    to: t.exposeInt('to', { nullable: true, description: 'Days overdue, included; null: no end' }),
    value: t.exposeFloat(
      'value',
      money('Left to pay on the payable invoices of the bucket; deductions and payments in progress are apart (totals)'),
    ),
    count: t.exposeInt('count', { description: 'How many payable invoices fall in the bucket' }),
  }),
});

const TotalsRef = builder.objectRef<OpenInvoiceTotals>('OpenInvoiceTotals').implement({
  ...insideGuardedFields,
  description: "Sums of one credit customer's unpaid invoices with a company, over all pages.",
  fields: (t) => ({
    total: t.exposeFloat('total', money('Everything unpaid, deductions included')),
    payable: t.exposeFloat('payable', money('Open invoices that may be paid')),
    payableCount: t.exposeInt('payableCount', { description: 'How many open invoices may be paid' }),
    deductions: t.exposeFloat('deductions', money('Open deductions (negative)')),
    pending: t.exposeFloat('pending', money('Invoices a payment is under way for')),
    overdue: t.exposeFloat('overdue', money('Payable invoices past due')),
    overdueCount: t.exposeInt('overdueCount', { description: 'How many payable invoices are past due' }),
  }),
});

const CreditCustRef = builder.objectRef<OpenInvoiceCreditCust>('OpenInvoiceCreditCust').implement({
  ...insideGuardedFields,
  description: "A credit customer (payer) of the active customer's unpaid invoices with one company.",
  fields: (t) => ({
    custCode: t.exposeString('custCode', { description: "The ERP's payer code the invoices are billed to" }),
    custName: t.exposeString('custName', { description: 'Name of the payer' }),
    ar: t.field({ type: [OpenInvoiceRef], description: 'One page of the payable invoices, oldest due first', resolve: (c) => c.ar }),
    info: t.field({ type: PageInfoRef, description: 'Paging of ar', resolve: (c) => c.info }),
    deductions: t.field({ type: [OpenInvoiceRef], description: 'Open deductions, chosen apart', resolve: (c) => c.deductions }),
    pending: t.field({
      type: [OpenInvoiceRef],
      description: 'Pending Payment and Waiting For Payment: not payable again',
      resolve: (c) => c.pending,
    }),
    dueDates: t.field({
      type: [DueDateRef],
      description:
        'The payable invoices counted per due date, oldest first: what the payment rules ' + 'need of the invoices on other pages',
      resolve: (c) => c.dueDates,
    }),
    payable: t.field({
      type: [SelectableRef],
      description: 'Every payable invoice, oldest due first (many rows: ask only to choose them all)',
      resolve: (c, _args, ctx) => payableInvoices(ctx.db, c),
    }),
    ageing: t.field({
      type: [AgeingBucketRef],
      description: 'The payable invoices of all pages in ageing buckets, not yet due first',
      resolve: (c) => c.ageing,
    }),
    totals: t.field({ type: TotalsRef, description: 'Sums of the unpaid invoices of all pages', resolve: (c) => c.totals }),
  }),
});

const CompanyRef = builder.objectRef<OpenInvoiceCompany>('OpenInvoiceCompany').implement({
  ...insideGuardedFields,
  description: 'A company the active customer has unpaid invoices with, per credit customer (spec 2 §3 open-invoice response).',
  fields: (t) => ({
    companyCode: t.exposeString('companyCode', { description: "Code of the company (bikes '<sorg>-B', the rest '<sorg>-P')" }),
    companyName: t.exposeString('companyName', { description: "The company's name as the dealer reads it" }),
    additionalDisplays: t.exposeStringList('additionalDisplays', {
      description: 'Optional invoice columns that carry a figure for this company',
    }),
    currency: t.exposeString('currency', { description: "ISO 4217 code of the currency of the company's invoices" }),
    precision: t.int({
      description: 'Decimal places of the currency: an amount / 10^precision is in major units',
      resolve: (c, _args, ctx) => precisionOf(c.currency, ctx.host.config),
    }),
    today: t.exposeString('today', { description: 'The day overdue is counted on (YYYY-MM-DD)' }),
    creditCust: t.field({
      type: [CreditCustRef],
      description: "The company's credit customers (payers) with unpaid invoices",
      resolve: (c) => c.creditCust,
    }),
  }),
});

builder.queryFields((t) => ({
  openInvoices: t.withAuth(invoicesAuth).field({
    type: [CompanyRef],
    description:
      "The active customer's unpaid invoices per company and credit customer (spec 2 §7 openInvoiceV5): totals, ageing, " +
      'the payable invoices counted per due date for the payment rules, and the payable invoices paged per credit customer.',
    args: {
      companyCode: t.arg.string({
        description: 'Only invoices of this company code; all companies when left out',
        validate: z.string().max(20),
      }),
      payerCode: t.arg.string({ description: 'A credit customer code', validate: z.string().max(20) }),
      page: t.arg.int({
        defaultValue: 1,
        description: 'Page of payable invoices (ar) to answer per credit customer, from 1; default 1',
        validate: z.number().int().min(1).max(10_000),
      }),
      limit: t.arg.int({
        defaultValue: 10,
        description: 'Payable invoices per page: 10, 20 or 50; default 10',
        validate: z
          .number()
          .int()
          .refine((n) => (OPEN_INVOICE_PAGE_SIZES as readonly number[]).includes(n), 'One of 10, 20, 50'),
      }),
    },
    resolve: (_root, args, ctx) =>
      keptOpenInvoices(ctx.db, ctx.actor.customer!.id, {
        companyCode: args.companyCode,
        payerCode: args.payerCode,
        page: args.page ?? 1,
        limit: args.limit ?? 10,
      }),
  }),
}));
