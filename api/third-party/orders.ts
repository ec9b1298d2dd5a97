import { sql } from 'kysely';
import { mayMove, nextStatuses, type OrderLineStatus, returnsStock } from '../../src/rules/third-party.ts';
import type { SignedInContext } from '../context.ts';
import { contains } from '../db/list-query.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { type MutationOutcome, Refused, failed, succeeded } from '../graphql/mutation-result.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { vendorOf } from './access.ts';
import { notVendor, refuse, thirdPartyMessages, tpError } from './answer.ts';
import { nowIso } from '../platform/clock.ts';

// orderThirdParties(page, filter) and updateStatusOrderItemThirdParty(articleCode, orderNo, status) (spec 3 §4, §7):
// a dealer reads the orders of the active customer, a vendor those of its own products; only the vendor moves a line.

export interface OrderLineView {
  id: number;
  articleCode: string;
  name: string;
  price: number;
  subtotal: number;
  orderQty: number;
  salesUnit: string;
  notes: string | null;
  status: OrderLineStatus;
  updatedAt: string;
  nextStatuses: readonly OrderLineStatus[];
}
export interface OrderView {
  id: number;
  orderNo: string;
  vendor: { id: number; name: string; email: string };
  custThirdParty: { code: string; name: string };
  address: string;
  reqDeliveryDate: string;
  notes: string | null;
  totalOrder: number;
  currency: string;
  createdAt: string;
  details: OrderLineView[];
}
export interface OrderFilter {
  search?: string | null;
  status?: string | null;
}

export async function orderThirdParties(
  ctx: SignedInContext,
  page = 1,
  limit = 10,
  filter: OrderFilter = {},
): Promise<{ orders: OrderView[]; info: PageInfo; asVendor: boolean }> {
  const vendor = await vendorOf(ctx);
  page = Math.max(1, page);
  limit = Math.min(50, Math.max(1, limit));
  let base = ctx.db
    .selectFrom('thirdPartyOrders as o')
    .innerJoin('thirdPartyVendors as v', 'v.id', 'o.vendorId')
    .innerJoin('customers as c', 'c.id', 'o.customerId');
  // Neither a vendor nor acting for a customer: nothing to read.
  base = vendor ? base.where('o.vendorId', '=', vendor.id) : base.where('o.customerId', '=', ctx.actor.customer?.id ?? -1);
  const search = (filter.search ?? '').trim();
  if (search) {
    base = base.where((eb) =>
      eb.or([
        contains(eb.ref('o.orderNo'), search),
        contains(eb.ref('c.name'), search),
        eb.exists(
          eb
            .selectFrom('thirdPartyOrderLines as s')
            .select('s.id')
            .whereRef('s.orderId', '=', 'o.id')
            .where((e) => e.or([contains(e.ref('s.articleCode'), search), contains(e.ref('s.name'), search)])),
        ),
      ]),
    );
  }
  if (filter.status) {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('thirdPartyOrderLines as f')
          .select('f.id')
          .whereRef('f.orderId', '=', 'o.id')
          .where('f.status', '=', filter.status as OrderLineStatus),
      ),
    );
  }
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'o.id',
      'o.orderNo',
      'o.vendorId',
      'v.name as vendorName',
      'v.email as vendorEmail',
      'c.codeR3',
      'c.codeIsr',
      'c.name as customerName',
      'o.address',
      'o.reqDeliveryDate',
      'o.notes',
      'o.totalOrder',
      'o.currency',
      'o.createdAt',
    ])
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const lines = rows.length
    ? await ctx.db
        .selectFrom('thirdPartyOrderLines')
        .selectAll()
        .where(
          'orderId',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return {
    asVendor: !!vendor,
    info: pageInfo(page, limit, Number(n)),
    orders: rows.map((r) => ({
      id: r.id,
      orderNo: r.orderNo,
      vendor: { id: r.vendorId, name: r.vendorName, email: r.vendorEmail },
      custThirdParty: { code: r.codeIsr ?? r.codeR3, name: r.customerName },
      address: r.address,
      reqDeliveryDate: r.reqDeliveryDate,
      notes: r.notes,
      totalOrder: r.totalOrder,
      currency: r.currency,
      createdAt: r.createdAt,
      details: lines
        .filter((l) => l.orderId === r.id)
        .map((l) => ({
          id: l.id,
          articleCode: l.articleCode,
          name: l.name,
          price: l.price,
          subtotal: l.subtotal,
          orderQty: l.qty,
          salesUnit: l.salesUnit,
          notes: l.notes,
          status: l.status,
          updatedAt: l.updatedAt,
          nextStatuses: vendor ? nextStatuses(l.status) : [],
        })),
    })),
  };
}

export interface StatusAnswer extends MutationOutcome {
  code: string | null;
  status: OrderLineStatus | null;
}

/** The vendor moves one article of one of its orders to the next status; a cancelled line's stock goes back. */
export async function updateStatusOrderItemThirdParty(
  ctx: SignedInContext,
  orderNo: string,
  articleCode: string,
  status: string,
): Promise<StatusAnswer> {
  const vendor = await vendorOf(ctx);
  if (!vendor) return { ...notVendor(), status: null };
  try {
    const to = await inWriteTransaction(ctx.db, async (db) => {
      const line = await db
        .selectFrom('thirdPartyOrderLines as l')
        .innerJoin('thirdPartyOrders as o', 'o.id', 'l.orderId')
        .select(['l.id', 'l.status', 'l.qty', 'l.productId'])
        .where('o.orderNo', '=', orderNo)
        .where('o.vendorId', '=', vendor.id)
        .where('l.articleCode', '=', articleCode)
        .executeTakeFirst();
      // Another vendor's order reads as none at all.
      if (!line) return refuse(ErrorCode.notFound, [tpError('orderNo', 'not_found')], thirdPartyMessages.not_found);
      if (!mayMove(line.status, status)) {
        return refuse(ErrorCode.conflict, [tpError('status', 'status', { from: line.status, to: status })], thirdPartyMessages.status);
      }
      const next = status as OrderLineStatus;
      const moved = await db
        .updateTable('thirdPartyOrderLines')
        .set({ status: next, updatedAt: nowIso() })
        .where('id', '=', line.id)
        .where('status', '=', line.status)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1)
        return refuse(ErrorCode.conflict, [tpError('status', 'status', { from: line.status, to: status })]);
      if (returnsStock(next) && line.productId) {
        await db
          .updateTable('thirdPartyProducts')
          .set({ stock: sql`stock + ${line.qty}` })
          .where('id', '=', line.productId)
          .execute();
      }
      return next;
    });
    return { ...succeeded('Status updated'), code: null, status: to };
  } catch (e) {
    if (e instanceof Refused) return { ...failed(e.message, e.userErrors), code: e.code, status: null };
    throw e;
  }
}
