import { type ClickCollectMessageKey, clickCollectMessages } from '../../src/rules/click-collect.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { areaErrors, type RecordAnswer, Refused } from '../graphql/mutation-result.ts';

/** What the dealer's click-and-collect mutations answer: the usual message and field errors, a refusal's code, the order's id. */
export type ClickCollectAnswer = RecordAnswer;

/** A field error in the click-collect namespace (src/rules/click-collect.ts holds the en-us texts). */
export const ccError = areaErrors(clickCollectMessages, 'click-collect:errors.');

/** A refusal said in the message itself and on its field. */
export const refuse = (field: string, key: ClickCollectMessageKey, code: string = ErrorCode.conflict): never => {
  throw new Refused(code, [ccError(field, key)], clickCollectMessages[key]);
};
