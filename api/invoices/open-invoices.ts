import type { AgeingKey } from '../../src/rules/credit.ts';
import { overdueDays } from '../../src/rules/invoice-selection.ts';
import { whileCountersUnchanged } from '../platform/change-cache.ts';
import { creditToday } from '../credit/figures.ts';
import type { Database } from '../db/index.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { type InvoiceTerms, termColumns, termsOf } from './terms.ts';
import { groupTotals, invoicesIn, type OpenInvoiceTotals, owed } from './open-invoice-totals.ts';

export const OPEN_INVOICE_PAGE_SIZES = [10, 20, 50] as const;

/** An unpaid invoice as the open-invoice page shows it (spec 2 §3 'Invoice'). Money in minor units. */
export interface OpenInvoice extends InvoiceTerms {
  id: number;
  sorg: string;
  invoiceNo: string;
  doNo: string | null;
  invoiceDate: string;
  dueDate: string;
  /** Days until due: negative once overdue. */
  overdue: number;
  status: string;
  notes: string | null;
  /** What is left to pay: positive payable, negative a deduction. */
  accountingAmount: number;
  accountingNo: string;
  grandTotal: number;
  paidAmount: number;
  clearingDate: string | null;
  payerCode: string;
  payerName: string;
  tax: number;
  shippingCost: number;
  discount: number;
  surcharges: number;
  recycleFee: number;
  freightAllowance: number;
  terms: string;
  fiscalYear: number;
  assignment: string | null;
  expeditionName: string | null;
  expeditionTracking: string | null;
  currency: string;
  companyCode: string;
}

/** A payable invoice as the payment rules need it (for choosing every one at once). */
export interface SelectableInvoice {
  id: number;
  dueDate: string;
  amount: number;
}

/** How many payable invoices fall due on a day: what the payment rules need of the invoices not on the page. */
export interface DueDateCount {
  dueDate: string;
  count: number;
}

export interface AgeingBucket {
  key: AgeingKey;
  from: number | null;
  to: number | null;
  value: number;
  count: number;
}

export interface OpenInvoiceCreditCust {
  custCode: string;
  custName: string;
  /** One page of the open, payable invoices, oldest due first. */
  ar: OpenInvoice[];
  info: PageInfo;
  /** Open deductions, chosen apart from the invoices. */
  deductions: OpenInvoice[];
  /** Invoices a payment is under way for: listed, not payable again. */
  pending: OpenInvoice[];
  /** The payable invoices counted per due date, oldest first (a summary, however many there are). */
  dueDates: DueDateCount[];
  /** Whose invoices, for reading every payable one on demand (payableInvoices). */
  customerId: number;
  companyId: number;
  ageing: AgeingBucket[];
  totals: OpenInvoiceTotals;
}

export interface OpenInvoiceCompany {
  companyCode: string;
  companyName: string;
  currency: string;
  /** The optional invoice columns that carry a figure for this company (tax, shippingCost, discount...). */
  additionalDisplays: string[];
  /** The day overdue is counted on, so the page applies the payment rules to the same day. */
  today: string;
  creditCust: OpenInvoiceCreditCust[];
}

export interface OpenInvoiceFilter {
  companyCode?: string | null;
  payerCode?: string | null;
  page: number;
  limit: number;
}

const columns = [
  'i.id',
  'i.sorg',
  'i.invoiceNo',
  'i.doNo',
  'i.invoiceDate',
  'i.dueDate',
  'i.status',
  'i.notes',
  'i.accountingNo',
  'i.grandTotal',
  'i.paidAmount',
  'i.clearingDate',
  'i.payerCode',
  'i.payerName',
  'i.tax',
  'i.shippingCost',
  'i.discount',
  'i.surcharges',
  'i.recycleFee',
  'i.freightAllowance',
  'i.terms',
  'i.fiscalYear',
  'i.assignment',
  'i.expeditionName',
  'i.expeditionTracking',
  'i.currency',
  'i.companyId',
  ...termColumns,
] as const;

/**
 * The active customer's unpaid invoices per company and credit customer (payer): totals, ageing buckets and the
 * payable invoices counted per due date (what the payment rules need) are summed in SQL over all of them; the
 * payable invoices come one page at a time (oldest due first, the invoices' due-date index), deductions and
 * invoices being paid in full beside them. So the answer stays small however many invoices are open. Everything
 * is read for `customerId`, the session's customer; companyCode and payerCode only narrow that.
 */
export async function openInvoices(
  db: Database,
  customerId: number,
  f: OpenInvoiceFilter,
  today = creditToday(),
): Promise<OpenInvoiceCompany[]> {
  const [groups, dueDates, deductions, pending] = await Promise.all([
    groupTotals(db, customerId, f, today),
    invoicesIn(db, customerId, ['open'], f)
      .where(owed, '>', 0)
      .select(['i.companyId', 'i.payerCode', 'i.dueDate', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['i.companyId', 'i.payerCode', 'i.dueDate'])
      .orderBy('i.dueDate')
      .execute(),
    invoicesIn(db, customerId, ['open'], f).where(owed, '<', 0).select(columns).orderBy('i.dueDate').orderBy('i.id').execute(),
    invoicesIn(db, customerId, ['pending_payment', 'waiting_for_payment'], f)
      .select(columns)
      .orderBy('i.dueDate')
      .orderBy('i.id')
      .execute(),
  ]);
  const pages = await Promise.all(
    groups.map((g) =>
      invoicesIn(db, customerId, ['open'], {})
        .select(columns)
        .where('i.companyId', '=', g.companyId)
        .where('i.payerCode', '=', g.payerCode)
        .where(owed, '>', 0)
        .orderBy('i.dueDate')
        .orderBy('i.id')
        .limit(f.limit)
        .offset((f.page - 1) * f.limit)
        .execute(),
    ),
  );
  const codeOf = new Map(groups.map((g) => [g.companyId, g.companyCode]));

  const invoice = (r: (typeof pending)[number]): OpenInvoice => ({
    ...r,
    companyCode: codeOf.get(r.companyId) ?? '',
    overdue: overdueDays(r.dueDate, today),
    accountingAmount: Number(r.grandTotal) - Number(r.paidAmount),
    grandTotal: Number(r.grandTotal),
    paidAmount: Number(r.paidAmount),
    tax: Number(r.tax),
    shippingCost: Number(r.shippingCost),
    discount: Number(r.discount),
    surcharges: Number(r.surcharges),
    recycleFee: Number(r.recycleFee),
    freightAllowance: Number(r.freightAllowance),
    fiscalYear: Number(r.fiscalYear),
    ...termsOf(r),
  });
  const ofGroup = <R extends { companyId: number; payerCode: string }>(rows: R[], g: { companyId: number; payerCode: string }) =>
    rows.filter((r) => r.companyId === g.companyId && r.payerCode === g.payerCode);

  const companies = new Map<number, OpenInvoiceCompany>();
  groups.forEach((g, n) => {
    let company = companies.get(g.companyId);
    if (!company) {
      companies.set(
        g.companyId,
        (company = {
          companyCode: g.companyCode,
          companyName: g.companyName,
          currency: g.currency,
          additionalDisplays: [],
          today,
          creditCust: [],
        }),
      );
    }
    for (const d of g.additionalDisplays) if (!company.additionalDisplays.includes(d)) company.additionalDisplays.push(d);
    company.creditCust.push({
      custCode: g.payerCode,
      custName: g.payerName,
      ar: pages[n].map(invoice),
      info: pageInfo(f.page, f.limit, g.totals.payableCount),
      deductions: ofGroup(deductions, g).map(invoice),
      pending: ofGroup(pending, g).map(invoice),
      dueDates: ofGroup(dueDates, g).map((d) => ({ dueDate: d.dueDate, count: Number(d.count) })),
      customerId,
      companyId: g.companyId,
      ageing: g.ageing,
      totals: g.totals,
    });
  });
  return [...companies.values()];
}

const MAX_KEPT = 500;

/**
 * The open-invoice page as `openInvoices` reads it, kept per customer, narrowing, page and day while the database's
 * 'invoices' counter stays where it was (migration 0037: any write to invoices or companies raises it in the
 * writing transaction). A dealer with thousands of open invoices otherwise sums all of them on every page turn
 * and every return to the page; a payment, an invoice or a credit note written on any node is seen on the next read.
 */
export function keptOpenInvoices(
  db: Database,
  customerId: number,
  f: OpenInvoiceFilter,
  today = creditToday(),
): Promise<OpenInvoiceCompany[]> {
  const key = JSON.stringify([customerId, f.companyCode ?? null, f.payerCode ?? null, f.page, f.limit, today]);
  return whileCountersUnchanged(db, ['invoices'], 'open-invoices', MAX_KEPT, key, () => openInvoices(db, customerId, f, today));
}

/** Every payable invoice of one credit customer, oldest due first: read only when the dealer chooses them all. */
export async function payableInvoices(
  db: Database,
  c: Pick<OpenInvoiceCreditCust, 'customerId' | 'companyId' | 'custCode'>,
): Promise<SelectableInvoice[]> {
  const rows = await invoicesIn(db, c.customerId, ['open'], {})
    .where('i.companyId', '=', c.companyId)
    .where('i.payerCode', '=', c.custCode)
    .where(owed, '>', 0)
    .select(['i.id', 'i.dueDate', owed.as('amount')])
    .orderBy('i.dueDate')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({ id: r.id, dueDate: r.dueDate, amount: Number(r.amount) }));
}

/** Days until due in words for a reader of English; the page words it in the reader's language from `overdue`. */
export const overdueDisplay = (overdue: number) =>
  overdue < 0
    ? `${-overdue} day${overdue === -1 ? '' : 's'} overdue`
    : overdue === 0
      ? 'Due today'
      : `Due in ${overdue} day${overdue === 1 ? '' : 's'}`;
