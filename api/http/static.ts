import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './types.ts';

/**
 * What the app's page may load and run: its own scripts only (the built index.html has no inline script, and a
 * stored announcement's HTML cannot run any), styles inline as well because antd writes its styles at run time,
 * pictures also from https addresses (banners and content may link outside pictures), nothing framing the page.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** A file of the built app (hashed assets, icons, the service worker): public, so it needs no origin check. */
export function isStaticFile(distDir: string, pathname: string): boolean {
  if (pathname.startsWith('/assets/')) return true;
  try {
    const file = path.join(distDir, path.normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, ''));
    return file.startsWith(distDir + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}

/**
 * The built app: hashed assets cached for a year, anything else that looks like a page gets index.html so the
 * browser router takes over (history-mode routing).
 */
export function staticRoutes(distDir: string) {
  const root = path.relative(process.cwd(), distDir) || '.';
  const indexFile = path.join(distDir, 'index.html');
  return (
    new Hono<AppEnv>()
      .use('/assets/*', async (c, next) => {
        await next();
        if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      })
      // The page itself, whether served as / (index.html) or for a route of the app.
      .use('*', async (c, next) => {
        await next();
        if (c.res.headers.get('content-type')?.startsWith('text/html')) c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      })
      .use('*', serveStatic({ root }))
      .get('*', (c) => {
        if (!fs.existsSync(indexFile)) return c.text('The app is not built yet: run `npm run build`.', 503);
        if (path.extname(c.req.path)) return c.notFound();
        c.header('Cache-Control', 'no-cache');
        return c.html(fs.readFileSync(indexFile, 'utf8'));
      })
  );
}
