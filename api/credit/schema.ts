import { z } from 'zod';
import { builder } from '../graphql/builder.ts';
import { type AveragePaymentDays, averagePaymentDays, type CreditCust, type CustomerArea, customerArea } from './customer-area.ts';
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
      nullable: true,
      description: 'limit_exceeded, overdue_over_limit, oldest_ar_blocked, other_company_blocked or null',
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

const CreditCustRef = builder.objectRef<CreditCust>('CreditCust').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({ custCode: t.exposeString('custCode'), custName: t.exposeString('custName') }),
});

const MerchantConfig = builder.objectRef<CustomerArea['merchantConfig']>('MerchantConfig').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({ allowPayInvoice: t.exposeBoolean('allowPayInvoice') }),
});

const CustomerAreaRef = builder.objectRef<CustomerArea>('CustomerCreditArea').implement({
  authScopes: { signedIn: true },
  description: "The active customer's standing with one company (spec 2 §3). Money in minor units with precision beside it.",
  fields: (t) => ({
    sorg: t.exposeString('sorg'),
    sorgName: t.exposeString('sorgName'),
    server: t.exposeString('server', { description: 'The ERP that keeps the account: ISR or R3' }),
    creditControl: t.exposeString('creditControl'),
    includeTax: t.exposeBoolean('includeTax', { description: "The company's invoices carry output tax on top of the prices" }),
    companyName: t.exposeString('companyName'),
    companyCode: t.exposeString('companyCode'),
    custCode: t.exposeString('custCode'),
    creditCusts: t.field({ type: [CreditCustRef], resolve: (a) => a.creditCusts }),
    accountCurrent: t.exposeFloat('accountCurrent', { description: 'What the customer owes on its unpaid invoices, minor units' }),
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
    merchantConfig: t.field({ type: MerchantConfig, resolve: (a) => a.merchantConfig }),
  }),
});

const AveragePaymentDaysRef = builder.objectRef<AveragePaymentDays>('AveragePaymentDays').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    year: t.exposeInt('year'),
    custCode: t.exposeString('custCode'),
    days: t.exposeFloat('days', { description: 'Clearing date less invoice date, averaged over the paid invoices' }),
    invoices: t.exposeInt('invoices'),
  }),
});

builder.queryFields((t) => ({
  creditInformation: t.withAuth({ anyScope: ['credit-status.read', 'invoice-status.read'] }).field({
    type: [CreditInformationRef],
    description: "The active customer's credit per company; empty without an active customer.",
    args: { companies: t.arg.stringList({ validate: z.array(z.string().max(20)).max(20) }) },
    resolve: async (_root, args, ctx) =>
      ctx.actor.customer ? creditInformation(ctx.db, ctx.actor.customer, ctx.host.config, args.companies) : [],
  }),
  // The bonus dealer report reads it too (spec 2 §7 'Bonus').
  customerArea: t.withAuth({ anyScope: ['credit-status.read', 'invoice-status.read', 'page.invoice-status', 'page.bonus-dealer'] }).field({
    type: [CustomerAreaRef],
    description: "The active customer's area per company (customerAreaV3); empty without an active customer.",
    resolve: async (_root, _args, ctx) => (ctx.actor.customer ? customerArea(ctx.db, ctx.actor.customer, ctx.host.config) : []),
  }),
  averagePaymentDays: t
    .withAuth({ anyScope: ['credit-status.read', 'invoice-status.read', 'page.invoice-status', 'page.bonus-dealer'] })
    .field({
      type: [AveragePaymentDaysRef],
      description:
        'Days the active customer took to pay, per fiscal year and customer code, newest year first; empty without an active customer.',
      args: { year: t.arg.int({ validate: z.number().int().min(2000).max(2100) }) },
      resolve: async (_root, args, ctx) => (ctx.actor.customer ? averagePaymentDays(ctx.db, ctx.actor.customer, args.year) : []),
    }),
  // Only the credit widget, the customer panel and checkout's credit check read it, all behind these scopes.
  customerCompanies: t.withAuth({ anyScope: ['credit-status.read', 'invoice-status.read'] }).field({
    type: [CustomerCompany],
    description: 'The companies the active customer has credit with; empty without an active customer.',
    resolve: async (_root, _args, ctx) => (ctx.actor.customer ? customerCompanies(ctx.db, ctx.actor.customer) : []),
  }),
}));
