import type { Faker } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import { booksOf } from '../../adapters/erp/local-markets.ts';
import type { InvoiceStatus, InvoiceTable, ReasonBlocked } from '../types.ts';
import type { CustomerSeed } from './customers.ts';

/**
 * The dealers' receivables the ERP had before the portal: open invoices that make each dealer's credit figures
 * (overdue ones for the dealers the plan blocks for overdue invoices, large ones for those over their limit) and
 * a year of paid ones behind them (average payment days). They carry no lines and no order: the portal only
 * lists and settles them. Dates count back from the day of the seed, so the reasons hold on that day.
 */

/** Payment terms of the seeded invoices: the ERP's default when a customer has none of its own. */
const TERMS = { code: 'NT30', days: 30 };

export interface ReceivableSeed {
  /** Days from the invoice date back from the day of the seed. */
  invoicedDaysAgo: number;
  /** Minor units; negative: a deduction (credit note). */
  grandTotal: number;
  status: InvoiceStatus;
  /** Paid invoices: days from the invoice date to the clearing date. */
  paidAfterDays: number | null;
  /** Carries the freight of its delivery. */
  freight: boolean;
}

type Due = { dueIn: number; status: InvoiceStatus };

/** Days until due (negative: overdue) of each open invoice, by what the plan wants the company to show. */
function dueDays(f: Faker, reason: ReasonBlocked | null, showcase: boolean): Due[] {
  const days = (n: number, min: number, max: number): Due[] =>
    Array.from({ length: n }, () => ({ dueIn: f.number.int({ min, max }), status: 'open' }));
  const n = (min: number, max: number) => f.number.int({ min, max });
  // The demo dealer: overdue and not yet due invoices, one a payment is pending for and one the bank is clearing.
  if (showcase) {
    return [
      ...[-24, -12, -5, 3, 11, 19, 27].map((dueIn): Due => ({ dueIn, status: 'open' })),
      { dueIn: 6, status: 'pending_payment' },
      { dueIn: -3, status: 'waiting_for_payment' },
    ];
  }
  switch (reason) {
    case 'overdue_over_limit':
      return [...days(n(4, 6), -55, -31), ...days(n(0, 2), 1, 30)];
    // One invoice long past due; no more than a few past 30 days, so the count alone would not block.
    case 'oldest_ar_blocked':
      return [...days(1, -110, -61), ...days(n(1, 3), -20, 30)];
    default:
      return days(n(1, 5), -25, 30);
  }
}

/** Open invoices of one company adding up to `total` (minor units), deductions included. */
export function openReceivables(f: Faker, reason: ReasonBlocked | null, total: number, unit: number, showcase: boolean): ReceivableSeed[] {
  if (total < unit * 50) return [];
  let dues = dueDays(f, reason, showcase);
  // Too little to split: one invoice, the first planned (the overdue one where the plan wants one).
  if (total < unit * 50 * dues.length) dues = dues.slice(0, 1);
  const round = (v: number) => Math.round(v / unit) * unit;
  const deduction = showcase || f.number.float() < 0.2 ? round(total * f.number.float({ min: 0.02, max: 0.06 })) : 0;
  const weights = dues.map(() => f.number.float({ min: 0.4, max: 1.6 }));
  const sum = weights.reduce((a, b) => a + b, 0);
  const payable = total + deduction;
  const amounts = weights.map((w) => round((payable * w) / sum));
  amounts[amounts.length - 1] = payable - amounts.slice(0, -1).reduce((a, b) => a + b, 0);
  const invoices: ReceivableSeed[] = dues.map((d, i) => ({
    invoicedDaysAgo: TERMS.days - d.dueIn,
    grandTotal: amounts[i],
    status: d.status,
    paidAfterDays: null,
    freight: f.number.float() < 0.4,
  }));
  if (deduction)
    invoices.push({
      invoicedDaysAgo: f.number.int({ min: 3, max: 40 }),
      grandTotal: -deduction,
      status: 'open',
      paidAfterDays: null,
      freight: false,
    });
  return invoices;
}

/** A year of paid invoices; dealers blocked for overdue invoices paid late before, too. */
export function paidReceivables(f: Faker, creditLimit: number, unit: number, slow: boolean): ReceivableSeed[] {
  return Array.from({ length: f.number.int({ min: 3, max: 6 }) }, () => {
    const paidAfterDays = slow ? f.number.int({ min: 35, max: 80 }) : f.number.int({ min: 8, max: 45 });
    return {
      invoicedDaysAgo: paidAfterDays + f.number.int({ min: 5, max: 400 }),
      paidAfterDays,
      status: 'paid' as const,
      grandTotal: Math.max(unit, Math.round((creditLimit * f.number.float({ min: 0.03, max: 0.2 })) / unit) * unit),
      freight: f.number.float() < 0.4,
    };
  });
}

const DAY = 86_400_000;
const dayOf = (now: Date, daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Freight a seeded invoice carries: about a regular shipment's rate, in minor units. */
const freightOf = (sorg: string, minorUnits: number) => (sorg === '1000' ? 150_000 : 35) * minorUnits;

/**
 * The invoice rows of every dealer's receivables, numbered per sales organisation in date order from the ERP's
 * INV range, and the range's last number, so the built-in ERP goes on after them.
 */
export function receivableRows(
  customers: readonly CustomerSeed[],
  companyIdOf: (code: string) => number,
  customerIdOf: (r3: string) => number,
  now: Date,
) {
  const rows: (Insertable<InvoiceTable> & { invoiceNo: string })[] = [];
  for (const c of customers) {
    const { taxRate } = booksOf(c.market.sorg);
    for (const credit of c.credit) {
      for (const r of credit.receivables) {
        const invoiceDate = dayOf(now, r.invoicedDaysAgo);
        const net = Math.round(r.grandTotal / (1 + taxRate));
        const freight = r.freight && r.grandTotal > 0 ? Math.min(freightOf(c.market.sorg, c.market.minorUnits), Math.round(net / 10)) : 0;
        rows.push({
          invoiceNo: '',
          sorg: c.market.sorg,
          companyId: companyIdOf(credit.companyCode),
          customerId: customerIdOf(c.row.codeR3),
          payerCode: c.row.codeIsr ?? c.row.codeR3,
          payerName: c.row.name,
          invoiceDate,
          dueDate: addDays(invoiceDate, TERMS.days),
          fiscalYear: Number(invoiceDate.slice(0, 4)),
          terms: TERMS.code,
          status: r.status,
          currency: credit.currency,
          linesTotal: net - freight,
          shippingCost: freight,
          tax: r.grandTotal - net,
          grandTotal: r.grandTotal,
          paidAmount: r.status === 'paid' ? r.grandTotal : 0,
          clearingDate: r.paidAfterDays === null ? null : addDays(invoiceDate, r.paidAfterDays),
          accountingNo: '',
          assignment: null,
          createdAt: `${invoiceDate}T00:00:00.000Z`,
        });
      }
    }
  }
  rows.sort((a, b) => a.sorg.localeCompare(b.sorg) || a.invoiceDate.localeCompare(b.invoiceDate));
  const last = new Map<string, number>();
  for (const row of rows) {
    const n = (last.get(row.sorg) ?? 0) + 1;
    last.set(row.sorg, n);
    row.invoiceNo = `INV${row.sorg}${String(n).padStart(6, '0')}`;
    row.accountingNo = `14${row.sorg}${String(n).padStart(6, '0')}`;
  }
  return { invoices: rows, numberRanges: [...last].map(([sorg, lastNumber]) => ({ kind: 'INV', sorg, lastNumber })) };
}
