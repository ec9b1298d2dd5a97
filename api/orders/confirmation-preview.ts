import type { LineSupplies } from '../adapters/erp/index.ts';
import { portalErp } from '../erp.ts';
import type { SignedInContext } from '../context.ts';
import { cartLines } from '../cart/lines.ts';
import { ErrorCode, fail } from '../graphql/errors.ts';

/** The expected supplies of one order the cart would become (one per sales organisation). */
export interface OrderPreview {
  sorg: string;
  requestDeliveryDate: string | null;
  lines: (LineSupplies & { qty: number; uom: string })[];
}

/**
 * stockOrderConfirmations (spec 2 §4, §7): what the ERP expects to confirm for each order the active customer's
 * cart would become, with the requested delivery date. The ERP answers it (its adapter), as a real one would.
 */
export async function stockOrderConfirmations(ctx: SignedInContext, reqDeliveryDate: string | null | undefined): Promise<OrderPreview[]> {
  const date = reqDeliveryDate || null;
  if (date && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))) {
    fail(ErrorCode.invalidInput, 'A date as YYYY-MM-DD', { fieldErrors: { reqDeliveryDate: ['A date as YYYY-MM-DD'] } });
  }
  const lines = await cartLines(ctx);
  const bySorg = new Map<string, typeof lines>();
  for (const l of lines) bySorg.set(l.product.sorg, [...(bySorg.get(l.product.sorg) ?? []), l]);
  const erp = portalErp(ctx.db);
  const now = new Date();
  const previews: OrderPreview[] = [];
  for (const [sorg, own] of bySorg) {
    const supplies = await erp.previewConfirmations(
      { sorg, requestDeliveryDate: date, lines: own.map((l) => ({ articleCode: l.product.articleCode, qty: l.qty })) },
      now,
    );
    previews.push({ sorg, requestDeliveryDate: date, lines: own.map((l, i) => ({ ...supplies[i]!, qty: l.qty, uom: l.uom })) });
  }
  return previews;
}
