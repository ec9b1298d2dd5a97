import './node-env.ts';
import { serve } from '@hono/node-server';
import { startErpTimer } from './adapters/erp/timer.ts';
import { portalErpHooks } from './erp.ts';
import { startConsumerAccountsTimer } from './adapters/consumer-accounts/timer.ts';
import { vapidKeys } from './adapters/push/index.ts';
import { storageFor } from './adapters/storage/index.ts';
import { createApp } from './app.ts';
import { openDatabase } from './db/index.ts';
import { prepareDatabase } from './db/prepare.ts';
import { bannerLogins, DEMO_PASSWORD } from './db/seed/index.ts';
import { readEnv } from './env.ts';
import { consoleAsLog } from './platform/log.ts';
import { countStatement, watchOutboxes } from './platform/metrics.ts';
import { outboxLengths } from './outboxes.ts';
import { startPaymentTimer } from './payments/timer.ts';
import { startAuditRetention } from './audit/retention.ts';
import { startUploadCleanup } from './files/cleanup.ts';
import { startDownloadJobs } from './download-area/jobs.ts';
import { startListReorders } from './shopping-lists/reorders.ts';
import { mailerFor } from './adapters/mail/index.ts';

/** Entry point: reads env, opens and migrates the database, seeds an empty one, makes the push keys, listens. */
// What the node writes from here on are JSON log lines (LOG_LEVEL), but for the banner.
consoleAsLog();
const env = readEnv();
const db = await openDatabase(env.databaseUrl, { readWorkers: env.readWorkers, log: countStatement });
const storage = storageFor(env);
// Several nodes starting at once: one migrates and seeds, the others wait for it (a lock on PostgreSQL).
await prepareDatabase(db, env.seedSize, storage, () => console.log(`Seeding demo data (size ${env.seedSize})...`));
vapidKeys(env);

// GET /metrics counts what waits in the outboxes when it is asked.
watchOutboxes(() => outboxLengths(db));
const node = { draining: false };
const app = createApp({ db, env, storage, node });
const server = serve({ fetch: app.fetch, port: env.port, hostname: '0.0.0.0' }, ({ port }) => {
  // The banner is for the person who started the portal: plain lines, not log lines.
  const banner = [
    '',
    `Dealer portal: http://localhost:${port}/`,
    `Other markets: http://{id,us,eu,my,sg,ca}.localhost:${port}/`,
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...bannerLogins.map((login) => `  ${login.username.padEnd(10)} ${login.description}`),
  ];
  process.stdout.write(`${banner.join('\n')}\n`);
});

// Clients (browsers, proxies, test runners) reuse idle connections: a server closing them sooner than the client
// expects fails the next request on that socket with ECONNRESET. Hold them longer than proxies commonly do (60 s).
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

// The built-in ERP moves orders along while the server runs (ERP_TICK_SECONDS, 0 turns it off).
const stopErp = startErpTimer(db, portalErpHooks);
// Warranty registrations go to the brand's consumer account system (CONSUMER_ACCOUNTS_TICK_SECONDS, 0 turns it off).
const stopConsumerAccounts = startConsumerAccountsTimer(db);
// Gateway calls left unanswered are sent again; virtual accounts nobody paid expire on time, their invoices open again.
const stopPayments = startPaymentTimer(db, env.tokenSecret);
// Audit rows older than AUDIT_RETENTION_DAYS go, at start when due and once a day.
const stopAudit = startAuditRetention(db);
// Uploads no form saved within a day go, with their stored files.
const stopUploads = startUploadCleanup(db, storage);
// Download-area reports are built in the background; those queued or cut off before a restart run now.
const stopDownloads = startDownloadJobs(db, storage);
// Shopping lists set to repeat are placed on their day, once per cluster.
const stopReorders = startListReorders({ db, env, storage, mail: mailerFor(env.dataDir) });

// Periodic work runs once per cluster (api/jobs): a node stopping finishes and hands back the task it holds.
// SIGTERM (a balancer's or an orchestrator's stop) drains first: /readyz answers 503 while the node goes on serving for
// DRAIN_SECONDS, so the balancer stops sending it requests; then the listener closes, the requests in flight finish,
// the periodic work hands back its leases and the process ends. SIGINT (Ctrl-C) skips the wait.
let stopping = false;
const stop = async (drainSeconds: number) => {
  if (stopping) return;
  stopping = true;
  node.draining = true;
  if (drainSeconds > 0) {
    console.log(`Stopping: draining for ${drainSeconds} s`);
    await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
  }
  server.close(() =>
    Promise.all([stopErp(), stopConsumerAccounts(), stopPayments(), stopAudit(), stopUploads(), stopDownloads(), stopReorders()])
      .then(() => db.destroy())
      .finally(() => process.exit(0)),
  );
  // A kept-alive connection that falls idle after its last answer is closed at once; whatever still runs after 30 s
  // is cut off rather than holding the stop.
  if ('closeIdleConnections' in server) {
    const http = server;
    setInterval(() => http.closeIdleConnections(), 200).unref();
    setTimeout(() => http.closeAllConnections(), 30_000).unref();
  }
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(env.drainSeconds ?? 0));
