import { type Context, Hono, type Next } from 'hono';
import { routePath } from 'hono/route';
import { httpDuration, httpRequests, metrics } from '../platform/metrics.ts';
import { clientAddress } from './client.ts';
import type { AppEnv } from './types.ts';

/** Times and counts every request by the route pattern that answered it (a file or a page of the app: 'static'). */
export async function countRequest(c: Context<AppEnv>, next: Next) {
  const started = performance.now();
  await next();
  const pattern = routePath(c, c.req.routeIndex);
  const route = pattern === '*' || pattern === '/*' ? 'static' : pattern;
  httpRequests.inc({ route, method: c.req.method, status: String(c.res.status) });
  httpDuration.observe({ route, method: c.req.method }, (performance.now() - started) / 1000);
}

/**
 * GET /metrics for a Prometheus scraper: only from the addresses METRICS_ALLOW lists (the client's address as
 * api/http/client.ts reads it, so a request through a trusted proxy counts as its real client's); 403 for any other.
 */
export const metricsRoutes = (allowed: readonly string[]) =>
  new Hono<AppEnv>().get('/metrics', async (c) => {
    if (!allowed.includes(clientAddress(c))) return c.text('Forbidden', 403);
    return c.body(await metrics.metrics(), 200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
  });
