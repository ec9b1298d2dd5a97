import { base, de, en, en_CA, en_US, Faker, fr, id_ID, type LocaleDefinition, nl } from '@faker-js/faker';

export const SEED = 2026;
/** Every createdAt/updatedAt of the demo data; the seed never reads the clock, so two runs give identical rows. */
export const REFERENCE_DATE = '2026-11-01T00:00:00.000Z';

export type Country = 'ID' | 'US' | 'NL' | 'DE' | 'FR' | 'MY' | 'SG' | 'CA';

// Faker has no Malay or Singapore locale: those two use English plus the lists in places.ts and shop-names.ts.
const localeOf: Record<Country, LocaleDefinition> = { ID: id_ID, US: en_US, NL: nl, DE: de, FR: fr, MY: en, SG: en, CA: en_CA };

/**
 * A fresh, seeded faker for one stream of data. Each stream has its own seed (derived from its name), so growing
 * one market or one table leaves the rows of the others unchanged, and a second call gives the same sequence.
 */
export function seeded(stream: string, country?: Country): Faker {
  const faker = new Faker({ locale: country ? [localeOf[country], en, base] : [en, base] });
  faker.seed(SEED + hashOf(stream));
  faker.setDefaultRefDate(REFERENCE_DATE);
  return faker;
}

function hashOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return h % 1_000_000;
}

/** `#` becomes a digit: phone numbers and postcodes from a pattern. */
export const digitsFor = (faker: Faker, pattern: string) => faker.helpers.replaceSymbols(pattern);

/** Picks by weight, e.g. weighted(f, [['Z1', 2], ['Z2', 6]]). */
export function weighted<T>(faker: Faker, options: readonly (readonly [T, number])[]): T {
  return faker.helpers.weightedArrayElement(options.map(([value, weight]) => ({ value, weight })));
}

/** An integer in [min, max] rounded down to a multiple of step. */
export function stepped(faker: Faker, min: number, max: number, step: number): number {
  return Math.floor(faker.number.int({ min, max }) / step) * step;
}

/** Lower-case ASCII letters and digits only: for e-mail addresses and domains made from names. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');
}
