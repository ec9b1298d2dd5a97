// The dealer bonus (spec 2 §2 /bonus-dealer, §3 'Bonus data', §7 'Bonus'): read for the active customer only.
import { z } from 'zod';
import { BONUS_PAGE_SIZES, type BonusTier, type CommonClass, type NextThreshold } from '../../src/rules/bonus.ts';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import type { OnTimePayment, QuarterSums } from './figures.ts';
import type { Programme } from './programme.ts';
import {
  b2bPurchases,
  type B2bPurchaseLine,
  type BonusQuarter,
  dealerBonus,
  type DealerBonus,
  onTimePayment,
  retailSales,
  type RetailSaleLine,
  totalDealerSales,
  verificationPercentages,
} from './service.ts';

const bonusAuth = { $all: { scope: 'page.bonus-dealer', activeCustomer: true } } as const;
const money = (description: string) => ({ description: `${description}; minor units` });

const TierRef = builder.objectRef<BonusTier>('BonusTier').implement({
  ...insideGuardedFields,
  fields: (t) => ({ name: t.exposeString('name'), points: t.exposeInt('points', { description: 'Points a quarter needs to reach it' }) }),
});

const NextRef = builder.objectRef<NextThreshold>('BonusNextThreshold').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    tier: t.field({ type: TierRef, resolve: (x) => x.tier }),
    missing: t.exposeInt('missing', { description: 'Points still missing' }),
    units: t.exposeInt('units', { nullable: true, description: 'About how many more bikes of the common class make them up' }),
    className: t.exposeString('className', { nullable: true }),
  }),
});

const CommonClassRef = builder.objectRef<CommonClass>('BonusCommonClass').implement({
  ...insideGuardedFields,
  description: 'The class whose bikes the dealer buys most, with the points one earns',
  fields: (t) => ({ className: t.exposeString('className'), pointsPerUnit: t.exposeInt('pointsPerUnit') }),
});

const VerificationRef = builder.objectRef<{ quarter: number; percent: number }>('BonusVerificationPercentage').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    quarter: t.exposeInt('quarter'),
    percent: t.exposeInt('percent', { description: "Share of the quarter's bonus paid out once verified" }),
  }),
});

const ProgrammeRef = builder.objectRef<Programme>('BonusProgramme').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    sorg: t.exposeString('sorg'),
    year: t.exposeInt('year'),
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
    pointValue: t.exposeFloat('pointValue', money('What one point is worth')),
    onTimeShare: t.exposeInt('onTimeShare', { description: 'Percent of due invoices to be paid by their due date for a quarter to count' }),
    tiers: t.field({ type: [TierRef], resolve: (p) => p.tiers }),
    verification: t.field({ type: [VerificationRef], resolve: (p) => p.verification }),
  }),
});

const OnTimeRef = builder.objectRef<OnTimePayment>('BonusOnTimePayment').implement({
  ...insideGuardedFields,
  description: "A quarter's invoices due (by their real due dates) and how many were paid by then (by their clearing dates)",
  fields: (t) => ({
    quarter: t.exposeInt('quarter'),
    invoicesDue: t.exposeInt('invoicesDue'),
    paidOnTime: t.exposeInt('paidOnTime'),
    share: t.exposeFloat('share', { nullable: true, description: 'Percent; null while nothing was due' }),
    required: t.exposeInt('required', { description: 'Percent the programme asks for' }),
    met: t.exposeBoolean('met'),
  }),
});

const QuarterRef = builder.objectRef<BonusQuarter>('BonusQuarter').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    quarter: t.exposeInt('quarter'),
    points: t.exposeInt('points'),
    b2bPoints: t.exposeInt('b2bPoints'),
    retailPoints: t.exposeInt('retailPoints'),
    tier: t.field({ type: TierRef, nullable: true, resolve: (q) => q.tier }),
    next: t.field({ type: NextRef, nullable: true, description: 'Null once the top tier is reached', resolve: (q) => q.next }),
    onTime: t.field({ type: OnTimeRef, resolve: (q) => q.onTime }),
    verificationPercent: t.exposeInt('verificationPercent'),
    qualifies: t.exposeBoolean('qualifies'),
    bonusValue: t.exposeFloat('bonusValue', money('Points x point value x verification percentage, when the quarter qualifies')),
    closed: t.exposeBoolean('closed'),
    b2bSales: t.exposeFloat('b2bSales', money('Net B2B purchases')),
    bikeUnits: t.exposeInt('bikeUnits'),
    retailUnits: t.exposeInt('retailUnits'),
  }),
});

const DealerBonusRef = builder.objectRef<DealerBonus>('DealerBonus').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    year: t.exposeInt('year'),
    years: t.exposeIntList('years', { description: 'Years with a programme, newest first' }),
    programme: t.field({ type: ProgrammeRef, nullable: true, resolve: (b) => b.programme }),
    commonClass: t.field({ type: CommonClassRef, nullable: true, resolve: (b) => b.commonClass }),
    quarters: t.field({ type: [QuarterRef], resolve: (b) => b.quarters }),
    currentQuarter: t.exposeInt('currentQuarter', { nullable: true }),
  }),
});

const B2bLineRef = builder.objectRef<B2bPurchaseLine>('BonusB2bPurchase').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeInt('id'),
    invoiceDate: t.exposeString('invoiceDate'),
    invoiceNumber: t.exposeString('invoiceNumber'),
    articleDescription: t.exposeString('articleDescription'),
    brandId: t.exposeString('brandId'),
    articleCode: t.exposeString('articleCode'),
    quantity: t.exposeInt('quantity', { description: 'Negative on a credit note' }),
    class: t.exposeString('class', { nullable: true }),
    pointsPerUnit: t.exposeInt('pointsPerUnit'),
    point: t.exposeInt('point', { description: 'Points of the line: quantity x points per unit' }),
    pointValue: t.exposeFloat('pointValue', money('What one point is worth')),
    subTotal: t.exposeFloat('subTotal', money('point x pointValue')),
    netAmount: t.exposeFloat('netAmount', money('The invoice line amount')),
    quarter: t.exposeInt('quarter'),
  }),
});

const RetailLineRef = builder.objectRef<RetailSaleLine>('BonusRetailSale').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeInt('id'),
    inputDate: t.exposeString('inputDate', { description: 'YYYY-MM-DD the sale was registered' }),
    articleDescription: t.exposeString('articleDescription'),
    frameNumber: t.exposeString('frameNumber'),
    class: t.exposeString('class', { nullable: true }),
    point: t.exposeInt('point'),
    pointValue: t.exposeFloat('pointValue', money('What one point is worth')),
    subTotal: t.exposeFloat('subTotal', money('point x pointValue')),
    quarter: t.exposeInt('quarter'),
    brandId: t.exposeString('brandId'),
    netAmount: t.exposeFloat('netAmount', money('What the bike was invoiced at')),
  }),
});

const B2bPageRef = builder.objectRef<Awaited<ReturnType<typeof b2bPurchases>>>('BonusB2bPurchasePage').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    lines: t.field({ type: [B2bLineRef], resolve: (p) => p.lines }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
    pointValue: t.exposeFloat('pointValue', money('What one point is worth')),
  }),
});
const RetailPageRef = builder.objectRef<Awaited<ReturnType<typeof retailSales>>>('BonusRetailSalePage').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    lines: t.field({ type: [RetailLineRef], resolve: (p) => p.lines }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
    pointValue: t.exposeFloat('pointValue', money('What one point is worth')),
  }),
});

type Totals = NonNullable<Awaited<ReturnType<typeof totalDealerSales>>>;
const SalesQuarterRef = builder.objectRef<QuarterSums>('DealerSalesQuarter').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    quarter: t.exposeInt('quarter'),
    b2bSales: t.exposeFloat('b2bSales', money('Net B2B purchases, credit notes subtracted')),
    bikeUnits: t.exposeInt('bikeUnits'),
    retailUnits: t.exposeInt('retailUnits'),
    b2bPoints: t.exposeInt('b2bPoints'),
    retailPoints: t.exposeInt('retailPoints'),
  }),
});
const SalesTotalRef = builder.objectRef<Totals['total']>('DealerSalesTotal').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    b2bSales: t.exposeFloat('b2bSales', money('Net B2B purchases of the year')),
    bikeUnits: t.exposeInt('bikeUnits'),
    retailUnits: t.exposeInt('retailUnits'),
    points: t.exposeInt('points'),
  }),
});
const TotalSalesRef = builder.objectRef<Totals>('TotalDealerSales').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
    quarters: t.field({ type: [SalesQuarterRef], resolve: (s) => s.quarters }),
    total: t.field({ type: SalesTotalRef, resolve: (s) => s.total }),
  }),
});

const year = z.number().int().min(2000).max(2100);
const custCode = z.string().max(20);
const CUST_CODE = "The active customer's code; any other answers FORBIDDEN";
const pageSize = z
  .number()
  .int()
  .refine((v) => (BONUS_PAGE_SIZES as readonly number[]).includes(v), 'One of 10, 20');

builder.queryFields((t) => ({
  dealerBonus: t.withAuth(bonusAuth).field({
    type: DealerBonusRef,
    description: "The active customer's bonus of a year: points, tier, next threshold, on-time payment and value per quarter",
    args: { year: t.arg.int({ required: true, validate: year }), custCode: t.arg.string({ description: CUST_CODE, validate: custCode }) },
    resolve: (_r, args, ctx) => dealerBonus(ctx, args),
  }),
  b2bPurchases: t.withAuth(bonusAuth).field({
    type: B2bPageRef,
    description: 'The invoice lines behind the B2B points, newest first, paged in SQL',
    args: {
      year: t.arg.int({ required: true, validate: year }),
      custCode: t.arg.string({ description: CUST_CODE, validate: custCode }),
      quarter: t.arg.int({ description: '1-4; the whole year without one', validate: z.number().int().min(1).max(4) }),
      page: t.arg.int({ defaultValue: 1, validate: z.number().int().min(1).max(100_000) }),
      limit: t.arg.int({ defaultValue: 10, description: '10 or 20', validate: pageSize }),
    },
    resolve: (_r, args, ctx) => b2bPurchases(ctx, { ...args, page: args.page ?? 1, limit: args.limit ?? 10 }),
  }),
  retailSales: t.withAuth(bonusAuth).field({
    type: RetailPageRef,
    description: 'The registered retail sales behind the retail points, newest first, paged in SQL',
    args: {
      year: t.arg.int({ required: true, validate: year }),
      custCode: t.arg.string({ description: CUST_CODE, validate: custCode }),
      quarter: t.arg.int({ description: '1-4; the whole year without one', validate: z.number().int().min(1).max(4) }),
      page: t.arg.int({ defaultValue: 1, validate: z.number().int().min(1).max(100_000) }),
      limit: t.arg.int({ defaultValue: 10, description: '10 or 20', validate: pageSize }),
    },
    resolve: (_r, args, ctx) => retailSales(ctx, { ...args, page: args.page ?? 1, limit: args.limit ?? 10 }),
  }),
  onTimePayment: t.withAuth(bonusAuth).field({
    type: [OnTimeRef],
    description: "Each quarter's on-time payment, from the invoices' due and clearing dates",
    args: { year: t.arg.int({ required: true, validate: year }), custCode: t.arg.string({ description: CUST_CODE, validate: custCode }) },
    resolve: (_r, args, ctx) => onTimePayment(ctx, args),
  }),
  totalDealerSales: t.withAuth(bonusAuth).field({
    type: TotalSalesRef,
    nullable: true,
    description: "The dealer's net purchases, bikes bought and bikes sold per quarter (null without a programme)",
    args: { year: t.arg.int({ required: true, validate: year }), custCode: t.arg.string({ description: CUST_CODE, validate: custCode }) },
    resolve: (_r, args, ctx) => totalDealerSales(ctx, args),
  }),
  verificationPercentages: t.withAuth(bonusAuth).field({
    type: [VerificationRef],
    description: "The programme's verification percentage of each quarter",
    args: { year: t.arg.int({ required: true, validate: year }), custCode: t.arg.string({ description: CUST_CODE, validate: custCode }) },
    resolve: (_r, args, ctx) => verificationPercentages(ctx, args),
  }),
}));
