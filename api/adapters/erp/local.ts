import type { Database } from '../../db/index.ts';
import type { Erp, ErpHooks, ErpReport } from './index.ts';
import { invoiceOrder, toInvoice } from './local-invoices.ts';
import { shipOrder, toShip } from './local-deliveries.ts';
import { confirmOrder, receiveOrder, toConfirm } from './local-orders.ts';
import { previewConfirmations } from './local-previews.ts';

const present = <T>(xs: (T | null)[]) => xs.filter((x): x is T => x !== null);

/**
 * The built-in ERP: it lives in the portal's own database and moves orders along as time passes, so every screen
 * has live data without an outside system. Received -> SO number and supply confirmations at once; a day after the
 * order -> delivery ('shipped'); two days after -> invoice ('complete'). Each step is its own transaction opened by
 * a guarded UPDATE, one order at a time, so ticks repeat harmlessly and may run in several processes at once.
 * A step waits for a tick later than the one that did the step before, so one tick never jumps an order to the end.
 */
export function localErp(db: Database, hooks: ErpHooks): Erp {
  return {
    name: 'local',
    async submitOrders(rows, now) {
      const sent: ErpReport['sent'] = [];
      // Only new orders exist so far; rows of other kinds stay unsent for a connector that knows them.
      for (const row of rows.filter((r) => r.kind === 'order.created')) {
        const got = await receiveOrder(db, row, now);
        if (got) sent.push(got);
      }
      return sent;
    },
    async advance(now) {
      const confirmed = present(await inTurn(await toConfirm(db), (o) => confirmOrder(db, o.id, now)));
      const shipped = present(await inTurn(await toShip(db, now), (o) => shipOrder(db, o.id, now, hooks)));
      const invoiced = present(await inTurn(await toInvoice(db, now), (o) => invoiceOrder(db, o.id, now)));
      return { confirmed, shipped, invoiced };
    },
    previewConfirmations: (request, now) => previewConfirmations(db, request, now),
  };
}

/** One order after the other: SQLite has one writer anyway, and the report keeps the orders' order. */
async function inTurn<T, R>(items: readonly T[], step: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await step(item));
  return out;
}
