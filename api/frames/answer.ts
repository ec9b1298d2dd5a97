import { frameMessages, type FrameMessageKey } from '../../src/rules/frames.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { areaErrors, type RecordAnswer, recordAnswer, Refused } from '../graphql/mutation-result.ts';

/** What the recall and stolen-report mutations answer: the usual message and field errors, the refusal's code, the id written. */
export type FrameAnswer = RecordAnswer;

/** A field error in the frames namespace (src/rules/frames.ts holds the en-us texts). */
export const frameError = areaErrors(frameMessages, 'frames:errors.');

export const refuse = (field: string, key: FrameMessageKey, params?: Record<string, string>): never => {
  throw new Refused(ErrorCode.invalidInput, [frameError(field, key, params)]);
};

/** A campaign that is gone, or not one of this user's: nothing changes and nothing is told about it. */
export const missing = (): never => {
  throw new Refused(ErrorCode.notFound, [frameError('id', 'not_found')], frameMessages.not_found);
};

/** Runs one mutation in one write transaction (api/graphql/mutation-result.ts recordAnswer). */
export const frameAnswer = (ctx: SignedInContext, work: (tx: Database) => Promise<number>, done: FrameMessageKey): Promise<FrameAnswer> =>
  recordAnswer(ctx.db, work, frameMessages[done]);
