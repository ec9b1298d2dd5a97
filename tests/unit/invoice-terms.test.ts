import { describe, expect, it } from 'vitest';
import { earlyPaymentHolds, earlyPaymentOf } from '../../src/rules/invoice-terms.ts';

describe('early payment', () => {
  it('grants 2 % until ten days after the invoice date on terms longer than ten days', () => {
    expect(earlyPaymentOf(1_000_000, '2026-02-25', 30)).toEqual({ discount: 20_000, date: '2026-03-07' });
    expect(earlyPaymentOf(999, '2026-12-28', 30)).toEqual({ discount: 19, date: '2027-01-07' });
  });
  it('grants none on short terms or to deductions', () => {
    expect(earlyPaymentOf(1_000_000, '2026-02-25', 10)).toBeNull();
    expect(earlyPaymentOf(-5_000, '2026-02-25', 30)).toBeNull();
  });
  it('holds up to and including its last day', () => {
    expect(earlyPaymentHolds('2026-03-07', '2026-03-07')).toBe(true);
    expect(earlyPaymentHolds('2026-03-07', '2026-03-08')).toBe(false);
    expect(earlyPaymentHolds(null, '2026-03-01')).toBe(false);
  });
});
