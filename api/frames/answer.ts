import { frameMessages, type FrameMessageKey } from '../../src/rules/frames.ts';
import type { SignedInContext } from '../auth/context.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { areaErrors, failed, type MutationOutcome, Refused, succeeded } from '../graphql/mutation-result.ts';
import { inWriteTransaction } from '../orders/write-transaction.ts';

/** What the recall and stolen-report mutations answer: the usual message and field errors, the refusal's code, the id written. */
export interface FrameAnswer extends MutationOutcome { code: string | null; id: number | null }

/** A field error in the frames namespace (src/rules/frames.ts holds the en-us texts). */
export const frameError = areaErrors(frameMessages, 'frames:errors.');

export const refuse = (field: string, key: FrameMessageKey, params?: Record<string, string>): never => {
  throw new Refused(ErrorCode.invalidInput, [frameError(field, key, params)]);
};

/** A campaign that is gone, or not one of this user's: nothing changes and nothing is told about it. */
export const missing = (): never => {
  throw new Refused(ErrorCode.notFound, [frameError('id', 'not_found')], frameMessages.not_found);
};

/**
 * Runs one mutation in one write transaction: a refusal rolls back and answers its code and field errors; a
 * FORBIDDEN or NOT_FOUND thrown by the access checks passes through as a GraphQL error with nothing changed.
 */
export async function frameAnswer(ctx: SignedInContext, work: (tx: Database) => Promise<number>, done: FrameMessageKey): Promise<FrameAnswer> {
  try {
    const id = await inWriteTransaction(ctx.db, work);
    return { ...succeeded(frameMessages[done]), code: null, id };
  } catch (e) {
    if (e instanceof Refused) return { ...failed(e.message, e.userErrors), code: e.code, id: null };
    throw e;
  }
}
