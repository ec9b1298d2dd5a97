import { chooserOf } from '../auth/actor.ts';
import type { SignedInContext } from '../context.ts';
import { mayActFor } from '../auth/customer-access.ts';
import { salesCustomers } from '../account/service.ts';
import { readerLocale } from '../data-texts/texts.ts';
import { BLOCKING_ANALYSIS, checkLines, type LineCheck } from '../cart/line-checks.ts';
import { loadersOf, type StockRow } from '../catalog/loaders.ts';
import { marketOf } from '../catalog/market.ts';
import { priceOf } from '../catalog/pricing.ts';
import { maxLineQty } from '../../src/rules/order-limits.ts';
import { priceLine } from '../../src/rules/price.ts';
import { checksStock } from '../../src/rules/stock-display.ts';
import { forbidden } from '../graphql/errors.ts';
import { availableStock } from '../catalog/orderable-stock.ts';
import { marketsOfCodes, resolveArticleCodes } from './codes.ts';

/** The customers staff may analyze for: those they may act for (their areas; admins and audit every one), buying in this market. */
export function analyzeCustomers(ctx: SignedInContext, search: string | null | undefined, page: number, limit: number) {
  return salesCustomers(ctx.db, ctx.actor, { search, sorgs: [ctx.host.config.sorg], page, limit, locale: readerLocale(ctx) });
}

/**
 * Why each article can or cannot be ordered by the customer, asked as the cart is asked: `qty` of each code in the
 * article's own unit. The verdict is the cart's own (checkLines), read as if the session acted for the customer; the
 * rest (every analysis flag, the price and its source, stock, the order limit) says what that verdict rests on.
 */
export async function analyzeArticles(ctx: SignedInContext, customerId: number, codes: readonly string[], qty: number) {
  const customer = await ctx.db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirst();
  // An unknown id and someone else's customer answer alike, so ids cannot be probed.
  if (!customer || !(await mayActFor(ctx.db, chooserOf(ctx.actor), customer.id))) forbidden('This customer is not yours to analyze');
  const asCustomer: SignedInContext = { ...ctx, actor: { ...ctx.actor, customer: customer! } };
  const market = await marketOf(asCustomer);
  const unique = [...new Set(codes.map((c) => c.trim()).filter(Boolean))];
  // A code may be the internal or the display code, typed loosely: each resolves to its article's internal code.
  const here = await resolveArticleCodes(ctx.db, unique, market.sorg);
  const missing = unique.filter((c) => !here.has(c));
  const elsewhere = missing.length ? await marketsOfCodes(ctx.db, missing) : new Map<string, string[]>();
  // People read a market by its company name, not its sales organisation number.
  const names = new Map(
    (await ctx.db.selectFrom('salesOrganisations').select(['sorg', 'name']).execute()).map((r) => [r.sorg, r.name] as const),
  );
  const nameOf = (sorg: string) => names.get(sorg) ?? sorg;
  const checks = await checkLines(
    asCustomer,
    unique.map((typed) => {
      const article = here.get(typed);
      return { articleCode: article?.articleCode ?? typed, sorg: market.sorg, qty, uom: article?.uom ?? 'EA' };
    }),
  );
  const ids = checks.flatMap((c) => (c.article ? [c.article.id] : []));
  const orderableNow = await availableStock(ctx.db, ids);
  const lines = await Promise.all(
    checks.map(async (check, i) => ({
      // The code as asked, so each answer stands beside what was typed; the article names its internal code.
      articleCode: unique[i]!,
      // Sold elsewhere but not here: the code is real, this market's assortment lacks it.
      otherMarkets: check.article ? [] : (elsewhere.get(unique[i]!) ?? []),
      otherMarketNames: check.article ? [] : (elsewhere.get(unique[i]!) ?? []).map(nameOf),
      ...check,
      flags: BLOCKING_ANALYSIS.map(({ flag, when }) => {
        const value = check.analysis ? Number(check.analysis[flag]) : null;
        return { name: flag, status: value == null ? null : value === 1, blocks: value === when };
      }),
      price: check.article ? await priceDetails(asCustomer, check, qty) : null,
      stock: check.article
        ? {
            available: orderableNow.get(check.article.id) ?? 0,
            warehouses: (await loadersOf(asCustomer).stock.load(check.article.id)) as StockRow[],
            cartHolds: !!ctx.host.config.exactQtyCheck,
            checkoutHolds: checksStock(ctx.host.config),
          }
        : null,
      quota: check.limit ? { ...check.limit, maxQty: maxLineQty(check.limit, check.request.uom)! } : null,
    })),
  );
  return { customer: customer!, sorg: market.sorg, sorgName: nameOf(market.sorg), qty, lines };
}

/** The price the cart would charge for `qty`, and where it comes from: the customer's own price or the list, a volume step or a promotion. */
async function priceDetails(ctx: SignedInContext, check: LineCheck, qty: number) {
  const article = check.article!;
  const [price, own] = await Promise.all([priceOf(ctx, article), loadersOf(ctx).customerPrice.load(article.id)]);
  const line = priceLine(price.rule, qty);
  return {
    listPrice: Number(article.dealerPrice),
    dealer: price.rule.dealer,
    base: own != null ? 'customer' : 'list',
    retail: price.rule.retail,
    unit: line.unit,
    subtotal: line.subtotal,
    source: line.source,
    promotionCode: line.promotion?.code ?? null,
    volumeDiscount: line.volumeDiscount,
    currency: price.currency,
    precision: price.precision,
  };
}

export type ArticleAnalysis = Awaited<ReturnType<typeof analyzeArticles>>;
export type AnalyzedLine = ArticleAnalysis['lines'][number];
