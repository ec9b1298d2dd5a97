import { DEFAULT_LOCALE } from '../../src/rules/locales.ts';
import { userError, type UserError } from '../graphql/mutation-result.ts';
import { namespaceTexts } from '../i18n/texts.ts';

export type { Translate } from '../i18n/texts.ts';

// The `users` namespace of the browser's translations: mails and the Excel file read like the pages.
const texts = namespaceTexts('users');

/** t(key) of the users namespace in the first known of the given languages, falling back to en-us, then to the key. */
export const usersTexts = texts.in;

/** A key's reading in every locale (a file may come back with the headers of any language). */
export const inEveryLocale = texts.everywhere;

/** The en-us reading, which the API puts beside every translation key. */
export const english = usersTexts(DEFAULT_LOCALE);

/** A refusal of one field, with its key in the users namespace (users:errors.<key>). */
export const usersError = (field: string, key: string, params?: Record<string, string | number>): UserError =>
  userError(field, english(`errors.${key}`, params), `users:errors.${key}`, params);
