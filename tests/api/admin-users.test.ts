import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../api/adapters/mail/index.ts';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
const admin = (await portal.tokens('admin')).requestToken;
const outbox = path.join(portal.env.dataDir, 'outbox');

type Json = Record<string, any>;
const USER = `id username name email emailConfirmations sendEmail sendEmailWarranty isFakeEmail language { id description }
  roles { id name description } groupRole { id description } userAreas { sorg limitation option value }
  contentTargetMarkets { id marketName } limitation customer { name r3 } organisations us active deletedAt`;
const RESULT = `message { status description } userErrors { field message messageKey } user { ${USER} } credential { username password } mailed`;
const LIST = `query($search: String, $page: Int, $limit: Int, $sort: UserSortInput, $groupRoleIds: [Int!], $limitations: [String!], $role: String, $ids: [Int!], $state: String) {
  users(search: $search, page: $page, limit: $limit, sort: $sort, groupRoleIds: $groupRoleIds, limitations: $limitations, role: $role, ids: $ids, state: $state) {
    users { id username name email roles { name } groupRole { id } userAreas { limitation } active } info { page limit count pageTotal } } }`;
const CREATE = `mutation($user: UserInput!, $userAreas: [UserAreaInput!]) { createUser(user: $user, userAreas: $userAreas) { ${RESULT} } }`;
const UPDATE = `mutation($id: Int!, $user: UserInput, $userAreas: [UserAreaInput!], $generatePassword: Boolean) {
  updateUser(id: $id, user: $user, userAreas: $userAreas, generatePassword: $generatePassword) { ${RESULT} } }`;
const DELETE = `mutation($id: Int!) { deleteUser(id: $id) { ${RESULT} } }`;

const call = async (query: string, variables: Json = {}, token = admin) => {
  const { body } = await portal.graphql(query, { token, variables });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return Object.values(body.data)[0] as Json;
};

const roleId = async (name: string) => (await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const marketId = async (type: 'marketing_material' | 'sales_document' | 'news', sorg: string) =>
  (await db.selectFrom('contentTargetMarkets').select('id').where('type', '=', type).where('sorg', '=', sorg).executeTakeFirstOrThrow()).id;
const dealerCustomer = await portal.customerOf('dealer');
const customerRole = await roleId('customer');
const salesmanRole = await roleId('salesman');

let serial = 0;
const newUser = (extra: Json = {}) => ({
  username: `new-user-${++serial}`,
  name: 'Sari Lestari',
  email: `sari.lestari${serial}@example.co.id`,
  language: 'id-id',
  roleIds: [customerRole],
  custCode: dealerCustomer.codeR3,
  ...extra,
});

const refusedUsers = ['dealer', 'sales', 'support', 'content'];
const tokens: Record<string, string> = Object.fromEntries(
  await Promise.all(refusedUsers.map(async (u) => [u, (await portal.tokens(u)).requestToken])),
);
const all = await db
  .selectFrom('users')
  .select(['id', 'username', 'name', 'email', 'groupRoleId'])
  .where('deletedAt', 'is', null)
  .execute();

describe('who may administer users', () => {
  const operations: [string, string, Json][] = [
    ['users', LIST, {}],
    ['user', 'query($id: Int!) { user(id: $id) { id } }', { id: 1 }],
    ['userLanguages', '{ userLanguages { id } }', {}],
    ['userRoles', '{ userRoles { id name } }', {}],
    ['userGroupRoles', '{ userGroupRoles { id name } }', {}],
    ['userContentTargetMarkets', '{ userContentTargetMarkets { id } }', {}],
    ['userSalesOrganisations', '{ userSalesOrganisations { sorg } }', {}],
    ['userAreaValues', 'query { userAreaValues(sorg: "1000", limitation: "salesman") { value } }', {}],
    // The admin's call is a valid request that is refused on its input, so nothing is written.
    ['createUser', CREATE, { user: newUser({ username: 'never-created', roleIds: [] }) }],
    ['updateUser', UPDATE, { id: 999_999, generatePassword: true }],
    ['deleteUser', DELETE, { id: 999_999 }],
    ['createUsers', 'mutation { createUsers(users: [], allOrNothing: true) { message { status } } }', {}],
  ];

  // Support (page.audit) reads users read-only: only the changes are refused to them.
  const reads = new Set([
    'users',
    'user',
    'userLanguages',
    'userRoles',
    'userGroupRoles',
    'userContentTargetMarkets',
    'userSalesOrganisations',
    'userAreaValues',
  ]);

  it.each(operations)(
    '%s: refused to a dealer, a salesman, the content admin and (when it changes) support; answered to the admin',
    async (name, query, variables) => {
      for (const username of refusedUsers.filter((u) => u !== 'support' || !reads.has(name))) {
        const { body } = await portal.graphql(query, { token: tokens[username], variables });
        expect(codes(body), username).toEqual(['U002']);
        expect(Object.values(body.data ?? {}).filter((v) => v !== null)).toEqual([]);
      }
      const { body } = await portal.graphql(query, { token: admin, variables });
      expect(body.errors).toBeUndefined();
      expect(body.data).toBeTruthy();
      expect(await db.selectFrom('users').select('id').where('username', '=', 'never-created').executeTakeFirst()).toBeUndefined();
    },
  );

  it('support reads the list, one user and the options, and may create, update or delete nobody', async () => {
    const support = tokens.support;
    const list = await call(LIST, { limit: 100, sort: { sortBy: 'username' } }, support);
    expect(list.info.count).toBe(all.length);
    const dealer = all.find((u) => u.username === 'dealer')!;
    expect(await call('query($id: Int!) { user(id: $id) { username email roleIds } }', { id: dealer.id }, support)).toMatchObject({
      username: 'dealer',
      email: dealer.email,
      roleIds: [customerRole],
    });
    expect((await call('{ userLanguages { id } }', {}, support)).length).toBeGreaterThan(0);
    const roleNames = (await db.selectFrom('roles').select('name').orderBy('name').execute()).map((r) => r.name);
    expect((await call('{ userRoles { name } }', {}, support)).map((r: Json) => r.name)).toEqual(roleNames);

    const before = await db.selectFrom('users').selectAll().where('id', '=', dealer.id).executeTakeFirstOrThrow();
    const changes: [string, Json][] = [
      [CREATE, { user: newUser({ username: 'made-by-support' }) }],
      [UPDATE, { id: dealer.id, user: { ...newUser(), username: 'dealer', name: 'Changed by support' }, generatePassword: true }],
      [DELETE, { id: dealer.id }],
    ];
    for (const [query, variables] of changes) {
      const { body } = await portal.graphql(query, { token: support, variables });
      expect(codes(body)).toEqual(['U002']);
      expect(Object.values(body.data ?? {}).filter((v) => v !== null)).toEqual([]);
    }
    expect(await db.selectFrom('users').select('id').where('username', '=', 'made-by-support').executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('users').selectAll().where('id', '=', dealer.id).executeTakeFirstOrThrow()).toEqual(before);
    const xlsx = await portal.request('/api/admin/users/download-excel', { token: support });
    expect(xlsx.status).toBe(403);
  });

  it('without a sign-in nothing answers', async () => {
    const { body } = await portal.graphql(LIST);
    expect(codes(body)).toEqual(['U001']);
  });

  it('a dealer cannot read users, not even their own record', async () => {
    const own = await db.selectFrom('users').select('id').where('username', '=', 'dealer').executeTakeFirstOrThrow();
    const { body } = await portal.graphql('query($id: Int!) { user(id: $id) { email } }', {
      token: tokens.dealer,
      variables: { id: own.id },
    });
    expect(codes(body)).toEqual(['U002']);
    expect(JSON.stringify(body)).not.toContain('@');
  });
});

describe('users list', () => {
  it('pages on the server, sorted by username by default, with the count of every match', async () => {
    const first = await call(LIST, { page: 1, limit: 5 });
    const expected = all.map((u) => u.username).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()) || 0);
    expect(first.info).toEqual({ page: 1, limit: 5, count: all.length, pageTotal: Math.ceil(all.length / 5) });
    expect(first.users.map((u: Json) => u.username)).toEqual(expected.slice(0, 5));
    const second = await call(LIST, { page: 2, limit: 5 });
    expect(second.users.map((u: Json) => u.username)).toEqual(expected.slice(5, 10));
  });

  it('sorts by name and email, either way; anything else is refused', async () => {
    for (const sortBy of ['name', 'email'] as const) {
      const desc = await call(LIST, { limit: 100, sort: { sortBy, order: 'DESC' } });
      // In the admin's (English) alphabet: case and accents after the letters (api/db/dialect.ts byName).
      const values: string[] = desc.users.map((u: Json) => u[sortBy] as string);
      expect(values).toEqual([...values].sort(new Intl.Collator('en').compare).reverse());
    }
    const { body } = await portal.graphql(LIST, { token: admin, variables: { sort: { sortBy: 'passwordHash', order: 'ASC' } } });
    expect(codes(body)).toEqual(['I001']);
  });

  it('searches username, name and email, any case', async () => {
    const sales = all.find((u) => u.username === 'sales')!;
    const byName = await call(LIST, { search: sales.name.split(' ')[1].toUpperCase(), limit: 100 });
    expect(byName.users.map((u: Json) => u.username)).toContain('sales');
    const byEmail = await call(LIST, { search: sales.email.split('@')[0], limit: 100 });
    expect(byEmail.users.map((u: Json) => u.username)).toContain('sales');
    for (const u of byEmail.users)
      expect([u.username, u.name, u.email].join(' ').toLowerCase()).toContain(sales.email.split('@')[0].toLowerCase());
    expect((await call(LIST, { search: '%' })).info.count).toBe(0);
  });

  it('filters by group roles, role, limitations and ids', async () => {
    const group = await db.selectFrom('groupRoles').select('id').where('name', '=', 'Sales staff').executeTakeFirstOrThrow();
    const inGroup = await call(LIST, { groupRoleIds: [group.id], limit: 100 });
    expect(inGroup.info.count).toBe(all.filter((u) => u.groupRoleId === group.id).length);
    expect(inGroup.users.every((u: Json) => u.groupRole?.id === group.id)).toBe(true);

    // Held directly, or through the group role that holds it.
    const salesmen = await call(LIST, { role: 'salesman', limit: 100 });
    expect(salesmen.users.map((u: Json) => u.username)).toContain('sales');
    expect(salesmen.users.every((u: Json) => u.roles.some((r: Json) => r.name === 'salesman') || u.groupRole?.id === group.id)).toBe(true);
    const admins = await call(LIST, { role: 'admin', limit: 100 });
    expect(admins.users.map((u: Json) => u.username)).toEqual(['admin']);

    // The areas editor's user search: sales users only, by username.
    const areaUsers = await call(LIST, {
      limitations: ['salesman', 'sales_group', 'sales_office'],
      sort: { sortBy: 'username', order: 'ASC' },
      limit: 100,
    });
    expect(areaUsers.users.map((u: Json) => u.username)).toContain('sales');
    expect(areaUsers.users.map((u: Json) => u.username)).not.toContain('dealer');
    expect(areaUsers.users.every((u: Json) => u.userAreas.length > 0)).toBe(true);
    const usernames = areaUsers.users.map((u: Json) => u.username.toLowerCase());
    expect(usernames).toEqual([...usernames].sort());

    const audit = await call(LIST, { limitations: ['audit'] });
    expect(audit.users.map((u: Json) => u.username)).toEqual(['support']);

    const two = all.slice(0, 2).map((u) => u.id);
    expect((await call(LIST, { ids: two })).users.map((u: Json) => u.id).sort()).toEqual([...two].sort());
  });

  it('answers each user with roles, group role, areas, markets and language, without one query per user', async () => {
    const sales = await call(`query { users(search: "sales", limit: 100) { users { ${USER} } info { count } } }`);
    const budi = sales.users.find((u: Json) => u.username === 'sales');
    expect(budi).toMatchObject({
      language: { id: 'en-us', description: 'English' },
      roles: [{ name: 'salesman', description: expect.any(String) }],
      groupRole: { description: 'Salesmen, sales groups and sales offices' },
      userAreas: [{ sorg: '1000', limitation: 'salesman', option: 'include' }],
      organisations: ['1000'],
      us: false,
      active: true,
      deletedAt: null,
    });
    expect(budi.contentTargetMarkets.map((m: Json) => m.marketName)).toEqual(['Indonesia', 'Indonesia', 'Indonesia']);
    const dealerUs = await call(`query { users(search: "dealer-us") { users { username us organisations customer { name } } } }`);
    expect(dealerUs.users[0]).toMatchObject({ username: 'dealer-us', us: true, organisations: ['3000'] });

    // One statement per relation whatever the page size: count the statements of a page of 50.
    const statements: string[] = [];
    const logged = db.withPlugin({
      transformQuery: (a) => {
        statements.push(a.node.kind);
        return a.node;
      },
      transformResult: async (a) => a.result,
    });
    const { userList } = await import('../../api/users/list.ts');
    await userList(logged, { actor: null as never, onlySorgs: null }, { page: 1, limit: 50 });
    expect(statements.length).toBeLessThanOrEqual(8);
  });

  it('form options: every language, the markets, the organisations and the area codes', async () => {
    expect((await call('{ userLanguages { id description } }')).map((l: Json) => l.id)).toHaveLength(11);
    const markets = await call('query { userContentTargetMarkets(type: "news") { id marketName type sorg } }');
    expect(markets.every((m: Json) => m.type === 'news')).toBe(true);
    expect(markets.map((m: Json) => m.marketName)).toContain('United States');
    expect((await call('{ userSalesOrganisations { sorg } }')).map((o: Json) => o.sorg)).toContain('3000');
    const values = await call('query { userAreaValues(sorg: "1000", limitation: "sales_group") { value customers } }');
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((v: Json) => /^G1\d$/.test(v.value) && v.customers > 0)).toBe(true);
  });
});

describe('createUser', () => {
  it('answers the generated password once, mails it, stores only its hash, and the new user can sign in', async () => {
    const before = (await outboxMessages(outbox)).length;
    const input = newUser({
      username: 'toko-sari',
      email: 'sari@tokosepeda.co.id',
      contentTargetMarketIds: [await marketId('news', '1000')],
    });
    const answer = await call(CREATE, { user: input });
    expect(answer.userErrors).toEqual([]);
    expect(answer.message).toEqual({ status: true, description: 'User created' });
    expect(answer.mailed).toBe(true);
    const { password, username } = answer.credential;
    expect(username).toBe('toko-sari');
    expect(password).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{9,}$/);
    expect(answer.user).toMatchObject({
      username: 'toko-sari',
      language: { id: 'id-id' },
      roles: [{ name: 'customer' }],
      customer: { r3: dealerCustomer.codeR3 },
      contentTargetMarkets: [{ marketName: 'Indonesia' }],
      active: true,
      sendEmail: true,
      isFakeEmail: false,
    });

    const row = await db.selectFrom('users').selectAll().where('username', '=', 'toko-sari').executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain(password);

    // The mail, in the user's language (id-id), to their address, with the password.
    const messages = await outboxMessages(outbox);
    expect(messages).toHaveLength(before + 1);
    const raw = messages.at(-1)!.raw;
    expect(raw).toMatch(/^To: sari@tokosepeda\.co\.id$/m);
    expect(raw).toContain('Akun Anda untuk portal dealer');
    expect(raw).toContain(password);

    const login = await portal.login('toko-sari', password);
    expect(login.status).toBe(200);
    // Never readable again: the user type has no password field at all.
    const { body } = await portal.graphql(`query($id: Int!) { user(id: $id) { password } }`, { token: admin, variables: { id: row.id } });
    expect(codes(body)).toEqual(['G001']);
  });

  it('a fake address gets no mail', async () => {
    const before = (await outboxMessages(outbox)).length;
    const answer = await call(CREATE, { user: newUser({ isFakeEmail: true }) });
    expect(answer.message.status).toBe(true);
    expect(answer.mailed).toBeNull();
    expect(answer.credential.password).toBeTruthy();
    expect(await outboxMessages(outbox)).toHaveLength(before);
  });

  it('refuses bad input field by field, translated, and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const answer = await call(CREATE, {
      user: {
        username: 'Sales',
        name: '<script>',
        email: 'not-an-email',
        language: 'xx',
        roleIds: [999],
        groupRoleId: 999,
        custCode: 'NOPE',
        contentTargetMarketIds: [999],
        limitation: 'boss',
      },
      userAreas: [{ sorg: '9999', limitation: 'region', value: '' }],
    });
    expect(answer.message).toEqual({ status: false, description: 'User not created' });
    expect(answer.credential).toBeNull();
    const byField = Object.fromEntries(answer.userErrors.map((e: Json) => [e.field, e.messageKey]));
    expect(byField).toEqual({
      username: 'users:errors.username_taken',
      name: 'forms:text',
      email: 'forms:email',
      language: 'users:errors.language_unknown',
      roles: 'users:errors.role_unknown',
      groupRoleId: 'users:errors.group_role_unknown',
      custCode: 'users:errors.customer_unknown',
      contentTargetMarkets: 'users:errors.market_unknown',
      limitation: 'users:errors.user_limitation',
      'userAreas.0.sorg': 'users:errors.sorg_unknown',
      'userAreas.0.limitation': 'users:errors.area_limitation',
      'userAreas.0.value': 'forms:required',
    });
    expect(await count()).toBe(before);
    const noRoles = await call(CREATE, { user: newUser({ roleIds: [] }) });
    expect(noRoles.userErrors).toEqual([{ field: 'roles', message: 'Choose at least one item', messageKey: 'forms:combo_box' }]);
  });

  it('nobody gives a role whose rights they lack, nor edits a user who holds more', async () => {
    // A user admin without the admin role's other rights.
    const role = await db
      .insertInto('roles')
      .values({ name: 'user-admin-only', description: 'Users only' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const perms = await db.selectFrom('permissions').select('id').where('name', 'in', ['page.user-management', 'page.catalog']).execute();
    await db
      .insertInto('rolePermissions')
      .values(perms.map((p) => ({ roleId: role.id, permissionId: p.id })))
      .execute();
    const created = await call(CREATE, { user: newUser({ username: 'limited-admin', roleIds: [role.id], custCode: null }) });
    expect(created.message.status).toBe(true);
    const limited = await signIn('limited-admin', created.credential.password);

    const refused = await call(CREATE, { user: newUser({ roleIds: [await roleId('admin')] }) }, limited);
    expect(refused.userErrors).toEqual([expect.objectContaining({ field: 'roles', messageKey: 'users:errors.role_beyond_own' })]);
    const allowed = await call(CREATE, { user: newUser({ roleIds: [role.id], custCode: null }) }, limited);
    expect(allowed.message.status).toBe(true);

    const adminUser = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const takeover = await call(UPDATE, { id: adminUser.id, generatePassword: true }, limited);
    expect(takeover.userErrors).toEqual([expect.objectContaining({ field: 'id', messageKey: 'users:errors.user_beyond_own' })]);
    expect(takeover.credential).toBeNull();
    expect((await portal.login('admin')).status).toBe(200);
  });
});

/** The dealer's order of one article with stock, placed through cart and checkout by the given session. */
async function placeOrder(token: string): Promise<string> {
  const article = await db
    .selectFrom('articles as a')
    .innerJoin('stock as s', 's.articleId', 'a.id')
    .select(['a.articleCode', 'a.uom'])
    .where('a.sorg', '=', '1000')
    .where('s.available', '>=', 50)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('orderQuotas').select('id').whereRef('orderQuotas.articleId', '=', 'a.id'))))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('articleAnalysis as aa')
            .select('aa.articleId')
            .whereRef('aa.articleId', '=', 'a.id')
            .where((e) => e.or([e('aa.allowToOrder', '=', 0), e('aa.orderBlocked', '=', 1), e('aa.hasPrice', '=', 0)])),
        ),
      ),
    )
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('cartLines').where('customerId', '=', dealerCustomer.id).execute();
  const added = await call(
    `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status } } }`,
    { products: [{ custCode: dealerCustomer.codeR3, articleCode: article.articleCode, sorg: '1000', qty: 1, uom: article.uom }] },
    token,
  );
  expect(added.message.status).toBe(true);
  const shipTo = (
    await db.selectFrom('shipTos').select('code').where('customerId', '=', dealerCustomer.id).orderBy('code').executeTakeFirstOrThrow()
  ).code;
  const answer = await call(
    `mutation($input: CheckoutInput!) { checkout(input: $input) { message { status description } orders { orderNo } } }`,
    { input: { idempotencyKey: `users-${Date.now()}`, shipTo, shipment: 'REG', payment: 'TERM' } },
    token,
  );
  expect(answer.message.status).toBe(true);
  return answer.orders[0].orderNo as string;
}

async function signIn(username: string, password: string) {
  const { status, body } = await portal.login(username, password);
  expect(status).toBe(200);
  return body.requestToken as string;
}

describe('updateUser', () => {
  it('replaces the fields, roles, areas and markets; the username stays unique', async () => {
    const { user } = await call(CREATE, { user: newUser({ username: 'to-edit' }) });
    const answer = await call(UPDATE, {
      id: user.id,
      user: newUser({
        username: 'edited',
        name: 'Sari Lestari Putri',
        roleIds: [salesmanRole],
        custCode: null,
        language: 'en-us',
        emailConfirmations: ['orders@tokosepeda.co.id'],
        sendEmailWarranty: true,
        contentTargetMarketIds: [await marketId('news', '1000')],
      }),
      userAreas: [
        { sorg: '1000', limitation: 'salesman', value: 'S1001' },
        { sorg: '1000', limitation: 'sales_group', option: 'exclude', value: 'G11' },
      ],
    });
    expect(answer.userErrors).toEqual([]);
    expect(answer.message).toEqual({ status: true, description: 'User saved' });
    expect(answer.credential).toBeNull();
    expect(answer.user).toMatchObject({
      username: 'edited',
      name: 'Sari Lestari Putri',
      roles: [{ name: 'salesman' }],
      customer: null,
      language: { id: 'en-us' },
      emailConfirmations: ['orders@tokosepeda.co.id'],
      sendEmailWarranty: true,
      userAreas: [
        { sorg: '1000', limitation: 'salesman', option: 'include', value: 'S1001' },
        { sorg: '1000', limitation: 'sales_group', option: 'exclude', value: 'G11' },
      ],
    });
    // Areas left out stay as they are.
    const nameOnly = await call(UPDATE, {
      id: user.id,
      user: { ...newUser({ username: 'edited', roleIds: [salesmanRole], custCode: null }), name: 'Sari P' },
    });
    expect(nameOnly.user.userAreas).toHaveLength(2);
    const taken = await call(UPDATE, { id: user.id, user: newUser({ username: 'DEALER' }) });
    expect(taken.userErrors).toEqual([expect.objectContaining({ field: 'username', messageKey: 'users:errors.username_taken' })]);
    expect((await call(UPDATE, { id: 999_999, user: newUser() })).userErrors).toEqual([
      expect.objectContaining({ field: 'id', messageKey: 'users:errors.not_found' }),
    ]);
  });

  it('generatePassword mails a new password, answers it once, and ends the old sessions', async () => {
    const { user, credential } = await call(CREATE, { user: newUser({ username: 'forgetful', language: 'de' }) });
    const old = await portal.login('forgetful', credential.password);
    const before = (await outboxMessages(outbox)).length;
    const answer = await call(UPDATE, { id: user.id, generatePassword: true });
    expect(answer.message.status).toBe(true);
    expect(answer.credential.username).toBe('forgetful');
    expect(answer.credential.password).not.toBe(credential.password);
    const messages = await outboxMessages(outbox);
    expect(messages).toHaveLength(before + 1);
    expect(messages.at(-1)!.raw).toContain('Subject: =?UTF-8?Q?Ihr_neues_Passwort');
    expect(messages.at(-1)!.raw).toContain(answer.credential.password);

    expect((await portal.login('forgetful', credential.password)).status).toBe(401);
    expect((await portal.login('forgetful', answer.credential.password)).status).toBe(200);
    expect((await portal.request('/user', { token: old.body.requestToken })).status).toBe(401);
    // The user record itself did not change.
    expect((await call('query($id: Int!) { user(id: $id) { username language { id } } }', { id: user.id })).language.id).toBe('de');
  });
});

describe('deleteUser', () => {
  it('the user can no longer sign in, their tokens stop working, their orders stay', async () => {
    const { user, credential } = await call(CREATE, { user: newUser({ username: 'leaving-dealer' }) });
    const session = (await portal.login('leaving-dealer', credential.password)).body;
    const orderNo = await placeOrder(session.requestToken);

    const answer = await call(DELETE, { id: user.id });
    expect(answer.message).toEqual({ status: true, description: 'User deleted' });
    expect(answer.user).toMatchObject({ active: false, deletedAt: expect.any(String) });

    expect((await portal.login('leaving-dealer', credential.password)).status).toBe(401);
    expect((await portal.request('/user', { token: session.requestToken })).status).toBe(401);
    const refreshed = await portal.request('/refresh-token', { method: 'POST', json: { refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(401);

    const row = await db.selectFrom('users').select(['deletedAt', 'deletedBy']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.deletedAt).toBeTruthy();
    expect(row.deletedBy).toBe((await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id);
    expect((await db.selectFrom('orders').select('createdBy').where('orderNo', '=', orderNo).executeTakeFirstOrThrow()).createdBy).toBe(
      user.id,
    );

    // Gone from the list, still there with state deleted; deleting again is refused.
    expect((await call(LIST, { search: 'leaving-dealer' })).info.count).toBe(0);
    expect((await call(LIST, { search: 'leaving-dealer', state: 'deleted' })).users.map((u: Json) => u.username)).toEqual([
      'leaving-dealer',
    ]);
    expect((await call(DELETE, { id: user.id })).userErrors).toEqual([
      expect.objectContaining({ messageKey: 'users:errors.already_deleted' }),
    ]);
  });

  it('an admin cannot delete themselves', async () => {
    const me = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const answer = await call(DELETE, { id: me.id });
    expect(answer.message.status).toBe(false);
    expect(answer.userErrors).toEqual([expect.objectContaining({ field: 'id', messageKey: 'users:errors.cannot_delete_self' })]);
    expect((await portal.login('admin')).status).toBe(200);
  });
});

describe('customer codes in the user form and the mass import', () => {
  it('accepts the code as the portal shows it (shortened) as well as in full, and refuses one that fits nobody', async () => {
    const { displayCustomerCode } = await import('../../src/rules/customer-code.ts');
    const shown = displayCustomerCode({ isr: dealerCustomer.codeIsr, r3: dealerCustomer.codeR3 });
    expect(shown.length).toBeLessThan(dealerCustomer.codeR3.length);
    for (const custCode of [shown, ` ${dealerCustomer.codeR3.toLowerCase()} `, dealerCustomer.codeUnified]) {
      const created = await call(CREATE, { user: newUser({ custCode }) });
      expect(created.userErrors, custCode).toEqual([]);
      const row = await db.selectFrom('users').select('customerId').where('id', '=', created.user.id).executeTakeFirstOrThrow();
      expect(row.customerId, custCode).toBe(dealerCustomer.id);
    }
    const refused = await call(CREATE, { user: newUser({ custCode: '999999' }) });
    expect(refused.userErrors.map((e: Json) => e.messageKey)).toEqual(['users:errors.customer_unknown']);
  });
});
