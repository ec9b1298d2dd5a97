import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { isSafeName } from '../adapters/storage/index.ts';
import { type AppEnv, errorBody } from '../http/types.ts';

const imageTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * GET /images/products/{file}: catalogue images (article_images.file_name, tag icons) from file storage under
 * products/. Public like the catalogue's pictures on any shop site; only plain names of an image type are read.
 */
export const productImageRoutes = new Hono<AppEnv>().get('/images/products/:file', async (c) => {
  const { storage } = c.get('ctx');
  const file = c.req.param('file');
  const type = imageTypes[file.split('.').pop()?.toLowerCase() ?? ''];
  const bytes = type && isSafeName(file) ? await storage.get(`products/${file}`) : null;
  if (!bytes) return c.json(errorBody('N001', 'Product image not found'), 404);
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  c.header('ETag', etag);
  // A product's drawing keeps its name for its life; a week of caching, then a cheap revalidation by ETag.
  c.header('Cache-Control', 'public, max-age=604800');
  // An SVG opened on its own runs in a sandbox with nothing to load.
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  c.header('Content-Type', type);
  return c.body(new Uint8Array(bytes));
});
