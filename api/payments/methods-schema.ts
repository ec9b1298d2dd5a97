import { z } from 'zod';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { MutationResultRef } from '../graphql/mutation-result.ts';
import { gatewayOf } from './gateway.ts';
import { deleteUserPayment, payments, savedPayments } from './methods.ts';

/** Paying invoices is part of the invoice pages (route /payment/invoice needs page.invoice-status and a customer). */
export const payingAuth = { $all: { scope: 'page.invoice-status', activeCustomer: true } } as const;

const Payment = builder.objectRef<Awaited<ReturnType<typeof payments>>[number]>('Payment').implement({
  ...insideGuardedFields,
  description: 'A payment method of a market (spec 2 §3 Payment method)',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'What createInvoicePaymentRequest(input.paymentMethodId) takes' }),
    code: t.exposeString('code', { description: "The method's code in its market, what checkout(input.payment) takes" }),
    sorg: t.exposeString('sorg', { description: "Code of the sales organisation whose method it is: the host's" }),
    type: t.exposeString('type', { description: "e.g. 'Bank Transfer', 'ACH', 'Credit Card'" }),
    kind: t.exposeString('kind', { description: 'transfer (virtual account), card or ach: card and ACH charge at once' }),
    description: t.exposeString('description', { description: "The method's explanation, in the reader's language" }),
    instruction: t.exposeString('instruction', {
      nullable: true,
      description: "How to pay with it, in the reader's language; null when none",
    }),
    discountRate: t.exposeInt('discountRate', { description: 'Basis points off a full payment (150 = 1.5 %); 0 for none' }),
  }),
});

const SavedPayment = builder.objectRef<Awaited<ReturnType<typeof savedPayments>>[number]>('SavedPayment').implement({
  ...insideGuardedFields,
  description: 'A card or bank account the user kept: only its mask, the gateway holds the number',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'Id of the saved payment, what deleteUserPayment takes' }),
    display: t.exposeString('display', { description: "e.g. 'Visa •••• 4242'" }),
    kind: t.exposeString('kind', { description: 'card or ach' }),
    type: t.exposeString('type', { description: 'The payment method type it pays with' }),
    paymentMethodId: t.exposeInt('paymentMethodId', { description: 'Id of the payment method it pays with (Payment.id)' }),
    createdAt: t.exposeString('createdAt', { description: 'When it was saved, ISO 8601 in UTC' }),
  }),
});

const PaymentGatewayInfo = builder.objectRef<{ name: string; sandbox: boolean }>('PaymentGatewayInfo').implement({
  ...insideGuardedFields,
  description: 'The payment gateway the host takes online payments through.',
  fields: (t) => ({
    name: t.exposeString('name', { description: "The gateway's name in the host config (paymentGateway), e.g. 'sandbox'" }),
    sandbox: t.exposeBoolean('sandbox', { description: 'A test gateway: the payment page may simulate a bank payment' }),
  }),
});

builder.queryFields((t) => ({
  payments: t.withAuth(payingAuth).field({
    type: [Payment],
    description: "The payment methods of the host's market for checkout ('order') or for paying invoices ('invoice').",
    args: {
      sorg: t.arg.string({
        description: "A sales organisation code; only the host's is allowed, another answers FORBIDDEN; default the host's",
        validate: z.string().max(10),
      }),
      module: t.arg.string({
        required: true,
        description: "'order' for the methods of checkout, 'invoice' for those that pay open invoices",
        validate: z.enum(['order', 'invoice']),
      }),
    },
    resolve: (_root, { sorg, module }, ctx) => payments(ctx, sorg, module as 'order' | 'invoice'),
  }),
  savedPayments: t.withAuth(payingAuth).field({
    type: [SavedPayment],
    description: "The signed-in user's saved cards and bank accounts for the active customer.",
    resolve: (_root, _args, ctx) => savedPayments(ctx),
  }),
  paymentGateway: t.withAuth(payingAuth).field({
    type: PaymentGatewayInfo,
    nullable: true,
    description: "The host's payment gateway; null when the host takes no payments online.",
    resolve: (_root, _args, ctx) => {
      const gateway = gatewayOf(ctx);
      return gateway && { name: gateway.name, sandbox: gateway.sandbox };
    },
  }),
}));

builder.mutationFields((t) => ({
  deleteUserPayment: t.withAuth(payingAuth).field({
    type: MutationResultRef,
    description: "Forgets one of the user's own saved payments.",
    args: { id: t.arg.int({ required: true, description: "Id of the user's own saved payment (SavedPayment.id)" }) },
    resolve: (_root, { id }, ctx) => deleteUserPayment(ctx, id),
  }),
}));
