import { timeoutMsFrom, withinDeadline } from '../../platform/deadline.ts';
import type { Database } from '../../db/index.ts';
import type { ErpOutboxTable } from '../../db/types.ts';
import type { Selectable } from 'kysely';
import { localErp } from './local.ts';

export type OutboxRow = Selectable<ErpOutboxTable>;

/** What one tick moved, by the portal's order number, and what the ERP did not answer (tried again next tick). */
export interface ErpReport {
  sent: { orderNo: string; soNumber: string }[];
  confirmed: string[];
  shipped: { orderNo: string; doNumber: string }[];
  invoiced: { orderNo: string; invoiceNos: string[] }[];
  failed?: ErpFault[];
}

/** A call the ERP failed or did not answer in time: an outbox row (still unsent) or the advance step. */
export interface ErpFault {
  outboxId: number | null;
  orderId: number | null;
  reason: string;
}

/**
 * The ERP behind the portal. The portal writes accepted orders to erp_outbox; an ERP connector sends them on
 * (submitOrders: SO numbers back, order 'in_progress') and writes back what the ERP has done since (advance:
 * confirmations, deliveries -> 'shipped', invoices -> 'complete'); the checkout asks it what it would confirm
 * (previewConfirmations). A real connector implements the same calls against its system; all must be safe to
 * run from several API nodes at once and to repeat.
 */
export interface Erp {
  readonly name: string;
  submitOrders(rows: readonly OutboxRow[], now: Date): Promise<ErpReport['sent']>;
  advance(now: Date): Promise<Omit<ErpReport, 'sent'>>;
  /** What the ERP would confirm for an order not placed yet (stockOrderConfirmations); it reads, it books nothing. */
  previewConfirmations(request: ConfirmationRequest, now: Date): Promise<LineSupplies[]>;
}

/** An order of one sales organisation as the checkout would send it. */
export interface ConfirmationRequest {
  sorg: string;
  requestDeliveryDate: string | null;
  lines: { articleCode: string; qty: number }[];
}

/** A supply the ERP expects to confirm for a line: how many, on which day, from which site and warehouse. */
export interface ExpectedSupply {
  qty: number;
  date: string;
  site: string;
  sloc: string;
  shippingPoint: string;
  location: string;
  priority: number;
}

/** The expected supplies of one line, in the request's line order. */
export interface LineSupplies {
  articleCode: string;
  supplies: ExpectedSupply[];
}

/**
 * What the portal does inside the ERP's own transactions, where the built-in ERP writes to the portal's database: the
 * frames numbered for a shipment join the open recall campaigns before it commits. The server's root (api/erp.ts)
 * gives the frames domain's rule; an adapter imports no domain.
 */
export interface ErpHooks {
  framesNumbered(tx: Database, frameIds: readonly number[]): Promise<void>;
}

const connectors: Record<string, (db: Database, hooks: ErpHooks) => Erp> = { local: localErp };

/** The connector named by ERP_ADAPTER; 'local', the built-in ERP, is the default and the only one so far. */
export function erpFor(db: Database, hooks: ErpHooks, vars: NodeJS.ProcessEnv = process.env): Erp {
  const name = vars.ERP_ADAPTER || 'local';
  const make = connectors[name];
  if (!make) throw new Error(`ERP_ADAPTER must be one of ${Object.keys(connectors).join(', ')}, not ${name}`);
  return make(db, hooks);
}

/** How long one ERP call may take before the tick gives up on it (ERP_TIMEOUT_SECONDS, default 30). */
export const erpTimeoutMs = (vars: NodeJS.ProcessEnv = process.env): number => timeoutMsFrom(vars, 'ERP_TIMEOUT_SECONDS', 30);

const within = <T>(call: () => Promise<T>, ms: number) => withinDeadline('Erp', call, ms);

const reasonOf = (e: unknown) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));

/**
 * One pass: everything unsent in the outbox goes to the ERP, then the ERP's news comes back. Each row is sent on its
 * own with a deadline: a row the ERP refuses, throws on or leaves hanging stays unsent (the next tick sends it again;
 * receiving is keyed by the row, so a late or repeated answer gives no second SO number) and the rows after it still
 * go. The dealer meanwhile sees the order 'sent to the ERP, waiting for its number'.
 */
export async function tick(db: Database, erp: Erp, now = new Date(), timeoutMs = erpTimeoutMs()): Promise<ErpReport> {
  // An order held for staff confirmation (api/order-confirmation) never reaches the ERP until it is confirmed.
  const rows = await db
    .selectFrom('erpOutbox')
    .selectAll()
    .where('sentAt', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('orderHolds as h')
            .select('h.orderId')
            .whereRef('h.orderId', '=', 'erpOutbox.orderId')
            .where('h.state', '!=', 'confirmed'),
        ),
      ),
    )
    .orderBy('id')
    .execute();
  const sent: ErpReport['sent'] = [];
  const failed: ErpFault[] = [];
  for (const row of rows) {
    try {
      sent.push(...(await within(() => erp.submitOrders([row], now), timeoutMs)));
    } catch (e) {
      failed.push({ outboxId: row.id, orderId: row.orderId, reason: reasonOf(e) });
    }
  }
  try {
    return { sent, ...(await within(() => erp.advance(now), timeoutMs)), failed };
  } catch (e) {
    return { sent, confirmed: [], shipped: [], invoiced: [], failed: [...failed, { outboxId: null, orderId: null, reason: reasonOf(e) }] };
  }
}

export const movedAnything = (r: ErpReport) => r.sent.length + r.confirmed.length + r.shipped.length + r.invoiced.length > 0;
