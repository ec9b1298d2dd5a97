import fs from 'node:fs';
import path from 'node:path';
import { asLocale, DEFAULT_LOCALE, type Locale, LOCALES } from '../../src/providers/locales.ts';
import { userError, type UserError } from '../graphql/mutation-result.ts';

type Texts = { [key: string]: string | Texts };

// The `users` namespace of the browser's translations: mails and the Excel file read like the pages.
const folder = path.resolve(import.meta.dirname, '../../locales');
const loaded = new Map<Locale, Texts>();

function textsOf(locale: Locale): Texts {
  let texts = loaded.get(locale);
  if (!texts) {
    try {
      texts = JSON.parse(fs.readFileSync(path.join(folder, locale, 'users.json'), 'utf8')) as Texts;
    } catch {
      texts = {};
    }
    loaded.set(locale, texts);
  }
  return texts;
}

const lookup = (texts: Texts, key: string) => {
  const value = key.split('.').reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
  return typeof value === 'string' ? value : undefined;
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k] ?? ''));

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** t(key) of the users namespace in the first known of the given languages, falling back to en-us, then to the key. */
export function usersTexts(...languages: (string | null | undefined)[]): Translate {
  const locale = languages.map((l) => asLocale(l)).find((l) => l) ?? DEFAULT_LOCALE;
  return (key, values = {}) => fill(lookup(textsOf(locale), key) ?? lookup(textsOf(DEFAULT_LOCALE), key) ?? key, values);
}

/** A key's reading in every locale (a file may come back with the headers of any language). */
export const inEveryLocale = (key: string) => LOCALES.flatMap((l) => lookup(textsOf(l), key) ?? []);

/** The en-us reading, which the API puts beside every translation key. */
export const english = usersTexts(DEFAULT_LOCALE);

/** A refusal of one field, with its key in the users namespace (users:errors.<key>). */
export const usersError = (field: string, key: string, params?: Record<string, string | number>): UserError =>
  userError(field, english(`errors.${key}`, params), `users:errors.${key}`, params);
