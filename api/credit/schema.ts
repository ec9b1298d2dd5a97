import { z } from 'zod';
import { builder } from '../graphql/builder.ts';
import { type AveragePaymentDays, averagePaymentDays, type CreditCust, type CustomerArea, customerArea } from './customer-area.ts';
import { type CreditInformation, creditInformation, customerCompanies } from './service.ts';
import './block-release-schema.ts';

// Credit data is the active customer's only: the queries read it from the session, never from an argument.
const Company = builder.objectRef<{ code: string; name: string }>('Company').implement({
  authScopes: { signedIn: true },
  description: 'A company of a sales organisation that sells to dealers and keeps their credit accounts.',
  fields: (t) => ({
    code: t.exposeString('code', { description: "The company's code (bikes '<sorg>-B', the rest '<sorg>-P')" }),
    name: t.exposeString('name', { description: "The company's name as the dealer reads it" }),
  }),
});

const CreditInformationRef = builder.objectRef<CreditInformation>('CreditInformation').implement({
  authScopes: { signedIn: true },
  description: "Credit of the active customer with one company; amounts in the currency's major unit, precision beside them.",
  fields: (t) => ({
    company: t.field({ type: Company, description: 'The company the credit is with', resolve: (c) => c.company }),
    custCode: t.exposeString('custCode', { description: "The ERP's customer code the credit account is kept on" }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the currency the account is kept in' }),
    precision: t.exposeInt('precision', { description: 'Decimal places of the currency, for writing the amounts' }),
    creditLimit: t.exposeFloat('creditLimit', { description: "The credit the ERP grants, in the currency's major unit" }),
    balance: t.exposeFloat('balance', {
      description: "What the customer owes on its invoices, in the currency's major unit; equals openInvoice",
    }),
    openInvoice: t.exposeFloat('openInvoice', {
      description: "Unpaid invoices (open or being paid) less what was paid of them, deductions included, in the currency's major unit",
    }),
    openDo: t.exposeFloat('openDo', {
      description: "Ordered goods not yet invoiced, net of freight and tax, in the currency's major unit",
    }),
    consignment: t.exposeFloat('consignment', {
      description: "Goods the ERP has out with the customer on consignment, in the currency's major unit",
    }),
    creditExposure: t.exposeFloat('creditExposure', {
      description: "openInvoice plus openDo plus consignment, weighed against creditLimit; in the currency's major unit",
    }),
    creditControl: t.exposeString('creditControl', { description: "The ERP's credit control area code of the account" }),
    reasonBlocked: t.exposeString('reasonBlocked', {
      nullable: true,
      description: 'limit_exceeded, overdue_over_limit, oldest_ar_blocked, other_company_blocked or null',
    }),
  }),
});

const CustomerCompany = builder.objectRef<{ code: string; name: string; creditCusts: string[] }>('CustomerCompany').implement({
  authScopes: { signedIn: true },
  description: 'A company the active customer has a credit account with.',
  fields: (t) => ({
    code: t.exposeString('code', { description: "The company's code (bikes '<sorg>-B', the rest '<sorg>-P')" }),
    name: t.exposeString('name', { description: "The company's name as the dealer reads it" }),
    creditCusts: t.exposeStringList('creditCusts', {
      description: "The ERP's customer codes holding credit with the company, in code order",
    }),
  }),
});

const CreditCustRef = builder.objectRef<CreditCust>('CreditCust').implement({
  authScopes: { signedIn: true },
  description: "A customer code a company's invoices are billed to (a payer).",
  fields: (t) => ({
    custCode: t.exposeString('custCode', { description: "The ERP's customer code of the payer" }),
    custName: t.exposeString('custName', { description: 'Name of the payer' }),
  }),
});

const MerchantConfig = builder.objectRef<CustomerArea['merchantConfig']>('MerchantConfig').implement({
  authScopes: { signedIn: true },
  description: 'How a company takes payments of its invoices in the portal.',
  fields: (t) => ({
    allowPayInvoice: t.exposeBoolean('allowPayInvoice', {
      description: 'Open invoices of the company may be paid online: its sales organisation offers a method for them',
    }),
  }),
});

const CustomerAreaRef = builder.objectRef<CustomerArea>('CustomerCreditArea').implement({
  authScopes: { signedIn: true },
  description: "The active customer's standing with one company (spec 2 §3). Money in minor units with precision beside it.",
  fields: (t) => ({
    sorg: t.exposeString('sorg', { description: "Code of the company's sales organisation" }),
    sorgName: t.exposeString('sorgName', { description: "Name of the company's sales organisation" }),
    server: t.exposeString('server', { description: 'The ERP that keeps the account: ISR or R3' }),
    creditControl: t.exposeString('creditControl', { description: "The ERP's credit control area code of the account" }),
    includeTax: t.exposeBoolean('includeTax', { description: "The company's invoices carry output tax on top of the prices" }),
    companyName: t.exposeString('companyName', { description: "The company's name as the dealer reads it" }),
    companyCode: t.exposeString('companyCode', { description: "The company's code (bikes '<sorg>-B', the rest '<sorg>-P')" }),
    custCode: t.exposeString('custCode', { description: "The ERP's customer code the credit account is kept on" }),
    creditCusts: t.field({
      type: [CreditCustRef],
      description: "The customer codes the company's unpaid invoices are billed to, the account's own first",
      resolve: (a) => a.creditCusts,
    }),
    accountCurrent: t.exposeFloat('accountCurrent', { description: 'What the customer owes on its unpaid invoices, minor units' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the currency the account is kept in' }),
    precision: t.exposeInt('precision', { description: 'Decimal places of the currency: accountCurrent / 10^precision is in major units' }),
    merchantConfig: t.field({
      type: MerchantConfig,
      description: 'Whether its invoices may be paid online',
      resolve: (a) => a.merchantConfig,
    }),
  }),
});

const AveragePaymentDaysRef = builder.objectRef<AveragePaymentDays>('AveragePaymentDays').implement({
  authScopes: { signedIn: true },
  description: 'How long the active customer took to pay its invoices of one fiscal year and payer code.',
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The fiscal year of the invoices' }),
    custCode: t.exposeString('custCode', { description: "The ERP's payer code the invoices were billed to" }),
    days: t.exposeFloat('days', { description: 'Clearing date less invoice date, averaged over the paid invoices' }),
    invoices: t.exposeInt('invoices', { description: 'How many paid invoices the average is over' }),
  }),
});

builder.queryFields((t) => ({
  creditInformation: t.withAuth({ anyScope: ['credit-status.read', 'invoice-status.read'] }).field({
    type: [CreditInformationRef],
    description: "The active customer's credit per company; empty without an active customer.",
    args: {
      companies: t.arg.stringList({
        description: 'Only these company codes, at most 20; all companies when left out or empty',
        validate: z.array(z.string().max(20)).max(20),
      }),
    },
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
      args: {
        year: t.arg.int({
          description: 'Only this fiscal year, 2000 to 2100; every year when left out',
          validate: z.number().int().min(2000).max(2100),
        }),
      },
      resolve: async (_root, args, ctx) => (ctx.actor.customer ? averagePaymentDays(ctx.db, ctx.actor.customer, args.year) : []),
    }),
  // Only the credit widget, the customer panel and checkout's credit check read it, all behind these scopes.
  customerCompanies: t.withAuth({ anyScope: ['credit-status.read', 'invoice-status.read'] }).field({
    type: [CustomerCompany],
    description: 'The companies the active customer has credit with; empty without an active customer.',
    resolve: async (_root, _args, ctx) => (ctx.actor.customer ? customerCompanies(ctx.db, ctx.actor.customer) : []),
  }),
}));
