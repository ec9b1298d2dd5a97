import { builder } from '../graphql/builder.ts';
import { type CreditBlockRelease, creditBlockRelease, type ReleaseInvoice } from './block-release.ts';

const ReleaseInvoiceRef = builder.objectRef<ReleaseInvoice>('CreditReleaseInvoice').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeInt('id'),
    invoiceNo: t.exposeString('invoiceNo'),
    dueDate: t.exposeString('dueDate'),
    amount: t.exposeFloat('amount', { description: 'What is left to pay, minor units' }),
    payerCode: t.exposeString('payerCode'),
  }),
});

const CreditBlockReleaseRef = builder.objectRef<CreditBlockRelease>('CreditBlockRelease').implement({
  authScopes: { signedIn: true },
  description: "What lifts one company's credit block: the fewest open invoices to pay, oldest due first.",
  fields: (t) => ({
    companyCode: t.exposeString('companyCode'),
    companyName: t.exposeString('companyName'),
    reason: t.exposeString('reason', { description: 'limit_exceeded, overdue_over_limit or oldest_ar_blocked' }),
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
    invoices: t.field({ type: [ReleaseInvoiceRef], resolve: (r) => r.invoices }),
    total: t.exposeFloat('total', { description: 'Minor units' }),
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
