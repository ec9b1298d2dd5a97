import { describe, expect, it } from 'vitest';
import { collationLanguage } from '../../api/db/dialect.ts';
import { sortKey } from '../../api/db/sort-key.ts';

// SQLite sorts names by this key (api/db/dialect.ts byName); PostgreSQL by its ICU collations. Both must give the
// order Intl.Collator gives the reader's language, which is what the browser shows.
const LETTERS = [
  'a',
  'ä',
  'A',
  'Ä',
  'b',
  'c',
  'ç',
  'e',
  'é',
  'è',
  'ê',
  'E',
  'É',
  'o',
  'ö',
  'Ö',
  'O',
  'u',
  'ü',
  'Ü',
  's',
  'S',
  'ß',
  'æ',
  'œ',
  'z',
  'Z',
  'n',
  'ñ',
  ' ',
  '-',
  '.',
  "'",
  '1',
  '2',
  '9',
];
const byKey = (language: string) => (x: string, y: string) => {
  const kx = sortKey(language, x);
  const ky = sortKey(language, y);
  return kx < ky ? -1 : kx > ky ? 1 : 0;
};

/** A small fixed pseudo-random sequence, so a failure repeats. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('sort key', () => {
  it.each(['de', 'fr', 'en', 'id', 'ms'])('orders random names as Intl.Collator does for %s', (language) => {
    const next = random(language.charCodeAt(0) * 31 + language.charCodeAt(1));
    const collator = new Intl.Collator(language);
    for (let round = 0; round < 500; round++) {
      const names = Array.from({ length: 8 }, () =>
        Array.from({ length: 1 + Math.floor(next() * 7) }, () => LETTERS[Math.floor(next() * LETTERS.length)]).join(''),
      );
      const expected = [...names].sort(collator.compare);
      const sorted = [...names].sort(byKey(language));
      expect(
        sorted.every((name, i) => collator.compare(name, expected[i]) === 0),
        `${sorted} / ${expected}`,
      ).toBe(true);
    }
  });

  it('puts umlauts beside their letter and small before capital for a German reader', () => {
    expect(['Zebra', 'Öl', 'ober', 'Ober', 'Apfel', 'Äpfel', 'Maße', 'Masse', 'Mast'].sort(byKey('de'))).toEqual([
      'Apfel',
      'Äpfel',
      'Masse',
      'Maße',
      'Mast',
      'ober',
      'Ober',
      'Öl',
      'Zebra',
    ]);
  });

  it('reads a portal locale as its language', () => {
    expect(['de', 'fr', 'en-us', 'id-id', 'ms-my', null, 'x!'].map(collationLanguage)).toEqual(['de', 'fr', 'en', 'id', 'ms', 'en', 'en']);
  });
});
