/**
 * Credit from the figures (spec 2 §4 'Credit blocked reasons', §9): the credit limit is the ERP's, the rest is
 * counted from the dealer's unpaid invoices and not yet invoiced orders. These rules turn those figures into the
 * reason a company blocks the dealer, and sort unpaid invoices into ageing buckets. The API, the credit widget,
 * checkout and the open-invoice page all read the answer of the same rules.
 */

export type OwnReason = 'limit_exceeded' | 'overdue_over_limit' | 'oldest_ar_blocked';
export type ReasonBlocked = OwnReason | 'other_company_blocked';

/** Spec §9: an invoice counts against the dealer once it is more than 30 days past due. */
export const OVERDUE_THRESHOLD_DAYS = 30;

/**
 * How many invoices may be more than 30 days past due before the company stops selling on credit. One to three
 * late invoices are a slow month at a shop; a fourth is a habit the sales office wants to talk about before more
 * goods go out.
 */
export const MAX_INVOICES_OVERDUE = 3;

/**
 * How long the oldest unpaid invoice may be past due: twice the usual 30-day terms. By then the ERP's dunning
 * has written three times and the item goes to collection, so no new goods leave on credit.
 */
export const OLDEST_AR_MAX_OVERDUE_DAYS = 60;

export interface CreditFigures {
  /** Minor units, all of them. */
  creditLimit: number;
  openInvoice: number;
  openDo: number;
  consignment: number;
}

/** What the dealer owes or has on the way: unpaid invoices, orders not yet invoiced and goods on consignment. */
export const creditExposure = (f: Omit<CreditFigures, 'creditLimit'>) => f.openInvoice + f.openDo + f.consignment;

export interface OverdueFacts {
  /** Unpaid invoices (deductions aside) more than OVERDUE_THRESHOLD_DAYS past due. */
  invoicesOverdueOverThreshold: number;
  /** How many days the oldest unpaid invoice is past due; 0 or less when none is. */
  oldestOverdueDays: number;
}

/** Why this company blocks the dealer by itself, the first that applies in the spec's order; null when it does not. */
export function ownReasonBlocked(f: CreditFigures & OverdueFacts): OwnReason | null {
  if (creditExposure(f) > f.creditLimit) return 'limit_exceeded';
  if (f.invoicesOverdueOverThreshold > MAX_INVOICES_OVERDUE) return 'overdue_over_limit';
  if (f.oldestOverdueDays > OLDEST_AR_MAX_OVERDUE_DAYS) return 'oldest_ar_blocked';
  return null;
}

/** Each company's reason, given all of one customer's companies: its own, else other_company_blocked when another blocks. */
export function reasonsBlocked(own: readonly (OwnReason | null)[]): (ReasonBlocked | null)[] {
  const anyBlocks = own.some((r) => r !== null);
  return own.map((r) => r ?? (anyBlocks ? 'other_company_blocked' : null));
}

const DAY = 86_400_000;

/** A calendar date some days before another (both YYYY-MM-DD). */
export const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);

/** The last due date that is more than OVERDUE_THRESHOLD_DAYS past due on `today`: due dates before it count. */
export const overdueCutoff = (today: string) => daysBefore(today, OVERDUE_THRESHOLD_DAYS);

export type AgeingKey = 'not_due' | 'overdue_1_30' | 'overdue_31_60' | 'overdue_61_90' | 'overdue_over_90';

/** Ageing buckets by days past due, both ends included; `from` null: not yet due (today included). */
export const AGEING_BUCKETS: readonly { key: AgeingKey; from: number | null; to: number | null }[] = [
  { key: 'not_due', from: null, to: 0 },
  { key: 'overdue_1_30', from: 1, to: 30 },
  { key: 'overdue_31_60', from: 31, to: 60 },
  { key: 'overdue_61_90', from: 61, to: 90 },
  { key: 'overdue_over_90', from: 91, to: null },
];

/**
 * Each bucket as a range of due dates on `today` (YYYY-MM-DD, both ends included, null open), so SQL can sum a
 * bucket with plain date comparisons that use the invoices' due-date index.
 */
export function ageingDueDates(today: string) {
  return AGEING_BUCKETS.map((b) => ({
    key: b.key,
    from: b.from,
    to: b.to,
    dueFrom: b.to === null ? null : daysBefore(today, b.to),
    dueTo: b.from === null ? null : daysBefore(today, b.from),
  }));
}

/** The bucket of an invoice that is `daysOverdue` past due (0 or less: not yet due). */
export function ageingKeyOf(daysOverdue: number): AgeingKey {
  return AGEING_BUCKETS.find((b) => (b.from === null || daysOverdue >= b.from) && (b.to === null || daysOverdue <= b.to))!.key;
}

/** An unpaid invoice as the block rules count it; `payable` when it is open (not already in a payment). */
export interface UnpaidInvoice {
  id: number;
  dueDate: string;
  amount: number;
  payable: boolean;
}

/** Whole days a due date is past on `today` (0 or less when not yet due). */
const daysPast = (dueDate: string, today: string) =>
  Math.round((Date.parse(`${today.slice(0, 10)}T00:00:00Z`) - Date.parse(`${dueDate.slice(0, 10)}T00:00:00Z`)) / DAY);

/** The overdue facts of a set of unpaid invoices, counted as the credit figures count them (deductions aside). */
export function overdueFactsOf(unpaid: readonly Pick<UnpaidInvoice, 'dueDate' | 'amount'>[], today: string): OverdueFacts {
  const owing = unpaid.filter((i) => i.amount > 0);
  const oldest = owing.reduce<string | null>((min, i) => (min === null || i.dueDate < min ? i.dueDate : min), null);
  return {
    invoicesOverdueOverThreshold: owing.filter((i) => daysPast(i.dueDate, today) > OVERDUE_THRESHOLD_DAYS).length,
    oldestOverdueDays: oldest ? Math.max(0, daysPast(oldest, today)) : 0,
  };
}

/**
 * The open invoices whose payment lifts a company's own block: the fewest, taken oldest due first. Oldest first
 * pays the overdue ones before any other and keeps both invoice payment rules (overdue, oldest) satisfied, so the
 * answer can be paid as it is. Empty when the company does not block; null when paying open invoices cannot lift
 * the block (invoices already in a payment, or orders not yet invoiced, hold it by themselves).
 */
export function invoicesLiftingBlock(figures: CreditFigures, unpaid: readonly UnpaidInvoice[], today: string): number[] | null {
  if (!ownReasonBlocked({ ...figures, ...overdueFactsOf(unpaid, today) })) return [];
  const payable = unpaid
    .filter((i) => i.payable && i.amount > 0)
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.id - b.id));
  // What paying cannot change: invoices in a payment and deductions.
  const staying = overdueFactsOf(
    unpaid.filter((i) => !(i.payable && i.amount > 0)),
    today,
  );
  let overdueLeft = payable.filter((i) => daysPast(i.dueDate, today) > OVERDUE_THRESHOLD_DAYS).length;
  let paid = 0;
  for (let n = 0; n < payable.length; n++) {
    paid += payable[n].amount;
    if (daysPast(payable[n].dueDate, today) > OVERDUE_THRESHOLD_DAYS) overdueLeft--;
    const next = payable[n + 1];
    const left: OverdueFacts = {
      invoicesOverdueOverThreshold: staying.invoicesOverdueOverThreshold + overdueLeft,
      oldestOverdueDays: Math.max(staying.oldestOverdueDays, next ? daysPast(next.dueDate, today) : 0),
    };
    if (!ownReasonBlocked({ ...figures, openInvoice: figures.openInvoice - paid, ...left }))
      return payable.slice(0, n + 1).map((i) => i.id);
  }
  return null;
}
