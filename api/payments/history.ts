import type { SignedInContext } from '../context.ts';
import { pageInfo } from '../db/paging.ts';
import type { PaymentRequestStatus } from './tables.ts';
import { expireIfDue, requestViews } from './read.ts';

export interface PaymentHistoryFilter {
  page: number;
  limit: number;
  /** Only requests in these states (e.g. pending: the payments in progress); all when empty. */
  statuses?: readonly PaymentRequestStatus[] | null;
}

/**
 * The active customer's invoice payments, newest first (the dealer's payment history): what was asked to be
 * transferred or charged, for which invoices, and where it stands. A transfer whose account has closed reads as
 * expired here too.
 */
export async function paymentHistory(ctx: SignedInContext, f: PaymentHistoryFilter) {
  const customerId = ctx.actor.customer!.id;
  let q = ctx.db.selectFrom('paymentRequests').where('customerId', '=', customerId);
  if (f.statuses?.length) q = q.where('status', 'in', f.statuses);
  const [rows, count] = await Promise.all([
    q
      .select(['id', 'status', 'expiresAt'])
      .orderBy('id', 'desc')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  for (const row of rows) await expireIfDue(ctx.db, row);
  const payments = await requestViews(
    ctx.db,
    rows.map((r) => r.id),
    ctx.host.config,
  );
  return { payments, info: pageInfo(f.page, f.limit, Number(count.n)) };
}
