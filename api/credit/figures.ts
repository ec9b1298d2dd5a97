import { sql } from 'kysely';
import {
  creditExposure,
  overdueCutoff,
  ownReasonBlocked,
  reasonsBlocked,
  type OwnReason,
  type ReasonBlocked,
} from '../../src/rules/credit.ts';
import { overdueDays } from '../../src/rules/invoice-selection.ts';
import type { Database } from '../db/index.ts';

/** The calendar day credit is judged on: UTC, the day the built-in ERP dates its invoices by. */
export const creditToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** Invoices that still owe money: open, and those a payment is under way for until the gateway confirms it. */
export const UNPAID_STATUSES = ['open', 'pending_payment', 'waiting_for_payment'] as const;
/** Orders the ERP has not invoiced yet (complete means invoiced; cancelled orders owe nothing). */
const NOT_INVOICED = ['awaiting_confirmation', 'in_progress', 'shipped'] as const;

/** One company's credit with the customer, counted from the data. Money in minor units. */
export interface CompanyCredit {
  companyId: number;
  companyCode: string;
  companyName: string;
  sorg: string;
  custCode: string;
  currency: string;
  creditControl: string;
  /** The ERP's master figures: the limit it grants and the goods it has out on consignment. */
  creditLimit: number;
  consignment: number;
  /** Unpaid invoices, grand total less what was paid, deductions included. */
  openInvoice: number;
  /** Open invoices past their due date (the open-invoice page's overdue figure). */
  overdueAmount: number;
  /** Order lines not yet invoiced; freight and tax come with the invoice. */
  openDo: number;
  creditExposure: number;
  invoicesOverdueOverThreshold: number;
  oldestDueDate: string | null;
  oldestOverdueDays: number;
  ownReason: OwnReason | null;
  reasonBlocked: ReasonBlocked | null;
}

/**
 * The customer's credit with every company it has credit information with, in company-code order. Three grouped
 * queries (master rows, unpaid invoices by company, open order lines by sales organisation and category) whatever
 * the number of invoices; the invoices' (customer_id, status, due_date) index serves the second.
 */
export async function companyCredit(db: Database, customerId: number, today = creditToday()): Promise<CompanyCredit[]> {
  return (await companyCreditOf(db, [customerId], today)).get(customerId) ?? [];
}

/**
 * The same figures for several customers at once (a sales user's dealers): still three grouped queries, each
 * grouped by customer too, so a list of dealers costs no more round trips than one dealer.
 */
export async function companyCreditOf(
  db: Database,
  customerIds: readonly number[],
  today = creditToday(),
): Promise<Map<number, CompanyCredit[]>> {
  const result = new Map<number, CompanyCredit[]>();
  if (!customerIds.length) return result;
  const ids = [...customerIds];
  const owed = sql<number>`grand_total - paid_amount`;
  const [masters, invoices, orders] = await Promise.all([
    db
      .selectFrom('creditInformation as ci')
      .innerJoin('companies as co', 'co.id', 'ci.companyId')
      .select([
        'ci.customerId',
        'ci.companyId',
        'co.code as companyCode',
        'co.name as companyName',
        'co.sorg',
        'ci.custCode',
        'ci.currency',
        'ci.creditLimit',
        'ci.consignment',
        'ci.creditControl',
      ])
      .where('ci.customerId', 'in', ids)
      .orderBy('co.code')
      .execute(),
    db
      .selectFrom('invoices')
      .select(['customerId', 'companyId'])
      .select([
        sql<number>`sum(${owed})`.as('openInvoice'),
        sql<number>`sum(case when ${owed} > 0 and due_date < ${overdueCutoff(today)} then 1 else 0 end)`.as('overdue'),
        sql<string | null>`min(case when ${owed} > 0 then due_date end)`.as('oldestDue'),
        sql<number>`sum(case when status = 'open' and ${owed} > 0 and due_date < ${today} then ${owed} else 0 end)`.as('overdueAmount'),
      ])
      .where('customerId', 'in', ids)
      .where('status', 'in', UNPAID_STATUSES)
      .groupBy(['customerId', 'companyId'])
      .execute(),
    db
      .selectFrom('orderLines as l')
      .innerJoin('orders as o', 'o.id', 'l.orderId')
      .leftJoin('articles as a', 'a.id', 'l.articleId')
      .select(['o.customerId', 'o.sorg', 'a.category', (eb) => eb.fn.sum<number>('l.subtotal').as('value')])
      .where('o.customerId', 'in', ids)
      .where('o.status', 'in', NOT_INVOICED)
      .groupBy(['o.customerId', 'o.sorg', 'a.category'])
      .execute(),
  ]);

  for (const customerId of ids) {
    const own = masters.filter((m) => m.customerId === customerId);
    // Bikes are sold by '<sorg>-B', everything else by '<sorg>-P', as the ERP invoices them.
    const openDo = new Map<number, number>();
    for (const o of orders) {
      if (o.customerId !== customerId) continue;
      const code = `${o.sorg}-${o.category === 'BIKE' ? 'B' : 'P'}`;
      const company = own.find((m) => m.companyCode === code) ?? own.find((m) => m.sorg === o.sorg);
      if (company) openDo.set(company.companyId, (openDo.get(company.companyId) ?? 0) + Number(o.value));
    }
    const figures = own.map(({ customerId: _customer, ...m }) => {
      const owing = invoices.find((i) => i.customerId === customerId && i.companyId === m.companyId);
      const oldestDueDate = owing?.oldestDue ?? null;
      const counted = {
        creditLimit: Number(m.creditLimit),
        consignment: Number(m.consignment),
        openInvoice: Number(owing?.openInvoice ?? 0),
        openDo: openDo.get(m.companyId) ?? 0,
        invoicesOverdueOverThreshold: Number(owing?.overdue ?? 0),
        oldestOverdueDays: oldestDueDate ? Math.max(0, -overdueDays(oldestDueDate, today)) : 0,
      };
      return {
        ...m,
        ...counted,
        overdueAmount: Number(owing?.overdueAmount ?? 0),
        oldestDueDate,
        creditExposure: creditExposure(counted),
        ownReason: ownReasonBlocked(counted),
      };
    });
    const reasons = reasonsBlocked(figures.map((f) => f.ownReason));
    result.set(
      customerId,
      figures.map((f, i) => ({ ...f, reasonBlocked: reasons[i] })),
    );
  }
  return result;
}

/** Why the customer may not order on credit: the first company's own reason, or null when none blocks. */
export async function creditBlock(db: Database, customerId: number, today = creditToday()) {
  const blocking = (await companyCredit(db, customerId, today)).find((c) => c.ownReason);
  return blocking ? { companyCode: blocking.companyCode, reason: blocking.ownReason! } : null;
}
