import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { defaultFairShare } from '../../api/http/fair-share.ts';
import { graphqlLimits } from '../../api/graphql/yoga.ts';
import { FACET_FIELDS, GROUP_FIELDS } from '../../src/graphql/catalog.ts';
import { graphql as document } from '../../src/graphql/tada.ts';
import { startPortal } from './harness.ts';
import { sessionToken } from './session-token.ts';

// The server's own limits, not the harness's generous ones.
const portal = await startPortal({ mode: 'production', graphqlFairShare: defaultFairShare });
const dealer = await sessionToken(portal, 'dealer');
const other = await sessionToken(portal, 'dealer2');
const admin = await sessionToken(portal, 'admin');

/** The catalogue page's list and all its facets: allowed, and the heaviest request a dealer's page sends. */
const HEAVY = print(
  document(
    `query($filter: CatalogFilterInput) {
  productGroups(filter: $filter, page: 1, limit: 48) { productGroups { ...ProductGroupFields } info { count } }
  catalogFilters(filter: $filter) { brands { ...FacetOptionFields } models { ...FacetOptionFields } series { ...FacetOptionFields }
    frameSizes { ...FacetOptionFields } wheelSizes { ...FacetOptionFields } merchandiseCategories { ...FacetOptionFields }
    bikeCategories { ...FacetOptionFields } articleTags { ...FacetOptionFields } price { from to } } }`,
    [GROUP_FIELDS, FACET_FIELDS],
  ),
);

const send = async (token: string, query: string, variables = {}): Promise<Response> =>
  portal.request('/graphql', { method: 'POST', token, json: { query, variables } });

describe("one user's burst waits on itself", () => {
  it('with 20 heavy queries of one dealer in flight, another user is answered before they finish and the excess gets 429', async () => {
    // Both tokens known to the server already, as they are in a session that has been going for a while.
    for (const token of [dealer, other]) expect((await send(token, '{ me { id } }')).status).toBe(200);
    const finished: string[] = [];
    const heavy = Array.from({ length: 20 }, () =>
      send(dealer, HEAVY, { filter: { category: 'Bike' } }).then((res) => {
        finished.push(`heavy-${res.status}`);
        return res;
      }),
    );
    const light = send(other, '{ me { id } }').then((res) => {
      finished.push('light');
      return res;
    });
    const answers = await Promise.all(heavy);
    expect((await light).status).toBe(200);

    const admitted = defaultFairShare.running + defaultFairShare.waiting;
    expect(answers.filter((r) => r.status === 200)).toHaveLength(admitted);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(20 - admitted);
    for (const r of refused) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await r.json()).toMatchObject({ code: 'R001', messageKey: 'errors:server.R001', errors: [{ extensions: { code: 'R001' } }] });
    }
    // Every answered heavy query really ran.
    for (const r of answers.filter((a) => a.status === 200)) expect((await r.json()).errors).toBeUndefined();
    // The refusals come at once; the other user does not wait behind the dealer's queue.
    const served = finished.filter((f) => f !== 'heavy-429');
    expect(served.indexOf('light')).toBeLessThanOrEqual(defaultFairShare.running);
    expect(served.at(-1)).toBe('heavy-200');
  });

  it('lets the dealer in again once the burst is over', async () => {
    expect((await send(dealer, '{ me { id } }')).status).toBe(200);
  });

  it('refuses a user over the per-minute budget with 429 and the seconds to wait', async () => {
    const strict = await startPortal({ mode: 'production', graphqlFairShare: { running: 4, waiting: 4, perMinute: 3 } });
    const token = await sessionToken(strict, 'dealer');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await strict.request('/graphql', { method: 'POST', token, json: { query: '{ me { id } }' } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const late = await strict.request('/graphql', { method: 'POST', token, json: { query: '{ me { id } }' } });
    expect(Number(late.headers.get('retry-after'))).toBeGreaterThan(1);
    // Another user has a budget of their own.
    const other2 = await sessionToken(strict, 'dealer2');
    expect((await strict.request('/graphql', { method: 'POST', token: other2, json: { query: '{ me { id } }' } })).status).toBe(200);
  });
});

describe('the list-size cost', () => {
  const categories = (n: number, limit: string) =>
    `query${limit.startsWith('$') ? '($limit: Int)' : ''} { ${Array.from({ length: n }, (_, i) => `c${i}: marketingMaterialCategories(limit: ${limit}) { categories { id path } }`).join(' ')} }`;

  it('allows the largest list the app asks for', async () => {
    const { body } = await portal.graphql(categories(1, '9999'), { token: admin });
    expect(body.errors).toBeUndefined();
  });

  it('refuses lists whose sizes add up over the limit, whether the limit is written out or a variable', async () => {
    for (const [query, variables] of [
      [categories(6, '9999'), {}],
      [categories(6, '$limit'), { limit: 9999 }],
    ] as const) {
      const { body } = await portal.graphql(query, { token: admin, variables });
      expect(body.errors?.[0]?.message).toMatch(new RegExp(`cost .* over the limit of ${graphqlLimits.maxListCost}`));
      expect(body.data ?? null).toBeNull();
    }
  });

  it('counts nested lists multiplied: rows of rows', async () => {
    const { listCost } = await import('../../api/graphql/list-cost.ts');
    const { schema } = await import('../../api/graphql/schema.ts');
    const { parse } = await import('graphql');
    const flat = listCost(schema, parse('{ marketingMaterialCategories(limit: 100) { categories { id } } }'));
    const twice = listCost(
      schema,
      parse('{ a: marketingMaterialCategories(limit: 100) { categories { id } } b: marketingMaterialCategories { categories { id } } }'),
    );
    expect(flat).toBe(1 + 100 * 1);
    expect(twice).toBeGreaterThan(flat);
  });
});
