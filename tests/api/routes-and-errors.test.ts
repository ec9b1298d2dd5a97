import { describe, expect, it } from 'vitest';
import { forgetHosts } from '../../api/config/service.ts';
import { codes, startPortal } from './harness.ts';

// The error codes of spec 1 §8 / 3 §8 where their conditions occur, the disabled-PAA market (spec 1 §6, 2 §6) and the
// bonus of one brand (spec 1 §2.2 bonus-dealer-polygon, bonus-dealer-wim).
const portal = await startPortal({ mode: 'production' });
const { db } = portal;
const tokens = {
  dealer: (await portal.tokens('dealer')).requestToken,
  sales: (await portal.tokens('sales')).requestToken,
  content: (await portal.tokens('content')).requestToken,
};
type Answer = { data: Record<string, any>; errors?: { message: string; extensions?: Record<string, any> }[] };
const ask = async (who: keyof typeof tokens, query: string, variables: Record<string, unknown> = {}, host?: string) =>
  (await portal.graphql(query, { token: tokens[who], variables, host })).body as Answer;

describe('N002: a page of customer data while no customer is chosen', () => {
  it('asks a sales user to choose a customer, and still refuses a user without the page scope', async () => {
    const chosen = await ask('sales', '{ activeCustomer { id } }');
    expect(chosen.data?.activeCustomer).toBeNull();
    const bonus = await ask('sales', 'query($y: Int!) { dealerBonus(year: $y) { year } }', { y: 2026 });
    expect(codes(bonus)).toEqual(['N002']);
    // No scope and no customer: the scope decides, as before.
    expect(codes(await ask('content', 'query($y: Int!) { dealerBonus(year: $y) { year } }', { y: 2026 }))).toEqual(['U002']);
    // A dealer has their customer: the same field answers.
    expect((await ask('dealer', 'query($y: Int!) { dealerBonus(year: $y) { year } }', { y: 2026 })).errors).toBeUndefined();
  });
});

describe('G001: a request the portal does not run', () => {
  it('names an unknown field, a syntax error and a request over the limits G001', async () => {
    expect(codes(await ask('dealer', '{ me { id noSuchField } }'))).toEqual(['G001']);
    expect(codes(await ask('dealer', '{ me { id '))).toEqual(['G001']);
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    expect(codes(await ask('dealer', aliases))).toContain('G001');
  });
});

describe('UNKNOWN: an error nobody foresaw', () => {
  it('is masked and says UNKNOWN', async () => {
    await db.schema.alterTable('ship_tos').renameTo('ship_tos_gone').execute();
    try {
      const body = await ask('dealer', '{ shipTos { code } }');
      expect(body.errors?.[0]?.message).toBe('Unexpected error.');
      expect(codes(body)).toEqual(['UNKNOWN']);
    } finally {
      await db.schema.alterTable('ship_tos_gone').renameTo('ship_tos').execute();
    }
  });
});

describe('M002: a market that sells no parts and accessories', () => {
  const COUNT =
    'query($c: String) { products(filter: { category: $c }, page: 1, limit: 48) { info { count } products { slug category } } }';
  const host = 'id.localhost';

  async function setPaaDisabled(on: boolean) {
    const row = await db.selectFrom('hosts').select('config').where('hostname', '=', host).executeTakeFirstOrThrow();
    const config = { ...JSON.parse(row.config), paaDisabled: on };
    await db
      .updateTable('hosts')
      .set({ config: JSON.stringify(config) })
      .where('hostname', '=', host)
      .execute();
    forgetHosts(db);
  }

  it('lists, counts and opens no PAA article there, and still does on the other host of the same market', async () => {
    const paa = await ask('dealer', COUNT, { c: 'PAA' }, host);
    expect(paa.errors, JSON.stringify(paa.errors)).toBeUndefined();
    const slug = paa.data.products.products[0].slug as string;
    expect(paa.data.products.info.count).toBeGreaterThan(0);
    await setPaaDisabled(true);
    try {
      const config = await (await portal.request(`/server/config/${host}`)).json();
      expect(config.paaDisabled).toBe(true);
      expect((await ask('dealer', COUNT, { c: 'PAA' }, host)).data.products.info.count).toBe(0);
      const all = await ask('dealer', COUNT, {}, host);
      expect(all.data.products.info.count).toBeGreaterThan(0);
      expect(all.data.products.products.filter((p: { category: string }) => p.category === 'PAA')).toEqual([]);
      const details = await ask('dealer', 'query($s: String!) { productDetails(slug: $s) { slug } }', { s: slug }, host);
      expect(codes(details)).toEqual(['M002']);
      // localhost sells the same market's PAA: the switch is the host's.
      const there = await ask('dealer', 'query($s: String!) { productDetails(slug: $s) { slug } }', { s: slug }, 'localhost');
      expect(there.errors).toBeUndefined();
      // Nor does it take a claim on a part: the claim page is closed and the API refuses it.
      const claim = await ask(
        'dealer',
        'mutation($input: ClaimPaaInput!) { createClaimPaa(input: $input) { message { status } } }',
        {
          input: {
            articleId: 1,
            qty: 1,
            invoiceNo: 'INV-ANY',
            description: 'Worn out',
            contactPersonName: 'Ani',
            contactPersonPhone: '0812345678',
            problems: [],
            attachments: [],
          },
        },
        host,
      );
      expect(codes(claim)).toEqual(['U002']);
    } finally {
      await setPaaDisabled(false);
    }
    expect((await ask('dealer', COUNT, { c: 'PAA' }, host)).data.products.info.count).toBeGreaterThan(0);
  });
});

describe('the bonus of one brand', () => {
  const year = new Date().getUTCFullYear() - 1;
  const TOTALS = `query($y: Int!, $b: String) { dealerBonus(year: $y, brand: $b) { quarters { b2bPoints retailPoints } }
    totalDealerSales(year: $y, brand: $b) { total { b2bSales bikeUnits retailUnits points } } }`;
  const LINES = `query($y: Int!, $b: String, $p: Int) { b2bPurchases(year: $y, brand: $b, page: $p, limit: 20) {
    lines { brandId } info { count pageTotal } } }`;
  const RETAIL = `query($y: Int!, $b: String) { retailSales(year: $y, brand: $b, limit: 20) { lines { brandId } info { count } } }`;

  const totals = async (brand?: string) => {
    const body = await ask('dealer', TOTALS, { y: year, b: brand });
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data.totalDealerSales.total as { b2bSales: number; bikeUnits: number; retailUnits: number; points: number };
  };

  it("counts only that brand's lines, and the brands add up to no more than all of them", async () => {
    const [all, polygon, wim] = [await totals(), await totals('polygon'), await totals('wim')];
    expect(polygon.points).toBeGreaterThan(0);
    expect(polygon.points).toBeLessThan(all.points);
    expect(polygon.points + wim.points).toBeLessThanOrEqual(all.points);
    expect(polygon.bikeUnits + wim.bikeUnits).toBeLessThanOrEqual(all.bikeUnits);
    const lines = await ask('dealer', LINES, { y: year, b: 'polygon', p: 1 });
    expect(lines.data.b2bPurchases.info.count).toBeGreaterThan(0);
    expect(new Set(lines.data.b2bPurchases.lines.map((l: { brandId: string }) => l.brandId.toLowerCase()))).toEqual(new Set(['polygon']));
    const everyBrand = await ask('dealer', LINES, { y: year, p: 1 });
    expect(everyBrand.data.b2bPurchases.info.count).toBeGreaterThan(lines.data.b2bPurchases.info.count);
    const retail = await ask('dealer', RETAIL, { y: year, b: 'wim' });
    expect(retail.errors).toBeUndefined();
    for (const l of retail.data.retailSales.lines) expect(l.brandId.toLowerCase()).toBe('wim');
  });

  it('takes only the brands that have a bonus page', async () => {
    expect(codes(await ask('dealer', TOTALS, { y: year, b: 'giant' }))).toContain('I001');
  });
});
