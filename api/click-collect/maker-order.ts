import { priceLine } from '../../src/rules/price.ts';
import type { SignedInContext } from '../context.ts';
import type { CartLine } from '../cart/lines.ts';
import type { Article } from '../catalog/loaders.ts';
import { marketOf } from '../catalog/market.ts';
import { priceOf } from '../catalog/pricing.ts';
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

/** The 'Order to HQ' articles as the lines checkout prices and places: the dealer's price for the quantity, now. */
export async function makerLines(
  ctx: SignedInContext,
  articles: readonly { id: number; articleCode: string; qty: number }[],
): Promise<CartLine[]> {
  const { sorg } = await marketOf(ctx);
  const rows = await ctx.db
    .selectFrom('articles as a')
    .innerJoin('salesOrganisations as so', 'so.sorg', 'a.sorg')
    .selectAll('a')
    .select(['so.name as seller', 'so.currency'])
    .where('a.sorg', '=', sorg)
    .where(
      'a.articleCode',
      'in',
      articles.map((a) => a.articleCode),
    )
    .execute();
  const byCode = new Map(
    rows.map(({ seller, currency, searchText: _s, ...article }) => [article.articleCode, { seller, currency, article }]),
  );
  return Promise.all(
    articles.map(async (a) => {
      const { seller, currency, article } = byCode.get(a.articleCode)!;
      const unit = priceLine((await priceOf(ctx, article as Article)).rule, a.qty).unit;
      return {
        id: a.id,
        qty: a.qty,
        uom: article.uom,
        unitPrice: unit,
        addedUnitPrice: unit,
        currency,
        seller,
        product: article as Article,
      };
    }),
  );
}
