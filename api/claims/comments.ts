import { CLAIM_TEXT_MAX } from '../../src/rules/claims.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { checkField, checkLength, trimmed, type UserError } from '../graphql/mutation-result.ts';
import { isReviewer, ownedClaim, readableClaim, readsInternal } from './access.ts';
import { claimAnswer, refuse, refuseAll } from './answer.ts';
import { notifyDealerComment } from './notify.ts';
import { nowIso } from '../platform/clock.ts';

/** A claim's comments the reader may see, oldest first: internal ones only for staff (spec 2 §4). */
export async function claimComments(ctx: SignedInContext, claimId: number) {
  await readableClaim(ctx, claimId);
  let q = ctx.db
    .selectFrom('claimComments as cc')
    .leftJoin('users as u', 'u.id', 'cc.createdBy')
    .select(['cc.id', 'cc.comment', 'cc.isInternal', 'cc.byStaff', 'cc.createdAt', 'u.name as displayName', 'u.username as createdBy'])
    .where('cc.claimId', '=', claimId);
  if (!readsInternal(ctx)) q = q.where('cc.isInternal', '=', 0);
  return q.orderBy('cc.createdAt').orderBy('cc.id').execute();
}

export type ClaimCommentRow = Awaited<ReturnType<typeof claimComments>>[number];

/**
 * Adds a comment. Officers comment on the claims they review, internal or for the dealer to read; the dealer (and sales
 * staff working as the dealer) on their own claims, always visible to both sides, which tells the officers.
 */
export async function createClaimComment(ctx: SignedInContext, claimId: number, text: string, isInternal: boolean) {
  return claimAnswer(
    ctx,
    async (tx: Database) => {
      const staff = isReviewer(ctx);
      if (staff) await readableClaim(ctx, claimId);
      else await ownedClaim(ctx, claimId);
      if (isInternal && !staff) return refuse('isInternal', 'internal_for_staff');
      const comment = trimmed(text);
      const errors: UserError[] = [];
      checkField(errors, 'comment', comment, ['required', 'notEmpty']) && checkLength(errors, 'comment', comment, CLAIM_TEXT_MAX.comment);
      refuseAll(errors);
      const { id } = await tx
        .insertInto('claimComments')
        .values({
          claimId,
          comment,
          isInternal: isInternal ? 1 : 0,
          byStaff: staff ? 1 : 0,
          createdBy: ctx.actor.user.id,
          createdAt: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!staff) await notifyDealerComment(ctx, tx, claimId, comment);
      return id;
    },
    'Your comment was added',
  );
}
