/**
 * Which open invoices a dealer may pay together, and how much (spec 2 §4 'Payment selection', §5). The open
 * invoice page marks wrong choices live with these rules and the API refuses a payment request they refuse.
 * Amounts are integers in the currency's minor unit; dates are YYYY-MM-DD (or ISO date-times).
 */

export type InvoicePaymentRule = 'overdue' | 'oldest';

export interface SelectableInvoice {
  id: number;
  dueDate: string;
  /** Positive: payable; negative: a deduction (credit note) that lowers the total. */
  amount: number;
  /** open (or none) may be paid; pending_payment and waiting_for_payment are listed apart and may not. */
  status?: string | null;
}

const DAY = 86_400_000;
const day = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);

/** Days until the due date: negative once it has passed (spec: 'negative means overdue'). */
export const overdueDays = (dueDate: string, today: string) => Math.round((day(dueDate) - day(today)) / DAY);

export const isOverdue = (inv: Pick<SelectableInvoice, 'dueDate'>, today: string) => overdueDays(inv.dueDate, today) < 0;

/** Open (or without a status): the only invoices a payment may include. */
export const isPayable = (inv: Pick<SelectableInvoice, 'status'>) => !inv.status || inv.status === 'open';

export const isDeduction = (inv: Pick<SelectableInvoice, 'amount'>) => inv.amount < 0;

/**
 * The selected positive invoices that break the market's rule, by id.
 * - overdue (default): while an overdue invoice is left out, a selected invoice that is not overdue is wrong.
 * - oldest: a selected invoice due later than the earliest-due invoice left out is wrong.
 * Deductions are chosen on their own and never make a selection wrong.
 */
export function wrongInvoiceIds(
  invoices: readonly SelectableInvoice[],
  selected: ReadonlySet<number>,
  rule: InvoicePaymentRule,
  today: string,
): Set<number> {
  const positive = invoices.filter((i) => isPayable(i) && !isDeduction(i));
  const chosen = positive.filter((i) => selected.has(i.id));
  const left = positive.filter((i) => !selected.has(i.id));
  if (rule === 'oldest') {
    if (!left.length) return new Set();
    const earliestLeft = Math.min(...left.map((i) => day(i.dueDate)));
    return new Set(chosen.filter((i) => day(i.dueDate) > earliestLeft).map((i) => i.id));
  }
  if (!left.some((i) => isOverdue(i, today))) return new Set();
  return new Set(chosen.filter((i) => !isOverdue(i, today)).map((i) => i.id));
}

/** The selected payable invoices' total, deductions included. */
export const selectionTotal = (invoices: readonly SelectableInvoice[], selected: ReadonlySet<number>) =>
  invoices.filter((i) => selected.has(i.id) && isPayable(i)).reduce((sum, i) => sum + i.amount, 0);

export type SelectionProblem = 'not_payable' | 'wrong_selection' | 'no_invoice' | 'total_not_positive';

/** Why the selection cannot be paid, or null when a payment request may be made for it. */
export function selectionProblem(
  invoices: readonly SelectableInvoice[],
  selected: ReadonlySet<number>,
  rule: InvoicePaymentRule,
  today: string,
): SelectionProblem | null {
  const byId = new Map(invoices.map((i) => [i.id, i]));
  if ([...selected].some((id) => !byId.has(id) || !isPayable(byId.get(id)!))) return 'not_payable';
  if (wrongInvoiceIds(invoices, selected, rule, today).size) return 'wrong_selection';
  if (![...selected].some((id) => !isDeduction(byId.get(id)!))) return 'no_invoice';
  if (selectionTotal(invoices, selected) <= 0) return 'total_not_positive';
  return null;
}

/** How many payable invoices (positive, open) fall due on a day: the invoices a page does not show, in summary. */
export interface DueDateCount {
  dueDate: string;
  count: number;
}

/**
 * The payable invoices left out of a choice, per due day (YYYY-MM-DD), from the counts of all of them and the
 * chosen ones; a negative count means a chosen invoice is no longer among them (paid or taken into a payment).
 */
function leftOut(dueDates: readonly DueDateCount[], chosen: readonly SelectableInvoice[]) {
  const left = new Map<string, number>();
  for (const d of dueDates) left.set(d.dueDate.slice(0, 10), (left.get(d.dueDate.slice(0, 10)) ?? 0) + d.count);
  for (const i of chosen)
    if (isPayable(i) && !isDeduction(i)) left.set(i.dueDate.slice(0, 10), (left.get(i.dueDate.slice(0, 10)) ?? 0) - 1);
  return left;
}

/**
 * wrongInvoiceIds for a page that holds only the chosen invoices and the due-day counts of every payable one
 * (the open-invoice page, however many invoices are open): the same answer as with every invoice at hand.
 */
export function wrongChosenIds(
  chosen: readonly SelectableInvoice[],
  dueDates: readonly DueDateCount[],
  rule: InvoicePaymentRule,
  today: string,
): Set<number> {
  const positive = chosen.filter((i) => isPayable(i) && !isDeduction(i));
  const leftDays = [...leftOut(dueDates, chosen)].filter(([, n]) => n > 0).map(([d]) => d);
  if (rule === 'oldest') {
    if (!leftDays.length) return new Set();
    const earliestLeft = Math.min(...leftDays.map(day));
    return new Set(positive.filter((i) => day(i.dueDate) > earliestLeft).map((i) => i.id));
  }
  if (!leftDays.some((d) => isOverdue({ dueDate: d }, today))) return new Set();
  return new Set(positive.filter((i) => !isOverdue(i, today)).map((i) => i.id));
}

/** selectionProblem from the chosen invoices and the due-day counts of every payable one. */
export function chosenProblem(
  chosen: readonly SelectableInvoice[],
  dueDates: readonly DueDateCount[],
  rule: InvoicePaymentRule,
  today: string,
): SelectionProblem | null {
  if (chosen.some((i) => !isPayable(i)) || [...leftOut(dueDates, chosen).values()].some((n) => n < 0)) return 'not_payable';
  if (wrongChosenIds(chosen, dueDates, rule, today).size) return 'wrong_selection';
  if (!chosen.some((i) => !isDeduction(i))) return 'no_invoice';
  if (chosen.reduce((sum, i) => sum + i.amount, 0) <= 0) return 'total_not_positive';
  return null;
}

/** Partial payment: allowed by the market, exactly one positive invoice chosen, and the dealer acknowledged it. */
export function partialPaymentAllowed(
  invoices: readonly SelectableInvoice[],
  selected: ReadonlySet<number>,
  allowPartialPayment: boolean,
  acknowledged: boolean,
): boolean {
  const positives = invoices.filter((i) => selected.has(i.id) && !isDeduction(i));
  return allowPartialPayment && acknowledged && positives.length === 1;
}

export type AmountProblem = { key: 'min'; min: number } | { key: 'max'; max: number };

/**
 * A partial amount is at least 1 (one major unit: 1 dollar, 1 rupiah) and at most the selection total.
 * Messages: 'The minimum amount is 1', 'The maximum amount is {total}'.
 */
export function partialAmountProblem(amount: number, total: number, precision: number): AmountProblem | null {
  const min = 10 ** precision;
  if (!Number.isFinite(amount) || amount < min) return { key: 'min', min };
  if (amount > total) return { key: 'max', max: total };
  return null;
}

/** A partial payment is one whose amount differs from the selection total. */
export const isPartialPayment = (amount: number, total: number) => amount !== total;

/**
 * The payment method's discount (basis points of the total, 150 = 1.5 %), only for a full payment of a method
 * that has one; rounded down to the minor unit so the portal never promises more than the gateway takes off.
 */
export function methodDiscount(total: number, discountBasisPoints: number | null | undefined, partial: boolean): number {
  if (partial || !discountBasisPoints || discountBasisPoints <= 0 || total <= 0) return 0;
  return Math.floor((total * discountBasisPoints) / 10_000);
}
