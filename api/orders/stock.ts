import { sql } from 'kysely';
import { allocateStock, type Allocation, type StockPlace } from '../../src/rules/freight.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { type UserError, userError } from '../graphql/mutation-result.ts';
import { checkoutMessages as say, refuse } from './answer.ts';
import type { PricedCartLine } from './checkout-checks.ts';

const refuseStock = (errors: UserError[] = []) => refuse(ErrorCode.stockLimited, say.stock.text, errors);

/** What the warehouses hold of each article now, summed (stock below zero counts as none). */
export async function availableStock(db: Database, articleIds: readonly number[]) {
  const totals = new Map<number, number>();
  if (!articleIds.length) return totals;
  const rows = await db.selectFrom('stock').select(['articleId', 'available']).where('articleId', 'in', [...new Set(articleIds)]).execute();
  for (const r of rows) totals.set(r.articleId, (totals.get(r.articleId) ?? 0) + Math.max(0, r.available));
  return totals;
}

/** Each article's stock per warehouse with the warehouse's area, in the order checkout takes from (warehouse position). */
export async function stockPlaces(db: Database, articleIds: readonly number[]) {
  const places = new Map<number, (StockPlace & { articleId: number })[]>();
  if (!articleIds.length) return places;
  const rows = await db.selectFrom('stock as s').innerJoin('warehouses as w', 'w.code', 's.warehouseCode')
    .select(['s.articleId', 's.warehouseCode', 'w.area as warehouseArea', 's.available']).where('s.articleId', 'in', [...new Set(articleIds)])
    .orderBy('w.position').orderBy('w.code').execute();
  for (const r of rows) places.set(r.articleId, [...(places.get(r.articleId) ?? []), r]);
  return places;
}

/**
 * The host's exactQtyCheckout: every line must be covered by the stock there is, else the checkout is refused
 * before anything is taken, naming each line that asks for more and how many are available.
 */
export async function checkExactQuantities(tx: Database, lines: readonly PricedCartLine[]) {
  const stock = await availableStock(tx, lines.map((l) => l.line.product.id));
  const over = lines.flatMap(({ line }, i) => {
    const available = stock.get(line.product.id) ?? 0;
    const article = line.product.articleCode;
    return line.qty <= available ? [] : [userError(`cart.${i}.qty`, `${article}: ${line.qty} ordered, only ${available} available`,
      'checkout:errors.line_over_stock', { article, qty: line.qty, available })];
  });
  if (over.length) refuse(ErrorCode.stockLimited, 'Some quantities exceed the available stock: lower them and order again', over);
}

/**
 * Takes each line's quantity from stock, warehouse by warehouse in their position order (src/rules/freight.ts,
 * which the freight benefits follow too). With the host's availableStockCheck every line must be covered first
 * (else the whole checkout is refused and the cart stays); without it, what is there is taken and the rest waits
 * for the next arrival. Each decrement is a guarded UPDATE (`available >= taken`), so stock never goes negative
 * even where another writer got in between (PostgreSQL). Answers what was taken from where.
 */
export async function takeStock(tx: Database, lines: readonly PricedCartLine[], checkAvailable: boolean): Promise<Allocation<number>[]> {
  const places = await stockPlaces(tx, lines.map((l) => l.line.product.id));
  const placesOf = (articleId: number) => places.get(articleId) ?? [];

  if (checkAvailable) {
    const short = lines.flatMap(({ line }, i) => {
      const available = placesOf(line.product.id).reduce((sum, r) => sum + Math.max(0, r.available), 0);
      return available >= line.qty ? []
        : [userError(`cart.${i}.qty`, `${line.product.articleCode}: ${available} available`, 'checkout:errors.checkout_stock_limited')];
    });
    if (short.length) refuseStock(short);
  }

  const taken = allocateStock(lines.map((l) => ({ key: l.line.product.id, qty: l.line.qty })), placesOf);
  const now = new Date().toISOString();
  for (const t of taken) {
    const done = await tx.updateTable('stock').set({ available: sql`available - ${t.qty}`, updatedAt: now })
      .where('articleId', '=', t.key).where('warehouseCode', '=', t.warehouseCode).where('available', '>=', t.qty)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) refuseStock();
  }
  for (const { line } of lines) {
    const qty = taken.filter((t) => t.key === line.product.id).reduce((sum, t) => sum + t.qty, 0);
    // The list filters read these sums (hasStock, best sellers).
    await tx.updateTable('articles').set({ stockTotal: sql`stock_total - ${qty}` }).where('id', '=', line.product.id).execute();
    await tx.updateTable('productGroups').set({ stockTotal: sql`stock_total - ${qty}`, soldQty: sql`sold_qty + ${line.qty}` })
      .where('id', '=', line.product.productGroupId).execute();
  }
  return taken;
}
