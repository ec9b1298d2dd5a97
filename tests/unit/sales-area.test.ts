import { describe, expect, it } from 'vitest';
import { categoryCounts, entryProblem, normalCategory, salesAreaMessages } from '../../src/rules/sales-area.ts';

// Spec 3 §3 and §8: one entry of a sales-area update is checked region id first, then category; null reads TBD.
describe('sales-area entries', () => {
  it('asks for the region id first, then the category, then a category of the list', () => {
    expect(entryProblem({ category: 'A' })).toEqual({ field: 'regionId', key: 'region_id_required' });
    expect(entryProblem({ regionId: null, category: null })).toEqual({ field: 'regionId', key: 'region_id_required' });
    expect(entryProblem({ regionId: 4, category: '   ' })).toEqual({ field: 'category', key: 'category_required' });
    expect(entryProblem({ regionId: 4 })).toEqual({ field: 'category', key: 'category_required' });
    expect(entryProblem({ regionId: 4, category: 'TBD' })).toEqual({ field: 'category', key: 'category_invalid' });
    expect(entryProblem({ regionId: 4, category: 'E' })).toEqual({ field: 'category', key: 'category_invalid' });
    expect(entryProblem({ regionId: 4, category: ' b ' })).toBeNull();
    expect(normalCategory(' b ')).toBe('B');
  });

  it("says the spec's words", () => {
    expect(Object.values(salesAreaMessages)).toEqual([
      'Please insert category',
      'Please insert region id',
      'Invalid region category',
      'Failed to update this sales area',
    ]);
  });

  it('counts a region without a category as TBD', () => {
    expect(categoryCounts([{ category: 'A' }, { category: null }, { category: 'A' }, { category: 'D' }])).toEqual({
      A: 2,
      B: 0,
      C: 0,
      D: 1,
      TBD: 1,
    });
  });
});
