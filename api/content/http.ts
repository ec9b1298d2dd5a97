import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { resolveHost } from '../config/service.ts';
import { activeAnnouncements, bannerImage } from './service.ts';
import { type AppEnv, errorBody } from '../http/types.ts';

/** GET /active-announcements/{host} and GET /bnrs/image/{bannerFile} (spec 1 §7): public, read before and after sign-in. */
export const contentRoutes = new Hono<AppEnv>()
  .get('/active-announcements/:host', async (c) => {
    const { db } = c.get('ctx');
    const host = await resolveHost(db, c.req.param('host'));
    c.header('Cache-Control', 'no-cache');
    return c.json(await activeAnnouncements(db, host.config.sorg));
  })
  .get('/bnrs/image/:bannerFile', async (c) => {
    const { db, storage } = c.get('ctx');
    const image = await bannerImage(db, storage, c.req.param('bannerFile'));
    if (!image) return c.json(errorBody('N001', 'Banner image not found'), 404);
    const etag = `"${createHash('sha1').update(image.bytes).digest('base64url')}"`;
    c.header('ETag', etag);
    // A replaced image gets a new file name, so a day of caching only delays an image nobody links to any more.
    c.header('Cache-Control', 'public, max-age=86400');
    // An SVG opened on its own runs in a sandbox with nothing to load.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', image.type);
    return c.body(new Uint8Array(image.bytes));
  });
