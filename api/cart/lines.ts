import type { ExpressionBuilder } from 'kysely';
import type { SignedInContext } from '../auth/context.ts';
import { type Analysis, type Article } from '../catalog/loaders.ts';
import { marketOf } from '../catalog/market.ts';
import { priceOf, unitPriceFor } from '../catalog/pricing.ts';
import { articleLabel } from '../../src/rules/cart.ts';
import { exceedsLimit, maxLineQty } from '../../src/rules/order-limits.ts';
import { priceLine } from '../../src/rules/price.ts';
import type { Customer, DB } from '../db/types.ts';
import { forbidden } from '../graphql/errors.ts';
import { failed, succeeded, type UserError, userError } from '../graphql/mutation-result.ts';
import { availableStock } from '../orders/stock.ts';
import { orderLimitsOf } from './order-limits.ts';

/** One line of updateProductsInCart: qty is the line's new quantity; 0 removes the line. */
export interface CartProductInput { custCode: string; articleCode: string; sorg: string; qty: number; uom: string }

/**
 * The active customer's cart lines with their articles, oldest first; optionally only some line ids or one article
 * slug. Each line is priced now by the price rule for its quantity (src/rules/price.ts: the customer's price, volume
 * steps, promotion), the same figure checkout charges; `addedUnitPrice` is the unit price the dealer was shown when
 * the line was added or its quantity last set, so the cart can say when the price changed since. `seller` is the
 * company the line is bought from (its sales organisation's name).
 */
export async function cartLines(ctx: SignedInContext, filter: { ids?: readonly number[] | null; slug?: string | null } = {}) {
  const customer = ctx.actor.customer!;
  const { sorg } = await marketOf(ctx);
  let query = ctx.db.selectFrom('cartLines as c').innerJoin('articles as a', (j) => j.onRef('a.articleCode', '=', 'c.articleCode').on('a.sorg', '=', sorg))
    .innerJoin('salesOrganisations as so', 'so.sorg', 'a.sorg')
    .selectAll('a').select(['c.id as lineId', 'c.quantity', 'c.uom as lineUom', 'c.unitPrice', 'c.currency', 'so.name as seller'])
    .where('c.customerId', '=', customer.id).where((eb) => eb.or([eb('c.sorg', '=', sorg), eb('c.sorg', 'is', null)]));
  if (filter.ids?.length) query = query.where('c.id', 'in', filter.ids);
  if (filter.slug) query = query.where('a.slug', '=', filter.slug);
  const rows = await query.orderBy('c.addedAt').orderBy('c.id').execute();
  return Promise.all(rows.map(async ({ lineId, quantity, lineUom, unitPrice, currency, seller, ...article }) => {
    const priced = priceLine((await priceOf(ctx, article as Article)).rule, quantity);
    return {
      id: lineId, qty: quantity, uom: lineUom ?? article.uom, unitPrice: priced.unit, addedUnitPrice: Number(unitPrice), currency, seller,
      product: article as Article,
    };
  }));
}
export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

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

export function orderBlock(analysis: Analysis | null) {
  return analysis ? blocks.find((b) => Number(analysis[b.flag]) === b.when) ?? null : null;
}

const customerCodes = (c: Customer) => [c.codeR3, c.codeIsr, c.codeUnified].filter(Boolean);

/**
 * Sets the quantities of cart lines for the active customer. Every line is checked first (customer, market,
 * article, ordering flags, order limits in EA, and with exactQtyCheck the available stock); if any fails nothing
 * is written, so the cart is as it was. Then all lines are written in one transaction, each at the unit price the
 * price rule gives for its quantity.
 */
export async function updateProductsInCart(ctx: SignedInContext, products: readonly CartProductInput[]) {
  const customer = ctx.actor.customer!;
  const market = await marketOf(ctx);
  if (products.some((p) => !customerCodes(customer).includes(p.custCode))) forbidden('You can only change the cart of the active customer');
  const errors: UserError[] = [];
  const codes = [...new Set(products.map((p) => p.articleCode))];
  const articles = codes.length ? await ctx.db.selectFrom('articles').selectAll().where('sorg', '=', market.sorg).where('articleCode', 'in', codes).execute() : [];
  const byCode = new Map(articles.map((a) => [a.articleCode, a]));
  // The ordering flags are read fresh, not from the catalogue cache: a block set a moment ago already holds.
  const flags = articles.length ? await ctx.db.selectFrom('articleAnalysis').selectAll().where('articleId', 'in', articles.map((a) => a.id)).execute() : [];
  const flagsOf = new Map(flags.map((f) => [f.articleId, f]));
  const ids = articles.map((a) => a.id);
  const limits = await orderLimitsOf(ctx.db, customer.id, market.sorg, market.today, ids);
  // With the host's exactQtyCheck a line may not ask for more than the warehouses hold.
  const stock = ctx.host.config.exactQtyCheck ? await availableStock(ctx.db, ids) : null;
  const writes: { article: Article; qty: number; uom: string; unitPrice: number }[] = [];

  for (const [i, p] of products.entries()) {
    const field = `products.${i}`;
    const article = byCode.get(p.articleCode);
    if (p.sorg !== market.sorg || !article) {
      errors.push(userError(`${field}.articleCode`, `${p.articleCode}: product not found in this market`, 'catalog:errors.not_found'));
      continue;
    }
    if (p.qty === 0) {
      writes.push({ article, qty: 0, uom: p.uom, unitPrice: 0 });
      continue;
    }
    if (p.uom !== article.uom) {
      errors.push(userError(`${field}.uom`, `${articleLabel(article)}: order in ${article.uom}`, 'catalog:errors.wrong_uom', { article: articleLabel(article) }));
      continue;
    }
    const block = orderBlock(flagsOf.get(article.id) ?? null);
    if (block) {
      errors.push(userError(`${field}.articleCode`, `${articleLabel(article)}: ${block.message}`, `catalog:errors.${block.key}`, { article: articleLabel(article) }));
      continue;
    }
    const limit = limits.get(article.id) ?? null;
    if (exceedsLimit(p.qty, p.uom, limit)) {
      errors.push(userError(`${field}.qty`, `${articleLabel(article)}: order quota exceeded, at most ${maxLineQty(limit, p.uom)} can be ordered`,
        'catalog:errors.order_quota', { article: articleLabel(article), max: maxLineQty(limit, p.uom)! }));
      continue;
    }
    const available = stock?.get(article.id) ?? 0;
    if (stock && p.qty > available) {
      errors.push(userError(`${field}.qty`, `${articleLabel(article)}: only ${available} available`, 'cart:errors.over_stock',
        { article: articleLabel(article), available }));
      continue;
    }
    writes.push({ article, qty: p.qty, uom: p.uom, unitPrice: await unitPriceFor(ctx, article, p.qty) });
  }
  if (errors.length) return failed('The cart was not changed', errors);

  const now = new Date().toISOString();
  await ctx.db.transaction().execute(async (tx) => {
    for (const w of writes) {
      const sameLine = (eb: ExpressionBuilder<DB, 'cartLines'>) => eb.and([
        eb('customerId', '=', customer.id), eb('articleCode', '=', w.article.articleCode),
        eb.or([eb('sorg', '=', market.sorg), eb('sorg', 'is', null)]),
      ]);
      if (w.qty === 0) {
        await tx.deleteFrom('cartLines').where(sameLine).execute();
        continue;
      }
      // A line keeps its place in the cart when its quantity changes.
      const updated = await tx.updateTable('cartLines').set({ quantity: w.qty, unitPrice: w.unitPrice, uom: w.uom, sorg: market.sorg })
        .where(sameLine).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await tx.insertInto('cartLines').values({
          customerId: customer.id, articleCode: w.article.articleCode, sorg: market.sorg, uom: w.uom, quantity: w.qty,
          unitPrice: w.unitPrice, currency: market.currency, addedAt: now,
        }).execute();
      }
    }
  });
  return succeeded(writes.every((w) => w.qty === 0) ? 'Removed from the cart' : 'The cart was updated');
}
