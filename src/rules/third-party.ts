/**
 * Third party (spec 3 §4 'Third-party orders', §7 'Third party', §9): the status of an order line and who moves it,
 * what a dealer sees of a vendor's stock and price, and the batches article updates and deletes travel in.
 * The spec does not show the statuses; these follow an order to a vendor from placing to receipt.
 */

export const ORDER_LINE_STATUSES = ['ordered', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderLineStatus = (typeof ORDER_LINE_STATUSES)[number];

/** The vendor moves a line forward one step at a time, and may cancel it until it has shipped. */
const NEXT: Record<OrderLineStatus, readonly OrderLineStatus[]> = {
  ordered: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const isOrderLineStatus = (s: string): s is OrderLineStatus => (ORDER_LINE_STATUSES as readonly string[]).includes(s);

/** The statuses a line in `from` may move to. */
export const nextStatuses = (from: OrderLineStatus): readonly OrderLineStatus[] => NEXT[from];

export const mayMove = (from: OrderLineStatus, to: string): boolean => isOrderLineStatus(to) && NEXT[from].includes(to);

/** A line whose stock went back to the vendor: a cancelled one. */
export const returnsStock = (to: OrderLineStatus) => to === 'cancelled';

/** Article attribute updates and deletes travel in batches of this many (spec 3 §9). */
export const PRODUCT_BATCH = 75;

export const batchesOf = <T>(items: readonly T[], size = PRODUCT_BATCH): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export interface BatchReport<T, R> {
  /** Answers of the batches that went through, in order. */
  done: { batch: number; items: T[]; answer: R }[];
  /** Batches that failed (the call threw, or `failedIf` said so); the run went on past each. */
  failed: { batch: number; items: T[]; reason: string }[];
}

/**
 * Sends `items` in batches, one call per batch, each batch all or nothing on the server. A batch that fails is
 * reported and the run goes on with the next (spec 3 §7: errors are swallowed and the batch carries on).
 */
export async function runInBatches<T, R>(
  items: readonly T[],
  send: (batch: T[]) => Promise<R>,
  {
    size = PRODUCT_BATCH,
    failedIf = () => null,
    onProgress,
  }: {
    size?: number;
    /** A reason when an answer means the batch did not apply. */
    failedIf?: (answer: R) => string | null;
    onProgress?: (doneBatches: number, totalBatches: number) => void;
  } = {},
): Promise<BatchReport<T, R>> {
  const batches = batchesOf(items, size);
  const report: BatchReport<T, R> = { done: [], failed: [] };
  for (const [i, batch] of batches.entries()) {
    try {
      const answer = await send(batch);
      const reason = failedIf(answer);
      if (reason) report.failed.push({ batch: i, items: batch, reason });
      else report.done.push({ batch: i, items: batch, answer });
    } catch (e) {
      report.failed.push({ batch: i, items: batch, reason: e instanceof Error ? e.message : String(e) });
    }
    onProgress?.(i + 1, batches.length);
  }
  return report;
}

/** Stock as a dealer reads it: the number where the host checks third-party stock, else only whether there is any. */
export interface ShownStock {
  qty: number | null;
  available: boolean;
}

export const shownStock = (stock: number, checkStock: boolean): ShownStock => ({ qty: checkStock ? stock : null, available: stock > 0 });

/** A price the dealer sees only where the host checks third-party prices; otherwise the vendor confirms it. */
export const shownPrice = (price: number, checkPrice: boolean): number | null => (checkPrice ? price : null);

/** What one cart line comes to, in minor units. */
export const lineSubtotal = (price: number, qty: number) => price * qty;

/** Cart lines of several vendors, grouped per vendor in the order they were first added. */
export function groupByVendor<L extends { vendorId: number }>(lines: readonly L[]): { vendorId: number; lines: L[] }[] {
  const groups = new Map<number, L[]>();
  for (const l of lines) groups.set(l.vendorId, [...(groups.get(l.vendorId) ?? []), l]);
  return [...groups].map(([vendorId, ls]) => ({ vendorId, lines: ls }));
}

/** A third-party order's number: 3P, the sales organisation's first digit, then a running number. */
export const thirdPartyOrderNo = (sorg: string, n: number) => `3P${sorg.slice(0, 1)}${String(n).padStart(7, '0')}`;
