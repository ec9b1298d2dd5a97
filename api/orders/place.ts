import { sql } from 'kysely';
import { toEa } from '../../src/rules/order-limits.ts';
import type { CatalogMarket } from '../catalog/market.ts';
import { nextOrderSeq } from '../db/dialect.ts';
import type { Database } from '../db/index.ts';
import type { Customer } from '../db/types.ts';
import { openOrderPayment } from '../order-payments/create.ts';
import type { PlacedOrder } from './answer.ts';
import type { CheckoutInput, PricedCartLine } from './checkout-checks.ts';
import { nowIso } from '../platform/clock.ts';

interface Placement {
  customer: Customer;
  userId: number;
  market: CatalogMarket;
  input: CheckoutInput;
  options: { shipTo: string; shipment: string; shipmentRate: number; payment: string };
  /** The freight discount each sales organisation's order earned (freight benefits); none when absent. */
  freightDiscounts?: ReadonlyMap<string, number>;
  /** The host's orderConfirmation: staff confirm each order before it goes to the ERP (api/order-confirmation). */
  holdForConfirmation?: boolean;
  /** The quote whose prices the lines carry (api/quotes); the orders keep its id. */
  quoteId?: number;
}

/** Writes one order per sales organisation of the cart, each with its lines and an ERP outbox row (or a hold for confirmation). */
export async function writeOrders(tx: Database, lines: readonly PricedCartLine[], p: Placement): Promise<PlacedOrder[]> {
  const bySorg = new Map<string, PricedCartLine[]>();
  for (const l of lines) bySorg.set(l.line.product.sorg, [...(bySorg.get(l.line.product.sorg) ?? []), l]);
  const createdAt = nowIso();
  const orders: PlacedOrder[] = [];
  for (const [sorg, own] of bySorg) {
    const seq = await nextOrderSeq(tx, sorg);
    const linesTotal = own.reduce((sum, l) => sum + l.subtotal, 0);
    const shipmentAmount = Math.max(0, p.options.shipmentRate - (p.freightDiscounts?.get(sorg) ?? 0));
    const order: PlacedOrder = {
      orderNo: `B2B-${sorg}-${String(seq).padStart(6, '0')}`,
      sorg,
      seller: own[0]!.line.seller,
      status: 'awaiting_confirmation',
      shipTo: p.options.shipTo,
      shipment: p.options.shipment,
      payment: p.options.payment,
      requestDeliveryDate: p.input.requestDeliveryDate || null,
      poNumber: p.input.poNumber || null,
      notes: p.input.notes || null,
      linesTotal,
      shipmentAmount,
      total: linesTotal + shipmentAmount,
      currency: p.market.currency,
      precision: p.market.precision,
      createdAt,
      lines: own.map((l) => ({
        articleCode: l.line.product.articleCode,
        articleCodeDisplay: l.line.product.articleCodeDisplay,
        name: l.line.product.name,
        qty: l.line.qty,
        uom: l.line.uom,
        unitPrice: l.unitPrice,
        subtotal: l.subtotal,
      })),
    };
    const { id } = await tx
      .insertInto('orders')
      .values({
        orderNo: order.orderNo,
        seq,
        customerId: p.customer.id,
        sorg,
        shipTo: order.shipTo,
        shipmentMethod: order.shipment,
        paymentMethod: order.payment,
        requestDeliveryDate: order.requestDeliveryDate,
        poNumber: order.poNumber,
        notes: order.notes,
        linesTotal,
        shipmentAmount: order.shipmentAmount,
        total: order.total,
        currency: order.currency,
        createdBy: p.userId,
        placedFor: p.customer.id,
        createdAt,
        soNumber: null,
        quoteId: p.quoteId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('orderLines')
      .values(
        own.map((l) => ({
          orderId: id,
          articleId: l.line.product.id,
          articleCode: l.line.product.articleCode,
          qty: l.line.qty,
          uom: l.line.uom,
          unitPrice: l.unitPrice,
          subtotal: l.subtotal,
        })),
      )
      .execute();
    const payload = { ...order, customer: { r3: p.customer.codeR3, isr: p.customer.codeIsr } };
    await openOrderPayment(tx, {
      id,
      sorg: p.market.sorg,
      payment: order.payment,
      total: order.total,
      currency: order.currency,
      createdAt,
    });
    // A held order waits with its ERP message beside it; confirming it writes that message to the outbox.
    if (p.holdForConfirmation)
      await tx
        .insertInto('orderHolds')
        .values({ orderId: id, erpPayload: JSON.stringify(payload), heldAt: createdAt })
        .execute();
    else
      await tx
        .insertInto('erpOutbox')
        .values({ orderId: id, kind: 'order.created', payload: JSON.stringify(payload), createdAt, sentAt: null })
        .execute();
    orders.push(order);
  }
  return orders;
}

/**
 * Ordered quantities count against the customer's own quotas (in EA) and show in previous and frequent purchases. A quota
 * for every customer (customer_id null) has no per-customer counter to add to, so it is left as it is.
 */
export async function recordPurchases(tx: Database, customer: Customer, market: CatalogMarket, lines: readonly PricedCartLine[]) {
  const now = nowIso();
  for (const { line } of lines) {
    // Order limits count pieces (EA), whatever the line's unit.
    await tx
      .updateTable('orderQuotas')
      .set({ usedQty: sql`used_qty + ${toEa(line.qty, line.uom)}` })
      .where('articleId', '=', line.product.id)
      .where('sorg', '=', market.sorg)
      .where('from', '<=', market.today)
      .where('to', '>=', market.today)
      .where('customerId', '=', customer.id)
      .execute();
    await tx
      .insertInto('customerPurchases')
      .values({ customerId: customer.id, articleId: line.product.id, orderCount: 1, quantity: line.qty, lastOrderedAt: now })
      .onConflict((oc) =>
        oc.columns(['customerId', 'articleId']).doUpdateSet({
          orderCount: sql`customer_purchases.order_count + 1`,
          quantity: sql`customer_purchases.quantity + ${line.qty}`,
          lastOrderedAt: now,
        }),
      )
      .execute();
  }
}
