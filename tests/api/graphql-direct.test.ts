import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonAnswerType } from '../../api/graphql/direct.ts';
import { createGraphqlHandler } from '../../api/graphql/yoga.ts';
import { startPortal } from './harness.ts';

// POST /graphql with a JSON body is answered past Yoga's fetch layer (api/graphql/direct.ts): served by Node, the
// request builds no web stream for its body or its answer, and every answer says what Yoga itself would say.
const portal = await startPortal();
const dealer = (await portal.tokens('dealer')).requestToken;
const server = serve({ fetch: portal.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Counts the web streams this process builds while `run` runs (the client's own are built before it starts). */
async function webStreamsDuring<T>(run: () => Promise<T>) {
  const Original = globalThis.ReadableStream;
  let built = 0;
  const Base = Original as unknown as new (...args: unknown[]) => object;
  globalThis.ReadableStream = class extends Base {
    constructor(...args: unknown[]) {
      super(...args);
      built++;
    }
  } as unknown as typeof Original;
  try {
    const result = await run();
    return { result, built };
  } finally {
    globalThis.ReadableStream = Original;
  }
}

const ME = '{ me { id username } }';
async function post(body: string, headers: Record<string, string> = {}) {
  const res = await new Promise<{ status: number; type: string | null; text: string }>((resolve, reject) => {
    // node:http, not fetch: the client builds no web stream of its own.
    import('node:http').then(({ request }) => {
      const req = request(
        `${base}/graphql`,
        {
          method: 'POST',
          headers: {
            host: 'localhost',
            'content-type': 'application/json',
            authorization: `Bearer ${dealer}`,
            'content-length': String(Buffer.byteLength(body)),
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode!, type: res.headers['content-type'] ?? null, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    }, reject);
  });
  return res;
}

describe('GraphQL past the fetch layer', () => {
  it('answers a plain JSON request without building a web stream', async () => {
    await post(JSON.stringify({ query: ME }));
    const { result, built } = await webStreamsDuring(() => post(JSON.stringify({ query: ME })));
    expect(result.status).toBe(200);
    expect(result.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(result.text).data.me.username).toBe('dealer');
    expect(built).toBe(0);
  });

  it('answers what Yoga answers to a malformed body, a batch, an unknown field and a refused one', async () => {
    for (const [body, status] of [
      ['{"query": ', 400],
      ['[{"query": "{ me { id } }"}]', 400],
      ['{"query": "{ me { id } }", "other": 1}', 400],
      [JSON.stringify({ query: '{ nothingHere }' }), 200],
      [JSON.stringify({ query: '{ users(page: 1, limit: 10) { info { count } } }' }), 200],
    ] as const) {
      const answer = await post(body);
      expect(answer.status, body).toBe(status);
      expect(JSON.parse(answer.text).errors?.length, body).toBeGreaterThan(0);
    }
  });

  it('chooses the answer type Yoga chooses for every Accept header', async () => {
    const yoga = createGraphqlHandler('/public/graphql', true);
    const context = { db: portal.db, env: portal.env, actor: null };
    const answer = yoga.fetch as unknown as (request: Request, ctx: typeof context) => Promise<Response>;
    for (const accept of [
      undefined,
      '*/*',
      'application/json',
      'application/graphql-response+json, application/json',
      'application/json, application/graphql-response+json',
      'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed',
      'text/event-stream',
      'multipart/mixed',
      'application/json; charset=latin1',
      'text/html',
    ]) {
      const res = await answer(
        new Request('http://localhost/public/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
          body: JSON.stringify({ query: '{ __typename }' }),
        }),
        context,
      );
      await res.text();
      const yogas = res.headers.get('content-type')?.split(';')[0] ?? null;
      const ours = jsonAnswerType(accept);
      if (ours) expect(yogas, accept).toBe(ours);
      else expect(['application/json', 'application/graphql-response+json'], accept).not.toContain(yogas);
      if (ours) expect((await post(JSON.stringify({ query: ME }), accept ? { accept } : {})).type, accept).toBe(`${ours}; charset=utf-8`);
    }
  });
});
