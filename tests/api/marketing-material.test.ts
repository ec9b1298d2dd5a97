import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
const token = async (u: string) => (await portal.tokens(u)).requestToken;
const content = await token('content');
const dealer = await token('dealer');
const dealerUs = await token('dealer-us');
const support = await token('support');

type Json = Record<string, any>;
const RESULT = 'message { status description } userErrors { field message messageKey } code id';
const FILE = 'id fileName oriFileUrl hiFileUrl medFileUrl lowFileUrl thumbnailUrl';
const marketId = async (sorg: string) =>
  (
    await db
      .selectFrom('contentTargetMarkets')
      .select('id')
      .where('sorg', '=', sorg)
      .where('type', '=', 'marketing_material')
      .executeTakeFirstOrThrow()
  ).id;
const indonesia = await marketId('1000');

async function gql(query: string, variables: Json, t: string) {
  const { body } = await portal.graphql(query, { token: t, variables });
  return body as { data?: Json; errors?: Json[] };
}
async function mutate(query: string, variables: Json, t = content) {
  const body = await gql(query, variables, t);
  if (!body.data) throw new Error(JSON.stringify(body));
  return Object.values(body.data)[0] as Json;
}

async function upload(bytes: Uint8Array, name: string, t = content, purpose = 'marketing_material') {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: `mutation($file: File!, $purpose: String!) { uploadFile(file: $file, purpose: $purpose) { ${'message { status description } code userErrors { field message }'} file { ${FILE} } } }`,
      variables: { file: null, purpose },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' }));
  const res = await portal.request('/graphql', { method: 'POST', body: form, token: t });
  return ((await res.json()) as { data: Json }).data.uploadFile as Json;
}

const picture = (colour: string) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

const CREATE_CATEGORY = `mutation($input: MarketingMaterialCategoryInput!) { createMarketingMaterialCategory(input: $input) { ${RESULT} } }`;
const BULK = `mutation($input: MarketingMaterialsInput!) { createMarketingMaterials(input: $input) { ${RESULT} } }`;
const LIST = `query($category: Int, $section: String) { marketingMaterials(marketingMaterialCategory: $category, section: $section, limit: 100) {
  materials { id title type categoryDeleted files { ${FILE} } } info { count } } }`;
const ONE = `query($id: Int!) { marketingMaterial(id: $id) { id title files { ${FILE} } } }`;
const TREE = `query($type: String) { marketingMaterialCategories(type: $type, rootCategory: true, limit: 50) {
  categories { id title route totalChildren children { id title } layout { titleOnCard resolutionOnCard } } info { count } } }`;

let categoryId = 0;
let itemIds: number[] = [];

describe('marketing material', () => {
  it('the content admin creates a category and bulk-creates three images from uploads', async () => {
    const created = await mutate(CREATE_CATEGORY, {
      input: { type: 'brand-assets', title: 'Dealer day 2027', layoutId: 2, itemPerLine: 3, contentTargetMarketIds: [indonesia] },
    });
    expect(created).toMatchObject({ message: { status: true }, code: null });
    categoryId = created.id;
    const uploads = await Promise.all(
      ['#1677ff', '#2b8a3e', '#f76707'].map(async (c, i) => upload(await picture(c), `dealer-day-${i + 1}.jpg`)),
    );
    expect(uploads.every((u) => u.message.status)).toBe(true);
    const bulk = await mutate(BULK, {
      input: {
        marketingMaterialCategoryId: categoryId,
        contentTargetMarketIds: [indonesia],
        items: uploads.map((u, i) => ({ title: `Dealer day picture ${i + 1}`, fileId: u.file.id })),
      },
    });
    expect(bulk).toMatchObject({ message: { status: true, description: 'Saved 3 items' } });
    const list = await gql(LIST, { category: categoryId }, content);
    itemIds = list.data!.marketingMaterials.materials.map((m: Json) => m.id);
    expect(itemIds).toHaveLength(3);
  });

  it('target markets filter what each user reads, down to the file downloads', async () => {
    // A category without a picture of its own shows its newest item's.
    const cover = await gql(`query($id: Int!) { marketingMaterialCategory(id: $id) { cover { fileName } } }`, { id: categoryId }, dealer);
    expect(cover.data!.marketingMaterialCategory.cover.fileName).toBe('dealer-day-3.jpg');
    const forDealer = await gql(LIST, { category: categoryId }, dealer);
    expect(forDealer.data!.marketingMaterials.info.count).toBe(3);
    const one = await gql(ONE, { id: itemIds[0] }, dealer);
    const file = one.data!.marketingMaterial.files[0];
    const download = await portal.request(file.medFileUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="dealer-day-\d-med\.jpg"/);

    // A dealer of the United States sees none of it: not in lists, not by id, not the file with their own token.
    expect((await gql(LIST, { category: categoryId }, dealerUs)).data!.marketingMaterials.info.count).toBe(0);
    expect((await gql(ONE, { id: itemIds[0] }, dealerUs)).data!.marketingMaterial).toBeNull();
    expect((await portal.request(`/files/${file.id}/med`, { token: dealerUs })).status).toBe(404);
    expect((await portal.request(`/files/${file.id}/med`, { token: dealer })).status).toBe(200);
    // Their own market's tree is there: the seeded US categories, not the Indonesian ones.
    const usTree = (await gql(TREE, { type: 'product-lineup' }, dealerUs)).data!.marketingMaterialCategories.categories;
    expect(usTree.map((c: Json) => c.title)).toEqual(['Road 2027']);
    const idTree = (await gql(TREE, { type: 'product-lineup' }, dealer)).data!.marketingMaterialCategories.categories;
    expect(idTree).toMatchObject([
      {
        title: 'Sepeda gunung 2027',
        totalChildren: 1,
        children: [{ title: 'E-MTB' }],
        layout: { titleOnCard: true, resolutionOnCard: false },
      },
    ]);
  });

  it("the admin list's tree sort puts each category above its children, siblings by sorting", async () => {
    const make = async (title: string, sorting: number, parentId: number | null = null) =>
      (
        await mutate(CREATE_CATEGORY, {
          input: {
            type: 'product-lineup',
            title,
            sorting,
            parentId,
            layoutId: 2,
            itemPerLine: 3,
            contentTargetMarketIds: [indonesia],
          },
        })
      ).id as number;
    const late = await make('Tree test: gravel', 900);
    const early = await make('Tree test: city', 800);
    const child = await make('Tree test: city e-bikes', 5, early);
    const grandchild = await make('Tree test: city e-bikes, cargo', 1, child);
    const rows = (
      await gql(
        `query { marketingMaterialCategories(type: "product-lineup", limit: 200, sort: ["tree:asc"]) {
      categories { id parentId path } } }`,
        {},
        content,
      )
    ).data!.marketingMaterialCategories.categories as { id: number; parentId: number | null; path: string }[];
    const at = (id: number) => rows.findIndex((r) => r.id === id);
    expect([at(early), at(child), at(grandchild), at(late)]).toEqual([at(early), at(early) + 1, at(early) + 2, at(grandchild) + 1]);
    // Every category comes after its parent.
    for (const r of rows) if (r.parentId) expect(at(r.parentId)).toBeLessThan(at(r.id));
    expect(rows[at(grandchild)].path).toBe('Tree test: city › Tree test: city e-bikes › Tree test: city e-bikes, cargo');
  });

  it('content mutations are refused without marketing-material.cud, and for read-only support', async () => {
    const asDealer = await gql(
      CREATE_CATEGORY,
      { input: { type: 'brand-assets', title: 'Mine', layoutId: 1, contentTargetMarketIds: [indonesia] } },
      dealer,
    );
    expect(codes(asDealer)).toContain('U002');
    const del = await gql(`mutation { deleteMarketingMaterial(id: ${itemIds[0]}) { ${RESULT} } }`, {}, dealer);
    expect(codes(del)).toContain('U002');
    const asSupport = await gql(`mutation { deleteMarketingMaterial(id: ${itemIds[0]}) { ${RESULT} } }`, {}, support);
    expect(asSupport.data?.deleteMarketingMaterial?.message?.status ?? false).toBe(false);
    const dealerUpload = await upload(await picture('#000000'), 'x.jpg', dealer);
    expect(dealerUpload).toMatchObject({ code: 'U002', file: null });
    expect(await db.selectFrom('marketingMaterials').select('id').where('id', '=', itemIds[0]).executeTakeFirst()).toBeTruthy();
  });

  it('an upload whose bytes are not an image is refused with a clear error', async () => {
    const answer = await upload(new TextEncoder().encode('Name,Price\nTrail 29,18000000\n'), 'trail-29.jpg');
    expect(answer).toMatchObject({
      message: { status: false, description: 'This file type is not accepted: JPEG, PNG, WebP, GIF, MP4, WebM' },
      code: 'I003',
      userErrors: [{ field: 'file' }],
      file: null,
    });
  });

  it("checks the forms: 'Failed to save …' with field errors, 'Max items of 50 exceeded.', other users' uploads", async () => {
    const empty = await mutate(CREATE_CATEGORY, { input: { type: 'brand-assets', title: ' ', contentTargetMarketIds: [] } });
    expect(empty.message).toEqual({ status: false, description: 'Failed to save category' });
    expect(empty.userErrors.map((e: Json) => e.field).sort()).toEqual(['contentTargetMarketIds', 'layoutId', 'title']);
    const many = await mutate(BULK, {
      input: {
        marketingMaterialCategoryId: categoryId,
        contentTargetMarketIds: [indonesia],
        items: Array.from({ length: 51 }, (_, i) => ({ title: `x${i}`, fileId: 1 })),
      },
    });
    expect(many).toMatchObject({
      message: { status: false, description: 'Failed to save material image' },
      userErrors: [{ field: 'items', message: 'Max items of 50 exceeded.' }],
    });
    // A file already attached to another item cannot be taken over.
    const taken = (await gql(ONE, { id: itemIds[1] }, content)).data!.marketingMaterial.files[0].id;
    const steal = await mutate(BULK, {
      input: { marketingMaterialCategoryId: categoryId, contentTargetMarketIds: [indonesia], items: [{ title: 'Copy', fileId: taken }] },
    });
    expect(steal.userErrors).toMatchObject([{ field: 'items.0.fileId', messageKey: 'marketing-material:messages.fileNotYours' }]);
  });

  it('deleting a category with active items warns; readers lose them, editors see them flagged', async () => {
    const deleted = await mutate(`mutation($id: Int!) { deleteMarketingMaterialCategory(id: $id) { ${RESULT} } }`, { id: categoryId });
    expect(deleted.message).toEqual({
      status: true,
      description: 'Deleted. 3 active items were in this category; they are now flagged as without a category.',
    });
    expect((await gql(LIST, { category: categoryId }, dealer)).data!.marketingMaterials.info.count).toBe(0);
    const forEditor = (await gql(LIST, { category: categoryId }, content)).data!.marketingMaterials.materials;
    expect(forEditor.map((m: Json) => m.categoryDeleted)).toEqual([true, true, true]);
  });

  it('deleting an item removes its files from storage', async () => {
    const one = (await gql(ONE, { id: itemIds[2] }, content)).data!.marketingMaterial;
    const row = await db.selectFrom('files').select('oriKey').where('id', '=', one.files[0].id).executeTakeFirstOrThrow();
    expect(await mutate(`mutation($id: Int!) { deleteMarketingMaterial(id: $id) { ${RESULT} } }`, { id: itemIds[2] })).toMatchObject({
      message: { status: true },
    });
    expect(await db.selectFrom('files').select('id').where('id', '=', one.files[0].id).executeTakeFirst()).toBeUndefined();
    expect((await portal.request(one.files[0].oriFileUrl)).status).toBe(404);
    expect(row.oriKey).toMatch(/^files\//);
  });
});
