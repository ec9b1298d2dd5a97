import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { installDebianPackages } from '../debian-packages.ts';
import { freePort } from '../free-port.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The balancer's configuration as it ships for people who deploy; the cluster runs this very file. */
export const HAPROXY_CONFIG = path.join(ROOT, 'deploy/haproxy.cfg');

export interface Balancer {
  port: number;
  close(): Promise<void>;
}

const haproxyInstalled = () => {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * deploy/haproxy.cfg with one `server` line per node: the file names two (node-1, node-2, addresses from
 * PORTAL_NODE_1 and PORTAL_NODE_2); the first is repeated for as many as there are.
 */
export function balancerConfig(nodes: number, shipped = fs.readFileSync(HAPROXY_CONFIG, 'utf8')): string {
  const serverLine = /^(\s*)server node-(\d+) "\$\{PORTAL_NODE_\2\}"(.*)$/;
  const lines = shipped.split('\n');
  const first = lines.findIndex((l) => serverLine.test(l));
  if (first < 0) throw new Error('deploy/haproxy.cfg has no server line for PORTAL_NODE_1');
  const [, indent, , rest] = lines[first].match(serverLine)!;
  const servers = Array.from({ length: nodes }, (_, i) => `${indent}server node-${i + 1} "\${PORTAL_NODE_${i + 1}}"${rest}`);
  const others = lines.filter((l, i) => i < first || !serverLine.test(l));
  return [...others.slice(0, first), ...servers, ...others.slice(first)].join('\n');
}

/** Loopback on IPv4, and on IPv6 too where the machine has it (browsers may resolve *.localhost to either). */
async function loopbackBind(port: number): Promise<string> {
  const v6 = await new Promise<boolean>((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(0, '::1', () => probe.close(() => resolve(true)));
  });
  return v6 ? `127.0.0.1:${port},[::1]:${port}` : `127.0.0.1:${port}`;
}

/**
 * HAProxy from Debian's package (installed when missing) in front of the nodes (`host:port` each), on loopback at
 * `port` (0: a free one), run with the repository's deploy/haproxy.cfg: round robin, health checks on /readyz, a
 * request that reached no node sent to another. Answers once a request through it is answered. Its notices (a node
 * down or back) go to `log`.
 */
export async function startBalancer(
  nodes: string[],
  port: number,
  log: (line: string) => void = (line) => console.log(line),
): Promise<Balancer> {
  if (nodes.length === 0) throw new Error('startBalancer needs at least one node');
  if (!haproxyInstalled()) installDebianPackages("Installing Debian's haproxy for the cluster's balancer...", ['haproxy']);
  const at = port || (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-balancer-'));
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(config, balancerConfig(nodes.length));
  const addresses = Object.fromEntries(nodes.map((node, i) => [`PORTAL_NODE_${i + 1}`, node]));
  // -db: in the foreground, so it ends with this process's signal and its log lines come here.
  const child = spawn('haproxy', ['-db', '-f', config], {
    env: { ...process.env, PORTAL_BIND: await loopbackBind(at), ...addresses },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const take = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-10_000);
    for (const line of chunk.toString().split('\n')) if (line.trim()) log(`[balancer] ${line}`);
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`HAProxy exited with ${child.exitCode}:\n${output}`);
    }
    const answered = await fetch(`http://127.0.0.1:${at}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return { port: at, close };
    if (Date.now() > deadline) {
      await close();
      throw new Error(`HAProxy did not answer on ${at} within 20 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
