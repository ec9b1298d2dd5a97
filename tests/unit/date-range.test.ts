import { describe, expect, it } from 'vitest';
import { DEFAULT_RANGE_DAYS, dateRangeProblem, isIsoDate, oneYearAfter, rangeOrDefault, shiftDays } from '../../src/rules/date-range.ts';

describe('list date ranges', () => {
  it('knows a real YYYY-MM-DD date', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-1')).toBe(false);
    expect(isIsoDate('2026-01-01T00:00:00Z')).toBe(false);
    expect(isIsoDate('')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it('allows at most one year, both ends included, from not after to', () => {
    expect(dateRangeProblem('2025-03-15', '2026-03-15')).toBeNull();
    expect(dateRangeProblem('2026-03-15', '2026-03-15')).toBeNull();
    expect(dateRangeProblem('2025-03-15', '2026-03-16')).toBe('longer_than_a_year');
    expect(dateRangeProblem('2024-02-29', '2025-02-28')).toBeNull();
    expect(dateRangeProblem('2024-02-29', '2025-03-01')).toBe('longer_than_a_year');
    expect(dateRangeProblem('2026-03-16', '2026-03-15')).toBe('from_after_to');
    expect(dateRangeProblem('2026-02-30', '2026-03-15')).toBe('invalid_date');
    expect(dateRangeProblem('2026-03-15', 'tomorrow')).toBe('invalid_date');
  });

  it('fills a missing end: up to today, the default span before the end', () => {
    expect(rangeOrDefault(null, null, '2026-03-31')).toEqual({ from: shiftDays('2026-03-31', -DEFAULT_RANGE_DAYS), to: '2026-03-31' });
    expect(rangeOrDefault(null, null, '2026-03-31').from).toBe('2025-12-31');
    expect(rangeOrDefault('2026-01-01', undefined, '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(rangeOrDefault('', '2026-02-10', '2026-03-31')).toEqual({ from: '2025-11-12', to: '2026-02-10' });
  });

  it('counts days and years on the calendar', () => {
    expect(shiftDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(oneYearAfter('2025-06-30')).toBe('2026-06-30');
  });
});

describe('paid-invoice date ranges', () => {
  it('keep from and to in the same year, on top of the one-year rule', async () => {
    const { sameYearRangeProblem } = await import('../../src/rules/date-range.ts');
    expect(sameYearRangeProblem('2026-01-01', '2026-12-31')).toBeNull();
    expect(sameYearRangeProblem('2025-12-31', '2026-01-01')).toBe('across_years');
    expect(sameYearRangeProblem('2025-01-01', '2026-01-02')).toBe('longer_than_a_year');
    expect(sameYearRangeProblem('2026-03-02', '2026-03-01')).toBe('from_after_to');
  });

  it('default to this year up to today; a given to keeps its own year', async () => {
    const { yearToDateOr } = await import('../../src/rules/date-range.ts');
    expect(yearToDateOr(null, null, '2026-05-10')).toEqual({ from: '2026-01-01', to: '2026-05-10' });
    expect(yearToDateOr(undefined, '2025-06-30', '2026-05-10')).toEqual({ from: '2025-01-01', to: '2025-06-30' });
  });
});
