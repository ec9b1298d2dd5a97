import { dateAfter } from './local-numbers.ts';

/** A line to confirm: `key` names it for the caller (an order line id, an article code). */
export interface PlanLine<K> {
  key: K;
  articleId: number;
  qty: number;
  category: string;
}
export interface PlanWarehouse {
  code: string;
  name: string;
}
export interface PlanStock {
  articleId: number;
  warehouseCode: string;
  available: number;
  nextArrivalDate: string | null;
}

/** One supply confirmation of a line, as the built-in ERP writes it to order_confirmations. */
export interface PlannedSupply<K> {
  key: K;
  qty: number;
  confirmedDate: string;
  site: string;
  sloc: string;
  shippingPoint: string;
  location: string;
  priority: number;
}

/**
 * How the built-in ERP confirms an order's lines from the sales organisation's warehouses (listed in the order
 * checkout takes stock): the first warehouse that holds the article (else the first that lists it) ships it, a few
 * days out (further warehouses take a day longer); an article sold out everywhere with an arrival coming is confirmed two days after that
 * arrival. Never before the dealer's requested delivery date. Pure, so confirming an order and previewing one
 * give the same answer for the same stock.
 */
export function confirmationPlan<K>(
  order: { sorg: string; requestDeliveryDate: string | null },
  lines: readonly PlanLine<K>[],
  warehouses: readonly PlanWarehouse[],
  stock: readonly PlanStock[],
  now: Date | string,
): PlannedSupply<K>[] {
  return lines.map((line) => {
    const own = stock.filter((s) => s.articleId === line.articleId);
    const soldOut = own.length > 0 && own.every((s) => s.available <= 0);
    const arrival = own.filter((s) => s.nextArrivalDate).sort((a, b) => a.nextArrivalDate!.localeCompare(b.nextArrivalDate!))[0];
    const holds = (w: PlanWarehouse) => own.some((s) => s.warehouseCode === w.code && s.available > 0);
    const lists = (w: PlanWarehouse) => own.some((s) => s.warehouseCode === w.code);
    const index = Math.max(
      0,
      soldOut && arrival
        ? warehouses.findIndex((w) => w.code === arrival.warehouseCode)
        : warehouses.some(holds)
          ? warehouses.findIndex(holds)
          : warehouses.findIndex(lists),
    );
    const warehouse = warehouses[index] ?? { code: `${order.sorg}-WH`, name: 'Central warehouse' };
    let date = soldOut && arrival ? dateAfter(arrival.nextArrivalDate!, 2) : dateAfter(now, 3 + index);
    if (order.requestDeliveryDate && order.requestDeliveryDate.slice(0, 10) > date) date = order.requestDeliveryDate.slice(0, 10);
    return {
      key: line.key,
      qty: line.qty,
      confirmedDate: date,
      site: warehouse.code,
      sloc: line.category === 'BIKE' ? 'FG01' : 'PA01',
      shippingPoint: `${warehouse.code.replace(/^\w+-/, '')}1`,
      location: warehouse.name,
      priority: 1,
    };
  });
}
