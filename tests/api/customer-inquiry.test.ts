import { describe, expect, it } from 'vitest';
import { PUBLIC_FORM_LIMITS } from '../../src/rules/inquiry.ts';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();

const CREATE = `mutation($input: CustomerInquiryInput!) { createCustomerInquiry(input: $input) {
  message { status description } userErrors { field message messageKey } code retryAfterSeconds } }`;
const jakarta = await portal.db
  .selectFrom('cities')
  .select('id')
  .where('countryId', '=', 'ID')
  .where('description', '=', 'Jakarta')
  .executeTakeFirstOrThrow();
const paris = await portal.db.selectFrom('cities').select('id').where('countryId', '=', 'FR').executeTakeFirstOrThrow();

const valid = (over: Record<string, string | null> = {}) => ({
  reason: 'We sell city bikes and want to add your brand',
  goal: 'Open a second shop in 2027',
  custName: 'Toko Sepeda Maju',
  custAddress: 'Jl. Sudirman No. 5',
  custState: 'DKI Jakarta',
  custCountry: 'ID',
  custCity: String(jakarta.id),
  custEmail: 'owner@sepedamaju.co.id',
  custPhone: '81234567890',
  custPostalCode: '10220',
  custWeb: 'sepedamaju.co.id',
  ...over,
});

/** Sent from one address, as the visitor's browser would; each test uses its own address unless it tests the limit. */
async function send(input: Record<string, unknown>, address: string, host = 'localhost') {
  const res = await portal.request('/public/graphql', {
    method: 'POST',
    host,
    json: { query: CREATE, variables: { input } },
    headers: { 'x-forwarded-for': address },
  });
  const body = (await res.json()) as { data?: { createCustomerInquiry: any }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!.createCustomerInquiry;
}

const fieldsOf = (answer: { userErrors: { field: string }[] }) => answer.userErrors.map((e) => e.field).sort();

describe('a new customer inquiry', () => {
  it("is stored for the host's market when every field passes", async () => {
    const answer = await send(valid(), '10.30.0.1');
    expect(answer).toMatchObject({ message: { status: true }, userErrors: [], code: null });
    const row = await portal.db
      .selectFrom('customerInquiries')
      .selectAll()
      .where('custEmail', '=', 'owner@sepedamaju.co.id')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      host: 'localhost',
      sorg: '1000',
      status: 'new',
      custCountry: 'ID',
      custCityId: jakarta.id,
      custWeb: 'sepedamaju.co.id',
    });
  });

  it('names a missing required field, and stores nothing', async () => {
    const before = await portal.db
      .selectFrom('customerInquiries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await send(valid({ custState: '', goal: '   ' }), '10.30.1.1');
    expect(answer).toMatchObject({ message: { status: false }, code: 'I001' });
    expect(fieldsOf(answer)).toEqual(['custState', 'goal']);
    expect(answer.userErrors[0]).toMatchObject({ messageKey: 'forms:required', message: 'Required' });
    const after = await portal.db
      .selectFrom('customerInquiries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('names a field left out of the input altogether', async () => {
    const { custPhone: _phone, ...rest } = valid();
    const answer = await send(rest, '10.30.1.2');
    expect(answer.userErrors).toEqual([expect.objectContaining({ field: 'custPhone', messageKey: 'forms:required' })]);
  });

  it('names a bad email, a bad phone and a bad web address', async () => {
    const answer = await send(valid({ custEmail: 'owner-at-shop', custPhone: '+62 812', custWeb: 'not a site' }), '10.30.2.1');
    expect(answer.userErrors.map((e: { field: string; messageKey: string }) => [e.field, e.messageKey]).sort()).toEqual([
      ['custEmail', 'forms:email'],
      ['custPhone', 'forms:phone'],
      ['custWeb', 'inquiry:errors.web'],
    ]);
  });

  it('names an unknown city, and a city of another country', async () => {
    const unknown = await send(valid({ custCity: '999999' }), '10.30.3.1');
    expect(unknown.userErrors).toEqual([expect.objectContaining({ field: 'custCity', messageKey: 'inquiry:errors.unknown_city' })]);
    const elsewhere = await send(valid({ custCity: String(paris.id) }), '10.30.3.1');
    expect(elsewhere.userErrors).toEqual([expect.objectContaining({ field: 'custCity', messageKey: 'inquiry:errors.unknown_city' })]);
    const country = await send(valid({ custCountry: 'XX' }), '10.30.3.1');
    expect(fieldsOf(country)).toEqual(['custCountry']);
  });

  it('throttles a flood from one address, good or bad, and lets another address in', async () => {
    const answers = [];
    for (let i = 0; i < PUBLIC_FORM_LIMITS.inquiryPerAddress.max + 3; i++) {
      answers.push(await send(valid({ custEmail: `flood${i}@example.org`, custName: i % 2 ? '' : 'Flood Shop' }), '10.30.4.1'));
    }
    const throttled = answers.filter((a) => a.code === 'R001');
    expect(throttled).toHaveLength(3);
    expect(throttled[0].retryAfterSeconds).toBeGreaterThan(0);
    const stored = await portal.db.selectFrom('customerInquiries').select('id').where('custEmail', 'like', 'flood%').execute();
    expect(stored.length).toBe(answers.filter((a) => a.message.status).length);
    expect((await send(valid({ custEmail: 'other@example.org' }), '10.30.4.2')).message.status).toBe(true);
  });

  it('is refused where the host takes no inquiries', async () => {
    // us.localhost: allowNewCustomerInquiry is off in the seed.
    const answer = await send(valid(), '10.30.5.1', 'us.localhost');
    expect(answer).toMatchObject({ message: { status: false }, code: 'U002' });
  });

  it('offers the countries and the cities of one country without a session', async () => {
    const { body } = await portal.graphql(
      'query($c: String!) { inquiryCountries { id name } inquiryCities(countryId: $c) { id description } }',
      { endpoint: '/public/graphql', variables: { c: 'ID' } },
    );
    expect(body.data!.inquiryCountries).toContainEqual({ id: 'ID', name: 'Indonesia' });
    expect(body.data!.inquiryCities).toContainEqual({ id: jakarta.id, description: 'Jakarta' });
    expect(body.data!.inquiryCities.some((c: { description: string }) => c.description === 'Paris')).toBe(false);
  });
});

describe('staff and the inquiries', () => {
  const LIST = `query($search: String, $status: String) { customerInquiries(page: 1, limit: 10, search: $search, status: $status) {
    customerInquiries { id custName custEmail cityName countryName status handledBy } info { count } } }`;

  it('an admin lists, searches, reads one and marks it contacted', async () => {
    await send(valid({ custName: 'Bengkel Sepeda Jaya', custEmail: 'jaya@example.org' }), '10.30.6.1');
    const { requestToken: token } = await portal.tokens('admin');
    const found = await portal.graphql(LIST, { token, variables: { search: 'jaya', status: 'new' } });
    expect(found.body.errors).toBeUndefined();
    const rows = found.body.data!.customerInquiries.customerInquiries;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      custName: 'Bengkel Sepeda Jaya',
      cityName: 'Jakarta',
      countryName: 'Indonesia',
      status: 'new',
      handledBy: null,
    });

    const one = await portal.graphql('query($id: Int!) { customerInquiry(id: $id) { id reason goal custPhone status } }', {
      token,
      variables: { id: rows[0].id },
    });
    expect(one.body.data!.customerInquiry).toMatchObject({ id: rows[0].id, custPhone: '81234567890', status: 'new' });

    const mark = await portal.graphql(
      `mutation($id: Int!) { updateCustomerInquiry(id: $id, input: { status: "contacted", note: "Called the owner" }) {
      message { status } userErrors { field } code id } }`,
      { token, variables: { id: rows[0].id } },
    );
    expect(mark.body.data!.updateCustomerInquiry).toMatchObject({ message: { status: true }, id: rows[0].id });
    const after = await portal.graphql(LIST, { token, variables: { search: 'jaya' } });
    expect(after.body.data!.customerInquiries.customerInquiries[0]).toMatchObject({ status: 'contacted', handledBy: 'admin' });
    expect(
      (await portal.graphql(LIST, { token, variables: { search: 'jaya', status: 'new' } })).body.data!.customerInquiries.info.count,
    ).toBe(0);

    const bad = await portal.graphql(
      'mutation($id: Int!) { updateCustomerInquiry(id: $id, input: { status: "won" }) { userErrors { field } code } }',
      { token, variables: { id: rows[0].id } },
    );
    expect(bad.body.data!.updateCustomerInquiry).toEqual({ userErrors: [{ field: 'status' }], code: 'I001' });
  });

  it('a dealer cannot list, read or mark inquiries (FORBIDDEN), nor can a visitor', async () => {
    const { requestToken: token } = await portal.tokens('dealer');
    expect(codes((await portal.graphql(LIST, { token })).body)).toEqual(['U002']);
    expect(codes((await portal.graphql('{ customerInquiry(id: 1) { id } }', { token })).body)).toEqual(['U002']);
    expect(
      codes((await portal.graphql('mutation { updateCustomerInquiry(id: 1, input: { status: "declined" }) { code } }', { token })).body),
    ).toEqual(['U002']);
    expect(codes((await portal.graphql(LIST, { endpoint: '/public/graphql' })).body)).toEqual(['U001']);
  });
});
