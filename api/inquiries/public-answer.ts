import { builder } from '../graphql/builder.ts';
import type { UserError } from '../graphql/mutation-result.ts';

/**
 * What the public forms (new customer inquiry, forgotten password) answer to a visitor without a session: the usual
 * message and field errors (whose types are for signed-in users only), the refusal's code (I001 bad input, R001 too many
 * requests, U002 not offered on this portal) and, when throttled, how long to wait.
 */
export interface PublicAnswer {
  message: { status: boolean; description: string | null };
  userErrors: UserError[];
  code: string | null;
  retryAfterSeconds: number | null;
}

export const publicDone = (description: string): PublicAnswer => ({
  message: { status: true, description },
  userErrors: [],
  code: null,
  retryAfterSeconds: null,
});

export const publicRefused = (
  code: string,
  description: string,
  userErrors: UserError[] = [],
  retryAfterSeconds: number | null = null,
): PublicAnswer => ({ message: { status: false, description }, userErrors, code, retryAfterSeconds });

const PublicMessageRef = builder.objectRef<PublicAnswer['message']>('PublicFormMessage').implement({
  authScopes: { public: true },
  description: "A public form's overall outcome, with an English sentence to show.",
  fields: (t) => ({
    status: t.exposeBoolean('status', { description: 'True when the request was taken; false when it was refused.' }),
    description: t.exposeString('description', {
      nullable: true,
      description: 'English text of the outcome; null when there is nothing to say.',
    }),
  }),
});

const PublicParamRef = builder.objectRef<{ name: string; value: string }>('PublicFormParam').implement({
  authScopes: { public: true },
  description: 'A value the translated message of a public form error fills in.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Placeholder name in the translation, without braces.' }),
    value: t.exposeString('value', { description: 'Value to fill in, always as text.' }),
  }),
});

const PublicErrorRef = builder.objectRef<UserError>('PublicFormError').implement({
  authScopes: { public: true },
  description: 'A problem with one field of a public form.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'Name of the input field at fault, e.g. custEmail.' }),
    message: t.exposeString('message', { description: 'The problem in English, with its values filled in.' }),
    messageKey: t.exposeString('messageKey', { nullable: true, description: 'Translation key of the message, e.g. forms:required' }),
    params: t.field({
      type: [PublicParamRef],
      description: "The messageKey's interpolation values.",
      resolve: (e) => Object.entries(e.params ?? {}).map(([name, value]) => ({ name, value: String(value) })),
    }),
  }),
});

export const PublicAnswerRef = builder.objectRef<PublicAnswer>('PublicFormResult').implement({
  authScopes: { public: true },
  description: 'What a public form (new customer inquiry, forgotten password) answers a visitor without a session.',
  fields: (t) => ({
    message: t.field({
      type: PublicMessageRef,
      description: 'Whether the request was taken, with a text to show.',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [PublicErrorRef],
      description: 'Every problem found with the input, by field; empty when taken.',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', {
      nullable: true,
      description: 'Why it was refused: I001 bad input, R001 too many requests, U002 not offered here',
    }),
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', {
      nullable: true,
      description: 'When refused with R001: seconds until another try is taken',
    }),
  }),
});
