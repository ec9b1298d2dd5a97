/**
 * Shopping lists: a dealer's named lists of articles and quantities, kept per market, ordered through the normal
 * cart and checkout. The page and the API share these limits and messages.
 */

export const LIST_NAME_MAX = 60;
/** Lists a dealer keeps in one market; more is a sign of lists used as orders. */
export const MAX_LISTS = 100;
/** Lines on one list: a season's range of a large shop fits. */
export const MAX_LIST_LINES = 500;
/** Lines one call may add or set (an import of a whole list). */
export const MAX_LINES_PER_CALL = MAX_LIST_LINES;
export const LIST_PAGE_SIZE = 20;

/** The list's refusals, with their keys in the lists namespace (lists:errors.<key>). */
export const shoppingListMessages = {
  name_required: 'Give the list a name',
  name_too_long: 'The name is too long (at most {{max}} characters)',
  name_taken: 'You already have a list with this name',
  too_many_lists: 'You have {{max}} lists already: delete one you no longer need',
  too_many_lines: 'A list holds at most {{max}} lines',
  not_sold: '{{code}}: not sold in your market',
  qty_invalid: 'Enter a whole number from 1 to {{max}}',
  only_maker: 'Only the person who made this list may share or delete it',
  schedule_frequency: 'Choose weekly or monthly',
  schedule_day: 'Choose a day the list is ordered on',
  schedule_option: 'This option is not available, choose another',
} as const;
export type ShoppingListMessageKey = keyof typeof shoppingListMessages;

/** The columns of an exported list, in the order a spreadsheet shows them; an import reads the first two. */
export const LIST_EXPORT_COLUMNS = ['article', 'qty', 'name', 'unit', 'price_listed', 'price_today'] as const;

/** A list's name as stored: blanks trimmed and runs of them made one. */
export const listName = (name: string) => name.trim().replace(/\s+/g, ' ');

/** How often a list is ordered by itself: every week on a weekday, or every month on a day. */
export const SCHEDULE_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
/** Monthly orders fall on days every month has. */
export const LAST_MONTH_DAY = 28;

/** Whether a day fits the frequency: 1 (Monday) to 7 (Sunday) weekly, 1 to 28 monthly. */
export const validScheduleDay = (frequency: ScheduleFrequency, day: number) =>
  Number.isInteger(day) && day >= 1 && day <= (frequency === 'weekly' ? 7 : LAST_MONTH_DAY);

/** The first date after `after` (YYYY-MM-DD) on which the schedule orders. */
export function nextRunDate(frequency: ScheduleFrequency, day: number, after: string): string {
  const date = new Date(`${after}T00:00:00Z`);
  for (let i = 0; i < 62; i++) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = ((date.getUTCDay() + 6) % 7) + 1;
    if (frequency === 'weekly' ? weekday === day : date.getUTCDate() === day) return date.toISOString().slice(0, 10);
  }
  throw new Error(`no ${frequency} date for day ${day}`);
}
