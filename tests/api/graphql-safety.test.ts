import { describe, expect, it } from 'vitest';
import { graphqlLimits } from '../../api/graphql/yoga.ts';
import { startPortal } from './harness.ts';

const production = await startPortal({ mode: 'production' });
const development = await startPortal({ mode: 'test' });
const { requestToken: token } = await production.tokens('dealer');

const messages = (body: { errors?: { message: string }[] }) => (body.errors ?? []).map((e) => e.message).join(' | ');

/**
 * `activeCustomer { shipTos { customer { shipTos ... } } }` reaching the given depth, the leaf field counted
 * (armor counts `{ a { b } }` as depth 2). `extra` adds fields at every level to make the query costly.
 */
function nested(depth: number, extra = { customer: '', shipTo: '' }): string {
  let inner = 'id';
  for (let level = depth - 1; level > 1; level--) {
    inner = level % 2 === 0 ? `shipTos { code ${extra.shipTo} ${inner} }` : `customer { ${extra.customer} ${inner} }`;
  }
  return `activeCustomer { ${extra.customer} ${inner} }`;
}

describe('GraphQL limits', () => {
  it(`allows depth ${graphqlLimits.maxDepth} and refuses ${graphqlLimits.maxDepth + 1}`, async () => {
    const ok = await production.graphql(`{ ${nested(graphqlLimits.maxDepth)} }`, { token });
    expect(ok.body.errors).toBeUndefined();
    const deep = await production.graphql(`{ ${nested(graphqlLimits.maxDepth + 1)} }`, { token });
    expect(messages(deep.body)).toMatch(/depth/i);
    expect(deep.body.data).toBeUndefined();
  });

  it('counts the depth of fields inside fragments, not the fragments themselves', async () => {
    // The same nesting split over two fragments: the depth is its fields'.
    const split = (depth: number) => {
      const inner = nested(depth).replace(/^activeCustomer \{ (.*) \}$/, '$1');
      return `{ activeCustomer { ...Outer } } fragment Outer on Customer { ...Inner } fragment Inner on Customer { ${inner} }`;
    };
    expect((await production.graphql(split(graphqlLimits.maxDepth), { token })).body.errors).toBeUndefined();
    expect(messages((await production.graphql(split(graphqlLimits.maxDepth + 1), { token })).body)).toMatch(/depth/i);
  });

  it(`allows ${graphqlLimits.maxAliases} aliases and refuses ${graphqlLimits.maxAliases + 1}`, async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    expect((await production.graphql(aliases(graphqlLimits.maxAliases), { token })).body.errors).toBeUndefined();
    expect(messages((await production.graphql(aliases(graphqlLimits.maxAliases + 1), { token })).body)).toMatch(/aliases/i);
  });

  it('refuses a query over the cost limit and allows one under it', async () => {
    // Each alias repeats a wide selection at the allowed depth, so only the cost is over a limit.
    const wide = nested(graphqlLimits.maxDepth, {
      customer: 'id custName custCity custPhone custEmail custAddress custRegion displayCode',
      shipTo: 'name city address',
    });
    const query = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `c${i}: ${wide}`).join(' ')} }`;
    expect((await production.graphql(query(1), { token })).body.errors).toBeUndefined();
    const costly = await production.graphql(query(graphqlLimits.maxAliases), { token });
    expect(messages(costly.body)).toMatch(/cost/i);
    expect(messages(costly.body)).not.toMatch(/depth|aliases/i);
  });

  it('hides the schema in production and shows it in development', async () => {
    const introspect = '{ __schema { queryType { name } } }';
    expect(messages((await production.graphql(introspect, { token })).body)).toMatch(/introspection/i);
    expect(messages((await production.graphql(introspect, { endpoint: '/public/graphql' })).body)).toMatch(/introspection/i);
    const dev = await development.graphql(introspect, { endpoint: '/public/graphql' });
    expect(dev.body.data!.__schema.queryType.name).toBe('Query');
  });

  it('gives no field suggestions in production', async () => {
    const prod = messages((await production.graphql('{ languagez { code } }', { endpoint: '/public/graphql' })).body);
    expect(prod).not.toMatch(/Did you mean/);
    const dev = messages((await development.graphql('{ languagez { code } }', { endpoint: '/public/graphql' })).body);
    expect(dev).toMatch(/Did you mean "languages"/);
  });

  it('masks unexpected errors in production', async () => {
    // A query the server cannot answer because the table is gone must not leak SQL.
    await production.db.schema.alterTable('ship_tos').renameTo('ship_tos_away').execute();
    const { body } = await production.graphql('{ shipTos { code } }', { token });
    await production.db.schema.alterTable('ship_tos_away').renameTo('ship_tos').execute();
    expect(messages(body)).toBe('Unexpected error.');
  });
});

describe('requests from elsewhere', () => {
  it('refuses a GET or multipart request without a CSRF-safe header', async () => {
    const get = await production.request('/public/graphql?query=%7Blanguages%7Bcode%7D%7D');
    expect(get.status).toBe(403);
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: '{ languages { code } }' }));
    form.set('map', '{}');
    expect((await production.request('/public/graphql', { method: 'POST', body: form })).status).toBe(403);
    const withHeader = await production.request('/public/graphql', { method: 'POST', body: form, headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(withHeader.status).toBe(200);
  });

  it("answers CORS only to the portal's own hosts", async () => {
    // Another of the portal's hosts on the same scheme and port (scheme and port count: security-headers.test.ts).
    const own = await production.request('/server/status', { host: 'localhost:3000', headers: { origin: 'http://eu.localhost:3000' } });
    expect(own.headers.get('access-control-allow-origin')).toBe('http://eu.localhost:3000');
    const foreign = await production.request('/login', {
      method: 'POST',
      json: { username: 'dealer', password: 'Portal2026' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await production.request('/graphql', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
