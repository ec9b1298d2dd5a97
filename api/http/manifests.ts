import { Hono } from 'hono';
import { resolveHost } from '../config/service.ts';
import { APP_ICON_SIZES, appIconPng } from '../manifests/app-icon.ts';
import { manifestMapping, webManifest } from '../manifests/service.ts';
import { type AppEnv, errorBody } from './types.ts';

/** GET /manifests/mappingManifest.json, GET /manifests/{host}.webmanifest and the app icons they name (WEB_MANIFEST). */
export const manifestRoutes = new Hono<AppEnv>()
  .get('/manifests/mappingManifest.json', async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(await manifestMapping(c.get('ctx').db));
  })
  .get('/manifests/:file', async (c) => {
    const file = c.req.param('file');
    const hostname = file.endsWith('.webmanifest') ? file.slice(0, -'.webmanifest'.length) : '';
    const { db } = c.get('ctx');
    const host = hostname ? await resolveHost(db, hostname) : null;
    // Only a known host with manifests on: an unknown name would otherwise get the default host's.
    if (!host || host.hostname !== hostname || !host.config.features.WEB_MANIFEST)
      return c.json(errorBody('N001', 'No manifest for this host'), 404);
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    return c.body(JSON.stringify(webManifest(host.config)));
  })
  .get('/brand/:icon{app-icon(-maskable)?-[0-9]+\\.png}', (c) => {
    const match = /^app-icon(-maskable)?-(\d+)\.png$/.exec(c.req.param('icon'))!;
    const size = Number(match[2]);
    if (!(APP_ICON_SIZES as readonly number[]).includes(size)) return c.notFound();
    c.header('Cache-Control', 'public, max-age=604800');
    c.header('Content-Type', 'image/png');
    return c.body(new Uint8Array(appIconPng(size, !!match[1])));
  });
