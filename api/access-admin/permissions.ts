import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { checkField, checkLength, type UserError } from '../graphql/mutation-result.ts';
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
import { DESCRIPTION_MAX } from './roles.ts';

export interface PermissionRow {
  id: number;
  name: string;
  description: string;
}
export interface PermissionInput {
  name?: string | null;
  description?: string | null;
}
export interface PermissionFilter {
  page: number;
  limit: number;
  search?: string | null;
  sort?: readonly string[] | null;
  roleIds?: readonly number[] | null;
}

export const PERMISSION_SORTS = ['name', 'description', 'id'] as const;
export const SCOPE_MAX = 80;

/** One page of permissions; search matches the scope name or description, roleIds keeps those any of the roles hold. */
export async function listPermissions(db: Database, f: PermissionFilter): Promise<{ permissions: PermissionRow[]; info: PageInfo }> {
  let q = db.selectFrom('permissions as p');
  const term = f.search?.trim();
  if (term) q = q.where((eb) => eb.or([contains(eb.ref('p.name'), term), contains(eb.ref('p.description'), term)]));
  if (f.roleIds?.length) {
    q = q.where(
      'p.id',
      'in',
      db
        .selectFrom('rolePermissions')
        .select('permissionId')
        .where('roleId', 'in', [...f.roleIds]),
    );
  }
  let rows = q.select(['p.id', 'p.name', 'p.description']);
  for (const s of parseSort(f.sort, PERMISSION_SORTS)) rows = rows.orderBy(sortKey('p', s.column), s.desc ? 'desc' : 'asc');
  const [{ count }, permissions] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    rows
      .orderBy('p.id')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
  ]);
  return { permissions, info: pageInfo(f.page, f.limit, Number(count)) };
}

export function permissionBy(db: Database, by: { id?: number | null; name?: string | null }) {
  let q = db.selectFrom('permissions').select(['id', 'name', 'description']);
  q = by.id != null ? q.where('id', '=', by.id) : q.where('name', '=', by.name ?? '');
  return q.executeTakeFirst().then((r) => r ?? null);
}

export async function rolesOfPermissions(db: Database, permissionIds: readonly number[]) {
  if (!permissionIds.length) return [];
  return db
    .selectFrom('rolePermissions as rp')
    .innerJoin('roles as r', 'r.id', 'rp.roleId')
    .select(['rp.permissionId', 'r.id', 'r.name', 'r.description'])
    .where('rp.permissionId', 'in', [...permissionIds])
    .orderBy('r.name')
    .execute();
}

async function validPermission(tx: Database, input: PermissionInput, id: number | null) {
  const errors: UserError[] = [];
  const name = trimmed(input.name);
  const description = trimmed(input.description);
  if (checkField(errors, 'name', name, ['required', 'scope'])) checkLength(errors, 'name', name, SCOPE_MAX);
  if (checkField(errors, 'description', input.description ?? '', ['required', 'notEmpty']))
    checkLength(errors, 'description', description, DESCRIPTION_MAX);
  if (!errors.length) {
    const clash = await tx
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', name)
      .where('id', '!=', id ?? -1)
      .executeTakeFirst();
    if (clash) errors.push(accessError('name', 'nameTaken'));
  }
  if (errors.length) invalid(errors);
  return { name, description };
}

const requirePermission = async (tx: Database, id: number) => {
  if (!(await tx.selectFrom('permissions').select('id').where('id', '=', id).executeTakeFirst())) {
    throw new Refused(ErrorCode.notFound, [accessError('id', 'notFound')], messages.notFound);
  }
};

export function createPermission(ctx: SignedInContext, input: PermissionInput): Promise<AccessAnswer> {
  return answer(
    ctx,
    async (tx) => {
      const p = await validPermission(tx, input, null);
      return (await tx.insertInto('permissions').values(p).returning('id').executeTakeFirstOrThrow()).id;
    },
    messages.saved,
  );
}

/** Renaming a permission renames the scope its roles give (the rule after the write keeps user management held). */
export function updatePermission(ctx: SignedInContext, id: number, input: PermissionInput): Promise<AccessAnswer> {
  return answer(
    ctx,
    async (tx) => {
      await requirePermission(tx, id);
      const p = await validPermission(tx, input, id);
      await tx.updateTable('permissions').set(p).where('id', '=', id).execute();
      return id;
    },
    messages.saved,
  );
}

/** A permission still held by roles is not deleted; the answer names the roles. */
export function deletePermission(ctx: SignedInContext, id: number): Promise<AccessAnswer> {
  return answer(
    ctx,
    async (tx) => {
      await requirePermission(tx, id);
      const roles = await tx
        .selectFrom('rolePermissions as rp')
        .innerJoin('roles as r', 'r.id', 'rp.roleId')
        .select('r.name')
        .where('rp.permissionId', '=', id)
        .orderBy('r.name')
        .execute();
      if (roles.length) conflict(accessError('id', 'permissionHeldByRoles', { roles: nameList(roles.map((r) => r.name)) }));
      await tx.deleteFrom('permissions').where('id', '=', id).execute();
      return id;
    },
    messages.deleted,
  );
}
