import { sql } from 'kysely';
import { ageingDueDates } from '../../src/rules/credit.ts';
import { UNPAID_STATUSES } from '../credit/figures.ts';
import type { Database } from '../db/index.ts';
import type { InvoiceStatus } from '../db/types.ts';
import type { AgeingBucket } from './open-invoices.ts';

/** What is left to pay on an invoice (negative on a deduction). */
export const owed = sql<number>`i.grand_total - i.paid_amount`;

type Narrowing = { companyCode?: string | null; payerCode?: string | null };

/**
 * The customer's invoices in some statuses, narrowed to one company or payer when asked. One status reads the
 * (customer_id, status, due_date) index in due-date order, so oldest-first lists need no sort.
 */
export function invoicesIn(db: Database, customerId: number, statuses: readonly InvoiceStatus[], f: Narrowing) {
  let q = db
    .selectFrom('invoices as i')
    .where('i.customerId', '=', customerId)
    .where('i.status', statuses.length === 1 ? '=' : 'in', statuses.length === 1 ? statuses[0] : statuses);
  if (f.companyCode) q = q.where('i.companyId', 'in', db.selectFrom('companies').select('id').where('code', '=', f.companyCode));
  if (f.payerCode) q = q.where('i.payerCode', '=', f.payerCode);
  return q;
}

/** Sums of one credit customer's unpaid invoices with a company. Minor units. */
export interface OpenInvoiceTotals {
  /** Everything unpaid, deductions included: what the credit figures count. */
  total: number;
  /** Open invoices that may be paid, and how many. */
  payable: number;
  payableCount: number;
  /** Open deductions (negative). */
  deductions: number;
  /** Invoices a payment is under way for. */
  pending: number;
  /** Payable invoices past their due date, and how many. */
  overdue: number;
  overdueCount: number;
}

/** Optional invoice columns, listed for a company when one of its unpaid invoices carries a figure there. */
const OPTIONAL = {
  doNo: 'do_no',
  tax: 'tax',
  shippingCost: 'shipping_cost',
  discount: 'discount',
  surcharges: 'surcharges',
  recycleFee: 'recycle_fee',
  freightAllowance: 'freight_allowance',
} as const;

/**
 * One row per company and credit customer (payer) with its totals (total = payable + deductions + pending; the
 * overdue buckets sum to overdue), ageing buckets and optional columns, all
 * summed in one grouped query over the customer's unpaid invoices.
 */
export async function groupTotals(db: Database, customerId: number, f: Narrowing, today: string) {
  const buckets = ageingDueDates(today);
  // Buckets age the payable invoices only, so the overdue buckets add up to the overdue figure and all of them to
  // what may be paid; deductions and payments in progress are lines of their own beside them.
  const payable = sql`i.status = 'open' and ${owed} > 0`;
  const inBucket = (b: (typeof buckets)[number]) =>
    sql.join(
      [payable, ...(b.dueFrom ? [sql`i.due_date >= ${b.dueFrom}`] : []), ...(b.dueTo ? [sql`i.due_date <= ${b.dueTo}`] : [])],
      sql` and `,
    );
  const overdue = sql`${payable} and i.due_date < ${today}`;
  const rows = await invoicesIn(db, customerId, UNPAID_STATUSES, f)
    .innerJoin('companies as co', 'co.id', 'i.companyId')
    .select(['i.companyId', 'co.code as companyCode', 'co.name as companyName', 'i.payerCode'])
    .select([
      sql<string>`max(i.payer_name)`.as('payerName'),
      sql<string>`max(i.currency)`.as('currency'),
      sql<number>`sum(${owed})`.as('total'),
      sql<number>`sum(case when ${payable} then ${owed} else 0 end)`.as('payable'),
      sql<number>`sum(case when ${payable} then 1 else 0 end)`.as('payableCount'),
      sql<number>`sum(case when i.status = 'open' and ${owed} < 0 then ${owed} else 0 end)`.as('deductions'),
      sql<number>`sum(case when i.status <> 'open' then ${owed} else 0 end)`.as('pending'),
      sql<number>`sum(case when ${overdue} then ${owed} else 0 end)`.as('overdue'),
      sql<number>`sum(case when ${overdue} then 1 else 0 end)`.as('overdueCount'),
      ...buckets.flatMap((b, n) => [
        sql<number>`sum(case when ${inBucket(b)} then ${owed} else 0 end)`.as(`bucketValue${n}`),
        sql<number>`sum(case when ${inBucket(b)} then 1 else 0 end)`.as(`bucketCount${n}`),
      ]),
      ...Object.values(OPTIONAL).map((column, n) =>
        (column === 'do_no'
          ? sql<number>`max(case when i.do_no is not null then 1 else 0 end)`
          : sql<number>`max(case when ${sql.ref(`i.${column}`)} <> 0 then 1 else 0 end)`
        ).as(`optional${n}`),
      ),
    ])
    .groupBy(['i.companyId', 'co.code', 'co.name', 'i.payerCode'])
    .orderBy('co.code')
    .orderBy('i.payerCode')
    .execute();
  return rows.map((r) => {
    const row = r as typeof r & Record<string, number | string>;
    const totals: OpenInvoiceTotals = {
      total: Number(r.total),
      payable: Number(r.payable),
      payableCount: Number(r.payableCount),
      deductions: Number(r.deductions),
      pending: Number(r.pending),
      overdue: Number(r.overdue),
      overdueCount: Number(r.overdueCount),
    };
    const ageing: AgeingBucket[] = buckets.map((b, n) => ({
      key: b.key,
      from: b.from,
      to: b.to,
      value: Number(row[`bucketValue${n}`]),
      count: Number(row[`bucketCount${n}`]),
    }));
    const additionalDisplays = Object.keys(OPTIONAL).filter((_name, n) => Number(row[`optional${n}`]) === 1);
    return {
      companyId: r.companyId,
      companyCode: r.companyCode,
      companyName: r.companyName,
      payerCode: r.payerCode,
      payerName: r.payerName,
      currency: r.currency,
      totals,
      ageing,
      additionalDisplays,
    };
  });
}
