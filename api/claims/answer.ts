import { claimMessages, type ClaimMessageKey } from '../../src/rules/claims.ts';
import type { SignedInContext } from '../auth/context.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { areaErrors, failed, type MutationOutcome, Refused, succeeded, type UserError } from '../graphql/mutation-result.ts';
import { inWriteTransaction } from '../orders/write-transaction.ts';

/** What every claim mutation answers: the usual message and field errors, the code of a refusal, the claim's id. */
export interface ClaimAnswer extends MutationOutcome { code: string | null; id: number | null }

/** A field error in the claims namespace (src/rules/claims.ts holds the en-us texts). */
export const claimError = areaErrors(claimMessages, 'claims:errors.');

export const refuse = (field: string, key: ClaimMessageKey, params?: Record<string, string>): never => {
  throw new Refused(ErrorCode.invalidInput, [claimError(field, key, params)]);
};

export const refuseAll = (errors: UserError[]): void => {
  if (errors.length) throw new Refused(ErrorCode.invalidInput, errors);
};

/**
 * Runs one claim mutation in one write transaction: a refusal rolls back and answers its code and field errors; a
 * FORBIDDEN or NOT_FOUND thrown by the access checks passes through as a GraphQL error with nothing changed.
 */
export async function claimAnswer(ctx: SignedInContext, work: (tx: Database) => Promise<number>, done: string): Promise<ClaimAnswer> {
  try {
    const id = await inWriteTransaction(ctx.db, work);
    return { ...succeeded(done), code: null, id };
  } catch (e) {
    if (e instanceof Refused) return { ...failed(e.message, e.userErrors), code: e.code, id: null };
    throw e;
  }
}
