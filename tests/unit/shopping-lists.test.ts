import { describe, expect, it } from 'vitest';
import { nextRunDate, validScheduleDay } from '../../src/rules/shopping-lists.ts';

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
