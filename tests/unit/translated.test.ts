import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataTextRows, dataTextSources, TRANSLATED_LOCALES } from '../../api/db/seed/data-texts.ts';
import same from './same-in-translation.json' with { type: 'json' };

type Locale = (typeof TRANSLATED_LOCALES)[number];
const allowed = same as unknown as Record<Locale | '*', string[]>;

/** The words of a text, without its {{placeholders}}, <tags>, numbers and punctuation ('Photo 1' -> 'Photo'). */
const core = (text: string) =>
  (text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ').match(/[\p{L}\p{N}&]+/gu) ?? []).filter((w) => !/^\p{N}+$/u.test(w)).join(' ');
/** A text made only of placeholders, numbers and symbols has nothing to translate. */
const hasWords = (text: string) => /\p{L}/u.test(core(text));
/** Whether a text may equal the English in this language: it or its words are on the list. */
const mayBeSame = (locale: Locale, text: string) => [...allowed['*'], ...allowed[locale]].some((a) => a === text || a === core(text));

describe('texts from data are translated', () => {
  const rows = dataTextRows();
  const english = new Map(dataTextSources().map((s) => [`${s.entity}|${s.key}|${s.field}`, s.text!]));

  it('has a translation of every data text with letters in each translated language', () => {
    const missing = [...english]
      .filter(([, text]) => /\p{L}/u.test(text))
      .flatMap(([id]) =>
        TRANSLATED_LOCALES.filter((locale) => !rows.some((r) => `${r.entity}|${r.entityKey}|${r.field}` === id && r.locale === locale)).map(
          (l) => `${l} ${id}`,
        ),
      );
    expect(missing).toEqual([]);
  });

  it('never copies the English where a translation is expected', () => {
    const copies = rows
      .filter(
        (r) =>
          r.text === english.get(`${r.entity}|${r.entityKey}|${r.field}`) && hasWords(r.text) && !mayBeSame(r.locale as Locale, r.text),
      )
      .map((r) => `${r.locale} ${r.entity} ${r.entityKey} ${r.field}: ${r.text}`);
    expect(copies).toEqual([]);
  });
});

// Interface texts: every key of every namespace, in each language that is written rather than English.
type Texts = { [key: string]: string | Texts };
const read = (locale: string, file: string) => JSON.parse(fs.readFileSync(path.join('locales', locale, file), 'utf8')) as Texts;
const entries = (texts: Texts, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : entries(v, `${prefix}${k}.`),
  );
const namespaces = fs.readdirSync('locales/en-us').filter((f) => f.endsWith('.json'));

describe('interface texts are translated', () => {
  it.each(TRANSLATED_LOCALES)('%s never copies the English of a text with words', (locale) => {
    const copies = namespaces.flatMap((file) => {
      const english = new Map(entries(read('en-us', file)));
      const own = fs.existsSync(path.join('locales', locale, file)) ? entries(read(locale, file)) : [];
      return own
        .filter(([key, text]) => text === english.get(key) && hasWords(text) && !mayBeSame(locale, text))
        .map(([key, text]) => `${file.replace('.json', '')}:${key} = ${text}`);
    });
    expect(copies).toEqual([]);
  });

  it('skips texts without words and allows listed words with their placeholders', () => {
    expect(hasWords('{{part}}: {{reason}}')).toBe(false);
    expect(hasWords('480 × 360 px')).toBe(true);
    expect(mayBeSame('fr', 'Photo 3')).toBe(true);
    expect(mayBeSame('de', '{{kb}} KB')).toBe(true);
    expect(mayBeSame('de', 'Scope')).toBe(false);
    expect(mayBeSame('de', 'Click and collect')).toBe(false);
  });
});
