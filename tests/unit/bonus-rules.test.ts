import { describe, expect, it } from 'vitest';
import { nextThreshold, nextThresholdSentence, quarterOf, quarterRange, tierReached } from '../../src/rules/bonus.ts';

const tiers = [
  { name: 'Gold', points: 400 },
  { name: 'Silver', points: 150 },
  { name: 'Platinum', points: 800 },
];
const classA = { className: 'A', pointsPerUnit: 30 };

describe('the bonus tier and the next threshold', () => {
  it('reaches the highest tier the points pass, in threshold order whatever order the programme lists them', () => {
    expect(tierReached(149, tiers)).toBeNull();
    expect(tierReached(150, tiers)?.name).toBe('Silver');
    expect(tierReached(799, tiers)?.name).toBe('Gold');
    expect(tierReached(1200, tiers)?.name).toBe('Platinum');
  });

  it("spells out '120 points to Gold: about 4 more bikes of class A', rounding the bikes up", () => {
    const next = nextThreshold(280, tiers, classA);
    expect(next).toEqual({ tier: { name: 'Gold', points: 400 }, missing: 120, units: 4, className: 'A' });
    expect(nextThresholdSentence(next, tierReached(280, tiers))).toEqual({
      key: 'next.units',
      values: { missing: 120, tier: 'Gold', count: 4, className: 'A' },
    });
    // 121 points need a fifth bike of 30 points.
    expect(nextThreshold(279, tiers, classA)?.units).toBe(5);
  });

  it('counts from below the first tier, also after credit notes took points away', () => {
    expect(nextThreshold(-20, tiers, classA)).toMatchObject({ tier: { name: 'Silver' }, missing: 170, units: 6 });
  });

  it('names only the points without a class that earns any, and the top tier once reached', () => {
    expect(nextThresholdSentence(nextThreshold(100, tiers, null), null)).toEqual({
      key: 'next.points',
      values: { missing: 50, tier: 'Silver' },
    });
    expect(nextThreshold(100, tiers, { className: 'C', pointsPerUnit: 0 })?.units).toBeNull();
    expect(nextThreshold(800, tiers, classA)).toBeNull();
    expect(nextThresholdSentence(null, tierReached(800, tiers))).toEqual({ key: 'next.top', values: { tier: 'Platinum' } });
    expect(nextThresholdSentence(nextThreshold(0, [], classA), null)).toEqual({ key: 'next.none', values: {} });
  });

  it('knows the quarters of a year', () => {
    expect([quarterOf('2026-01-01'), quarterOf('2026-03-31'), quarterOf('2026-04-01'), quarterOf('2026-12-31')]).toEqual([1, 1, 2, 4]);
    expect(quarterRange(2024, 1)).toEqual({ from: '2024-01-01', to: '2024-03-31' });
    expect(quarterRange(2026, 2)).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(quarterRange(2026, null)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});
