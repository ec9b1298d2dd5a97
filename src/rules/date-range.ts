/**
 * Date ranges of the lists that take one (deliveries, shipped orders): YYYY-MM-DD, both ends included, at most
 * one year long (spec 2 §5). The page keeps the dealer inside the rule and the API refuses anything else.
 */

/** Without a range the lists show this many days up to today. */
export const DEFAULT_RANGE_DAYS = 90;

export type DateRangeProblem = 'invalid_date' | 'from_after_to' | 'longer_than_a_year';

const DAY = 86_400_000;

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isIsoDate(date: string | null | undefined): date is string {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === date;
}

/** The date some days later (negative: earlier), in UTC calendar days. */
export const shiftDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The same day a year later; 29 February compares as itself, so a range from it may end on 28 February. */
export const oneYearAfter = (date: string) => `${String(Number(date.slice(0, 4)) + 1).padStart(4, '0')}${date.slice(4)}`;

/** What is wrong with a range, or null when it may be asked for. */
export function dateRangeProblem(from: string, to: string): DateRangeProblem | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return 'invalid_date';
  if (from > to) return 'from_after_to';
  if (to > oneYearAfter(from)) return 'longer_than_a_year';
  return null;
}

/**
 * The range a list reads: the given ends, a missing end filled in (to: today; from: DEFAULT_RANGE_DAYS before to).
 * Not checked here; pass the answer to dateRangeProblem.
 */
export function rangeOrDefault(from: string | null | undefined, to: string | null | undefined, today: string) {
  const end = to || today;
  return { from: from || shiftDays(end, -DEFAULT_RANGE_DAYS), to: end };
}

/** What is wrong with a paid-invoice range: the one-year rule, and from and to in the same calendar year (spec 2 §5). */
export type SameYearRangeProblem = DateRangeProblem | 'across_years';

export function sameYearRangeProblem(from: string, to: string): SameYearRangeProblem | null {
  return dateRangeProblem(from, to) ?? (from.slice(0, 4) !== to.slice(0, 4) ? 'across_years' : null);
}

/** Without a range the paid-invoice list reads this year up to today; a missing from starts the year of to. */
export function yearToDateOr(from: string | null | undefined, to: string | null | undefined, today: string) {
  const end = to || today;
  return { from: from || `${end.slice(0, 4)}-01-01`, to: end };
}

/**
 * The lists whose range spans at most 30 days (spec 2 §5 'maximum 30 days selectable for some lists'): the store-visit
 * forms, whose rows carry photos. Both ends included: 1 to 31 March is the longest range from 1 March.
 */
export const MAX_SHORT_RANGE_DAYS = 30;
export type ShortRangeProblem = 'invalid_date' | 'from_after_to' | 'longer_than_30_days';

export function shortRangeProblem(from: string, to: string): ShortRangeProblem | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return 'invalid_date';
  if (from > to) return 'from_after_to';
  return to > shiftDays(from, MAX_SHORT_RANGE_DAYS) ? 'longer_than_30_days' : null;
}
