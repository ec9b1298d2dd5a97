import { describe, expect, it } from 'vitest';
import { MAX_PASTED_ROWS, parseRows } from '../../src/rules/fast-order.ts';
import { MAX_LIST_LINES, nextRunDate, validScheduleDay } from '../../src/rules/shopping-lists.ts';

describe('a scheduled reorder’s next date', () => {
  it('is the next such weekday, never the day itself', () => {
    // 2026-12-07 is a Monday.
    expect(nextRunDate('weekly', 1, '2026-12-07')).toBe('2026-12-14');
    expect(nextRunDate('weekly', 3, '2026-12-07')).toBe('2026-12-09');
    expect(nextRunDate('weekly', 7, '2026-12-31')).toBe('2027-01-03');
  });

  it('is the next such day of a month, across the year’s end', () => {
    expect(nextRunDate('monthly', 7, '2026-12-07')).toBe('2027-01-07');
    expect(nextRunDate('monthly', 28, '2027-02-01')).toBe('2027-02-28');
    expect(nextRunDate('monthly', 1, '2026-12-31')).toBe('2027-01-01');
  });

  it('takes only days every week or month has', () => {
    expect(validScheduleDay('weekly', 7)).toBe(true);
    expect(validScheduleDay('weekly', 8)).toBe(false);
    expect(validScheduleDay('monthly', 28)).toBe(true);
    expect(validScheduleDay('monthly', 29)).toBe(false);
    expect(validScheduleDay('monthly', 1.5)).toBe(false);
  });
});

describe('a shopping list’s import', () => {
  it('reads a whole list, where a paste into fast order stops at its own limit', () => {
    const text = Array.from({ length: MAX_LIST_LINES + 5 }, (_, i) => `PA-${i};${i + 1}`).join('\n');
    expect(parseRows(text)).toHaveLength(MAX_PASTED_ROWS);
    const rows = parseRows(text, MAX_LIST_LINES);
    expect(rows).toHaveLength(MAX_LIST_LINES);
    expect(rows.at(-1)).toEqual({ code: `PA-${MAX_LIST_LINES - 1}`, qty: String(MAX_LIST_LINES) });
  });
});
