import { describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();

const configOf = async (host: string) => (await portal.request(`/server/config/${host}`)).json();

describe('per-host config', () => {
  it('answers each market its own config', async () => {
    const id = await configOf('localhost');
    expect(id).toMatchObject({ sorg: '1000', currency: { display: 'IDR', decimalPrecision: 0 } });
    expect(id.languages.map((l: { code: string }) => l.code)).toEqual(['en-us', 'id-id']);
    const eu = await configOf('eu.localhost');
    expect(eu.currency.display).toBe('EUR');
    expect(eu.languages.map((l: { code: string }) => l.code)).toEqual(expect.arrayContaining(['de', 'fr', 'en-nl', 'en-uk']));
    expect((await configOf('us.localhost')).currency).toMatchObject({ display: 'USD', decimalPrecision: 2 });
  });

  it('fills every field of the config object and the feature flags', async () => {
    const config = await configOf('my.localhost');
    for (const field of [
      'webTitle',
      'dateFormat',
      'timeFormat',
      'maskStock',
      'canCheckout',
      'creditCheck',
      'invoicePaymentRule',
      'allowPartialPayment',
      'stockDisplay',
      'catalogDefaultView',
      'nextArrivalDisplay',
      'telpCode',
      'countryId',
      'currency',
    ]) {
      expect(config, field).toHaveProperty(field);
    }
    expect(config.features).toHaveProperty('CART_COUNT_TOTAL_QTY');
    expect(config.features).toHaveProperty('NEW_CUSTOMER_SELECTION_LIST');
  });

  it('gives unknown hosts the default config', async () => {
    expect((await configOf('portal.example.org')).sorg).toBe((await configOf('localhost')).sorg);
  });

  it("selects the request's config by its Host header", async () => {
    const languages = async (host: string) =>
      (await portal.graphql('{ languages { code } }', { endpoint: '/public/graphql', host })).body.data!.languages.map(
        (l: { code: string }) => l.code,
      );
    expect(await languages('my.localhost:3000')).toEqual(['ms-my', 'en-my']);
    expect(await languages('sg.localhost')).toEqual(['en-sg']);
    expect(await languages('unknown.test')).toEqual(['en-us', 'id-id']);
  });
});

describe('maintenance', () => {
  const SET = `mutation($hostname: String!, $status: String!, $message: String) {
    setHostStatus(hostname: $hostname, status: $status, message: $message) { status message } }`;
  const status = async (host: string) => {
    const res = await portal.request(`/server/status?host=${host}`);
    return { code: res.status, body: await res.json() };
  };

  it('is switched by an admin and answered as 500 with the message', async () => {
    expect(await status('ca.localhost')).toEqual({ code: 200, body: { status: 'online', message: null } });
    const { requestToken } = await portal.tokens('admin');
    const set = await portal.graphql(SET, {
      token: requestToken,
      variables: { hostname: 'ca.localhost', status: 'maintenance', message: 'Back at 10:00' },
    });
    expect(set.body.data!.setHostStatus.status).toBe('maintenance');
    expect(await status('ca.localhost')).toMatchObject({ code: 500, body: { status: 'maintenance', message: 'Back at 10:00' } });
    expect((await status('sg.localhost')).code).toBe(200);
  });

  it('turns signed-in requests on that host away, but not the admin', async () => {
    const dealer = await portal.tokens('dealer');
    const res = await portal.request('/user', { token: dealer.requestToken, host: 'ca.localhost' });
    expect(res.status).toBe(500);
    expect((await res.json()).status).toBe('maintenance');
    expect((await portal.request('/user', { token: dealer.requestToken, host: 'localhost' })).status).toBe(200);
    const admin = await portal.tokens('admin');
    expect((await portal.request('/user', { token: admin.requestToken, host: 'ca.localhost' })).status).toBe(200);
    await portal.graphql(SET, { token: admin.requestToken, variables: { hostname: 'ca.localhost', status: 'online' } });
    expect((await status('ca.localhost')).code).toBe(200);
  });

  it('cannot be switched by anyone else', async () => {
    const { requestToken } = await portal.tokens('content');
    const { body } = await portal.graphql(SET, { token: requestToken, variables: { hostname: 'localhost', status: 'maintenance' } });
    expect(codes(body)).toEqual(['U002']);
  });
});
