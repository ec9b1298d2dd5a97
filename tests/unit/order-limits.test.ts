import { describe, expect, it } from 'vitest';
import { eaPerUnit, exceedsLimit, fittedQty, maxLineQty, tightestLimit, toEa } from '../../src/rules/order-limits.ts';

const quota = (quotaQty: number, usedQty: number, to = '2027-03-31') => ({ quotaQty, usedQty, from: '2026-10-01', to });

describe('order limits in EA', () => {
  it('counts pieces per unit: a pair is two, a piece, an each and a set one, anything unknown one', () => {
    expect(['PC', 'EA', 'SET', 'PR', 'pr', 'BOX'].map(eaPerUnit)).toEqual([1, 1, 1, 2, 2, 1]);
    expect(toEa(3, 'PR')).toBe(6);
    expect(toEa(3, 'SET')).toBe(3);
  });

  it('binds a line by the quota with the least left, never below zero', () => {
    expect(tightestLimit([])).toBeNull();
    expect(tightestLimit([quota(10, 2), quota(5, 1, '2026-12-31')])).toEqual({
      limitQty: 5,
      remaining: 4,
      from: '2026-10-01',
      to: '2026-12-31',
    });
    expect(tightestLimit([quota(3, 7)])).toMatchObject({ remaining: 0 });
  });

  it('tells the most a line may hold in its own unit', () => {
    const limit = tightestLimit([quota(10, 3)]);
    expect(maxLineQty(limit, 'PC')).toBe(7);
    expect(maxLineQty(limit, 'PR')).toBe(3);
    expect(maxLineQty(null, 'PR')).toBeNull();
  });

  it('compares in EA and fits a line to its limit (0 when nothing is left)', () => {
    const limit = tightestLimit([quota(10, 4)]);
    expect(exceedsLimit(3, 'PR', limit)).toBe(false);
    expect(exceedsLimit(4, 'PR', limit)).toBe(true);
    expect(exceedsLimit(6, 'PC', limit)).toBe(false);
    expect(exceedsLimit(999, 'PC', null)).toBe(false);
    expect(fittedQty(4, 'PR', limit)).toBe(3);
    expect(fittedQty(2, 'PR', limit)).toBe(2);
    expect(fittedQty(2, 'PC', tightestLimit([quota(5, 5)]))).toBe(0);
    expect(fittedQty(50, 'PC', null)).toBe(50);
  });
});
