import { sql } from 'kysely';
import { chooserOf } from '../auth/actor.ts';
import type { SignedInContext } from '../context.ts';
import { customersFor } from '../auth/customer-access.ts';
import type { Database } from '../db/index.ts';
import { likeLiteral } from '../db/list-query.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { forbidden, notFound } from '../graphql/errors.ts';

export const WAITING_PAGE_SIZES = [10, 20, 50] as const;

export interface WaitingFilter {
  page: number;
  limit: number;
  search?: string | null;
}

export interface WaitingLine {
  articleCode: string;
  name: string;
  qty: number;
  uom: string;
  subtotal: number;
}

/** An order waiting for staff confirmation, as the desk lists it. */
export interface WaitingOrder {
  id: number;
  orderNo: string;
  createdAt: string;
  poNumber: string | null;
  notes: string | null;
  requestDeliveryDate: string | null;
  shipTo: string;
  shipmentMethod: string;
  paymentMethod: string;
  total: number;
  currency: string;
  createdBy: string;
  customer: { name: string; r3: string; isr: string | null };
  lines: WaitingLine[];
}

/**
 * Staff decide on orders: administrators, and staff who act for dealers (menu.change-cust). A dealer given the page
 * scope by mistake still cannot confirm their own orders.
 */
export function requireStaff(ctx: SignedInContext) {
  if (!ctx.actor.roles.includes('admin') && !ctx.actor.scopes.has('menu.change-cust')) forbidden('Only staff confirm orders');
}

/** The orders of the host's sales organisation whose customers the user may act for (admins: all; sales staff: their areas). */
export function visibleOrders(ctx: SignedInContext, db: Database = ctx.db) {
  const customers = customersFor(db, chooserOf(ctx.actor)).select('customers.id');
  return db
    .selectFrom('orderHolds as h')
    .innerJoin('orders as o', 'o.id', 'h.orderId')
    .innerJoin('customers as c', 'c.id', 'o.customerId')
    .where('o.sorg', '=', ctx.host.config.sorg)
    .where('o.customerId', 'in', customers);
}

/** One page of the orders waiting for confirmation, oldest first (they have waited longest); search: order, customer or PO. */
export async function waitingOrders(ctx: SignedInContext, f: WaitingFilter): Promise<{ orders: WaitingOrder[]; info: PageInfo }> {
  requireStaff(ctx);
  let query = visibleOrders(ctx).where('h.state', '=', 'waiting').where('o.status', '=', 'awaiting_confirmation');
  const term = f.search?.trim().toLowerCase();
  if (term) {
    // lower() on both sides: SQLite's LIKE ignores case, PostgreSQL's does not.
    const like = `%${likeLiteral(term)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('o.orderNo')}) like ${like} escape '\\'`,
        sql<boolean>`lower(${eb.ref('c.name')}) like ${like} escape '\\'`,
        sql<boolean>`lower(${eb.ref('c.codeR3')}) like ${like} escape '\\'`,
        sql<boolean>`lower(coalesce(${eb.ref('c.codeIsr')}, '')) like ${like} escape '\\'`,
        sql<boolean>`lower(coalesce(${eb.ref('o.poNumber')}, '')) like ${like} escape '\\'`,
      ]),
    );
  }
  const [{ count }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    query
      .innerJoin('users as u', 'u.id', 'o.createdBy')
      .select([
        'o.id',
        'o.orderNo',
        'o.createdAt',
        'o.poNumber',
        'o.notes',
        'o.requestDeliveryDate',
        'o.shipTo',
        'o.shipmentMethod',
        'o.paymentMethod',
        'o.total',
        'o.currency',
        'u.name as createdBy',
        'c.name as customerName',
        'c.codeR3',
        'c.codeIsr',
      ])
      .orderBy('h.heldAt')
      .orderBy('o.id')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
  ]);
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await ctx.db
        .selectFrom('orderLines as l')
        .leftJoin('articles as a', 'a.id', 'l.articleId')
        .select(['l.orderId', 'l.articleCode', 'a.articleCodeDisplay', 'a.name', 'l.qty', 'l.uom', 'l.subtotal'])
        .where('l.orderId', 'in', ids)
        .orderBy('l.id')
        .execute()
    : [];
  return {
    orders: rows.map((r) => ({
      id: r.id,
      orderNo: r.orderNo,
      createdAt: r.createdAt,
      poNumber: r.poNumber,
      notes: r.notes,
      requestDeliveryDate: r.requestDeliveryDate,
      shipTo: r.shipTo,
      shipmentMethod: r.shipmentMethod,
      paymentMethod: r.paymentMethod,
      total: Number(r.total),
      currency: r.currency,
      createdBy: r.createdBy,
      customer: { name: r.customerName, r3: r.codeR3, isr: r.codeIsr },
      lines: lines
        .filter((l) => l.orderId === r.id)
        .map((l) => ({
          articleCode: l.articleCodeDisplay ?? l.articleCode,
          name: l.name ?? l.articleCode,
          qty: l.qty,
          uom: l.uom,
          subtotal: Number(l.subtotal),
        })),
    })),
    info: pageInfo(f.page, f.limit, Number(count)),
  };
}

/**
 * The held order named by its number, for a user who may decide on it: an order that is not held, or of another
 * market, is not found; one of a customer the user may not act for is forbidden (DESIGN 'Tenant rule').
 */
export async function heldOrder(ctx: SignedInContext, tx: Database, orderNo: string) {
  requireStaff(ctx);
  const order = await tx
    .selectFrom('orderHolds as h')
    .innerJoin('orders as o', 'o.id', 'h.orderId')
    .select(['o.id', 'o.orderNo', 'o.customerId', 'o.sorg', 'o.status', 'o.createdAt', 'h.state', 'h.erpPayload'])
    .where('o.orderNo', '=', orderNo)
    .executeTakeFirst();
  if (!order || order.sorg !== ctx.host.config.sorg) return notFound('There is no order waiting for confirmation with this number');
  const mine = await visibleOrders(ctx, tx).select('o.id').where('o.id', '=', order.id).executeTakeFirst();
  if (!mine) return forbidden('You may not act for the customer of this order');
  return order;
}
