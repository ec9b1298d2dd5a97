import { check, type FormMessageKey, formMessages, type RuleName } from '../../src/rules/forms.ts';
import type { Database } from '../db/index.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { fillIn } from '../i18n/texts.ts';
import { builder } from './builder.ts';
import { ErrorCode } from './errors.ts';

/**
 * A problem with one input field: the English message, its translation key (`forms:required`) and the values the
 * translation fills in (`{{available}}`), when it has any.
 */
export interface UserError {
  field: string;
  message: string;
  messageKey: string | null;
  params?: Record<string, string | number>;
}

/** What every mutation answers (DESIGN 'Conventions'); mutations with more to say add fields beside these. */
export interface MutationOutcome {
  message: { status: boolean; description: string | null };
  userErrors: UserError[];
}

export const succeeded = (description: string): MutationOutcome => ({ message: { status: true, description }, userErrors: [] });

export const failed = (description: string, userErrors: UserError[] = []): MutationOutcome => ({
  message: { status: false, description },
  userErrors,
});

export const userError = (field: string, message: string, messageKey: string | null = null, params?: UserError['params']): UserError =>
  params ? { field, message, messageKey, params } : { field, message, messageKey };

/**
 * Field errors in the words of one admin area: `messages` are the en-us texts of the keys under `keyPrefix`
 * (`content-admin:`), filled in here and translated in the browser by their key.
 */
export const areaErrors =
  <M extends Record<string, string>>(messages: M, keyPrefix: string) =>
  (field: string, name: keyof M & string, params?: Record<string, string>): UserError =>
    userError(field, fillIn(messages[name], params), `${keyPrefix}${name}`, params);

/** A refusal that rolls the mutation's transaction back and answers `failed` with its code and field errors. */
export class Refused extends Error {
  constructor(
    readonly code: string,
    readonly userErrors: UserError[],
    description = 'Please correct the marked fields',
  ) {
    super(description);
  }
}
export const invalid = (errors: UserError[]): never => {
  throw new Refused(ErrorCode.invalidInput, errors);
};

/** Refuses with the field errors gathered so far, if there are any. */
export const refuseAll = (errors: UserError[]): void => {
  if (errors.length) throw new Refused(ErrorCode.invalidInput, errors);
};

/** The answer of a mutation that writes one record: the usual message and field errors, a refusal's code, the record's id. */
export interface RecordAnswer extends MutationOutcome {
  code: string | null;
  id: number | null;
}

/**
 * Runs one mutation's work in one write transaction and answers for the record it wrote: a refusal rolls back and
 * answers its code and field errors (`refusedWith` as the description when given); a FORBIDDEN or NOT_FOUND thrown by
 * an access check passes through as a GraphQL error with nothing changed.
 */
export async function recordAnswer(
  db: Database,
  work: (tx: Database) => Promise<number>,
  done: string,
  refusedWith?: string,
): Promise<RecordAnswer> {
  try {
    const id = await inWriteTransaction(db, work);
    return { ...succeeded(done), code: null, id };
  } catch (e) {
    if (e instanceof Refused) return { ...failed(refusedWith ?? e.message, e.userErrors), code: e.code, id: null };
    throw e;
  }
}

/** A form's text field: trimmed, and empty when missing. */
export const trimmed = (v: string | null | undefined) => (v ?? '').trim();

/** A failed shared form rule (src/rules/forms.ts), with the same message the browser shows. */
export const formError = (field: string, key: FormMessageKey): UserError => userError(field, formMessages[key], `forms:${key}`);

/** Runs the shared form rules on one field and adds the first failure, if any, to `errors`. */
export function checkField(errors: UserError[], field: string, value: unknown, ruleNames: readonly RuleName[]): boolean {
  const failure = check(value, ruleNames);
  if (failure) errors.push(formError(field, failure));
  return !failure;
}

/** A length limit the shared rules leave to each form. */
export function checkLength(errors: UserError[], field: string, value: string, max: number): boolean {
  if (value.length <= max) return true;
  errors.push(userError(field, `${formMessages.max_length} (at most ${max} characters)`, 'forms:max_length'));
  return false;
}

export const MutationMessageRef = builder.objectRef<MutationOutcome['message']>('MutationMessage').implement({
  authScopes: { signedIn: true },
  description: "A mutation's overall outcome: whether it took effect, with an English sentence to show.",
  fields: (t) => ({
    status: t.exposeBoolean('status', { description: 'True when the change was made; false when it was refused and nothing changed.' }),
    description: t.exposeString('description', {
      nullable: true,
      description: 'English text of the outcome, e.g. "Please correct the marked fields"; null when there is nothing to say.',
    }),
  }),
});

const MessageParamRef = builder.objectRef<{ name: string; value: string }>('MessageParam').implement({
  authScopes: { signedIn: true },
  description: 'A value the translated message fills in, e.g. available = 5',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Placeholder name in the translation, without braces, e.g. available.' }),
    value: t.exposeString('value', { description: 'Value to fill in, always as text, e.g. 5.' }),
  }),
});

export const UserErrorRef = builder.objectRef<UserError>('UserError').implement({
  authScopes: { signedIn: true },
  description: 'A problem with one input field that stopped a mutation; the form shows it beside that field.',
  fields: (t) => ({
    field: t.exposeString('field', {
      description: 'Name of the input field at fault, dotted with the row index for nested input, e.g. cart.0.qty.',
    }),
    message: t.exposeString('message', { description: 'The problem in English, with its values filled in.' }),
    messageKey: t.exposeString('messageKey', { nullable: true, description: 'Translation key of the message, e.g. forms:required' }),
    params: t.field({
      type: [MessageParamRef],
      description: "The messageKey's interpolation values",
      resolve: (e) => Object.entries(e.params ?? {}).map(([name, value]) => ({ name, value: String(value) })),
    }),
  }),
});

export const MutationResultRef = builder.objectRef<MutationOutcome>('MutationResult').implement({
  authScopes: { signedIn: true },
  description: 'What a mutation answers when it has nothing more to say than its outcome and field errors.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether the change was made, with a text to show.',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Problems with single input fields, in the order found; empty when the change was made.',
      resolve: (r) => r.userErrors,
    }),
  }),
});
