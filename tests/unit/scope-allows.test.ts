import fs from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { permissionRows } from '../../api/db/seed/access.ts';
import { scopeMeaning } from '../../src/resources/widgets/scope-meaning.ts';
import { allScopes, scopeCatalog } from '../../src/rules/scopes.ts';

const locales = fs.readdirSync('locales');
const read = (locale: string) => JSON.parse(fs.readFileSync(`locales/${locale}/scopes.json`, 'utf8'));
const at = (obj: any, key: string): unknown => key.split('.').reduce((o, k) => o?.[k], obj);
const translated = ['de', 'fr', 'id-id', 'ms-my'];

describe('what each scope allows (admin → permissions)', () => {
  it('every scope has an allows sentence in every locale, which is not its description or its name', () => {
    for (const locale of locales) {
      const scopes = read(locale);
      for (const scope of allScopes) {
        const allows = at(scopes, `allows.${scope}`);
        expect(typeof allows, `${locale} ${scope}`).toBe('string');
        expect((allows as string).trim().length, `${locale} ${scope}`).toBeGreaterThan(10);
        expect(allows, `${locale} ${scope} repeats the description`).not.toBe(scopeCatalog[scope]);
        expect(allows, `${locale} ${scope} repeats the name`).not.toBe(at(scopes, scope));
      }
    }
  });

  it('de, fr, id-id and ms-my say it in their own words, not in English', () => {
    const english = read('en-us');
    for (const locale of translated) {
      for (const scope of allScopes)
        expect(at(read(locale), `allows.${scope}`), `${locale} ${scope}`).not.toBe(at(english, `allows.${scope}`));
    }
  });

  it('the permissions list shows the allows sentence, not the seeded description; an unknown permission its description', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'de', resources: { de: { scopes: read('de') } }, ns: ['scopes'], interpolation: { escapeValue: false } });
    for (const { name, description } of permissionRows()) {
      const shown = scopeMeaning(i18n.t, name, description);
      expect(shown, name).toBe(at(read('de'), `allows.${name}`));
      expect(shown, name).not.toBe(description);
    }
    expect(scopeMeaning(i18n.t, 'shop.custom-report', 'A report made for one shop')).toBe('A report made for one shop');
  });
});
