import type { SignedInContext } from '../context.ts';
import { catalogChanged } from '../catalog/cache.ts';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/index.ts';
import { afterCommit } from '../db/write-scope.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { failed, type MutationOutcome, Refused, succeeded, userError } from '../graphql/mutation-result.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { giveBackReservations } from './give-back.ts';
import { notifyRejection } from './notify.ts';
import { heldOrder } from './service.ts';
import { nowIso } from '../platform/clock.ts';

export const REASON_MAX = 500;

/** What a decision did, as a key the desk translates (order-confirmation:outcome.<key>). */
export type DecisionOutcome =
  | 'confirmed'
  | 'rejected'
  | 'already_confirmed'
  | 'already_rejected'
  | 'decided_otherwise'
  | 'not_waiting'
  | 'invalid';

export interface DecisionAnswer extends MutationOutcome {
  code: string | null;
  outcome: DecisionOutcome;
  orderNo: string;
}

const english: Record<DecisionOutcome, string> = {
  confirmed: 'The order was confirmed and goes to the ERP',
  rejected: 'The order was rejected and cancelled; the dealer was told why',
  already_confirmed: 'The order was confirmed already',
  already_rejected: 'The order was rejected already',
  decided_otherwise: 'Someone else decided on this order first',
  not_waiting: 'This order no longer waits for confirmation',
  invalid: 'Please give the reason for the rejection',
};

class Decided extends Error {
  constructor(
    readonly outcome: DecisionOutcome,
    readonly code: string,
  ) {
    super(english[outcome]);
  }
}

/** Runs a decision in one write transaction; a refusal rolls it back and answers its outcome. */
async function decide(ctx: SignedInContext, orderNo: string, work: (tx: Database) => Promise<DecisionOutcome>): Promise<DecisionAnswer> {
  try {
    const outcome = await inWriteTransaction(ctx.db, work);
    return { ...succeeded(english[outcome]), code: null, outcome, orderNo };
  } catch (e) {
    if (e instanceof Decided) {
      const refusal = userError('orderNo', e.message, `order-confirmation:outcome.${e.outcome}`, { orderNo });
      return { ...failed(e.message, [refusal]), code: e.code, outcome: e.outcome, orderNo };
    }
    if (e instanceof Refused) return { ...failed(english.invalid, e.userErrors), code: e.code, outcome: 'invalid', orderNo };
    throw e;
  }
}

/**
 * Staff confirm a held order: its ERP message goes to the outbox, and the ERP numbers it as any other. The guarded
 * update (only a hold still waiting changes) makes a double click or two staff at once harmless: the second finds the
 * order confirmed and changes nothing.
 */
export function confirmOrder(ctx: SignedInContext, orderNo: string): Promise<DecisionAnswer> {
  return decide(ctx, orderNo, async (tx) => {
    const order = await heldOrder(ctx, tx, orderNo);
    const at = nowIso();
    const done = await tx
      .updateTable('orderHolds')
      .set({ state: 'confirmed', decidedBy: ctx.actor.user.id, decidedAt: at })
      .where('orderId', '=', order.id)
      .where('state', '=', 'waiting')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return settled(tx, order.id, 'confirmed');
    // An order cancelled meanwhile (its prepaid transfer voided) is not sent: the whole confirmation rolls back. Its
    // status is read again under a lock: on PostgreSQL a void may have committed since the first read, and a void
    // after this read waits for the commit, then cancels the order through the ERP as after any confirmation.
    let status = tx.selectFrom('orders').select('status').where('id', '=', order.id);
    if (isPostgres(tx)) status = status.forNoKeyUpdate();
    if ((await status.executeTakeFirstOrThrow()).status !== 'awaiting_confirmation') throw new Decided('not_waiting', ErrorCode.conflict);
    await tx
      .insertInto('erpOutbox')
      .values({ orderId: order.id, kind: 'order.created', payload: order.erpPayload, createdAt: at, sentAt: null })
      .execute();
    return 'confirmed';
  });
}

/**
 * Staff reject a held order with a reason: it is cancelled, its stock, quotas and awaited transfer given back in the
 * same transaction, and its dealer told why (mail and push after the commit; the order shows the reason).
 */
export function rejectOrder(ctx: SignedInContext, orderNo: string, reasonInput: string): Promise<DecisionAnswer> {
  return decide(ctx, orderNo, async (tx) => {
    const reason = reasonInput.trim();
    if (!reason)
      throw new Refused(ErrorCode.invalidInput, [userError('reason', english.invalid, 'order-confirmation:errors.reason_required')]);
    if (reason.length > REASON_MAX) {
      throw new Refused(ErrorCode.invalidInput, [
        userError('reason', `At most ${REASON_MAX} characters`, 'order-confirmation:errors.reason_too_long', { max: REASON_MAX }),
      ]);
    }
    const order = await heldOrder(ctx, tx, orderNo);
    const at = nowIso();
    const done = await tx
      .updateTable('orderHolds')
      .set({ state: 'rejected', reason, decidedBy: ctx.actor.user.id, decidedAt: at })
      .where('orderId', '=', order.id)
      .where('state', '=', 'waiting')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return settled(tx, order.id, 'rejected');
    const cancelled = await tx
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('id', '=', order.id)
      .where('status', '=', 'awaiting_confirmation')
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) !== 1) throw new Decided('not_waiting', ErrorCode.conflict);
    await giveBackReservations(tx, order, at, ctx.actor.user.id);
    await notifyRejection(ctx, tx, order, reason);
    await afterCommit(() => catalogChanged(ctx.db));
    return 'rejected';
  });
}

/** A hold someone already decided: the same decision again changes nothing; the other one is refused. */
async function settled(tx: Database, orderId: number, wanted: 'confirmed' | 'rejected'): Promise<DecisionOutcome> {
  const { state } = await tx.selectFrom('orderHolds').select('state').where('orderId', '=', orderId).executeTakeFirstOrThrow();
  if (state === wanted) return wanted === 'confirmed' ? 'already_confirmed' : 'already_rejected';
  throw new Decided('decided_otherwise', ErrorCode.conflict);
}
