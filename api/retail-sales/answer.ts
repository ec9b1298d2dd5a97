import { registrationMessages, type RegistrationMessageKey } from '../../src/rules/registration.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { areaErrors, type RecordAnswer, recordAnswer, Refused } from '../graphql/mutation-result.ts';

export const RETAIL_SALES = 'page.customer-sales-report';
/** Registrations are dealer data: the page's scope, and a session that acts for a customer (DESIGN 'Tenant rule'). */
export const retailSalesAuth = { $all: { scope: RETAIL_SALES, activeCustomer: true } } as const;

/** What the registration mutations answer: the usual message and field errors, the code of a refusal, the registration's id. */
export type RegistrationAnswer = RecordAnswer;

/** A field error in the retail-sales namespace (src/rules/registration.ts holds the en-us texts). */
export const registrationError = areaErrors(registrationMessages, 'retail-sales:errors.');

export const refuse = (
  field: string,
  key: RegistrationMessageKey,
  params?: Record<string, string>,
  code: string = ErrorCode.invalidInput,
): never => {
  throw new Refused(code, [registrationError(field, key, params)]);
};

export { refuseAll } from '../graphql/mutation-result.ts';

/** The one registration per bike (a partial unique index) met a second writer: the same 'Frame already reported'. */
export const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; message?: string } | null;
  return err?.code === '23505' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(err?.message ?? '');
};

/** Runs one registration mutation in one write transaction; a refusal says `refusedWith` when given (recordAnswer). */
export const registrationAnswer = (
  ctx: SignedInContext,
  work: (tx: Database) => Promise<number>,
  done: string,
  refusedWith?: string,
): Promise<RegistrationAnswer> => recordAnswer(ctx.db, work, done, refusedWith);
