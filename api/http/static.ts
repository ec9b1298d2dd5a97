import fs from 'node:fs';
import path from 'node:path';
import { type Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { HostConfig } from '../../src/rules/host-config.ts';
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

/** Where Google Analytics (gtag.js) loads from and reports to: allowed only on a host that has an analytics id. */
export const ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT_ORIGINS = [ANALYTICS_SCRIPT_ORIGIN, 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** The page's policy on one host: the base policy, plus the analytics origins only where the host configures analytics. */
export function contentSecurityPolicy(config: Pick<HostConfig, 'googleAnalyticId'>): string {
  if (!config.googleAnalyticId) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' ${ANALYTICS_SCRIPT_ORIGIN}`).replace(
    "connect-src 'self'",
    `connect-src 'self' ${ANALYTICS_CONNECT_ORIGINS.join(' ')}`,
  );
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built page with the host's own title, description and keywords, so search engines and link previews read them. */
export function hostPage(html: string, config: Pick<HostConfig, 'webTitle' | 'webDescription' | 'webKeywords'>): string {
  const meta = [
    config.webDescription && `<meta name="description" content="${escapeAttribute(config.webDescription)}" />`,
    config.webKeywords && `<meta name="keywords" content="${escapeAttribute(config.webKeywords)}" />`,
  ].filter(Boolean);
  let page = config.webTitle ? html.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(config.webTitle)}</title>`) : html;
  if (meta.length) page = page.replace('</head>', `${meta.join('')}</head>`);
  return page;
}

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
  const page = (c: Context<AppEnv>) => {
    if (!fs.existsSync(indexFile)) return c.text('The app is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(hostPage(fs.readFileSync(indexFile, 'utf8'), c.get('ctx').host.config));
  };
  return (
    new Hono<AppEnv>()
      .use('/assets/*', async (c, next) => {
        await next();
        if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      })
      // The page itself, whether served as / (index.html) or for a route of the app.
      .use('*', async (c, next) => {
        await next();
        if (c.res.headers.get('content-type')?.startsWith('text/html')) {
          c.header('Content-Security-Policy', contentSecurityPolicy(c.get('ctx').host.config));
        }
      })
      // The page carries the host's own head, so it is never served as the plain file.
      .on(['GET', 'HEAD'], ['/', '/index.html'], (c) => page(c))
      // The build wrote each file also as brotli and gzip (vite.config.ts): the one the browser takes is sent as is.
      .use('*', serveStatic({ root, precompressed: true }))
      .get('*', (c) => {
        if (path.extname(c.req.path)) return c.notFound();
        return page(c);
      })
  );
}
