/**
 * Freight benefits (spec 2 §3, §4): a market lowers the freight of an order once it takes enough units from one
 * warehouse area. Which area a unit comes from follows the way checkout takes stock: each line from the
 * warehouses in their position order, as much as each holds, until the line is covered; what no warehouse
 * holds waits for the next arrival and comes from no area yet.
 */

/**
 * An article's stock in one warehouse, listed in the order checkout takes from. `inbound` marks a warehouse's next
 * arrival whose pre-order window is open: checkout reserves from it once the stock on hand is taken.
 */
export interface StockPlace {
  warehouseCode: string;
  warehouseArea: string;
  available: number;
  inbound?: boolean;
}

/** Units of one line taken from one warehouse (from its next arrival when `inbound`). */
export interface Allocation<K> {
  key: K;
  warehouseCode: string;
  warehouseArea: string;
  qty: number;
  inbound?: boolean;
}

/**
 * Where each line's units come from. Lines sharing stock rows (the same article twice) see what the earlier
 * line left; stock below zero counts as none.
 */
export function allocateStock<K>(lines: readonly { key: K; qty: number }[], stockOf: (key: K) => readonly StockPlace[]): Allocation<K>[] {
  const used = new Map<StockPlace, number>();
  const out: Allocation<K>[] = [];
  for (const line of lines) {
    let wanted = line.qty;
    for (const place of stockOf(line.key)) {
      if (wanted <= 0) break;
      const take = Math.min(wanted, Math.max(0, place.available - (used.get(place) ?? 0)));
      if (take <= 0) continue;
      used.set(place, (used.get(place) ?? 0) + take);
      out.push({
        key: line.key,
        warehouseCode: place.warehouseCode,
        warehouseArea: place.warehouseArea,
        qty: take,
        ...(place.inbound && { inbound: true }),
      });
      wanted -= take;
    }
  }
  return out;
}

export interface AreaQty {
  warehouseArea: string;
  qty: number;
}

/** Units per warehouse area, areas in the order they are first taken from. */
export function qtyByWarehouseArea(allocations: readonly { warehouseArea: string; qty: number }[]): AreaQty[] {
  const byArea = new Map<string, number>();
  for (const a of allocations) byArea.set(a.warehouseArea, (byArea.get(a.warehouseArea) ?? 0) + a.qty);
  return [...byArea].map(([warehouseArea, qty]) => ({ warehouseArea, qty }));
}

/** One step of a market's freight benefit: from targetQty units out of the area, the freight is lowered by discountAmount (minor units). */
export interface FreightTier {
  warehouseArea: string;
  targetQty: number;
  discountAmount: number;
}

export interface AreaBenefit {
  warehouseArea: string;
  /** Units the cart takes from the area. */
  qty: number;
  isHomeWarehouse: boolean;
  /** The next target to reach and its discount; once the last is reached, that last one. */
  targetQty: number;
  discountAmount: number;
  /** The discount earned now: the highest whose target is reached, else 0. */
  currentDiscountAmount: number;
  /** Units still missing to the next target; 0 when no target is left. */
  missingQty: number;
}

/** What each area of the cart earns, for the areas the market gives benefits in; the home area first. */
export function areaBenefits(tiers: readonly FreightTier[], quantities: readonly AreaQty[], homeArea: string | null): AreaBenefit[] {
  const out: AreaBenefit[] = [];
  for (const { warehouseArea, qty } of quantities) {
    const own = tiers.filter((t) => t.warehouseArea === warehouseArea).sort((a, b) => a.targetQty - b.targetQty);
    if (!own.length) continue;
    const reached = own.filter((t) => qty >= t.targetQty);
    const current = reached.reduce((best, t) => Math.max(best, t.discountAmount), 0);
    const next = own.find((t) => qty < t.targetQty && t.discountAmount > current);
    const shown = next ?? reached[reached.length - 1] ?? own[0]!;
    out.push({
      warehouseArea,
      qty,
      isHomeWarehouse: warehouseArea === homeArea,
      targetQty: shown.targetQty,
      discountAmount: shown.discountAmount,
      currentDiscountAmount: current,
      missingQty: next ? next.targetQty - qty : 0,
    });
  }
  return out.sort((a, b) => Number(b.isHomeWarehouse) - Number(a.isHomeWarehouse));
}

/** The discount an order's freight gets: what every area earned, never more than the freight itself. */
export function freightDiscount(benefits: readonly Pick<AreaBenefit, 'currentDiscountAmount'>[], shipmentAmount: number): number {
  const earned = benefits.reduce((sum, b) => sum + b.currentDiscountAmount, 0);
  return Math.max(0, Math.min(earned, shipmentAmount));
}
