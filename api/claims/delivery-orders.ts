import type { Database } from '../db/index.ts';

/** A delivery order that brought the claimed goods to the dealer, as the claim lists it. */
export interface ClaimDeliveryOrder {
  doNumber: string;
  deliveryDate: string;
  expeditionName: string | null;
  trackingNo: string | null;
  trackingUrl: string | null;
  shipTo: string | null;
}

/**
 * The claim's delivery orders (spec 2 §3 Claim 'delivery orders'): the ERP delivery that shipped the bike, or the
 * deliveries of the invoice the part was on. Read for the claim's own customer only; frames shipped before the portal's
 * own history name their delivery order without a row for it, so the frame's number and day stand in.
 */
export async function claimDeliveryOrders(
  db: Database,
  claim: { customerId: number; frameId: number | null; invoiceId: number | null },
): Promise<ClaimDeliveryOrder[]> {
  const columns = ['d.expeditionName', 'd.trackingNo', 'd.trackingUrl', 'd.shipTo'] as const;
  if (claim.frameId) {
    const rows = await db
      .selectFrom('frames as f')
      .leftJoin('deliveries as d', (j) => j.onRef('d.id', '=', 'f.deliveryId').on('d.customerId', '=', claim.customerId))
      .select(['f.deliveryNo as doNumber', 'f.shippedAt', 'd.deliveryDate', ...columns])
      .where('f.id', '=', claim.frameId)
      .where('f.customerId', '=', claim.customerId)
      .execute();
    return rows.map(({ shippedAt, deliveryDate, ...r }) => ({ ...r, deliveryDate: (deliveryDate ?? shippedAt).slice(0, 10) }));
  }
  if (!claim.invoiceId) return [];
  const rows = await db
    .selectFrom('invoices as i')
    .innerJoin('deliveries as d', (j) =>
      j.on((eb) => eb.or([eb('d.id', '=', eb.ref('i.deliveryId')), eb('d.doNumber', '=', eb.ref('i.doNo'))])),
    )
    .select(['d.doNumber', 'd.deliveryDate', ...columns])
    .where('i.id', '=', claim.invoiceId)
    .where('d.customerId', '=', claim.customerId)
    .orderBy('d.deliveryDate')
    .execute();
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.doNumber) && !!seen.add(r.doNumber))
    .map((r) => ({ ...r, deliveryDate: r.deliveryDate.slice(0, 10) }));
}
