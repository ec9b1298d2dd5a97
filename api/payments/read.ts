import type { SignedInContext } from '../context.ts';
import { precisionOf } from '../../src/rules/money.ts';
import type { Database } from '../db/index.ts';
import type { HostRecord } from '../config/service.ts';
import { forbidden, notFound } from '../graphql/errors.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { paymentKind } from '../../src/rules/payment-information.ts';
import type { PaymentRequestView } from './answer.ts';
import { releaseRequest } from './settle.ts';

/** The spec's displayed labels of a payment's state (spec 2 §4). */
const described: Record<string, string> = { pending: 'Pending', paid: 'Complete', failed: 'Failed', expired: 'Expired', voided: 'Void' };

/** A stored request as the dealer reads it. */
export async function requestView(db: Database, requestId: number, host: HostRecord['config']): Promise<PaymentRequestView> {
  const [view] = await requestViews(db, [requestId], host);
  if (!view) throw new Error(`payment request ${requestId} not found`);
  return view;
}

/** Stored requests as the dealer reads them, in the order of `ids`: two statements however many. */
export async function requestViews(db: Database, ids: readonly number[], host: HostRecord['config']): Promise<PaymentRequestView[]> {
  if (!ids.length) return [];
  const [rows, invoices] = await Promise.all([
    db
      .selectFrom('paymentRequests as r')
      .innerJoin('paymentMethods as m', 'm.id', 'r.paymentMethodId')
      .select([
        'r.id',
        'r.externalId',
        'r.amount',
        'r.discount',
        'r.currency',
        'r.partial',
        'r.virtualAccountNo',
        'r.expiresAt',
        'r.status',
        'r.failureReason',
        'r.gatewayWaiting',
        'r.createdAt',
        'r.settledAt',
        'r.payerCode',
        'r.merchant',
        'm.id as methodId',
        'm.code',
        'm.type',
        'm.description',
        'm.instruction',
      ])
      .where('r.id', 'in', ids)
      .execute(),
    db
      .selectFrom('paymentRequestInvoices as s')
      .innerJoin('invoices as i', 'i.id', 's.invoiceId')
      .select(['s.paymentRequestId', 'i.invoiceNo', 's.amount'])
      .where('s.paymentRequestId', 'in', ids)
      .orderBy('i.dueDate')
      .orderBy('i.id')
      .execute(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        externalId: r.externalId,
        amount: Number(r.amount),
        discount: Number(r.discount),
        currency: r.currency,
        precision: precisionOf(r.currency, host),
        partial: r.partial === 1,
        kind: paymentKind(r.type),
        virtualAccountNo: r.virtualAccountNo,
        waitingForBank: r.status === 'pending' && Number(r.gatewayWaiting) === 1,
        expiredDate: r.expiresAt,
        paymentStatus: { id: r.status, description: described[r.status] ?? r.status },
        failureReason: r.failureReason,
        createdAt: r.createdAt,
        settledAt: r.settledAt,
        payerCode: r.payerCode,
        merchant: r.merchant,
        method: { id: r.methodId, code: r.code, type: r.type, description: r.description, instruction: r.instruction },
        invoices: invoices.filter((i) => i.paymentRequestId === id).map((i) => ({ invoiceNo: i.invoiceNo, amount: Number(i.amount) })),
      },
    ];
  });
}

/** A pending transfer whose virtual account has expired ends now, whoever notices first (the timer or a read). */
export async function expireIfDue(db: Database, request: { id: number; status: string; expiresAt: string | null }, now = new Date()) {
  if (request.status !== 'pending' || !request.expiresAt || request.expiresAt > now.toISOString()) return false;
  return inWriteTransaction(db, (tx) => releaseRequest(tx, request.id, 'expired', now.toISOString(), 'expired'));
}

/** One request of the active customer by its external id; another customer's answers FORBIDDEN. */
export async function paymentRequest(ctx: SignedInContext, externalId: string) {
  const row = await ctx.db
    .selectFrom('paymentRequests')
    .select(['id', 'customerId', 'status', 'expiresAt'])
    .where('externalId', '=', externalId)
    .executeTakeFirst();
  if (!row) return notFound('No such payment request');
  if (row.customerId !== ctx.actor.customer!.id) return forbidden();
  await expireIfDue(ctx.db, row);
  return requestView(ctx.db, row.id, ctx.host.config);
}

/**
 * The newest request of the active customer and payer that covers all these invoice numbers (spec 2 §7
 * paymentRequestByPayerAndInvoiceNos): what the open-invoice page shows for invoices pending payment.
 */
export async function paymentRequestByPayerAndInvoiceNos(ctx: SignedInContext, payerCode: string, invoiceNos: readonly string[]) {
  if (!invoiceNos.length) return null;
  const customerId = ctx.actor.customer!.id;
  const rows = await ctx.db
    .selectFrom('paymentRequests as r')
    .innerJoin('paymentRequestInvoices as s', 's.paymentRequestId', 'r.id')
    .innerJoin('invoices as i', 'i.id', 's.invoiceId')
    .select(['r.id', 'r.status', 'r.expiresAt', (eb) => eb.fn.count<number>('i.id').as('matched')])
    .where('r.customerId', '=', customerId)
    .where('r.payerCode', '=', payerCode)
    .where('i.invoiceNo', 'in', [...new Set(invoiceNos)])
    .groupBy(['r.id', 'r.status', 'r.expiresAt'])
    .orderBy('r.id', 'desc')
    .execute();
  const found = rows.find((r) => Number(r.matched) === new Set(invoiceNos).size);
  if (!found) return null;
  await expireIfDue(ctx.db, found);
  return requestView(ctx.db, found.id, ctx.host.config);
}
