import { z } from 'zod';
import { precisionOf } from '../../src/rules/money.ts';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import {
  type DealerHome,
  dealerHome,
  type HomeClaim,
  type HomeClaims,
  type HomeCredit,
  type HomeInvoices,
  type HomeOrders,
} from './dealer-home.ts';
import { SALES_HOME_PAGE_SIZES, type SalesHome, type SalesHomeDealer, salesHome } from './sales-home.ts';
import { staffHome, type StaffHomeItem } from './staff-home.ts';

// The home page is one query per audience: the dealer's day, the sales user's dealers, what staff keep.

/** Any page of the dealer's day opens it; each part is then read only with its own page's scope (dealer-home.ts). */
export const DEALER_HOME_SCOPES = [
  'page.order-status',
  'page.invoice-status',
  'page.claim',
  'credit-status.read',
  'invoice-status.read',
] as const;
const money = (description: string) => ({ description: `${description}; minor units of the currency beside it` });
const COMPANY_CODE = 'Code of the company (the selling entity) that bills the customer';
const COMPANY_NAME = "The company's name";
const CURRENCY = 'ISO 4217 code of the amounts beside it';
const PRECISION = 'Minor digits per major unit of the currency';

const HomeInvoicesRef = builder.objectRef<HomeInvoices>('HomeInvoices').implement({
  ...insideGuardedFields,
  description: "One credit customer's bills with one company: overdue, due, in payment, and the invoices the pay link chooses",
  fields: (t) => ({
    companyCode: t.exposeString('companyCode', { description: COMPANY_CODE }),
    companyName: t.exposeString('companyName', { description: COMPANY_NAME }),
    payerCode: t.exposeString('payerCode', { description: 'The customer code the invoices are billed to (the payer)' }),
    currency: t.exposeString('currency', { description: CURRENCY }),
    precision: t.int({ description: PRECISION, resolve: (i, _a, ctx) => precisionOf(i.currency, ctx.host.config) }),
    overdue: t.exposeFloat('overdue', money('Open invoices past due')),
    overdueCount: t.exposeInt('overdueCount', { description: 'Number of open invoices past due' }),
    due: t.exposeFloat('due', money('Open invoices not yet due')),
    dueCount: t.exposeInt('dueCount', { description: 'Number of open invoices not yet due' }),
    pending: t.exposeFloat('pending', money('Invoices a payment is under way for')),
    payInvoiceIds: t.exposeIntList('payInvoiceIds', {
      description: 'Every overdue invoice, else the next one due: the payment page takes them',
    }),
  }),
});

const HomeCreditRef = builder.objectRef<HomeCredit>('HomeCredit').implement({
  ...insideGuardedFields,
  description: "The active customer's credit with one company, from the same figures as the credit widget.",
  fields: (t) => ({
    companyCode: t.exposeString('companyCode', { description: COMPANY_CODE }),
    companyName: t.exposeString('companyName', { description: COMPANY_NAME }),
    currency: t.exposeString('currency', { description: CURRENCY }),
    precision: t.int({ description: PRECISION, resolve: (c, _a, ctx) => precisionOf(c.currency, ctx.host.config) }),
    creditLimit: t.exposeFloat('creditLimit', money('The credit limit')),
    available: t.exposeFloat('available', money('Limit less exposure; negative when over it')),
    reasonBlocked: t.exposeString('reasonBlocked', {
      nullable: true,
      description:
        'Why the company blocks the customer: limit_exceeded, overdue_over_limit, oldest_ar_blocked or other_company_blocked; null when not blocked',
    }),
  }),
});

const HomeOrdersRef = builder.objectRef<HomeOrders>('HomeOrders').implement({
  ...insideGuardedFields,
  description: "The active customer's open orders and the deliveries on their way, as the open-order page counts them.",
  fields: (t) => ({
    openOrders: t.exposeInt('openOrders', { description: "Number of the active customer's open orders" }),
    openValue: t.exposeFloat('openValue', money('Open lines of the open orders; 0 when they are in several currencies')),
    currency: t.exposeString('currency', {
      nullable: true,
      description: 'ISO 4217 code of openValue; null when the orders are in several',
    }),
    precision: t.int({
      nullable: true,
      description: 'Minor digits per major unit of the currency; null with it',
      resolve: (o, _a, ctx) => (o.currency ? precisionOf(o.currency, ctx.host.config) : null),
    }),
    deliveriesOnTheWay: t.exposeInt('deliveriesOnTheWay', { description: 'Number of deliveries (DO numbers) on their way' }),
    nextDelivery: t.exposeString('nextDelivery', {
      nullable: true,
      description: 'Earliest estimated delivery date of those, YYYY-MM-DD; null when none is on its way',
    }),
  }),
});

const HomeClaimRef = builder.objectRef<HomeClaim>('HomeClaim').implement({
  ...insideGuardedFields,
  description: 'A claim of the active customer the warranty officer asked more information for.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the claim" }),
    referenceNo: t.exposeString('referenceNo', { description: "The claim's reference number" }),
    articleName: t.exposeString('articleName', { description: 'Name of the article claimed' }),
    updatedAt: t.exposeString('updatedAt', { description: 'Last change of the claim, ISO 8601 timestamp in UTC' }),
  }),
});

const HomeClaimsRef = builder.objectRef<HomeClaims>('HomeClaims').implement({
  ...insideGuardedFields,
  description: "The active customer's claims needing information: how many, and the latest ones.",
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Number of claims in status need information' }),
    latest: t.field({ type: [HomeClaimRef], description: 'The three created last, newest first', resolve: (c) => c.latest }),
  }),
});

const DealerHomeRef = builder.objectRef<DealerHome>('DealerHome').implement({
  ...insideGuardedFields,
  description: 'What needs the dealer today; a part is null when the user may not open its page',
  fields: (t) => ({
    invoices: t.field({
      type: [HomeInvoicesRef],
      nullable: true,
      description: 'Bills per company and payer with something payable or in payment; null without page.invoice-status',
      resolve: (h) => h.invoices,
    }),
    credit: t.field({
      type: [HomeCreditRef],
      nullable: true,
      description: 'Credit per company; null without credit-status.read or invoice-status.read',
      resolve: (h) => h.credit,
    }),
    orders: t.field({
      type: HomeOrdersRef,
      nullable: true,
      description: 'Open orders and deliveries; null without page.order-status',
      resolve: (h) => h.orders,
    }),
    claimsNeedingInformation: t.field({
      type: HomeClaimsRef,
      nullable: true,
      description: 'Claims the warranty officer needs more on; null without page.claim',
      resolve: (h) => h.claimsNeedingInformation,
    }),
  }),
});

const DealerBlockRef = builder.objectRef<SalesHomeDealer['blocks'][number]>('SalesHomeBlock').implement({
  ...insideGuardedFields,
  description: 'A company that stops selling on credit to the dealer, and why.',
  fields: (t) => ({
    companyCode: t.exposeString('companyCode', { description: COMPANY_CODE }),
    companyName: t.exposeString('companyName', { description: COMPANY_NAME }),
    reason: t.exposeString('reason', { description: 'limit_exceeded, overdue_over_limit or oldest_ar_blocked' }),
  }),
});

const SalesHomeDealerRef = builder.objectRef<SalesHomeDealer>('SalesHomeDealer').implement({
  ...insideGuardedFields,
  description: 'A dealer the sales user may act for, with what may need a call.',
  fields: (t) => ({
    customerId: t.exposeInt('customerId', { description: "The portal's id of the customer (to switch to it)" }),
    code: t.exposeString('code', { description: 'The customer code as the portal shows it' }),
    name: t.exposeString('name', { description: "The customer's name" }),
    city: t.exposeString('city', { description: "The customer's city" }),
    blocks: t.field({ type: [DealerBlockRef], description: 'The companies that block it; empty when none does', resolve: (d) => d.blocks }),
    overdue: t.exposeFloat('overdue', money('Open invoices past due, all companies')),
    overdueInvoices: t.exposeInt('overdueInvoices', { description: 'Invoices more than 30 days past due' }),
    currency: t.exposeString('currency', {
      nullable: true,
      description: 'ISO 4217 code of overdue; null when its companies bill in several currencies or it has none',
    }),
    precision: t.int({
      nullable: true,
      description: 'Minor digits per major unit of the currency; null with it',
      resolve: (d, _a, ctx) => (d.currency ? precisionOf(d.currency, ctx.host.config) : null),
    }),
  }),
});

const SalesHomeRef = builder.objectRef<SalesHome>('SalesHome').implement({
  ...insideGuardedFields,
  description: 'One page of the dealers the user may act for, the ones needing a call first.',
  fields: (t) => ({
    dealers: t.field({
      type: [SalesHomeDealerRef],
      description: 'The dealers of this page: blocked first, then the most overdue money, then by name',
      resolve: (h) => h.dealers,
    }),
    info: t.field({
      type: PageInfoRef,
      description: 'Paging; count is the number of dealers the user may act for',
      resolve: (h) => h.info,
    }),
    blocked: t.exposeInt('blocked', { description: 'Dealers a company blocks, over all pages' }),
    withOverdue: t.exposeInt('withOverdue', { description: 'Dealers with overdue money, over all pages' }),
  }),
});

const StaffHomeItemRef = builder.objectRef<StaffHomeItem>('StaffHomeItem').implement({
  ...insideGuardedFields,
  description: 'One kind of thing a staff user keeps or must act on, counted, with the page that holds it.',
  fields: (t) => ({
    key: t.exposeString('key', {
      description: 'claims_to_review, payments_to_approve, users, news, banners, announcements, marketing_materials, sales_documents',
    }),
    count: t.exposeInt('count', { description: 'How many there are (or wait for the user)' }),
    pending: t.exposeBoolean('pending', { description: 'Waits for this user rather than counting what exists' }),
    path: t.exposeString('path', { description: 'The portal page that holds them' }),
  }),
});

builder.queryFields((t) => ({
  dealerHome: t.withAuth({ $all: { anyScope: DEALER_HOME_SCOPES, activeCustomer: true } }).field({
    type: DealerHomeRef,
    description: "The active customer's day: invoices due and overdue, credit, open orders and deliveries, claims needing information",
    resolve: (_r, _a, ctx) => dealerHome(ctx),
  }),
  salesHome: t.withAuth({ scope: 'menu.change-cust' }).field({
    type: SalesHomeRef,
    description: 'The dealers the user may act for: blocked first, then the most overdue money',
    args: {
      page: t.arg.int({ description: 'Page to read, from 1 (default 1)', defaultValue: 1, validate: z.number().int().min(1).max(10_000) }),
      limit: t.arg.int({
        description: 'Dealers a page: 10 (default), 20 or 50',
        defaultValue: 10,

        validate: z
          .number()
          .int()
          .refine((n) => (SALES_HOME_PAGE_SIZES as readonly number[]).includes(n), 'One of 10, 20, 50'),
      }),
    },
    resolve: (_r, a, ctx) => salesHome(ctx, a.page ?? 1, a.limit ?? 10),
  }),
  staffHome: t.withAuth({ signedIn: true }).field({
    type: [StaffHomeItemRef],
    description: 'What the user keeps and what waits for them, each only with the scope of its page',
    resolve: (_r, _a, ctx) => staffHome(ctx),
  }),
}));
