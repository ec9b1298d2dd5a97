import { describe, expect, it } from 'vitest';
import { startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
type Json = Record<string, any>;

const US = 'us.localhost';
const EU = 'eu.localhost';
const METHODS = '{ paymentMethods { code type description instruction } customerShipmentRates { code type description } }';

/** A GraphQL call as the page sends it, in the page's language. */
async function ask(query: string, { token, host, language }: { token: string; host?: string; language?: string }) {
  const res = await portal.request('/graphql', {
    method: 'POST',
    token,
    host,
    json: { query },
    headers: language ? { 'accept-language': language } : {},
  });
  const body = (await res.json()) as Json;
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data as Json;
}

describe('payment and shipment methods belong to their market', () => {
  it('offers no virtual-account transfer outside Indonesia, at checkout or for invoices', async () => {
    const us = (await portal.tokens('dealer-us')).requestToken;
    const data = await ask(METHODS, { token: us, host: US });
    const codes = data.paymentMethods.map((m: Json) => m.code);
    expect(codes).toEqual(['TERM', 'ACH', 'CARD']);
    expect(JSON.stringify(data.paymentMethods)).not.toMatch(/virtual account/i);

    const others = await db
      .selectFrom('paymentMethods')
      .select(['sorg', 'code', 'description', 'instruction'])
      .where('sorg', '!=', '1000')
      .execute();
    expect(others.filter((m) => /virtual account/i.test(`${m.description} ${m.instruction ?? ''}`))).toEqual([]);

    const id = (await portal.tokens('dealer')).requestToken;
    expect((await ask(METHODS, { token: id })).paymentMethods.map((m: Json) => m.code)).toContain('BANK');
  });

  it('offers for invoices exactly the banks the payment announcement names', async () => {
    const announced = await db
      .selectFrom('announcements')
      .select('content')
      .where('sorg', '=', '1000')
      .where('url', '=', '/payment')
      .executeTakeFirstOrThrow();
    const offered = await db
      .selectFrom('paymentMethods')
      .select('description')
      .where('sorg', '=', '1000')
      .where('forInvoices', '=', 1)
      .where('type', '=', 'Bank Transfer')
      .execute();
    const banks = offered.map((m) => m.description.replace(/ virtual account$/, ''));
    expect(banks.length).toBeGreaterThan(0);
    const named = announced.content.match(/<strong>(.*) virtual account<\/strong>/)![1].split(/, | or /);
    expect(named.sort()).toEqual(banks.sort());
  });
});

describe("texts from data in the reader's language", () => {
  it('answers method texts in the language the page asks for, English as the fallback', async () => {
    const eu = (await portal.tokens('dealer-eu')).requestToken;
    const german = await ask(METHODS, { token: eu, host: EU, language: 'de' });
    expect(german.paymentMethods.find((m: Json) => m.code === 'TERM')).toMatchObject({ type: 'Zahlungsziel' });
    expect(german.customerShipmentRates.find((m: Json) => m.code === 'PICKUP')).toMatchObject({
      type: 'Abholung',
      description: 'Abholung im Lager',
    });
    const french = await ask(METHODS, { token: eu, host: EU, language: 'fr-FR,fr;q=0.9' });
    expect(french.paymentMethods.find((m: Json) => m.code === 'CARD')).toMatchObject({ type: 'Carte de crédit' });
    const english = await ask(METHODS, { token: eu, host: EU, language: 'en-uk' });
    expect(english.paymentMethods.find((m: Json) => m.code === 'TERM')).toMatchObject({ type: 'Credit Term' });
  });

  it("reads the signed-in dealer's own language when the request names none", async () => {
    const eu = (await portal.tokens('dealer-eu')).requestToken;
    const data = await ask(METHODS, { token: eu, host: EU });
    expect(data.paymentMethods.find((m: Json) => m.code === 'TERM').type).toBe('Zahlungsziel');
  });

  it('translates categories, tags, promotions and facets', async () => {
    const id = (await portal.tokens('dealer')).requestToken;
    const data = await ask(
      `{ bikeCategories { wording mcIds } promotions { code name badge tagline terms description }
      catalogFilters(filter: {}) { merchandiseCategories { id name } bikeCategories { id name } } }`,
      { token: id, language: 'id-id' },
    );
    expect(data.bikeCategories.find((c: Json) => c.mcIds.join('+') === 'B410+B420').wording).toBe('Sepeda listrik');
    expect(data.promotions.find((p: Json) => p.name === 'Pekan helm')).toMatchObject({ tagline: 'Hemat untuk 5 helm atau lebih' });
    expect(data.catalogFilters.merchandiseCategories.find((c: Json) => c.id === 'P210')).toEqual({ id: 'P210', name: 'Ban' });
  });

  it('gives the host config its texts in each of its languages', async () => {
    const res = await portal.request('/server/config/eu.localhost', { host: EU });
    const config = (await res.json()) as Json;
    expect(config.cartDisclaimer).toMatch(/^Prices exclude VAT/);
    expect(config.texts.de.cartDisclaimer).toMatch(/^Preise zzgl\. MwSt\./);
    expect(config.texts.fr.webTitle).toBe('Portail revendeurs Europe');
    expect(config.texts['en-uk']).toBeUndefined();
  });
});

describe('a demo dealer in every market', () => {
  it.each([
    ['dealer-eu', 'eu.localhost', '4000', 'de'],
    ['dealer-my', 'my.localhost', '2000', 'ms-my'],
    ['dealer-sg', 'sg.localhost', '5000', 'en-sg'],
    ['dealer-ca', 'ca.localhost', '6000', 'en-ca'],
  ])('%s signs in on %s and may order', async (username, host, sorg, language) => {
    const user = await db
      .selectFrom('users as u')
      .innerJoin('customers as c', 'c.id', 'u.customerId')
      .innerJoin('customerAreas as a', 'a.customerId', 'c.id')
      .select(['u.language', 'a.sorg', 'c.countryId', 'c.id'])
      .where('u.username', '=', username)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ sorg, language });
    if (username === 'dealer-eu') expect(user.countryId).toBe('DE');
    const token = (await portal.tokens(username)).requestToken;
    const data = await ask(`{ customerShipmentRates { code } paymentMethods { code } }`, { token, host });
    expect(data.paymentMethods.length).toBeGreaterThan(0);
    const shipTos = await db.selectFrom('shipTos').select('code').where('customerId', '=', user.id).execute();
    expect(shipTos.length).toBeGreaterThan(0);
    const credit = await db.selectFrom('creditInformation').select('reasonBlocked').where('customerId', '=', user.id).execute();
    expect(credit.length).toBeGreaterThan(0);
    expect(credit.every((c) => c.reasonBlocked === null)).toBe(true);
  });
});
