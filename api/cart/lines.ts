import type { ExpressionBuilder } from 'kysely';
import type { SignedInContext } from '../context.ts';
import type { Article } from '../catalog/loaders.ts';
import { marketOf } from '../catalog/market.ts';
import { priceOf, unitPriceFor } from '../catalog/pricing.ts';
import { priceLine } from '../../src/rules/price.ts';
import type { Customer, DB } from '../db/types.ts';
import { forbidden } from '../graphql/errors.ts';
import { failed, succeeded, type UserError, userError } from '../graphql/mutation-result.ts';
import { checkLines } from './line-checks.ts';
import { nowIso } from '../platform/clock.ts';

// The cart's line rule lives in line-checks.ts, shared with the staff's catalogue analyze.
export { orderBlock } from './line-checks.ts';

/** One line of updateProductsInCart: qty is the line's new quantity; 0 removes the line. */
export interface CartProductInput {
  custCode: string;
  articleCode: string;
  sorg: string;
  qty: number;
  uom: string;
}

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
  let query = ctx.db
    .selectFrom('cartLines as c')
    .innerJoin('articles as a', (j) => j.onRef('a.articleCode', '=', 'c.articleCode').on('a.sorg', '=', sorg))
    .innerJoin('salesOrganisations as so', 'so.sorg', 'a.sorg')
    .selectAll('a')
    .select(['c.id as lineId', 'c.quantity', 'c.uom as lineUom', 'c.unitPrice', 'c.currency', 'so.name as seller'])
    .where('c.customerId', '=', customer.id)
    .where((eb) => eb.or([eb('c.sorg', '=', sorg), eb('c.sorg', 'is', null)]));
  if (filter.ids?.length) query = query.where('c.id', 'in', filter.ids);
  if (filter.slug) query = query.where('a.slug', '=', filter.slug);
  const rows = await query.orderBy('c.addedAt').orderBy('c.id').execute();
  return Promise.all(
    rows.map(async ({ lineId, quantity, lineUom, unitPrice, currency, seller, ...article }) => {
      const priced = priceLine((await priceOf(ctx, article as Article)).rule, quantity);
      return {
        id: lineId,
        qty: quantity,
        uom: lineUom ?? article.uom,
        unitPrice: priced.unit,
        addedUnitPrice: Number(unitPrice),
        currency,
        seller,
        product: article as Article,
      };
    }),
  );
}
export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

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
  const writes: { article: Article; qty: number; uom: string; unitPrice: number }[] = [];
  for (const [i, { request: p, article, refusal }] of (await checkLines(ctx, products)).entries()) {
    if (refusal) errors.push(userError(`products.${i}.${refusal.field}`, refusal.message, refusal.messageKey, refusal.params));
    else if (p.qty === 0) writes.push({ article: article!, qty: 0, uom: p.uom, unitPrice: 0 });
    else writes.push({ article: article!, qty: p.qty, uom: p.uom, unitPrice: await unitPriceFor(ctx, article!, p.qty) });
  }
  if (errors.length) return failed('The cart was not changed', errors);

  const now = nowIso();
  await ctx.db.transaction().execute(async (tx) => {
    for (const w of writes) {
      const sameLine = (eb: ExpressionBuilder<DB, 'cartLines'>) =>
        eb.and([
          eb('customerId', '=', customer.id),
          eb('articleCode', '=', w.article.articleCode),
          eb.or([eb('sorg', '=', market.sorg), eb('sorg', 'is', null)]),
        ]);
      if (w.qty === 0) {
        await tx.deleteFrom('cartLines').where(sameLine).execute();
        continue;
      }
      // A line keeps its place in the cart when its quantity changes.
      const updated = await tx
        .updateTable('cartLines')
        .set({ quantity: w.qty, unitPrice: w.unitPrice, uom: w.uom, sorg: market.sorg })
        .where(sameLine)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await tx
          .insertInto('cartLines')
          .values({
            customerId: customer.id,
            articleCode: w.article.articleCode,
            sorg: market.sorg,
            uom: w.uom,
            quantity: w.qty,
            unitPrice: w.unitPrice,
            currency: market.currency,
            addedAt: now,
          })
          .execute();
      }
    }
  });
  return succeeded(writes.every((w) => w.qty === 0) ? 'Removed from the cart' : 'The cart was updated');
}

/**
 * Lines for placeLines that are not the cart's: articles of the host's market by code, each priced now by the price
 * rule for its quantity, as the cart prices its own. `missing` names the codes the market does not sell; they have no line.
 */
export async function pricedLines(ctx: SignedInContext, wanted: readonly { id: number; articleCode: string; qty: number }[]) {
  const { sorg } = await marketOf(ctx);
  const rows = wanted.length
    ? await ctx.db
        .selectFrom('articles as a')
        .innerJoin('salesOrganisations as so', 'so.sorg', 'a.sorg')
        .selectAll('a')
        .select(['so.name as seller', 'so.currency'])
        .where('a.sorg', '=', sorg)
        .where(
          'a.articleCode',
          'in',
          wanted.map((w) => w.articleCode),
        )
        .execute()
    : [];
  const byCode = new Map(
    rows.map(({ seller, currency, searchText: _s, ...article }) => [article.articleCode, { seller, currency, article }]),
  );
  const missing = wanted.filter((w) => !byCode.has(w.articleCode)).map((w) => w.articleCode);
  const lines: CartLine[] = await Promise.all(
    wanted
      .filter((w) => byCode.has(w.articleCode))
      .map(async (w) => {
        const { seller, currency, article } = byCode.get(w.articleCode)!;
        const unit = priceLine((await priceOf(ctx, article as Article)).rule, w.qty).unit;
        return {
          id: w.id,
          qty: w.qty,
          uom: article.uom,
          unitPrice: unit,
          addedUnitPrice: unit,
          currency,
          seller,
          product: article as Article,
        };
      }),
  );
  return { lines, missing };
}

/** Takes lines out of a customer's cart once they went elsewhere (an order, a quote), inside the caller's transaction. */
export const takeOutOfCart = (tx: SignedInContext['db'], customerId: number, lines: readonly { id: number }[]) =>
  tx
    .deleteFrom('cartLines')
    .where('customerId', '=', customerId)
    .where(
      'id',
      'in',
      lines.map((l) => l.id),
    )
    .execute();
