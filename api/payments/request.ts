import { randomBytes } from 'node:crypto';
import { methodDiscount } from '../../src/rules/invoice-selection.ts';
import { paymentKind, type PaymentKind } from '../../src/rules/payment-information.ts';
import type { PaymentGateway } from '../adapters/payment/index.ts';
import type { SignedInContext } from '../context.ts';
import { type CatalogMarket, marketOf } from '../catalog/market.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { type PaymentRequestAnswer, PaymentRefused, paymentError, paymentRefusal, refusePayment } from './answer.ts';
import { gatewayOf } from './gateway.ts';
import { sendToGateway } from './gateway-calls.ts';
import { invoiceMethod, type PaymentInformationInput, type PaymentMethodRow, type PayingWith, payingWith } from './paying-with.ts';
import { requestView } from './read.ts';
import { checkSelection, type SelectionInput } from './selection.ts';

export interface InvoicePaymentInput extends SelectionInput {
  paymentMethodId: number;
  savedPaymentId?: number | null;
  paymentInformation?: PaymentInformationInput | null;
  idempotencyKey: string;
}

/** How long a virtual account stays open for a transfer. */
export const VIRTUAL_ACCOUNT_HOURS = 24;

/**
 * Starts paying open invoices (spec 2 §4, §5): checks everything again and records the request in one write
 * transaction, the invoices marked pending payment by a guarded write; then opens the virtual account or charges
 * the card or bank account at the gateway, whose outcome arrives later on the webhook. The same idempotency key
 * answers the same request again and records nothing more.
 */
export async function createInvoicePaymentRequest(ctx: SignedInContext, input: InvoicePaymentInput): Promise<PaymentRequestAnswer> {
  const gateway = gatewayOf(ctx);
  if (!gateway) return paymentRefusal(ErrorCode.forbidden, 'notAvailable');
  if (ctx.actor.user.limitation === 'audit') return paymentRefusal(ErrorCode.forbidden, 'readOnly');
  try {
    const market = await marketOf(ctx);
    const method = await invoiceMethod(ctx, market.sorg, input.paymentMethodId);
    const kind = paymentKind(method.type);
    const using = await payingWith(ctx, gateway, kind, method, input, market.today);
    const recorded = await inWriteTransaction(ctx.db, (tx) => recordRequest({ ...ctx, db: tx }, market, input, method, kind, using));
    return await startAtGateway(ctx, gateway, recorded, kind, using);
  } catch (e) {
    if (e instanceof PaymentRefused) return e.answer;
    console.error('Invoice payment request failed', e instanceof Error ? e.message : e);
    return paymentRefusal(ErrorCode.internal, 'failed');
  }
}

interface Recorded {
  id: number;
  replay: boolean;
}

async function recordRequest(
  tx: SignedInContext & { db: Database },
  market: CatalogMarket,
  input: InvoicePaymentInput,
  method: PaymentMethodRow,
  kind: PaymentKind,
  using: PayingWith | null,
): Promise<Recorded> {
  const customer = tx.actor.customer!;
  const userId = tx.actor.user.id;
  const earlier = await tx.db
    .selectFrom('paymentRequests')
    .select(['id', 'paymentMethodId'])
    .where('idempotencyKey', '=', input.idempotencyKey)
    .where('customerId', '=', customer.id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (earlier) return sameRequest(tx.db, earlier, input);
  try {
    return await recordNew(tx, market, input, method, kind, using);
  } catch (e) {
    // On PostgreSQL a request with the same key may have committed while this one read or waited on the invoices,
    // which it then finds paid: the key's own request answers it again instead.
    if (!(e instanceof PaymentRefused)) throw e;
    const committed = await tx.db
      .selectFrom('paymentRequests')
      .select(['id', 'paymentMethodId'])
      .where('idempotencyKey', '=', input.idempotencyKey)
      .where('customerId', '=', customer.id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (committed) return sameRequest(tx.db, committed, input);
    throw e;
  }
}

async function recordNew(
  tx: SignedInContext & { db: Database },
  market: CatalogMarket,
  input: InvoicePaymentInput,
  method: PaymentMethodRow,
  kind: PaymentKind,
  using: PayingWith | null,
): Promise<Recorded> {
  const customer = tx.actor.customer!;
  const userId = tx.actor.user.id;
  const selection = await checkSelection(tx, market, input);
  const discount = methodDiscount(input.amount, method.discountRate, selection.partial);
  const ids = selection.chosen.map((i) => i.id);
  // The guarded write: of two requests for one invoice, only the one that still finds it open goes on.
  const marked = await tx.db
    .updateTable('invoices')
    .set({ status: 'pending_payment' })
    .where('id', 'in', ids)
    .where('customerId', '=', customer.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== ids.length)
    refusePayment(ErrorCode.conflict, 'alreadyPaid', [paymentError('invoiceIds', 'alreadyPaid')]);

  const now = new Date();
  let savedPaymentId = using?.savedPaymentId ?? null;
  if (using?.save) {
    savedPaymentId = (
      await tx.db
        .insertInto('savedPayments')
        .values({
          userId,
          customerId: customer.id,
          paymentMethodId: method.id,
          kind: kind === 'ach' ? 'ach' : 'card',
          display: using.display,
          gatewayToken: using.token,
          createdAt: now.toISOString(),
          deletedAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  const externalId = `PAY-${market.sorg}-${now.getTime().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
  const { id } = await tx.db
    .insertInto('paymentRequests')
    .values({
      externalId,
      customerId: customer.id,
      companyId: selection.payer.companyId,
      userId,
      payerCode: selection.payer.payerCode,
      merchant: selection.payer.companyCode,
      paymentMethodId: method.id,
      savedPaymentId,
      amount: input.amount - discount,
      discount,
      currency: selection.payer.currency,
      partial: selection.partial ? 1 : 0,
      status: 'pending',
      virtualAccountNo: null,
      expiresAt: kind === 'transfer' ? new Date(now.getTime() + VIRTUAL_ACCOUNT_HOURS * 3_600_000).toISOString() : null,
      failureReason: null,
      idempotencyKey: input.idempotencyKey,
      createdAt: now.toISOString(),
      settledAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx.db
    .insertInto('paymentRequestInvoices')
    .values(selection.shares.map((s) => ({ paymentRequestId: id, ...s })))
    .execute();
  return { id, replay: false };
}

/** A key used before answers its request again, but only for the same invoices and method: a key never pays other invoices. */
async function sameRequest(tx: Database, earlier: { id: number; paymentMethodId: number }, input: InvoicePaymentInput): Promise<Recorded> {
  const paid = (await tx.selectFrom('paymentRequestInvoices').select('invoiceId').where('paymentRequestId', '=', earlier.id).execute())
    .map((r) => r.invoiceId)
    .sort((a, b) => a - b);
  const asked = [...new Set(input.invoiceIds)].sort((a, b) => a - b);
  if (earlier.paymentMethodId !== input.paymentMethodId || paid.join() !== asked.join()) {
    refusePayment(ErrorCode.conflict, 'keyReused', [paymentError('idempotencyKey', 'keyReused')]);
  }
  return { id: earlier.id, replay: true };
}

/**
 * After the commit, the gateway: a transfer gets its virtual account (again, after a crash: the sandbox's number is
 * the same every time), a card or ACH payment is charged once. A gateway that says no fails the request and opens its
 * invoices again; one that does not answer leaves the request pending, its invoices held, for the payment timer to
 * call again (gateway-calls.ts): the dealer is told the payment waits for the bank, never that it failed.
 */
async function startAtGateway(
  ctx: SignedInContext,
  gateway: PaymentGateway,
  recorded: Recorded,
  kind: PaymentKind,
  using: PayingWith | null,
): Promise<PaymentRequestAnswer> {
  const row = await ctx.db
    .selectFrom('paymentRequests')
    .select(['id', 'externalId', 'status', 'amount', 'currency', 'payerCode', 'merchant', 'virtualAccountNo', 'expiresAt'])
    .where('id', '=', recorded.id)
    .executeTakeFirstOrThrow();
  const call = { ...row, amount: Number(row.amount) };
  let outcome = null;
  if (row.status === 'pending' && kind === 'transfer' && !row.virtualAccountNo) {
    outcome = await sendToGateway(ctx.db, gateway, { ...call, token: null });
  } else if (row.status === 'pending' && kind !== 'transfer' && !recorded.replay && using) {
    outcome = await sendToGateway(ctx.db, gateway, { ...call, token: using.token });
  }
  if (outcome === 'refused') return paymentRefusal(ErrorCode.internal, 'gatewayDown');
  return {
    message: {
      status: true,
      description: outcome === 'waiting' ? 'Your payment is recorded and waits for the bank' : 'Your payment request was created',
    },
    userErrors: [],
    code: null,
    paymentRequest: await requestView(ctx.db, row.id, ctx.host.config),
  };
}
