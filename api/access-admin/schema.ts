import { z } from 'zod';
import type { SignedInContext } from '../context.ts';
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
    id: t.exposeInt('id', { description: 'The role id.' }),
    name: t.exposeString('name', { description: 'The role name, unique, e.g. customer or salesman.' }),
    description: t.exposeString('description', { description: 'What the role is for, in the words of its admin.' }),
    permissions: t.loadableGroup({
      type: PermissionRef,
      description: 'The permissions the role gives, by name.',
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
      description: 'The group roles the role is part of, by name.',
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
    id: t.exposeInt('id', { description: 'The group role id.' }),
    name: t.exposeString('name', { description: 'The group role name, unique.' }),
    description: t.exposeString('description', { description: 'What the group role is for, in the words of its admin.' }),
    roles: t.loadableGroup({
      type: RoleRef,
      description: 'The roles of the group, by name.',
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
    id: t.exposeInt('id', { description: 'The permission id.' }),
    name: t.exposeString('name', { description: 'The scope, e.g. page.catalog' }),
    description: t.exposeString('description', { description: 'What holding the scope allows, in plain words.' }),
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
/** `what`: the rows in words, for the descriptions ('roles'). */
const page = <K extends string, T>(name: string, rowsField: K, row: ObjectRef<any, T>, what: string) =>
  builder.objectRef<Page<K, T>>(name).implement({
    authScopes: admin,
    description: `One page of ${what} for the admin table.`,
    fields: (t) => ({
      [rowsField]: t.field({
        type: [row],
        description: `The ${what} of the page, in the order asked for, then by id.`,
        resolve: (p) => p[rowsField] as never,
      }),
      info: t.field({ type: PageInfoRef, description: 'Paging of the whole filtered list.', resolve: (p) => p.info }),
    }),
  });

const RolePage = page('RolePage', 'roles', RoleRef, 'roles');
const GroupRolePage = page('GroupRolePage', 'groupRoles', GroupRoleRef, 'group roles');
const PermissionPage = page('PermissionPage', 'permissions', PermissionRef, 'permissions');

const AccessResult = builder.objectRef<AccessAnswer>('AccessAdminResult').implement({
  authScopes: admin,
  description: 'What a change to a role, group role or permission answers.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether the change was made, with a text to show.',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Every problem found with the input, by field; empty when the change was made.',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: U002, N001, C001, I001 or INT' }),
    id: t.exposeInt('id', { nullable: true, description: 'The record written' }),
  }),
});

const RoleInput = builder.inputType('RoleInput', {
  description: 'A role as its form saves it; the permissions sent replace the ones it gave.',
  fields: (t) => ({
    name: t.string({
      description: 'Required and unique: letters, digits, spaces and - . , / & : only, at most 60 characters.',
      validate: z.string().max(500),
    }),
    description: t.string({ description: 'Required, at most 200 characters.', validate: z.string().max(2000) }),
    permissions: t.stringList({
      description: 'Scope names the role gives; each must be a permission or a scope the portal knows',
      validate: z.array(z.string().max(200)).max(500),
    }),
  }),
});
const GroupRoleInput = builder.inputType('GroupRoleInput', {
  description: 'A group role as its form saves it; the roles sent replace the ones it held.',
  fields: (t) => ({
    name: t.string({
      description: 'Required and unique: letters, digits, spaces and - . , / & : only, at most 60 characters.',
      validate: z.string().max(500),
    }),
    description: t.string({ description: 'Required, at most 200 characters.', validate: z.string().max(2000) }),
    roleIds: t.intList({ description: 'Ids of the roles of the group; each must exist.', validate: z.array(z.number().int()).max(500) }),
  }),
});
const PermissionInput = builder.inputType('PermissionInput', {
  description: 'A permission as its form saves it.',
  fields: (t) => ({
    name: t.string({ description: 'The scope, e.g. page.catalog', validate: z.string().max(500) }),
    description: t.string({
      description: 'Required, at most 200 characters: what holding the scope allows.',
      validate: z.string().max(2000),
    }),
  }),
});

// The admin tables page 10 or 20; the pickers read whole lists (a few dozen rows) in one call.
type ArgBuilder = Parameters<Parameters<typeof builder.queryFields>[0]>[0]['arg'];
const listArgs = (arg: ArgBuilder) => ({
  page: arg.int({ defaultValue: 1, description: 'The page to answer, from 1.', validate: z.number().int().min(1).max(100_000) }),
  limit: arg.int({ defaultValue: 10, description: 'Rows per page, at most 500.', validate: z.number().int().min(1).max(500) }),
  search: arg.string({ description: 'Text found in the name or description, ignoring case.', validate: z.string().max(100) }),
  sort: arg.stringList({
    description: "'name:asc', 'description:desc' or 'id:asc'; by name ascending when left out",
    validate: z.array(z.string().max(40)).max(3),
  }),
});
const idList = z.array(z.number().int()).max(100);

builder.queryFields((t) => ({
  roles: t.withAuth(admin).field({
    type: RolePage,
    description: 'Roles, filtered by group roles and a search on name or description.',
    args: { ...listArgs(t.arg), groupRoleIds: t.arg.intList({ description: 'Only roles of one of these group roles.', validate: idList }) },
    resolve: (_r, a, ctx) =>
      listRoles(ctx.db, { page: a.page ?? 1, limit: a.limit ?? 10, search: a.search, sort: a.sort, groupRoleIds: a.groupRoleIds }),
  }),
  role: t.withAuth(admin).field({
    type: RoleRef,
    nullable: true,
    description: 'One role; null when there is none with this id.',
    args: { id: t.arg.int({ required: true, description: 'The role id.' }) },
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
    description: 'One group role; null when there is none with this id.',
    args: { id: t.arg.int({ required: true, description: 'The group role id.' }) },
    resolve: (_r, a, ctx) => groupRoleById(ctx.db, a.id),
  }),
  permissions: t.withAuth(admin).field({
    type: PermissionPage,
    description: 'Permissions, filtered by the roles holding them and a search on name or description.',
    args: { ...listArgs(t.arg), roleIds: t.arg.intList({ description: 'Only permissions one of these roles gives.', validate: idList }) },
    resolve: (_r, a, ctx) =>
      listPermissions(ctx.db, { page: a.page ?? 1, limit: a.limit ?? 10, search: a.search, sort: a.sort, roleIds: a.roleIds }),
  }),
  permission: t.withAuth(admin).field({
    type: PermissionRef,
    nullable: true,
    description: 'One permission by id or by its scope name.',
    args: {
      id: t.arg.int({ description: 'The permission id; null when asking by name.' }),
      name: t.arg.string({ description: 'The scope name, e.g. page.catalog, when asking without an id.', validate: z.string().max(200) }),
    },
    resolve: (_r, a, ctx) => (a.id == null && !a.name ? null : permissionBy(ctx.db, a)),
  }),
}));

const idArg = (t: { arg: ArgBuilder }) => ({
  id: t.arg.int({ required: true, description: 'The id of the role, group role or permission.' }),
});

builder.mutationFields((t) => ({
  createRole: t.withAuth(admin).field({
    type: AccessResult,
    description: 'Creates a role; the answer carries its id.',
    args: { input: t.arg({ type: RoleInput, required: true, description: 'The new role.' }) },
    resolve: (_r, a, ctx) => createRole(signedIn(ctx), a.input),
  }),
  updateRole: t.withAuth(admin).field({
    type: AccessResult,
    args: { ...idArg(t), input: t.arg({ type: RoleInput, required: true, description: 'The whole role form.' }) },
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
    description: 'Creates a group role; the answer carries its id.',
    args: { input: t.arg({ type: GroupRoleInput, required: true, description: 'The new group role.' }) },
    resolve: (_r, a, ctx) => createGroupRole(signedIn(ctx), a.input),
  }),
  updateGroupRole: t.withAuth(admin).field({
    type: AccessResult,
    description: 'Saves a group role; takes effect for its users on their next request.',
    args: { ...idArg(t), input: t.arg({ type: GroupRoleInput, required: true, description: 'The whole group role form.' }) },
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
    description: 'Creates a permission; the answer carries its id.',
    args: { input: t.arg({ type: PermissionInput, required: true, description: 'The new permission.' }) },
    resolve: (_r, a, ctx) => createPermission(signedIn(ctx), a.input),
  }),
  updatePermission: t.withAuth(admin).field({
    type: AccessResult,
    description: 'Saves the name and description of a permission; roles that give it keep it.',
    args: { ...idArg(t), input: t.arg({ type: PermissionInput, required: true, description: 'The whole permission form.' }) },
    resolve: (_r, a, ctx) => updatePermission(signedIn(ctx), a.id, a.input),
  }),
  deletePermission: t.withAuth(admin).field({
    type: AccessResult,
    args: idArg(t),
    description: 'Refused while roles hold the permission; the answer names them.',
    resolve: (_r, a, ctx) => deletePermission(signedIn(ctx), a.id),
  }),
}));
