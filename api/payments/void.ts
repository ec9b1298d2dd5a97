import { paymentKind } from '../../src/rules/payment-information.ts';
import type { SignedInContext } from '../context.ts';
import { failed, type MutationOutcome, succeeded } from '../graphql/mutation-result.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { gatewayOf } from './gateway.ts';
import { releaseRequest } from './settle.ts';
import { nowIso } from '../platform/clock.ts';

export interface VoidInput {
  externalId?: string | null;
  payerCode?: string | null;
  merchant?: string | null;
}

/**
 * Cancels the active customer's pending transfers (spec 2 §7 voidPaymentRequest): one by its external id, or all of
 * a payer with a company. Their invoices open again and the virtual accounts close. Card and ACH payments are
 * charged at once and cannot be cancelled.
 */
export async function voidPaymentRequest(ctx: SignedInContext, input: VoidInput): Promise<MutationOutcome & { voided: number }> {
  if (ctx.actor.user.limitation === 'audit') return { ...failed('Your access is read-only'), voided: 0 };
  if (!input.externalId && !(input.payerCode && input.merchant)) {
    return { ...failed('Name the payment request, or the payer and the company'), voided: 0 };
  }
  let q = ctx.db
    .selectFrom('paymentRequests as r')
    .innerJoin('paymentMethods as m', 'm.id', 'r.paymentMethodId')
    .select(['r.id', 'r.externalId', 'm.type'])
    .where('r.customerId', '=', ctx.actor.customer!.id)
    .where('r.status', '=', 'pending');
  q = input.externalId
    ? q.where('r.externalId', '=', input.externalId)
    : q.where('r.payerCode', '=', input.payerCode!).where('r.merchant', '=', input.merchant!);
  const transfers = (await q.execute()).filter((r) => paymentKind(r.type) === 'transfer');
  if (!transfers.length) return { ...failed('There is no pending payment to cancel'), voided: 0 };

  const at = nowIso();
  const voided = await inWriteTransaction(ctx.db, async (tx) => {
    const done: string[] = [];
    for (const r of transfers) if (await releaseRequest(tx, r.id, 'voided', at, null)) done.push(r.externalId);
    return done;
  });
  const gateway = gatewayOf(ctx);
  // The portal's record is what counts; a virtual account left open at the gateway cannot be paid into a voided request.
  await Promise.all(voided.map((id) => gateway?.void(id).catch((e) => console.error(`Payment gateway: voiding ${id} failed`, e))));
  return voided.length
    ? { ...succeeded('The payment was cancelled'), voided: voided.length }
    : { ...failed('There is no pending payment to cancel'), voided: 0 };
}
