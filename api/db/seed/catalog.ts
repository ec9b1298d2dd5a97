import { markets } from './markets.ts';

/**
 * Merchandise categories of bikes: the navbar's bike category dropdown filters the catalogue by these ids, so the
 * catalogue's products must carry the same ones.
 */
export const bikeMerchandiseCategories = {
  B110: 'Mountain hardtail',
  B120: 'Mountain full suspension',
  B210: 'Road race',
  B220: 'Road endurance',
  B230: 'Gravel',
  B310: 'City and urban',
  B320: 'Trekking',
  B410: 'E-bike city',
  B420: 'E-mountain bike',
  B510: 'Kids 12-16"',
  B520: 'Kids 20-24"',
} as const;

export type BikeMerchandiseCategory = keyof typeof bikeMerchandiseCategories;

const categories: { wording: string; mcIds: BikeMerchandiseCategory[] }[] = [
  { wording: 'Mountain', mcIds: ['B110', 'B120'] },
  { wording: 'Road', mcIds: ['B210', 'B220'] },
  { wording: 'Gravel', mcIds: ['B230'] },
  { wording: 'City & Trekking', mcIds: ['B310', 'B320'] },
  { wording: 'E-Bike', mcIds: ['B410', 'B420'] },
  { wording: 'Kids', mcIds: ['B510', 'B520'] },
];

/** The same six categories in every sales organisation (Singapore sells no gravel bikes). */
export const bikeCategoryRows = () =>
  markets.flatMap((m) =>
    categories
      .filter((c) => !(m.key === 'sg' && c.wording === 'Gravel'))
      .map((c, position) => ({ sorg: m.sorg, type: 'Bike', wording: c.wording, mcIds: JSON.stringify(c.mcIds), position })),
  );
