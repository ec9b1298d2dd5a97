import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** One API node: api/server.ts in its own Node process (tsx as a loader, so a signal to its pid reaches the server). */
export interface ApiNode {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** `quiet` keeps the node's own start banner and log off stdout; its errors always show. */
export function startNode(name: string, port: number, env: NodeJS.ProcessEnv, quiet: boolean): ApiNode {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    if (quiet && stream === process.stdout) return;
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(`[${name}] ${line}\n`);
  };
  child.stdout!.on('data', prefix(process.stdout));
  child.stderr!.on('data', prefix(process.stderr));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, port, child, exited };
}

/** Waits until the node answers its status route; a node that exits first fails the start. */
export async function answering(node: ApiNode, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void node.exited.then(() => {
    gone = true;
  });
  for (;;) {
    if (gone) throw new Error(`${node.name} exited with ${node.child.exitCode} before answering`);
    const ok = await fetch(`http://127.0.0.1:${node.port}/server/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${node.name} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * SIGTERM (the node drains for the balancer, finishes its work and closes) or SIGINT (the same without the drain),
 * then SIGKILL should it hang.
 */
export async function stopNode(node: ApiNode, signal: 'SIGTERM' | 'SIGINT' = 'SIGTERM', graceMs = 15_000): Promise<void> {
  if (node.child.exitCode !== null || node.child.signalCode !== null) return;
  node.child.kill(signal);
  const timer = setTimeout(() => node.child.kill('SIGKILL'), graceMs);
  await node.exited;
  clearTimeout(timer);
}
