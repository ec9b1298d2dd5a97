import { CLAIM_TEXT_MAX, CREDIT_STATUS, creditAllowed, REASON_NEEDED } from '../../src/rules/claims.ts';
import type { Updateable } from 'kysely';
import type { SignedInContext } from '../context.ts';
import type { ClaimTable } from './tables.ts';
import type { Database } from '../db/index.ts';
import { forbidden } from '../graphql/errors.ts';
import { checkLength, trimmed, type UserError } from '../graphql/mutation-result.ts';
import { isReviewer, readableClaim } from './access.ts';
import { claimAnswer, refuse, refuseAll } from './answer.ts';
import { leftToClaim, subjectOfClaim } from './claimable.ts';
import { writeCreditNote } from './credit-note.ts';
import { recordHistory } from './history.ts';
import { notifyStatusChange } from './notify.ts';
import { nowIso } from '../platform/clock.ts';

export interface StatusChange {
  status: string;
  reason?: string | null;
  creditedAmount?: number | null;
  resolution?: string | null;
  isNotAWarranty?: boolean | null;
}

/** The customer category (customer group) a claim's capabilities are read for. */
export async function customerCategoryOf(db: Database, customerId: number, sorg: string) {
  const area = await db
    .selectFrom('customerAreas')
    .select('custGroup')
    .where('customerId', '=', customerId)
    .where('sorg', '=', sorg)
    .executeTakeFirst();
  return area?.custGroup ?? '';
}

/** The statuses this user may move a claim to from where it stands (spec 2 §4: capabilities are server-driven). */
export async function nextStatusesOf(
  ctx: SignedInContext,
  claim: { customerId: number; sorg: string; productCategory: string; statusId: string },
) {
  // Dealer-side moves belong to the claim's own dealer; officers' moves to whoever reviews it.
  if (!isReviewer(ctx) && claim.customerId !== ctx.actor.customer?.id) return [];
  const category = await customerCategoryOf(ctx.db, claim.customerId, claim.sorg);
  const rows = await ctx.db
    .selectFrom('claimCapabilities as k')
    .innerJoin('claimStatuses as s', 's.id', 'k.toStatus')
    .select('k.toStatus')
    .distinct()
    .where('k.productCategory', '=', claim.productCategory as 'BIKE')
    .where('k.customerCategory', '=', category)
    .where('k.fromStatus', '=', claim.statusId)
    .where('k.role', 'in', ctx.actor.roles.length ? ctx.actor.roles : ['-'])
    .orderBy('k.toStatus')
    .execute();
  return rows.map((r) => r.toStatus);
}

/**
 * Moves a claim along one of the caller's capabilities; anything else answers FORBIDDEN with nothing changed. Need
 * information and rejection say why; approval names the credited amount (at most the invoiced value); 'credit note
 * issued' writes the credit note. The write is guarded by the status read, so two officers cannot both move it.
 */
export async function updateClaimStatus(ctx: SignedInContext, id: number, change: StatusChange) {
  return claimAnswer(
    ctx,
    async (tx) => {
      const claim = await readableClaim(ctx, id);
      if (!(await nextStatusesOf(ctx, claim)).includes(change.status)) return forbidden('This status change is not allowed');
      const reason = trimmed(change.reason);
      if (REASON_NEEDED.has(change.status) && !reason) return refuse('reason', 'reason_required');
      const tooLong: UserError[] = [];
      checkLength(tooLong, 'reason', reason, CLAIM_TEXT_MAX.reason);
      refuseAll(tooLong);
      const set: Updateable<ClaimTable> = { statusId: change.status, updatedAt: nowIso() };
      if (change.status === CREDIT_STATUS) {
        const amount = change.creditedAmount;
        if (amount == null) return refuse('creditedAmount', 'credit_required');
        if (!creditAllowed(amount, claim.invoicedValue))
          return refuse('creditedAmount', 'credit_over_invoiced', { max: String(claim.invoicedValue) });
        // Beside the claim's own ceiling, what the subject's other claims were approved for: together at most what was sold.
        const subject = subjectOfClaim(claim);
        const left = subject && (await leftToClaim(tx, subject, id));
        if (left && amount > left.credit)
          return refuse('creditedAmount', 'credit_over_claimable', { left: String(left.credit), invoiced: String(left.sold.value) });
        set.creditedAmount = amount;
        set.resolution = trimmed(change.resolution) || reason || null;
      }
      if (change.status === 'credit_note_issued') {
        // Claims approved before this rule held may together exceed what was sold: the notes issued never do.
        const subject = subjectOfClaim(claim);
        const left = subject && (await leftToClaim(tx, subject, id));
        if (left && (claim.creditedAmount ?? 0) > left.unissued)
          return refuse('status', 'credit_over_claimable', { left: String(left.unissued), invoiced: String(left.sold.value) });
      }
      if (change.status === 'rejected') {
        set.reasonRejection = reason;
        set.notWarranty = change.isNotAWarranty ? 1 : 0;
      }
      const moved = await tx.updateTable('claims').set(set).where('id', '=', id).where('statusId', '=', claim.statusId).executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return forbidden('This claim was changed meanwhile');
      if (change.status === 'credit_note_issued') {
        const fresh = await tx.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        const note = await writeCreditNote(tx, fresh);
        await tx.updateTable('claims').set({ creditNoteId: note.id }).where('id', '=', id).execute();
      }
      await recordHistory(tx, ctx, id, 'status', claim.statusId, change.status, reason || null);
      await notifyStatusChange(ctx, tx, id, change.status);
      return id;
    },
    'The status was changed',
  );
}
