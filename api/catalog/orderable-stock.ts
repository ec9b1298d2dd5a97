import type { StockPlace } from '../../src/rules/freight.ts';
import { openInbound } from '../../src/rules/stock-display.ts';
import type { Database } from '../db/index.ts';
import { todayOf } from '../platform/clock.ts';

// What can be ordered is a catalogue fact: what the catalogue offers by, what the cart checks and what checkout takes from.

/**
 * What can be ordered of each article now, summed over warehouses: stock on hand (below zero counts as none) plus
 * the next arrivals whose pre-order window is open (src/rules/stock-display.ts), the same sum the catalogue offers by.
 */
export async function availableStock(db: Database, articleIds: readonly number[], today = todayOf()) {
  const totals = new Map<number, number>();
  if (!articleIds.length) return totals;
  const rows = await db
    .selectFrom('stock')
    .select(['articleId', 'available', 'nextArrivalQty', 'availableForOrderAt'])
    .where('articleId', 'in', [...new Set(articleIds)])
    .execute();
  for (const r of rows) {
    const orderable =
      Math.max(0, r.available) + openInbound({ nextArrivalQty: r.nextArrivalQty ?? 0, availableForOrderAt: r.availableForOrderAt }, today);
    totals.set(r.articleId, (totals.get(r.articleId) ?? 0) + orderable);
  }
  return totals;
}

/**
 * Each article's stock per warehouse with the warehouse's area, in the order checkout takes from (warehouse
 * position); with `inbound`, the open pre-order arrivals follow, in the same order, after all stock on hand.
 */
export async function stockPlaces(db: Database, articleIds: readonly number[], { inbound = false, today = todayOf() } = {}) {
  const places = new Map<number, (StockPlace & { articleId: number })[]>();
  if (!articleIds.length) return places;
  const rows = await db
    .selectFrom('stock as s')
    .innerJoin('warehouses as w', 'w.code', 's.warehouseCode')
    .select(['s.articleId', 's.warehouseCode', 'w.area as warehouseArea', 's.available', 's.nextArrivalQty', 's.availableForOrderAt'])
    .where('s.articleId', 'in', [...new Set(articleIds)])
    .orderBy('w.position')
    .orderBy('w.code')
    .execute();
  for (const { nextArrivalQty: _q, availableForOrderAt: _a, ...r } of rows)
    places.set(r.articleId, [...(places.get(r.articleId) ?? []), r]);
  if (inbound) {
    for (const r of rows) {
      const qty = openInbound({ nextArrivalQty: r.nextArrivalQty ?? 0, availableForOrderAt: r.availableForOrderAt }, today);
      if (qty > 0)
        places
          .get(r.articleId)!
          .push({ articleId: r.articleId, warehouseCode: r.warehouseCode, warehouseArea: r.warehouseArea, available: qty, inbound: true });
    }
  }
  return places;
}
