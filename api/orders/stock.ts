import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { type UserError, userError } from '../graphql/mutation-result.ts';
import { checkoutMessages as say, refuse } from './answer.ts';
import type { PricedCartLine } from './checkout-checks.ts';

const refuseStock = (errors: UserError[] = []) => refuse(ErrorCode.stockLimited, say.stock.text, errors);

/**
 * Takes each line's quantity from stock, warehouse by warehouse in their position order. With the host's
 * availableStockCheck every line must be covered first (else the whole checkout is refused and the cart stays);
 * without it, what is there is taken and the rest waits for the next arrival. Each decrement is a guarded UPDATE
 * (`available >= taken`), so stock never goes negative even where another writer got in between (PostgreSQL).
 */
export async function takeStock(tx: Database, lines: readonly PricedCartLine[], checkAvailable: boolean) {
  const ids = lines.map((l) => l.line.product.id);
  const rows = await tx.selectFrom('stock as s').innerJoin('warehouses as w', 'w.code', 's.warehouseCode')
    .select(['s.articleId', 's.warehouseCode', 's.available']).where('s.articleId', 'in', ids)
    .orderBy('w.position').orderBy('w.code').execute();
  const stockOf = (articleId: number) => rows.filter((r) => r.articleId === articleId);

  if (checkAvailable) {
    const short = lines.flatMap(({ line }, i) => {
      const available = stockOf(line.product.id).reduce((sum, r) => sum + Math.max(0, r.available), 0);
      return available >= line.qty ? []
        : [userError(`cart.${i}.qty`, `${line.product.articleCode}: ${available} available`, 'checkout:errors.checkout_stock_limited')];
    });
    if (short.length) refuseStock(short);
  }

  const now = new Date().toISOString();
  for (const { line } of lines) {
    let wanted = line.qty;
    for (const r of stockOf(line.product.id)) {
      const take = Math.min(wanted, r.available);
      if (take <= 0) continue;
      const done = await tx.updateTable('stock').set({ available: sql`available - ${take}`, updatedAt: now })
        .where('articleId', '=', r.articleId).where('warehouseCode', '=', r.warehouseCode).where('available', '>=', take)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) refuseStock();
      wanted -= take;
    }
    const taken = line.qty - wanted;
    // The list filters read these sums (hasStock, best sellers).
    await tx.updateTable('articles').set({ stockTotal: sql`stock_total - ${taken}` }).where('id', '=', line.product.id).execute();
    await tx.updateTable('productGroups').set({ stockTotal: sql`stock_total - ${taken}`, soldQty: sql`sold_qty + ${line.qty}` })
      .where('id', '=', line.product.productGroupId).execute();
  }
}
