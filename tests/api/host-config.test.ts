import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';
import { sessionToken } from './session-token.ts';

// Host configuration (spec 1 §3.1, §9; spec 2 §7, §9): each field per host through GET /server/config/{host}, and what
// the API itself does by it. The demo hosts differ: localhost (Indonesia) and eu.localhost (Europe).
const portal = await startPortal({ mode: 'production' });
fs.mkdirSync(portal.env.distDir, { recursive: true });
fs.writeFileSync(
  path.join(portal.env.distDir, 'index.html'),
  '<!doctype html><html><head><title>Dealer Portal</title><script type="module" src="/assets/index.js"></script></head><body></body></html>',
);
const configOf = async (host: string) => (await portal.request(`/server/config/${host}`)).json();
const id = await configOf('localhost');
const eu = await configOf('eu.localhost');

describe('the config call answers every field of the task per host', () => {
  it('seeds the spec defaults on one host and other values on another', () => {
    expect(id).toMatchObject({ itemViewQuota: 10, modelViewQuota: 12, googleAnalyticId: null });
    expect(eu).toMatchObject({ itemViewQuota: 20, modelViewQuota: 24, googleAnalyticId: 'G-NCEU2026B2B' });
    expect(id).toMatchObject({ orderTypeDisplay: true, preOrderDisplay: true, futureConfirmationDisplay: false, supplyLocation: false });
    expect(eu).toMatchObject({ orderTypeDisplay: false, preOrderDisplay: false, futureConfirmationDisplay: true, supplyLocation: true });
    expect(id.features.CATALOG_REDESIGN_APP_BAR).toBe(false);
    expect(eu.features.CATALOG_REDESIGN_APP_BAR).toBe(true);
    expect(typeof id.claimNonCode).toBe('boolean');
    expect(id.webKeywords).toMatch(/dealer portal/);
    expect(eu.webKeywords).not.toBe(id.webKeywords);
  });
});

describe('the page of each host', () => {
  const page = async (host: string, pathname = '/') => {
    const res = await portal.request(pathname, { host });
    return { html: await res.text(), csp: res.headers.get('content-security-policy') ?? '' };
  };

  it("carries the host's keywords, description and title in its head, on / and on any route", async () => {
    for (const pathname of ['/', '/en-nl/catalog/list']) {
      const { html } = await page('eu.localhost', pathname);
      expect(html).toContain(`<meta name="keywords" content="${eu.webKeywords}" />`);
      expect(html).toContain('<meta name="description" content="Order bikes');
      expect(html).toContain(`<title>${eu.webTitle}</title>`);
    }
    expect((await page('localhost')).html).toContain(`<meta name="keywords" content="${id.webKeywords}" />`);
  });

  it('allows the analytics origin only on a host that configures analytics, and no other outside script', async () => {
    const withAnalytics = (await page('eu.localhost', '/en-nl')).csp;
    expect(withAnalytics).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
    expect(withAnalytics).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);
    for (const host of ['localhost', 'us.localhost', 'unknown.example']) {
      const { csp, html } = await page(host);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('google');
      expect(html).not.toContain('googletagmanager');
    }
    // The server never writes the analytics script into the page: the app loads it after the reader agrees.
    expect((await page('eu.localhost')).html).not.toContain('googletagmanager');
  });
});

describe('itemViewQuota and modelViewQuota set the page size of the catalogue views', () => {
  const LIST = `{ products(filter: { category: "PAA" }) { info { limit count } products { id } }
    productGroups(filter: { category: "PAA" }) { info { limit count } productGroups { id } } }`;
  it("answers the host's quota a page when the page does not ask for a size", async () => {
    const dealer = await sessionToken(portal, 'dealer');
    const asked = (await portal.graphql(LIST, { token: dealer })).body;
    // A refusal names its errors here rather than as a missing field below.
    expect(asked.errors).toBeUndefined();
    const local = asked.data as Record<string, { info: { limit: number; count: number } }>;
    expect(local.products.info.limit).toBe(10);
    expect(local.productGroups.info.limit).toBe(12);
    const euDealer = await sessionToken(portal, 'dealer-eu');
    const askedEu = (await portal.graphql(LIST, { token: euDealer, host: 'eu.localhost' })).body;
    expect(askedEu.errors).toBeUndefined();
    const europe = askedEu.data as typeof local;
    expect(europe.products.info.limit).toBe(20);
    expect(europe.productGroups.info.limit).toBe(24);
    expect((europe.products as unknown as { products: unknown[] }).products.length).toBe(Math.min(20, europe.products.info.count));
  });

  it('still refuses a page larger than 48', async () => {
    const dealer = await sessionToken(portal, 'dealer');
    const { body } = await portal.graphql('{ products(limit: 49) { info { limit } } }', { token: dealer });
    expect(codes(body)).toContain('I001');
  });
});

describe('sorgs', () => {
  const SORGS = '{ sorgs { sorg name countryId currency merchantName isHost } }';
  it("answers a dealer its own sales organisation, marked as the host's", async () => {
    const { body } = await portal.graphql(SORGS, { token: await sessionToken(portal, 'dealer') });
    expect(body.data!.sorgs).toEqual([
      { sorg: '1000', name: 'PT Sepeda Nusantara', countryId: 'ID', currency: 'IDR', merchantName: 'SEPEDA NUSANTARA', isHost: true },
    ]);
  });

  it("answers an administrator every organisation, the host's first", async () => {
    const { body } = await portal.graphql(SORGS, { token: await sessionToken(portal, 'admin'), host: 'eu.localhost' });
    const sorgs = (body.data!.sorgs as { sorg: string; isHost: boolean }[]).map((s) => s.sorg);
    expect(sorgs[0]).toBe('4000');
    expect([...sorgs].sort()).toEqual(['1000', '2000', '3000', '4000', '5000', '6000']);
  });

  it('refuses anyone not signed in', async () => {
    const { body } = await portal.graphql(SORGS);
    expect(body.data?.sorgs ?? null).toBeNull();
    expect(codes(body)).toContain('U001');
  });
});

describe('configs', () => {
  it('answers the banner addresses per sales organisation to a banner admin, and refuses a dealer', async () => {
    const CONFIGS = '{ configs(sorg: "4000") { sorg url1 url2 url3 } }';
    const admin = await portal.graphql(CONFIGS, { token: await sessionToken(portal, 'admin') });
    expect(admin.body.data!.configs).toEqual([expect.objectContaining({ sorg: '4000' })]);
    const dealer = await portal.graphql(CONFIGS, { token: await sessionToken(portal, 'dealer') });
    expect(codes(dealer.body)).toContain('U002');
  });
});
