import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { likeLiteral } from '../db/list-query.ts';

export const ORDER_STATUSES = ['awaiting_confirmation', 'in_progress', 'shipped', 'complete', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_PAGE_SIZES = [10, 20, 50] as const;
export type PaymentStatus = 'not_invoiced' | 'open' | 'paid';

export interface OrderFilter {
  page: number;
  limit: number;
  /** B2B or SO number, any part of it, any case (spec 2 §4 open-order search). */
  search?: string | null;
  status?: OrderStatus | null;
  /** YYYY-MM-DD, both ends included. */
  dateFrom?: string | null;
  dateTo?: string | null;
  sort?: 'createdAt_desc' | 'createdAt_asc' | null;
}

/** A row of the order list (spec 2 §3: B2B number, SO number, customer, date, statuses, created by, via B2B). */
export interface OrderSummary {
  id: number;
  orderNo: string;
  soNumber: string | null;
  sorg: string;
  /** The market's company name: who the dealer buys from. */
  seller: string;
  createdAt: string;
  status: string;
  paymentStatus: PaymentStatus;
  total: number;
  currency: string;
  customer: { name: string; r3: string; isr: string | null };
  createdBy: string;
  /** True when a sales user (not one of the customer's own users) placed it for the customer. */
  placedByOther: boolean;
  placedFor: { name: string; r3: string; isr: string | null };
  /** Held for staff confirmation before the ERP takes it (the host's orderConfirmation). */
  heldForConfirmation: boolean;
  /** Why staff rejected (and so cancelled) it, for the dealer to read. */
  rejectionReason: string | null;
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** One page of the customer's orders; the customer always comes from the session, never from the caller. */
export async function orderList(db: Database, customerId: number, f: OrderFilter): Promise<{ orders: OrderSummary[]; info: PageInfo }> {
  let query = db.selectFrom('orders as o').where('o.customerId', '=', customerId);
  const term = f.search?.trim().toLowerCase();
  if (term) {
    // lower() on both sides: SQLite's LIKE ignores case, PostgreSQL's does not.
    const like = `%${likeLiteral(term)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('o.orderNo')}) like ${like} escape '\\'`,
        sql<boolean>`lower(coalesce(${eb.ref('o.soNumber')}, '')) like ${like} escape '\\'`,
      ]),
    );
  }
  if (f.status) query = query.where('o.status', '=', f.status);
  if (f.dateFrom) query = query.where('o.createdAt', '>=', f.dateFrom);
  if (f.dateTo) query = query.where('o.createdAt', '<', dayAfter(f.dateTo));

  const order = f.sort === 'createdAt_asc' ? 'asc' : 'desc';
  const [{ count }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    query
      .innerJoin('customers as c', 'c.id', 'o.customerId')
      .innerJoin('customers as pf', 'pf.id', 'o.placedFor')
      .innerJoin('users as u', 'u.id', 'o.createdBy')
      .innerJoin('salesOrganisations as so', 'so.sorg', 'o.sorg')
      .leftJoin('orderHolds as h', 'h.orderId', 'o.id')
      .select(['h.state as holdState', 'h.reason as rejectionReason'])
      .select([
        'o.id',
        'o.orderNo',
        'o.soNumber',
        'o.sorg',
        'so.name as seller',
        'o.createdAt',
        'o.status',
        'o.total',
        'o.currency',
        'c.name as customerName',
        'c.codeR3 as customerR3',
        'c.codeIsr as customerIsr',
        'pf.name as placedForName',
        'pf.codeR3 as placedForR3',
        'pf.codeIsr as placedForIsr',
        'u.name as createdBy',
        'u.customerId as creatorCustomerId',
      ])
      .select('o.placedFor')
      .select((eb) => [
        eb
          .selectFrom('invoices as i')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('i.orderId', '=', 'o.id')
          .as('invoices'),
        eb
          .selectFrom('invoices as i')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('i.orderId', '=', 'o.id')
          .where('i.status', '!=', 'paid')
          .as('unpaid'),
      ])
      .orderBy('o.createdAt', order)
      .orderBy('o.id', order)
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
  ]);
  return {
    orders: rows.map((r) => ({
      id: r.id,
      orderNo: r.orderNo,
      soNumber: r.soNumber,
      sorg: r.sorg,
      seller: r.seller,
      createdAt: r.createdAt,
      status: r.status,
      paymentStatus: paymentStatusOf(Number(r.invoices), Number(r.unpaid)),
      total: Number(r.total),
      currency: r.currency,
      customer: { name: r.customerName, r3: r.customerR3, isr: r.customerIsr },
      createdBy: r.createdBy,
      placedByOther: r.creatorCustomerId !== r.placedFor,
      placedFor: { name: r.placedForName, r3: r.placedForR3, isr: r.placedForIsr },
      ...confirmationOf(r),
    })),
    info: pageInfo(f.page, f.limit, Number(count)),
  };
}

/** What the order's hold for staff confirmation, if it had one, tells the dealer. */
export const confirmationOf = (h: { status: string; holdState: string | null; rejectionReason: string | null }) => ({
  // An order cancelled another way (its transfer voided) waits for nobody.
  heldForConfirmation: h.holdState === 'waiting' && h.status === 'awaiting_confirmation',
  rejectionReason: h.holdState === 'rejected' ? h.rejectionReason : null,
});

/** No invoice yet, every invoice paid, or something still to pay. */
export const paymentStatusOf = (invoices: number, unpaid: number): PaymentStatus =>
  invoices === 0 ? 'not_invoiced' : unpaid === 0 ? 'paid' : 'open';
