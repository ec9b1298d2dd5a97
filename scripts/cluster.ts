import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { bannerLogins, DEMO_PASSWORD } from '../api/db/seed/index.ts';
import { startCluster } from './cluster/index.ts';

/**
 * `npm run cluster`: two API nodes on one PostgreSQL (DATABASE_URL, or a throwaway server of its own) behind
 * HAProxy on PORT (deploy/haproxy.cfg). Builds the app first when dist/ is older than its sources (not with DIST_DIR or
 * --no-build). NODES sets how many nodes; CLUSTER_VERBOSE=1 shows each node's own output; CLUSTER_STORAGE=s3 keeps the
 * files in object storage (the bucket S3_BUCKET names, else a throwaway S3-compatible server) instead of DATA_DIR.
 */
const sources = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const newest = (entry: string): number => {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))));
};

if (!process.env.DIST_DIR && !process.argv.includes('--no-build')) {
  const builtAt = fs.existsSync('dist/index.html') ? fs.statSync('dist/index.html').mtimeMs : 0;
  if (builtAt < Math.max(...sources.map(newest))) {
    console.log('Building the app...');
    await build({ logLevel: 'warn' });
  }
}

const size = process.env.SEED_SIZE ?? 'demo';
if (size !== 'small' && size !== 'demo' && size !== 'large') throw new Error(`SEED_SIZE must be small, demo or large, not ${size}`);
const cluster = await startCluster({
  port: Number(process.env.PORT ?? 3000),
  nodes: Number(process.env.NODES ?? 2),
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? 'data/runtime/cluster',
  seedSize: size,
  objectStorage: process.env.CLUSTER_STORAGE === 's3',
  quiet: !process.env.CLUSTER_VERBOSE,
  log: (line) => console.log(line),
});

console.log(`\nDealer portal (${cluster.nodes.length} API nodes on PostgreSQL behind HAProxy): ${cluster.url}`);
console.log(`Other markets: http://{id,us,eu,my,sg,ca}.localhost:${cluster.port}/`);
console.log(`Nodes: ${cluster.nodes.map((n) => `${n.name} on :${n.port}`).join(', ')}`);
if (cluster.objectStorage) console.log(`Files: object storage, bucket ${cluster.objectStorage}`);
console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
for (const login of bannerLogins) console.log(`  ${login.username.padEnd(10)} ${login.description}`);

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

// A node that exits is started again, as a supervisor would: meanwhile the balancer sends its share to the others, and
// takes it back once its /readyz answers. NODE_RESTART=0 leaves it down; one that dies at start three times is left down.
const restart = process.env.NODE_RESTART !== '0';
const quickDeaths = new Map<string, number>();
const startedAt = new Map(cluster.nodes.map((n) => [n.name, Date.now()]));
cluster.onNodeExit((node, code) => {
  const index = cluster.nodes.indexOf(node);
  const quick = Date.now() - (startedAt.get(node.name) ?? 0) < 30_000 ? (quickDeaths.get(node.name) ?? 0) + 1 : 0;
  quickDeaths.set(node.name, quick);
  const how = code === null ? `was killed (${node.child.signalCode})` : `exited with ${code}`;
  if (!restart || quick >= 3) {
    console.error(`${node.name} ${how}; the other nodes serve on without it${quick >= 3 ? ' (it keeps dying at start)' : ''}`);
    return;
  }
  console.error(`${node.name} ${how}; the other nodes serve on while it starts again`);
  startedAt.set(node.name, Date.now());
  cluster.restartNode(index).then(
    () => console.log(`${node.name} is back on :${node.port}`),
    (e: Error) => console.error(`${node.name} did not come back: ${e.message}`),
  );
});
