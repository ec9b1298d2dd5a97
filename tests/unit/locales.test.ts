import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/rules/locales.ts';

// Every text a person reads is a key of en-us (complete, the fallback) present in all 11 locales.
type Texts = { [key: string]: string | Texts };
const read = (locale: string, file: string) => JSON.parse(fs.readFileSync(path.join('locales', locale, file), 'utf8')) as Texts;
const keysOf = (texts: Texts, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)));
const valueAt = (texts: Texts, key: string) =>
  key.split('.').reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
const namespaces = fs.readdirSync('locales/en-us').filter((f) => f.endsWith('.json'));

describe('translations', () => {
  it('has a folder for each of the 11 locales and no other', () => {
    expect(fs.readdirSync('locales').sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en-us'))('%s has every namespace and key of en-us, as text', (locale) => {
    const missing: string[] = [];
    for (const file of namespaces) {
      const own = fs.existsSync(path.join('locales', locale, file)) ? read(locale, file) : {};
      for (const key of keysOf(read('en-us', file))) {
        const value = valueAt(own, key);
        if (typeof value !== 'string' || !value.trim()) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  // The non-English locales are written, not copied: most of their longer texts differ from English.
  it.each(['de', 'fr', 'id-id', 'ms-my'])('%s is translated', (locale) => {
    for (const file of namespaces) {
      const english = read('en-us', file);
      const long = keysOf(english).filter((k) => String(valueAt(english, k)).split(' ').length >= 4);
      if (long.length < 3) continue;
      const same = long.filter((k) => valueAt(read(locale, file), k) === valueAt(english, k));
      expect(same.length / long.length, `${locale}/${file}: ${same.slice(0, 5).join(', ')}`).toBeLessThan(0.2);
    }
  });
});

// WCAG 2.5.3 (label in name): a button whose spoken name is longer than its visible text starts from what it shows, so
// a reader who says what they see ("Hinzufügen") reaches it.
describe('button names that hold their visible text', () => {
  it.each(LOCALES)('%s: the narrow add button', (locale) => {
    const texts = read(locale, 'catalog.json');
    const shown = String(valueAt(texts, 'detail.add_short')).toLocaleLowerCase(locale);
    expect(String(valueAt(texts, 'detail.add_label')).toLocaleLowerCase(locale)).toContain(shown);
  });
});
