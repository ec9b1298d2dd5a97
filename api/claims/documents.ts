import { CLAIM_TEXT_MAX } from '../../src/rules/claims.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { afterCommit } from '../db/write-scope.ts';
import { deleteFileRows, removeFileKeys } from '../files/service.ts';
import { notFound } from '../graphql/errors.ts';
import { checkField, checkLength, trimmed, type UserError } from '../graphql/mutation-result.ts';
import { isReviewer, ownedClaim, readableClaim } from './access.ts';
import { claimAnswer, claimError, refuse, refuseAll } from './answer.ts';
import { CLAIM_OWNER } from './filing.ts';
import { recordHistory } from './history.ts';
import { nowIso } from '../platform/clock.ts';

/** A finished claim (rejected, closed) takes no more documents from the dealer. */
const isDone = async (db: Database, statusId: string) =>
  (await db.selectFrom('claimStatuses').select('category').where('id', '=', statusId).executeTakeFirstOrThrow()).category === 'done';

/** The documents added to a claim after filing (spec 2 §3 Claim additional document), numbered in order. */
export async function claimAdditionalDocuments(ctx: SignedInContext, claimId: number) {
  await readableClaim(ctx, claimId);
  return ctx.db
    .selectFrom('claimAdditionalDocuments as d')
    .innerJoin('files as f', 'f.id', 'd.fileId')
    .selectAll('f')
    .select(['d.id as documentId', 'd.no', 'd.title', 'd.createdAt as addedAt'])
    .where('d.claimId', '=', claimId)
    .orderBy('d.no')
    .execute();
}

/**
 * Adds a document to a claim: the claim's dealer at any status before it is done (an answer to 'need information'),
 * or an officer reviewing it. The file came through the shared upload pipeline (bytes checked, renditions kept).
 */
export async function createClaimAdditionalDocument(ctx: SignedInContext, claimId: number, titleText: string, fileId: number) {
  return claimAnswer(
    ctx,
    async (tx: Database) => {
      const claim = isReviewer(ctx) ? await readableClaim(ctx, claimId) : await ownedClaim(ctx, claimId);
      if (!isReviewer(ctx) && (await isDone(tx, claim.statusId))) return refuse('claimId', 'not_editable');
      const title = trimmed(titleText);
      const errors: UserError[] = [];
      checkField(errors, 'title', title, ['required', 'notEmpty']) && checkLength(errors, 'title', title, CLAIM_TEXT_MAX.title);
      const file = await tx.selectFrom('files').select(['id', 'ownerType', 'uploadedBy']).where('id', '=', fileId).executeTakeFirst();
      if (!file || file.ownerType !== null || file.uploadedBy !== ctx.actor.user.id) errors.push(claimError('file', 'file_not_yours'));
      refuseAll(errors);
      const last = await tx
        .selectFrom('claimAdditionalDocuments')
        .select((eb) => eb.fn.max('no').as('no'))
        .where('claimId', '=', claimId)
        .executeTakeFirst();
      const { id } = await tx
        .insertInto('claimAdditionalDocuments')
        .values({
          claimId,
          no: Number(last?.no ?? 0) + 1,
          title,
          fileId,
          createdBy: ctx.actor.user.id,
          createdAt: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.updateTable('files').set({ ownerType: CLAIM_OWNER, ownerId: claimId }).where('id', '=', fileId).execute();
      await recordHistory(tx, ctx, claimId, 'document_added', claim.statusId, claim.statusId, title);
      return id;
    },
    'The document was added',
  );
}

/** Removes an additional document: whoever may add to the claim. */
export async function deleteClaimAdditionalDocument(ctx: SignedInContext, id: number) {
  return claimAnswer(
    ctx,
    async (tx: Database) => {
      const doc = await tx
        .selectFrom('claimAdditionalDocuments')
        .select(['claimId', 'fileId', 'title'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!doc) return notFound('Document not found');
      const claim = isReviewer(ctx) ? await readableClaim(ctx, doc.claimId) : await ownedClaim(ctx, doc.claimId);
      if (!isReviewer(ctx) && (await isDone(tx, claim.statusId))) return refuse('id', 'not_editable');
      await tx.deleteFrom('claimAdditionalDocuments').where('id', '=', id).execute();
      const gone = await deleteFileRows(tx, [doc.fileId]);
      await afterCommit(() => removeFileKeys(ctx.storage, gone));
      await recordHistory(tx, ctx, doc.claimId, 'document_removed', claim.statusId, claim.statusId, doc.title);
      return doc.claimId;
    },
    'The document was removed',
  );
}
