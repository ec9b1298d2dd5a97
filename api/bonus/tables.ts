import type { Generated } from 'kysely';

/** The dealer bonus programme per sales organisation and year (migration 0023). Money in minor units. */
export interface BonusTables {
  bonusProgrammes: BonusProgrammeTable;
  bonusClasses: BonusClassTable;
  bonusPointRules: BonusPointRuleTable;
  bonusTiers: { id: Generated<number>; programmeId: number; name: string; points: number };
  bonusQuarters: { programmeId: number; quarter: number; verificationPercent: number };
}

export interface BonusProgrammeTable {
  id: Generated<number>;
  sorg: string;
  year: number;
  currency: string;
  /** Minor units one point is worth. */
  pointValue: number;
  /** Percent of a quarter's due invoices to be paid by their due date for the quarter's bonus to count. */
  onTimeShare: number;
}

export type BonusCategory = 'BIKE' | 'PAA';

export interface BonusClassTable {
  id: Generated<number>;
  programmeId: number;
  class: string;
  category: BonusCategory;
  /** An article of the category is of the class with the highest minimum its retail price reaches. */
  minRetailPrice: number;
}

export type BonusChannel = 'b2b' | 'retail';

export interface BonusPointRuleTable {
  id: Generated<number>;
  programmeId: number;
  channel: BonusChannel;
  class: string;
  /** A brand's own points, or '*' for every brand without a row of its own. */
  brand: string;
  points: number;
}
