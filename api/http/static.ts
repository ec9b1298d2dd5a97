import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './types.ts';

/**
 * The built app: hashed assets cached for a year, anything else that looks like a page gets index.html so the
 * browser router takes over (history-mode routing).
 */
export function staticRoutes(distDir: string) {
  const root = path.relative(process.cwd(), distDir) || '.';
  const indexFile = path.join(distDir, 'index.html');
  return new Hono<AppEnv>()
    .use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    })
    .use('*', serveStatic({ root }))
    .get('*', (c) => {
      if (!fs.existsSync(indexFile)) return c.text('The app is not built yet: run `npm run build`.', 503);
      if (path.extname(c.req.path)) return c.notFound();
      c.header('Cache-Control', 'no-cache');
      return c.html(fs.readFileSync(indexFile, 'utf8'));
    });
}
