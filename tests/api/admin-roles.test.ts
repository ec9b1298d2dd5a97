import { describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
const tokenOf = async (username: string) => (await portal.tokens(username)).requestToken;
const admin = await tokenOf('admin');

type Json = Record<string, any>;
const RESULT = 'message { status description } userErrors { field message messageKey params { name value } } code id';

const ops = {
  roles: ['query { roles(limit: 20) { roles { id name } info { count } } }', {}],
  role: ['query($id: Int!) { role(id: $id) { id name } }', { id: 1 }],
  groupRoles: ['query { groupRoles { groupRoles { id } info { count } } }', {}],
  groupRole: ['query($id: Int!) { groupRole(id: $id) { id } }', { id: 1 }],
  permissions: ['query { permissions { permissions { id name } info { count } } }', {}],
  permission: ['query { permission(name: "page.catalog") { id name } }', {}],
  createRole: [`mutation($i: RoleInput!) { createRole(input: $i) { ${RESULT} } }`, { i: { name: 'x', description: 'x', permissions: [] } }],
  updateRole: [
    `mutation($i: RoleInput!) { updateRole(id: 1, input: $i) { ${RESULT} } }`,
    { i: { name: 'x', description: 'x', permissions: [] } },
  ],
  deleteRole: [`mutation { deleteRole(id: 1) { ${RESULT} } }`, {}],
  createGroupRole: [
    `mutation($i: GroupRoleInput!) { createGroupRole(input: $i) { ${RESULT} } }`,
    { i: { name: 'x', description: 'x', roleIds: [] } },
  ],
  updateGroupRole: [
    `mutation($i: GroupRoleInput!) { updateGroupRole(id: 1, input: $i) { ${RESULT} } }`,
    { i: { name: 'x', description: 'x' } },
  ],
  deleteGroupRole: [`mutation { deleteGroupRole(id: 1) { ${RESULT} } }`, {}],
  createPermission: [
    `mutation($i: PermissionInput!) { createPermission(input: $i) { ${RESULT} } }`,
    { i: { name: 'x.y', description: 'x' } },
  ],
  updatePermission: [
    `mutation($i: PermissionInput!) { updatePermission(id: 1, input: $i) { ${RESULT} } }`,
    { i: { name: 'x.y', description: 'x' } },
  ],
  deletePermission: [`mutation { deletePermission(id: 1) { ${RESULT} } }`, {}],
} as const;

async function call(query: string, variables: Json, token: string) {
  const { body } = await portal.graphql(query, { token, variables });
  return body;
}
const mutate = async (query: string, variables: Json, token = admin) => {
  const body = await call(query, variables, token);
  if (!body.data) throw new Error(JSON.stringify(body));
  return Object.values(body.data)[0] as Json;
};

const CREATE_ROLE = ops.createRole[0];
const UPDATE_ROLE = `mutation($id: Int!, $i: RoleInput!) { updateRole(id: $id, input: $i) { ${RESULT} } }`;
const DELETE_ROLE = `mutation($id: Int!) { deleteRole(id: $id) { ${RESULT} } }`;
const UPDATE_GROUP_ROLE = `mutation($id: Int!, $i: GroupRoleInput!) { updateGroupRole(id: $id, input: $i) { ${RESULT} } }`;
const DELETE_PERMISSION = `mutation($id: Int!) { deletePermission(id: $id) { ${RESULT} } }`;
const roleId = async (name: string) => (await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const permissionsOf = async (name: string) =>
  (
    await db
      .selectFrom('rolePermissions as rp')
      .innerJoin('permissions as p', 'p.id', 'rp.permissionId')
      .innerJoin('roles as r', 'r.id', 'rp.roleId')
      .select('p.name')
      .where('r.name', '=', name)
      .execute()
  )
    .map((r) => r.name)
    .sort();
const userScopes = async (token: string) => (await (await portal.request('/user', { token })).json()).scopes as string[];

describe('roles, group roles and permissions need page.user-management', () => {
  const refused = ['customer', 'salesman', 'support', 'content-admin'] as const;
  const logins: Record<(typeof refused)[number], string> = {
    customer: 'dealer',
    salesman: 'sales',
    support: 'support',
    'content-admin': 'content',
  };
  for (const role of refused) {
    for (const [name, [query, variables]] of Object.entries(ops)) {
      it(`${name} is refused for ${role}`, async () => {
        const before = await db
          .selectFrom('roles')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const body = await call(query, variables, await tokenOf(logins[role]));
        expect(
          Object.values(body.data ?? {}).every((v) => v === null),
          JSON.stringify(body),
        ).toBe(true);
        expect(codes(body)).toContain('U002');
        const after = await db
          .selectFrom('roles')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(after.n)).toBe(Number(before.n));
      });
    }
  }

  it('is refused without a session', async () => {
    expect(codes(await call(ops.roles[0], {}, ''))).toContain('U001');
  });

  for (const [name, [query]] of Object.entries(ops).filter(([n]) => !/^(create|update|delete)/.test(n))) {
    it(`${name} is answered for admin`, async () => {
      const body = await call(query, ops[name as keyof typeof ops][1], admin);
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      expect(Object.values(body.data ?? {})[0]).not.toBeNull();
    });
  }
});

describe('lists', () => {
  it('page, sort, search and filter roles by group role', async () => {
    const sorted = await call(
      'query { roles(limit: 3, page: 2, sort: ["name:desc"]) { roles { name } info { page limit count pageTotal } } }',
      {},
      admin,
    );
    const all = (await db.selectFrom('roles').select('name').execute())
      .map((r) => r.name)
      .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? 1 : -1));
    expect(sorted.data!.roles.info).toEqual({ page: 2, limit: 3, count: all.length, pageTotal: Math.ceil(all.length / 3) });
    expect(sorted.data!.roles.roles).toHaveLength(3);
    const back = (await db.selectFrom('groupRoles').select('id').where('name', '=', 'Back office').executeTakeFirstOrThrow()).id;
    const filtered = await call(
      'query($g: [Int!]) { roles(groupRoleIds: $g, sort: ["name:asc"]) { roles { name groupRoles { name } } } }',
      { g: [back] },
      admin,
    );
    expect(filtered.data!.roles.roles.map((r: Json) => r.name)).toEqual(['admin', 'content-admin', 'support']);
    const searched = await call('query { roles(search: "SALES") { roles { name } } }', {}, admin);
    expect(searched.data!.roles.roles.map((r: Json) => r.name).sort()).toEqual([
      'content-admin',
      'sales',
      'sales.group',
      'salesman',
      'warranty',
    ]);
  });

  it('name the roles holding a permission and the permissions of a role', async () => {
    const body = await call(
      'query { permission(name: "page.user-management") { name roles { name } } role(id: 1) { name permissionNames usersCount } }',
      {},
      admin,
    );
    expect(body.data!.permission.roles.map((r: Json) => r.name)).toEqual(['admin']);
    expect(body.data!.role.permissionNames).toEqual(await permissionsOf(body.data!.role.name));
  });
});

describe('bad input', () => {
  it('answers field errors and writes nothing', async () => {
    const before = await db.selectFrom('roles').selectAll().execute();
    const res = await mutate(CREATE_ROLE, { i: { name: ' ', description: '', permissions: ['page.catalog', 'no.such-scope'] } });
    expect(res.message.status).toBe(false);
    expect(res.code).toBe('I001');
    expect(res.userErrors.map((e: Json) => [e.field, e.messageKey])).toEqual([
      ['name', 'forms:not_empty'],
      ['description', 'forms:required'],
      ['permissions', 'access-admin:unknownPermissions'],
    ]);
    expect(res.userErrors[2].message).toContain('no.such-scope');
    expect(await db.selectFrom('roles').selectAll().execute()).toEqual(before);

    const taken = await mutate(CREATE_ROLE, { i: { name: 'admin', description: 'Another', permissions: [] } });
    expect(taken.userErrors).toMatchObject([{ field: 'name', messageKey: 'access-admin:nameTaken' }]);
    const badScope = await mutate(ops.createPermission[0], { i: { name: 'Page Catalog', description: 'x' } });
    expect(badScope.userErrors).toMatchObject([{ field: 'name', messageKey: 'forms:scope' }]);
    const badRoles = await mutate(ops.createGroupRole[0], { i: { name: 'G', description: 'x', roleIds: [99999] } });
    expect(badRoles.userErrors).toMatchObject([{ field: 'roleIds', messageKey: 'access-admin:unknownRoles' }]);
    expect(await db.selectFrom('roles').selectAll().execute()).toEqual(before);
  });

  it('leaves an updated role as it was when a field is refused', async () => {
    const id = await roleId('guest');
    const before = await permissionsOf('guest');
    const res = await mutate(UPDATE_ROLE, {
      id,
      i: { name: 'guest', description: 'Guest <b>', permissions: ['page.catalog', 'nope.nope'] },
    });
    expect(res.message.status).toBe(false);
    expect(await permissionsOf('guest')).toEqual(before);
  });
});

describe('user management is never lost', () => {
  const adminRoleInput = async (without: string[]) => ({
    name: 'admin',
    description: 'Administrator',
    permissions: (await permissionsOf('admin')).filter((p) => !without.includes(p)),
  });

  it('the admin role keeps user management while it is the last way anyone holds it', async () => {
    const before = await permissionsOf('admin');
    const res = await mutate(UPDATE_ROLE, { id: await roleId('admin'), i: await adminRoleInput(['page.user-management']) });
    expect(res).toMatchObject({
      message: { status: false },
      code: 'C001',
      userErrors: [{ field: 'id', messageKey: 'access-admin:lastAdmin' }],
    });
    expect(await permissionsOf('admin')).toEqual(before);
    // Nor does the group role that also gives admin lose it when the admin user holds admin only that way.
    const adminUser = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const adminRole = await roleId('admin');
    const back = (await db.selectFrom('groupRoles').select('id').where('name', '=', 'Back office').executeTakeFirstOrThrow()).id;
    await db.deleteFrom('userRoles').where('userId', '=', adminUser.id).where('roleId', '=', adminRole).execute();
    try {
      const res2 = await mutate(UPDATE_GROUP_ROLE, {
        id: back,
        i: { name: 'Back office', description: 'Back office', roleIds: [await roleId('support')] },
      });
      expect(res2.userErrors[0]?.messageKey).toBe('access-admin:lastAdmin');
      expect((await db.selectFrom('groupRoleRoles').select('roleId').where('groupRoleId', '=', back).execute()).length).toBe(3);
    } finally {
      await db.insertInto('userRoles').values({ userId: adminUser.id, roleId: adminRole }).execute();
    }
  });

  it('an admin cannot take user management away from themselves, though someone else keeps it', async () => {
    const keyRole = await mutate(CREATE_ROLE, {
      i: { name: 'key-holder', description: 'Holds user management', permissions: ['page.user-management'] },
    });
    expect(keyRole.message.status).toBe(true);
    const content = await db.selectFrom('users').select('id').where('username', '=', 'content').executeTakeFirstOrThrow();
    await db.insertInto('userRoles').values({ userId: content.id, roleId: keyRole.id }).execute();
    try {
      const own = await mutate(UPDATE_ROLE, { id: await roleId('admin'), i: await adminRoleInput(['page.user-management']) });
      expect(own.userErrors).toMatchObject([{ messageKey: 'access-admin:ownAdmin' }]);
      expect(await permissionsOf('admin')).toContain('page.user-management');
      // content, now a manager too, may take it from the admin role: the admin user is not the one acting.
      const contentToken = await tokenOf('content');
      const theirs = await mutate(
        UPDATE_ROLE,
        { id: await roleId('admin'), i: await adminRoleInput(['page.user-management']) },
        contentToken,
      );
      expect(theirs.message.status).toBe(true);
      expect(await userScopes(admin)).not.toContain('page.user-management');
      // ...but not from their own role, the last way anyone holds it.
      const last = await mutate(
        UPDATE_ROLE,
        { id: keyRole.id, i: { name: 'key-holder', description: 'x', permissions: [] } },
        contentToken,
      );
      expect(last.userErrors).toMatchObject([{ messageKey: 'access-admin:lastAdmin' }]);
      const restored = await mutate(
        UPDATE_ROLE,
        {
          id: await roleId('admin'),
          i: { ...(await adminRoleInput([])), permissions: [...(await permissionsOf('admin')), 'page.user-management'] },
        },
        contentToken,
      );
      expect(restored.message.status).toBe(true);
    } finally {
      await db.deleteFrom('userRoles').where('userId', '=', content.id).where('roleId', '=', keyRole.id).execute();
    }
    expect(await userScopes(admin)).toContain('page.user-management');
    expect((await mutate(DELETE_ROLE, { id: keyRole.id })).message.status).toBe(true);
  });
});

describe('deleting what is still in use', () => {
  it('a role held by users names the users', async () => {
    const res = await mutate(DELETE_ROLE, { id: await roleId('salesman') });
    expect(res.message.status).toBe(false);
    expect(res.code).toBe('C001');
    expect(res.userErrors[0]).toMatchObject({ messageKey: 'access-admin:roleHeldByUsers' });
    expect(res.userErrors[0].message).toContain('sales');
    expect(res.userErrors[0].params.find((p: Json) => p.name === 'users').value).toContain('sales');
    expect(await db.selectFrom('roles').select('id').where('name', '=', 'salesman').executeTakeFirst()).toBeDefined();
  });

  it('a permission held by roles names the roles', async () => {
    const p = await db.selectFrom('permissions').select('id').where('name', '=', 'page.catalog').executeTakeFirstOrThrow();
    const res = await mutate(DELETE_PERMISSION, { id: p.id });
    expect(res.message.status).toBe(false);
    expect(res.userErrors[0].messageKey).toBe('access-admin:permissionHeldByRoles');
    expect(res.userErrors[0].message).toMatch(/admin.*customer/);
  });

  it('an unused role and permission are deleted', async () => {
    const perm = await mutate(ops.createPermission[0], { i: { name: 'page.spare', description: 'A spare page' } });
    const role = await mutate(CREATE_ROLE, { i: { name: 'spare', description: 'Spare', permissions: ['page.spare'] } });
    expect((await mutate(DELETE_PERMISSION, { id: perm.id })).userErrors[0].message).toContain('spare');
    expect((await mutate(DELETE_ROLE, { id: role.id })).message.status).toBe(true);
    expect((await mutate(DELETE_PERMISSION, { id: perm.id })).message.status).toBe(true);
    expect(await db.selectFrom('permissions').select('id').where('name', '=', 'page.spare').executeTakeFirst()).toBeUndefined();
  });
});

describe('a role change reaches its users on their next request', () => {
  it('gives and takes a scope from a dealer at once, and the server follows', async () => {
    const dealer = await tokenOf('dealer');
    const id = await roleId('customer');
    const before = await permissionsOf('customer');
    expect(codes(await call(ops.roles[0], {}, dealer))).toContain('U002');
    const added = await mutate(UPDATE_ROLE, {
      id,
      i: { name: 'customer', description: 'Dealer', permissions: [...before, 'page.user-management'] },
    });
    expect(added.message.status).toBe(true);
    expect(await userScopes(dealer)).toContain('page.user-management');
    expect((await call(ops.roles[0], {}, dealer)).data?.roles.info.count).toBeGreaterThan(0);
    const removed = await mutate(UPDATE_ROLE, { id, i: { name: 'customer', description: 'Dealer', permissions: before } });
    expect(removed.message.status).toBe(true);
    expect(await userScopes(dealer)).not.toContain('page.user-management');
    expect(codes(await call(ops.roles[0], {}, dealer))).toContain('U002');
    expect(await permissionsOf('customer')).toEqual(before);
  });
});
