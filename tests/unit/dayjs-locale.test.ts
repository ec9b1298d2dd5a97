import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { followLanguage, loadDayjsLocale } from '../../src/providers/dayjs-locale.ts';
import { dayjsLocaleOf } from '../../src/rules/locales.ts';

describe('dates in the portal language', () => {
  it('maps every portal locale to a dayjs locale', () => {
    expect(['de', 'fr', 'id-id', 'ms-my', 'en-us', 'en-ca', 'en-uk', 'en-id'].map(dayjsLocaleOf)).toEqual([
      'de',
      'fr',
      'id',
      'ms',
      'en',
      'en',
      'en-gb',
      'en-gb',
    ]);
  });

  it('writes month names of the chosen language', async () => {
    // Each language's names are fetched when it is first used; the portal waits for them with its texts.
    await Promise.all(['id-id', 'de', 'en-us'].map(loadDayjsLocale));
    followLanguage('id-id');
    expect(dayjs('2026-08-17').format('DD MMMM YYYY')).toBe('17 Agustus 2026');
    followLanguage('de');
    expect(dayjs('2026-03-02').format('DD MMMM YYYY')).toBe('02 März 2026');
    followLanguage('en-us');
    expect(dayjs('2026-03-02').format('DD MMMM YYYY')).toBe('02 March 2026');
  });
});
