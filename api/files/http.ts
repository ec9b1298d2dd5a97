import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { SignedInContext } from '../context.ts';
import { signedIn } from '../http/guard.ts';
import { type AppEnv, errorBody, type SessionCheck } from '../http/types.ts';
import { mayReadFile, validSignature } from './access.ts';
import { mayUploadFor, uploadPurpose } from './purposes.ts';
import { RENDITIONS, type RenditionName } from './renditions.ts';
import { fileMessages, fileView, isRefusal, keyOf, prepareFile, refusalText, storePrepared, type UploadRefusal } from './service.ts';
import { megabytes } from './sniff.ts';
import { volumeLeft, volumeRefusal, withVolume } from './volume.ts';

const contentTypeOf = (key: string, original: string) =>
  key.endsWith('.png') ? 'image/png' : key.endsWith('.jpg') ? 'image/jpeg' : original;

/**
 * GET /files/{id}/{rendition}: one rendition of a stored file, always as an attachment (an <img> or <video> still
 * shows it). Allowed with a signed address that a reader-checked field gave out, or with the bearer token of
 * someone who may read the file's owner. Without either it answers 401 whether or not the id exists; a reader
 * without the right gets the 404 of a missing id, so ids cannot be probed.
 */
export const fileRoutes = ({ readerOf }: SessionCheck) =>
  new Hono<AppEnv>().get('/files/:id/:rendition', async (c) => {
    const ctx = c.get('ctx');
    const id = Number(c.req.param('id'));
    const rendition = c.req.param('rendition') as RenditionName;
    const notFound = () => c.json(errorBody('N001', 'File not found'), 404);
    if (!Number.isInteger(id) || id < 1 || !RENDITIONS.includes(rendition)) return notFound();
    // Who asks is settled before the file is looked up, so a missing id and one without rights answer alike.
    const signed = validSignature(ctx.env.tokenSecret, id, rendition, c.req.query('exp'), c.req.query('sig'));
    let reader: SignedInContext | null = null;
    if (!signed) {
      reader = await readerOf(c);
      if (!reader) return c.json(errorBody('U001', 'Not signed in'), 401);
    }
    const file = await ctx.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
    if (!file) return notFound();
    const allowed = signed || (!!reader && (await mayReadFile(reader, file)));
    const key = keyOf(file, rendition);
    const bytes = allowed && key ? await ctx.storage.get(key) : null;
    if (!bytes) return notFound();
    const ext = key!.split('.').pop();
    const stem = file.fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
    const name = rendition === 'ori' ? file.fileName : `${stem}-${rendition}.${ext}`;
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': contentTypeOf(key!, file.contentType),
      'Content-Disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      // Private: a signed address is a reader's own; it expires within two hours anyway.
      'Cache-Control': 'private, max-age=3600',
    });
  });

/**
 * Streams the body into `file`, given up as soon as it passes the cap (a sender may leave out or understate its length):
 * answers the bytes written, or null past the cap. Only one chunk is in memory at a time.
 */
async function bodyToFile(body: ReadableStream<Uint8Array> | null, file: string, cap: number): Promise<number | null> {
  const out = await fs.open(file, 'wx', 0o600);
  let size = 0;
  try {
    if (!body) return 0;
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > cap) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      await out.write(value);
    }
    return size;
  } finally {
    await out.close();
  }
}

/** Where bodies are streamed before they are checked: beside the uploads, on disk (a RAM-backed /tmp would defeat it). */
const incomingDir = (dataDir: string) => path.join(dataDir, 'incoming');
const sweptDirs = new Set<string>();

/** A fresh path for one body; the first upload of a process removes what a stopped one left there over a day ago. */
async function incomingFile(dataDir: string): Promise<string> {
  const dir = incomingDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  if (!sweptDirs.has(dir)) {
    sweptDirs.add(dir);
    const dayAgo = Date.now() - 86_400_000;
    for (const name of await fs.readdir(dir)) {
      const stale = path.join(dir, name);
      const stat = await fs.stat(stale).catch(() => null);
      if (stat && stat.mtimeMs < dayAgo) await fs.rm(stale, { force: true });
    }
  }
  return path.join(dir, `${randomUUID()}.part`);
}

/** A refused upload in the shape of the uploadFile mutation's answer, with the key the browser translates it by. */
const refusalAnswer = (refusal: UploadRefusal) => {
  const text = refusalText(refusal);
  return {
    message: { status: false, description: text },
    code: fileMessages[refusal.reason].code,
    file: null,
    userErrors: [
      {
        field: 'file',
        message: text,
        messageKey: fileMessages[refusal.reason].key,
        params: Object.entries(refusal.params).map(([name, value]) => ({ name, value: String(value) })),
      },
    ],
  };
};

export const RAW_UPLOAD_ROUTE = '/api/files/:purpose';

/**
 * POST /api/files/{purpose}: one file as the raw request body, its name in X-File-Name, for a purpose whose files
 * are larger than a GraphQL request carries (visit photos: up to 100 MB each, spec 2 §5). The same pipeline as the
 * uploadFile mutation (type read from the bytes, the purpose's rules, renditions, generated names); the domain's save
 * then attaches the returned id. A declared length over the cap, or over what is left of the user's daily volume, is
 * refused before a byte is read, and a body that grows past the cap is cut off. The body goes to a file on disk, and
 * the type, renditions and stored original are read from there, so a 100 MB photo never sits in memory whole.
 */
export const rawUploadRoutes = ({ requireActor }: SessionCheck) =>
  new Hono<AppEnv>().use(RAW_UPLOAD_ROUTE, requireActor).post(RAW_UPLOAD_ROUTE, async (c) => {
    const ctx = signedIn(c);
    const purpose = uploadPurpose(c.req.param('purpose'));
    if (!purpose?.rawBody || !purpose.maxBytes) return c.json(errorBody('N001', 'No such upload purpose'), 404);
    if (!(await mayUploadFor(ctx, purpose))) return c.json(errorBody('U002', 'You may not upload files for this purpose'), 403);
    const tooLarge: UploadRefusal = { reason: 'tooLarge', params: { max: megabytes(purpose.maxBytes) } };
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (declared > purpose.maxBytes) return c.json(refusalAnswer(tooLarge), 413);
    // A user whose volume is spent is told before the body is read; the exact count comes once its size is known.
    const left = await volumeLeft(ctx);
    if (left <= 0 || declared > left) return c.json(refusalAnswer(volumeRefusal(ctx, left)), 429);
    let name = 'file';
    try {
      name = decodeURIComponent(c.req.header('x-file-name') ?? 'file') || 'file';
    } catch {
      /* a badly encoded name keeps the default */
    }
    const file = await incomingFile(ctx.env.dataDir);
    try {
      const size = await bodyToFile(c.req.raw.body, file, purpose.maxBytes);
      if (size === null) return c.json(refusalAnswer(tooLarge), 413);
      // Taken before the decoding, so concurrent uploads of one user count each other from the start.
      const stored = await withVolume(ctx, size, async (taken) => {
        const prepared = await prepareFile(file, name, purpose);
        return isRefusal(prepared) ? prepared : storePrepared(ctx.db, ctx.storage, prepared, ctx.actor.user.id, null, taken);
      });
      if (isRefusal(stored)) return c.json(refusalAnswer(stored), stored.reason === 'dailyVolume' ? 429 : 400);
      return c.json({
        message: { status: true, description: 'The file was uploaded' },
        code: null,
        userErrors: [],
        file: fileView(ctx.env.tokenSecret, stored),
      });
    } finally {
      await fs.rm(file, { force: true });
    }
  });
