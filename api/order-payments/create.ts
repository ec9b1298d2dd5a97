import type { Database } from '../db/index.ts';

/** The payment method type of orders paid in advance: staff approve or void their payment (spec 2 §4 'Payment'). */
export const PREPAID_METHOD_TYPE = 'Bank Transfer';
/** How long a dealer has to transfer the total and upload proof. */
export const PAYMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Called for every order checkout writes, inside its transaction: an order paid by bank transfer gets its own
 * payment, waiting for the transfer, for the order's total. Other methods (credit term, card, ACH) get none.
 */
export async function openOrderPayment(
  tx: Database,
  order: { id: number; sorg: string; payment: string; total: number; currency: string; createdAt: string },
) {
  const method = await tx
    .selectFrom('paymentMethods')
    .select('type')
    .where('sorg', '=', order.sorg)
    .where('code', '=', order.payment)
    .executeTakeFirst();
  if (method?.type !== PREPAID_METHOD_TYPE) return;
  await tx
    .insertInto('orderPayments')
    .values({
      orderId: order.id,
      status: 'waiting',
      amount: order.total,
      currency: order.currency,
      expiresAt: new Date(Date.parse(order.createdAt) + PAYMENT_WINDOW_MS).toISOString(),
      decidedBy: null,
      decidedAt: null,
      createdAt: order.createdAt,
    })
    .execute();
}
