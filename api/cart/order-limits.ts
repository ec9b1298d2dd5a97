import { type OrderLimit, tightestLimit } from '../../src/rules/order-limits.ts';
import type { SignedInContext } from '../context.ts';
import { marketOf } from '../catalog/market.ts';
import type { Database } from '../db/index.ts';

/**
 * The order limit binding each article for a customer today (quotas in EA, spec 2 §5): its own quotas and those
 * for every customer, the tightest one. Articles without a quota in force are absent.
 */
export async function orderLimitsOf(db: Database, customerId: number, sorg: string, today: string, articleIds: readonly number[]) {
  const limits = new Map<number, OrderLimit>();
  if (!articleIds.length) return limits;
  const rows = await db
    .selectFrom('orderQuotas')
    .select(['articleId', 'quotaQty', 'usedQty', 'from', 'to'])
    .where('articleId', 'in', [...new Set(articleIds)])
    .where('sorg', '=', sorg)
    .where('from', '<=', today)
    .where('to', '>=', today)
    .where((eb) => eb.or([eb('customerId', 'is', null), eb('customerId', '=', customerId)]))
    .execute();
  for (const id of new Set(rows.map((r) => r.articleId))) limits.set(id, tightestLimit(rows.filter((r) => r.articleId === id))!);
  return limits;
}

/** The limits of the active customer's articles in the host's market. */
export async function activeOrderLimits(ctx: SignedInContext, articleIds: readonly number[]) {
  const market = await marketOf(ctx);
  return orderLimitsOf(ctx.db, ctx.actor.customer!.id, market.sorg, market.today, articleIds);
}
