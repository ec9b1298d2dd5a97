import { displayedPromotionPrice, priceLine, type ArticlePrice, type PromotionPrice } from '../../src/rules/price.ts';
import type { RequestContext } from '../context.ts';
import type { ActivePromotion, Article, VolumeDiscount } from './loaders.ts';
import { loadersOf } from './loaders.ts';
import { marketOf } from './market.ts';

/** An article's price for the session's active customer, in minor units with the currency's format beside it. */
export interface CustomerPrice {
  dealer: number;
  retailDisplay: number;
  promotionPrice: number | null;
  currency: string;
  precision: number;
  symbol: string;
  thousandSeparator: string;
  decimalSeparator: string;
  discount: { salesDealNo: string; description: string; detail: VolumeDiscount[] } | null;
  /** What src/rules/price.ts prices a quantity from. */
  rule: ArticlePrice;
}

const promotionOf = (p: ActivePromotion | null): PromotionPrice | null =>
  p && { code: p.code, type: p.type, value: Number(p.value), minQty: p.minQty, maxQty: p.maxQty };

/** The price of an article for the active customer (their own dealer price where one is agreed). */
export async function priceOf(ctx: RequestContext, article: Article): Promise<CustomerPrice> {
  const loaders = loadersOf(ctx);
  const [market, own, discounts, promotion] = await Promise.all([
    marketOf(ctx),
    loaders.customerPrice.load(article.id),
    loaders.volumeDiscounts.load(article.id),
    loaders.promotion.load(article.id),
  ]);
  const rule: ArticlePrice = {
    dealer: own ?? Number(article.dealerPrice),
    retail: Number(article.retailPrice),
    precision: market.precision,
    promotion: promotionOf(promotion),
    volumeDiscounts: discounts.map((d) => ({
      salesDealNo: d.salesDealNo,
      term: d.term,
      qty: d.qty,
      type: d.type,
      value: Number(d.value),
      uom: d.uom,
    })),
  };
  const first = discounts[0];
  const { currency } = ctx.host.config;
  return {
    dealer: rule.dealer,
    retailDisplay: Number(article.retailPrice),
    promotionPrice: displayedPromotionPrice(rule),
    currency: market.currency,
    precision: market.precision,
    symbol: currency.symbol,
    thousandSeparator: currency.thousandSeparator,
    decimalSeparator: currency.decimalSeparator,
    discount: first ? { salesDealNo: first.salesDealNo, description: first.description, detail: discounts } : null,
    rule,
  };
}

/** What one unit costs the active customer when ordering `qty` (spec 2 §5, src/rules/price.ts). */
export async function unitPriceFor(ctx: RequestContext, article: Article, qty: number): Promise<number> {
  return priceLine((await priceOf(ctx, article)).rule, qty).unit;
}
