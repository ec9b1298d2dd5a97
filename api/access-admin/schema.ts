import { z } from 'zod';
import type { SignedInContext } from '../auth/context.ts';
import type { ObjectRef } from '@pothos/core';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import { type AccessAnswer, USER_MANAGEMENT } from './common.ts';
import {
  createGroupRole,
  deleteGroupRole,
  groupRoleById,
  type GroupRoleRow,
  listGroupRoles,
  rolesOfGroupRoles,
  updateGroupRole,
} from './group-roles.ts';
import {
  createPermission,
  deletePermission,
  listPermissions,
  permissionBy,
  type PermissionRow,
  rolesOfPermissions,
  updatePermission,
} from './permissions.ts';
import {
  createRole,
  deleteRole,
  groupRolesOfRoles,
  listRoles,
  permissionsOfRoles,
  roleById,
  type RoleRow,
  updateRole,
  userCountsOfRoles,
} from './roles.ts';

// Roles, group roles and permissions (spec 3 §2 'Admin routes', §3, §7): every field needs user management.
const admin = { scope: USER_MANAGEMENT } as const;
/** Rows of a one-to-many load carry the key they belong to. */
const keyOf = (row: object, key: string) => (row as Record<string, number>)[key];
const signedIn = (ctx: { actor: unknown }) => ctx as SignedInContext;

const RoleRef = builder.objectRef<RoleRow>('Role');
const GroupRoleRef = builder.objectRef<GroupRoleRow>('GroupRole');
const PermissionRef = builder.objectRef<PermissionRow>('Permission');

RoleRef.implement({
  authScopes: admin,
  description: 'A role holds permissions (scopes); users hold roles directly or through their group role.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    permissions: t.loadableGroup({
      type: PermissionRef,
      load: (ids: number[], ctx) => permissionsOfRoles(ctx.db, ids),
      group: (p) => keyOf(p, 'roleId'),
      resolve: (r) => r.id,
    }),
    permissionNames: t.stringList({
      description: 'The scope names the role gives, for the one-role form',
      resolve: async (r, _args, ctx) => (await permissionsOfRoles(ctx.db, [r.id])).map((p) => p.name),
    }),
    groupRoles: t.loadableGroup({
      type: GroupRoleRef,
      load: (ids: number[], ctx) => groupRolesOfRoles(ctx.db, ids),
      group: (g) => keyOf(g, 'roleId'),
      resolve: (r) => r.id,
    }),
    usersCount: t.loadable({
      type: 'Int',
      description: 'Users (not deleted) who hold the role directly',
      load: async (ids: number[], ctx) => {
        const counts = await userCountsOfRoles(ctx.db, ids);
        return ids.map((id) => Number(counts.find((c) => c.roleId === id)?.count ?? 0));
      },
      resolve: (r) => r.id,
    }),
  }),
});

GroupRoleRef.implement({
  authScopes: admin,
  description: 'A group of roles; a user of the group role holds all of them.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    roles: t.loadableGroup({
      type: RoleRef,
      load: (ids: number[], ctx) => rolesOfGroupRoles(ctx.db, ids),
      group: (r) => keyOf(r, 'groupRoleId'),
      resolve: (g) => g.id,
    }),
    roleIds: t.intList({
      description: 'The ids of its roles, for the one-group-role form',
      resolve: async (g, _args, ctx) => (await rolesOfGroupRoles(ctx.db, [g.id])).map((r) => r.id),
    }),
  }),
});

PermissionRef.implement({
  authScopes: admin,
  description: 'A scope the portal checks, with what it allows.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name', { description: 'The scope, e.g. page.catalog' }),
    description: t.exposeString('description'),
    roles: t.loadableGroup({
      type: RoleRef,
      description: 'The roles that hold it',
      load: (ids: number[], ctx) => rolesOfPermissions(ctx.db, ids),
      group: (r) => keyOf(r, 'permissionId'),
      resolve: (p) => p.id,
    }),
  }),
});

type Page<K extends string, T> = { info: PageInfo } & Record<K, T[]>;
const page = <K extends string, T>(name: string, rowsField: K, row: ObjectRef<any, T>) =>
  builder.objectRef<Page<K, T>>(name).implement({
    authScopes: admin,
    fields: (t) => ({
      [rowsField]: t.field({ type: [row], resolve: (p) => p[rowsField] as never }),
      info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
    }),
  });

const RolePage = page('RolePage', 'roles', RoleRef);
const GroupRolePage = page('GroupRolePage', 'groupRoles', GroupRoleRef);
const PermissionPage = page('PermissionPage', 'permissions', PermissionRef);

const AccessResult = builder.objectRef<AccessAnswer>('AccessAdminResult').implement({
  authScopes: admin,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: U002, N001, C001, I001 or INT' }),
    id: t.exposeInt('id', { nullable: true, description: 'The record written' }),
  }),
});

const RoleInput = builder.inputType('RoleInput', {
  fields: (t) => ({
    name: t.string({ validate: z.string().max(500) }),
    description: t.string({ validate: z.string().max(2000) }),
    permissions: t.stringList({ description: 'Scope names', validate: z.array(z.string().max(200)).max(500) }),
  }),
});
const GroupRoleInput = builder.inputType('GroupRoleInput', {
  fields: (t) => ({
    name: t.string({ validate: z.string().max(500) }),
    description: t.string({ validate: z.string().max(2000) }),
    roleIds: t.intList({ validate: z.array(z.number().int()).max(500) }),
  }),
});
const PermissionInput = builder.inputType('PermissionInput', {
  fields: (t) => ({
    name: t.string({ description: 'The scope, e.g. page.catalog', validate: z.string().max(500) }),
    description: t.string({ validate: z.string().max(2000) }),
  }),
});

// The admin tables page 10 or 20; the pickers read whole lists (a few dozen rows) in one call.
type ArgBuilder = Parameters<Parameters<typeof builder.queryFields>[0]>[0]['arg'];
const listArgs = (arg: ArgBuilder) => ({
  page: arg.int({ defaultValue: 1, validate: z.number().int().min(1).max(100_000) }),
  limit: arg.int({ defaultValue: 10, validate: z.number().int().min(1).max(500) }),
  search: arg.string({ validate: z.string().max(100) }),
  sort: arg.stringList({ description: "'name:asc', 'description:desc' or 'id:asc'", validate: z.array(z.string().max(40)).max(3) }),
});
const idList = z.array(z.number().int()).max(100);

builder.queryFields((t) => ({
  roles: t.withAuth(admin).field({
    type: RolePage,
    description: 'Roles, filtered by group roles and a search on name or description.',
    args: { ...listArgs(t.arg), groupRoleIds: t.arg.intList({ validate: idList }) },
    resolve: (_r, a, ctx) =>
      listRoles(ctx.db, { page: a.page ?? 1, limit: a.limit ?? 10, search: a.search, sort: a.sort, groupRoleIds: a.groupRoleIds }),
  }),
  role: t.withAuth(admin).field({
    type: RoleRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => roleById(ctx.db, a.id),
  }),
  groupRoles: t.withAuth(admin).field({
    type: GroupRolePage,
    description: 'Group roles, with a search on name or description.',
    args: listArgs(t.arg),
    resolve: (_r, a, ctx) => listGroupRoles(ctx.db, { page: a.page ?? 1, limit: a.limit ?? 10, search: a.search, sort: a.sort }),
  }),
  groupRole: t.withAuth(admin).field({
    type: GroupRoleRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => groupRoleById(ctx.db, a.id),
  }),
  permissions: t.withAuth(admin).field({
    type: PermissionPage,
    description: 'Permissions, filtered by the roles holding them and a search on name or description.',
    args: { ...listArgs(t.arg), roleIds: t.arg.intList({ validate: idList }) },
    resolve: (_r, a, ctx) =>
      listPermissions(ctx.db, { page: a.page ?? 1, limit: a.limit ?? 10, search: a.search, sort: a.sort, roleIds: a.roleIds }),
  }),
  permission: t.withAuth(admin).field({
    type: PermissionRef,
    nullable: true,
    description: 'One permission by id or by its scope name.',
    args: { id: t.arg.int(), name: t.arg.string({ validate: z.string().max(200) }) },
    resolve: (_r, a, ctx) => (a.id == null && !a.name ? null : permissionBy(ctx.db, a)),
  }),
}));

const idArg = (t: { arg: ArgBuilder }) => ({ id: t.arg.int({ required: true }) });

builder.mutationFields((t) => ({
  createRole: t.withAuth(admin).field({
    type: AccessResult,
    args: { input: t.arg({ type: RoleInput, required: true }) },
    resolve: (_r, a, ctx) => createRole(signedIn(ctx), a.input),
  }),
  updateRole: t.withAuth(admin).field({
    type: AccessResult,
    args: { ...idArg(t), input: t.arg({ type: RoleInput, required: true }) },
    description: "Takes effect for the role's users on their next request.",
    resolve: (_r, a, ctx) => updateRole(signedIn(ctx), a.id, a.input),
  }),
  deleteRole: t.withAuth(admin).field({
    type: AccessResult,
    args: idArg(t),
    description: 'Refused while users or group roles hold the role; the answer names them.',
    resolve: (_r, a, ctx) => deleteRole(signedIn(ctx), a.id),
  }),
  createGroupRole: t.withAuth(admin).field({
    type: AccessResult,
    args: { input: t.arg({ type: GroupRoleInput, required: true }) },
    resolve: (_r, a, ctx) => createGroupRole(signedIn(ctx), a.input),
  }),
  updateGroupRole: t.withAuth(admin).field({
    type: AccessResult,
    args: { ...idArg(t), input: t.arg({ type: GroupRoleInput, required: true }) },
    resolve: (_r, a, ctx) => updateGroupRole(signedIn(ctx), a.id, a.input),
  }),
  deleteGroupRole: t.withAuth(admin).field({
    type: AccessResult,
    args: idArg(t),
    description: 'Refused while users have the group role; the answer names them.',
    resolve: (_r, a, ctx) => deleteGroupRole(signedIn(ctx), a.id),
  }),
  createPermission: t.withAuth(admin).field({
    type: AccessResult,
    args: { input: t.arg({ type: PermissionInput, required: true }) },
    resolve: (_r, a, ctx) => createPermission(signedIn(ctx), a.input),
  }),
  updatePermission: t.withAuth(admin).field({
    type: AccessResult,
    args: { ...idArg(t), input: t.arg({ type: PermissionInput, required: true }) },
    resolve: (_r, a, ctx) => updatePermission(signedIn(ctx), a.id, a.input),
  }),
  deletePermission: t.withAuth(admin).field({
    type: AccessResult,
    args: idArg(t),
    description: 'Refused while roles hold the permission; the answer names them.',
    resolve: (_r, a, ctx) => deletePermission(signedIn(ctx), a.id),
  }),
}));
