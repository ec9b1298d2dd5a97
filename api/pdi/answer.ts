import { pdiMessages, type PdiMessageKey } from '../../src/rules/pdi.ts';
import type { SignedInContext } from '../auth/context.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { areaErrors, failed, type MutationOutcome, Refused, succeeded, type UserError } from '../graphql/mutation-result.ts';
import { inWriteTransaction } from '../orders/write-transaction.ts';

/** What every PDI mutation answers: the usual message and field errors, the code of a refusal, the PDI's id. */
export interface PdiAnswer extends MutationOutcome { code: string | null; id: number | null }

/** A field error in the pdi namespace (src/rules/pdi.ts holds the en-us texts). */
export const pdiError = areaErrors(pdiMessages, 'pdi:errors.');

export const refuse = (field: string, key: PdiMessageKey): never => {
  throw new Refused(ErrorCode.invalidInput, [pdiError(field, key)]);
};

/** A change the PDI's state does not allow (deleted, not deleted): a conflict, said in the message itself. */
export const refuseState = (key: PdiMessageKey): never => {
  throw new Refused(ErrorCode.conflict, [pdiError('id', key)], pdiMessages[key]);
};

export const refuseAll = (errors: UserError[]): void => {
  if (errors.length) throw new Refused(ErrorCode.invalidInput, errors);
};

/**
 * Runs one PDI mutation in one write transaction: a refusal rolls back and answers its code and field errors; a
 * FORBIDDEN or NOT_FOUND thrown by the access checks passes through as a GraphQL error with nothing changed.
 */
export async function pdiAnswer(ctx: SignedInContext, work: (tx: Database) => Promise<number>, done: string): Promise<PdiAnswer> {
  try {
    const id = await inWriteTransaction(ctx.db, work);
    return { ...succeeded(done), code: null, id };
  } catch (e) {
    if (e instanceof Refused) return { ...failed(e.message, e.userErrors), code: e.code, id: null };
    throw e;
  }
}
