/**
 * The dealer bonus's rules (spec 2 §3 'Bonus data'), shared by the API and the bonus page: which tier a quarter's
 * points reach, and how far the next threshold is, in points and in bikes of the class the dealer buys most.
 */

export interface BonusTier {
  name: string;
  points: number;
}

/** The class whose bikes the dealer buys most, with what one of them earns. */
export interface CommonClass {
  className: string;
  pointsPerUnit: number;
}

export const BONUS_PAGE_SIZES = [10, 20] as const;
export const BONUS_PAGE_SIZE = 10;

/** The brands with a bonus page of their own (spec 1 §2.2 bonus-dealer-polygon, bonus-dealer-wim): their points only. */
export const BONUS_BRANDS = ['polygon', 'wim'] as const;
export type BonusBrand = (typeof BONUS_BRANDS)[number];

/** The quarter (1-4) of a YYYY-MM-DD date. */
export const quarterOf = (isoDate: string) => Math.floor((Number(isoDate.slice(5, 7)) - 1) / 3) + 1;

/** First and last day (YYYY-MM-DD) of a quarter, or of the whole year without one. */
export function quarterRange(year: number, quarter?: number | null): { from: string; to: string } {
  if (!quarter) return { from: `${year}-01-01`, to: `${year}-12-31` };
  const first = (quarter - 1) * 3 + 1;
  const last = first + 2;
  const lastDay = new Date(Date.UTC(year, last, 0)).getUTCDate();
  return { from: `${year}-${String(first).padStart(2, '0')}-01`, to: `${year}-${String(last).padStart(2, '0')}-${lastDay}` };
}

const byPoints = (tiers: readonly BonusTier[]) => [...tiers].sort((a, b) => a.points - b.points);

/** The highest tier the points reach, or null below the first threshold. */
export function tierReached(points: number, tiers: readonly BonusTier[]): BonusTier | null {
  return (
    byPoints(tiers)
      .filter((t) => points >= t.points)
      .pop() ?? null
  );
}

/** The next threshold: its tier, the points missing and, when a class is known, about how many more bikes of it. */
export interface NextThreshold {
  tier: BonusTier;
  missing: number;
  /** Bikes of the common class that make up the missing points, rounded up; null without a class that earns points. */
  units: number | null;
  className: string | null;
}

/** The first tier the points do not reach yet; null once the top tier is reached (or the programme has none). */
export function nextThreshold(points: number, tiers: readonly BonusTier[], common: CommonClass | null): NextThreshold | null {
  const tier = byPoints(tiers).find((t) => points < t.points);
  if (!tier) return null;
  const missing = tier.points - points;
  const earns = common && common.pointsPerUnit > 0 ? common : null;
  return { tier, missing, units: earns ? Math.ceil(missing / earns.pointsPerUnit) : null, className: earns?.className ?? null };
}

/** The sentence to show, as an i18n key of the bonus namespace with its values. */
export function nextThresholdSentence(
  next: NextThreshold | null,
  reached: BonusTier | null,
): { key: 'next.units' | 'next.points' | 'next.top' | 'next.none'; values: Record<string, string | number> } {
  if (!next) return reached ? { key: 'next.top', values: { tier: reached.name } } : { key: 'next.none', values: {} };
  const values = { missing: next.missing, tier: next.tier.name };
  return next.units === null
    ? { key: 'next.points', values }
    : { key: 'next.units', values: { ...values, count: next.units, className: next.className! } };
}
