import type { ArticlePrice, PromotionPrice, VolumeDiscount } from './price.ts';

/**
 * Cart rules of spec 2 §4: lines are totalled per sales organisation, a line that cannot be purchased counts
 * in neither the totals nor the quantity, and the reason it is blocked is read from the product analysis.
 */

/** The price of an article as the catalogue answers it (Price with its discount, and the promotion badge). */
export interface QuotedPrice {
  dealer: number;
  retailDisplay: number;
  precision: number;
  discount: { detail: readonly { salesDealNo?: string; qty: number; term: string; type: string; discount: number; uom?: string }[] } | null;
}
export interface QuotedPromotion {
  code: string;
  type: string;
  value: number;
  minQty: number | null;
  maxQty: number | null;
}

/** What src/rules/price.ts prices a quantity from, built from the catalogue's answer. */
export function articlePriceOf(price: QuotedPrice, promotion: QuotedPromotion | null): ArticlePrice {
  const volumeDiscounts: VolumeDiscount[] = (price.discount?.detail ?? []).map((d) => ({
    salesDealNo: d.salesDealNo ?? '',
    term: d.term === '<=' ? '<=' : '>=',
    qty: d.qty,
    type: d.type === 'fixed' ? 'fixed' : 'percent',
    value: d.discount,
    uom: d.uom,
  }));
  const promo: PromotionPrice | null =
    promotion && ['percent', 'fixed', 'price'].includes(promotion.type)
      ? {
          code: promotion.code,
          type: promotion.type as PromotionPrice['type'],
          value: promotion.value,
          minQty: promotion.minQty,
          maxQty: promotion.maxQty,
        }
      : null;
  return { dealer: price.dealer, retail: price.retailDisplay || null, precision: price.precision, promotion: promo, volumeDiscounts };
}

/**
 * An article as the dealer sees it everywhere (cart, checkout, errors): its display code and name, never the ERP's
 * internal article code.
 */
export function articleLabel(article: { articleCodeDisplay: string; name: string }): string {
  return `${article.articleCodeDisplay} – ${article.name}`;
}

/** Why a typed quantity was refused; each has its own translated message at the input. */
export type QtyProblem = 'empty' | 'not_number' | 'not_whole' | 'negative' | 'zero' | 'over_max';

/**
 * Checks a quantity a dealer typed (a number from a number input, or text from a grid cell) against 1..max, or
 * 0..max where 0 means "remove" (a cart line). Answers why it is refused, or null when it holds.
 */
export function qtyProblem(value: number | string | null | undefined, max: number, { zeroAllowed = false } = {}): QtyProblem | null {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return 'empty';
  const qty = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(qty)) return 'not_number';
  if (qty < 0) return 'negative';
  if (!Number.isInteger(qty)) return 'not_whole';
  if (qty === 0 && !zeroAllowed) return 'zero';
  return qty > max ? 'over_max' : null;
}

/** The flags of a product analysis that can stop a purchase, in the order a dealer should read them. */
export const BLOCKING_FLAGS = [
  { flag: 'invalidArticle', blockedWhen: true, reason: 'invalid_article' },
  { flag: 'hasPrice', blockedWhen: false, reason: 'no_price' },
  { flag: 'allowToOrder', blockedWhen: false, reason: 'not_allowed' },
  { flag: 'orderBlocked', blockedWhen: true, reason: 'order_blocked' },
  { flag: 'hierarchyBlocked', blockedWhen: true, reason: 'hierarchy_blocked' },
  { flag: 'brandBlocked', blockedWhen: true, reason: 'brand_blocked' },
  { flag: 'categoryBlocked', blockedWhen: true, reason: 'category_blocked' },
  { flag: 'sorgBlocked', blockedWhen: true, reason: 'sorg_blocked' },
] as const;

export type BlockReason = (typeof BLOCKING_FLAGS)[number]['reason'];
type Analysis = Partial<Record<(typeof BLOCKING_FLAGS)[number]['flag'], { status: boolean } | null>>;

/** The first reason an article cannot be purchased; null when nothing in the analysis blocks it. */
export function blockReason(analysis: Analysis | null | undefined): BlockReason | null {
  if (!analysis) return null;
  return BLOCKING_FLAGS.find((b) => analysis[b.flag] != null && analysis[b.flag]!.status === b.blockedWhen)?.reason ?? null;
}

/** What the totals need of a line. */
export interface TotalledLine {
  sorg: string;
  qty: number;
  subtotal: number;
  purchasable: boolean;
}

export interface SorgTotal<L extends TotalledLine> {
  sorg: string;
  /** Every line of the organisation, blocked ones included, in cart order. */
  lines: L[];
  /** Sum of the purchasable lines' subtotals, in minor units. */
  total: number;
  /** Pieces on the purchasable lines. */
  quantity: number;
  /** Lines that count (not blocked). */
  purchasable: number;
}

export interface CartTotals<L extends TotalledLine> {
  groups: SorgTotal<L>[];
  total: number;
  quantity: number;
  /** Lines that count towards the totals and can go to checkout. */
  purchasable: number;
  blocked: number;
}

/** Groups lines per sales organisation (first seen first) and totals them; blocked lines are shown but not counted. */
export function cartTotals<L extends TotalledLine>(lines: readonly L[]): CartTotals<L> {
  const bySorg = new Map<string, SorgTotal<L>>();
  for (const line of lines) {
    let group = bySorg.get(line.sorg);
    if (!group) bySorg.set(line.sorg, (group = { sorg: line.sorg, lines: [], total: 0, quantity: 0, purchasable: 0 }));
    group.lines.push(line);
    if (!line.purchasable) continue;
    group.total += line.subtotal;
    group.quantity += line.qty;
    group.purchasable += 1;
  }
  const groups = [...bySorg.values()];
  const sum = (pick: (g: SorgTotal<L>) => number) => groups.reduce((acc, g) => acc + pick(g), 0);
  const purchasable = sum((g) => g.purchasable);
  return { groups, total: sum((g) => g.total), quantity: sum((g) => g.quantity), purchasable, blocked: lines.length - purchasable };
}

/**
 * How a credit block is worded on the cart and checkout: to a rep acting for a dealer it names the dealer ("<name>
 * is blocked for credit"); to the dealer it speaks of their own account. A rep who has not chosen a customer has no cart.
 */
export function creditBlockWording(user: { isSales: boolean; customerName: string | null | undefined }): {
  key: 'credit_block.rep' | 'credit_block.dealer';
  values: { customer?: string };
} {
  return user.isSales && user.customerName
    ? { key: 'credit_block.rep', values: { customer: user.customerName } }
    : { key: 'credit_block.dealer', values: {} };
}
