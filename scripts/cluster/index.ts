import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { vapidKeys } from '../../api/adapters/push/index.ts';
import { storageFor } from '../../api/adapters/storage/index.ts';
import { openDatabase } from '../../api/db/index.ts';
import { prepareDatabase } from '../../api/db/prepare.ts';
import { readEnv } from '../../api/env.ts';
import { startThrowawayPostgres } from '../throwaway-postgres.ts';
import { startThrowawayS3 } from '../throwaway-s3.ts';
import { freePort } from '../free-port.ts';
import { startBalancer } from './balancer.ts';
import { type ApiNode, answering, startNode, stopNode } from './nodes.ts';

export interface ClusterOptions {
  /** Where the balancer listens (0: a free port). */
  port: number;
  /** How many API nodes (2 unless told). */
  nodes?: number;
  /** PostgreSQL to use; absent: a throwaway server of this cluster's own, removed when it stops. */
  databaseUrl?: string;
  /** Shared by every node: uploads, mail outbox, and the token and push keys when the environment gives none. */
  dataDir: string;
  /**
   * Files in object storage instead of DATA_DIR/uploads: a throwaway S3-compatible server of the cluster's own
   * (scripts/throwaway-s3.ts), unless the environment names a bucket (S3_BUCKET), which the nodes then use.
   */
  objectStorage?: boolean;
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
  /** The bucket the files are kept in (and where), when not in DATA_DIR. */
  objectStorage?: string;
  /** The nodes' processes as they are now: a restarted node's entry is its new process. */
  nodes: ApiNode[];
  /** Calls `listener` whenever a node exits while the cluster runs (a crash, a kill, a stop of that node alone). */
  onNodeExit(listener: (node: ApiNode, code: number | null) => void): void;
  /** Starts the node at `index` again on its port (it must have exited); resolves once it answers. */
  restartNode(index: number): Promise<ApiNode>;
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
 * Two (or more) API nodes on one PostgreSQL behind HAProxy on loopback (deploy/haproxy.cfg), as an operator runs the
 * portal past one machine. The database is migrated and seeded once before any node starts, and every node gets the
 * same token key, push keys and DATA_DIR; the nodes trust the balancer's X-Forwarded-* headers. A node that exits
 * leaves the others serving; `restartNode` brings it back on its port, where the balancer's checks find it again.
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
    let bucket: NodeJS.ProcessEnv = {};
    if (options.objectStorage && !process.env.S3_BUCKET) {
      log('Starting a throwaway S3-compatible server...');
      const s3 = await startThrowawayS3();
      cleanups.push(s3.stop);
      bucket = s3.env;
    }
    // Secrets are settled here, once: nodes starting side by side must not each make their own.
    const env = readEnv({
      ...process.env,
      ...options.env,
      ...bucket,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_SIZE: options.seedSize,
    });
    const push = vapidKeys(env);

    const db = await openDatabase(databaseUrl);
    try {
      await prepareDatabase(db, options.seedSize, storageFor(env), () => log(`Seeding demo data (size ${options.seedSize})...`));
    } finally {
      await db.destroy();
    }

    const shared: NodeJS.ProcessEnv = {
      ...options.env,
      ...bucket,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_SIZE: options.seedSize,
      TOKEN_SECRET: env.tokenSecret,
      VAPID_PUBLIC_KEY: push.publicKey,
      VAPID_PRIVATE_KEY: push.privateKey,
      TRUST_PROXY: '1',
    };
    const quiet = !!options.quiet;
    const nodes: ApiNode[] = [];
    for (let i = 1; i <= (options.nodes ?? 2); i++) nodes.push(startNode(`node ${i}`, await freePort(), shared, quiet));
    let stopping = false;
    // The whole cluster stops at once (SIGINT): there is no balancer left to drain for.
    cleanups.push(async () => {
      await Promise.all(nodes.map((n) => stopNode(n, 'SIGINT')));
    });
    await Promise.all(nodes.map((n) => answering(n)));

    const listeners: ((node: ApiNode, code: number | null) => void)[] = [];
    const watch = (node: ApiNode) =>
      void node.exited.then((code) => {
        if (!stopping) for (const listener of listeners) listener(node, code);
      });
    nodes.forEach(watch);

    const balancer = await startBalancer(
      nodes.map((n) => `127.0.0.1:${n.port}`),
      options.port,
      log,
    );
    cleanups.push(balancer.close);
    const url = `http://localhost:${balancer.port}/`;
    const writeFile = () => {
      const file: ClusterFile = { url, databaseUrl, nodes: nodes.map((n) => ({ name: n.name, port: n.port, pid: n.child.pid! })) };
      fs.writeFileSync(clusterFile(dataDir), JSON.stringify(file, null, 2));
    };
    writeFile();

    return {
      url,
      port: balancer.port,
      databaseUrl,
      objectStorage:
        env.objectStorage && `${env.objectStorage.bucket}${env.objectStorage.endpoint ? ` at ${env.objectStorage.endpoint}` : ''}`,
      nodes,
      onNodeExit: (listener) => listeners.push(listener),
      restartNode: async (index) => {
        const old = nodes[index];
        if (old.child.exitCode === null && old.child.signalCode === null) throw new Error(`${old.name} still runs`);
        const node = startNode(old.name, old.port, shared, quiet);
        nodes[index] = node;
        watch(node);
        await answering(node);
        writeFile();
        return node;
      },
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
