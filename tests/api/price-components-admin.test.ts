import { describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';

// The price components admin (spec 3 §3 'Price component'): the content administrator sets which money components a
// market shows per module; the invoice and payment pages read them through Query.priceComponents.
const portal = await startPortal();
const { db } = portal;
const tokenOf = async (username: string) => (await portal.tokens(username)).requestToken;
const [content, dealer] = await Promise.all(['content', 'dealer'].map(tokenOf));

type Json = Record<string, any>;
const RESULT = 'message { status description } userErrors { field messageKey } code id';
const LIST = `query($module: String, $search: String) { priceComponentRows(module: $module, search: $search, limit: 50) {
  priceComponents { id sorg module additionalDisplays } info { count } } }`;
const CREATE = `mutation($input: PriceComponentInput!) { createPriceComponent(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($id: Int!, $input: PriceComponentInput!) { updatePriceComponent(id: $id, input: $input) { ${RESULT} } }`;
const DELETE = `mutation($id: Int!) { deletePriceComponent(id: $id) { ${RESULT} } }`;
const READ = 'query($m: String!) { priceComponents(module: $m) { sorg module additionalDisplays } }';

async function ask(query: string, variables: Json, token: string) {
  const { body } = await portal.graphql(query, { token, variables });
  if (!body.data || body.errors) throw new Error(JSON.stringify(body));
  return Object.values(body.data)[0] as Json;
}
const errorsOf = (answer: Json) => (answer.userErrors as Json[]).map((e) => `${e.field}: ${e.messageKey}`);

describe('the price components admin', () => {
  it("adds, changes and removes a market's row, and the dealer's invoice pages read each change", async () => {
    // The dealer's market (sorg 1000) and module 'payment' start without a row: every component shows.
    await db.deleteFrom('priceComponents').where('sorg', '=', '1000').where('module', '=', 'payment').execute();
    expect(await ask(READ, { m: 'payment' }, dealer)).toEqual([]);

    const made = await ask(
      CREATE,
      { input: { sorg: '1000', module: 'payment', additionalDisplays: ['tax', 'earlyPaymentDiscount'] } },
      content,
    );
    expect(made.message.status).toBe(true);
    expect(await ask(READ, { m: 'payment' }, dealer)).toEqual([
      { sorg: '1000', module: 'payment', additionalDisplays: ['tax', 'earlyPaymentDiscount'] },
    ]);
    const listed = await ask(LIST, { module: 'payment', search: '1000' }, content);
    expect(listed.priceComponents).toEqual([
      { id: made.id, sorg: '1000', module: 'payment', additionalDisplays: ['tax', 'earlyPaymentDiscount'] },
    ]);

    // One row per organisation and module; only known components; a known organisation.
    expect(errorsOf(await ask(CREATE, { input: { sorg: '1000', module: 'payment', additionalDisplays: [] } }, content))).toEqual([
      'module: content-admin:componentTaken',
    ]);
    expect(
      errorsOf(await ask(UPDATE, { id: made.id, input: { sorg: '1000', module: 'payment', additionalDisplays: ['vat'] } }, content)),
    ).toEqual(['additionalDisplays: content-admin:unknownComponent']);
    expect(errorsOf(await ask(CREATE, { input: { sorg: '9999', module: 'invoice', additionalDisplays: [] } }, content))).toEqual([
      'sorg: content-admin:notFound',
    ]);
    expect(errorsOf(await ask(CREATE, { input: { sorg: '1000', module: 'ledger', additionalDisplays: [] } }, content))).toEqual([
      'module: forms:required',
    ]);

    // Emptied, the module shows the totals only; removed, every component again.
    expect(
      (await ask(UPDATE, { id: made.id, input: { sorg: '1000', module: 'payment', additionalDisplays: [] } }, content)).message.status,
    ).toBe(true);
    expect(await ask(READ, { m: 'payment' }, dealer)).toEqual([{ sorg: '1000', module: 'payment', additionalDisplays: [] }]);
    expect((await ask(DELETE, { id: made.id }, content)).message.status).toBe(true);
    expect(await ask(READ, { m: 'payment' }, dealer)).toEqual([]);
    expect((await ask(DELETE, { id: made.id }, content)).code).toBe('N001');
  });

  it('is closed to a dealer, who changes nothing', async () => {
    const before = await db.selectFrom('priceComponents').selectAll().orderBy('id').execute();
    const { body } = await portal.graphql(CREATE, {
      token: dealer,
      variables: { input: { sorg: '1000', module: 'invoice', additionalDisplays: ['tax'] } },
    });
    expect(codes(body)).toEqual(['U002']);
    expect(codes((await portal.graphql(LIST, { token: dealer, variables: {} })).body)).toEqual(['U002']);
    expect(await db.selectFrom('priceComponents').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
