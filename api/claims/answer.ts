import { claimMessages, type ClaimMessageKey } from '../../src/rules/claims.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { areaErrors, type RecordAnswer, recordAnswer, Refused } from '../graphql/mutation-result.ts';

/** What every claim mutation answers: the usual message and field errors, the code of a refusal, the claim's id. */
export type ClaimAnswer = RecordAnswer;

/** A field error in the claims namespace (src/rules/claims.ts holds the en-us texts). */
export const claimError = areaErrors(claimMessages, 'claims:errors.');

export const refuse = (field: string, key: ClaimMessageKey, params?: Record<string, string>): never => {
  throw new Refused(ErrorCode.invalidInput, [claimError(field, key, params)]);
};

export { refuseAll } from '../graphql/mutation-result.ts';

/** Runs one mutation in one write transaction (api/graphql/mutation-result.ts recordAnswer). */
export const claimAnswer = (ctx: SignedInContext, work: (tx: Database) => Promise<number>, done: string): Promise<ClaimAnswer> =>
  recordAnswer(ctx.db, work, done);
