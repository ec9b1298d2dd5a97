import type { RequestContext } from '../auth/context.ts';
import { marketOf } from '../catalog/market.ts';

/** The market's shipment methods with their flat rate per order (minor units), in the order the checkout lists them. */
export async function shipmentRates(ctx: RequestContext) {
  const { sorg, precision } = await marketOf(ctx);
  const rows = await ctx.db.selectFrom('shipmentMethods').select(['code', 'type', 'description', 'rate', 'currency'])
    .where('sorg', '=', sorg).where('active', '=', 1).orderBy('position').orderBy('code').execute();
  return rows.map((r) => ({ ...r, rate: Number(r.rate), precision }));
}

/** The market's payment methods for a checkout. */
export async function paymentMethods(ctx: RequestContext) {
  const { sorg } = await marketOf(ctx);
  return ctx.db.selectFrom('paymentMethods').select(['code', 'type', 'description', 'instruction'])
    .where('sorg', '=', sorg).where('active', '=', 1).where('forOrders', '=', 1).orderBy('position').orderBy('code').execute();
}
