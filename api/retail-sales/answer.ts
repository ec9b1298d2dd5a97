import { registrationMessages, type RegistrationMessageKey } from '../../src/rules/registration.ts';
import type { SignedInContext } from '../auth/context.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { areaErrors, failed, type MutationOutcome, Refused, succeeded, type UserError } from '../graphql/mutation-result.ts';
import { inWriteTransaction } from '../orders/write-transaction.ts';

export const RETAIL_SALES = 'page.customer-sales-report';
/** Registrations are dealer data: the page's scope, and a session that acts for a customer (DESIGN 'Tenant rule'). */
export const retailSalesAuth = { $all: { scope: RETAIL_SALES, activeCustomer: true } } as const;

/** What the registration mutations answer: the usual message and field errors, the code of a refusal, the registration's id. */
export interface RegistrationAnswer extends MutationOutcome { code: string | null; id: number | null }

/** A field error in the retail-sales namespace (src/rules/registration.ts holds the en-us texts). */
export const registrationError = areaErrors(registrationMessages, 'retail-sales:errors.');

export const refuse = (field: string, key: RegistrationMessageKey, params?: Record<string, string>, code: string = ErrorCode.invalidInput): never => {
  throw new Refused(code, [registrationError(field, key, params)]);
};

export const refuseAll = (errors: UserError[]): void => {
  if (errors.length) throw new Refused(ErrorCode.invalidInput, errors);
};

/** The one registration per bike (a partial unique index) met a second writer: the same 'Frame already reported'. */
export const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; message?: string } | null;
  return err?.code === '23505' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(err?.message ?? '');
};

/**
 * Runs one registration mutation in one write transaction: a refusal rolls back and answers its code and field errors
 * (with `refusedWith` as the description when given); NOT_FOUND from the access check passes through with nothing changed.
 */
export async function registrationAnswer(ctx: SignedInContext, work: (tx: Database) => Promise<number>, done: string,
  refusedWith?: string): Promise<RegistrationAnswer> {
  try {
    const id = await inWriteTransaction(ctx.db, work);
    return { ...succeeded(done), code: null, id };
  } catch (e) {
    if (e instanceof Refused) return { ...failed(refusedWith ?? e.message, e.userErrors), code: e.code, id: null };
    throw e;
  }
}
