import type { HostConfig } from '../../src/rules/host-config.ts';
import { hasStock, isoDay, offeredForOrder, type StockLine, stockDisplay, type WarehouseStock } from '../../src/rules/stock-display.ts';
import type { StockRow } from './loaders.ts';

export type { StockLine };

const asWarehouseStock = (r: StockRow): WarehouseStock => ({
  warehouse: r.warehouseName,
  available: r.available,
  custorder: r.custorder,
  nextArrivalDate: r.nextArrivalDate,
  nextArrivalQty: r.nextArrivalQty ?? 0,
  availableForOrderAt: r.availableForOrderAt,
});

/** An article's stock lines as the host shows them (masks, per warehouse or summed, next arrival mode). */
export function stockLines(config: HostConfig, rows: readonly StockRow[], today = isoDay(new Date())): StockLine[] {
  return stockDisplay(rows.map(asWarehouseStock), config, today);
}

/** A thumbnail's stock: all warehouses summed, whatever the host's stockDisplay, plus the in-stock and orderable flags. */
export function stockSummary(config: HostConfig, rows: readonly StockRow[], today = isoDay(new Date())) {
  const stock = rows.map(asWarehouseStock);
  return {
    hasStock: hasStock(stock),
    orderable: offeredForOrder(stock, config, today),
    ...stockDisplay(stock, { ...config, stockDisplay: 'cumulative' }, today)[0],
  };
}

export type StockSummary = ReturnType<typeof stockSummary>;
