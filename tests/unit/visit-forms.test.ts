import { describe, expect, it } from 'vitest';
import { isPhotoSlot, lastTwelveMonths, PHOTO_SLOTS } from '../../src/rules/visit-forms.ts';

describe('store-visit form rules', () => {
  it('counts the last twelve months up to this one, across the turn of the year', () => {
    expect(lastTwelveMonths('2026-11-26')).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(lastTwelveMonths('2026-01-05')).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    expect(lastTwelveMonths('2026-12-31').at(0)).toBe('2026-01');
  });

  it('has the eleven photo slots of the spec: 4 front-shop, 4 display-shop, banner, poster, hangtag', () => {
    expect(PHOTO_SLOTS).toHaveLength(11);
    expect(PHOTO_SLOTS.filter((s) => s.startsWith('frontShop'))).toHaveLength(4);
    expect(PHOTO_SLOTS.filter((s) => s.startsWith('displayShop'))).toHaveLength(4);
    expect(isPhotoSlot('displayHangtagShimano')).toBe(true);
    expect(isPhotoSlot('video')).toBe(false);
  });
});
