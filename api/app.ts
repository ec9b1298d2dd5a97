import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { type Mailer, mailerFor } from './adapters/mail/index.ts';
import { storageFor } from './adapters/storage/index.ts';
import type { FileStorage } from './files/storage.ts';
import type { Database } from './db/index.ts';
import type { Env } from './env.ts';
import { knownHostnames, resolveHost } from './config/service.ts';
import { acceptedLocale } from './data-texts/texts.ts';
import { requestHost } from './http/client.ts';
import { healthRoutes, type NodeState } from './http/health.ts';
import { countRequest, metricsRoutes } from './http/metrics.ts';
import { requestLog } from './http/request-log.ts';
import { originAllowed, requestScheme } from './http/origin.ts';
import { contentRoutes } from './content/http.ts';
import { sessionCheck } from './auth/guard.ts';
import { graphqlRoutes } from './http/graphql.ts';
import { manifestRoutes } from './http/manifests.ts';
import { paymentRoutes } from './payments/http.ts';
import { productImageRoutes } from './catalog/http.ts';
import { pushRoutes } from './account/push-http.ts';
import { reportRoutes } from './orders/http.ts';
import { retailSalesRoutes } from './retail-sales/http.ts';
import { serverConfigRoutes } from './http/server-config.ts';
import { sessionRoutes } from './account/session-http.ts';
import { isStaticFile, staticRoutes } from './http/static.ts';
import type { AppEnv } from './http/types.ts';
import { errorBody } from './http/types.ts';
import { userRoutes } from './account/http.ts';
import { userAdminRoutes } from './users/http.ts';
import { fileRoutes, rawUploadRoutes } from './files/http.ts';
import { downloadAreaRoutes } from './download-area/http.ts';

/**
 * Sets a header on the answer a route already gave. Hono's `c.header` would copy that answer into a new, stream-backed
 * Response first (a measurable share of a small request); the answer's own headers take the change as they are.
 */
function headerAfter(c: Context<AppEnv>, name: string, value: string, append = false) {
  try {
    if (append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, { append }); // Immutable headers (a fetched Response): take the copy.
  }
}

/**
 * The whole server as one fetch handler: tests call `app.fetch(request)` without a port, server.ts listens.
 * Files go to DATA_DIR/uploads and mail to DATA_DIR/outbox unless another storage or mailer is given.
 */
export function createApp({
  db,
  env,
  storage = storageFor(env),
  mail = mailerFor(env.dataDir),
  node = { draining: false },
}: {
  db: Database;
  env: Env;
  storage?: FileStorage;
  mail?: Mailer;
  /** This node's state for /readyz: server.ts marks it draining on SIGTERM. */
  node?: NodeState;
}) {
  const production = env.mode === 'production';

  const app = new Hono<AppEnv>();
  app.use('*', requestLog);
  app.use('*', countRequest);
  // A balancer's checks: answered before every other step of a request (they carry no origin, host or session).
  app.route('/', healthRoutes(db, node));
  // HSTS is set below, only on answers to requests that came over TLS.
  app.use('*', secureHeaders({ contentSecurityPolicy: undefined, crossOriginEmbedderPolicy: false, strictTransportSecurity: false }));
  app.use('*', async (c, next) => {
    await next();
    if (requestScheme(c.req.raw, env.trustProxy) === 'https:') c.header('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
  });
  // CORS limited to the page's own origin and the portal's own hosts; a browser on any other origin is refused
  // before anything runs. The built app's files are public and need no check (module scripts send an Origin).
  app.use('*', async (c, next) => {
    const origin = c.req.header('origin');
    if (!origin || ((c.req.method === 'GET' || c.req.method === 'HEAD') && isStaticFile(env.distDir, c.req.path))) return next();
    if (!originAllowed(origin, c.req.raw, env.trustProxy, await knownHostnames(db)))
      return c.json(errorBody('U002', 'Origin not allowed'), 403);
    await next();
  });
  const corsHeaders = cors({
    origin: (origin) => origin,
    credentials: true,
    allowHeaders: ['authorization', 'content-type', 'x-graphql-yoga-csrf'],
    maxAge: 600,
  });
  // Only a request with an Origin needs CORS headers. Setting them before the route answers makes Hono copy the
  // answer into a second, stream-backed Response: a measurable share of every same-origin request's cost.
  app.use('*', async (c, next) => {
    if (c.req.header('origin')) return corsHeaders(c, next);
    await next();
    headerAfter(c, 'Vary', 'Origin', true);
  });
  // Tokens and the signed-in user's record are never kept by a browser or proxy cache.
  for (const route of ['/login', '/refresh-token', '/user', '/change-cust/*']) {
    app.use(route, async (c, next) => {
      await next();
      headerAfter(c, 'Cache-Control', 'no-store');
    });
  }
  // A client that takes no compressed answer (API clients, proxies that compress themselves) skips the compressor,
  // whose `c.header` would copy the answer into a stream-backed Response for nothing.
  const compressed = compress();
  app.use('*', async (c, next) => {
    if (c.req.header('accept-encoding')) return compressed(c, next);
    await next();
    headerAfter(c, 'Vary', 'Accept-Encoding', true);
  });
  app.use('*', async (c, next) => {
    c.set('ctx', {
      db,
      env,
      storage,
      mail,
      host: await resolveHost(db, requestHost(c.req.raw, env.trustProxy)),
      actor: null,
      readerLanguage: acceptedLocale(c.req.header('accept-language')),
    });
    await next();
  });

  app.route('/', sessionRoutes);
  app.route('/', userRoutes);
  app.route('/', serverConfigRoutes);
  app.route('/', contentRoutes);
  app.route('/', productImageRoutes);
  app.route('/', pushRoutes);
  app.route('/', manifestRoutes);
  app.route('/', reportRoutes);
  app.route('/', retailSalesRoutes);
  app.route('/', paymentRoutes);
  app.route('/', userAdminRoutes);
  app.route('/', fileRoutes(sessionCheck));
  app.route('/', downloadAreaRoutes);
  app.route('/', rawUploadRoutes(sessionCheck));
  app.route('/', graphqlRoutes(env, sessionCheck));
  app.route('/', metricsRoutes(env.metricsAllow ?? []));
  app.route('/', staticRoutes(env.distDir));

  app.onError((err, c) => {
    console.error(err);
    return c.json(errorBody('INT', production ? 'Something went wrong' : String(err)), 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
