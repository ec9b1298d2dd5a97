import { timeoutMsFrom, withinDeadline } from '../platform/deadline.ts';
import { GatewayRefusal, type PaymentGateway } from '../adapters/payment/index.ts';
import type { Database } from '../db/index.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { releaseRequest } from './settle.ts';
import { nowIso } from '../platform/clock.ts';

/** How long one gateway call may take (PAYMENT_GATEWAY_TIMEOUT_SECONDS, default 20). */
export const gatewayTimeoutMs = (vars: NodeJS.ProcessEnv = process.env): number =>
  timeoutMsFrom(vars, 'PAYMENT_GATEWAY_TIMEOUT_SECONDS', 20);

/** A pending request as a gateway call needs it; `token` is null for a transfer (it needs its virtual account). */
export interface GatewayCall {
  id: number;
  externalId: string;
  amount: number;
  currency: string;
  payerCode: string;
  merchant: string;
  expiresAt: string | null;
  token: string | null;
}

/** Accepted: the outcome comes on the webhook. Refused: the gateway said no. Waiting: no answer, the timer calls again. */
export type GatewayOutcome = 'accepted' | 'refused' | 'waiting';

async function call(db: Database, gateway: PaymentGateway, c: GatewayCall, ms: number) {
  if (c.token === null) {
    const account = await withinDeadline(
      'PaymentGateway',
      () =>
        gateway.openVirtualAccount({
          externalId: c.externalId,
          amount: c.amount,
          currency: c.currency,
          payerCode: c.payerCode,
          merchant: c.merchant,
          expiresAt: c.expiresAt!,
        }),
      ms,
    );
    await db
      .updateTable('paymentRequests')
      .set({ virtualAccountNo: account.virtualAccountNo, expiresAt: account.expiresAt })
      .where('id', '=', c.id)
      .where('virtualAccountNo', 'is', null)
      .execute();
  } else {
    const token = c.token;
    await withinDeadline(
      'PaymentGateway',
      () => gateway.charge({ externalId: c.externalId, token, amount: c.amount, currency: c.currency }),
      ms,
    );
  }
}

/**
 * One gateway call for a pending request. Refused (the gateway said no): the request fails and its invoices open
 * again. No answer (an error or the deadline): nobody knows whether money moved, so the request stays pending with
 * its invoices held, marked waiting with what a repeat needs, and the payment timer calls again. Every call is keyed
 * by the request's externalId at the gateway, so a repeat never charges twice.
 */
export async function sendToGateway(
  db: Database,
  gateway: PaymentGateway,
  c: GatewayCall,
  ms = gatewayTimeoutMs(),
): Promise<GatewayOutcome> {
  await db
    .updateTable('paymentRequests')
    .set((eb) => ({ gateway: gateway.name, gatewayAttempts: eb('gatewayAttempts', '+', 1) }))
    .where('id', '=', c.id)
    .execute();
  try {
    await call(db, gateway, c, ms);
    await db.updateTable('paymentRequests').set({ gatewayWaiting: 0, gatewayToken: null }).where('id', '=', c.id).execute();
    return 'accepted';
  } catch (e) {
    const reason = e instanceof Error ? `${e.name}: ${e.message}` : 'error';
    console.error(`Payment gateway: the call for ${c.externalId} failed (${reason})`);
    if (e instanceof GatewayRefusal) {
      await inWriteTransaction(db, (tx) => releaseRequest(tx, c.id, 'failed', nowIso(), 'gateway_refused'));
      return 'refused';
    }
    await db
      .updateTable('paymentRequests')
      .set({ gatewayWaiting: 1, gatewayToken: c.token })
      .where('id', '=', c.id)
      .where('status', '=', 'pending')
      .execute();
    return 'waiting';
  }
}

/** The payment timer's pass: every pending request whose gateway call went unanswered is sent again. */
export async function retryGatewayCalls(db: Database, gatewayNamed: (name: string) => PaymentGateway | null, ms = gatewayTimeoutMs()) {
  const rows = await db
    .selectFrom('paymentRequests')
    .select(['id', 'externalId', 'amount', 'currency', 'payerCode', 'merchant', 'expiresAt', 'gateway', 'gatewayToken'])
    .where('gatewayWaiting', '=', 1)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  const outcomes: GatewayOutcome[] = [];
  for (const row of rows) {
    const gateway = row.gateway ? gatewayNamed(row.gateway) : null;
    if (!gateway) continue;
    outcomes.push(await sendToGateway(db, gateway, { ...row, amount: Number(row.amount), token: row.gatewayToken }, ms));
  }
  return outcomes;
}
