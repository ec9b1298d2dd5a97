import type { RequestContext } from '../context.ts';
import { marketOf } from '../catalog/market.ts';
import { dataTexts, keyOf } from '../data-texts/texts.ts';
import { isPadDebit } from '../../src/rules/pad-debit.ts';

/** The market's shipment methods with their flat rate per order (minor units), in the order the checkout lists them. */
export async function shipmentRates(ctx: RequestContext) {
  const { sorg, precision } = await marketOf(ctx);
  const [rows, text] = await Promise.all([
    ctx.db
      .selectFrom('shipmentMethods')
      .select(['code', 'type', 'description', 'rate', 'currency'])
      .where('sorg', '=', sorg)
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('code')
      .execute(),
    dataTexts(ctx),
  ]);
  return rows.map((r) => {
    const key = keyOf.shipmentMethod(sorg, r.code);
    return {
      ...r,
      type: text('shipmentMethod', key, 'type', r.type),
      description: text('shipmentMethod', key, 'description', r.description),
      rate: Number(r.rate),
      precision,
    };
  });
}

/** The market's payment methods for a checkout, in the reader's language. */
export async function paymentMethods(ctx: RequestContext) {
  const { sorg } = await marketOf(ctx);
  const [rows, text] = await Promise.all([
    ctx.db
      .selectFrom('paymentMethods')
      .select(['code', 'type', 'description', 'instruction'])
      .where('sorg', '=', sorg)
      .where('active', '=', 1)
      .where('forOrders', '=', 1)
      .orderBy('position')
      .orderBy('code')
      .execute(),
    dataTexts(ctx),
  ]);
  return rows.map((r) => {
    const key = keyOf.paymentMethod(sorg, r.code);
    return {
      code: r.code,
      padDebit: isPadDebit(r.type),
      type: text('paymentMethod', key, 'type', r.type),
      description: text('paymentMethod', key, 'description', r.description),
      instruction: text('paymentMethod', key, 'instruction', r.instruction),
    };
  });
}
