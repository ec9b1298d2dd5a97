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
import { DESCRIPTION_MAX, NAME_MAX } from './roles.ts';

export interface GroupRoleRow {
  id: number;
  name: string;
  description: string;
}
export interface GroupRoleInput {
  name?: string | null;
  description?: string | null;
  roleIds?: readonly number[] | null;
}
export interface GroupRoleFilter {
  page: number;
  limit: number;
  search?: string | null;
  sort?: readonly string[] | null;
}

export const GROUP_ROLE_SORTS = ['name', 'description', 'id'] as const;

/** One page of group roles; search matches name or description. */
export async function listGroupRoles(db: Database, f: GroupRoleFilter): Promise<{ groupRoles: GroupRoleRow[]; info: PageInfo }> {
  let q = db.selectFrom('groupRoles as g');
  const term = f.search?.trim();
  if (term) q = q.where((eb) => eb.or([contains(eb.ref('g.name'), term), contains(eb.ref('g.description'), term)]));
  let rows = q.select(['g.id', 'g.name', 'g.description']);
  for (const s of parseSort(f.sort, GROUP_ROLE_SORTS)) rows = rows.orderBy(sortKey('g', s.column), s.desc ? 'desc' : 'asc');
  const [{ count }, groupRoles] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    rows
      .orderBy('g.id')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
  ]);
  return { groupRoles, info: pageInfo(f.page, f.limit, Number(count)) };
}

export const groupRoleById = (db: Database, id: number) =>
  db
    .selectFrom('groupRoles')
    .select(['id', 'name', 'description'])
    .where('id', '=', id)
    .executeTakeFirst()
    .then((r) => r ?? null);

export async function rolesOfGroupRoles(db: Database, groupRoleIds: readonly number[]) {
  if (!groupRoleIds.length) return [];
  return db
    .selectFrom('groupRoleRoles as gr')
    .innerJoin('roles as r', 'r.id', 'gr.roleId')
    .select(['gr.groupRoleId', 'r.id', 'r.name', 'r.description'])
    .where('gr.groupRoleId', 'in', [...groupRoleIds])
    .orderBy('r.name')
    .execute();
}

async function validGroupRole(tx: Database, input: GroupRoleInput, id: number | null) {
  const errors: UserError[] = [];
  const name = trimmed(input.name);
  const description = trimmed(input.description);
  if (checkField(errors, 'name', input.name ?? '', ['required', 'notEmpty', 'text'])) checkLength(errors, 'name', name, NAME_MAX);
  if (checkField(errors, 'description', input.description ?? '', ['required', 'notEmpty']))
    checkLength(errors, 'description', description, DESCRIPTION_MAX);
  const roleIds = [...new Set(input.roleIds ?? [])];
  const found = roleIds.length ? await tx.selectFrom('roles').select('id').where('id', 'in', roleIds).execute() : [];
  const unknown = roleIds.filter((r) => !found.some((f) => f.id === r));
  if (unknown.length) errors.push(accessError('roleIds', 'unknownRoles', { ids: nameList(unknown.map(String)) }));
  if (!errors.length) {
    const clash = await tx
      .selectFrom('groupRoles')
      .select('id')
      .where('name', '=', name)
      .where('id', '!=', id ?? -1)
      .executeTakeFirst();
    if (clash) errors.push(accessError('name', 'nameTaken'));
  }
  if (errors.length) invalid(errors);
  return { name, description, roleIds };
}

async function setRoles(tx: Database, groupRoleId: number, roleIds: number[]) {
  await tx.deleteFrom('groupRoleRoles').where('groupRoleId', '=', groupRoleId).execute();
  if (roleIds.length)
    await tx
      .insertInto('groupRoleRoles')
      .values(roleIds.map((roleId) => ({ groupRoleId, roleId })))
      .execute();
}

const requireGroupRole = async (tx: Database, id: number) => {
  if (!(await tx.selectFrom('groupRoles').select('id').where('id', '=', id).executeTakeFirst())) {
    throw new Refused(ErrorCode.notFound, [accessError('id', 'notFound')], messages.notFound);
  }
};

export function createGroupRole(ctx: SignedInContext, input: GroupRoleInput): Promise<AccessAnswer> {
  return answer(
    ctx,
    async (tx) => {
      const g = await validGroupRole(tx, input, null);
      const { id } = await tx
        .insertInto('groupRoles')
        .values({ name: g.name, description: g.description })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setRoles(tx, id, g.roleIds);
      return id;
    },
    messages.saved,
  );
}

/** Users of the group role gain or lose its roles on their next request. */
export function updateGroupRole(ctx: SignedInContext, id: number, input: GroupRoleInput): Promise<AccessAnswer> {
  return answer(
    ctx,
    async (tx) => {
      await requireGroupRole(tx, id);
      const g = await validGroupRole(tx, input, id);
      await tx.updateTable('groupRoles').set({ name: g.name, description: g.description }).where('id', '=', id).execute();
      await setRoles(tx, id, g.roleIds);
      return id;
    },
    messages.saved,
  );
}

/** A group role still given to users is not deleted; the answer names them. */
export function deleteGroupRole(ctx: SignedInContext, id: number): Promise<AccessAnswer> {
  return answer(
    ctx,
    async (tx) => {
      await requireGroupRole(tx, id);
      const users = await tx
        .selectFrom('users')
        .select('username')
        .where('groupRoleId', '=', id)
        .where('deletedAt', 'is', null)
        .orderBy('username')
        .execute();
      if (users.length) conflict(accessError('id', 'groupRoleHeldByUsers', { users: nameList(users.map((u) => u.username)) }));
      await tx.updateTable('users').set({ groupRoleId: null }).where('groupRoleId', '=', id).execute();
      await tx.deleteFrom('groupRoles').where('id', '=', id).execute();
      return id;
    },
    messages.deleted,
  );
}
