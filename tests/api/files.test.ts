import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { attachFiles, MAX_BYTES, registerFileOwner, registerUploadPurpose, sniffType } from '../../api/files/index.ts';
import { CLEANUP_EVERY_MS, purgeUnattachedUploads, UNATTACHED_HOURS } from '../../api/files/cleanup.ts';
import { codes, startPortal } from './harness.ts';

// A purpose and owner of this test's own, so the pipeline is proven apart from any domain.
registerUploadPurpose('test_upload', { scope: 'marketing-material.cud', kinds: ['image', 'video'] });
registerFileOwner('test_owner', async (ctx, ownerId) => ownerId === 1 && ctx.actor.user.username !== 'dealer2');

const portal = await startPortal();
const content = (await portal.tokens('content')).requestToken;
const dealer = (await portal.tokens('dealer')).requestToken;
const dealer2 = (await portal.tokens('dealer2')).requestToken;

type Json = Record<string, any>;
const FILE_FIELDS =
  'id kind contentType fileName fileTitle size width height oriFileUrl hiFileUrl medFileUrl lowFileUrl thumbnailUrl posterUrl';

async function upload(bytes: Uint8Array, name: string, token = content, purpose = 'test_upload') {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: `mutation($file: File!, $purpose: String!) { uploadFile(file: $file, purpose: $purpose) {
      message { status description } code userErrors { field message messageKey } file { ${FILE_FIELDS} } } }`,
      variables: { file: null, purpose },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
  const res = await portal.request('/graphql', { method: 'POST', body: form, token });
  const body = (await res.json()) as { data?: Json; errors?: Json[] };
  if (!body.data) throw new Error(`upload ${res.status}: ${JSON.stringify(body)}`);
  return body.data.uploadFile as Json;
}

const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#1677ff' } })
  .jpeg()
  .toBuffer();
const logo = await sharp({ create: { width: 800, height: 400, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.5 } } })
  .png()
  .toBuffer();
const MP4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypmp42'), 0, 0, 0, 0, ...new TextEncoder().encode('mp42isom')]);

describe('file pipeline', () => {
  it('reads the kind from the bytes, not the name', () => {
    expect(sniffType(photo)).toEqual({ kind: 'image', contentType: 'image/jpeg', ext: 'jpg' });
    expect(sniffType(logo)?.contentType).toBe('image/png');
    expect(sniffType(MP4)).toEqual({ kind: 'video', contentType: 'video/mp4', ext: 'mp4' });
    expect(sniffType(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1]))?.contentType).toBe('video/webm');
    expect(sniffType(new TextEncoder().encode('%PDF-1.7\n'))?.kind).toBe('document');
    expect(sniffType(new TextEncoder().encode('GIF89a....'))?.contentType).toBe('image/gif');
    expect(sniffType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))?.contentType).toBe('image/webp');
    expect(sniffType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('an image gets its renditions, each downloadable as an attachment through its signed address', async () => {
    const answer = await upload(photo, 'Rainy season hero.jpg');
    expect(answer.message.status).toBe(true);
    const file = answer.file;
    expect(file).toMatchObject({
      kind: 'image',
      contentType: 'image/jpeg',
      fileTitle: 'Rainy season hero',
      width: 3000,
      height: 2000,
      posterUrl: null,
    });
    const sizes: Record<string, number> = {};
    for (const [field, name] of [
      ['hiFileUrl', 'hi'],
      ['medFileUrl', 'med'],
      ['lowFileUrl', 'low'],
      ['thumbnailUrl', 'thumbnail'],
    ]) {
      const res = await portal.request(file[field]);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(`attachment; filename="Rainy season hero-${name}.jpg"`);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      sizes[name] = (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width!;
    }
    expect(sizes).toEqual({ hi: 2048, med: 1024, low: 512, thumbnail: 480 });
    // The audit row keeps the upload as name, type and size, not its bytes.
    const audit = await portal.db
      .selectFrom('auditLog')
      .select('input')
      .where('operation', '=', 'uploadFile')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.input).file).toEqual({ file: 'Rainy season hero.jpg', type: 'image/png', size: photo.byteLength });
    const ori = await portal.request(file.oriFileUrl);
    expect(Buffer.from(await ori.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('a transparent logo stays PNG; a video is kept with a poster', async () => {
    const png = (await upload(logo, 'logo.png')).file;
    expect((await portal.request(png.lowFileUrl)).headers.get('content-type')).toBe('image/png');
    const video = await upload(MP4, 'launch.mp4');
    expect(video.file).toMatchObject({ kind: 'video', contentType: 'video/mp4', hiFileUrl: null });
    const poster = await portal.request(video.file.posterUrl);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/png');
  });

  it('bytes that are not an image are refused with a clear error, whatever the name says', async () => {
    const answer = await upload(new TextEncoder().encode('this is a price list, not a picture'), 'banner.png');
    expect(answer).toMatchObject({
      message: { status: false, description: 'This file type is not accepted: JPEG, PNG, WebP, GIF, MP4, WebM' },
      code: 'I003',
      userErrors: [{ field: 'file', messageKey: 'files:errors.wrong_type' }],
      file: null,
    });
    const pdf = await upload(new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), 'catalogue.pdf');
    expect(pdf.code).toBe('I003');
    // Image magic with nothing decodable behind it.
    const broken = await upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), 'broken.png');
    expect(broken).toMatchObject({ code: 'I003', message: { description: 'The image cannot be read' } });
    expect(
      await portal.db.selectFrom('files').select('id').where('fileName', 'in', ['banner.png', 'catalogue.pdf', 'broken.png']).execute(),
    ).toEqual([]);
  });

  it('a file over the size limit is refused', async () => {
    const big = new Uint8Array(MAX_BYTES.image + 1);
    big.set(photo.subarray(0, 16));
    expect(await upload(big, 'huge.jpg')).toMatchObject({ code: 'I002', message: { description: 'The file is larger than 20 MB' } });
  });

  it("only holders of the purpose's scope upload; unknown purposes are refused", async () => {
    expect(await upload(photo, 'x.jpg', dealer)).toMatchObject({ message: { status: false }, code: 'U002', file: null });
    expect(await upload(photo, 'x.jpg', content, 'nothing')).toMatchObject({ code: 'I001' });
  });

  it("without a signature the route asks for the token and the owner's rule; a forged signature gets nothing", async () => {
    const file = (await upload(photo, 'kit.jpg')).file;
    const path = `/files/${file.id}/low`;
    expect((await portal.request(path)).status).toBe(401);
    expect((await portal.request(`${path}?exp=9999999999&sig=forged`)).status).toBe(401);
    // Not attached yet: the uploader's alone.
    expect((await portal.request(path, { token: content })).status).toBe(200);
    expect((await portal.request(path, { token: dealer })).status).toBe(404);
    const contentId = (await portal.db.selectFrom('users').select('id').where('username', '=', 'content').executeTakeFirstOrThrow()).id;
    const dealerId = (await portal.db.selectFrom('users').select('id').where('username', '=', 'dealer').executeTakeFirstOrThrow()).id;
    // Someone else cannot attach another user's upload.
    expect(await attachFiles(portal.db, dealerId, [file.id], 'test_owner', 1)).toEqual([file.id]);
    expect(await attachFiles(portal.db, contentId, [file.id], 'test_owner', 1)).toEqual([]);
    expect((await portal.request(path, { token: dealer })).status).toBe(200);
    expect((await portal.request(path, { token: dealer2 })).status).toBe(404);
    expect((await portal.request(`/files/${file.id}/..%2F..%2Ftoken-secret`, { token: content })).status).toBe(404);
  });

  it('a missing id and an id without rights answer the same, signed in or not', async () => {
    const file = (await upload(photo, 'private.jpg')).file;
    const answer = async (id: number, token?: string, query = '') => {
      const res = await portal.request(`/files/${id}/low${query}`, token ? { token } : {});
      return { status: res.status, body: await res.text() };
    };
    const missing = file.id + 100_000;
    expect(await answer(file.id)).toEqual(await answer(missing));
    expect((await answer(file.id)).status).toBe(401);
    expect(await answer(file.id, undefined, '?exp=9999999999&sig=forged')).toEqual(
      await answer(missing, undefined, '?exp=9999999999&sig=forged'),
    );
    expect(await answer(file.id, dealer)).toEqual(await answer(missing, dealer));
    expect((await answer(file.id, dealer)).status).toBe(404);
  });

  it('uploads no save took within a day are removed, rows and stored files; attached ones stay', async () => {
    const left = (await upload(photo, 'left-behind.jpg')).file;
    const kept = (await upload(photo, 'kept.jpg')).file;
    const contentId = (await portal.db.selectFrom('users').select('id').where('username', '=', 'content').executeTakeFirstOrThrow()).id;
    await attachFiles(portal.db, contentId, [kept.id], 'test_owner', 1);
    const { storage } = portal;
    const key = (await portal.db.selectFrom('files').select('lowKey').where('id', '=', left.id).executeTakeFirstOrThrow()).lowKey!;
    expect(await purgeUnattachedUploads(portal.db, storage, 24)).toBe(0);
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    expect(await purgeUnattachedUploads(portal.db, storage, 24, tomorrow)).toBeGreaterThanOrEqual(1);
    expect(await portal.db.selectFrom('files').select('id').where('id', '=', left.id).executeTakeFirst()).toBeUndefined();
    expect(await storage.get(key)).toBeNull();
    expect(await portal.db.selectFrom('files').select('id').where('id', '=', kept.id).executeTakeFirst()).toBeTruthy();
  });

  it('an unattached upload of any purpose is gone within about a day: the purge runs hourly', () => {
    const HOUR = 3_600_000;
    expect(UNATTACHED_HOURS).toBe(24);
    expect(UNATTACHED_HOURS * HOUR + CLEANUP_EVERY_MS).toBeLessThanOrEqual(25 * HOUR);
  });

  it('a daily upload volume per user: concurrent uploads pass only as far as it allows, then a clear refusal', async () => {
    const admin = (await portal.tokens('admin')).requestToken;
    const adminId = (await portal.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    // Whatever the admin stored before has left the 24 hours the volume counts.
    const outOfWindow = () =>
      portal.db.updateTable('files').set({ createdAt: '2000-01-01T00:00:00.000Z' }).where('uploadedBy', '=', adminId).execute();
    await outOfWindow();
    // Exactly 300 KB each: a small JPEG and bytes after its end, which decoders pass over.
    const sized = Buffer.concat([photo, Buffer.alloc(300 * 1024 - photo.byteLength)]);
    const before = portal.env.uploadDailyMb;
    portal.env.uploadDailyMb = { dealer: 200, staff: 1 };
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(sized, `volume-${i}.jpg`, admin)));
      expect(answers.filter((a) => a.message.status)).toHaveLength(3);
      const refused = answers.filter((a) => !a.message.status);
      expect(refused).toHaveLength(7);
      // 1024 KB less 900 KB stored: 0.1 MB left.
      for (const r of refused)
        expect(r).toMatchObject({
          code: 'I006',
          message: { description: 'This file is more than your daily upload volume allows: 0.1 MB of 1 MB left today' },
          userErrors: [{ field: 'file', messageKey: 'files:errors.daily_volume' }],
          file: null,
        });
      const stored = await portal.db
        .selectFrom('files')
        .select((eb) => eb.fn.sum<number>('size').as('bytes'))
        .where('uploadedBy', '=', adminId)
        .where('createdAt', '>', '2001-01-01')
        .executeTakeFirstOrThrow();
      expect(Number(stored.bytes)).toBe(900 * 1024);
      // Nothing stays counted as being stored: once the stored files leave the window, the whole volume is there again.
      await outOfWindow();
      expect((await upload(sized, 'again.jpg', admin)).message.status).toBe(true);
    } finally {
      portal.env.uploadDailyMb = before;
    }
  });

  it('signed-in only: the mutation refuses a caller without a token', async () => {
    const { status, body } = await portal.graphql('mutation { __typename }');
    expect(status).toBe(401);
    expect(codes(body as Json)).toContain('U001');
  });
});
