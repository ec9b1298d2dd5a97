import { pdiMessages, type PdiMessageKey } from '../../src/rules/pdi.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { areaErrors, type RecordAnswer, recordAnswer, Refused } from '../graphql/mutation-result.ts';

/** What every PDI mutation answers: the usual message and field errors, the code of a refusal, the PDI's id. */
export type PdiAnswer = RecordAnswer;

/** A field error in the pdi namespace (src/rules/pdi.ts holds the en-us texts). */
export const pdiError = areaErrors(pdiMessages, 'pdi:errors.');

export const refuse = (field: string, key: PdiMessageKey): never => {
  throw new Refused(ErrorCode.invalidInput, [pdiError(field, key)]);
};

/** A change the PDI's state does not allow (deleted, not deleted): a conflict, said in the message itself. */
export const refuseState = (key: PdiMessageKey): never => {
  throw new Refused(ErrorCode.conflict, [pdiError('id', key)], pdiMessages[key]);
};

export { refuseAll } from '../graphql/mutation-result.ts';

/**
 * Runs a write that the one live PDI per bike (a partial unique index, migration 0040) may meet: another request
 * wrote the bike's inspection meanwhile, which answers as the check before it would have.
 */
export async function oneLivePdi<T>(write: () => Promise<T>, refusal: () => never): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const { code, message } = (e ?? {}) as { code?: string; message?: string };
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(message ?? '')) return refusal();
    throw e;
  }
}

/** Runs one mutation in one write transaction (api/graphql/mutation-result.ts recordAnswer). */
export const pdiAnswer = (ctx: SignedInContext, work: (tx: Database) => Promise<number>, done: string): Promise<PdiAnswer> =>
  recordAnswer(ctx.db, work, done);
