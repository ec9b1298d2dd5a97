import { builder, insideGuardedFields } from '../graphql/builder.ts';

export const InstallmentRef = builder.objectRef<{ number: number; of: number }>('InvoiceInstallment').implement({
  ...insideGuardedFields,
  description: 'Which instalment of a split invoice this is.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: 'The instalment, from 1' }),
    of: t.exposeInt('of', { description: 'How many instalments the invoice is split into' }),
  }),
});

/** Descriptions of the term fields Invoice and OpenInvoice share (spec 2 §3 'Invoice'). */
export const termDescriptions = {
  paymentDiscount: "What the payment method took off when it was paid (its merchant's discount); 0 when none; minor units",
  earlyPaymentDiscount: 'What the terms take off when paid on or before earlyPaymentDate; 0 when they grant none; minor units',
  earlyPaymentDate: 'Last day the early-payment discount holds, YYYY-MM-DD; null when the terms grant none',
  lineItem: "The ERP's line item of the accounting document, e.g. 001",
  installment: 'Which instalment this is when the terms split the invoice; null for a single payment',
  detailNotes: "The ERP's longer remarks on the invoice, one per line",
} as const;
