import { describe, expect, it } from 'vitest';
import { startPortal } from './harness.ts';

/**
 * Who maintains which vendor's articles: every seeded vendor login is linked to its vendor and maintains only that
 * one, whatever vendor it names; admin maintains any vendor but must name it; the product list follows the same rule.
 */

const portal = await startPortal();
const { db } = portal;
const token = async (u: string) => (await portal.tokens(u)).requestToken;
const vendorOf = async (code: string) => db.selectFrom('thirdPartyVendors').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
const [tyres, helmets, bags] = await Promise.all([vendorOf('V-ID-01'), vendorOf('V-ID-02'), vendorOf('V-EU-01')]);
const stockOf = async (articleCode: string) =>
  (await db.selectFrom('thirdPartyProducts').select('stock').where('articleCode', '=', articleCode).executeTakeFirstOrThrow()).stock;

const WHO = `query($search: String) { maintenanceVendorThirdParties(search: $search, limit: 50) {
  anyVendor own { id } vendors { id code } info { count } } }`;
const PRODUCTS = `query($vendorId: Int) { productThirdParties(maintain: true, vendorId: $vendorId, limit: 100) {
  asVendor info { count } products { articleCode active vendor { id } } } }`;
const ATTRIBUTES = `mutation($products: [ThirdPartyProductAttributeInput!]!, $vendorId: Int) {
  updateProductAttributes(products: $products, vendorId: $vendorId) { message { status } code data userErrors { field messageKey } } }`;

async function uploadStock(as: string, text: string, vendorId?: number) {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: `mutation($file: File!, $vendorId: Int) { uploadStockThirdParties(file: $file, vendorId: $vendorId) {
        message { status } code data userErrors { field messageKey } } }`,
      variables: { file: null, vendorId: vendorId ?? null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new File([text], 'stock.csv', { type: 'text/csv' }));
  const res = await portal.request('/graphql', { method: 'POST', body: form, token: as });
  const body = (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.uploadStockThirdParties;
}

const graphql = async (as: string, query: string, variables: Record<string, unknown> = {}) =>
  (await portal.graphql(query, { token: as, variables })).body;

describe('the seeded vendor logins', () => {
  it('are each linked to their vendor and maintain its articles', async () => {
    for (const [login, vendor, articleCode] of [
      ['vendor', tyres, 'BS-PATCH-48'],
      ['vendor-id', tyres, 'BS-TUBE-2612'],
      ['vendor-id2', helmets, 'HG-URBAN-M'],
      ['vendor-eu', bags, 'VT-PAN-20'],
    ] as const) {
      const as = await token(login);
      const who = (await graphql(as, WHO)).data!.maintenanceVendorThirdParties;
      expect(who, login).toMatchObject({ anyVendor: false, own: { id: vendor.id }, vendors: [{ id: vendor.id }] });
      const page = (await graphql(as, PRODUCTS)).data!.productThirdParties;
      expect(page.asVendor, login).toBe(true);
      expect(page.products.length, login).toBeGreaterThan(0);
      expect(
        page.products.every((p: any) => p.vendor.id === vendor.id),
        login,
      ).toBe(true);
      const saved = await uploadStock(as, `articleCode,stock\n${articleCode},41\n`);
      expect(saved, login).toMatchObject({ message: { status: true }, code: null, data: [articleCode] });
      expect(await stockOf(articleCode)).toBe(41);
    }
  });

  it('may name their own vendor, but naming another is refused and changes nothing', async () => {
    const as = await token('vendor-id');
    const own = await uploadStock(as, 'articleCode,stock\nBS-TUBE-2718,12\n', tyres.id);
    expect(own.message.status).toBe(true);
    const before = await stockOf('HG-URBAN-L');
    const other = await uploadStock(as, 'articleCode,stock\nHG-URBAN-L,999\n', helmets.id);
    expect(other).toMatchObject({
      message: { status: false },
      code: 'U002',
      userErrors: [{ field: 'vendorId', messageKey: 'third-party:errors.other_vendor' }],
    });
    expect(await stockOf('HG-URBAN-L')).toBe(before);
    const attributes = await graphql(as, ATTRIBUTES, {
      vendorId: helmets.id,
      products: [{ articleCode: 'HG-URBAN-L', sorg: '1000', attribute: { order: 1 } }],
    });
    expect(attributes.data!.updateProductAttributes).toMatchObject({ message: { status: false }, code: 'U002' });
    // Nor does it read another vendor's list.
    const list = await graphql(as, PRODUCTS, { vendorId: helmets.id });
    expect(list.data?.productThirdParties ?? null).toBeNull();
    expect(JSON.stringify(list.errors)).toContain('U002');
  });
});

describe('admin', () => {
  it('maintains any vendor, searched on the server, and must name the one it acts for', async () => {
    const as = await token('admin');
    const who = (await graphql(as, WHO)).data!.maintenanceVendorThirdParties;
    expect(who.anyVendor).toBe(true);
    expect(who.own).toBeNull();
    expect(who.vendors.map((v: any) => v.id)).toEqual(expect.arrayContaining([tyres.id, helmets.id, bags.id]));
    const searched = (await graphql(as, WHO, { search: 'garuda' })).data!.maintenanceVendorThirdParties;
    expect(searched.vendors).toEqual([{ id: helmets.id, code: 'V-ID-02' }]);

    // Without a vendor: nothing to list, and a write is refused with the field to fill.
    expect((await graphql(as, PRODUCTS)).data!.productThirdParties).toMatchObject({ asVendor: false, info: { count: 0 } });
    const unnamed = await uploadStock(as, 'articleCode,stock\nHG-KIDS-S,5\n');
    expect(unnamed).toMatchObject({
      message: { status: false },
      code: 'I001',
      userErrors: [{ field: 'vendorId', messageKey: 'third-party:errors.vendor_required' }],
    });

    // Naming a vendor: its articles, inactive ones too, and its stock saved.
    const page = (await graphql(as, PRODUCTS, { vendorId: helmets.id })).data!.productThirdParties;
    expect(page.asVendor).toBe(true);
    expect(page.products.map((p: any) => p.articleCode)).toEqual(expect.arrayContaining(['HG-URBAN-M', 'HG-KIDS-S']));
    expect(page.products.every((p: any) => p.vendor.id === helmets.id)).toBe(true);
    const saved = await uploadStock(as, 'articleCode,stock\nHG-KIDS-S,5\n', helmets.id);
    expect(saved).toMatchObject({ message: { status: true }, data: ['HG-KIDS-S'] });
    expect(await stockOf('HG-KIDS-S')).toBe(5);
    // Another vendor's article under the vendor named is not its product.
    const wrong = await uploadStock(as, 'articleCode,stock\nBS-TUBE-2612,5\n', helmets.id);
    expect(wrong.message.status).toBe(false);

    const missing = await uploadStock(as, 'articleCode,stock\nHG-KIDS-S,5\n', 999_999);
    expect(missing).toMatchObject({ message: { status: false }, code: 'N001' });
  });

  it('a dealer maintains nothing', async () => {
    const who = await graphql(await token('dealer'), WHO);
    expect(JSON.stringify(who.errors)).toMatch(/U00/);
  });
});
