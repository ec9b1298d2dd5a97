import { sql } from 'kysely';
import { articleLabel } from '../../src/rules/cart.ts';
import { allocateStock as allocate, type Allocation } from '../../src/rules/freight.ts';
import { availableStock, stockPlaces } from '../catalog/orderable-stock.ts';
import { isPostgres } from '../db/dialect.ts';
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
 * Where each line's quantity comes from: warehouse by warehouse in their position order (src/rules/freight.ts, which
 * the freight benefits follow too), then the next arrivals whose pre-order window is open (what the catalogue offered
 * as orderable from that date). With the host's availableStockCheck every line must be covered first (else the whole
 * checkout is refused and the cart stays); without it, what is there is taken and the rest waits for the next
 * arrival. Reads only: `takeStock` writes it, last.
 */
export async function allocateStock(
  tx: Database,
  lines: readonly PricedCartLine[],
  checkAvailable: boolean,
): Promise<Allocation<number>[]> {
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

  return allocate(
    lines.map((l) => ({ key: l.line.product.id, qty: l.line.qty })),
    placesOf,
  );
}

/**
 * Takes what `allocateStock` chose, as the transaction's last writes: the stock rows, the articles' and product
 * groups' sums are what every checkout of the same articles waits for, so they are held from here to the commit only.
 * Rows are written in one fixed order (article, warehouse; then articles and groups by id) whatever the cart's order,
 * so two checkouts never wait on each other in a circle. Each decrement is a guarded UPDATE (`available >= taken`,
 * `next_arrival_qty >= reserved`): when another checkout took the stock since it was read, nothing goes negative and
 * the checkout is refused (rolled back) instead.
 */
export async function takeStock(tx: Database, lines: readonly PricedCartLine[], taken: readonly Allocation<number>[]) {
  const now = nowIso();
  const rows = new Map<string, { articleId: number; warehouseCode: string; inbound: boolean; qty: number }>();
  for (const t of taken) {
    const id = `${t.key}|${t.warehouseCode}|${t.inbound ? 1 : 0}`;
    const row = rows.get(id) ?? { articleId: t.key, warehouseCode: t.warehouseCode, inbound: !!t.inbound, qty: 0 };
    row.qty += t.qty;
    rows.set(id, row);
  }
  const inOrder = [...rows.values()].sort(
    (a, b) => a.articleId - b.articleId || (a.warehouseCode < b.warehouseCode ? -1 : a.warehouseCode > b.warehouseCode ? 1 : 0),
  );
  // The list filters read these sums (hasStock, best sellers). Reserved arrivals were never on hand: the stock sums
  // count what left the shelves.
  const shelved = new Map<number, number>();
  const groups = new Map<number, { shelved: number; sold: number }>();
  for (const { line } of lines) {
    const qty = taken.filter((t) => t.key === line.product.id && !t.inbound).reduce((sum, t) => sum + t.qty, 0);
    shelved.set(line.product.id, qty);
    const group = groups.get(line.product.productGroupId) ?? { shelved: 0, sold: 0 };
    groups.set(line.product.productGroupId, { shelved: group.shelved + qty, sold: group.sold + line.qty });
  }
  const articles = [...shelved].sort(([a], [b]) => a - b);
  const productGroups = [...groups].sort(([a], [b]) => a - b);
  if (isPostgres(tx) && inOrder.length) return takeInOneStatement(tx, inOrder, articles, productGroups, now);
  for (const t of inOrder) {
    const done = t.inbound
      ? await tx
          .updateTable('stock')
          .set({ nextArrivalQty: sql`next_arrival_qty - ${t.qty}`, updatedAt: now })
          .where('articleId', '=', t.articleId)
          .where('warehouseCode', '=', t.warehouseCode)
          .where('nextArrivalQty', '>=', t.qty)
          .executeTakeFirst()
      : await tx
          .updateTable('stock')
          .set({ available: sql`available - ${t.qty}`, updatedAt: now })
          .where('articleId', '=', t.articleId)
          .where('warehouseCode', '=', t.warehouseCode)
          .where('available', '>=', t.qty)
          .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) refuseStock();
  }
  for (const [id, qty] of articles)
    await tx
      .updateTable('articles')
      .set({ stockTotal: sql`stock_total - ${qty}` })
      .where('id', '=', id)
      .execute();
  for (const [id, group] of productGroups)
    await tx
      .updateTable('productGroups')
      .set({ stockTotal: sql`stock_total - ${group.shelved}`, soldQty: sql`sold_qty + ${group.sold}` })
      .where('id', '=', id)
      .execute();
}

/**
 * PostgreSQL: the same writes as one statement, a round trip instead of one per row, so the rows every checkout of
 * these articles waits for are held for the shortest time. The rows come in the same fixed order; a stock row whose
 * guard fails is not written, and the count tells.
 */
async function takeInOneStatement(
  tx: Database,
  rows: readonly { articleId: number; warehouseCode: string; inbound: boolean; qty: number }[],
  articles: readonly [number, number][],
  groups: readonly [number, { shelved: number; sold: number }][],
  now: string,
) {
  const stock = sql.join(rows.map((r) => sql`(${r.articleId}::int, ${r.warehouseCode}::text, ${r.inbound}::boolean, ${r.qty}::int)`));
  const sums = sql.join(articles.map(([id, qty]) => sql`(${id}::int, ${qty}::int)`));
  const groupSums = sql.join(groups.map(([id, g]) => sql`(${id}::int, ${g.shelved}::int, ${g.sold}::int)`));
  const { rows: done } = await sql<{ taken: number }>`
    with taken as (
      update stock set
        available = available - case when v.inbound then 0 else v.qty end,
        next_arrival_qty = next_arrival_qty - case when v.inbound then v.qty else 0 end,
        updated_at = ${now}
      from (values ${stock}) as v(article_id, warehouse_code, inbound, qty)
      where stock.article_id = v.article_id and stock.warehouse_code = v.warehouse_code
        and case when v.inbound then stock.next_arrival_qty >= v.qty else stock.available >= v.qty end
      returning 1
    ), shelved as (
      update articles set stock_total = stock_total - v.qty
      from (values ${sums}) as v(id, qty) where articles.id = v.id
      returning 1
    ), grouped as (
      update product_groups set stock_total = stock_total - v.shelved, sold_qty = sold_qty + v.sold
      from (values ${groupSums}) as v(id, shelved, sold) where product_groups.id = v.id
      returning 1
    )
    select (select count(*) from taken) as taken, (select count(*) from shelved) + (select count(*) from grouped) as summed`.execute(tx);
  if (Number(done[0]?.taken) !== rows.length) refuseStock();
}
