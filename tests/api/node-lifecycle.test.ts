import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed/index.ts';
import { type PortalFiles, preparePortalFiles, ServerProcess, stopEverything } from './server-processes.ts';

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

describe("a node's health, readiness and stop", () => {
  it('answers that it lives and is ready while it runs', async () => {
    node = await ServerProcess.start(files!, { DRAIN_SECONDS: '4' });
    const live = await node.get('/healthz');
    expect(live.status).toBe(200);
    expect(JSON.parse(live.text)).toEqual({ status: 'live' });
    const ready = await node.get('/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({ status: 'ready' });
    // From the node's own machine its counters are open (METRICS_ALLOW's default), its statements timed among them.
    const counters = await node.get('/metrics');
    expect(counters.status).toBe(200);
    const statements = counters.text.split('\n').find((l) => l.startsWith('portal_database_query_seconds_count{outcome="done"} '));
    expect(Number(statements?.split(' ')[1])).toBeGreaterThan(0);
    expect(counters.text).toMatch(/^portal_outbox_waiting\{outbox="erp"\} \d+$/m);
    expect(counters.text).toMatch(/^portal_outbox_waiting\{outbox="consumer_accounts"\} \d+$/m);
  });

  it('on SIGTERM fails readiness, serves on while draining, finishes a request still in flight once its listener is closed, and ends', async () => {
    // A sign-in in flight: its body's second part is sent only once the node has closed its listener.
    const inFlight = node.postInTwoParts('/login', JSON.stringify({ username: 'dealer', password: DEMO_PASSWORD }));
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
