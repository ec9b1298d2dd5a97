import { pdiMessages, type PdiMessageKey } from '../../src/rules/pdi.ts';
import type { SignedInContext } from '../auth/context.ts';
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

/** Runs one mutation in one write transaction (api/graphql/mutation-result.ts recordAnswer). */
export const pdiAnswer = (ctx: SignedInContext, work: (tx: Database) => Promise<number>, done: string): Promise<PdiAnswer> =>
  recordAnswer(ctx.db, work, done);
