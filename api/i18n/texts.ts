import fs from 'node:fs';
import path from 'node:path';
import { asLocale, DEFAULT_LOCALE, type Locale, LOCALES } from '../../src/rules/locales.ts';

type Texts = { [key: string]: string | Texts };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

// The browser's own translation files: what the server writes (mails, exports, PDFs) reads like the pages.
const folder = path.resolve(import.meta.dirname, '../../locales');
const loaded = new Map<string, Texts>();

function textsOf(locale: Locale, namespace: string): Texts {
  const id = `${locale}/${namespace}`;
  let texts = loaded.get(id);
  if (!texts) {
    try {
      texts = JSON.parse(fs.readFileSync(path.join(folder, locale, `${namespace}.json`), 'utf8')) as Texts;
    } catch {
      texts = {};
    }
    loaded.set(id, texts);
  }
  return texts;
}

const lookup = (texts: Texts, key: string) => {
  const value = key
    .split('.')
    .reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
  return typeof value === 'string' ? value : undefined;
};

/** `{{name}}` filled in, as i18next does; a missing value leaves nothing. */
export const fillIn = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k] ?? ''));

/** One namespace of the translations, read on the server. */
export function namespaceTexts(namespace: string) {
  return {
    /** t(key) in the first known of the given languages, falling back to en-us, then to the key; {{values}} filled in. */
    in(...languages: (string | null | undefined)[]): Translate {
      const locale = languages.map((l) => asLocale(l)).find((l) => l) ?? DEFAULT_LOCALE;
      return (key, values = {}) =>
        fillIn(lookup(textsOf(locale, namespace), key) ?? lookup(textsOf(DEFAULT_LOCALE, namespace), key) ?? key, values);
    },
    /** A key's reading in every locale (a file may come back with the headers of any language). */
    everywhere: (key: string) => LOCALES.flatMap((l) => lookup(textsOf(l, namespace), key) ?? []),
  };
}
