import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { openDatabase } from '../../api/db/index.ts';
import { codes, Portal, startPortal } from './harness.ts';

/**
 * Issue 26, the per-request floor: a signed-in request's actor (user, roles, scopes, active customer) comes from
 * memory while nothing it is made of changed, and any change is seen on the very next request, on every node.
 * Node B is the harness's app; node A is a second app on its own connection to the same database file, as a second
 * API node would be. Every change is made through B (or straight in the database, as an import would) and read on A.
 */
const portal = await startPortal();
const { db } = portal;
const actorTables = [
  'users',
  'user_roles',
  'roles',
  'role_permissions',
  'permissions',
  'group_roles',
  'group_role_roles',
  'customers',
  'customer_areas',
  'user_areas',
];
// The tables the statements node A runs read from, to tell a remembered actor from one read from the database.
let touched: Set<string> | null = null;
const nodeDb = await openDatabase(portal.env.databaseUrl, {
  log: (event) => {
    for (const [, table] of touched ? event.query.sql.matchAll(/\b(?:from|join)\s+"(\w+)"/g) : []) touched!.add(table);
  },
});
afterAll(() => nodeDb.destroy());
const nodeA = new Portal(createApp({ db: nodeDb, env: portal.env }), nodeDb, portal.env);

type Json = Record<string, any>;
const admin = (await portal.tokens('admin')).requestToken;
const adminCall = async (query: string, variables: Json) => {
  const { body } = await portal.graphql(query, { token: admin, variables });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return Object.values(body.data)[0] as Json;
};

async function userOnA(token: string) {
  const res = await nodeA.request('/user', { token });
  return { status: res.status, body: (await res.json()) as Json };
}

/** Asks A twice and checks the second answer was built without reading who the user is: the floor is remembered. */
async function floorRemembered(token: string) {
  expect((await userOnA(token)).status).toBe(200);
  touched = new Set();
  const again = await userOnA(token);
  const tables = [...touched];
  touched = null;
  expect(again.status).toBe(200);
  expect(tables).toContain('sessions');
  expect(tables.filter((t) => actorTables.includes(t))).toEqual([]);
  return again.body;
}

const permissionsOf = async (role: string) =>
  (
    await db
      .selectFrom('rolePermissions as rp')
      .innerJoin('permissions as p', 'p.id', 'rp.permissionId')
      .innerJoin('roles as r', 'r.id', 'rp.roleId')
      .select('p.name')
      .where('r.name', '=', role)
      .execute()
  )
    .map((r) => r.name)
    .sort();
const UPDATE_ROLE = `mutation($id: Int!, $i: RoleInput!) { updateRole(id: $id, input: $i) { message { status } userErrors { field message } } }`;
const UPDATE_USER = `mutation($id: Int!, $user: UserInput, $userAreas: [UserAreaInput!]) {
  updateUser(id: $id, user: $user, userAreas: $userAreas) { message { status } userErrors { field message } } }`;
const USER_INPUT = `query($id: Int!) { user(id: $id) { username name email emailConfirmations sendEmail sendEmailWarranty isFakeEmail
  languageCode roleIds groupRoleId limitation custCode contentTargetMarketIds userAreas { sorg limitation option value } } }`;
const userId = async (username: string) =>
  (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('the floor of a signed-in request', () => {
  it('is read from memory on a repeated request: only the session (and the cache generations) are asked', async () => {
    const { requestToken } = await portal.tokens('dealer');
    const body = await floorRemembered(requestToken);
    expect(body.username).toBe('dealer');
    expect(body.customerData.custAreas.length).toBeGreaterThan(0);
  });

  it('a role losing a scope on another node takes effect on the next request', async () => {
    const { requestToken } = await portal.tokens('dealer');
    const before = await permissionsOf('customer');
    const dropped = before.find((p) => p !== 'page.catalog')!;
    expect((await floorRemembered(requestToken)).scopes).toContain(dropped);
    const { id, description } = await db
      .selectFrom('roles')
      .select(['id', 'description'])
      .where('name', '=', 'customer')
      .executeTakeFirstOrThrow();
    const input = { name: 'customer', description };
    expect((await adminCall(UPDATE_ROLE, { id, i: { ...input, permissions: before.filter((p) => p !== dropped) } })).message.status).toBe(
      true,
    );
    try {
      expect((await userOnA(requestToken)).body.scopes).not.toContain(dropped);
    } finally {
      expect((await adminCall(UPDATE_ROLE, { id, i: { ...input, permissions: before } })).message.status).toBe(true);
    }
    expect((await userOnA(requestToken)).body.scopes).toContain(dropped);
  });

  it("a change of the user's record on another node takes effect on the next request", async () => {
    const { requestToken } = await portal.tokens('dealer2');
    const id = await userId('dealer2');
    const { userAreas: _areas, languageCode, ...stored } = await adminCall(USER_INPUT, { id });
    expect((await floorRemembered(requestToken)).name).toBe(stored.name);
    const renamed = { ...stored, language: languageCode, name: `${stored.name} Jaya` };
    expect((await adminCall(UPDATE_USER, { id, user: renamed })).userErrors).toEqual([]);
    expect((await userOnA(requestToken)).body.name).toBe(renamed.name);
  });

  it('a user deactivated on another node is refused on the next request', async () => {
    const { requestToken } = await portal.tokens('vendor');
    await floorRemembered(requestToken);
    // Straight in the database and without ending the sessions: the user's record alone must turn the request away.
    await db.updateTable('users').set({ deletedAt: new Date().toISOString() }).where('username', '=', 'vendor').execute();
    try {
      const refused = await userOnA(requestToken);
      expect(refused.status).toBe(401);
      expect(codes(refused.body)).toEqual(['U001']);
    } finally {
      await db.updateTable('users').set({ deletedAt: null }).where('username', '=', 'vendor').execute();
    }
  });

  it("a change of the active customer's record is shown on the next request", async () => {
    const { requestToken } = await portal.tokens('dealer');
    const customer = await portal.customerOf('dealer');
    expect((await floorRemembered(requestToken)).customerData.custName).toBe(customer.name);
    await db
      .updateTable('customers')
      .set({ name: `${customer.name} Baru` })
      .where('id', '=', customer.id)
      .execute();
    try {
      expect((await userOnA(requestToken)).body.customerData.custName).toBe(`${customer.name} Baru`);
    } finally {
      await db.updateTable('customers').set({ name: customer.name }).where('id', '=', customer.id).execute();
    }
  });

  it('a sales user whose areas are taken away on another node can no longer act for the customer', async () => {
    const sales = await portal.tokens('sales');
    const { body: found } = await portal.graphql('{ salesCustomers(limit: 50) { customers { id } } }', { token: sales.requestToken });
    const own = (await db.selectFrom('users').select('customerId').where('username', '=', 'sales').executeTakeFirstOrThrow()).customerId;
    const target = found.data!.salesCustomers.customers.map((c: Json) => c.id).find((cid: number) => cid !== own);
    const switched = await portal.request(`/change-cust/${target}`, { method: 'POST', token: sales.requestToken });
    expect(switched.status).toBe(200);
    const acting = ((await switched.json()) as { requestToken: string }).requestToken;
    expect((await floorRemembered(acting)).customerData.id).toBe(target);
    const id = await userId('sales');
    const { userAreas } = await adminCall(USER_INPUT, { id });
    expect(userAreas.length).toBeGreaterThan(0);
    expect((await adminCall(UPDATE_USER, { id, userAreas: [] })).message.status).toBe(true);
    try {
      const refused = await userOnA(acting);
      expect(refused.status).toBe(403);
      expect(codes(refused.body)).toEqual(['U002']);
    } finally {
      expect((await adminCall(UPDATE_USER, { id, userAreas })).message.status).toBe(true);
    }
    expect((await userOnA(acting)).status).toBe(200);
  });

  it('a session signed out on another node is refused on the next request', async () => {
    const { requestToken } = await portal.tokens('dealer');
    await floorRemembered(requestToken);
    expect((await portal.request('/logout', { method: 'POST', token: requestToken })).status).toBe(200);
    expect((await userOnA(requestToken)).status).toBe(401);
  });
});

describe('the catalogue cache', () => {
  const DETAILS = 'query($slug: String!) { productDetails(slug: $slug) { name product { allowToOrder price { dealer } } } }';

  it('answers a change made on another node on the next read', async () => {
    const { requestToken } = await portal.tokens('dealer');
    const article = await db
      .selectFrom('articles as a')
      .leftJoin('articleAnalysis as aa', 'aa.articleId', 'a.id')
      .select(['a.id', 'a.slug', 'a.name', 'aa.articleId as analysed'])
      .where('a.sorg', '=', '1000')
      .where('a.category', '=', 'PAA')
      .where((eb) =>
        eb.or([
          eb('aa.articleId', 'is', null),
          eb.and([
            eb('aa.allowToOrder', '=', 1),
            eb('aa.orderBlocked', '=', 0),
            eb('aa.invalidArticle', '=', 0),
            eb('aa.hasPrice', '=', 1),
            eb('aa.brandBlocked', '=', 0),
            eb('aa.categoryBlocked', '=', 0),
            eb('aa.hierarchyBlocked', '=', 0),
            eb('aa.sorgBlocked', '=', 0),
          ]),
        ]),
      )
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const customer = await portal.customerOf('dealer');
    const agreed = await db
      .selectFrom('customerPrices')
      .select('dealerPrice')
      .where('customerId', '=', customer.id)
      .where('articleId', '=', article.id)
      .executeTakeFirst();
    const read = async () => {
      const { productDetails } = (await nodeA.graphql(DETAILS, { token: requestToken, variables: { slug: article.slug } })).body.data!;
      return { name: productDetails.name, allowToOrder: productDetails.product.allowToOrder, price: productDetails.product.price.dealer };
    };
    const before = await read();
    expect(before).toMatchObject({ name: article.name, allowToOrder: true });
    // Read twice: the second answer comes from node A's catalogue cache.
    expect(await read()).toEqual(before);
    await db
      .insertInto('articleAnalysis')
      .values({ articleId: article.id, orderBlocked: 1, blockedReason: 'Recalled' })
      .onConflict((oc) => oc.column('articleId').doUpdateSet({ orderBlocked: 1 }))
      .execute();
    await db
      .updateTable('articles')
      .set({ name: `${article.name} (2027)` })
      .where('id', '=', article.id)
      .execute();
    // A price agreed with this dealer: master data, cached with the catalogue.
    await db
      .insertInto('customerPrices')
      .values({ customerId: customer.id, articleId: article.id, dealerPrice: before.price + 1500 })
      .onConflict((oc) => oc.columns(['customerId', 'articleId']).doUpdateSet({ dealerPrice: before.price + 1500 }))
      .execute();
    try {
      expect(await read()).toEqual({ name: `${article.name} (2027)`, allowToOrder: false, price: before.price + 1500 });
    } finally {
      if (agreed)
        await db
          .updateTable('customerPrices')
          .set({ dealerPrice: agreed.dealerPrice })
          .where('customerId', '=', customer.id)
          .where('articleId', '=', article.id)
          .execute();
      else await db.deleteFrom('customerPrices').where('customerId', '=', customer.id).where('articleId', '=', article.id).execute();
      if (article.analysed === null) await db.deleteFrom('articleAnalysis').where('articleId', '=', article.id).execute();
      else await db.updateTable('articleAnalysis').set({ orderBlocked: 0 }).where('articleId', '=', article.id).execute();
      await db.updateTable('articles').set({ name: article.name }).where('id', '=', article.id).execute();
    }
  });
});
