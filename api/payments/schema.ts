import { z } from 'zod';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { payingAuth } from './methods-schema.ts';
import { invoicesToPay } from './to-pay.ts';
// Methods and saved payments, then the payment requests themselves.
import './request-schema.ts';
import './price-components.ts';
import './price-components-admin-schema.ts';

type ToPay = Awaited<ReturnType<typeof invoicesToPay>>;

const InvoiceToPay = builder.objectRef<ToPay['invoices'][number]>('InvoiceToPay').implement({
  ...insideGuardedFields,
  description: 'A chosen invoice of the active customer as the payment page shows it: what is still open of it and whose it is.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the invoice, what invoicesToPay and payment requests take" }),
    invoiceNo: t.exposeString('invoiceNo', { description: "The ERP's invoice number" }),
    invoiceDate: t.exposeString('invoiceDate', { description: 'Date the invoice was issued, YYYY-MM-DD' }),
    dueDate: t.exposeString('dueDate', { description: 'Date payment is due, YYYY-MM-DD' }),
    overdue: t.exposeInt('overdue', { description: 'Days until due; negative means overdue' }),
    status: t.exposeString('status', { description: 'open, pending_payment, waiting_for_payment or paid' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the currency the invoice is in' }),
    precision: t.exposeInt('precision', { description: 'Decimal places of the currency: an amount / 10^precision is in major units' }),
    grandTotal: t.exposeFloat('grandTotal', { description: "The invoice's grand total, minor units of its currency" }),
    paidAmount: t.exposeFloat('paidAmount', { description: 'What was paid of it so far, minor units of its currency' }),
    amount: t.exposeFloat('amount', { description: 'Still to pay, minor units; negative for a deduction' }),
    companyCode: t.exposeString('companyCode', { description: 'Code of the company that issued the invoice' }),
    companyName: t.exposeString('companyName', { description: 'Name of the company that issued the invoice' }),
    payerCode: t.exposeString('payerCode', { description: "The ERP's code of the customer who pays it (its isr code, else its r3 code)" }),
    payerName: t.exposeString('payerName', { description: 'Name of the customer who pays it' }),
  }),
});

const InvoicesToPay = builder.objectRef<ToPay>('InvoicesToPay').implement({
  ...insideGuardedFields,
  description: 'The open invoices the dealer chose to pay, with their total and whether a payment request would be taken now.',
  fields: (t) => ({
    invoices: t.field({ type: [InvoiceToPay], description: 'The chosen invoices, earliest due first', resolve: (r) => r.invoices }),
    total: t.exposeFloat('total', { description: 'The selection total, deductions included; minor units' }),
    currency: t.exposeString('currency', { description: "ISO 4217 code of the invoices' currency; the market's when they mix payers" }),
    precision: t.exposeInt('precision', { description: 'Decimal places of the currency: total / 10^precision is in major units' }),
    companyCode: t.exposeString('companyCode', {
      nullable: true,
      description: 'Code of the one company the invoices are of; null when they mix',
    }),
    companyName: t.exposeString('companyName', {
      nullable: true,
      description: 'Name of the one company the invoices are of; null when they mix',
    }),
    payerCode: t.exposeString('payerCode', {
      nullable: true,
      description: "The ERP's code of the one payer of the invoices; null when they mix",
    }),
    payerName: t.exposeString('payerName', { nullable: true, description: 'Name of the one payer of the invoices; null when they mix' }),
    problem: t.exposeString('problem', {
      nullable: true,
      description: 'Why a request would be refused now: not_payable, wrong_selection, no_invoice, total_not_positive, mixed_payers',
    }),
    paymentRule: t.exposeString('paymentRule', { description: 'overdue or oldest (host config invoicePaymentRule)' }),
    partialPaymentPossible: t.exposeBoolean('partialPaymentPossible', {
      description: 'The host allows it and one positive invoice is chosen',
    }),
    today: t.exposeString('today', { description: "The market's date the rules were applied on" }),
  }),
});

builder.queryFields((t) => ({
  invoicesToPay: t.withAuth(payingAuth).field({
    type: InvoicesToPay,
    description: 'The chosen open invoices of the active customer, for the payment page.',
    args: {
      ids: t.arg.intList({
        required: true,
        description: "Ids of the active customer's invoices chosen, at most 200; another's answers FORBIDDEN",
        validate: z.array(z.number().int()).max(200),
      }),
    },
    resolve: (_root, { ids }, ctx) => invoicesToPay(ctx, ids),
  }),
}));
