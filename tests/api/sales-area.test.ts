import { describe, expect, it } from 'vitest';
import { startPortal } from './harness.ts';

type Json = Record<string, any>;

/**
 * Sales-area maps (spec 3 §3, §7, §8): holders of page.sales-area read the regions of the host's sales organisation
 * and set their categories in batches, all of them or none, with the spec's messages.
 */
const portal = await startPortal();
const { db } = portal;
const tokens: Record<string, string> = {};
for (const name of ['sales', 'dealer', 'admin']) tokens[name] = (await portal.tokens(name)).requestToken;

const MAPS = `{ salesAreaMaps { id code description lat lng category regionGroups { id code description category } } }`;
const UPDATE = `mutation($m: [SalesMapAreaCategoryInput!]!) { updateSalesMapAreaCategories(salesMaps: $m) {
  message { status description } code userErrors { field message messageKey } changes { previousCategory region { id code category } } } }`;

const ask = async (who: string, query: string, variables: Json = {}, host = 'localhost') =>
  (await portal.graphql(query, { token: tokens[who], variables, host })).body;
const update = async (who: string, entries: Json[], host = 'localhost') =>
  (await ask(who, UPDATE, { m: entries }, host)).data?.updateSalesMapAreaCategories as Json;
const categories = async (sorg: string) =>
  Object.fromEntries(
    (await db.selectFrom('salesAreaRegions').select(['id', 'category']).where('sorg', '=', sorg).execute()).map((r) => [r.id, r.category]),
  );
const regionOf = (sorg: string, code: string) =>
  db.selectFrom('salesAreaRegions').selectAll().where('sorg', '=', sorg).where('code', '=', code).executeTakeFirstOrThrow();

describe('salesAreaMaps', () => {
  it("lists the host market's regions with their point, groups and category, TBD ones as null", async () => {
    const { data, errors } = await ask('sales', MAPS);
    expect(errors).toBeUndefined();
    const regions = data!.salesAreaMaps as Json[];
    const ids = await db.selectFrom('salesAreaRegions').select('id').where('sorg', '=', '1000').execute();
    expect(regions.map((r) => r.id).sort()).toEqual(ids.map((r) => r.id).sort());
    const jakarta = regions.find((r) => r.code === 'ID-JK')!;
    expect(jakarta).toMatchObject({ description: 'DKI Jakarta' });
    expect(jakarta.lat).toBeCloseTo(-6.2, 0);
    expect(jakarta.lng).toBeCloseTo(106.8, 0);
    expect(jakarta.regionGroups).toEqual([expect.objectContaining({ code: 'JAW', description: 'Jawa', category: jakarta.category })]);
    expect(regions.some((r) => r.category === null)).toBe(true);
    expect(regions.some((r) => r.category !== null)).toBe(true);
  });

  it('shows another market only on its own host', async () => {
    const us = (await ask('admin', MAPS, {}, 'us.localhost')).data!.salesAreaMaps as Json[];
    expect(us.length).toBeGreaterThan(40);
    expect(us.every((r) => r.code.startsWith('US-'))).toBe(true);
    const id = (await ask('sales', MAPS)).data!.salesAreaMaps as Json[];
    expect(id.every((r) => r.code.startsWith('ID-'))).toBe(true);
  });

  it('refuses a user without page.sales-area', async () => {
    const read = await ask('dealer', MAPS);
    expect(read.data).toBeNull();
    expect(read.errors?.[0]?.extensions?.code).toBe('U002');
    const bali = await regionOf('1000', 'ID-BA');
    const before = await categories('1000');
    const write = await ask('dealer', UPDATE, { m: [{ regionId: bali.id, category: 'D' }] });
    expect(write.errors?.[0]?.extensions?.code).toBe('U002');
    expect(await categories('1000')).toEqual(before);
  });
});

describe('updateSalesMapAreaCategories', () => {
  it('saves a good batch and reads it back, with what each region was before', async () => {
    const [aceh, bali] = [await regionOf('1000', 'ID-AC'), await regionOf('1000', 'ID-BA')];
    const answer = await update('sales', [
      { regionId: aceh.id, category: 'D' },
      { regionId: bali.id, category: 'b' },
    ]);
    expect(answer.message).toEqual({ status: true, description: 'The sales area was updated' });
    expect(answer.changes).toEqual([
      { previousCategory: aceh.category, region: { id: aceh.id, code: 'ID-AC', category: 'D' } },
      { previousCategory: bali.category, region: { id: bali.id, code: 'ID-BA', category: 'B' } },
    ]);
    const read = (await ask('sales', MAPS)).data!.salesAreaMaps as Json[];
    expect(read.find((r) => r.id === aceh.id)!.category).toBe('D');
    expect(read.find((r) => r.id === bali.id)!.category).toBe('B');
    expect((await regionOf('1000', 'ID-AC')).updatedAt).toBeTruthy();
  });

  it.each([
    ['category missing', { category: null }, 'salesMaps.1.category', 'Please insert category', 'category_required'],
    ['category blank', { category: '  ' }, 'salesMaps.1.category', 'Please insert category', 'category_required'],
    ['region id missing', { regionId: null }, 'salesMaps.1.regionId', 'Please insert region id', 'region_id_required'],
    ['category not in the list', { category: 'Z' }, 'salesMaps.1.category', 'Invalid region category', 'category_invalid'],
  ])('refuses the whole batch when one entry has its %s, and writes nothing', async (_what, bad, field, message, key) => {
    const [jambi, riau] = [await regionOf('1000', 'ID-JA'), await regionOf('1000', 'ID-RI')];
    const before = await categories('1000');
    const good = { regionId: jambi.id, category: jambi.category === 'C' ? 'A' : 'C' };
    const answer = await update('sales', [good, { regionId: riau.id, category: 'A', ...bad }]);
    expect(answer.message).toEqual({ status: false, description: 'Failed to update this sales area' });
    expect(answer.code).toBe('I001');
    expect(answer.userErrors).toEqual([{ field, message, messageKey: `sales-area:errors.${key}` }]);
    expect(answer.changes).toEqual([]);
    expect(await categories('1000')).toEqual(before);
  });

  it('neither changes nor reveals a region of another sales organisation', async () => {
    const texas = await regionOf('3000', 'US-TX');
    const lampung = await regionOf('1000', 'ID-LA');
    const [usBefore, idBefore] = [await categories('3000'), await categories('1000')];
    const answer = await update('sales', [
      { regionId: lampung.id, category: 'D' },
      { regionId: texas.id, category: 'A' },
    ]);
    expect(answer.message).toEqual({ status: false, description: 'Failed to update this sales area' });
    expect(answer.userErrors).toEqual([
      expect.objectContaining({ field: 'salesMaps.1.regionId', messageKey: 'sales-area:errors.update_failed' }),
    ]);
    expect(await categories('3000')).toEqual(usBefore);
    expect(await categories('1000')).toEqual(idBefore);
    // Even the administrator works on the host's market only.
    const admin = await update('admin', [{ regionId: texas.id, category: 'A' }]);
    expect(admin.message.status).toBe(false);
    expect(await categories('3000')).toEqual(usBefore);
    const onUs = await update('admin', [{ regionId: texas.id, category: 'A' }], 'us.localhost');
    expect(onUs.message.status).toBe(true);
    expect((await regionOf('3000', 'US-TX')).category).toBe('A');
  });

  it('refuses the same region twice in one batch', async () => {
    const bali = await regionOf('1000', 'ID-BA');
    const before = await categories('1000');
    const answer = await update('sales', [
      { regionId: bali.id, category: 'A' },
      { regionId: bali.id, category: 'C' },
    ]);
    expect(answer.message.status).toBe(false);
    expect(await categories('1000')).toEqual(before);
  });
});
