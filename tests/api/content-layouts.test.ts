import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startPortal } from './harness.ts';
import type { ContentMarketType } from '../../api/content/tables.ts';

/**
 * Card layouts of news and sales documents, a news item's picture and attachments (spec 3 §3 Layout, News, Sales
 * document), the banner picture as the server compresses it (§5), and what marketingMaterialCategories' applySorting
 * does (§7).
 */
const portal = await startPortal();
const { db } = portal;
const tokenOf = async (username: string) => (await portal.tokens(username)).requestToken;
const [content, dealer, dealerUs] = await Promise.all(['content', 'dealer', 'dealer-us'].map(tokenOf));

type Json = Record<string, any>;
const RESULT = 'message { status description } userErrors { field message messageKey } code id';
const LAYOUTS = 'query($type: String) { layouts(type: $type) { layouts { id type description placeholderOnCard titleOnCard } } }';
const CREATE_NEWS = `mutation($input: NewsInput!) { createNews(input: $input) { ${RESULT} } }`;
const UPDATE_NEWS = `mutation($id: Int!, $input: NewsInput!) { updateNews(id: $id, input: $input) { ${RESULT} } }`;
const NEWS = `query($id: Int!) { news(id: $id) {
  id layoutId fileId fileIds layout { id type placeholderOnCard subtitleOnCard }
  file { id kind oriFileUrl medFileUrl } files { id kind fileName oriFileUrl } } }`;
const CREATE_DOCUMENT = `mutation($input: SalesDocumentInput!) { createSalesDocument(input: $input) { ${RESULT} } }`;
const DOCUMENT = 'query($id: Int!) { salesDocument(id: $id) { id layoutId layout { id type placeholderOnCard } } }';

async function data(query: string, variables: Json, token: string) {
  const { body } = await portal.graphql(query, { token, variables });
  if (!body.data || body.errors) throw new Error(JSON.stringify(body));
  return Object.values(body.data)[0] as Json;
}

/** Uploads a file as the browser does (GraphQL multipart); answers the upload's payload. */
async function upload(bytes: Uint8Array, name: string, purpose: string, token = content) {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: `mutation($file: File!) { uploadFile(file: $file, purpose: "${purpose}") { message { status } code file { id kind } } }`,
      variables: { file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new File([bytes as Uint8Array<ArrayBuffer>], name));
  const res = await portal.request('/graphql', { method: 'POST', body: form, token });
  return ((await res.json()) as Json).data.uploadFile as Json;
}
const picture = (width = 800, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#1554b3' } })
    .png()
    .toBuffer();
const pdf = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const marketId = async (type: ContentMarketType, sorg: string) =>
  (await db.selectFrom('contentTargetMarkets').select('id').where('type', '=', type).where('sorg', '=', sorg).executeTakeFirstOrThrow()).id;
const layoutIds = async (type: string) =>
  ((await data(LAYOUTS, { type }, content)).layouts as Json[]).map((l) => {
    expect(l.type).toBe(type);
    return l.id as number;
  });
const days = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const newsInput = async (extra: Json = {}) => ({
  title: `Layout news ${Math.random().toString(36).slice(2, 8)}`,
  body: '<p>New season, new frames.</p>',
  validFrom: days(-1),
  validTo: days(30),
  contentTargetMarketIds: [await marketId('news', '1000')],
  ...extra,
});

describe('card layouts per kind of content', () => {
  it('each kind has its own layouts; a news reader reads them too', async () => {
    const news = await layoutIds('news');
    const documents = await layoutIds('sales_document');
    const material = await layoutIds('marketing_material');
    expect(news.length).toBeGreaterThanOrEqual(2);
    expect(documents.length).toBeGreaterThanOrEqual(2);
    expect(material.some((id) => news.includes(id) || documents.includes(id))).toBe(false);
    expect(((await data(LAYOUTS, { type: 'news' }, dealer)).layouts as Json[]).map((l) => l.id)).toEqual(news);
  });

  it('an editor reads the layouts the portal came with in their language, and a layout named anew keeps its name', async () => {
    const inLanguage = async (language: string) => {
      const res = await portal.request('/graphql', {
        method: 'POST',
        token: content,
        json: { query: LAYOUTS, variables: { type: 'news' } },
        headers: { 'accept-language': language },
      });
      return ((await res.json()) as Json).data.layouts.layouts.map((l: Json) => l.description) as string[];
    };
    expect(await inLanguage('en-US')).toContain('News: picture and title');
    expect(await inLanguage('de')).toContain('Neuigkeiten: Bild und Titel');
    expect(await inLanguage('fr')).toContain('Actualités : image et titre');
    const renamed = (await layoutIds('news')).at(-1)!;
    await db.updateTable('marketingMaterialLayouts').set({ description: 'Shop window' }).where('id', '=', renamed).execute();
    expect(await inLanguage('de')).toContain('Shop window');
  });

  it('a news item takes a news layout, the first when none is chosen, and refuses a layout of another kind', async () => {
    const [first, second] = await layoutIds('news');
    const [material] = await layoutIds('marketing_material');
    const plain = await data(CREATE_NEWS, { input: await newsInput() }, content);
    expect(plain.message.status, JSON.stringify(plain)).toBe(true);
    expect((await data(NEWS, { id: plain.id }, dealer)).layout).toMatchObject({ id: first, type: 'news' });

    const chosen = await data(CREATE_NEWS, { input: await newsInput({ layoutId: second }) }, content);
    const read = await data(NEWS, { id: chosen.id }, dealer);
    expect(read.layoutId).toBe(second);
    expect(read.layout).toMatchObject({ id: second, placeholderOnCard: false, subtitleOnCard: true });

    const wrong = await data(CREATE_NEWS, { input: await newsInput({ layoutId: material }) }, content);
    expect(wrong.message).toEqual({ status: false, description: 'Failed to save news' });
    expect(wrong.userErrors).toEqual([{ field: 'layoutId', message: 'Choose a layout', messageKey: 'content-admin:unknownLayout' }]);
  });

  it('a sales document takes a document layout and refuses a news layout', async () => {
    const [, titleOnly] = await layoutIds('sales_document');
    const [news] = await layoutIds('news');
    const input = async (layoutId: number) => ({
      type: 'sales',
      title: 'Layout document',
      validFrom: days(-1),
      validTo: days(30),
      contentTargetMarketIds: [await marketId('sales_document', '1000')],
      layoutId,
    });
    const created = await data(CREATE_DOCUMENT, { input: await input(titleOnly) }, content);
    expect(created.message.status, JSON.stringify(created)).toBe(true);
    expect((await data(DOCUMENT, { id: created.id }, dealer)).layout).toEqual({
      id: titleOnly,
      type: 'sales_document',
      placeholderOnCard: false,
    });
    const wrong = await data(CREATE_DOCUMENT, { input: await input(news) }, content);
    expect(wrong.userErrors.map((e: Json) => e.field)).toEqual(['layoutId']);
  });
});

describe("a news item's picture and attachments", () => {
  it('the editor attaches a picture and files; its readers get them, readers of other markets do not', async () => {
    const shot = await upload(await picture(), 'gravel.png', 'news');
    const sheet = await upload(pdf(), 'price-list.pdf', 'news');
    expect([shot.message.status, sheet.message.status]).toEqual([true, true]);
    const created = await data(CREATE_NEWS, { input: await newsInput({ fileId: shot.file.id, fileIds: [sheet.file.id] }) }, content);
    expect(created.message.status, JSON.stringify(created)).toBe(true);

    const read = await data(NEWS, { id: created.id }, dealer);
    expect(read.file).toMatchObject({ id: shot.file.id, kind: 'image' });
    expect(read.files.map((f: Json) => [f.id, f.kind, f.fileName])).toEqual([[sheet.file.id, 'document', 'price-list.pdf']]);
    const shown = await portal.request(read.file.medFileUrl);
    expect(shown.status).toBe(200);
    const attachment = await portal.request(read.files[0].oriFileUrl);
    expect(attachment.headers.get('content-disposition')).toContain('attachment');
    expect(new TextDecoder().decode((await attachment.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    // Another market's dealer neither reads the item nor, with a token, its files.
    expect(await data(NEWS, { id: created.id }, dealerUs)).toBeNull();
    const path = `/files/${sheet.file.id}/ori`;
    expect((await portal.request(path, { token: dealerUs, host: 'us.localhost' })).status).toBe(404);
    expect((await portal.request(path, { token: dealer })).status).toBe(200);
  });

  it('the picture must be an image; attachments left out of a save are deleted with their stored files', async () => {
    const sheet = await upload(pdf(), 'not-a-picture.pdf', 'news');
    const refused = await data(CREATE_NEWS, { input: await newsInput({ fileId: sheet.file.id }) }, content);
    expect(refused.userErrors.map((e: Json) => [e.field, e.messageKey])).toEqual([['fileId', 'content-admin:imageRequired']]);
    // The refused save attached nothing: the upload is still the editor's own.
    expect(
      (await db.selectFrom('files').select(['ownerType']).where('id', '=', sheet.file.id).executeTakeFirstOrThrow()).ownerType,
    ).toBeNull();

    const other = await upload(pdf(), 'second.pdf', 'news');
    const input = await newsInput({ fileIds: [sheet.file.id, other.file.id] });
    const created = await data(CREATE_NEWS, { input }, content);
    expect((await data(NEWS, { id: created.id }, content)).fileIds).toEqual([sheet.file.id, other.file.id]);
    const saved = await data(UPDATE_NEWS, { id: created.id, input: { ...input, fileIds: [other.file.id] } }, content);
    expect(saved.message.status, JSON.stringify(saved)).toBe(true);
    expect((await data(NEWS, { id: created.id }, content)).fileIds).toEqual([other.file.id]);
    expect(await db.selectFrom('files').select('id').where('id', '=', sheet.file.id).executeTakeFirst()).toBeUndefined();
  });

  it("only news editors upload for news, and nobody attaches another editor's upload", async () => {
    const refused = await upload(await picture(), 'dealer.png', 'news', dealer);
    expect(refused.message.status).toBe(false);
    expect(refused.code).toBe('U002');
    const admin = await tokenOf('admin');
    const theirs = await upload(pdf(), 'theirs.pdf', 'news', admin);
    expect(theirs.message.status, JSON.stringify(theirs)).toBe(true);
    const taken = await data(CREATE_NEWS, { input: await newsInput({ fileIds: [theirs.file.id] }) }, content);
    expect(taken.message.status).toBe(false);
    expect(taken.userErrors.map((e: Json) => e.field)).toEqual(['fileIds']);
  });
});

describe('arguments that did nothing', () => {
  it('bucket is no argument of newsList or marketingMaterialCategories: storage is the server’s, not the reader’s', async () => {
    for (const query of [
      'query { newsList(bucket: "public") { info { count } } }',
      'query { marketingMaterialCategories(bucket: "public") { info { count } } }',
    ]) {
      const { body } = await portal.graphql(query, { token: content });
      expect(body.errors?.[0]?.message).toContain('bucket');
    }
  });

  it("applySorting puts the editors' sorting first; false lists by title; left out, sort decides", async () => {
    const ORDER = `query($apply: Boolean, $sort: [String!]) {
      marketingMaterialCategories(type: "brand-assets", limit: 99, applySorting: $apply, sort: $sort) { categories { title sorting } } }`;
    const rows = async (variables: Json) => (await data(ORDER, variables, content)).categories as { title: string; sorting: number }[];
    // Two categories whose sorting goes against their titles.
    const [layoutId] = await layoutIds('marketing_material');
    const markets = [await marketId('marketing_material', '1000')];
    for (const [title, sorting] of [
      ['Zebra crossings', -100],
      ['Aardvark trails', 10_000],
    ] as const) {
      const made = await data(
        `mutation($input: MarketingMaterialCategoryInput!) { createMarketingMaterialCategory(input: $input) { ${RESULT} } }`,
        { input: { type: 'brand-assets', title, sorting, layoutId, contentTargetMarketIds: markets } },
        content,
      );
      expect(made.message.status, JSON.stringify(made)).toBe(true);
    }
    const bySorting = await rows({ apply: true, sort: ['title:desc'] });
    expect(bySorting[0].title).toBe('Zebra crossings');
    expect(bySorting.at(-1)!.title).toBe('Aardvark trails');
    const sortings = bySorting.map((c) => c.sorting);
    expect(sortings).toEqual([...sortings].sort((a, b) => a - b));
    // Ties in sorting fall to the title (A to Z), not to the sort asked for.
    for (let i = 1; i < bySorting.length; i++)
      if (bySorting[i].sorting === bySorting[i - 1].sorting)
        expect(bySorting[i - 1].title.localeCompare(bySorting[i].title)).toBeLessThanOrEqual(0);

    const titles = (await rows({ apply: false })).map((c) => c.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    expect(titles).not.toEqual(bySorting.map((c) => c.title.toLowerCase()));

    const desc = (await rows({ sort: ['title:desc'] })).map((c) => c.title.toLowerCase());
    expect(desc).toEqual([...titles].reverse());
  });
});

describe('the banner picture', () => {
  it('a large upload is served compressed: resized to at most 2048 px and far smaller than the original', async () => {
    // A photo-like picture (noise does not compress) of 3600 x 1200.
    const raw = Buffer.alloc(3600 * 1200 * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
    const original = await sharp(raw, { raw: { width: 3600, height: 1200, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const uploaded = await upload(original, 'campaign.png', 'banner');
    expect(uploaded.message.status, JSON.stringify(uploaded)).toBe(true);
    const created = await data(
      `mutation($input: BannerInput!) { createBanner(input: $input) { ${RESULT} } }`,
      { input: { sorg: '1000', url: '/catalog/bike', from: days(-1), to: days(1), fileId: uploaded.file.id } },
      content,
    );
    expect(created.message.status, JSON.stringify(created)).toBe(true);
    const { bannerFile } = await db.selectFrom('banners').select('bannerFile').where('id', '=', created.id).executeTakeFirstOrThrow();
    const served = Buffer.from(await (await portal.request(`/bnrs/image/${bannerFile}`)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 683]);
    expect(meta.format).toBe('jpeg');
    expect(served.byteLength).toBeLessThan(original.byteLength / 4);
    await data(`mutation($id: Int!) { deleteBanner(id: $id) { ${RESULT} } }`, { id: created.id }, content);
  });
});
