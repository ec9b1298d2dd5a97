import type { Database } from '../../db/index.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { booksOf, isPickUp, transitDays } from './local-markets.ts';
import type { ErpHooks } from './index.ts';
import { numberFrames } from './local-frames.ts';
import { dateAfter, daysBefore, nextNumber, touchedOne } from './local-numbers.ts';

/** An order ships once it is a day old and was confirmed on an earlier tick. */
export const SHIP_AFTER_DAYS = 1;

export const toShip = (db: Database, now: Date) =>
  db
    .selectFrom('erpOrders as e')
    .innerJoin('orders as o', 'o.id', 'e.orderId')
    .select(['o.id'])
    .where('o.status', '=', 'in_progress')
    .where('e.shippedAt', 'is', null)
    .where('e.confirmedAt', '<', now.toISOString())
    .where('o.createdAt', '<=', daysBefore(now, SHIP_AFTER_DAYS))
    .orderBy('o.id')
    .execute();

/**
 * Ships one order whole on one delivery (DO number, carrier, tracking), numbers its bikes' frames and moves it to 'shipped'. The first write
 * is the guarded `shipped_at is null`, so a second ticker finds nothing to do.
 */
export async function shipOrder(db: Database, orderId: number, now: Date, hooks: ErpHooks) {
  const at = now.toISOString();
  return inWriteTransaction(db, async (tx) => {
    if (
      !touchedOne(
        await tx
          .updateTable('erpOrders')
          .set({ shippedAt: at })
          .where('orderId', '=', orderId)
          .where('shippedAt', 'is', null)
          .where('confirmedAt', 'is not', null)
          .executeTakeFirst(),
      )
    )
      return null;
    if (
      !touchedOne(
        await tx
          .updateTable('orders')
          .set({ status: 'shipped' })
          .where('id', '=', orderId)
          .where('status', '=', 'in_progress')
          .executeTakeFirst(),
      )
    )
      return null;
    const order = await tx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const lines = await tx.selectFrom('orderLines').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
    const lastConfirmed = await tx
      .selectFrom('orderConfirmations')
      .select((eb) => eb.fn.max('confirmedDate').as('date'))
      .where('orderId', '=', orderId)
      .executeTakeFirst();
    const doNumber = await nextNumber(tx, 'DO', order.sorg);
    const books = booksOf(order.sorg);
    const pickUp = isPickUp(order.shipmentMethod);
    // Deterministic, so a demo and its screenshots stay the same: the carrier's prefix and the DO's digits.
    const trackingNo = pickUp ? null : `${books.trackingPrefix}${doNumber.replace(/\D/g, '')}`;
    const deliveryDate = at.slice(0, 10);
    const arrives = dateAfter(now, transitDays(order.shipmentMethod));
    const { id } = await tx
      .insertInto('deliveries')
      .values({
        doNumber,
        orderId,
        customerId: order.customerId,
        sorg: order.sorg,
        shipTo: order.shipTo,
        deliveryDate,
        requestDeliveryDate: order.requestDeliveryDate,
        estimatedDeliveryDate: lastConfirmed?.date && lastConfirmed.date > arrives ? lastConfirmed.date : arrives,
        expeditionName: pickUp ? 'Customer pick-up' : books.carrier,
        trackingNo,
        trackingUrl: trackingNo ? books.trackingUrl(trackingNo) : null,
        notes: order.notes,
        currency: order.currency,
        createdAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (lines.length) {
      await tx
        .insertInto('deliveryLines')
        .values(
          lines.map((l) => ({
            deliveryId: id,
            orderLineId: l.id,
            articleCode: l.articleCode,
            qty: l.qty,
            uom: l.uom,
            price: l.unitPrice,
            subtotal: l.subtotal,
          })),
        )
        .execute();
    }
    await numberFrames(
      tx,
      {
        sorg: order.sorg,
        customerId: order.customerId,
        deliveryId: id,
        deliveryNo: doNumber,
        shippedOn: deliveryDate,
        currency: order.currency,
      },
      lines.map((l) => ({ articleId: l.articleId, qty: l.qty, unitPrice: l.unitPrice })),
      hooks,
    );
    return { orderNo: order.orderNo, doNumber };
  });
}
