import { RECALL_TEXT_MAX } from '../../src/rules/frames.ts';
import type { SignedInContext } from '../context.ts';
import { trimmed } from '../graphql/mutation-result.ts';
import { readableFrame } from './access.ts';
import { frameAnswer, refuse } from './answer.ts';
import { nowIso } from '../platform/clock.ts';

/**
 * The stolen list is kept by the maker's officers (claim.review): a report passed on by the police or the owner, or its
 * removal once the bike is found. Claims and the frame page warn with it. Only frames the officer may read.
 */
export function reportStolenFrame(ctx: SignedInContext, frameNumber: string, note: string | null | undefined) {
  return frameAnswer(
    ctx,
    async (tx) => {
      const frame = await readableFrame(ctx, frameNumber);
      const text = trimmed(note);
      if (text.length > RECALL_TEXT_MAX.note) refuse('note', 'too_long', { max: String(RECALL_TEXT_MAX.note) });
      const known = await tx.selectFrom('stolenFrames').select('id').where('frameNumber', '=', frame.frameNumber).executeTakeFirst();
      if (known) refuse('frameNumber', 'frame_already_reported');
      const { id } = await tx
        .insertInto('stolenFrames')
        .values({ frameNumber: frame.frameNumber, reportedAt: nowIso(), reportedBy: ctx.actor.user.id, note: text || null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    'reported',
  );
}

export function clearStolenFrame(ctx: SignedInContext, frameNumber: string) {
  return frameAnswer(
    ctx,
    async (tx) => {
      const frame = await readableFrame(ctx, frameNumber);
      const known = await tx.selectFrom('stolenFrames').select('id').where('frameNumber', '=', frame.frameNumber).executeTakeFirst();
      if (!known) refuse('frameNumber', 'frame_not_reported');
      await tx.deleteFrom('stolenFrames').where('id', '=', known!.id).execute();
      return known!.id;
    },
    'cleared',
  );
}
