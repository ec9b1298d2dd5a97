import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed/index.ts';
import { type PortalFiles, preparePortalFiles, ServerProcess, stopEverything } from './server-processes.ts';

// A node's log: JSON lines with the request's id, which the response carries back; no password or token in them.
let files: PortalFiles | null = null;
let node: ServerProcess;
beforeAll(async () => {
  files = await preparePortalFiles();
  node = await ServerProcess.start(files, { LOG_LEVEL: 'info' });
}, 120_000);
afterAll(() => stopEverything(files));

/** A request with the headers given; answers its status and headers once it has ended. */
function ask(method: string, pathname: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: node.port, method, path: pathname, headers: { host: 'localhost', ...headers }, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The node's log lines so far (the banner, plain text for the person who started it, left out). */
const lines = () =>
  node.output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** Waits for the line a request left (it is written as the request ends), never for a length of time. */
async function lineOf(requestId: string) {
  for (;;) {
    const line = lines().find((l) => l.requestId === requestId && l.msg === 'request');
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("a node's log", () => {
  it('names each request by the id its caller sent, or a new one, and the answer carries it back', async () => {
    const given = await ask('GET', '/healthz', { 'x-request-id': 'balancer-4711' });
    expect(given.headers['x-request-id']).toBe('balancer-4711');
    expect(await lineOf('balancer-4711')).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/healthz',
      status: 200,
      ms: expect.any(Number),
    });

    const fresh = await ask('GET', '/readyz');
    const id = String(fresh.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await lineOf(id)).toMatchObject({ path: '/readyz', status: 200 });

    // An id that is no id (too long, or with characters a log should not carry) is replaced.
    const odd = await ask('GET', '/healthz', { 'x-request-id': `bad id ${'x'.repeat(80)}` });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes no password, token or query string', async () => {
    const login = await ask(
      'POST',
      '/login',
      { 'content-type': 'application/json' },
      JSON.stringify({ username: 'dealer', password: DEMO_PASSWORD }),
    );
    expect(login.status).toBe(200);
    const file = await ask('GET', '/files/1/ori?token=secret-file-token-0815', { authorization: 'Bearer secret-bearer-0815' });
    const line = await lineOf(String(file.headers['x-request-id']));
    expect(line.path).toBe('/files/1/ori');
    await lineOf(String(login.headers['x-request-id']));
    // The banner names the demo password for the person who started the portal; the log lines never do.
    const logged = JSON.stringify(lines());
    expect(logged).not.toContain(DEMO_PASSWORD);
    expect(logged).not.toContain('secret-file-token-0815');
    expect(logged).not.toContain('secret-bearer-0815');
  });

  it('writes every line as JSON, but for the banner that names the address and the demo logins', () => {
    const [banner, ...rest] = node.output.split(/\n(?=\{)/);
    expect(banner).toContain('Dealer portal: http://localhost:');
    for (const chunk of rest) for (const l of chunk.split('\n').filter(Boolean)) expect(() => JSON.parse(l), l).not.toThrow();
  });
});
