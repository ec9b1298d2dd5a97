import type { SignedInContext } from '../context.ts';
import { marketOf } from '../catalog/market.ts';
import type { CheckoutInput } from '../orders/checkout-checks.ts';
import { refuse } from './answer.ts';

/**
 * The order to the maker for the 'Order to HQ' articles: to the dealer's default ship-to, by the market's first
 * shipment and payment methods, with the click-and-collect number as its PO number so both sides find each other.
 */
export async function makerOrderInput(ctx: SignedInContext, orderNo: string): Promise<CheckoutInput> {
  const customerId = ctx.actor.customer!.id;
  const { sorg } = await marketOf(ctx);
  const [shipTo, shipment, payment] = await Promise.all([
    ctx.db
      .selectFrom('shipTos')
      .select('code')
      .where('customerId', '=', customerId)
      .orderBy('isDefault', 'desc')
      .orderBy('code')
      .executeTakeFirst(),
    ctx.db
      .selectFrom('shipmentMethods')
      .select('code')
      .where('sorg', '=', sorg)
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .executeTakeFirst(),
    ctx.db
      .selectFrom('paymentMethods')
      .select('code')
      .where('sorg', '=', sorg)
      .where('active', '=', 1)
      .where('forOrders', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .executeTakeFirst(),
  ]);
  if (!shipTo) refuse('shipTo', 'no_ship_to');
  return {
    idempotencyKey: `click-collect-${orderNo}`,
    shipTo: shipTo!.code,
    shipment: shipment?.code ?? '',
    payment: payment?.code ?? '',
    poNumber: orderNo,
    notes: `Click and collect ${orderNo}`,
  };
}
