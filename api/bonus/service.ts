import {
  type BonusTier,
  type CommonClass,
  nextThreshold,
  type NextThreshold,
  quarterOf,
  quarterRange,
  tierReached,
} from '../../src/rules/bonus.ts';
import type { SignedInContext } from '../context.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { todayOf } from '../platform/clock.ts';
import { commonClass, type OnTimePayment, onTimePayments, quarterSums, type QuarterSums } from './figures.ts';
import { b2bLines, retailLines } from './lines.ts';
import { bonusReader, type Programme, programmeOf, programmeYears } from './programme.ts';

/** What every bonus call takes: the year, and the spec's custCode (only ever the active customer's). */
export interface BonusArgs {
  year: number;
  custCode?: string | null;
  /** One brand's points only (its own bonus page); all brands without one. */
  brand?: string | null;
}
export interface BonusPageArgs extends BonusArgs {
  quarter?: number | null;
  page: number;
  limit: number;
}

const n = (v: unknown) => Number(v ?? 0);

/** A quarter as the bonus page shows it. */
export interface BonusQuarter extends QuarterSums {
  points: number;
  tier: BonusTier | null;
  next: NextThreshold | null;
  onTime: OnTimePayment;
  verificationPercent: number;
  /** The bonus counts: a tier is reached and the on-time condition is met. */
  qualifies: boolean;
  /** Minor units: points x point value x verification percentage, when it qualifies. */
  bonusValue: number;
  /** The quarter has ended (its figures no longer grow). */
  closed: boolean;
}

export interface DealerBonus {
  year: number;
  years: number[];
  programme: Programme | null;
  commonClass: CommonClass | null;
  quarters: BonusQuarter[];
  /** The quarter today falls in, when the year is this year. */
  currentQuarter: number | null;
}

/** The page's summary: the programme, each quarter's points, tier, next threshold, on-time payment and bonus value. */
export async function dealerBonus(ctx: SignedInContext, args: BonusArgs, today = todayOf()): Promise<DealerBonus> {
  const reader = await bonusReader(ctx, args.custCode);
  const [programme, years] = await Promise.all([programmeOf(reader, args.year), programmeYears(reader)]);
  if (!programme) return { year: args.year, years, programme: null, commonClass: null, quarters: [], currentQuarter: null };
  const [sums, onTime, common] = await Promise.all([
    quarterSums(ctx.db, programme, reader.customerId, args.brand),
    onTimePayments(ctx.db, programme, reader.customerId, today),
    commonClass(ctx.db, programme, reader.customerId, args.brand),
  ]);
  const quarters = sums.map((s, i): BonusQuarter => {
    const points = s.b2bPoints + s.retailPoints;
    const tier = tierReached(points, programme.tiers);
    const verificationPercent = programme.verification[i].percent;
    const qualifies = !!tier && onTime[i].met;
    return {
      ...s,
      points,
      tier,
      next: nextThreshold(points, programme.tiers, common),
      onTime: onTime[i],
      verificationPercent,
      qualifies,
      bonusValue: qualifies ? Math.round((points * programme.pointValue * verificationPercent) / 100) : 0,
      closed: quarterRange(programme.year, s.quarter).to < today,
    };
  });
  const currentQuarter = today.startsWith(`${args.year}-`) ? quarterOf(today) : null;
  return { year: args.year, years, programme, commonClass: common, quarters, currentQuarter };
}

/** A page of lines with the programme's money facts beside them. */
export interface BonusLinePage<T> {
  lines: T[];
  info: PageInfo;
  currency: string;
  precision: number;
  pointValue: number;
}

const emptyPage = <T>(args: BonusPageArgs): BonusLinePage<T> => ({
  lines: [],
  info: pageInfo(args.page, args.limit, 0),
  currency: '',
  precision: 0,
  pointValue: 0,
});

/** The B2B purchase lines behind the points of a year (or one quarter), newest invoice first, paged in SQL. */
export async function b2bPurchases(ctx: SignedInContext, args: BonusPageArgs) {
  const reader = await bonusReader(ctx, args.custCode);
  const programme = await programmeOf(reader, args.year);
  if (!programme) return emptyPage<ReturnType<typeof b2bLineOf>>(args);
  const q = b2bLines(ctx.db, programme, reader.customerId, args.quarter, args.brand);
  const [rows, total] = await Promise.all([
    q
      .orderBy('invoiceDate', 'desc')
      .orderBy('invoiceNo', 'desc')
      .orderBy('id')
      .limit(args.limit)
      .offset((args.page - 1) * args.limit)
      .execute(),
    ctx.db
      .selectFrom(q.as('z'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { lines: rows.map((r) => b2bLineOf(r, programme)), info: pageInfo(args.page, args.limit, n(total.n)), ...moneyOf(programme) };
}

const moneyOf = (p: Programme) => ({ currency: p.currency, precision: p.precision, pointValue: p.pointValue });

function b2bLineOf(r: Awaited<ReturnType<ReturnType<typeof b2bLines>['execute']>>[number], p: Programme) {
  const quantity = n(r.quantity);
  const point = quantity * n(r.pointsPerUnit);
  return {
    id: n(r.id),
    invoiceDate: r.invoiceDate,
    invoiceNumber: r.invoiceNo,
    articleDescription: r.articleDescription,
    brandId: r.brandId,
    articleCode: r.articleCode,
    quantity,
    class: r.class ?? null,
    pointsPerUnit: n(r.pointsPerUnit),
    point,
    pointValue: p.pointValue,
    subTotal: point * p.pointValue,
    netAmount: n(r.netAmount),
    quarter: n(r.quarter),
  };
}
export type B2bPurchaseLine = ReturnType<typeof b2bLineOf>;

/** The registered retail sales behind the points of a year (or one quarter), newest first, paged in SQL. */
export async function retailSales(ctx: SignedInContext, args: BonusPageArgs) {
  const reader = await bonusReader(ctx, args.custCode);
  const programme = await programmeOf(reader, args.year);
  if (!programme) return emptyPage<ReturnType<typeof retailLineOf>>(args);
  const q = retailLines(ctx.db, programme, reader.customerId, args.quarter, args.brand);
  const [rows, total] = await Promise.all([
    q
      .orderBy('inputDate', 'desc')
      .orderBy('id', 'desc')
      .limit(args.limit)
      .offset((args.page - 1) * args.limit)
      .execute(),
    ctx.db
      .selectFrom(q.as('z'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { lines: rows.map((r) => retailLineOf(r, programme)), info: pageInfo(args.page, args.limit, n(total.n)), ...moneyOf(programme) };
}

function retailLineOf(r: Awaited<ReturnType<ReturnType<typeof retailLines>['execute']>>[number], p: Programme) {
  const point = n(r.pointsPerUnit);
  return {
    id: n(r.id),
    inputDate: r.inputDate,
    articleDescription: r.articleDescription,
    frameNumber: r.frameNumber,
    class: r.class ?? null,
    point,
    pointValue: p.pointValue,
    subTotal: point * p.pointValue,
    quarter: n(r.quarter),
    brandId: r.brandId,
    netAmount: n(r.netAmount),
  };
}
export type RetailSaleLine = ReturnType<typeof retailLineOf>;

/** Each quarter's on-time payment of the year. */
export async function onTimePayment(ctx: SignedInContext, args: BonusArgs, today = todayOf()): Promise<OnTimePayment[]> {
  const reader = await bonusReader(ctx, args.custCode);
  const programme = await programmeOf(reader, args.year);
  return programme ? onTimePayments(ctx.db, programme, reader.customerId, today) : [];
}

/** The dealer's sales of the year per quarter and in total: net B2B purchases, bikes bought, bikes sold and registered. */
export async function totalDealerSales(ctx: SignedInContext, args: BonusArgs) {
  const reader = await bonusReader(ctx, args.custCode);
  const programme = await programmeOf(reader, args.year);
  if (!programme) return null;
  const quarters = await quarterSums(ctx.db, programme, reader.customerId, args.brand);
  const sum = (k: keyof QuarterSums) => quarters.reduce((t, q) => t + q[k], 0);
  return {
    ...moneyOf(programme),
    quarters,
    total: {
      b2bSales: sum('b2bSales'),
      bikeUnits: sum('bikeUnits'),
      retailUnits: sum('retailUnits'),
      points: sum('b2bPoints') + sum('retailPoints'),
    },
  };
}

/** The programme's verification percentage of each quarter of the year. */
export async function verificationPercentages(ctx: SignedInContext, args: BonusArgs) {
  const reader = await bonusReader(ctx, args.custCode);
  return (await programmeOf(reader, args.year))?.verification ?? [];
}
