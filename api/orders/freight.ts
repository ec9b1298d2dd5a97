import {
  allocateStock,
  type AreaBenefit,
  areaBenefits,
  type AreaQty,
  freightDiscount,
  qtyByWarehouseArea,
} from '../../src/rules/freight.ts';
import type { SignedInContext } from '../context.ts';
import { cartLines } from '../cart/lines.ts';
import { marketOf } from '../catalog/market.ts';
import type { Database } from '../db/index.ts';
import { stockPlaces } from '../catalog/orderable-stock.ts';

export type FreightBenefit = AreaBenefit & { currency: string; precision: number };

/** A market's freight benefit steps and the customer's home warehouse area there. */
async function benefitTerms(db: Database, customerId: number, sorg: string) {
  const [tiers, area] = await Promise.all([
    db.selectFrom('freightBenefits').select(['warehouseArea', 'targetQty', 'discountAmount']).where('sorg', '=', sorg).execute(),
    db
      .selectFrom('customerAreas')
      .select('homeWarehouseArea')
      .where('customerId', '=', customerId)
      .where('sorg', '=', sorg)
      .executeTakeFirst(),
  ]);
  return { tiers: tiers.map((t) => ({ ...t, discountAmount: Number(t.discountAmount) })), homeArea: area?.homeWarehouseArea ?? null };
}

/** Units of the active customer's cart per warehouse area, taken the way checkout would take them from today's stock. */
export async function cartQtyByWarehouseArea(ctx: SignedInContext): Promise<AreaQty[]> {
  const lines = await cartLines(ctx);
  const places = await stockPlaces(
    ctx.db,
    lines.map((l) => l.product.id),
  );
  return qtyByWarehouseArea(
    allocateStock(
      lines.map((l) => ({ key: l.product.id, qty: l.qty })),
      (id) => places.get(id) ?? [],
    ),
  );
}

/**
 * cartFreightBenefits (spec 2 §7): what each warehouse area earns in the active customer's market for the units
 * given, or, without them, for the cart as checkout would take it from stock now.
 */
export async function cartFreightBenefits(ctx: SignedInContext, given?: readonly AreaQty[] | null): Promise<FreightBenefit[]> {
  const market = await marketOf(ctx);
  const quantities = given ?? (await cartQtyByWarehouseArea(ctx));
  // The same area named twice counts once, with its units added up.
  const merged = qtyByWarehouseArea(quantities.map((q) => ({ warehouseArea: q.warehouseArea, qty: Math.max(0, q.qty) })));
  const { tiers, homeArea } = await benefitTerms(ctx.db, ctx.actor.customer!.id, market.sorg);
  return areaBenefits(tiers, merged, homeArea).map((b) => ({ ...b, currency: market.currency, precision: market.precision }));
}

/**
 * The freight discount of an order, inside the checkout transaction: from the units actually taken per warehouse
 * area, never more than the order's freight.
 */
export async function orderFreightDiscount(
  tx: Database,
  customerId: number,
  sorg: string,
  taken: readonly AreaQty[],
  shipmentAmount: number,
) {
  if (shipmentAmount <= 0 || !taken.length) return 0;
  const { tiers, homeArea } = await benefitTerms(tx, customerId, sorg);
  return freightDiscount(areaBenefits(tiers, qtyByWarehouseArea(taken), homeArea), shipmentAmount);
}
