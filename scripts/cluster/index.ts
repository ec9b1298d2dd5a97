import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { vapidKeys } from '../../api/adapters/push/index.ts';
import { storageIn } from '../../api/adapters/storage/index.ts';
import { openDatabase } from '../../api/db/index.ts';
import { prepareDatabase } from '../../api/db/prepare.ts';
import { readEnv } from '../../api/env.ts';
import { startThrowawayPostgres } from '../throwaway-postgres.ts';
import { freePort } from '../free-port.ts';
import { type ApiNode, answering, startNode, stopNode } from './nodes.ts';
import { startRoundRobinProxy } from './proxy.ts';

export interface ClusterOptions {
  /** Where the proxy listens (0: a free port). */
  port: number;
  /** How many API nodes (2 unless told). */
  nodes?: number;
  /** PostgreSQL to use; absent: a throwaway server of this cluster's own, removed when it stops. */
  databaseUrl?: string;
  /** Shared by every node: uploads, mail outbox, and the token and push keys when the environment gives none. */
  dataDir: string;
  seedSize: 'small' | 'demo' | 'large';
  /** Environment every node gets besides the shared one (timers, say). */
  env?: NodeJS.ProcessEnv;
  /** Keep the nodes' standard output (their start banners, logs) to themselves; their errors always show. */
  quiet?: boolean;
  log?: (line: string) => void;
}

export interface Cluster {
  url: string;
  port: number;
  databaseUrl: string;
  nodes: ApiNode[];
  /** Resolves when a node exits while the cluster runs (a crash): its name and exit code. */
  nodeExited: Promise<{ name: string; code: number | null }>;
  stop(): Promise<void>;
}

/** What a test or script beside the cluster needs to find it, written to DATA_DIR/cluster.json. */
export interface ClusterFile {
  url: string;
  databaseUrl: string;
  nodes: { name: string; port: number; pid: number }[];
}
export const clusterFile = (dataDir: string) => path.join(dataDir, 'cluster.json');

/** A database of the cluster's own on a fresh throwaway server (the `postgres` database stays for administration). */
async function throwawayDatabase() {
  const server = await startThrowawayPostgres();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  try {
    await admin.query('create database portal');
  } finally {
    await admin.end();
  }
  const url = new URL(server.url);
  url.pathname = '/portal';
  return { url: url.toString(), stop: server.stop };
}

/**
 * Two (or more) API nodes on one PostgreSQL behind a round-robin proxy on loopback, as an operator runs the portal
 * past one machine. The database is migrated and seeded once before any node starts, and every node gets the same
 * token key, push keys and DATA_DIR; the nodes trust the proxy's X-Forwarded-* headers.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
  };
  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      log('Starting a throwaway PostgreSQL server...');
      const throwaway = await throwawayDatabase();
      cleanups.push(throwaway.stop);
      databaseUrl = throwaway.url;
    }
    // Secrets are settled here, once: nodes starting side by side must not each make their own.
    const env = readEnv({ ...process.env, ...options.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_SIZE: options.seedSize });
    const push = vapidKeys(env);

    const db = await openDatabase(databaseUrl);
    try {
      await prepareDatabase(db, options.seedSize, storageIn(dataDir), () => log(`Seeding demo data (size ${options.seedSize})...`));
    } finally {
      await db.destroy();
    }

    const shared: NodeJS.ProcessEnv = {
      ...options.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_SIZE: options.seedSize,
      TOKEN_SECRET: env.tokenSecret,
      VAPID_PUBLIC_KEY: push.publicKey,
      VAPID_PRIVATE_KEY: push.privateKey,
      TRUST_PROXY: '1',
      // The round-robin proxy checks no node's readiness: a stopping node has no one to drain for.
      DRAIN_SECONDS: process.env.DRAIN_SECONDS ?? '0',
    };
    const nodes: ApiNode[] = [];
    for (let i = 1; i <= (options.nodes ?? 2); i++) nodes.push(startNode(`node ${i}`, await freePort(), shared, !!options.quiet));
    cleanups.push(async () => {
      await Promise.all(nodes.map((n) => stopNode(n)));
    });
    await Promise.all(nodes.map((n) => answering(n)));

    const proxy = await startRoundRobinProxy(
      nodes.map((n) => `http://127.0.0.1:${n.port}`),
      options.port,
    );
    cleanups.push(proxy.close);
    const url = `http://localhost:${proxy.port}/`;
    const file: ClusterFile = { url, databaseUrl, nodes: nodes.map((n) => ({ name: n.name, port: n.port, pid: n.child.pid! })) };
    fs.writeFileSync(clusterFile(dataDir), JSON.stringify(file, null, 2));

    let stopping = false;
    const nodeExited = Promise.race(nodes.map((n) => n.exited.then((code) => ({ name: n.name, code })))).then((exit) =>
      stopping ? new Promise<never>(() => {}) : exit,
    );
    return {
      url,
      port: proxy.port,
      databaseUrl,
      nodes,
      nodeExited,
      stop: async () => {
        stopping = true;
        await cleanUp();
      },
    };
  } catch (e) {
    await cleanUp();
    throw e;
  }
}
