import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
const storage = portal.storage;
const tokenOf = async (username: string) => (await portal.tokens(username)).requestToken;
const [content, dealer, dealerUs] = await Promise.all(['content', 'dealer', 'dealer-us'].map(tokenOf));

type Json = Record<string, any>;
const RESULT = 'message { status description } userErrors { field message messageKey params { name value } } code id';
const ACTIVE_ANNOUNCEMENTS = '{ activeUserAreaAnnouncements { id title content url } }';
const ACTIVE_BANNERS = '{ activeUserAreaBanners { id sorg url link bannerFile } }';
const CREATE_ANNOUNCEMENT = `mutation($input: AnnouncementInput!) { createAnnouncement(input: $input) { ${RESULT} } }`;
const UPDATE_ANNOUNCEMENT = `mutation($id: Int!, $input: AnnouncementInput!) { updateAnnouncement(id: $id, input: $input) { ${RESULT} } }`;
const DELETE_ANNOUNCEMENT = `mutation($id: Int!) { deleteAnnouncement(id: $id) { ${RESULT} } }`;
const CREATE_BANNER = `mutation($input: BannerInput!) { createBanner(input: $input) { ${RESULT} } }`;
const UPDATE_BANNER = `mutation($id: Int!, $input: BannerInput!) { updateBanner(id: $id, input: $input) { ${RESULT} } }`;
const DELETE_BANNER = `mutation($id: Int!) { deleteBanner(id: $id) { ${RESULT} } }`;

async function data(query: string, variables: Json, token: string) {
  const { body } = await portal.graphql(query, { token, variables });
  if (!body.data || body.errors) throw new Error(JSON.stringify(body));
  return Object.values(body.data)[0] as Json;
}
const minutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const titles = async (token: string, host?: string) =>
  ((await portal.graphql(ACTIVE_ANNOUNCEMENTS, { token, host })).body.data!.activeUserAreaAnnouncements as Json[]).map(
    (a) => a.title as string,
  );

/** Uploads a picture for a banner as the browser does (GraphQL multipart); answers the upload's payload. */
async function upload(bytes: Uint8Array, name: string, token = content) {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query:
        'mutation($file: File!) { uploadFile(file: $file, purpose: "banner") { message { status } code file { id } userErrors { message } } }',
      variables: { file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new File([bytes as Uint8Array<ArrayBuffer>], name));
  const res = await portal.request('/graphql', { method: 'POST', body: form, token });
  return ((await res.json()) as Json).data.uploadFile as Json;
}
const picture = () =>
  sharp({ create: { width: 1200, height: 400, channels: 3, background: '#1554b3' } })
    .png()
    .toBuffer();

describe('announcements', () => {
  const input = (extra: Json = {}) => ({
    title: 'Warehouse closed on Friday',
    url: '/order',
    sorg: '1000',
    from: minutes(-5),
    to: minutes(60),
    content: '<p>Our warehouse is <strong>closed</strong> on Friday.</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>',
    ...extra,
  });

  it("an admin publishes one and the dealer's home banner reads it, sanitised, in its window and market only", async () => {
    const created = await data(CREATE_ANNOUNCEMENT, { input: input() }, content);
    expect(created.message, JSON.stringify(created)).toEqual({ status: true, description: 'Saved' });
    const read = ((await portal.graphql(ACTIVE_ANNOUNCEMENTS, { token: dealer })).body.data!.activeUserAreaAnnouncements as Json[]).find(
      (a) => a.id === created.id,
    )!;
    expect(read.content).toContain('<strong>closed</strong>');
    expect(read.content).not.toMatch(/script|javascript|alert/);
    expect(await titles(dealerUs, 'us.localhost')).not.toContain('Warehouse closed on Friday');

    // Moved out of its window, then deleted: gone for the dealer.
    const moved = await data(UPDATE_ANNOUNCEMENT, { id: created.id, input: input({ from: minutes(60), to: minutes(120) }) }, content);
    expect(moved.message.status).toBe(true);
    expect(await titles(dealer)).not.toContain('Warehouse closed on Friday');
    expect((await data(DELETE_ANNOUNCEMENT, { id: created.id }, content)).message.status).toBe(true);
    expect(await db.selectFrom('announcements').select('id').where('id', '=', created.id).executeTakeFirst()).toBeUndefined();
  });

  it("answers field errors with 'Failed to save announcement'", async () => {
    const answer = await data(
      CREATE_ANNOUNCEMENT,
      { input: input({ title: '', url: 'javascript:alert(1)', from: minutes(10), to: minutes(5) }) },
      content,
    );
    expect(answer.message).toEqual({ status: false, description: 'Failed to save announcement' });
    expect(answer.userErrors.map((e: Json) => e.field).sort()).toEqual(['title', 'to', 'url']);
  });
});

describe('banners', () => {
  it('an uploaded picture becomes a banner the dealers of its organisation see, served at /bnrs/image', async () => {
    const uploaded = await upload(await picture(), 'rainy-season.png');
    expect(uploaded.message.status, JSON.stringify(uploaded)).toBe(true);
    const created = await data(
      CREATE_BANNER,
      { input: { sorg: '1000', url: '/catalog/bike', from: minutes(-1), to: minutes(60), fileId: uploaded.file.id } },
      content,
    );
    expect(created.message, JSON.stringify(created)).toEqual({ status: true, description: 'Saved' });
    const banners = (await portal.graphql(ACTIVE_BANNERS, { token: dealer })).body.data!.activeUserAreaBanners as Json[];
    const mine = banners.find((b) => b.id === created.id)!;
    expect(mine.url).toBe('/catalog/bike');
    const image = await portal.request(`/bnrs/image/${mine.bannerFile}`);
    expect(image.status).toBe(200);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const us = (await portal.graphql(ACTIVE_BANNERS, { token: dealerUs, host: 'us.localhost' })).body.data!.activeUserAreaBanners as Json[];
    expect(us.map((b) => b.id)).not.toContain(created.id);

    expect((await data(DELETE_BANNER, { id: created.id }, content)).message.status).toBe(true);
    const after = (await portal.graphql(ACTIVE_BANNERS, { token: dealer })).body.data!.activeUserAreaBanners as Json[];
    expect(after.map((b) => b.id)).not.toContain(created.id);
  });

  it('keeps one copy of a picture: the upload itself; a new picture replaces the old one, and deleting the banner deletes it', async () => {
    const stored = (bannerId: number) =>
      db.selectFrom('files').select(['id', 'oriKey', 'hiKey']).where('ownerType', '=', 'banner').where('ownerId', '=', bannerId).execute();
    const first = await upload(await picture(), 'first.png');
    const created = await data(
      CREATE_BANNER,
      { input: { sorg: '1000', url: '/catalog/bike', from: minutes(-1), to: minutes(60), fileId: first.file.id } },
      content,
    );
    expect((await stored(created.id)).map((f) => f.id)).toEqual([first.file.id]);
    const [firstFile] = await stored(created.id);
    const bannerFile = async () =>
      (await db.selectFrom('banners').select('bannerFile').where('id', '=', created.id).executeTakeFirstOrThrow()).bannerFile;
    const firstName = await bannerFile();
    // Served from the upload's own rendition: nothing was copied under banners/.
    expect(Buffer.from(await (await portal.request(`/bnrs/image/${firstName}`)).arrayBuffer())).toEqual(
      await storage.get(firstFile.hiKey ?? firstFile.oriKey),
    );
    expect(await storage.get(`banners/${firstName}`)).toBeNull();

    const second = await upload(await picture(), 'second.png');
    const updated = await data(
      UPDATE_BANNER,
      { id: created.id, input: { sorg: '1000', url: '/catalog/bike', from: minutes(-1), to: minutes(60), fileId: second.file.id } },
      content,
    );
    expect(updated.message.status, JSON.stringify(updated)).toBe(true);
    expect((await stored(created.id)).map((f) => f.id)).toEqual([second.file.id]);
    expect(await storage.get(firstFile.oriKey)).toBeNull();
    expect((await portal.request(`/bnrs/image/${firstName}`)).status).toBe(404);
    expect((await portal.request(`/bnrs/image/${await bannerFile()}`)).status).toBe(200);

    expect((await data(DELETE_BANNER, { id: created.id }, content)).message.status).toBe(true);
    expect(await stored(created.id)).toEqual([]);
    expect(await db.selectFrom('files').select('id').where('id', '=', second.file.id).execute()).toEqual([]);
  });

  it('refuses a file whose bytes are not an image, a banner without a picture, and an eleventh banner of one organisation', async () => {
    const fake = await upload(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'banner.png');
    expect(fake.message.status).toBe(false);
    expect(fake.code).toBe('I003');

    const missing = await data(CREATE_BANNER, { input: { sorg: '5000', from: minutes(-1), to: minutes(60) } }, content);
    expect(missing.message).toEqual({ status: false, description: 'Failed to save banner' });
    expect(missing.userErrors[0]).toMatchObject({ field: 'fileId', messageKey: 'content-admin:imageRequired' });

    const { n } = await db
      .selectFrom('banners')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sorg', '=', '5000')
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await db
      .insertInto('banners')
      .values(
        Array.from({ length: 10 - Number(n) }, (_, i) => ({
          sorg: '5000',
          url: null,
          link: null,
          bannerFile: `filler-${i}.png`,
          from: at,
          to: at,
          position: i,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .execute();
    const uploaded = await upload(await picture(), 'one-too-many.png');
    const tooMany = await data(
      CREATE_BANNER,
      { input: { sorg: '5000', from: minutes(-1), to: minutes(60), fileId: uploaded.file.id } },
      content,
    );
    expect(tooMany.userErrors[0]).toMatchObject({
      field: 'sorg',
      message: 'Max items of 10 exceeded.',
      messageKey: 'content-admin:maxItems',
    });
  });

  it('a banner whose picture speaks German reaches German readers only; a banner without a language reaches all', async () => {
    const shown = async (locale: string) =>
      (
        (await portal.graphql(`{ activeUserAreaBanners(locale: "${locale}") { id } }`, { token: dealerUs, host: 'us.localhost' })).body
          .data!.activeUserAreaBanners as Json[]
      ).map((b) => b.id as number);
    const make = async (language: string) =>
      data(
        CREATE_BANNER,
        {
          input: {
            sorg: '3000',
            from: minutes(-1),
            to: minutes(60),
            language,
            fileId: (await upload(await picture(), `${language || 'none'}.png`)).file.id,
          },
        },
        content,
      );
    const german = await make('de');
    const wordless = await make('');
    expect(german.message.status, JSON.stringify(german)).toBe(true);
    expect((await db.selectFrom('banners').select('language').where('id', '=', german.id).executeTakeFirstOrThrow()).language).toBe('de');
    expect(await shown('en-us')).toEqual(expect.arrayContaining([wordless.id]));
    expect(await shown('en-us')).not.toContain(german.id);
    expect(await shown('de')).toEqual(expect.arrayContaining([german.id, wordless.id]));
    expect((await data('query($id: Int!) { banner(id: $id) { language } }', { id: german.id }, content)).language).toBe('de');

    const { body } = await portal.graphql(CREATE_BANNER, {
      token: content,
      variables: { input: { sorg: '3000', from: minutes(-1), to: minutes(60), language: 'xx' } },
    });
    expect(codes(body)).toContain('I001');
  });

  it('refuses every banner and announcement mutation without page.banner or page.announcement', async () => {
    const before = await db
      .selectFrom('banners')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const window = { sorg: '1000', from: minutes(-1), to: minutes(1) };
    for (const [query, input] of [
      [CREATE_BANNER, window],
      [CREATE_ANNOUNCEMENT, { ...window, title: 'x', content: 'x' }],
    ] as const) {
      const { body } = await portal.graphql(query, { token: dealer, variables: { input } });
      expect(codes(body), JSON.stringify(body)).toContain('U002');
    }
    const refused = await upload(await picture(), 'dealer.png', dealer);
    expect(refused.code).toBe('U002');
    const after = await db
      .selectFrom('banners')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
