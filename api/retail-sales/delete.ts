import { DELETABLE, IN_ACCOUNT, normalFrameNumber, registrationMessages } from '../../src/rules/registration.ts';
import type { SignedInContext } from '../context.ts';
import { openClaimOf } from '../claims/open-claim.ts';
import { ErrorCode, notFound } from '../graphql/errors.ts';
import { failed, type MutationOutcome, succeeded } from '../graphql/mutation-result.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { registrationRows } from './rows.ts';
import { nowIso } from '../platform/clock.ts';

/** deleteFrame's answer: `contactSales` when only sales can take it back (the spec's 'please contact sales.'). */
export interface DeleteFrameAnswer extends MutationOutcome {
  code: string | null;
  contactSales: boolean;
}

const notDeleted = (contactSales: boolean): DeleteFrameAnswer => ({
  ...failed(contactSales ? registrationMessages.delete_contact_sales : registrationMessages.delete_failed),
  code: ErrorCode.conflict,
  contactSales,
});

/**
 * Takes back the active customer's live registration of a frame (soft delete), while the consumer account does not hold
 * it yet (pending or failed insert). One under way right now may be tried again in a moment; one the consumer's account
 * holds, or a bike with a claim under way, only sales can take back. Another dealer's frame is NOT_FOUND.
 */
export async function deleteFrame(ctx: SignedInContext, frameText: string, type: string | null | undefined): Promise<DeleteFrameAnswer> {
  return inWriteTransaction(ctx.db, async (tx) => {
    let q = registrationRows(tx)
      .where('r.customerId', '=', ctx.actor.customer!.id)
      .where('f.frameNumber', '=', normalFrameNumber(frameText));
    if (type === 'retail' || type === 'non-retail') q = q.where('r.nonRetail', '=', type === 'non-retail' ? 1 : 0);
    const row = await q.executeTakeFirst();
    if (!row) return notFound('Registration not found');
    if (await openClaimOf(tx, row.frameId)) return notDeleted(true);
    if (!DELETABLE.includes(row.status)) return notDeleted(IN_ACCOUNT.includes(row.status));
    const at = nowIso();
    const gone = await tx
      .updateTable('registeredFrames')
      .set({ deletedAt: at, updatedAt: at })
      .where('id', '=', row.id)
      .where('status', 'in', [...DELETABLE])
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (Number(gone.numUpdatedRows) !== 1) return notDeleted(false);
    // Nothing left to send: the worker would skip it anyway, the row says why.
    await tx
      .updateTable('consumerAccountOutbox')
      .set({ state: 'done', doneAt: at, lastError: 'Deleted by the dealer' })
      .where('registeredFrameId', '=', row.id)
      .where('state', '=', 'pending')
      .execute();
    return { ...succeeded('Successfully delete this frame'), code: null, contactSales: false };
  });
}
