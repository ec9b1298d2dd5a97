import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import type { BonusTier } from '../../src/rules/bonus.ts';
import type { SignedInContext } from '../context.ts';
import { precisionOf } from '../../src/rules/money.ts';
import { forbidden } from '../graphql/errors.ts';

/** The programme of one sales organisation and year, as the bonus figures read it. Money in minor units. */
export interface Programme {
  id: number;
  sorg: string;
  year: number;
  currency: string;
  precision: number;
  pointValue: number;
  onTimeShare: number;
  tiers: BonusTier[];
  verification: { quarter: number; percent: number }[];
}

/** Who the bonus is read for: always the session's active customer, in one of its sales organisations. */
export interface BonusReader {
  customerId: number;
  sorg: string;
  ctx: SignedInContext;
}

/**
 * The active customer and the sales organisation whose programme applies: the host's when the customer is served
 * there, else the customer's first. A custCode names the active customer or answers FORBIDDEN.
 */
export async function bonusReader(ctx: SignedInContext, custCode?: string | null): Promise<BonusReader> {
  const customer = ctx.actor.customer!;
  const code = custCode?.trim();
  if (code && ![customer.codeR3, customer.codeIsr, displayCustomerCode({ isr: customer.codeIsr, r3: customer.codeR3 })].includes(code)) {
    return forbidden('The bonus is read for the active customer only');
  }
  const areas = await ctx.db.selectFrom('customerAreas').select('sorg').where('customerId', '=', customer.id).orderBy('sorg').execute();
  const sorg = areas.find((a) => a.sorg === ctx.host.config.sorg)?.sorg ?? areas[0]?.sorg ?? ctx.host.config.sorg;
  return { customerId: customer.id, sorg, ctx };
}

/** The programme of the reader's sales organisation for a year, or null when there is none. */
export async function programmeOf(reader: BonusReader, year: number): Promise<Programme | null> {
  const { db } = reader.ctx;
  const p = await db.selectFrom('bonusProgrammes').selectAll().where('sorg', '=', reader.sorg).where('year', '=', year).executeTakeFirst();
  if (!p) return null;
  const [tiers, quarters] = await Promise.all([
    db.selectFrom('bonusTiers').select(['name', 'points']).where('programmeId', '=', p.id).orderBy('points').execute(),
    db.selectFrom('bonusQuarters').select(['quarter', 'verificationPercent']).where('programmeId', '=', p.id).orderBy('quarter').execute(),
  ]);
  return {
    id: Number(p.id),
    sorg: p.sorg,
    year: Number(p.year),
    currency: p.currency,
    precision: precisionOf(p.currency, reader.ctx.host.config),
    pointValue: Number(p.pointValue),
    onTimeShare: Number(p.onTimeShare),
    tiers: tiers.map((t) => ({ name: t.name, points: Number(t.points) })),
    verification: [1, 2, 3, 4].map((q) => ({
      quarter: q,
      percent: Number(quarters.find((r) => Number(r.quarter) === q)?.verificationPercent ?? 100),
    })),
  };
}

/** The years the reader's sales organisation has a programme for, newest first. */
export async function programmeYears(reader: BonusReader): Promise<number[]> {
  const rows = await reader.ctx.db
    .selectFrom('bonusProgrammes')
    .select('year')
    .where('sorg', '=', reader.sorg)
    .orderBy('year', 'desc')
    .execute();
  return rows.map((r) => Number(r.year));
}
