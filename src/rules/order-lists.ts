/**
 * How the open-order, delivery and shipped-order lists search, filter and sort (spec 2 §4 'List behaviours').
 * The API applies them before it pages, so a search or sort covers every row, not only the page on screen.
 */

/** The ERP's document type of a consignment fill-up; the consignment-only filter keeps these. */
export const CONSIGNMENT_ORDER_TYPE = 'CF';

/** The customer code an ERP row was booked on may be the customer's isr or its r3 code; the filter picks one. */
export type CustomerCodeFilter = 'isr' | 'r3';

const normalise = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

/** Any of the values contains the term, ignoring case; an empty term matches everything. */
function containsTerm(term: string | null | undefined, values: readonly (string | null | undefined)[]): boolean {
  const t = normalise(term);
  return !t || values.some((v) => normalise(v).includes(t));
}

/** Open orders: the order (B2B) number or the SO number. */
export const matchesOpenOrderSearch = (row: { orderNumber: string; soNumber: string | null }, term?: string | null) =>
  containsTerm(term, [row.orderNumber, row.soNumber]);

/** Deliveries: the DO number or any order number of its lines. */
export const matchesDeliverySearch = (row: { doNumber: string; orderNumbers: readonly string[] }, term?: string | null) =>
  containsTerm(term, [row.doNumber, ...row.orderNumbers]);

/** Shipped orders: the DO number, the tracking number or any order number of its lines. */
export const matchesShippedSearch = (
  row: { doNumber: string; trackingNo: string | null; orderNumbers: readonly string[] },
  term?: string | null,
) => containsTerm(term, [row.doNumber, row.trackingNo, ...row.orderNumbers]);

/** Keeps rows booked on the customer's chosen code; without a choice (or a customer without that code) keeps all. */
export function matchesCustomerCode(
  custCode: string | null | undefined,
  customer: { isr: string | null; r3: string },
  filter?: CustomerCodeFilter | null,
): boolean {
  if (!filter) return true;
  const code = customer[filter];
  return !!code && normalise(custCode) === normalise(code);
}

export const isConsignment = (orderType: string | null | undefined) => orderType === CONSIGNMENT_ORDER_TYPE;

/** Milliseconds of a YYYY-MM-DD or ISO date-time; NaN for anything else (empty, '0000-00-00', garbage). */
export function dateValue(date: string | null | undefined): number {
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return Number.NaN;
  const ms = Date.parse(date.length === 10 ? `${date}T00:00:00Z` : date);
  const year = Number(date.slice(0, 4));
  return year >= 1900 ? ms : Number.NaN;
}

/**
 * Orders rows by a date: valid dates first, newest first unless 'asc' is asked, rows without a valid date last
 * either way. Rows with the same date keep their order (Array.prototype.sort is stable).
 */
export function sortByDate<T>(rows: readonly T[], dateOf: (row: T) => string | null | undefined, direction: 'desc' | 'asc' = 'desc'): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row) => ({ row, at: dateValue(dateOf(row)) }))
    .sort((a, b) => {
      const aValid = !Number.isNaN(a.at),
        bValid = !Number.isNaN(b.at);
      if (aValid !== bValid) return aValid ? -1 : 1;
      return aValid ? sign * (a.at - b.at) : 0;
    })
    .map((x) => x.row);
}

/** Whether a supply confirmation shows its date: always up to today, a later one only with futureConfirmationDisplay. */
export const confirmationDateShown = (date: string, today: string, futureConfirmationDisplay: boolean) =>
  futureConfirmationDisplay || date <= today;
