import type { Database } from '../../db/index.ts';
import type { ErpOutboxTable } from '../../db/types.ts';
import type { Selectable } from 'kysely';
import { localErp } from './local.ts';

export type OutboxRow = Selectable<ErpOutboxTable>;

/** What one tick moved, by the portal's order number. */
export interface ErpReport {
  sent: { orderNo: string; soNumber: string }[];
  confirmed: string[];
  shipped: { orderNo: string; doNumber: string }[];
  invoiced: { orderNo: string; invoiceNos: string[] }[];
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
export interface LineSupplies { articleCode: string; supplies: ExpectedSupply[] }

const connectors: Record<string, (db: Database) => Erp> = { local: localErp };

/** The connector named by ERP_ADAPTER; 'local', the built-in ERP, is the default and the only one so far. */
export function erpFor(db: Database, vars: NodeJS.ProcessEnv = process.env): Erp {
  const name = vars.ERP_ADAPTER || 'local';
  const make = connectors[name];
  if (!make) throw new Error(`ERP_ADAPTER must be one of ${Object.keys(connectors).join(', ')}, not ${name}`);
  return make(db);
}

/** One pass: everything unsent in the outbox goes to the ERP, then the ERP's news comes back. */
export async function tick(db: Database, erp: Erp, now = new Date()): Promise<ErpReport> {
  const rows = await db.selectFrom('erpOutbox').selectAll().where('sentAt', 'is', null).orderBy('id').execute();
  const sent = rows.length ? await erp.submitOrders(rows, now) : [];
  return { sent, ...(await erp.advance(now)) };
}

export const movedAnything = (r: ErpReport) => r.sent.length + r.confirmed.length + r.shipped.length + r.invoiced.length > 0;
