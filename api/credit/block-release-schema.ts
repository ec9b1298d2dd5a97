import { builder } from '../graphql/builder.ts';
import { type CreditBlockRelease, creditBlockRelease, type ReleaseInvoice } from './block-release.ts';

const ReleaseInvoiceRef = builder.objectRef<ReleaseInvoice>('CreditReleaseInvoice').implement({
  authScopes: { signedIn: true },
  description: 'An open invoice whose payment helps lift a credit block.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the invoice, what invoicesToPay takes" }),
    invoiceNo: t.exposeString('invoiceNo', { description: "The ERP's invoice number" }),
    dueDate: t.exposeString('dueDate', { description: 'Date payment is due, YYYY-MM-DD' }),
    amount: t.exposeFloat('amount', { description: 'What is left to pay, minor units' }),
    payerCode: t.exposeString('payerCode', { description: "The ERP's code of the customer who pays it" }),
  }),
});

const CreditBlockReleaseRef = builder.objectRef<CreditBlockRelease>('CreditBlockRelease').implement({
  authScopes: { signedIn: true },
  description: "What lifts one company's credit block: the fewest open invoices to pay, oldest due first.",
  fields: (t) => ({
    companyCode: t.exposeString('companyCode', { description: "Code of the blocking company (bikes '<sorg>-B', the rest '<sorg>-P')" }),
    companyName: t.exposeString('companyName', { description: "The blocking company's name as the dealer reads it" }),
    reason: t.exposeString('reason', { description: 'limit_exceeded, overdue_over_limit or oldest_ar_blocked' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the currency of the invoices' }),
    precision: t.exposeInt('precision', { description: 'Decimal places of the currency: an amount / 10^precision is in major units' }),
    invoices: t.field({
      type: [ReleaseInvoiceRef],
      description: 'The invoices to pay, oldest due first; empty when paying cannot lift the block',
      resolve: (r) => r.invoices,
    }),
    total: t.exposeFloat('total', { description: 'What those invoices leave to pay together, minor units of the currency' }),
    liftable: t.exposeBoolean('liftable', { description: 'False when paying open invoices cannot lift the block' }),
  }),
});

builder.queryFields((t) => ({
  creditBlockRelease: t.withAuth({ scope: 'page.invoice-status' }).field({
    type: [CreditBlockReleaseRef],
    description: 'Per company that blocks the active customer for credit, the invoices whose payment lifts it; empty when none blocks.',
    resolve: async (_root, _args, ctx) => (ctx.actor.customer ? creditBlockRelease(ctx.db, ctx.actor.customer, ctx.host.config) : []),
  }),
}));
