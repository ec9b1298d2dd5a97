import { type ChildProcess, spawn } from 'node:child_process';
import { startBalancer } from '../../scripts/cluster/balancer.ts';
import path from 'node:path';
import { BENCH_SECRET } from './portal-load.ts';
import { freePort } from '../../scripts/free-port.ts';

/** The API as the bench reaches it: one node, or several behind the cluster's balancer (HAProxy); `base` is where to send requests. */
export interface BenchServer {
  base: string;
  nodeBases: string[];
  stop(): Promise<void>;
}

/** A child process started with tsx as a loader; resolves with the first stdout line matching `ready`. */
function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: RegExp, children: ChildProcess[]): Promise<RegExpMatchArray> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = ready.exec(seen);
      if (match) resolve(match);
      if (seen.length > 10_000) seen = seen.slice(-1000);
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

/**
 * `nodes` API processes (api/server.ts, as in production: autocannon would otherwise share their event loop) on one
 * database and one DATA_DIR, already migrated and seeded; with more than one, HAProxy in front.
 * Each connection of a case stands for a dealer of its own, so the per-user fair share is lifted: it would measure
 * its own queue, not the database. `extraArgs` go to node (a CPU profile, say).
 */
export async function startNodes(options: {
  databaseUrl: string;
  dataDir: string;
  nodes: number;
  extraArgs?: string[];
  env?: NodeJS.ProcessEnv;
}): Promise<BenchServer> {
  const children: ChildProcess[] = [];
  const stopChildren = () =>
    Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  try {
    const ports = await Promise.all(
      Array.from({ length: options.nodes }, async () => {
        const port = await freePort();
        await startProcess(
          [...(options.extraArgs ?? []), 'api/server.ts'],
          {
            DATABASE_URL: options.databaseUrl,
            DATA_DIR: options.dataDir,
            PORT: String(port),
            NODE_ENV: 'production',
            TOKEN_SECRET: BENCH_SECRET,
            TRUST_PROXY: options.nodes > 1 ? '1' : '0',
            GRAPHQL_REQUESTS_PER_MINUTE: '100000000',
            GRAPHQL_RUNNING_PER_USER: '100',
            DRAIN_SECONDS: '0',
            GRAPHQL_WAITING_PER_USER: '1000',
            ...options.env,
          },
          /Dealer portal:/,
          children,
        );
        return port;
      }),
    );
    const nodeBases = ports.map((p) => `http://127.0.0.1:${p}`);
    if (options.nodes === 1)
      return {
        base: nodeBases[0],
        nodeBases,
        stop: async () => {
          await stopChildren();
        },
      };
    // The cluster's own balancer (HAProxy with deploy/haproxy.cfg), a process beside the nodes as in production.
    const balancer = await startBalancer(
      ports.map((p) => `127.0.0.1:${p}`),
      0,
      () => {},
    );
    return {
      base: `http://127.0.0.1:${balancer.port}`,
      nodeBases,
      stop: async () => {
        await balancer.close();
        await stopChildren();
      },
    };
  } catch (e) {
    await stopChildren();
    throw e;
  }
}
