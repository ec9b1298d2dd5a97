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
const money = (description: string) => ({ description: `${description}; minor units` });

const HomeInvoicesRef = builder.objectRef<HomeInvoices>('HomeInvoices').implement({
  ...insideGuardedFields,
  description: "One credit customer's bills with one company: overdue, due, in payment, and the invoices the pay link chooses",
  fields: (t) => ({
    companyCode: t.exposeString('companyCode'),
    companyName: t.exposeString('companyName'),
    payerCode: t.exposeString('payerCode'),
    currency: t.exposeString('currency'),
    precision: t.int({ resolve: (i, _a, ctx) => precisionOf(i.currency, ctx.host.config) }),
    overdue: t.exposeFloat('overdue', money('Open invoices past due')),
    overdueCount: t.exposeInt('overdueCount'),
    due: t.exposeFloat('due', money('Open invoices not yet due')),
    dueCount: t.exposeInt('dueCount'),
    pending: t.exposeFloat('pending', money('Invoices a payment is under way for')),
    payInvoiceIds: t.exposeIntList('payInvoiceIds', {
      description: 'Every overdue invoice, else the next one due: the payment page takes them',
    }),
  }),
});

const HomeCreditRef = builder.objectRef<HomeCredit>('HomeCredit').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    companyCode: t.exposeString('companyCode'),
    companyName: t.exposeString('companyName'),
    currency: t.exposeString('currency'),
    precision: t.int({ resolve: (c, _a, ctx) => precisionOf(c.currency, ctx.host.config) }),
    creditLimit: t.exposeFloat('creditLimit', money('The credit limit')),
    available: t.exposeFloat('available', money('Limit less exposure; negative when over it')),
    reasonBlocked: t.exposeString('reasonBlocked', { nullable: true }),
  }),
});

const HomeOrdersRef = builder.objectRef<HomeOrders>('HomeOrders').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    openOrders: t.exposeInt('openOrders'),
    openValue: t.exposeFloat('openValue', money('Open lines of the open orders; 0 when they are in several currencies')),
    currency: t.exposeString('currency', { nullable: true }),
    precision: t.int({ nullable: true, resolve: (o, _a, ctx) => (o.currency ? precisionOf(o.currency, ctx.host.config) : null) }),
    deliveriesOnTheWay: t.exposeInt('deliveriesOnTheWay'),
    nextDelivery: t.exposeString('nextDelivery', { nullable: true, description: 'YYYY-MM-DD' }),
  }),
});

const HomeClaimRef = builder.objectRef<HomeClaim>('HomeClaim').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeInt('id'),
    referenceNo: t.exposeString('referenceNo'),
    articleName: t.exposeString('articleName'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

const HomeClaimsRef = builder.objectRef<HomeClaims>('HomeClaims').implement({
  ...insideGuardedFields,
  fields: (t) => ({ count: t.exposeInt('count'), latest: t.field({ type: [HomeClaimRef], resolve: (c) => c.latest }) }),
});

const DealerHomeRef = builder.objectRef<DealerHome>('DealerHome').implement({
  ...insideGuardedFields,
  description: 'What needs the dealer today; a part is null when the user may not open its page',
  fields: (t) => ({
    invoices: t.field({ type: [HomeInvoicesRef], nullable: true, resolve: (h) => h.invoices }),
    credit: t.field({ type: [HomeCreditRef], nullable: true, resolve: (h) => h.credit }),
    orders: t.field({ type: HomeOrdersRef, nullable: true, resolve: (h) => h.orders }),
    claimsNeedingInformation: t.field({ type: HomeClaimsRef, nullable: true, resolve: (h) => h.claimsNeedingInformation }),
  }),
});

const DealerBlockRef = builder.objectRef<SalesHomeDealer['blocks'][number]>('SalesHomeBlock').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    companyCode: t.exposeString('companyCode'),
    companyName: t.exposeString('companyName'),
    reason: t.exposeString('reason', { description: 'limit_exceeded, overdue_over_limit or oldest_ar_blocked' }),
  }),
});

const SalesHomeDealerRef = builder.objectRef<SalesHomeDealer>('SalesHomeDealer').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    customerId: t.exposeInt('customerId'),
    code: t.exposeString('code', { description: 'The customer code as the portal shows it' }),
    name: t.exposeString('name'),
    city: t.exposeString('city'),
    blocks: t.field({ type: [DealerBlockRef], resolve: (d) => d.blocks }),
    overdue: t.exposeFloat('overdue', money('Open invoices past due, all companies')),
    overdueInvoices: t.exposeInt('overdueInvoices', { description: 'Invoices more than 30 days past due' }),
    currency: t.exposeString('currency', { nullable: true }),
    precision: t.int({ nullable: true, resolve: (d, _a, ctx) => (d.currency ? precisionOf(d.currency, ctx.host.config) : null) }),
  }),
});

const SalesHomeRef = builder.objectRef<SalesHome>('SalesHome').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    dealers: t.field({ type: [SalesHomeDealerRef], resolve: (h) => h.dealers }),
    info: t.field({ type: PageInfoRef, resolve: (h) => h.info }),
    blocked: t.exposeInt('blocked', { description: 'Dealers a company blocks, over all pages' }),
    withOverdue: t.exposeInt('withOverdue', { description: 'Dealers with overdue money, over all pages' }),
  }),
});

const StaffHomeItemRef = builder.objectRef<StaffHomeItem>('StaffHomeItem').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    key: t.exposeString('key', {
      description: 'claims_to_review, payments_to_approve, users, news, banners, announcements, marketing_materials, sales_documents',
    }),
    count: t.exposeInt('count'),
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
      page: t.arg.int({ defaultValue: 1, validate: z.number().int().min(1).max(10_000) }),
      limit: t.arg.int({
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
