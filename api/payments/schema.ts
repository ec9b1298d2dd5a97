import { z } from 'zod';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { payingAuth } from './methods-schema.ts';
import { invoicesToPay } from './to-pay.ts';
// Methods and saved payments, then the payment requests themselves.
import './request-schema.ts';

type ToPay = Awaited<ReturnType<typeof invoicesToPay>>;

const InvoiceToPay = builder.objectRef<ToPay['invoices'][number]>('InvoiceToPay').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeInt('id'),
    invoiceNo: t.exposeString('invoiceNo'),
    invoiceDate: t.exposeString('invoiceDate'),
    dueDate: t.exposeString('dueDate'),
    overdue: t.exposeInt('overdue', { description: 'Days until due; negative means overdue' }),
    status: t.exposeString('status', { description: 'open, pending_payment, waiting_for_payment or paid' }),
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
    grandTotal: t.exposeFloat('grandTotal', { description: 'Minor units' }),
    paidAmount: t.exposeFloat('paidAmount', { description: 'Minor units' }),
    amount: t.exposeFloat('amount', { description: 'Still to pay, minor units; negative for a deduction' }),
    companyCode: t.exposeString('companyCode'),
    companyName: t.exposeString('companyName'),
    payerCode: t.exposeString('payerCode'),
    payerName: t.exposeString('payerName'),
  }),
});

const InvoicesToPay = builder.objectRef<ToPay>('InvoicesToPay').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    invoices: t.field({ type: [InvoiceToPay], resolve: (r) => r.invoices }),
    total: t.exposeFloat('total', { description: 'The selection total, deductions included; minor units' }),
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
    companyCode: t.exposeString('companyCode', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    payerCode: t.exposeString('payerCode', { nullable: true }),
    payerName: t.exposeString('payerName', { nullable: true }),
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
    args: { ids: t.arg.intList({ required: true, validate: z.array(z.number().int()).max(200) }) },
    resolve: (_root, { ids }, ctx) => invoicesToPay(ctx, ids),
  }),
}));
