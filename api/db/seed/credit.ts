import type { Faker } from '@faker-js/faker';
import type { CreditInformationTable, ReasonBlocked } from '../types.ts';
import type { Market } from './markets.ts';
import { openReceivables, paidReceivables, type ReceivableSeed } from './credit-invoices.ts';
import { stepped, weighted } from './random.ts';

/** The reasons a company blocks a dealer by itself; the fourth, other_company_blocked, follows from one of these. */
export type OwnReason = Exclude<ReasonBlocked, 'other_company_blocked'>;

/** A credit row before it is tied to the customer and company ids it gets on insert, with its invoices. */
export type CreditSeed = Omit<CreditInformationTable, 'id' | 'customerId' | 'companyId'> & {
  companyCode: string;
  receivables: ReceivableSeed[];
};

export interface Block {
  reason: OwnReason;
  bothCompanies: boolean;
}

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
  none: [0.05, 0.92],
  limit_exceeded: [1.03, 1.35],
  overdue_over_limit: [0.35, 0.95],
  oldest_ar_blocked: [0.3, 0.9],
  other_company_blocked: [0.1, 0.9],
};

// The demo logins' dealers use a fifth or so of their limit, so demos and tests order for a while before it runs out.
const DEMO_LOGIN_USAGE: [number, number] = [0.12, 0.3];

/**
 * Credit information of one dealer with one or both companies of its sales organisation, with the invoices that
 * make its figures. `showcase` (the demo dealer) trades with both companies and has every kind of open invoice;
 * `demoLogin` dealers use little of their limit, so demos and tests can order for a while before it runs out.
 */
export function creditFor(
  f: Faker,
  m: Market,
  custCode: string,
  block: Block | undefined,
  showcase: boolean,
  demoLogin = false,
): CreditSeed[] {
  const which: ('B' | 'P')[] =
    showcase || block?.bothCompanies
      ? ['B', 'P']
      : weighted(f, [
          [['B', 'P'], 55],
          [['B'], 35],
          [['P'], 10],
        ] as const).slice();
  return which.map((type, i) => {
    const reason: ReasonBlocked | null = !block ? null : i === 0 ? block.reason : 'other_company_blocked';
    return figures(f, m, custCode, type, reason, showcase && i === 0, demoLogin);
  });
}

/**
 * The master figures (limit, consignment) and open invoices that add up to the planned usage. The stored balance,
 * open invoice, exposure and reason are what the portal counts from those invoices on the day of the seed (no
 * orders are open yet), so the master row and the computed credit agree.
 */
function figures(
  f: Faker,
  m: Market,
  custCode: string,
  type: 'B' | 'P',
  reasonBlocked: ReasonBlocked | null,
  showcase: boolean,
  demoLogin: boolean,
): CreditSeed {
  const { min, max, step } = m.creditLimit;
  // The parts company sells smaller tickets, so it lends about a quarter as much.
  const scale = type === 'B' ? 1 : 0.25;
  const creditLimit = stepped(f, min * scale, max * scale, step * scale) * m.minorUnits;
  const [low, high] = demoLogin ? DEMO_LOGIN_USAGE : usage[reasonBlocked ?? 'none'];
  // IDR amounts are whole hundreds of rupiah; other currencies to the cent.
  const unit = m.minorUnits === 1 ? 100 : 1;
  const round = (v: number) => Math.round(v / unit) * unit;
  const consignment = f.number.float() < 0.3 ? round(creditLimit * f.number.float({ min: 0.01, max: 0.08 })) : 0;
  const openInvoice = Math.max(0, round(creditLimit * f.number.float({ min: low, max: high })) - consignment);
  const receivables = [
    ...openReceivables(f, reasonBlocked, openInvoice, unit, showcase),
    ...paidReceivables(f, creditLimit, unit, reasonBlocked === 'overdue_over_limit' || reasonBlocked === 'oldest_ar_blocked'),
  ];
  return {
    companyCode: `${m.sorg}-${type}`,
    custCode,
    currency: m.currency.display,
    creditLimit,
    balance: openInvoice,
    openInvoice,
    openDo: 0,
    consignment,
    creditExposure: openInvoice + consignment,
    creditControl: `${m.sorg[0]}${type === 'B' ? 1 : 2}00`,
    reasonBlocked,
    receivables,
  };
}
