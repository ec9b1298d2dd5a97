import { lastTwelveMonths } from '../../src/rules/visit-forms.ts';
import type { SignedInContext } from '../context.ts';
import { dealerBonus } from '../bonus/service.ts';
import { listClaims } from '../claims/list.ts';
import { claimStatuses } from '../claims/lookups.ts';
import { notFound } from '../graphql/errors.ts';
import { todayOf } from '../platform/clock.ts';
import { salesOverview } from '../sales-overview/figures.ts';
import { inAreas, requireQualified } from './access.ts';
import { shownCode } from './forms.ts';

/** The dealer beside a visit form: last 12 months of sales, open claims and the bonus standing of this quarter. */
export interface VisitDealer {
  custCode: string;
  custName: string;
  currency: string | null;
  precision: number;
  months: { month: string; netSales: number; invoiceQuantity: number }[];
  openClaimCount: number;
  openClaims: { id: number; referenceNo: string; articleName: string; statusId: string; createdAt: string }[];
  bonus: {
    year: number;
    quarter: number;
    points: number;
    tier: string | null;
    nextTier: string | null;
    missingPoints: number | null;
    bonusValue: number;
    currency: string;
    precision: number;
  } | null;
}

/**
 * What a rep should know walking into the shop, read through the reports' and claims' own functions as if the rep
 * had chosen this dealer in the customer switch (which the dealer's place in the rep's areas allows).
 */
export async function visitDealer(ctx: SignedInContext, custCode: string, today = todayOf()): Promise<VisitDealer> {
  await requireQualified(ctx);
  const code = custCode.trim().toUpperCase();
  const candidates = code
    ? await ctx.db
        .selectFrom('customers')
        .selectAll()
        .where((eb) =>
          eb.or([eb('codeR3', '=', code), eb('codeIsr', '=', code), eb('codeR3', 'like', `%${code}`), eb('codeIsr', 'like', `%${code}`)]),
        )
        .orderBy('id')
        .limit(20)
        .execute()
    : [];
  let dealer = null;
  for (const c of candidates)
    if (shownCode(c) === code || c.codeR3 === code || c.codeIsr === code)
      if (await inAreas(ctx, c.id)) {
        dealer = c;
        break;
      }
  // An unknown code and another rep's dealer answer alike.
  if (!dealer) return notFound('No dealer of your sales areas has this code');
  const asDealer: SignedInContext = { ...ctx, actor: { ...ctx.actor, customer: dealer } };

  const year = Number(today.slice(0, 4));
  const [overview, bonus, statuses] = await Promise.all([
    // A dealer without a sales organisation or a programme simply has no figures here.
    salesOverview(asDealer, { custCode: dealer.codeR3, year }, today).catch(() => null),
    dealerBonus(asDealer, { year }, today).catch(() => null),
    claimStatuses(ctx),
  ]);
  const open = statuses.filter((s) => s.category !== 'done').map((s) => s.id);
  const claims = await listClaims(asDealer, 1, 5, { customerId: dealer.id, status: open });

  const byMonth = new Map((overview?.byMonth ?? []).map((m) => [m.month, m]));
  const months = lastTwelveMonths(today).map((ym) => {
    const m = byMonth.get(Number(ym.slice(5, 7)));
    const thisYear = ym.startsWith(String(year));
    return {
      month: ym,
      netSales: (thisYear ? m?.netSales : m?.netSalesLastYear) ?? 0,
      invoiceQuantity: (thisYear ? m?.invoiceQuantity : m?.invoiceQuantityLastYear) ?? 0,
    };
  });
  const quarter = bonus?.quarters.find((q) => q.quarter === bonus.currentQuarter) ?? bonus?.quarters.at(-1);
  return {
    custCode: shownCode(dealer),
    custName: dealer.name,
    currency: overview?.scope.currency ?? null,
    precision: overview?.precision ?? 0,
    months,
    openClaimCount: claims.info.count,
    openClaims: claims.claims.map((c) => ({
      id: c.id,
      referenceNo: c.referenceNo,
      articleName: c.articleName,
      statusId: c.statusId,
      createdAt: c.createdAt,
    })),
    bonus:
      bonus?.programme && quarter
        ? {
            year: bonus.year,
            quarter: quarter.quarter,
            points: quarter.points,
            tier: quarter.tier?.name ?? null,
            nextTier: quarter.next?.tier.name ?? null,
            missingPoints: quarter.next?.missing ?? null,
            bonusValue: quarter.bonusValue,
            currency: bonus.programme.currency,
            precision: bonus.programme.precision,
          }
        : null,
  };
}
