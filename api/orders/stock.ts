import { sql } from 'kysely';
import { articleLabel } from '../../src/rules/cart.ts';
import { allocateStock, type Allocation } from '../../src/rules/freight.ts';
import { availableStock, stockPlaces } from '../catalog/orderable-stock.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { type UserError, userError } from '../graphql/mutation-result.ts';
import { checkoutMessages as say, refuse } from './answer.ts';
import type { PricedCartLine } from './checkout-checks.ts';
import { nowIso, todayOf } from '../platform/clock.ts';

// Without line errors (another checkout took the stock first) the refusal still names its key.
const refuseStock = (errors: UserError[] = [userError('cart', say.stock.text, say.stock.key)]) =>
  refuse(ErrorCode.stockLimited, say.stock.text, errors);

/** A line that asks for more than can be ordered now: which line, and what is left. */
export interface StockShortage {
  lineId: number;
  available: number;
}

/** The lines asking for more than can be ordered now (lines of one article share what is left, in cart order). */
export async function stockShortages(
  db: Database,
  lines: readonly { id: number; qty: number; product: { id: number } }[],
  today = todayOf(),
) {
  const stock = await availableStock(
    db,
    lines.map((l) => l.product.id),
    today,
  );
  const short = new Map<number, number>();
  for (const line of lines) {
    const left = stock.get(line.product.id) ?? 0;
    if (line.qty > left) short.set(line.id, left);
    stock.set(line.product.id, Math.max(0, left - line.qty));
  }
  return short;
}

/**
 * The host's exactQtyCheckout: every line must be covered by the stock there is, else the checkout is refused
 * before anything is taken, naming each line that asks for more and how many are available.
 */
export async function checkExactQuantities(tx: Database, lines: readonly PricedCartLine[]) {
  const short = await stockShortages(
    tx,
    lines.map((l) => l.line),
  );
  const over = lines.flatMap(({ line }, i) => {
    const available = short.get(line.id);
    const article = articleLabel(line.product);
    return available === undefined
      ? []
      : [
          userError(`cart.${i}.qty`, `${article}: ${line.qty} ordered, only ${available} available`, 'checkout:errors.line_over_stock', {
            article,
            qty: line.qty,
            available,
          }),
        ];
  });
  if (over.length) refuse(ErrorCode.stockLimited, 'Some quantities exceed the available stock: lower them and order again', over);
}

/**
 * Takes each line's quantity from stock, warehouse by warehouse in their position order (src/rules/freight.ts,
 * which the freight benefits follow too), then reserves from the next arrivals whose pre-order window is open (what
 * the catalogue offered as orderable from that date). With the host's availableStockCheck every line must be covered
 * first (else the whole checkout is refused and the cart stays); without it, what is there is taken and the rest
 * waits for the next arrival. Each decrement is a guarded UPDATE (`available >= taken`, `next_arrival_qty >=
 * reserved`), so neither goes negative even where another writer got in between (PostgreSQL). Answers what was
 * taken from where.
 */
export async function takeStock(tx: Database, lines: readonly PricedCartLine[], checkAvailable: boolean): Promise<Allocation<number>[]> {
  const places = await stockPlaces(
    tx,
    lines.map((l) => l.line.product.id),
    { inbound: true },
  );
  const placesOf = (articleId: number) => places.get(articleId) ?? [];

  if (checkAvailable) {
    const short = lines.flatMap(({ line }, i) => {
      const available = placesOf(line.product.id).reduce((sum, r) => sum + Math.max(0, r.available), 0);
      return available >= line.qty
        ? []
        : [
            userError(
              `cart.${i}.qty`,
              `${articleLabel(line.product)}: ${line.qty} ordered, only ${available} available`,
              'checkout:errors.line_over_stock',
              { article: articleLabel(line.product), qty: line.qty, available },
            ),
          ];
    });
    if (short.length) refuseStock(short);
  }

  const taken = allocateStock(
    lines.map((l) => ({ key: l.line.product.id, qty: l.line.qty })),
    placesOf,
  );
  const now = nowIso();
  for (const t of taken) {
    const done = t.inbound
      ? await tx
          .updateTable('stock')
          .set({ nextArrivalQty: sql`next_arrival_qty - ${t.qty}`, updatedAt: now })
          .where('articleId', '=', t.key)
          .where('warehouseCode', '=', t.warehouseCode)
          .where('nextArrivalQty', '>=', t.qty)
          .executeTakeFirst()
      : await tx
          .updateTable('stock')
          .set({ available: sql`available - ${t.qty}`, updatedAt: now })
          .where('articleId', '=', t.key)
          .where('warehouseCode', '=', t.warehouseCode)
          .where('available', '>=', t.qty)
          .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) refuseStock();
  }
  for (const { line } of lines) {
    // Reserved arrivals were never on hand: the stock sums count what left the shelves.
    const qty = taken.filter((t) => t.key === line.product.id && !t.inbound).reduce((sum, t) => sum + t.qty, 0);
    // The list filters read these sums (hasStock, best sellers).
    await tx
      .updateTable('articles')
      .set({ stockTotal: sql`stock_total - ${qty}` })
      .where('id', '=', line.product.id)
      .execute();
    await tx
      .updateTable('productGroups')
      .set({ stockTotal: sql`stock_total - ${qty}`, soldQty: sql`sold_qty + ${line.qty}` })
      .where('id', '=', line.product.productGroupId)
      .execute();
  }
  return taken;
}
