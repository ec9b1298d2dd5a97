import { sql } from 'kysely';
import { toEa } from '../../src/rules/order-limits.ts';
import type { Database } from '../db/index.ts';

/**
 * Undoes what placing a rejected order reserved, inside the rejection's transaction: each line's quantity goes back
 * to the first warehouse (in checkout's order) that keeps the article, with the article and product-group sums; the
 * customer's quotas of the order's day count the pieces no more; a transfer still awaited for it is voided.
 * Orders do not record which warehouse each unit came from, so a line split over several comes back to the first.
 */
export async function giveBackReservations(
  tx: Database,
  order: { id: number; customerId: number; sorg: string; createdAt: string },
  at: string,
  userId: number,
) {
  const lines = await tx
    .selectFrom('orderLines as l')
    .innerJoin('articles as a', 'a.id', 'l.articleId')
    .select(['l.articleId', 'l.qty', 'l.uom', 'a.productGroupId'])
    .where('l.orderId', '=', order.id)
    .execute();
  const day = order.createdAt.slice(0, 10);
  for (const line of lines) {
    const place = await tx
      .selectFrom('stock as s')
      .innerJoin('warehouses as w', 'w.code', 's.warehouseCode')
      .select('s.warehouseCode')
      .where('s.articleId', '=', line.articleId)
      .orderBy('w.position')
      .orderBy('w.code')
      .executeTakeFirst();
    if (place) {
      await tx
        .updateTable('stock')
        .set({ available: sql`available + ${line.qty}`, updatedAt: at })
        .where('articleId', '=', line.articleId)
        .where('warehouseCode', '=', place.warehouseCode)
        .execute();
    }
    await tx
      .updateTable('articles')
      .set({ stockTotal: sql`stock_total + ${line.qty}` })
      .where('id', '=', line.articleId)
      .execute();
    await tx
      .updateTable('productGroups')
      .set({
        stockTotal: sql`stock_total + ${line.qty}`,
        soldQty: sql`case when sold_qty > ${line.qty} then sold_qty - ${line.qty} else 0 end`,
      })
      .where('id', '=', line.productGroupId)
      .execute();
    const pieces = toEa(line.qty, line.uom);
    await tx
      .updateTable('orderQuotas')
      .set({ usedQty: sql`case when used_qty > ${pieces} then used_qty - ${pieces} else 0 end` })
      .where('articleId', '=', line.articleId)
      .where('sorg', '=', order.sorg)
      .where('customerId', '=', order.customerId)
      .where('from', '<=', day)
      .where('to', '>=', day)
      .execute();
  }
  await tx
    .updateTable('orderPayments')
    .set({ status: 'voided', decidedBy: userId, decidedAt: at })
    .where('orderId', '=', order.id)
    .where('status', 'in', ['waiting', 'uploaded', 'failed'])
    .execute();
}
