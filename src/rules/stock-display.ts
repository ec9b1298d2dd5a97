import type { HostConfig } from './host-config.ts';

/**
 * How stock is shown (spec 2 §3 Stock, spec 1 §3.1): each host decides whether quantities are masked
 * (maskStock, maskNextArrival), whether warehouses are summed or listed (stockDisplay), how the next arrival
 * reads (nextArrivalDisplay: quantity, days or date) and how far ahead an arrival is worth showing
 * (nextArrivalMonth). Dates are calendar days 'YYYY-MM-DD' (UTC).
 */

/** The host settings that shape the stock display. */
export type StockConfig = Pick<HostConfig, 'maskStock' | 'maskNextArrival' | 'stockDisplay' | 'nextArrivalDisplay' | 'nextArrivalMonth'>;

/** A masked quantity: a level instead of a number (translated by the page). */
export type StockLevel = 'none' | 'low' | 'available';

/** Below this many units a stock quantity shows as 'low' when masked. */
export const LOW_STOCK_LIMIT = 10;

/** Stock of one article in one warehouse, as stored. */
export interface WarehouseStock {
  warehouse: string;
  available: number;
  custorder: number;
  nextArrivalDate: string | null;
  nextArrivalQty: number;
  availableForOrderAt: string | null;
}

/** A quantity as shown: the number (null when masked) and its level (always there). */
export interface StockFigure {
  qty: number | null;
  mask: StockLevel;
}

/** The next arrival as shown: `mode` says which of qty, days or date the page puts first. */
export interface NextArrival {
  mode: HostConfig['nextArrivalDisplay'];
  date: string;
  /** Whole days from today to the arrival (0 = today). */
  days: number;
  /** Arriving quantity; null when maskNextArrival hides it. */
  qty: number | null;
  mask: StockLevel;
}

/** One stock line: a warehouse, or (warehouse null) all warehouses together. */
export interface StockLine {
  warehouse: string | null;
  available: StockFigure;
  custorder: StockFigure;
  nextArrival: NextArrival | null;
  availableForOrderAt: string | null;
}

/** The level of a quantity: none (0 or less), low (under LOW_STOCK_LIMIT) or available. */
export function maskStock(qty: number): StockLevel {
  if (!(qty > 0)) return 'none';
  return qty < LOW_STOCK_LIMIT ? 'low' : 'available';
}

/** A quantity as shown: masked hides the number but keeps the level. */
export function stockFigure(qty: number, masked: boolean): StockFigure {
  const clean = Math.max(0, Math.trunc(qty || 0));
  return { qty: masked ? null : clean, mask: maskStock(clean) };
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/** A Date as its UTC calendar day 'YYYY-MM-DD'. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The calendar day `months` after `iso`, clamped to the month's end (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return isoDay(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

/**
 * Whether an arrival date is worth showing: not in the past and, when nextArrivalMonth is above 0, no later
 * than that many months after today (0 or less = no limit).
 */
export function withinNextArrivalMonth(date: string, today: string, nextArrivalMonth: number): boolean {
  // 'YYYY-MM-DD' days compare as strings.
  const day = date.slice(0, 10);
  if (day < today.slice(0, 10)) return false;
  return !(nextArrivalMonth > 0) || day <= lastArrivalDay(today, nextArrivalMonth);
}

// A page of articles asks with the same today and months for every line: remember the last answer.
let lastLimit = { today: '', months: 0, day: '' };
function lastArrivalDay(today: string, months: number): string {
  if (lastLimit.today !== today || lastLimit.months !== months) lastLimit = { today, months, day: addMonths(today, months) };
  return lastLimit.day;
}

/** The next arrival as the host shows it, or null when there is none, no quantity or it falls outside nextArrivalMonth. */
export function nextArrivalDisplay(
  arrival: { date: string | null; qty: number },
  config: Pick<StockConfig, 'maskNextArrival' | 'nextArrivalDisplay' | 'nextArrivalMonth'>,
  today: string,
): NextArrival | null {
  if (!arrival.date || !(arrival.qty > 0) || !withinNextArrivalMonth(arrival.date, today, config.nextArrivalMonth)) return null;
  const figure = stockFigure(arrival.qty, config.maskNextArrival);
  const date = arrival.date.slice(0, 10);
  return { mode: config.nextArrivalDisplay, date, days: dayNumber(date) - dayNumber(today), qty: figure.qty, mask: figure.mask };
}

/** The earliest arrival worth showing across warehouses, with every quantity arriving that day summed. */
function earliestArrival(rows: readonly WarehouseStock[], today: string, nextArrivalMonth: number) {
  const shown = rows.filter(
    (r) => r.nextArrivalDate && r.nextArrivalQty > 0 && withinNextArrivalMonth(r.nextArrivalDate, today, nextArrivalMonth),
  );
  if (!shown.length) return { date: null, qty: 0 };
  const date = shown.map((r) => r.nextArrivalDate!.slice(0, 10)).sort()[0];
  return { date, qty: shown.filter((r) => r.nextArrivalDate!.startsWith(date)).reduce((sum, r) => sum + r.nextArrivalQty, 0) };
}

const earliest = (dates: (string | null)[]) => dates.filter((d): d is string => !!d).sort()[0] ?? null;

/**
 * An article's stock lines per the host: 'cumulative' gives one line (warehouse null) summing all warehouses
 * with the earliest next arrival; 'warehouse' gives one line per warehouse in the given order.
 */
export function stockDisplay(rows: readonly WarehouseStock[], config: StockConfig, today: string): StockLine[] {
  const line = (warehouse: string | null, part: readonly WarehouseStock[]): StockLine => ({
    warehouse,
    available: stockFigure(
      part.reduce((sum, r) => sum + Math.max(0, r.available), 0),
      config.maskStock,
    ),
    custorder: stockFigure(
      part.reduce((sum, r) => sum + Math.max(0, r.custorder), 0),
      config.maskStock,
    ),
    nextArrival: nextArrivalDisplay(earliestArrival(part, today, config.nextArrivalMonth), config, today),
    availableForOrderAt: earliest(part.map((r) => r.availableForOrderAt)),
  });
  if (config.stockDisplay === 'warehouse') return rows.map((r) => line(r.warehouse, [r]));
  return [line(null, rows)];
}

/** Whether any stock is available across warehouses (the hasStock filter and the 'in stock' flag). */
export const hasStock = (rows: readonly WarehouseStock[]): boolean => rows.some((r) => r.available > 0);

/**
 * What a warehouse's next arrival may already be ordered against: once its availableForOrderAt day has come (the
 * pre-order window), the whole arriving quantity; before that day, or without a date, nothing.
 */
export function openInbound(row: Pick<WarehouseStock, 'nextArrivalQty' | 'availableForOrderAt'>, today: string): number {
  if (!row.availableForOrderAt || row.availableForOrderAt.slice(0, 10) > today.slice(0, 10)) return 0;
  return Math.max(0, Math.trunc(row.nextArrivalQty || 0));
}

/** What can be ordered now across warehouses: stock on hand plus the arrivals whose pre-order window is open. */
export function orderableQty(
  rows: readonly Pick<WarehouseStock, 'available' | 'nextArrivalQty' | 'availableForOrderAt'>[],
  today: string,
): number {
  return rows.reduce((sum, r) => sum + Math.max(0, r.available) + openInbound(r, today), 0);
}

/** Whether the host holds an order to the stock there is (any of its stock checks); without one, back orders wait for arrivals. */
export const checksStock = (config: Pick<HostConfig, 'availableStockCheck' | 'exactQtyCheck' | 'exactQtyCheckout'>): boolean =>
  config.availableStockCheck || config.exactQtyCheck || config.exactQtyCheckout;

/**
 * Whether the catalogue may offer an article for ordering now: always where back orders are taken, else only with
 * something orderable (on hand, or an arrival whose pre-order window is open). Checkout holds orders to the same sum.
 */
export function offeredForOrder(
  rows: readonly WarehouseStock[],
  config: Pick<HostConfig, 'availableStockCheck' | 'exactQtyCheck' | 'exactQtyCheckout'>,
  today: string,
): boolean {
  return !checksStock(config) || orderableQty(rows, today) > 0;
}
