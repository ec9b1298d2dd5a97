import type { GatewayEvent } from '../adapters/payment/index.ts';
import { touchedOne } from '../adapters/erp/local-numbers.ts';
import type { Database } from '../db/index.ts';
import type { PaymentRequestStatus } from '../db/types.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';

/** What a payment request leaves behind when it ends without money: its invoices open again. */
export type EndedWithoutMoney = Extract<PaymentRequestStatus, 'failed' | 'expired' | 'voided'>;

/**
 * Ends a pending request without money. The first write is the guarded `status = 'pending'`, so of two callers
 * (the gateway's expiry event and a read that noticed the expiry) only one goes on; answers whether it was that one.
 */
export async function releaseRequest(tx: Database, requestId: number, status: EndedWithoutMoney, at: string, reason: string | null = null) {
  if (
    !touchedOne(
      await tx
        .updateTable('paymentRequests')
        .set({ status, settledAt: at, failureReason: reason })
        .where('id', '=', requestId)
        .where('status', '=', 'pending')
        .executeTakeFirst(),
    )
  )
    return false;
  const invoiceIds = tx.selectFrom('paymentRequestInvoices').select('invoiceId').where('paymentRequestId', '=', requestId);
  await tx.updateTable('invoices').set({ status: 'open' }).where('id', 'in', invoiceIds).where('status', '=', 'pending_payment').execute();
  return true;
}

/** An invoice after a share of it was paid: paid once nothing is left, else open for the rest. */
export function afterPayment(invoice: { grandTotal: number; paidAmount: number }, share: number, day: string) {
  const paidAmount = Number(invoice.paidAmount) + share;
  const settled = Number(invoice.grandTotal) >= 0 ? paidAmount >= Number(invoice.grandTotal) : paidAmount <= Number(invoice.grandTotal);
  return { paidAmount, status: settled ? ('paid' as const) : ('open' as const), clearingDate: settled ? day : null };
}

/** The money arrived: the request is paid and each invoice takes its share (a partial payment leaves the rest open). */
async function settlePaid(tx: Database, requestId: number, at: string) {
  if (
    !touchedOne(
      await tx
        .updateTable('paymentRequests')
        .set({ status: 'paid', settledAt: at })
        .where('id', '=', requestId)
        .where('status', '=', 'pending')
        .executeTakeFirst(),
    )
  )
    return false;
  const shares = await tx
    .selectFrom('paymentRequestInvoices as s')
    .innerJoin('invoices as i', 'i.id', 's.invoiceId')
    .select(['i.id', 'i.grandTotal', 'i.paidAmount', 's.amount as share'])
    .where('s.paymentRequestId', '=', requestId)
    .execute();
  // The method's discount is booked on the invoices paid in proportion to their shares, so each shows what it was
  // given; deductions set against them take none.
  const { discount } = await tx.selectFrom('paymentRequests').select('discount').where('id', '=', requestId).executeTakeFirstOrThrow();
  const total = shares.reduce((sum, s) => sum + Math.max(0, Number(s.share)), 0);
  for (const s of shares) {
    const next = afterPayment(s, Number(s.share), at.slice(0, 10));
    const paymentDiscount = total > 0 && Number(s.share) > 0 ? Math.round((Number(discount) * Number(s.share)) / total) : 0;
    await tx
      .updateTable('invoices')
      .set((eb) => ({ ...next, paymentDiscount: eb('paymentDiscount', '+', paymentDiscount) }))
      .where('id', '=', s.id)
      .where('status', '=', 'pending_payment')
      .execute();
  }
  return true;
}

export type EventOutcome = 'applied' | 'replayed' | 'unknown_request' | 'already_settled' | 'amount_mismatch';

/**
 * One gateway event, in one transaction: its id is recorded first (a replay finds it and changes nothing), then the
 * request moves to paid, failed or expired and its invoices with it.
 */
export function applyGatewayEvent(db: Database, event: GatewayEvent, now = new Date()): Promise<EventOutcome> {
  const at = now.toISOString();
  return inWriteTransaction(db, async (tx) => {
    const request = await tx
      .selectFrom('paymentRequests')
      .select(['id', 'amount', 'currency'])
      .where('externalId', '=', event.data.externalId)
      .executeTakeFirst();
    const recorded = await tx
      .insertInto('gatewayEvents')
      .values({ eventId: event.id, paymentRequestId: request?.id ?? null, type: event.type, receivedAt: at })
      .onConflict((oc) => oc.column('eventId').doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) return 'replayed';
    if (!request) return 'unknown_request';
    if (event.type === 'payment_request.paid') {
      // Money that does not match the request is for people to sort out; the request stays as it is.
      if (Number(request.amount) !== event.data.amount || request.currency !== event.data.currency) return 'amount_mismatch';
      return (await settlePaid(tx, request.id, at)) ? 'applied' : 'already_settled';
    }
    const status = event.type === 'payment_request.failed' ? 'failed' : 'expired';
    return (await releaseRequest(tx, request.id, status, at, event.data.reason ?? null)) ? 'applied' : 'already_settled';
  });
}

/** A transfer nobody paid before its virtual account expired: checked on a timer and whenever it is read. */
export async function expireOverdue(db: Database, now = new Date()) {
  const due = await db
    .selectFrom('paymentRequests')
    .select('id')
    .where('status', '=', 'pending')
    .where('expiresAt', 'is not', null)
    .where('expiresAt', '<=', now.toISOString())
    .orderBy('id')
    .limit(500)
    .execute();
  let expired = 0;
  for (const { id } of due) {
    if (await inWriteTransaction(db, (tx) => releaseRequest(tx, id, 'expired', now.toISOString(), 'expired'))) expired++;
  }
  return expired;
}
