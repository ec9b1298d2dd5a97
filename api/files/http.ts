import { Hono } from 'hono';
import { actorFor } from '../auth/session-check.ts';
import type { SignedInContext } from '../auth/context.ts';
import { bearerToken, readAccessToken } from '../auth/tokens.ts';
import { type AppEnv, errorBody } from '../http/types.ts';
import { mayReadFile, validSignature } from './access.ts';
import { RENDITIONS, type RenditionName } from './renditions.ts';
import { keyOf } from './service.ts';

const contentTypeOf = (key: string, original: string) =>
  key.endsWith('.png') ? 'image/png' : key.endsWith('.jpg') ? 'image/jpeg' : original;

/**
 * GET /files/{id}/{rendition}: one rendition of a stored file, always as an attachment (an <img> or <video> still
 * shows it). Allowed with a signed address that a reader-checked field gave out, or with the bearer token of
 * someone who may read the file's owner. Without either it answers 401 whether or not the id exists; a reader
 * without the right gets the 404 of a missing id, so ids cannot be probed.
 */
export const fileRoutes = new Hono<AppEnv>().get('/files/:id/:rendition', async (c) => {
  const ctx = c.get('ctx');
  const id = Number(c.req.param('id'));
  const rendition = c.req.param('rendition') as RenditionName;
  const notFound = () => c.json(errorBody('N001', 'File not found'), 404);
  if (!Number.isInteger(id) || id < 1 || !RENDITIONS.includes(rendition)) return notFound();
  // Who asks is settled before the file is looked up, so a missing id and one without rights answer alike.
  const signed = validSignature(ctx.env.tokenSecret, id, rendition, c.req.query('exp'), c.req.query('sig'));
  let reader: SignedInContext | null = null;
  if (!signed) {
    const claims = await readAccessToken(ctx.env.tokenSecret, bearerToken(c.req.header('authorization')) ?? '');
    const outcome = claims ? await actorFor(ctx.db, claims) : null;
    if (!outcome || 'error' in outcome) return c.json(errorBody('U001', 'Not signed in'), 401);
    reader = { ...ctx, actor: outcome.actor } as SignedInContext;
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
