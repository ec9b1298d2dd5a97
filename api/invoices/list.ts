import { sql } from 'kysely';
import { sameYearRangeProblem, yearToDateOr, type SameYearRangeProblem } from '../../src/rules/date-range.ts';
import type { Database } from '../db/index.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { ErrorCode, fail } from '../graphql/errors.ts';
import { likeLiteral } from '../db/list-query.ts';
import { type InvoiceTerms, termColumns, termsOf } from './terms.ts';

export const INVOICE_LIST_PAGE_SIZES = [10, 20, 50] as const;

/** A paid invoice as the invoice list shows it (spec 2 §3 'Invoice'); money in minor units of its currency. */
export interface PaidInvoice extends InvoiceTerms {
  id: number;
  sorg: string;
  invoiceNo: string;
  doNo: string | null;
  invoiceDate: string;
  dueDate: string;
  status: string;
  notes: string | null;
  linesTotal: number;
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
  expeditionName: string | null;
  expeditionTracking: string | null;
  terms: string;
  fiscalYear: number;
  companyCode: string;
  companyName: string;
  currency: string;
}

export interface InvoiceListFilter {
  from?: string | null;
  to?: string | null;
  search?: string | null;
  page: number;
  limit: number;
}

export const invoiceColumns = [
  'i.id',
  'i.sorg',
  'i.invoiceNo',
  'i.doNo',
  'i.invoiceDate',
  'i.dueDate',
  'i.status',
  'i.notes',
  'i.linesTotal',
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
  'i.expeditionName',
  'i.expeditionTracking',
  'i.terms',
  'i.fiscalYear',
  'i.currency',
  'c.code as companyCode',
  'c.name as companyName',
  ...termColumns,
] as const;

type Row = { [K in Exclude<keyof PaidInvoice, keyof InvoiceTerms>]: PaidInvoice[K] | bigint | number | string | null } & Parameters<
  typeof termsOf
>[0];
/** SQLite may hand back big sums as bigint or strings; the API speaks numbers. */
export const invoiceOf = (r: Row): PaidInvoice => {
  const n = (v: unknown) => Number(v ?? 0);
  return {
    ...(r as unknown as PaidInvoice),
    linesTotal: n(r.linesTotal),
    grandTotal: n(r.grandTotal),
    paidAmount: n(r.paidAmount),
    tax: n(r.tax),
    shippingCost: n(r.shippingCost),
    discount: n(r.discount),
    surcharges: n(r.surcharges),
    recycleFee: n(r.recycleFee),
    freightAllowance: n(r.freightAllowance),
    fiscalYear: n(r.fiscalYear),
    ...termsOf(r),
  };
};

const rangeMessages: Record<SameYearRangeProblem, [field: string, message: string]> = {
  invalid_date: ['from', 'Dates must be real calendar dates written YYYY-MM-DD'],
  from_after_to: ['from', 'The start date must not be after the end date'],
  longer_than_a_year: ['to', 'The date range can be at most one year'],
  across_years: ['to', 'The start and end dates must be in the same year'],
};

/** The range asked for (this year up to today without one), refused with a field error when the list may not read it. */
export function checkedInvoiceRange(from: string | null | undefined, to: string | null | undefined, today: string) {
  const range = yearToDateOr(from, to, today);
  const problem = sameYearRangeProblem(range.from, range.to);
  if (problem) {
    const [field, message] = rangeMessages[problem];
    fail(ErrorCode.invalidInput, message, { fieldErrors: { [field]: [message] }, problem });
  }
  return range;
}

/** `%` and `_` typed by the dealer match themselves. */
const likeText = (s: string) => `%${likeLiteral(s)}%`;

/**
 * One page of the customer's paid invoices dated inside the range, newest first; search matches the invoice or DO
 * number. Counted and paged in SQL; `customerId` is the session's customer, nothing in the filter widens it.
 */
export async function paidInvoiceList(db: Database, customerId: number, f: InvoiceListFilter, today: string) {
  const range = checkedInvoiceRange(f.from, f.to, today);
  const search = f.search?.trim();
  let q = db
    .selectFrom('invoices as i')
    .innerJoin('companies as c', 'c.id', 'i.companyId')
    .where('i.customerId', '=', customerId)
    .where('i.status', '=', 'paid')
    .where('i.invoiceDate', '>=', range.from)
    .where('i.invoiceDate', '<=', range.to);
  if (search) {
    const like = likeText(search.toLowerCase());
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(i.invoice_no)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(coalesce(i.do_no, ''))`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  const [{ count }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    q
      .select(invoiceColumns)
      .orderBy('i.invoiceDate', 'desc')
      .orderBy('i.id', 'desc')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
  ]);
  const info: PageInfo = pageInfo(f.page, f.limit, Number(count));
  return { invoices: rows.map(invoiceOf), range, info };
}
