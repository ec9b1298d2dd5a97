import fs from 'node:fs';
import path from 'node:path';
import { asLocale, DEFAULT_LOCALE, type Locale } from '../../src/providers/locales.ts';

type Texts = { [key: string]: string | Texts };

// The browser's own translations of the open-order page, so the export reads like the page in the user's language.
const folder = path.resolve(import.meta.dirname, '../../locales');
const loaded = new Map<Locale, Texts>();

function textsOf(locale: Locale): Texts {
  let texts = loaded.get(locale);
  if (!texts) {
    try {
      texts = JSON.parse(fs.readFileSync(path.join(folder, locale, 'open-orders.json'), 'utf8')) as Texts;
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

/** t(key) of the open-orders namespace in the first known of the given languages, falling back to en-us, then to the key. */
export function openOrderTexts(...languages: (string | null | undefined)[]) {
  const locale = languages.map((l) => asLocale(l)).find((l) => l) ?? DEFAULT_LOCALE;
  return (key: string) => lookup(textsOf(locale), key) ?? lookup(textsOf(DEFAULT_LOCALE), key) ?? key;
}
