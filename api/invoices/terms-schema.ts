import { builder, insideGuardedFields } from '../graphql/builder.ts';
import type { InvoiceTerms } from './terms.ts';

export const InstallmentRef = builder.objectRef<{ number: number; of: number }>('InvoiceInstallment').implement({
  ...insideGuardedFields,
  description: 'Which instalment of a split invoice this is.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: 'The instalment, from 1' }),
    of: t.exposeInt('of', { description: 'How many instalments the invoice is split into' }),
  }),
});

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The term fields Invoice and OpenInvoice share (spec 2 §3 'Invoice'), declared once. */
export const termFields = <T extends InvoiceTerms>(t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, T>) => ({
  paymentDiscount: t.float({
    description: "What the payment method took off when it was paid (its merchant's discount); 0 when none; minor units",
    resolve: (i) => i.paymentDiscount,
  }),
  earlyPaymentDiscount: t.float({
    description: 'What the terms take off when paid on or before earlyPaymentDate; 0 when they grant none; minor units',
    resolve: (i) => i.earlyPaymentDiscount,
  }),
  earlyPaymentDate: t.string({
    nullable: true,
    description: 'Last day the early-payment discount holds, YYYY-MM-DD; null when the terms grant none',
    resolve: (i) => i.earlyPaymentDate,
  }),
  lineItem: t.string({
    nullable: true,
    description: "The ERP's line item of the accounting document, e.g. 001",
    resolve: (i) => i.lineItem,
  }),
  installment: t.field({
    type: InstallmentRef,
    nullable: true,
    description: 'Which instalment this is when the terms split the invoice; null for a single payment',
    resolve: (i) => i.installment,
  }),
  detailNotes: t.string({
    nullable: true,
    description: "The ERP's longer remarks on the invoice, one per line",
    resolve: (i) => i.detailNotes,
  }),
});
