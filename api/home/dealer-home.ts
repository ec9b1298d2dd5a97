import type { SignedInContext } from '../context.ts';
import { listClaims } from '../claims/list.ts';
import { companyCredit, creditToday } from '../credit/figures.ts';
import { groupTotals, invoicesIn, owed } from '../invoices/open-invoice-totals.ts';
import { openOrders } from '../orders/open-orders.ts';

/** How many invoices the home's pay link carries at most: the payment page lists them all, oldest due first. */
const PAY_LINK_MAX = 50;

/** One credit customer's bills with one company, as the home shows them. Money in minor units. */
export interface HomeInvoices {
  companyCode: string;
  companyName: string;
  payerCode: string;
  currency: string;
  overdue: number;
  overdueCount: number;
  /** Payable, not yet due. */
  due: number;
  dueCount: number;
  /** A payment is under way for these. */
  pending: number;
  /** What the pay link chooses: every overdue invoice (the payment rules want them first), else the next one due. */
  payInvoiceIds: number[];
}

export interface HomeCredit {
  companyCode: string;
  companyName: string;
  currency: string;
  creditLimit: number;
  /** Limit less exposure; negative when over it. */
  available: number;
  reasonBlocked: string | null;
}

export interface HomeOrders {
  openOrders: number;
  openValue: number;
  currency: string | null;
  deliveriesOnTheWay: number;
  nextDelivery: string | null;
}
export interface HomeClaim {
  id: number;
  referenceNo: string;
  articleName: string;
  updatedAt: string;
}
export interface HomeClaims {
  count: number;
  latest: HomeClaim[];
}

/** Each part is null when the user may not see that kind of figure (no such menu entry). */
export interface DealerHome {
  invoices: HomeInvoices[] | null;
  credit: HomeCredit[] | null;
  orders: HomeOrders | null;
  claimsNeedingInformation: HomeClaims | null;
}

/** The active customer's bills per company and payer, summed by the open-invoice totals, with the invoices to pay. */
export async function homeInvoices(ctx: SignedInContext, today = creditToday()): Promise<HomeInvoices[]> {
  const customerId = ctx.actor.customer!.id;
  const [groups, payable] = await Promise.all([
    groupTotals(ctx.db, customerId, {}, today),
    invoicesIn(ctx.db, customerId, ['open'], {})
      .select(['i.id', 'i.companyId', 'i.payerCode', 'i.dueDate'])
      .where(owed, '>', 0)
      .orderBy('i.dueDate')
      .orderBy('i.id')
      .execute(),
  ]);
  return groups
    .filter((g) => g.totals.payableCount > 0 || g.totals.pending !== 0)
    .map((g) => {
      const own = payable.filter((p) => p.companyId === g.companyId && p.payerCode === g.payerCode);
      const overdue = own.filter((p) => p.dueDate < today);
      const dueBucket = g.ageing.find((b) => b.key === 'not_due');
      return {
        companyCode: g.companyCode,
        companyName: g.companyName,
        payerCode: g.payerCode,
        currency: g.currency,
        overdue: g.totals.overdue,
        overdueCount: g.totals.overdueCount,
        due: dueBucket?.value ?? 0,
        dueCount: dueBucket?.count ?? 0,
        pending: g.totals.pending,
        payInvoiceIds: (overdue.length ? overdue : own.slice(0, 1)).slice(0, PAY_LINK_MAX).map((p) => p.id),
      };
    });
}

/** What the active customer may still buy on credit per company, from the same figures as the credit widget. */
export async function homeCredit(ctx: SignedInContext): Promise<HomeCredit[]> {
  return (await companyCredit(ctx.db, ctx.actor.customer!.id)).map((c) => ({
    companyCode: c.companyCode,
    companyName: c.companyName,
    currency: c.currency,
    creditLimit: c.creditLimit,
    available: c.creditLimit - c.creditExposure,
    reasonBlocked: c.reasonBlocked,
  }));
}

/** Open orders and the deliveries on their way, counted from the open-order page's own answer. */
export async function homeOrders(ctx: SignedInContext): Promise<HomeOrders> {
  const { summary } = await openOrders(ctx.db, ctx.actor.customer!, { page: 1, limit: 1 });
  const orders = summary.flatMap((c) => c.orders.map((o) => ({ ...o, currency: c.currency })));
  const deliveries = new Map(summary.flatMap((c) => c.deliveries.map((d) => [d.doNumber, d.estimatedDeliveryDate] as const)));
  const currencies = new Set(orders.map((o) => o.currency));
  return {
    openOrders: new Set(orders.map((o) => o.orderId)).size,
    // One sum only when one currency: adding rupiah to dollars says nothing.
    openValue: currencies.size === 1 ? orders.reduce((sum, o) => sum + o.price, 0) : 0,
    currency: currencies.size === 1 ? [...currencies][0] : null,
    deliveriesOnTheWay: deliveries.size,
    nextDelivery: [...deliveries.values()].sort()[0] ?? null,
  };
}

/** The active customer's claims the warranty officer asked more of, newest first. */
export async function homeClaims(ctx: SignedInContext): Promise<HomeClaims> {
  const { claims, info } = await listClaims(ctx, 1, 3, { status: ['need_information'], customerId: ctx.actor.customer!.id });
  return {
    count: info.count,
    latest: claims.map((c) => ({ id: c.id, referenceNo: c.referenceNo, articleName: c.articleName, updatedAt: c.updatedAt })),
  };
}

/** The dealer's day: each card read only with the scope its page needs, all for the session's active customer. */
export async function dealerHome(ctx: SignedInContext): Promise<DealerHome> {
  const may = (scope: string) => ctx.actor.scopes.has(scope);
  const [invoices, credit, orders, claimsNeedingInformation] = await Promise.all([
    may('page.invoice-status') ? homeInvoices(ctx) : null,
    may('credit-status.read') || may('invoice-status.read') ? homeCredit(ctx) : null,
    may('page.order-status') ? homeOrders(ctx) : null,
    may('page.claim') ? homeClaims(ctx) : null,
  ]);
  return { invoices, credit, orders, claimsNeedingInformation };
}
