/**
 * Order limits (quotas) of spec 2 §5: "maximum order quantity per limit in EA". A limit counts single pieces
 * (EA), whatever unit a line is ordered in: a pair of gloves uses two of a limit, a brake set one.
 */

/** Pieces per unit of measure; a unit not listed counts as one piece. */
const EA_PER_UOM: Record<string, number> = { EA: 1, PC: 1, SET: 1, PR: 2 };

export const eaPerUnit = (uom: string): number => EA_PER_UOM[uom.trim().toUpperCase()] ?? 1;

/** A quantity in the line's unit as pieces (EA). */
export const toEa = (qty: number, uom: string): number => qty * eaPerUnit(uom);

/** One quota row as stored: its size and what was ordered of it so far (EA), for a period of days. */
export interface Quota {
  quotaQty: number;
  usedQty: number;
  from: string;
  to: string;
}

/** The limit that binds a line now: the quota with the least left. */
export interface OrderLimit {
  /** The quota's size, EA. */
  limitQty: number;
  /** What may still be ordered in the period, EA (never below 0). */
  remaining: number;
  from: string;
  to: string;
}

/** The tightest of the quotas in force (the one with the least left); null when none limits the article. */
export function tightestLimit(quotas: readonly Quota[]): OrderLimit | null {
  let tightest: OrderLimit | null = null;
  for (const q of quotas) {
    const remaining = Math.max(0, q.quotaQty - q.usedQty);
    if (!tightest || remaining < tightest.remaining) tightest = { limitQty: q.quotaQty, remaining, from: q.from, to: q.to };
  }
  return tightest;
}

/** The most a line in `uom` may hold under the limit (whole units); null when nothing limits it. */
export function maxLineQty(limit: OrderLimit | null, uom: string): number | null {
  return limit ? Math.floor(limit.remaining / eaPerUnit(uom)) : null;
}

/** Whether `qty` in `uom` asks for more pieces than the limit leaves. */
export const exceedsLimit = (qty: number, uom: string, limit: OrderLimit | null): boolean => !!limit && toEa(qty, uom) > limit.remaining;

/** The quantity a line keeps once fitted to its limit: unchanged when within, else the most it may hold (0 removes it). */
export const fittedQty = (qty: number, uom: string, limit: OrderLimit | null): number =>
  exceedsLimit(qty, uom, limit) ? maxLineQty(limit, uom)! : qty;
