import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { checkField, checkLength, type UserError } from '../graphql/mutation-result.ts';
import { allScopes, scopeCatalog } from '../../src/rules/scopes.ts';
import {
  accessError,
  answer,
  type AccessAnswer,
  conflict,
  contains,
  invalid,
  messages,
  nameList,
  parseSort,
  sortKey,
  Refused,
  trimmed,
} from './common.ts';
import { ErrorCode } from '../graphql/errors.ts';

export interface RoleRow {
  id: number;
  name: string;
  description: string;
}
export interface RoleInput {
  name?: string | null;
  description?: string | null;
  permissions?: readonly string[] | null;
}
export interface RoleFilter {
  page: number;
  limit: number;
  search?: string | null;
  sort?: readonly string[] | null;
  groupRoleIds?: readonly number[] | null;
}

export const ROLE_SORTS = ['name', 'description', 'id'] as const;
export const NAME_MAX = 60;
export const DESCRIPTION_MAX = 200;

/** One page of roles; search matches name or description, groupRoleIds keeps roles of any of those group roles. */
export async function listRoles(db: Database, f: RoleFilter): Promise<{ roles: RoleRow[]; info: PageInfo }> {
  let q = db.selectFrom('roles as r');
  const term = f.search?.trim();
  if (term) q = q.where((eb) => eb.or([contains(eb.ref('r.name'), term), contains(eb.ref('r.description'), term)]));
  if (f.groupRoleIds?.length) {
    q = q.where(
      'r.id',
      'in',
      db
        .selectFrom('groupRoleRoles')
        .select('roleId')
        .where('groupRoleId', 'in', [...f.groupRoleIds]),
    );
  }
  let rows = q.select(['r.id', 'r.name', 'r.description']);
  for (const s of parseSort(f.sort, ROLE_SORTS)) rows = rows.orderBy(sortKey('r', s.column), s.desc ? 'desc' : 'asc');
  const [{ count }, roles] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    rows
      .orderBy('r.id')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
  ]);
  return { roles, info: pageInfo(f.page, f.limit, Number(count)) };
}

export const roleById = (db: Database, id: number) =>
  db
    .selectFrom('roles')
    .select(['id', 'name', 'description'])
    .where('id', '=', id)
    .executeTakeFirst()
    .then((r) => r ?? null);

/** Permission names of many roles at once (the list shows them without one query per row). */
export async function permissionsOfRoles(db: Database, roleIds: readonly number[]) {
  if (!roleIds.length) return [];
  return db
    .selectFrom('rolePermissions as rp')
    .innerJoin('permissions as p', 'p.id', 'rp.permissionId')
    .select(['rp.roleId', 'p.id', 'p.name', 'p.description'])
    .where('rp.roleId', 'in', [...roleIds])
    .orderBy('p.name')
    .execute();
}

export async function groupRolesOfRoles(db: Database, roleIds: readonly number[]) {
  if (!roleIds.length) return [];
  return db
    .selectFrom('groupRoleRoles as gr')
    .innerJoin('groupRoles as g', 'g.id', 'gr.groupRoleId')
    .select(['gr.roleId', 'g.id', 'g.name', 'g.description'])
    .where('gr.roleId', 'in', [...roleIds])
    .orderBy('g.name')
    .execute();
}

/** Users (not deleted) who hold each role directly. */
export async function userCountsOfRoles(db: Database, roleIds: readonly number[]) {
  if (!roleIds.length) return [];
  return db
    .selectFrom('userRoles as ur')
    .innerJoin('users as u', 'u.id', 'ur.userId')
    .where('u.deletedAt', 'is', null)
    .select(['ur.roleId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('ur.roleId', 'in', [...roleIds])
    .groupBy('ur.roleId')
    .execute();
}

/** Checks the form; answers the permission ids to hold (known scopes without a row yet get one). */
async function validRole(tx: Database, input: RoleInput, id: number | null) {
  const errors: UserError[] = [];
  const name = trimmed(input.name);
  const description = trimmed(input.description);
  if (checkField(errors, 'name', input.name ?? '', ['required', 'notEmpty', 'text'])) checkLength(errors, 'name', name, NAME_MAX);
  if (checkField(errors, 'description', input.description ?? '', ['required', 'notEmpty']))
    checkLength(errors, 'description', description, DESCRIPTION_MAX);
  const names = [...new Set((input.permissions ?? []).map((p) => p.trim()))];
  const rows = names.length ? await tx.selectFrom('permissions').select(['id', 'name']).where('name', 'in', names).execute() : [];
  const unknown = names.filter((n) => !rows.some((r) => r.name === n) && !(allScopes as string[]).includes(n));
  if (unknown.length) errors.push(accessError('permissions', 'unknownPermissions', { names: nameList(unknown) }));
  if (!errors.length && name) {
    const clash = await tx
      .selectFrom('roles')
      .select('id')
      .where('name', '=', name)
      .where('id', '!=', id ?? -1)
      .executeTakeFirst();
    if (clash) errors.push(accessError('name', 'nameTaken'));
  }
  if (errors.length) invalid(errors);
  const missing = names.filter((n) => !rows.some((r) => r.name === n));
  for (const n of missing) {
    const made = await tx
      .insertInto('permissions')
      .values({ name: n, description: scopeCatalog[n as keyof typeof scopeCatalog] })
      .returning('id')
      .executeTakeFirstOrThrow();
    rows.push({ id: made.id, name: n });
  }
  return { name, description, permissionIds: rows.map((r) => r.id) };
}

async function setPermissions(tx: Database, roleId: number, permissionIds: number[]) {
  await tx.deleteFrom('rolePermissions').where('roleId', '=', roleId).execute();
  if (permissionIds.length)
    await tx
      .insertInto('rolePermissions')
      .values(permissionIds.map((permissionId) => ({ roleId, permissionId })))
      .execute();
}

const requireRole = async (tx: Database, id: number) => {
  if (!(await tx.selectFrom('roles').select('id').where('id', '=', id).executeTakeFirst())) {
    throw new Refused(ErrorCode.notFound, [accessError('id', 'notFound')], messages.notFound);
  }
};

export function createRole(ctx: SignedInContext, input: RoleInput): Promise<AccessAnswer> {
  return answer(
    ctx,
    async (tx) => {
      const role = await validRole(tx, input, null);
      const { id } = await tx
        .insertInto('roles')
        .values({ name: role.name, description: role.description })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setPermissions(tx, id, role.permissionIds);
      return id;
    },
    messages.saved,
  );
}

/** A role's permission change reaches its users on their next request: scopes are read per request (api/auth/actor.ts). */
export function updateRole(ctx: SignedInContext, id: number, input: RoleInput): Promise<AccessAnswer> {
  return answer(
    ctx,
    async (tx) => {
      await requireRole(tx, id);
      const role = await validRole(tx, input, id);
      await tx.updateTable('roles').set({ name: role.name, description: role.description }).where('id', '=', id).execute();
      await setPermissions(tx, id, role.permissionIds);
      return id;
    },
    messages.saved,
  );
}

/** A role still held by users or grouped in a group role is not deleted; the answer names who holds it. */
export function deleteRole(ctx: SignedInContext, id: number): Promise<AccessAnswer> {
  return answer(
    ctx,
    async (tx) => {
      await requireRole(tx, id);
      const users = await tx
        .selectFrom('userRoles as ur')
        .innerJoin('users as u', 'u.id', 'ur.userId')
        .select('u.username')
        .where('ur.roleId', '=', id)
        .where('u.deletedAt', 'is', null)
        .orderBy('u.username')
        .execute();
      if (users.length) conflict(accessError('id', 'roleHeldByUsers', { users: nameList(users.map((u) => u.username)) }));
      const groups = await tx
        .selectFrom('groupRoleRoles as gr')
        .innerJoin('groupRoles as g', 'g.id', 'gr.groupRoleId')
        .select('g.name')
        .where('gr.roleId', '=', id)
        .orderBy('g.name')
        .execute();
      if (groups.length) conflict(accessError('id', 'roleInGroupRoles', { groupRoles: nameList(groups.map((g) => g.name)) }));
      // Deleted users keep their rows for history; their hold on the role goes with it.
      await tx.deleteFrom('userRoles').where('roleId', '=', id).execute();
      await tx.deleteFrom('roles').where('id', '=', id).execute();
      return id;
    },
    messages.deleted,
  );
}
