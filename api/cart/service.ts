import type { SignedInContext } from '../context.ts';
import { marketOf } from '../catalog/market.ts';
import { cartLines, orderBlock } from './lines.ts';

/**
 * The navbar's cart summary of the active customer: the lines that can be ordered, their pieces and their total in
 * minor units, priced like the cart page and checkout (cartLines, the price rule for each quantity). Lines that
 * cannot be purchased are counted apart and left out of the figures, as the cart page leaves them out of its totals.
 */
export async function cartSummary(ctx: SignedInContext) {
  const [lines, market] = await Promise.all([cartLines(ctx), marketOf(ctx)]);
  const ids = lines.map((l) => l.product.id);
  // Fresh flags, like checkout: a block set a moment ago already holds.
  const flags = ids.length ? await ctx.db.selectFrom('articleAnalysis').selectAll().where('articleId', 'in', ids).execute() : [];
  const flagsOf = new Map(flags.map((f) => [f.articleId, f]));
  const counted = lines.filter((l) => !orderBlock(flagsOf.get(l.product.id) ?? null));
  return {
    lines: counted.length,
    blocked: lines.length - counted.length,
    totalQuantity: counted.reduce((sum, l) => sum + l.qty, 0),
    total: counted.reduce((sum, l) => sum + l.unitPrice * l.qty, 0),
    currency: market.currency,
    precision: market.precision,
  };
}
