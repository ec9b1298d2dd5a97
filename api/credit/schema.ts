import { z } from 'zod';
import { builder } from '../graphql/builder.ts';
import { type CreditInformation, creditInformation, customerCompanies } from './service.ts';

// Credit data is the active customer's only: the queries read it from the session, never from an argument.
const Company = builder.objectRef<{ code: string; name: string }>('Company').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
});

const CreditInformationRef = builder.objectRef<CreditInformation>('CreditInformation').implement({
  authScopes: { signedIn: true },
  description: "Credit of the active customer with one company; amounts in the currency's major unit, precision beside them.",
  fields: (t) => ({
    company: t.field({ type: Company, resolve: (c) => c.company }),
    custCode: t.exposeString('custCode'),
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
    creditLimit: t.exposeFloat('creditLimit'),
    balance: t.exposeFloat('balance'),
    openInvoice: t.exposeFloat('openInvoice'),
    openDo: t.exposeFloat('openDo'),
    consignment: t.exposeFloat('consignment'),
    creditExposure: t.exposeFloat('creditExposure'),
    creditControl: t.exposeString('creditControl'),
    reasonBlocked: t.exposeString('reasonBlocked', {
      nullable: true, description: 'limit_exceeded, overdue_over_limit, oldest_ar_blocked, other_company_blocked or null',
    }),
  }),
});

const CustomerCompany = builder.objectRef<{ code: string; name: string; creditCusts: string[] }>('CustomerCompany').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    creditCusts: t.exposeStringList('creditCusts'),
  }),
});

builder.queryFields((t) => ({
  creditInformation: t.withAuth({ anyScope: ['credit-status.read', 'invoice-status.read'] }).field({
    type: [CreditInformationRef],
    description: "The active customer's credit per company; empty without an active customer.",
    args: { companies: t.arg.stringList({ validate: z.array(z.string().max(20)).max(20) }) },
    resolve: async (_root, args, ctx) => ctx.actor.customer
      ? creditInformation(ctx.db, ctx.actor.customer, ctx.host.config, args.companies) : [],
  }),
  customerCompanies: t.withAuth({ signedIn: true }).field({
    type: [CustomerCompany],
    description: 'The companies the active customer has credit with; empty without an active customer.',
    resolve: async (_root, _args, ctx) => ctx.actor.customer ? customerCompanies(ctx.db, ctx.actor.customer) : [],
  }),
}));
