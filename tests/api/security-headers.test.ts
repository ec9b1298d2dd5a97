import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signBody, webhookSecret } from '../../api/adapters/payment/signature.ts';
import { checkLink } from '../../api/content/announcements-admin.ts';
import type { UserError } from '../../api/graphql/mutation-result.ts';
import { startPortal } from './harness.ts';
import { sessionToken } from './session-token.ts';

const portal = await startPortal({ mode: 'production' });
const development = await startPortal({ mode: 'test' });
// The built app's page as the server finds it (no inline script, like Vite's output).
fs.mkdirSync(path.join(portal.env.distDir, 'assets'), { recursive: true });
fs.writeFileSync(
  path.join(portal.env.distDir, 'index.html'),
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(portal.env.distDir, 'assets', 'index.js'), 'console.log(1)');
fs.writeFileSync(path.join(portal.env.distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const dealer = await sessionToken(portal, 'dealer');

describe('the page and its files', () => {
  it('sends a Content-Security-Policy with the page that allows no inline or outside script', async () => {
    for (const page of ['/', '/orders/123']) {
      const res = await portal.request(page);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|https:)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
    }
  });

  it('the built page has no inline script, so the policy lets it run', () => {
    const built = ['dist', 'dist-i20c'].map((d) => path.join(d, 'index.html')).find((f) => fs.existsSync(f));
    const html = fs.readFileSync(built ?? 'index.html', 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
  });

  it('sends a file as the brotli or gzip the build wrote beside it, whichever the browser takes, else as it is', async () => {
    const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`;
    const at = path.join(portal.env.distDir, 'assets', 'words.js');
    fs.writeFileSync(at, script);
    fs.writeFileSync(`${at}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${at}.gz`, zlib.gzipSync(script));
    const decoders: Record<string, (b: Buffer) => Buffer> = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const [accepted, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await portal.request('/assets/words.js', { headers: { 'accept-encoding': accepted } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(sent);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      const body = Buffer.from(await res.arrayBuffer());
      expect((sent ? decoders[sent](body) : body).toString()).toBe(script);
    }
  });

  it('serves its files to a module script from any origin, without an origin check', async () => {
    for (const file of ['/assets/index.js', '/favicon.svg']) {
      const res = await portal.request(file, { headers: { origin: 'http://portal.example:8080' } });
      expect(res.status).toBe(200);
    }
  });
});

describe('same origin and CORS', () => {
  it('always allows the page its own origin, also on a host outside the host list or an address', async () => {
    for (const host of ['127.0.0.1:3000', 'portal.example:8080', 'localhost:3000']) {
      const res = await portal.request('/server/status', { host, headers: { origin: `http://${host}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(`http://${host}`);
    }
    const login = await portal.request('/graphql', {
      method: 'POST',
      host: '127.0.0.1:3000',
      token: dealer,
      headers: { origin: 'http://127.0.0.1:3000' },
      json: { query: '{ me { id } }' },
    });
    expect(login.status).toBe(200);
  });

  it("compares scheme, host and port with the portal's own hosts", async () => {
    const from = async (origin: string) =>
      (
        await portal.request('/graphql', {
          method: 'POST',
          host: 'localhost:3000',
          token: dealer,
          headers: { origin },
          json: { query: '{ me { id } }' },
        })
      ).status;
    expect(await from('http://eu.localhost:3000')).toBe(200);
    expect(await from('http://eu.localhost:4000')).toBe(403);
    expect(await from('https://eu.localhost:3000')).toBe(403);
    expect(await from('http://evil.example:3000')).toBe(403);
    expect(await from('http://localhost.evil.example:3000')).toBe(403);
  });
});

describe('caching and transport', () => {
  it('marks the user record and token answers no-store', async () => {
    const user = await portal.request('/user', { token: dealer });
    expect(user.status).toBe(200);
    expect(user.headers.get('cache-control')).toBe('no-store');
    const changed = await portal.request('/change-cust', { method: 'POST', token: dealer, json: {} });
    expect(changed.headers.get('cache-control')).toBe('no-store');
    for (const route of ['/login', '/refresh-token']) {
      const res = await portal.request(route, { method: 'POST', json: { username: 'dealer', password: 'wrong', refreshToken: 'x' } });
      expect(res.headers.get('cache-control'), route).toBe('no-store');
    }
  });

  it('sends HSTS only when the request came over TLS', async () => {
    expect((await portal.request('/server/status')).headers.get('strict-transport-security')).toBeNull();
    const proxied = await portal.request('/server/status', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    // Without a trusted proxy the header is anyone's word.
    const untrusted = await startPortal({ mode: 'production', trustProxy: false });
    expect(
      (await untrusted.request('/server/status', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security'),
    ).toBeNull();
    const tls = await untrusted.app.fetch(new Request('https://localhost/server/status', { headers: { host: 'localhost' } }));
    expect(tls.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('GraphQL in production', () => {
  it('suggests no enum values, written in the query or sent as a variable', async () => {
    const devToken = await sessionToken(development, 'dealer');
    // Development names the value it meant where GraphQL's validation does (a value written in the query); a variable
    // is checked by the compiled operation, which names the type only.
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['{ productGroups(sortByField: nam) { info { count } } }', {}, /Did you mean/],
      ['query($s: CatalogSortField) { productGroups(sortByField: $s) { info { count } } }', { s: 'nam' }, /CatalogSortField/],
    ];
    for (const [query, variables, inDevelopment] of cases) {
      const prod = (await portal.graphql(query, { token: dealer, variables })).body.errors!.map((e) => e.message).join(' ');
      expect(prod).toMatch(/nam/);
      expect(prod).not.toMatch(/Did you mean|"name"/);
      const dev = (await development.graphql(query, { token: devToken, variables })).body.errors!.map((e) => e.message).join(' ');
      expect(dev).toMatch(inDevelopment);
    }
  });
});

describe('links of announcements and banners', () => {
  const check = (value: string) => {
    const errors: UserError[] = [];
    checkLink(errors, 'url', value);
    return errors.length === 0;
  };
  it('refuse /\\host and other ways to name another site', () => {
    for (const bad of [
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '//evil.example',
      'javascript:alert(1)',
      '/order\\x',
      'https://a.example/\\b',
    ]) {
      expect(check(bad), bad).toBe(false);
    }
    for (const good of ['/order', '/catalog?brand=Polygon', 'https://www.example.com/spring']) expect(check(good), good).toBe(true);
  });
});

describe('the payment webhook and the sandbox bank', () => {
  const secret = webhookSecret(portal.env.tokenSecret);
  const post = (event: object) => {
    const raw = JSON.stringify(event);
    return portal.request('/api/payments/webhook', {
      method: 'POST',
      body: raw,
      headers: { 'content-type': 'application/json', 'x-payment-signature': signBody(secret, raw) },
    });
  };
  const event = (createdAt: string) => ({
    id: `evt-age-${createdAt}`,
    type: 'payment_request.paid',
    createdAt,
    data: { externalId: 'no-such-request', amount: 1, currency: 'IDR' },
  });

  it('refuses a signed event older than the window, and one from the future', async () => {
    const old = await post(event(new Date(Date.now() - 2 * 3600_000).toISOString()));
    expect(old.status).toBe(400);
    expect(await old.json()).toMatchObject({ code: 'I001' });
    expect((await post(event(new Date(Date.now() + 3600_000).toISOString()))).status).toBe(400);
    expect((await post(event(new Date().toISOString()))).status).toBe(200);
    const strict = await startPortal({ mode: 'production', paymentWebhookMaxAgeSeconds: 60 });
    const raw = JSON.stringify(event(new Date(Date.now() - 5 * 60_000).toISOString()));
    const res = await strict.request('/api/payments/webhook', {
      method: 'POST',
      body: raw,
      headers: { 'x-payment-signature': signBody(webhookSecret(strict.env.tokenSecret), raw) },
    });
    expect(res.status).toBe(400);
  });

  it("pays only a virtual account of the caller's own customer", async () => {
    const owner = await portal.customerOf('dealer');
    const user = await portal.db.selectFrom('users').select('id').where('username', '=', 'dealer').executeTakeFirstOrThrow();
    const company = await portal.db.selectFrom('companies').select('id').executeTakeFirstOrThrow();
    const method = await portal.db.selectFrom('paymentMethods').select('id').executeTakeFirstOrThrow();
    const virtualAccountNo = '8808000000000042';
    await portal.db
      .insertInto('paymentRequests')
      .values({
        externalId: 'pr-sandbox-owner',
        customerId: owner.id,
        companyId: company.id,
        userId: user.id,
        payerCode: owner.codeR3,
        merchant: 'sandbox',
        paymentMethodId: method.id,
        savedPaymentId: null,
        amount: 1000,
        currency: 'IDR',
        virtualAccountNo,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        failureReason: null,
        idempotencyKey: 'pr-sandbox-owner',
        createdAt: new Date().toISOString(),
        settledAt: null,
      })
      .execute();
    const stranger = await sessionToken(portal, 'dealer2');
    const res = await portal.request(`/api/payments/sandbox/pay/${virtualAccountNo}`, { method: 'POST', token: stranger });
    expect(res.status).toBe(404);
    const row = await portal.db
      .selectFrom('paymentRequests')
      .select('status')
      .where('externalId', '=', 'pr-sandbox-owner')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    // The owner's own dealer pays it.
    expect((await portal.request(`/api/payments/sandbox/pay/${virtualAccountNo}`, { method: 'POST', token: dealer })).status).toBe(200);
  });
});
