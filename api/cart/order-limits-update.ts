import { fittedQty } from '../../src/rules/order-limits.ts';
import type { SignedInContext } from '../context.ts';
import { marketOf } from '../catalog/market.ts';
import { unitPriceFor } from '../catalog/pricing.ts';
import { failed, succeeded, type UserError, userError } from '../graphql/mutation-result.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { type CartLine, cartLines } from './lines.ts';
import { orderLimitsOf } from './order-limits.ts';

export interface OrderLimitProduct {
  articleCode: string;
  sorg: string;
}

export interface FittedLines {
  lines: CartLine[];
  /** Article codes whose quantity was lowered, and those removed because nothing is left. */
  lowered: string[];
  removed: string[];
}

/**
 * updateOrderLimits: fits the active customer's cart lines of these products to their order limits. A line over
 * its limit is lowered to the most it may hold (repriced for that quantity) or removed when nothing is left; all
 * in one transaction. Answers the lines of those products as they are afterwards.
 */
export async function updateOrderLimits(ctx: SignedInContext, products: readonly OrderLimitProduct[]) {
  const customer = ctx.actor.customer!;
  const market = await marketOf(ctx);
  const errors: UserError[] = [];
  for (const [i, p] of products.entries()) {
    if (p.sorg !== market.sorg)
      errors.push(userError(`products.${i}.sorg`, `${p.articleCode}: product not found in this market`, 'catalog:errors.not_found'));
  }
  if (errors.length) return { ...failed('The cart was not changed', errors), lines: [], lowered: [], removed: [] };

  const codes = new Set(products.map((p) => p.articleCode));
  // Read and written under the write lock, so a checkout in between cannot leave a line over its limit.
  const result = await inWriteTransaction(ctx.db, async (tx) => {
    const own = { ...ctx, db: tx };
    const lines = (await cartLines(own)).filter((l) => codes.has(l.product.articleCode));
    const limits = await orderLimitsOf(
      tx,
      customer.id,
      market.sorg,
      market.today,
      lines.map((l) => l.product.id),
    );
    const lowered: string[] = [];
    const removed: string[] = [];
    for (const line of lines) {
      const qty = fittedQty(line.qty, line.uom, limits.get(line.product.id) ?? null);
      if (qty === line.qty) continue;
      if (qty <= 0) {
        await tx.deleteFrom('cartLines').where('id', '=', line.id).where('customerId', '=', customer.id).execute();
        removed.push(line.product.articleCode);
      } else {
        await tx
          .updateTable('cartLines')
          .set({ quantity: qty, unitPrice: await unitPriceFor(own, line.product, qty) })
          .where('id', '=', line.id)
          .where('customerId', '=', customer.id)
          .execute();
        lowered.push(line.product.articleCode);
      }
    }
    return { lowered, removed };
  });
  const lines = (await cartLines(ctx)).filter((l) => codes.has(l.product.articleCode));
  const changed = result.lowered.length + result.removed.length;
  return { ...succeeded(changed ? 'The cart was fitted to your order limits' : 'The cart is within your order limits'), lines, ...result };
}
