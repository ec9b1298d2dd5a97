import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { areaErrors, failed, Refused, succeeded, type MutationOutcome, type UserError } from '../graphql/mutation-result.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';

/** The scope that opens roles, group roles and permissions (spec 3 §2 'Menu entries'), on the server as in the menu. */
export const USER_MANAGEMENT = 'page.user-management';

/** What every mutation of this area answers: the outcome, why it was refused, and the id of the record written. */
export interface AccessAnswer extends MutationOutcome {
  code: string | null;
  id: number | null;
}

/** The English texts beside their keys in the `access-admin` namespace. */
export const messages = {
  saved: 'Saved',
  deleted: 'Deleted',
  invalid: 'Please correct the marked fields',
  readOnly: 'Your access is read-only',
  notFound: 'This record no longer exists',
  nameTaken: 'This name is already in use',
  unknownPermissions: 'Unknown permissions: {{names}}',
  unknownRoles: 'Unknown roles: {{ids}}',
  roleHeldByUsers: 'This role is still held by users: {{users}}',
  roleInGroupRoles: 'This role is still part of group roles: {{groupRoles}}',
  permissionHeldByRoles: 'This permission is still held by roles: {{roles}}',
  groupRoleHeldByUsers: 'This group role is still given to users: {{users}}',
  lastAdmin: 'At least one user must keep user management: this change would remove it from the last one',
  ownAdmin: 'You cannot take user management away from yourself',
  failed: 'Something went wrong, please try again',
} as const;
export type MessageName = keyof typeof messages;

/** A user error in the words of this area, translated in the browser by its key. */
export const accessError = areaErrors(messages, 'access-admin:');

export { contains, parseSort, sortKey } from '../db/list-query.ts';
export { invalid, Refused, trimmed } from '../graphql/mutation-result.ts';
export const conflict = (error: UserError): never => {
  throw new Refused(ErrorCode.conflict, [error], error.message);
};

/**
 * Runs one mutation in one write transaction. Read-only (audit) users never write. Whatever the work refuses, or a
 * rule checked after the writes (someone keeps user management), rolls every write back.
 */
export async function answer(ctx: SignedInContext, work: (tx: Database) => Promise<number>, done: string): Promise<AccessAnswer> {
  if (ctx.actor.user.limitation === 'audit') return { ...failed(messages.readOnly), code: ErrorCode.forbidden, id: null };
  try {
    const id = await inWriteTransaction(ctx.db, async (tx) => {
      const written = await work(tx);
      await keepUserManagement(tx, ctx.actor.user.id);
      return written;
    });
    return { ...succeeded(done), code: null, id };
  } catch (e) {
    if (e instanceof Refused) return { ...failed(e.message, e.userErrors), code: e.code, id: null };
    console.error('access-admin', e);
    return { ...failed(messages.failed), code: ErrorCode.internal, id: null };
  }
}

/** Users (not deleted) who hold user management through a role of their own or of their group role. */
export function userManagers(db: Database) {
  const holdingRoles = db
    .selectFrom('rolePermissions as rp')
    .innerJoin('permissions as p', 'p.id', 'rp.permissionId')
    .select('rp.roleId')
    .where('p.name', '=', USER_MANAGEMENT);
  return db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb.selectFrom('userRoles as ur').select('ur.roleId').whereRef('ur.userId', '=', 'u.id').where('ur.roleId', 'in', holdingRoles),
        ),
        eb.exists(
          eb
            .selectFrom('groupRoleRoles as gr')
            .select('gr.roleId')
            .whereRef('gr.groupRoleId', '=', 'u.groupRoleId')
            .where('gr.roleId', 'in', holdingRoles),
        ),
      ]),
    );
}

/**
 * Checked after every change of roles, group roles and permissions (and exported for the users' own changes):
 * the acting admin keeps user management, and so does at least one user, so the portal never locks itself out.
 */
export async function keepUserManagement(tx: Database, actorId: number): Promise<void> {
  const managers = await userManagers(tx).execute();
  if (managers.length === 0) conflict(accessError('id', 'lastAdmin'));
  if (!managers.some((m) => m.id === actorId)) conflict(accessError('id', 'ownAdmin'));
}

/** Up to five names and how many more, for 'still held by' messages. */
export function nameList(names: string[], max = 5): string {
  return names.length <= max ? names.join(', ') : `${names.slice(0, max).join(', ')} +${names.length - max}`;
}

/** Whether an insert or update clashed with a unique name. */
export const isUniqueClash = (e: unknown) => {
  const { code, message } = (e ?? {}) as { code?: string; message?: string };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505' || /UNIQUE constraint failed/.test(message ?? '');
};
