import type { SignedInContext } from '../context.ts';
import type { Analysis, Article } from '../catalog/loaders.ts';
import { marketOf } from '../catalog/market.ts';
import { articleLabel } from '../../src/rules/cart.ts';
import { exceedsLimit, maxLineQty, type OrderLimit } from '../../src/rules/order-limits.ts';
import { availableStock } from '../catalog/orderable-stock.ts';
import { orderLimitsOf } from './order-limits.ts';

/** Why an article cannot be ordered, in the order a dealer should read it; null when it can. */
const blocks: { flag: keyof Analysis; when: 0 | 1; message: string; key: string }[] = [
  { flag: 'invalidArticle', when: 1, message: 'This article is no longer valid', key: 'invalid_article' },
  { flag: 'hasPrice', when: 0, message: 'This article has no price yet', key: 'no_price' },
  { flag: 'allowToOrder', when: 0, message: "Can't be purchased: this article is not released for ordering", key: 'not_allowed' },
  { flag: 'orderBlocked', when: 1, message: "Can't be purchased: ordering this article is blocked", key: 'order_blocked' },
  { flag: 'hierarchyBlocked', when: 1, message: "Can't be purchased: this product line is blocked", key: 'hierarchy_blocked' },
  { flag: 'brandBlocked', when: 1, message: "Can't be purchased: this brand is blocked for you", key: 'brand_blocked' },
  { flag: 'categoryBlocked', when: 1, message: "Can't be purchased: this category is blocked for you", key: 'category_blocked' },
  { flag: 'sorgBlocked', when: 1, message: "Can't be purchased in this sales organisation", key: 'sorg_blocked' },
];

/** The analysis flags that can stop a purchase and the value that stops it. */
export const BLOCKING_ANALYSIS = blocks.map(({ flag, when }) => ({ flag, when }));

export function orderBlock(analysis: Analysis | null) {
  return analysis ? (blocks.find((b) => Number(analysis[b.flag]) === b.when) ?? null) : null;
}

/** One line as the cart is asked to set it: qty is the line's new quantity (0 removes it). */
export interface LineRequest {
  articleCode: string;
  sorg: string;
  qty: number;
  uom: string;
}

/** Why a line is refused: the input field at fault, the English message, its translation key and the values it fills in. */
export interface LineRefusal {
  field: 'articleCode' | 'uom' | 'qty';
  message: string;
  messageKey: string;
  params?: Record<string, string | number>;
}

/** What the cart read of one line and its verdict: refusal null means the line may be set. */
export interface LineCheck {
  request: LineRequest;
  article: Article | null;
  analysis: Analysis | null;
  /** The order limit binding the article for the customer today, if any. */
  limit: OrderLimit | null;
  /** What can be ordered now, read only where the host's exactQtyCheck holds lines to it; null elsewhere. */
  available: number | null;
  refusal: LineRefusal | null;
}

/**
 * The cart's rule for lines of the session's active customer in the host's market, checked in this order: the
 * article is sold here, the unit is the article's, no analysis flag blocks it, the order limit (EA) leaves room, and
 * with exactQtyCheck the stock covers it. A line of qty 0 (a removal) needs only the article. updateProductsInCart
 * and the staff's catalogue analyze both answer from here, so they cannot disagree.
 */
export async function checkLines(ctx: SignedInContext, requests: readonly LineRequest[]): Promise<LineCheck[]> {
  const customer = ctx.actor.customer!;
  const market = await marketOf(ctx);
  const codes = [...new Set(requests.map((p) => p.articleCode))];
  const articles = codes.length
    ? await ctx.db.selectFrom('articles').selectAll().where('sorg', '=', market.sorg).where('articleCode', 'in', codes).execute()
    : [];
  const byCode = new Map(articles.map((a) => [a.articleCode, a as Article]));
  // The ordering flags are read fresh, not from the catalogue cache: a block set a moment ago already holds.
  const flags = articles.length
    ? await ctx.db
        .selectFrom('articleAnalysis')
        .selectAll()
        .where(
          'articleId',
          'in',
          articles.map((a) => a.id),
        )
        .execute()
    : [];
  const flagsOf = new Map(flags.map((f) => [f.articleId, f]));
  const ids = articles.map((a) => a.id);
  const limits = await orderLimitsOf(ctx.db, customer.id, market.sorg, market.today, ids);
  // With the host's exactQtyCheck a line may not ask for more than the warehouses hold.
  const stock = ctx.host.config.exactQtyCheck ? await availableStock(ctx.db, ids) : null;

  return requests.map((p) => {
    const found = p.sorg === market.sorg ? (byCode.get(p.articleCode) ?? null) : null;
    const check: LineCheck = {
      request: p,
      article: found,
      analysis: found ? (flagsOf.get(found.id) ?? null) : null,
      limit: found ? (limits.get(found.id) ?? null) : null,
      available: found && stock ? (stock.get(found.id) ?? 0) : null,
      refusal: null,
    };
    check.refusal = refusalOf(check);
    return check;
  });
}

function refusalOf({ request: p, article, analysis, limit, available }: LineCheck): LineRefusal | null {
  if (!article)
    return { field: 'articleCode', message: `${p.articleCode}: product not found in this market`, messageKey: 'catalog:errors.not_found' };
  if (p.qty === 0) return null;
  const label = articleLabel(article);
  if (p.uom !== article.uom)
    return {
      field: 'uom',
      message: `${label}: order in ${article.uom}`,
      messageKey: 'catalog:errors.wrong_uom',
      params: { article: label },
    };
  const block = orderBlock(analysis);
  if (block)
    return {
      field: 'articleCode',
      message: `${label}: ${block.message}`,
      messageKey: `catalog:errors.${block.key}`,
      params: { article: label },
    };
  if (exceedsLimit(p.qty, p.uom, limit)) {
    return {
      field: 'qty',
      message: `${label}: order quota exceeded, at most ${maxLineQty(limit, p.uom)} can be ordered`,
      messageKey: 'catalog:errors.order_quota',
      params: { article: label, max: maxLineQty(limit, p.uom)! },
    };
  }
  if (available != null && p.qty > available) {
    return {
      field: 'qty',
      message: `${label}: only ${available} available`,
      messageKey: 'cart:errors.over_stock',
      params: { article: label, available },
    };
  }
  return null;
}
