import type { CurrencyFormat } from './host-config.ts';
import { clampPrecision, formatMoney } from './money.ts';

/**
 * The price rule of spec 2 §5, shared by the API (which prices for the session's customer) and the browser
 * (which recomputes a line as the quantity changes). Amounts are integers in the currency's minor unit
 * (cents; for a currency of precision 0 the unit itself), so sums never drift; `precision` says how many
 * minor digits a major unit has.
 */

/** A volume-discount term: the rule matches when the ordered quantity is >= or <= the rule's quantity. */
export type DiscountTerm = '>=' | '<=';

/** How an adjustment changes the unit price. */
export type AdjustmentType = 'percent' | 'fixed';

/**
 * One volume-discount rule (cart item price.discount.detail). The value is ADDED to the unit price, so a
 * discount is negative: percent -5 takes 5 % off, fixed -1500 takes 1500 minor units off.
 */
export interface VolumeDiscount {
  salesDealNo: string;
  term: DiscountTerm;
  qty: number;
  type: AdjustmentType;
  value: number;
  uom?: string;
}

/**
 * One promotion detail as it applies to an article. 'percent' and 'fixed' are added to the dealer price like
 * a volume discount (negative = cheaper); 'price' is the promotion unit price itself (minor units).
 * minQty / maxQty (null = open) bound the quantities the promotion holds for.
 */
export interface PromotionPrice {
  code: string;
  type: AdjustmentType | 'price';
  value: number;
  minQty: number | null;
  maxQty: number | null;
}

/** An article's prices for one customer, all in minor units of one currency. */
export interface ArticlePrice {
  /** The customer's (dealer) unit price. */
  dealer: number;
  /** The recommended retail price, shown for reference; null when the market has none. */
  retail: number | null;
  precision: number;
  /** The article's active promotion, if any. */
  promotion?: PromotionPrice | null;
  /** Volume discounts in their stored order: the first one that matches wins. */
  volumeDiscounts?: readonly VolumeDiscount[];
}

/** The priced line for a quantity. */
export interface PricedLine {
  qty: number;
  /** Dealer unit price before any discount. */
  dealerUnit: number;
  /** Unit price actually charged. */
  unit: number;
  /** unit × qty. */
  subtotal: number;
  /** What the discounts save on the whole line (dealerUnit × qty − subtotal). */
  saving: number;
  /** Which discount set the unit price ('none' when the plain dealer price holds). */
  source: 'none' | 'promotion' | 'volume';
  /** The volume-discount rule used, when source is 'volume'. */
  volumeDiscount: VolumeDiscount | null;
  /** The promotion used, when source is 'promotion'. */
  promotion: PromotionPrice | null;
}

/** Rounds half away from zero (so -2.5 → -3, like 2.5 → 3): a discount rounds the same way as a surcharge. */
const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value) + 1e-9);

/** Major units (12.5 dollars) to minor units (1250) at the given precision. */
export function toMinor(major: number, precision: number): number {
  return roundHalfAway(major * 10 ** clampPrecision(precision));
}

/** Minor units (1250) to major units (12.5) at the given precision. */
export function toMajor(minor: number, precision: number): number {
  return minor / 10 ** clampPrecision(precision);
}

/**
 * A unit price after adding an adjustment: percent of the unit price, or a fixed amount in minor units.
 * Rounded to a whole minor unit and never below zero.
 */
export function adjustUnitPrice(unit: number, adjustment: { type: AdjustmentType; value: number }): number {
  const delta = adjustment.type === 'percent' ? roundHalfAway((unit * adjustment.value) / 100) : roundHalfAway(adjustment.value);
  return Math.max(0, unit + delta);
}

/** Whether a volume-discount rule holds for a quantity ('>=': qty at least the rule's, '<=': at most). */
export function discountMatches(rule: VolumeDiscount, qty: number): boolean {
  return rule.term === '>=' ? qty >= rule.qty : qty <= rule.qty;
}

/** The first rule, in stored order, that holds for the quantity; null when none does. */
export function matchingVolumeDiscount(rules: readonly VolumeDiscount[] | undefined, qty: number): VolumeDiscount | null {
  return rules?.find((rule) => discountMatches(rule, qty)) ?? null;
}

/** Whether a promotion holds for a quantity (inside its minQty..maxQty; open ends always hold). */
export function promotionApplies(promotion: PromotionPrice, qty: number): boolean {
  return (promotion.minQty == null || qty >= promotion.minQty) && (promotion.maxQty == null || qty <= promotion.maxQty);
}

/** The promotion unit price for a dealer price (ignoring quantity conditions). */
export function promotionUnitPrice(dealer: number, promotion: PromotionPrice): number {
  const { type, value } = promotion;
  return type === 'price' ? Math.max(0, Math.round(value)) : adjustUnitPrice(dealer, { type, value });
}

/**
 * The promotion price to show on a thumbnail or detail page: the promotion unit price at the smallest
 * quantity it holds for, or null when there is no promotion or it is not cheaper than the dealer price.
 */
export function displayedPromotionPrice(price: ArticlePrice): number | null {
  if (!price.promotion) return null;
  const unit = promotionUnitPrice(price.dealer, price.promotion);
  return unit < price.dealer ? unit : null;
}

/**
 * Prices a quantity (spec 2 §5): the subtotal is the dealer price × quantity, unless a discount applies.
 * The first matching volume-discount rule sets the unit price for the whole quantity; a promotion that holds
 * for the quantity does too. Discounts do not stack: the lower of the two unit prices is charged.
 */
export function priceLine(price: ArticlePrice, qty: number): PricedLine {
  const quantity = Math.max(0, Math.trunc(qty));
  const dealerUnit = price.dealer;
  let unit = dealerUnit;
  let source: PricedLine['source'] = 'none';
  let volumeDiscount: VolumeDiscount | null = null;
  let promotion: PromotionPrice | null = null;

  const rule = matchingVolumeDiscount(price.volumeDiscounts, quantity);
  if (rule) {
    const ruled = adjustUnitPrice(dealerUnit, rule);
    if (ruled !== dealerUnit) [unit, source, volumeDiscount] = [ruled, 'volume', rule];
  }
  if (price.promotion && promotionApplies(price.promotion, quantity)) {
    const promoted = promotionUnitPrice(dealerUnit, price.promotion);
    if (promoted < unit) [unit, source, volumeDiscount, promotion] = [promoted, 'promotion', null, price.promotion];
  }
  const subtotal = unit * quantity;
  return { qty: quantity, dealerUnit, unit, subtotal, saving: dealerUnit * quantity - subtotal, source, volumeDiscount, promotion };
}

/** An amount in minor units in the reader's locale (or the host's separators), at the amount's own precision. */
export function formatMinor(minor: number, precision: number, currency: CurrencyFormat, locale = currency.locale): string {
  return formatMoney(toMajor(minor, precision), { ...currency, decimalPrecision: clampPrecision(precision) }, locale);
}

/** The separators and symbol an answer's price may carry, which win over the host's. */
export type PriceFormat = { symbol: string; thousandSeparator: string; decimalSeparator: string };

/**
 * Formats minor units in the host's currency, at the currency's precision unless told; the price's own symbol and
 * separators when it carries them.
 */
export function moneyFormatter(currency: CurrencyFormat) {
  return (minor: number, precision = currency.decimalPrecision, price?: PriceFormat): string =>
    formatMinor(
      minor,
      precision,
      price
        ? {
            ...currency,
            symbol: price.symbol || currency.symbol,
            thousandSeparator: price.thousandSeparator,
            decimalSeparator: price.decimalSeparator,
          }
        : currency,
    );
}

/** The retail price as shown next to the dealer price (cart item price.retailDisplay); null when there is none. */
export function retailDisplay(price: Pick<ArticlePrice, 'retail' | 'precision'>, currency: CurrencyFormat): string | null {
  return price.retail == null ? null : formatMinor(price.retail, price.precision, currency);
}
