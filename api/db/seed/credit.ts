import type { Faker } from '@faker-js/faker';
import type { CreditInformationTable, ReasonBlocked } from '../types.ts';
import type { Market } from './markets.ts';
import { stepped, weighted } from './random.ts';

/** The reasons a company blocks a dealer by itself; the fourth, other_company_blocked, follows from one of these. */
export type OwnReason = Exclude<ReasonBlocked, 'other_company_blocked'>;

/** A credit row before it is tied to the customer and company ids it gets on insert. */
export type CreditSeed = Omit<CreditInformationTable, 'id' | 'customerId' | 'companyId'> & { companyCode: string };

export interface Block { reason: OwnReason; bothCompanies: boolean }

/**
 * Which dealers of a market are blocked. The first three candidates cover every reason (the first with both
 * companies, so its second company shows other_company_blocked); a few more are blocked at random.
 * `reserved` dealers (the demo logins) are never blocked, so ordering with them just works.
 */
export function blockPlan(f: Faker, count: number, reserved: number): Map<number, Block> {
  const plan = new Map<number, Block>();
  const candidates = f.helpers.shuffle(Array.from({ length: Math.max(0, count - reserved) }, (_, i) => i + reserved));
  const forced: OwnReason[] = ['limit_exceeded', 'overdue_over_limit', 'oldest_ar_blocked'];
  candidates.forEach((index, n) => {
    if (n < forced.length) plan.set(index, { reason: forced[n], bothCompanies: n === 0 });
    else if (f.number.float() < 0.06) plan.set(index, { reason: f.helpers.arrayElement(forced), bothCompanies: false });
  });
  return plan;
}

// How much of the limit is used: within it when not blocked by the limit, over it when limit_exceeded.
const usage: Record<ReasonBlocked | 'none', [number, number]> = {
  none: [0.05, 0.92], limit_exceeded: [1.03, 1.35], overdue_over_limit: [0.35, 0.95], oldest_ar_blocked: [0.3, 0.9],
  other_company_blocked: [0.1, 0.9],
};

/** Credit information of one dealer with one or both companies of its sales organisation. */
export function creditFor(f: Faker, m: Market, custCode: string, block: Block | undefined, bothCompanies: boolean): CreditSeed[] {
  const which: ('B' | 'P')[] = bothCompanies || block?.bothCompanies
    ? ['B', 'P'] : weighted(f, [[['B', 'P'], 55], [['B'], 35], [['P'], 10]] as const).slice();
  return which.map((type, i) => {
    const reason: ReasonBlocked | null = !block ? null : i === 0 ? block.reason : 'other_company_blocked';
    return figures(f, m, custCode, type, reason);
  });
}

function figures(f: Faker, m: Market, custCode: string, type: 'B' | 'P', reasonBlocked: ReasonBlocked | null): CreditSeed {
  const { min, max, step } = m.creditLimit;
  // The parts company sells smaller tickets, so it lends about a quarter as much.
  const scale = type === 'B' ? 1 : 0.25;
  const creditLimit = stepped(f, min * scale, max * scale, step * scale) * m.minorUnits;
  const [low, high] = usage[reasonBlocked ?? 'none'];
  // IDR amounts are whole hundreds of rupiah; other currencies to the cent.
  const unit = m.minorUnits === 1 ? 100 : 1;
  const round = (v: number) => Math.round(v / unit) * unit;
  const creditExposure = round(creditLimit * f.number.float({ min: low, max: high }));
  const balance = round(creditExposure * f.number.float({ min: 0.45, max: 0.8 }));
  const openInvoice = round((creditExposure - balance) * f.number.float({ min: 0.3, max: 0.7 }));
  const openDo = creditExposure - balance - openInvoice;
  const consignment = f.number.float() < 0.3 ? round(creditLimit * f.number.float({ min: 0.01, max: 0.08 })) : 0;
  return {
    companyCode: `${m.sorg}-${type}`, custCode, currency: m.currency.display, creditLimit, balance, openInvoice, openDo,
    consignment, creditExposure, creditControl: `${m.sorg[0]}${type === 'B' ? 1 : 2}00`, reasonBlocked,
  };
}
