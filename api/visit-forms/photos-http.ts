import { Hono } from 'hono';
import { VISIT_PHOTO_MAX_BYTES } from '../../src/rules/visit-forms.ts';
import { fileMessages, fileView, isRefusal, prepareBytes, storePrepared, type UploadRefusal } from '../files/service.ts';
import { megabytes } from '../files/sniff.ts';
import { requireActor, signedIn } from '../http/guard.ts';
import { type AppEnv, errorBody } from '../http/types.ts';
import { qualifies } from './access.ts';

export const VISIT_PHOTO_ROUTE = '/api/visit-forms/photos';

const tooLarge: UploadRefusal = { reason: 'tooLarge', params: { max: megabytes(VISIT_PHOTO_MAX_BYTES) } };

/** The body, read chunk by chunk and given up as soon as it passes the cap (a sender may leave out or understate its length). */
async function boundedBody(body: ReadableStream<Uint8Array> | null, cap: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return bytes;
}

const answer = (refusal: UploadRefusal) => {
  const { message, key } = fileMessages[refusal.reason];
  const text = Object.entries(refusal.params).reduce<string>((t, [k, v]) => t.replace(`{{${k}}}`, String(v)), message);
  return {
    message: { status: false, description: text },
    code: 'I001',
    file: null,
    userErrors: [
      {
        field: 'file',
        message: text,
        messageKey: key,
        params: Object.entries(refusal.params).map(([name, value]) => ({ name, value: String(value) })),
      },
    ],
  };
};

/**
 * POST /api/visit-forms/photos: one visit photo (spec 2 §5: up to 100 MB each) as the raw request body, its name in
 * X-File-Name. GraphQL uploads stop at 25 MB, so photos have this route into the same file pipeline (type read from
 * the bytes, renditions, generated names); the form's save then attaches the returned id. A declared length over the
 * cap is refused before a byte is read, and a body that grows past it is cut off.
 */
export const visitPhotoRoutes = new Hono<AppEnv>().use(VISIT_PHOTO_ROUTE, requireActor).post(VISIT_PHOTO_ROUTE, async (c) => {
  const ctx = signedIn(c);
  if (!(await qualifies(ctx))) return c.json(errorBody('U002', 'Visit forms are for sales staff with sales areas'), 403);
  const declared = Number(c.req.header('content-length') ?? NaN);
  if (declared > VISIT_PHOTO_MAX_BYTES) return c.json(answer(tooLarge), 413);
  const bytes = await boundedBody(c.req.raw.body, VISIT_PHOTO_MAX_BYTES);
  if (!bytes) return c.json(answer(tooLarge), 413);
  let name = 'photo';
  try {
    name = decodeURIComponent(c.req.header('x-file-name') ?? 'photo') || 'photo';
  } catch {
    /* a badly encoded name keeps the default */
  }
  const prepared = await prepareBytes(bytes, name, ['image'], VISIT_PHOTO_MAX_BYTES);
  if (isRefusal(prepared)) return c.json(answer(prepared), 400);
  const stored = await storePrepared(ctx.db, ctx.storage, prepared, ctx.actor.user.id);
  return c.json({
    message: { status: true, description: 'The photo was uploaded' },
    code: null,
    userErrors: [],
    file: fileView(ctx.env.tokenSecret, stored),
  });
});
