import { describe, expect, it } from 'vitest';
import { startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
type Json = Record<string, any>;

const EU = 'eu.localhost';
const DETAIL = `query($slug: String!) {
  productDetails(slug: $slug) {
    description specification { code name value } product { colour } group { id } variants { colour }
  }
}`;

async function detail(slug: string, language: string) {
  const token = (await portal.tokens('dealer-eu')).requestToken;
  const res = await portal.request('/graphql', {
    method: 'POST',
    token,
    host: EU,
    json: { query: DETAIL, variables: { slug } },
    headers: { 'accept-language': language },
  });
  const body = (await res.json()) as Json;
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data.productDetails as Json;
}

const spec = (d: Json, code: string) => d.specification.find((s: Json) => s.code === code);

/** One group of the European market per category, as the catalogue holds it. */
async function groupOf(category: 'BIKE' | 'PAA') {
  return db
    .selectFrom('productGroups')
    .select(['slug', 'description'])
    .where('sorg', '=', '4000')
    .where('category', '=', category)
    .where('series', '!=', 'Groupset kits')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('product texts are read in the reader’s language', () => {
  it('answers a German reader German description, specification and colour words', async () => {
    const bike = await groupOf('BIKE');
    const de = await detail(bike.slug, 'de');
    expect(de.description).not.toBe(bike.description);
    expect(de.description).toMatch(/aufgebaut mit/);
    expect(spec(de, 'FRAME').name).toBe('Rahmen');
    expect(spec(de, 'BRAKES').value).toMatch(/Scheibenbremse/);
    expect(spec(de, 'YEAR').name).toBe('Modelljahr');
    // A measure reads with the German decimal comma.
    expect(spec(de, 'WEIGHT').value).toMatch(/^\d+,\d kg$/);
    expect(de.product.colour).toMatch(
      /^(Waldgrün|Tarnschwarz|Gletscherweiß|Rennrot|Ozeanblau|Wüstensand|Sonnenuntergangsorange|Schiefergrau|Limettengrün|Purpurnebel|Petrol|Signalgelb)$/,
    );
    // The swatches and the chosen article read the same words, so the page still matches them.
    expect(de.variants.map((v: Json) => v.colour)).toContain(de.product.colour);

    const paa = await groupOf('PAA');
    const part = await detail(paa.slug, 'de');
    expect(part.description).toMatch(/Kollektion/);
    expect(spec(part, 'WARRANTY')).toMatchObject({ name: 'Garantie', value: expect.stringMatching(/Jahre?$/) });
    expect(
      spec(part, 'COLOURS')
        .value.split(', ')
        .every((c: string) => !/[A-Z][a-z]+ (Green|Black|White|Red|Blue|Sand|Orange|Grey|Haze|Yellow)/.test(c)),
    ).toBe(true);
  });

  it('answers an English reader the stored English, and writes no broken article', async () => {
    const bike = await groupOf('BIKE');
    const en = await detail(bike.slug, 'en-uk');
    expect(en.description).toBe(bike.description);
    expect(en.description).toMatch(/built around/);
    expect(spec(en, 'FRAME').name).toBe('Frame');
    expect(spec(en, 'WEIGHT').value).toMatch(/^\d+\.\d kg$/);
    expect(en.product.colour).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)?$/);
    const broken = await db.selectFrom('productGroups').select('description').where('description', 'like', '% a a%').execute();
    expect(broken.filter((g) => /\ba [aeiou]/i.test(g.description))).toEqual([]);
  });

  it('answers French, Indonesian and Malay readers in their words', async () => {
    const bike = await groupOf('BIKE');
    for (const [language, frame] of [
      ['fr', 'Cadre'],
      ['id-id', 'Rangka'],
      ['ms-my', 'Rangka'],
    ]) {
      const d = await detail(bike.slug, language);
      expect(spec(d, 'FRAME').name).toBe(frame);
      expect(d.description).not.toBe(bike.description);
    }
  });
});
