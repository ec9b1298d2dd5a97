import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed/index.ts';
import { type Answer, type PortalFiles, preparePortalFiles, ServerProcess, stopEverything } from './server-processes.ts';

// A node's answers to a load balancer (GET /healthz, GET /readyz) and its stop on SIGTERM: readiness fails first, the
// node serves on while a balancer would notice, closes its listener, finishes what is in flight, and ends.
let files: PortalFiles | null = null;
// One node, live and ready first, then stopped (DRAIN_SECONDS is the time the second test has to look at it draining).
let node: ServerProcess;
beforeAll(async () => {
  files = await preparePortalFiles();
}, 120_000);
afterAll(() => stopEverything(files));

/** Asks until `holds` answers true: the state a step waits for, never a length of time. */
async function until(holds: () => Promise<boolean>) {
  while (!(await holds())) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A sign-in whose body arrives in two parts: the node cannot answer it before `finish`. */
function signInInTwoParts(port: number) {
  const body = JSON.stringify({ username: 'dealer', password: DEMO_PASSWORD });
  const half = Math.floor(body.length / 2);
  let finish: () => void = () => undefined;
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/login',
        agent: false,
        headers: { host: 'localhost', 'content-type': 'application/json', 'content-length': String(body.length) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, half));
    finish = () => void req.end(body.slice(half));
  });
  return { answer, finish: () => finish() };
}

describe("a node's health, readiness and stop", () => {
  it('answers that it lives and is ready while it runs', async () => {
    node = await ServerProcess.start(files!, { DRAIN_SECONDS: '4' });
    const live = await node.get('/healthz');
    expect(live.status).toBe(200);
    expect(JSON.parse(live.text)).toEqual({ status: 'live' });
    const ready = await node.get('/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({ status: 'ready' });
  });

  it('on SIGTERM fails readiness, serves on while draining, finishes a request still in flight once its listener is closed, and ends', async () => {
    const inFlight = signInInTwoParts(node.port);
    node.child.kill('SIGTERM');

    await until(async () => (await node.get('/readyz')).status === 503);
    expect(JSON.parse((await node.get('/readyz')).text)).toEqual({ status: 'draining' });
    // Still serving: the process lives, and a request that still comes is answered.
    expect((await node.get('/healthz')).status).toBe(200);
    expect((await node.get('/server/status')).status).toBe(200);

    // Drained: the listener is closed (a new connection is refused), the request in flight is not cut off.
    await until(() =>
      node.get('/healthz').then(
        () => false,
        () => true,
      ),
    );
    inFlight.finish();
    const signedIn = await inFlight.answer;
    expect(signedIn.status).toBe(200);
    expect(JSON.parse(signedIn.text)).toHaveProperty('requestToken');
    expect(await node.exited).toBe(0);
  });
});
