// The dealer bonus (spec 2 §2 /bonus-dealer, §3 'Bonus data', §7 'Bonus'): read for the active customer only.
import { z } from 'zod';
import { BONUS_BRANDS, BONUS_PAGE_SIZES, type BonusTier, type CommonClass, type NextThreshold } from '../../src/rules/bonus.ts';
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
const money = (description: string) => ({ description: `${description}; minor units of the programme's currency` });
const QUARTER = 'The quarter of the year, 1 to 4';

const TierRef = builder.objectRef<BonusTier>('BonusTier').implement({
  ...insideGuardedFields,
  description: "A level of the bonus programme a quarter's points may reach.",
  fields: (t) => ({
    name: t.exposeString('name', { description: "The tier's name, e.g. Gold" }),
    points: t.exposeInt('points', { description: 'Points a quarter needs to reach it' }),
  }),
});

const NextRef = builder.objectRef<NextThreshold>('BonusNextThreshold').implement({
  ...insideGuardedFields,
  description: "The next tier a quarter's points do not reach yet, and how far it is.",
  fields: (t) => ({
    tier: t.field({ type: TierRef, description: 'The first tier above the points', resolve: (x) => x.tier }),
    missing: t.exposeInt('missing', { description: 'Points still missing' }),
    units: t.exposeInt('units', { nullable: true, description: 'About how many more bikes of the common class make them up' }),
    className: t.exposeString('className', {
      nullable: true,
      description: 'The common class those bikes are of; null without one that earns points',
    }),
  }),
});

const CommonClassRef = builder.objectRef<CommonClass>('BonusCommonClass').implement({
  ...insideGuardedFields,
  description: 'The class whose bikes the dealer buys most, with the points one earns',
  fields: (t) => ({
    className: t.exposeString('className', { description: "The class's name in the programme" }),
    pointsPerUnit: t.exposeInt('pointsPerUnit', {
      description: 'B2B points one bike of the class earns, at the brand the dealer buys most in it',
    }),
  }),
});

const VerificationRef = builder.objectRef<{ quarter: number; percent: number }>('BonusVerificationPercentage').implement({
  ...insideGuardedFields,
  description: "The share of one quarter's bonus the programme pays out once it is verified.",
  fields: (t) => ({
    quarter: t.exposeInt('quarter', { description: QUARTER }),
    percent: t.exposeInt('percent', { description: "Share of the quarter's bonus paid out once verified" }),
  }),
});

const ProgrammeRef = builder.objectRef<Programme>('BonusProgramme').implement({
  ...insideGuardedFields,
  description: "A sales organisation's dealer bonus programme for one year: point value, tiers and payout rules.",
  fields: (t) => ({
    sorg: t.exposeString('sorg', { description: 'Code of the sales organisation the programme belongs to' }),
    year: t.exposeInt('year', { description: 'The calendar year it covers' }),
    currency: t.exposeString('currency', { description: "ISO 4217 code of the programme's currency" }),
    precision: t.exposeInt('precision', { description: 'Minor digits per major unit of the currency' }),
    pointValue: t.exposeFloat('pointValue', money('What one point is worth')),
    onTimeShare: t.exposeInt('onTimeShare', { description: 'Percent of due invoices to be paid by their due date for a quarter to count' }),
    tiers: t.field({ type: [TierRef], description: 'Its tiers, fewest points first', resolve: (p) => p.tiers }),
    verification: t.field({
      type: [VerificationRef],
      description: 'The verification percentage of each quarter, 1 to 4 (100 where none is set)',
      resolve: (p) => p.verification,
    }),
  }),
});

const OnTimeRef = builder.objectRef<OnTimePayment>('BonusOnTimePayment').implement({
  ...insideGuardedFields,
  description: "A quarter's invoices due (by their real due dates) and how many were paid by then (by their clearing dates)",
  fields: (t) => ({
    quarter: t.exposeInt('quarter', { description: QUARTER }),
    invoicesDue: t.exposeInt('invoicesDue', {
      description: 'Invoices due in the quarter whose due date has passed or that are paid; credit notes do not count',
    }),
    paidOnTime: t.exposeInt('paidOnTime', { description: 'Of those, how many were paid in full on or before their due date' }),
    share: t.exposeFloat('share', { nullable: true, description: 'Percent; null while nothing was due' }),
    required: t.exposeInt('required', { description: 'Percent the programme asks for' }),
    met: t.exposeBoolean('met', { description: 'Whether the share reaches the required percent; true while nothing was due' }),
  }),
});

const QuarterRef = builder.objectRef<BonusQuarter>('BonusQuarter').implement({
  ...insideGuardedFields,
  description: "One quarter of the active customer's bonus year: points, tier, on-time payment and bonus value.",
  fields: (t) => ({
    quarter: t.exposeInt('quarter', { description: QUARTER }),
    points: t.exposeInt('points', { description: 'B2B and retail points together' }),
    b2bPoints: t.exposeInt('b2bPoints', { description: 'Points from invoiced B2B purchases, credit notes subtracted' }),
    retailPoints: t.exposeInt('retailPoints', { description: 'Points from bikes sold to consumers and registered' }),
    tier: t.field({ type: TierRef, nullable: true, description: 'The highest tier reached; null below the first', resolve: (q) => q.tier }),
    next: t.field({ type: NextRef, nullable: true, description: 'Null once the top tier is reached', resolve: (q) => q.next }),
    onTime: t.field({ type: OnTimeRef, description: "The quarter's on-time payment", resolve: (q) => q.onTime }),
    verificationPercent: t.exposeInt('verificationPercent', { description: "Percent of the quarter's bonus paid out once verified" }),
    qualifies: t.exposeBoolean('qualifies', { description: 'Whether the bonus counts: a tier is reached and on-time payment is met' }),
    bonusValue: t.exposeFloat('bonusValue', money('Points x point value x verification percentage, when the quarter qualifies')),
    closed: t.exposeBoolean('closed', { description: 'Whether the quarter has ended, so its figures no longer grow' }),
    b2bSales: t.exposeFloat('b2bSales', money('Net B2B purchases')),
    bikeUnits: t.exposeInt('bikeUnits', { description: 'Bikes bought B2B, credit notes subtracted' }),
    retailUnits: t.exposeInt('retailUnits', { description: 'Bikes sold to consumers and registered' }),
  }),
});

const DealerBonusRef = builder.objectRef<DealerBonus>('DealerBonus').implement({
  ...insideGuardedFields,
  description: "The active customer's bonus for one year under the programme of the host's sales organisation (else the customer's first).",
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The year asked' }),
    years: t.exposeIntList('years', { description: 'Years with a programme, newest first' }),
    programme: t.field({
      type: ProgrammeRef,
      nullable: true,
      description: 'The programme of the year; null when there is none',
      resolve: (b) => b.programme,
    }),
    commonClass: t.field({
      type: CommonClassRef,
      nullable: true,
      description: 'The bike class the dealer buys most that year; null without a programme or bike classes',
      resolve: (b) => b.commonClass,
    }),
    quarters: t.field({ type: [QuarterRef], description: 'Quarters 1 to 4; empty without a programme', resolve: (b) => b.quarters }),
    currentQuarter: t.exposeInt('currentQuarter', {
      nullable: true,
      description: 'The quarter today falls in when the year is this year; else null',
    }),
  }),
});

const B2bLineRef = builder.objectRef<B2bPurchaseLine>('BonusB2bPurchase').implement({
  ...insideGuardedFields,
  description: 'One invoice line of the active customer and the B2B bonus points it earns.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the invoice line" }),
    invoiceDate: t.exposeString('invoiceDate', { description: 'The invoice date, YYYY-MM-DD' }),
    invoiceNumber: t.exposeString('invoiceNumber', { description: "The invoice's number from the ERP" }),
    articleDescription: t.exposeString('articleDescription', { description: 'The article as the invoice names it' }),
    brandId: t.exposeString('brandId', { description: "The article's brand" }),
    articleCode: t.exposeString('articleCode', { description: 'The article code as the dealer reads it' }),
    quantity: t.exposeInt('quantity', { description: 'Negative on a credit note' }),
    class: t.exposeString('class', {
      nullable: true,
      description: 'The programme class of the article by category and retail price; null: none, no points',
    }),
    pointsPerUnit: t.exposeInt('pointsPerUnit', {
      description: "B2B points one unit earns: its brand's points of the class, else every brand's, else 0",
    }),
    point: t.exposeInt('point', { description: 'Points of the line: quantity x points per unit' }),
    pointValue: t.exposeFloat('pointValue', money('What one point is worth')),
    subTotal: t.exposeFloat('subTotal', money('point x pointValue')),
    netAmount: t.exposeFloat('netAmount', money('The invoice line amount')),
    quarter: t.exposeInt('quarter', { description: 'The quarter of the invoice date, 1 to 4' }),
  }),
});

const RetailLineRef = builder.objectRef<RetailSaleLine>('BonusRetailSale').implement({
  ...insideGuardedFields,
  description: 'One bike shipped to the active customer, sold to a consumer and registered, and the retail points it earns.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the registration" }),
    inputDate: t.exposeString('inputDate', { description: 'YYYY-MM-DD the sale was registered' }),
    articleDescription: t.exposeString('articleDescription', { description: "The bike article's name" }),
    frameNumber: t.exposeString('frameNumber', { description: "The bike's frame number" }),
    class: t.exposeString('class', {
      nullable: true,
      description: 'The programme class of the bike by retail price; null: none, no points',
    }),
    point: t.exposeInt('point', {
      description: "Retail points the bike earns: its brand's points of the class, else every brand's, else 0",
    }),
    pointValue: t.exposeFloat('pointValue', money('What one point is worth')),
    subTotal: t.exposeFloat('subTotal', money('point x pointValue')),
    quarter: t.exposeInt('quarter', { description: 'The quarter of the registration date, 1 to 4' }),
    brandId: t.exposeString('brandId', { description: "The bike's brand" }),
    netAmount: t.exposeFloat('netAmount', money('What the bike was invoiced at')),
  }),
});

const B2bPageRef = builder.objectRef<Awaited<ReturnType<typeof b2bPurchases>>>('BonusB2bPurchasePage').implement({
  ...insideGuardedFields,
  description: 'One page of the invoice lines behind the B2B points, with the programme money facts beside them.',
  fields: (t) => ({
    lines: t.field({ type: [B2bLineRef], description: 'The lines of this page, newest invoice first', resolve: (p) => p.lines }),
    info: t.field({
      type: PageInfoRef,
      description: 'Paging; count is the number of lines in the year or quarter',
      resolve: (p) => p.info,
    }),
    currency: t.exposeString('currency', { description: "ISO 4217 code of the programme's currency; empty without a programme" }),
    precision: t.exposeInt('precision', { description: 'Minor digits per major unit of the currency' }),
    pointValue: t.exposeFloat('pointValue', money('What one point is worth')),
  }),
});
const RetailPageRef = builder.objectRef<Awaited<ReturnType<typeof retailSales>>>('BonusRetailSalePage').implement({
  ...insideGuardedFields,
  description: 'One page of the registered retail sales behind the retail points, with the programme money facts beside them.',
  fields: (t) => ({
    lines: t.field({ type: [RetailLineRef], description: 'The sales of this page, newest registration first', resolve: (p) => p.lines }),
    info: t.field({
      type: PageInfoRef,
      description: 'Paging; count is the number of sales in the year or quarter',
      resolve: (p) => p.info,
    }),
    currency: t.exposeString('currency', { description: "ISO 4217 code of the programme's currency; empty without a programme" }),
    precision: t.exposeInt('precision', { description: 'Minor digits per major unit of the currency' }),
    pointValue: t.exposeFloat('pointValue', money('What one point is worth')),
  }),
});

type Totals = NonNullable<Awaited<ReturnType<typeof totalDealerSales>>>;
const SalesQuarterRef = builder.objectRef<QuarterSums>('DealerSalesQuarter').implement({
  ...insideGuardedFields,
  description: "One quarter of the active customer's sales in the bonus year.",
  fields: (t) => ({
    quarter: t.exposeInt('quarter', { description: QUARTER }),
    b2bSales: t.exposeFloat('b2bSales', money('Net B2B purchases, credit notes subtracted')),
    bikeUnits: t.exposeInt('bikeUnits', { description: 'Bikes bought B2B, credit notes subtracted' }),
    retailUnits: t.exposeInt('retailUnits', { description: 'Bikes sold to consumers and registered' }),
    b2bPoints: t.exposeInt('b2bPoints', { description: 'Points from invoiced B2B purchases, credit notes subtracted' }),
    retailPoints: t.exposeInt('retailPoints', { description: 'Points from bikes sold to consumers and registered' }),
  }),
});
const SalesTotalRef = builder.objectRef<Totals['total']>('DealerSalesTotal').implement({
  ...insideGuardedFields,
  description: "The active customer's sales over the whole bonus year.",
  fields: (t) => ({
    b2bSales: t.exposeFloat('b2bSales', money('Net B2B purchases of the year')),
    bikeUnits: t.exposeInt('bikeUnits', { description: 'Bikes bought B2B in the year, credit notes subtracted' }),
    retailUnits: t.exposeInt('retailUnits', { description: 'Bikes sold to consumers and registered in the year' }),
    points: t.exposeInt('points', { description: 'B2B and retail points of the year together' }),
  }),
});
const TotalSalesRef = builder.objectRef<Totals>('TotalDealerSales').implement({
  ...insideGuardedFields,
  description: "The active customer's net purchases, bikes bought and bikes sold in a bonus year, per quarter and in total.",
  fields: (t) => ({
    currency: t.exposeString('currency', { description: "ISO 4217 code of the programme's currency" }),
    precision: t.exposeInt('precision', { description: 'Minor digits per major unit of the currency' }),
    quarters: t.field({ type: [SalesQuarterRef], description: 'Quarters 1 to 4', resolve: (s) => s.quarters }),
    total: t.field({ type: SalesTotalRef, description: 'The four quarters summed', resolve: (s) => s.total }),
  }),
});

const year = z.number().int().min(2000).max(2100);
const custCode = z.string().max(20);
const CUST_CODE = "The active customer's code; any other answers FORBIDDEN";
const BRAND = "polygon or wim: that brand's points and lines only (its own bonus page); all brands without one";
const brand = z.enum(BONUS_BRANDS);
const YEAR = 'The programme year, e.g. 2026';
const PAGE = 'Page to read, from 1 (default 1)';

const pageSize = z
  .number()
  .int()
  .refine((v) => (BONUS_PAGE_SIZES as readonly number[]).includes(v), 'One of 10, 20');

builder.queryFields((t) => ({
  dealerBonus: t.withAuth(bonusAuth).field({
    type: DealerBonusRef,
    description: "The active customer's bonus of a year: points, tier, next threshold, on-time payment and value per quarter",
    args: {
      year: t.arg.int({ required: true, description: YEAR, validate: year }),
      custCode: t.arg.string({ description: CUST_CODE, validate: custCode }),
      brand: t.arg.string({ description: BRAND, validate: brand }),
    },
    resolve: (_r, args, ctx) => dealerBonus(ctx, args),
  }),
  b2bPurchases: t.withAuth(bonusAuth).field({
    type: B2bPageRef,
    description: 'The invoice lines behind the B2B points, newest first, paged in SQL',
    args: {
      year: t.arg.int({ required: true, description: YEAR, validate: year }),
      custCode: t.arg.string({ description: CUST_CODE, validate: custCode }),
      brand: t.arg.string({ description: BRAND, validate: brand }),
      quarter: t.arg.int({ description: '1-4; the whole year without one', validate: z.number().int().min(1).max(4) }),
      page: t.arg.int({ defaultValue: 1, description: PAGE, validate: z.number().int().min(1).max(100_000) }),
      limit: t.arg.int({ defaultValue: 10, description: 'Lines a page: 10 (default) or 20', validate: pageSize }),
    },
    resolve: (_r, args, ctx) => b2bPurchases(ctx, { ...args, page: args.page ?? 1, limit: args.limit ?? 10 }),
  }),
  retailSales: t.withAuth(bonusAuth).field({
    type: RetailPageRef,
    description: 'The registered retail sales behind the retail points, newest first, paged in SQL',
    args: {
      year: t.arg.int({ required: true, description: YEAR, validate: year }),
      custCode: t.arg.string({ description: CUST_CODE, validate: custCode }),
      brand: t.arg.string({ description: BRAND, validate: brand }),
      quarter: t.arg.int({ description: '1-4; the whole year without one', validate: z.number().int().min(1).max(4) }),
      page: t.arg.int({ defaultValue: 1, description: PAGE, validate: z.number().int().min(1).max(100_000) }),
      limit: t.arg.int({ defaultValue: 10, description: 'Lines a page: 10 (default) or 20', validate: pageSize }),
    },
    resolve: (_r, args, ctx) => retailSales(ctx, { ...args, page: args.page ?? 1, limit: args.limit ?? 10 }),
  }),
  onTimePayment: t.withAuth(bonusAuth).field({
    type: [OnTimeRef],
    description: "Each quarter's on-time payment, from the invoices' due and clearing dates",
    args: {
      year: t.arg.int({ required: true, description: YEAR, validate: year }),
      custCode: t.arg.string({ description: CUST_CODE, validate: custCode }),
    },
    resolve: (_r, args, ctx) => onTimePayment(ctx, args),
  }),
  totalDealerSales: t.withAuth(bonusAuth).field({
    type: TotalSalesRef,
    nullable: true,
    description: "The dealer's net purchases, bikes bought and bikes sold per quarter (null without a programme)",
    args: {
      year: t.arg.int({ required: true, description: YEAR, validate: year }),
      custCode: t.arg.string({ description: CUST_CODE, validate: custCode }),
      brand: t.arg.string({ description: BRAND, validate: brand }),
    },
    resolve: (_r, args, ctx) => totalDealerSales(ctx, args),
  }),
  verificationPercentages: t.withAuth(bonusAuth).field({
    type: [VerificationRef],
    description: "The programme's verification percentage of each quarter",
    args: {
      year: t.arg.int({ required: true, description: YEAR, validate: year }),
      custCode: t.arg.string({ description: CUST_CODE, validate: custCode }),
    },
    resolve: (_r, args, ctx) => verificationPercentages(ctx, args),
  }),
}));
