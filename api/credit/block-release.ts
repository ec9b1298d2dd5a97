import { invoicesLiftingBlock, type OwnReason } from '../../src/rules/credit.ts';
import type { Database } from '../db/index.ts';
import type { Customer } from '../db/types.ts';
import type { HostConfig } from '../../src/rules/host-config.ts';
import { companyCredit, creditToday, UNPAID_STATUSES } from './figures.ts';
import { precisionOf } from '../../src/rules/money.ts';

/** An open invoice checkout offers to pay; amount in minor units. */
export interface ReleaseInvoice {
  id: number;
  invoiceNo: string;
  dueDate: string;
  amount: number;
  payerCode: string;
}

/** What lifts one company's block (spec 2 §4 'Credit blocked'): the invoices to pay, or null when paying cannot. */
export interface CreditBlockRelease {
  companyCode: string;
  companyName: string;
  reason: OwnReason;
  currency: string;
  precision: number;
  /** Oldest due first; empty when paying open invoices cannot lift the block. */
  invoices: ReleaseInvoice[];
  total: number;
  liftable: boolean;
}

/**
 * For every company that blocks the active customer by itself, the fewest open invoices whose payment lifts the
 * block (src/rules/credit.ts invoicesLiftingBlock), so checkout can offer to pay exactly those.
 */
export async function creditBlockRelease(
  db: Database,
  customer: Customer,
  host: HostConfig,
  today = creditToday(),
): Promise<CreditBlockRelease[]> {
  const blocking = (await companyCredit(db, customer.id, today)).filter((c) => c.ownReason);
  return Promise.all(
    blocking.map(async (c) => {
      const unpaid = await db
        .selectFrom('invoices')
        .select(['id', 'invoiceNo', 'dueDate', 'payerCode', 'status', (eb) => eb('grandTotal', '-', eb.ref('paidAmount')).as('amount')])
        .where('customerId', '=', customer.id)
        .where('companyId', '=', c.companyId)
        .where('status', 'in', UNPAID_STATUSES)
        .orderBy('dueDate')
        .orderBy('id')
        .execute();
      const ids = invoicesLiftingBlock(
        c,
        unpaid.map((i) => ({ id: i.id, dueDate: i.dueDate, amount: Number(i.amount), payable: i.status === 'open' })),
        today,
      );
      const chosen = new Set(ids ?? []);
      const invoices = unpaid
        .filter((i) => chosen.has(i.id))
        .map((i) => ({ id: i.id, invoiceNo: i.invoiceNo, dueDate: i.dueDate, amount: Number(i.amount), payerCode: i.payerCode }));
      return {
        companyCode: c.companyCode,
        companyName: c.companyName,
        reason: c.ownReason!,
        currency: c.currency,
        precision: precisionOf(c.currency, host),
        invoices,
        total: invoices.reduce((sum, i) => sum + i.amount, 0),
        liftable: ids !== null,
      };
    }),
  );
}
