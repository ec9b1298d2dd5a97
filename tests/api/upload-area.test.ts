import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_BYTES } from '../../api/files/sniff.ts';
import { UPLOAD_MAX_BYTES } from '../../src/rules/upload-area.ts';
import { codes, startPortal } from './harness.ts';

type Json = Record<string, any>;

/**
 * The upload area (spec 2 §2 /upload-area, §6 page.upload-area): a dealer sends files through the shared pipeline
 * (type read from the bytes, size capped), lists their company's uploads, downloads and deletes their own; staff read
 * the uploads of the dealers they may act for. createUpload and deleteUpload are proved per record here
 * (tests/api/tenant-sweep.test.ts points at this file).
 */
const portal = await startPortal();
const { db } = portal;
const storage = portal.storage;
const tokens: Record<string, string> = {};
for (const name of ['dealer', 'dealer2', 'sales']) tokens[name] = (await portal.tokens(name)).requestToken;
const dealerCustomer = await portal.customerOf('dealer');
const dealer2Customer = await portal.customerOf('dealer2');

const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

async function uploadFile(who: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query:
        'mutation($file: File!, $purpose: String!) { uploadFile(file: $file, purpose: $purpose) { message { status } code userErrors { field messageKey params { name value } } file { id kind } } }',
      variables: { file: null, purpose: 'upload_area' },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new File([bytes as Uint8Array<ArrayBuffer>], name));
  const res = await portal.request('/graphql', { method: 'POST', body: form, token: tokens[who] });
  return ((await res.json()) as { data: Json }).data.uploadFile as Json;
}

const ask = async (who: string, query: string, variables: Json = {}) =>
  (await portal.graphql(query, { token: tokens[who], variables })).body;

const CREATE =
  'mutation($f: Int!, $c: String!, $n: String) { createUpload(fileId: $f, category: $c, note: $n) { message { status } code userErrors { field messageKey } id } }';
const DELETE = 'mutation($id: Int!) { deleteUpload(id: $id) { message { status } code id } }';
const LIST = `query($c: Int, $p: Int, $l: Int) { uploads(customerId: $c, page: $p, limit: $l) {
  uploads { id category note custName custCode uploadedBy uploadedAt fileName size kind downloadUrl mayDelete } info { page limit count pageTotal } } }`;

/** Sends one file and files it: the upload's id. */
async function send(who: string, bytes: Uint8Array, name: string, category = 'other', note: string | null = null) {
  const answer = await uploadFile(who, bytes, name);
  expect(answer.file, JSON.stringify(answer)).toBeTruthy();
  const body = await ask(who, CREATE, { f: answer.file.id, c: category, n: note });
  expect(body.data?.createUpload.message.status, JSON.stringify(body)).toBe(true);
  return body.data!.createUpload.id as number;
}

const uploadsOf = async (who: string, customerId?: number) => {
  const body = await ask(who, LIST, { c: customerId ?? null });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.uploads.uploads as Json[];
};

const download = (fileId: number, who: string | null) => portal.request(`/files/${fileId}/ori`, { token: who ? tokens[who] : undefined });
const fileIdOf = async (uploadId: number) =>
  (await db.selectFrom('uploads').select('fileId').where('id', '=', uploadId).executeTakeFirstOrThrow()).fileId;

describe('what the upload area accepts', () => {
  it('refuses bytes that are no accepted type, whatever the name says', async () => {
    for (const name of ['contract.pdf', 'shop.png', 'sheet.xlsx']) {
      const answer = await uploadFile('dealer', Buffer.from('Just some text pretending to be a document.\n'), name);
      expect(answer.file).toBeNull();
      expect(answer.code).toBe('I003');
      expect(answer.userErrors[0].messageKey).toBe('files:errors.wrong_type');
    }
    // A real PDF and a real picture pass.
    expect((await uploadFile('dealer', pdf(), 'contract.pdf')).file.kind).toBe('document');
    expect((await uploadFile('dealer', await png(), 'shop.png')).file.kind).toBe('image');
  });

  it('refuses a file over the size cap, with the cap in the message', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.4\n', 0);
    const answer = await uploadFile('dealer', big, 'huge.pdf');
    expect(answer.file).toBeNull();
    expect(answer.code).toBe('I002');
    expect(answer.userErrors[0].messageKey).toBe('files:errors.too_large');
    expect(answer.userErrors[0].params).toEqual([{ name: 'max', value: '20' }]);
    // The page refuses the same files before sending them.
    expect(UPLOAD_MAX_BYTES).toBe(Math.max(MAX_BYTES.document, MAX_BYTES.image));
  });

  it("files only the sender's own fresh upload, with a known category and a short note", async () => {
    const theirs = await uploadFile('dealer2', pdf(), 'theirs.pdf');
    const taken = await ask('dealer', CREATE, { f: theirs.file.id, c: 'contract' });
    expect(taken.data!.createUpload.code).toBe('I001');
    expect(taken.data!.createUpload.userErrors[0].messageKey).toBe('upload-area:errors.file_not_yours');
    const mine = await uploadFile('dealer', pdf(), 'mine.pdf');
    const bad = await ask('dealer', CREATE, { f: mine.file.id, c: 'holiday', n: 'x'.repeat(201) });
    expect(bad.data!.createUpload.userErrors.map((e: Json) => e.messageKey).sort()).toEqual([
      'upload-area:errors.category_unknown',
      'upload-area:errors.note_too_long',
    ]);
    expect(await db.selectFrom('uploads').select('id').where('fileId', 'in', [theirs.file.id, mine.file.id]).execute()).toEqual([]);
  });
});

describe('who reads, downloads and deletes uploads', () => {
  it("a dealer lists only their company's uploads and cannot download or delete another dealer's", async () => {
    const contract = await send('dealer', pdf(), 'signed-contract.pdf', 'contract', 'Signed by the owner');
    const shop = await send('dealer2', await png(), 'shop-front.png', 'shop_photo');

    const mine = await uploadsOf('dealer');
    expect(mine.map((u) => u.id)).toContain(contract);
    expect(mine.map((u) => u.id)).not.toContain(shop);
    expect(mine.every((u) => u.custName === dealerCustomer.name)).toBe(true);
    const row = mine.find((u) => u.id === contract)!;
    expect(row).toMatchObject({
      category: 'contract',
      note: 'Signed by the owner',
      fileName: 'signed-contract.pdf',
      kind: 'document',
      mayDelete: true,
    });
    expect(row.size).toBe(pdf().byteLength);
    expect(codes(await ask('dealer', LIST, { c: dealer2Customer.id }))).toEqual(['U002']);

    // Their own file comes back byte for byte, by token and by the signed address the list gave.
    const own = await download(await fileIdOf(contract), 'dealer');
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await own.arrayBuffer()).equals(pdf())).toBe(true);
    expect((await portal.request(row.downloadUrl)).status).toBe(200);

    // Another dealer's file: as missing as an id that does not exist; deleting it changes nothing.
    expect((await download(await fileIdOf(shop), 'dealer')).status).toBe(404);
    expect((await download(await fileIdOf(contract), 'dealer2')).status).toBe(404);
    expect(codes(await ask('dealer', DELETE, { id: shop }))).toEqual(['N001']);
    expect(await db.selectFrom('uploads').select('id').where('id', '=', shop).executeTakeFirst()).toBeTruthy();
  });

  it('a dealer deletes their own upload, and its stored bytes are gone', async () => {
    const id = await send('dealer', await png(), 'old-shop.png', 'shop_photo');
    const file = await db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', await fileIdOf(id))
      .executeTakeFirstOrThrow();
    const keys = [file.oriKey, file.thumbnailKey, file.medKey].filter((k): k is string => !!k);
    expect(keys.length).toBe(3);
    for (const key of keys) expect(await storage.get(key)).not.toBeNull();

    const body = await ask('dealer', DELETE, { id });
    expect(body.data?.deleteUpload.message.status, JSON.stringify(body)).toBe(true);
    expect(await db.selectFrom('uploads').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('files').select('id').where('id', '=', file.id).executeTakeFirst()).toBeUndefined();
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    expect((await download(file.id, 'dealer')).status).toBe(404);
    expect((await uploadsOf('dealer')).map((u) => u.id)).not.toContain(id);
  });

  it('a sales rep sees the uploads of their dealers only, and neither deletes nor sends one', async () => {
    const ours = await send('dealer', pdf(), 'for-the-rep.pdf', 'contract');
    const outside = await send('dealer2', pdf(), 'outside.pdf', 'other');

    const seen = await uploadsOf('sales');
    expect(seen.map((u) => u.id)).toContain(ours);
    expect(seen.map((u) => u.id)).not.toContain(outside);
    expect(seen.find((u) => u.id === ours)).toMatchObject({ custName: dealerCustomer.name, mayDelete: false });
    // Narrowed to the dealer; another dealer outside the rep's areas is refused.
    expect((await uploadsOf('sales', dealerCustomer.id)).every((u) => u.custName === dealerCustomer.name)).toBe(true);
    expect(codes(await ask('sales', LIST, { c: dealer2Customer.id }))).toEqual(['U002']);
    const customers = (await ask('sales', '{ uploadCustomers { id name } }')).data!.uploadCustomers as Json[];
    expect(customers.map((c) => c.id)).toContain(dealerCustomer.id);
    expect(customers.map((c) => c.id)).not.toContain(dealer2Customer.id);

    // The rep downloads the dealer's file, but may not delete it; the dealer2 file stays out of reach.
    expect((await download(await fileIdOf(ours), 'sales')).status).toBe(200);
    expect((await download(await fileIdOf(outside), 'sales')).status).toBe(404);
    expect(codes(await ask('sales', DELETE, { id: ours }))).toEqual(['U002']);
    expect(codes(await ask('sales', DELETE, { id: outside }))).toEqual(['N001']);
    expect(await db.selectFrom('uploads').select('id').where('id', 'in', [ours, outside]).execute()).toHaveLength(2);

    const file = await uploadFile('sales', pdf(), 'rep.pdf');
    expect(codes(await ask('sales', CREATE, { f: file.file.id, c: 'other' }))).toEqual(['U002']);
  });

  it('pages on the server, newest first', async () => {
    for (let i = 0; i < 11; i++) await send('dealer2', pdf(), `page-${i}.pdf`);
    const total = Number(
      (
        await db
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('customerId', '=', dealer2Customer.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(total).toBeGreaterThan(10);
    const first = (await ask('dealer2', LIST, { p: 1, l: 10 })).data!.uploads;
    expect(first.info).toEqual({ page: 1, limit: 10, count: total, pageTotal: Math.ceil(total / 10) });
    expect(first.uploads).toHaveLength(10);
    expect(first.uploads[0].fileName).toBe('page-10.pdf');
    const second = (await ask('dealer2', LIST, { p: 2, l: 10 })).data!.uploads;
    expect(second.uploads).toHaveLength(Math.min(10, total - 10));
    const ids = [...first.uploads, ...second.uploads].map((u: Json) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
