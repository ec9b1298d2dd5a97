import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { PHOTO_SLOTS, VISIT_PHOTO_MAX_BYTES } from '../../src/rules/visit-forms.ts';
import { codes, startPortal } from './harness.ts';

type Json = Record<string, any>;

/**
 * Store-visit forms (spec 2 §3, §5, §7 'Store visits'): a sales rep whose user areas qualify files a form with photos
 * for a dealer of their areas and reads it back; nobody reads or files one for a dealer outside their areas; photos
 * go through their own route with the 100 MB cap. formVisit, formVisits, updateFormVisit and deleteFormVisit are
 * proved per record here (tests/api/tenant-sweep.test.ts points at this file).
 */
const portal = await startPortal();
const { db } = portal;
const tokens: Record<string, string> = {};
for (const name of ['dealer', 'dealer2', 'sales', 'admin']) tokens[name] = (await portal.tokens(name)).requestToken;
const dealerCustomer = await portal.customerOf('dealer');
const dealer2Customer = await portal.customerOf('dealer2');
const shown = (c: { codeIsr: string | null; codeR3: string }) => displayCustomerCode({ isr: c.codeIsr, r3: c.codeR3 });

// A second rep whose area holds dealer2 but not dealer.
const dealer2Area = await db
  .selectFrom('customerAreas')
  .select(['salesman', 'sorg'])
  .where('customerId', '=', dealer2Customer.id)
  .executeTakeFirstOrThrow();
const dealerArea = await db
  .selectFrom('customerAreas')
  .select('salesman')
  .where('customerId', '=', dealerCustomer.id)
  .executeTakeFirstOrThrow();
expect(dealer2Area.salesman).not.toBe(dealerArea.salesman);
const otherRep = await db
  .selectFrom('users as u')
  .innerJoin('userAreas as ua', 'ua.userId', 'u.id')
  .select('u.username')
  .where('ua.limitation', '=', 'salesman')
  .where('ua.value', '=', dealer2Area.salesman)
  .where('ua.sorg', '=', dealer2Area.sorg)
  .orderBy('u.id')
  .executeTakeFirstOrThrow();
tokens.otherRep = (await portal.tokens(otherRep.username)).requestToken;

const jpeg = (seed: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed * 20, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

/** A file read in chunks as a request body, as a browser sends a chosen file. */
/**
 * A file as a request body read a chunk at a time, only when the server asks for the next: Readable.toWeb on Node 20
 * reads ahead of a slow reader, so on a busy machine the file piled up in the test's own memory, not the server's.
 */
const ReadableStreamFromFile = (file: string) => {
  let handle: fs.promises.FileHandle;
  return new ReadableStream<Uint8Array>(
    {
      async start() {
        handle = await fs.promises.open(file);
      },
      async pull(controller) {
        const chunk = Buffer.alloc(64 * 1024);
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
        if (bytesRead > 0) controller.enqueue(chunk.subarray(0, bytesRead));
        else {
          await handle.close();
          controller.close();
        }
      },
      async cancel() {
        await handle.close();
      },
    },
    { highWaterMark: 1 },
  );
};

async function sendPhoto(who: string, body: BodyInit, headers: Record<string, string> = {}, init: RequestInit = {}) {
  const res = await portal.request('/api/files/visit_photo', {
    method: 'POST',
    token: tokens[who],
    body,
    headers: { 'x-file-name': 'shop.jpg', ...headers },
    ...init,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const ask = async (who: string, query: string, variables: Json = {}) =>
  (await portal.graphql(query, { token: tokens[who], variables })).body;

const PHOTO_FIELDS = PHOTO_SLOTS.map((s) => `${s} { id kind fileName thumbnailUrl oriFileUrl }`).join(' ');
const FORM = `id brand custCode custName otherMidrange otherMidrangeDescription brandDomination qtyPlgGrp qtyNonPlgGrp brandDisplay
  brandDisplayDescription seriesList seriesBrand { brand series } otherSeriesList notes equipment equipmentText createdAt createdBy ${PHOTO_FIELDS}`;
const CREATE = `mutation($brand: String!, $input: FormVisitInput!) { createFormVisit(brand: $brand, input: $input) {
  message { status description } code id userErrors { field message messageKey } } }`;
const READ = `query($id: Int!) { formVisit(id: $id) { ${FORM} } }`;
const LIST = `query($brand: String!, $page: Int!, $limit: Int!, $from: String, $to: String, $custCodes: [String!]) {
  formVisits(brand: $brand, page: $page, limit: $limit, from: $from, to: $to, custCodes: $custCodes) { formVisits { id custCode createdAt } info { page limit count pageTotal } } }`;

const inputFor = (custCode: string, extra: Json = {}) => ({
  custCode,
  otherMidrange: ['united', 'other'],
  otherMidrangeDescription: 'Local brand Sepeda Kita',
  brandDomination: true,
  qtyPlgGrp: 24,
  qtyNonPlgGrp: 9,
  brandDisplay: ['wall_rack'],
  seriesList: ['Siskiu', 'Xtrada'],
  seriesBrand: [{ brand: 'United', series: 'Detroit' }],
  otherSeriesList: ['Urban'],
  notes: 'Owner wants a shop-in-shop corner before Lebaran.',
  equipment: ['work_stand'],
  ...extra,
});

describe('store-visit forms', () => {
  it('a rep files a form with photos for a dealer of their areas and reads it back', async () => {
    const front = await sendPhoto('sales', await jpeg(1));
    const banner = await sendPhoto('sales', await jpeg(2), { 'x-file-name': encodeURIComponent('banner toko.jpg') });
    expect(front.status, JSON.stringify(front.body)).toBe(200);
    expect(front.body.file.kind).toBe('image');
    expect(front.body.file.thumbnailUrl).toBeTruthy();

    const created = (
      await ask('sales', CREATE, {
        brand: 'polygon',
        input: inputFor(shown(dealerCustomer), {
          photos: [
            { slot: 'frontShop1', fileId: front.body.file.id },
            { slot: 'displayBanner', fileId: banner.body.file.id },
          ],
        }),
      })
    ).data!.createFormVisit;
    expect(created.message.status, JSON.stringify(created)).toBe(true);

    const form = (await ask('sales', READ, { id: created.id })).data!.formVisit;
    expect(form).toMatchObject({
      brand: 'polygon',
      custCode: shown(dealerCustomer),
      custName: dealerCustomer.name,
      otherMidrange: ['united', 'other'],
      otherMidrangeDescription: 'Local brand Sepeda Kita',
      brandDomination: true,
      qtyPlgGrp: 24,
      qtyNonPlgGrp: 9,
      brandDisplay: ['wall_rack'],
      seriesList: ['Siskiu', 'Xtrada'],
      seriesBrand: [{ brand: 'United', series: 'Detroit' }],
      otherSeriesList: ['Urban'],
      equipment: ['work_stand'],
    });
    expect(form.createdBy).toBeTruthy();
    expect(form.frontShop1).toMatchObject({ id: front.body.file.id, kind: 'image' });
    expect(form.displayBanner).toMatchObject({ id: banner.body.file.id, fileName: 'banner toko.jpg' });
    expect(form.frontShop2).toBeNull();
    // The photo is served to the rep at its signed address, as a compressed rendition too.
    const thumb = await portal.request(form.frontShop1.thumbnailUrl);
    expect(thumb.status).toBe(200);
    // Brand domination unanswered is stored as unanswered, not as no.
    const open = (await ask('sales', CREATE, { brand: 'wim', input: { custCode: shown(dealerCustomer) } })).data!.createFormVisit;
    expect((await ask('sales', READ, { id: open.id })).data!.formVisit.brandDomination).toBeNull();
  });

  it('refuses a photo another user uploaded, a PDF, unknown options and "other" without a description, keeping nothing', async () => {
    const theirs = await sendPhoto('otherRep', await jpeg(3));
    const pdf = await sendPhoto('sales', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));
    expect(pdf.status).toBe(400);
    expect(pdf.body.userErrors[0].messageKey).toBe('files:errors.wrong_type');
    const before = await db
      .selectFrom('visitForms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const refused = (
      await ask('sales', CREATE, {
        brand: 'polygon',
        input: inputFor(shown(dealerCustomer), {
          otherMidrangeDescription: '',
          brandDisplay: ['nope'],
          photos: [{ slot: 'frontShop1', fileId: theirs.body.file.id }],
        }),
      })
    ).data!.createFormVisit;
    expect(refused.message.status).toBe(false);
    expect(refused.userErrors.map((e: Json) => e.field).sort()).toEqual(['brandDisplay', 'otherMidrangeDescription']);
    const photoRefused = (
      await ask('sales', CREATE, {
        brand: 'polygon',
        input: inputFor(shown(dealerCustomer), {
          photos: [{ slot: 'frontShop1', fileId: theirs.body.file.id }],
        }),
      })
    ).data!.createFormVisit;
    expect(photoRefused.userErrors).toEqual([
      expect.objectContaining({ field: 'photos.frontShop1', messageKey: 'visit-forms:errors.photo_not_yours' }),
    ]);
    const after = await db
      .selectFrom('visitForms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const file = await db.selectFrom('files').select('ownerType').where('id', '=', theirs.body.file.id).executeTakeFirstOrThrow();
    expect(file.ownerType).toBeNull();
  });

  it('a rep can neither file nor read a form for a dealer outside their areas', async () => {
    const refused = (await ask('otherRep', CREATE, { brand: 'polygon', input: inputFor(shown(dealerCustomer)) })).data!.createFormVisit;
    expect(refused.message.status).toBe(false);
    expect(refused.userErrors).toEqual([
      expect.objectContaining({ field: 'custCode', messageKey: 'visit-forms:errors.customer_not_yours' }),
    ]);

    const mine = (await ask('sales', CREATE, { brand: 'polygon', input: inputFor(shown(dealerCustomer)) })).data!.createFormVisit;
    expect(codes(await ask('otherRep', READ, { id: mine.id }))).toEqual(['N001']);
    const update = `mutation($id: Int!, $input: FormVisitInput!) { updateFormVisit(id: $id, input: $input) { message { status } } }`;
    expect(codes(await ask('otherRep', update, { id: mine.id, input: inputFor(shown(dealer2Customer)) }))).toEqual(['N001']);
    expect(
      codes(await ask('otherRep', 'mutation($id: Int!) { deleteFormVisit(id: $id) { message { status } } }', { id: mine.id })),
    ).toEqual(['N001']);
    expect(await db.selectFrom('visitForms').select('custCode').where('id', '=', mine.id).executeTakeFirst()).toEqual({
      custCode: shown(dealerCustomer),
    });
    // Their list holds none of dealer's forms, even when asked for dealer's code.
    const list = (await ask('otherRep', LIST, { brand: 'polygon', page: 1, limit: 50, custCodes: [shown(dealerCustomer)] })).data!
      .formVisits;
    expect(list.formVisits).toEqual([]);
    // Nor the dealer's figures beside the form.
    const beside = 'query($c: String!) { formVisitDealer(custCode: $c) { custCode } }';
    expect(codes(await ask('otherRep', beside, { c: shown(dealerCustomer) }))).toEqual(['N001']);
    expect((await ask('sales', beside, { c: shown(dealerCustomer) })).data!.formVisitDealer.custCode).toBe(shown(dealerCustomer));
    // The dealers offered to each rep are those of their areas.
    const offered = async (who: string) =>
      ((await ask(who, '{ formVisitSalesCustomers { id custCode } }')).data!.formVisitSalesCustomers as Json[]).map((c) => c.id);
    expect(await offered('sales')).toContain(dealerCustomer.id);
    expect(await offered('otherRep')).not.toContain(dealerCustomer.id);
  });

  it('refuses a visit photo over 100 MB before reading it, and a body that grows past the cap', async () => {
    const declared = await sendPhoto('sales', await jpeg(4), { 'content-length': String(VISIT_PHOTO_MAX_BYTES + 1) });
    expect(declared.status).toBe(413);
    expect(declared.body.userErrors[0]).toMatchObject({ messageKey: 'files:errors.too_large' });
    // No declared length: the route counts the bytes and stops one past the cap.
    const chunk = new Uint8Array(4 * 1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > VISIT_PHOTO_MAX_BYTES) {
          controller.close();
          return;
        }
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streamed = await sendPhoto('sales', stream, {}, { duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    // A photo under the cap but over the 20 MB of ordinary images is taken (the purpose's own cap applies).
    const big = Buffer.concat([await jpeg(5), Buffer.alloc(21 * 1024 * 1024)]);
    const taken = await sendPhoto('sales', big);
    expect(taken.status, JSON.stringify(taken.body).slice(0, 300)).toBe(200);
  }, 60_000);

  it("a rep's photos count against their daily volume: concurrent ones pass only as far as it allows", async () => {
    const repId = (await db.selectFrom('users').select('id').where('username', '=', otherRep.username).executeTakeFirstOrThrow()).id;
    const outOfWindow = () =>
      db.updateTable('files').set({ createdAt: '2000-01-01T00:00:00.000Z' }).where('uploadedBy', '=', repId).execute();
    await outOfWindow();
    const small = await jpeg(8);
    const photo = Buffer.concat([small, Buffer.alloc(300 * 1024 - small.byteLength)]);
    const before = portal.env.uploadDailyMb;
    portal.env.uploadDailyMb = { dealer: 200, staff: 1 };
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => sendPhoto('otherRep', photo)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
      // A refusal told while another upload was being counted may say less is left than there is (it never says more).
      for (const refused of answers.filter((a) => a.status === 429))
        expect(refused.body.userErrors[0]).toMatchObject({
          messageKey: 'files:errors.daily_volume',
          params: [
            { name: 'left', value: expect.stringMatching(/^0(\.1)?$/) },
            { name: 'limit', value: '1' },
          ],
        });
      // Once nothing is in flight the refusal says exactly what is left.
      expect((await sendPhoto('otherRep', photo)).body.userErrors[0]).toMatchObject({
        messageKey: 'files:errors.daily_volume',
        params: [
          { name: 'left', value: '0.1' },
          { name: 'limit', value: '1' },
        ],
      });
      // A declared length over what is left is refused before the body is read.
      expect((await sendPhoto('otherRep', photo, { 'content-length': String(photo.byteLength) })).status).toBe(429);
      // Nothing stays counted as being stored once the stored photos leave the window.
      await outOfWindow();
      expect((await sendPhoto('otherRep', photo)).status).toBe(200);
    } finally {
      portal.env.uploadDailyMb = before;
    }
  });

  it('a large photo is streamed to disk: the upload adds less than half its size to memory', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visit-photo-'));
    const file = path.join(dir, 'large.jpg');
    // A photo of about 64 MB whose size is in comment segments (a JPEG's FFFE markers, 64 kB each) around a small
    // picture: the body is as large as a camera's, but decoding it costs a small picture's time.
    const picture = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 80 } },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const comment = Buffer.alloc(2 + 65535, 0x20);
    comment.writeUInt16BE(0xfffe, 0);
    comment.writeUInt16BE(65535, 2);
    const out = fs.openSync(file, 'w');
    fs.writeSync(out, picture.subarray(0, 2));
    for (let i = 0; i < 1000; i++) fs.writeSync(out, comment);
    fs.writeSync(out, picture.subarray(2));
    fs.closeSync(out);
    const size = fs.statSync(file).size;
    expect(size).toBeGreaterThan(60 * 1024 * 1024);
    // What the process holds of the body: the buffers JavaScript keeps (the old route kept every chunk and then one
    // copy of the whole). Chunks already written are garbage, so a young-generation collection before each sample
    // drops them; the image decoder's own pages scale with the picture's pixels, not the file, and are not counted.
    v8.setFlagsFromString('--expose-gc');
    const collect = vm.runInNewContext('gc') as (options: object) => void;
    const buffers = () => {
      collect({ type: 'minor', execution: 'sync' });
      return process.memoryUsage().arrayBuffers;
    };
    // A full collection first, so what earlier tests left for the collector is not in the starting point.
    collect({ type: 'major', execution: 'sync' });
    const base = buffers();
    let peak = base;
    const sample = setInterval(() => {
      peak = Math.max(peak, buffers());
    }, 5);
    try {
      const body = ReadableStreamFromFile(file);
      const sent = await sendPhoto('sales', body, { 'x-file-name': 'large.jpg' }, { duplex: 'half' } as RequestInit);
      expect(sent.status, JSON.stringify(sent.body).slice(0, 300)).toBe(200);
    } finally {
      clearInterval(sample);
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(peak - base).toBeLessThan(size / 2);
    const row = await db.selectFrom('files').select(['size', 'width']).where('fileName', '=', 'large.jpg').executeTakeFirstOrThrow();
    expect(row).toEqual({ size, width: 1600 });
  }, 120_000);

  it('is refused to a dealer without the scope, and to staff without qualifying areas', async () => {
    const options = '{ formVisitOtherMidRange(brand: "polygon") { code name } }';
    expect(codes(await ask('dealer', options))).toEqual(['U002']);
    expect(codes(await ask('dealer', CREATE, { brand: 'polygon', input: inputFor(shown(dealerCustomer)) }))).toEqual(['U002']);
    expect((await sendPhoto('dealer', await jpeg(6))).status).toBe(403);
    // The admin holds every scope but no sales area: the pages are not for them.
    expect(codes(await ask('admin', options))).toEqual(['U002']);
    expect(((await ask('sales', options)).data!.formVisitOtherMidRange as Json[]).map((o) => o.code)).toContain('other');
    expect(((await ask('sales', '{ formVisitSeries(brand: "polygon") }')).data!.formVisitSeries as string[]).length).toBeGreaterThan(0);
  });

  it('pages the list on the server, newest first, filtered by date and dealer', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      ids.push(
        (await ask('sales', CREATE, { brand: 'wim', input: { custCode: shown(dealerCustomer), notes: `visit ${i}` } })).data!
          .createFormVisit.id,
      );
    }
    // Spread over days, so the date filter has something to cut.
    for (const [i, id] of ids.entries())
      await db
        .updateTable('visitForms')
        .set({ createdAt: `2031-03-${String(i + 1).padStart(2, '0')}T09:00:00.000Z` })
        .where('id', '=', id)
        .execute();
    const page = async (n: number, extra: Json = {}) =>
      (await ask('sales', LIST, { brand: 'wim', page: n, limit: 10, from: '2031-03-01', to: '2031-03-31', ...extra })).data!.formVisits;
    const first = await page(1);
    expect(first.info).toEqual({ page: 1, limit: 10, count: 12, pageTotal: 2 });
    expect(first.formVisits.map((f: Json) => f.id)).toEqual([...ids].reverse().slice(0, 10));
    expect((await page(2)).formVisits.map((f: Json) => f.id)).toEqual([ids[1], ids[0]]);
    expect((await page(1, { from: '2031-03-05', to: '2031-03-06' })).formVisits.map((f: Json) => f.id)).toEqual([ids[5], ids[4]]);
    expect((await page(1, { custCodes: [shown(dealer2Customer)] })).info.count).toBe(0);
    // The polygon list holds none of these.
    const polygon = (await ask('sales', LIST, { brand: 'polygon', page: 1, limit: 10, from: '2031-03-01', to: '2031-03-31' })).data!
      .formVisits;
    expect(polygon.info.count).toBe(0);
  });
});
