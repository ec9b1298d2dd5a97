import type { Insertable, Transaction } from 'kysely';
import type { BonusChannel } from '../../bonus/tables.ts';
import type { DB } from '../types.ts';
import { markets } from './markets.ts';

/**
 * The dealer bonus programme of every sales organisation for last year and this year (the clock's, so the page of the
 * current year always has one). Classes follow the market's own price levels: A for the top bikes, B for the middle,
 * C for the entry bikes, P for the parts and accessories worth counting. Last year's programme asked a little less.
 */

/** Retail prices (major units) from which a bike is class A or B, and a part or accessory class P; what a point is worth (minor units). */
const levels: Record<string, { a: number; b: number; p: number; pointValue: number }> = {
  1000: { a: 30_000_000, b: 12_000_000, p: 1_000_000, pointValue: 50_000 },
  2000: { a: 9_000, b: 4_000, p: 300, pointValue: 1_200 },
  3000: { a: 3_000, b: 1_200, p: 50, pointValue: 300 },
  4000: { a: 2_500, b: 1_000, p: 40, pointValue: 275 },
  5000: { a: 4_000, b: 1_500, p: 60, pointValue: 400 },
  6000: { a: 3_500, b: 1_400, p: 60, pointValue: 400 },
};

/** Points a unit earns: [channel, class, brand ('*' for every other brand), points this year, points last year]. */
const POINTS: [BonusChannel, string, string, number, number][] = [
  ['b2b', 'A', '*', 12, 10],
  ['b2b', 'A', 'WIM', 14, 12],
  ['b2b', 'B', '*', 8, 7],
  ['b2b', 'C', '*', 4, 4],
  ['b2b', 'P', '*', 1, 1],
  ['retail', 'A', '*', 6, 5],
  ['retail', 'A', 'Marin', 8, 6],
  ['retail', 'B', '*', 4, 3],
  ['retail', 'C', '*', 2, 2],
];

/** Quarterly thresholds: [name, points this year, points last year]. */
const TIERS: [string, number, number][] = [
  ['Silver', 150, 120],
  ['Gold', 400, 350],
  ['Platinum', 800, 700],
];

/** Verification percentage per quarter: the last quarter of a year is paid out in part until its retail sales are checked. */
const VERIFIED: Record<'current' | 'previous', number[]> = { current: [100, 100, 95, 90], previous: [100, 100, 100, 95] };

export async function seedBonusProgrammes(tx: Transaction<DB>, now = new Date()): Promise<void> {
  const year = now.getUTCFullYear();
  for (const m of markets) {
    const level = levels[m.sorg];
    for (const y of [year - 1, year]) {
      const current = y === year;
      const { id } = await tx
        .insertInto('bonusProgrammes')
        .values({
          sorg: m.sorg,
          year: y,
          currency: m.currency.display,
          pointValue: level.pointValue,
          onTimeShare: current ? 90 : 85,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const programmeId = Number(id);
      await tx
        .insertInto('bonusClasses')
        .values([
          { programmeId, class: 'A', category: 'BIKE', minRetailPrice: level.a * m.minorUnits },
          { programmeId, class: 'B', category: 'BIKE', minRetailPrice: level.b * m.minorUnits },
          { programmeId, class: 'C', category: 'BIKE', minRetailPrice: 0 },
          { programmeId, class: 'P', category: 'PAA', minRetailPrice: level.p * m.minorUnits },
        ])
        .execute();
      await tx
        .insertInto('bonusPointRules')
        .values(
          POINTS.map(
            ([channel, cls, brand, now, before]): Insertable<DB['bonusPointRules']> => ({
              programmeId,
              channel,
              class: cls,
              brand,
              points: current ? now : before,
            }),
          ),
        )
        .execute();
      await tx
        .insertInto('bonusTiers')
        .values(TIERS.map(([name, now, before]) => ({ programmeId, name, points: current ? now : before })))
        .execute();
      await tx
        .insertInto('bonusQuarters')
        .values(
          VERIFIED[current ? 'current' : 'previous'].map((verificationPercent, i) => ({
            programmeId,
            quarter: i + 1,
            verificationPercent,
          })),
        )
        .execute();
    }
  }
}
