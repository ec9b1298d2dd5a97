import { sql, type Expression, type SqlBool } from 'kysely';
import type { SignedInContext } from '../auth/context.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { failed, succeeded, type MutationOutcome, type UserError, userError } from '../graphql/mutation-result.ts';
import { inWriteTransaction } from '../orders/write-transaction.ts';

/** The scope that opens roles, group roles and permissions (spec 3 §2 'Menu entries'), on the server as in the menu. */
export const USER_MANAGEMENT = 'page.user-management';

/** What every mutation of this area answers: the outcome, why it was refused, and the id of the record written. */
export interface AccessAnswer extends MutationOutcome { code: string | null; id: number | null }

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

const fill = (text: string, params: Record<string, string> = {}) => text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => params[k] ?? '');

/** A user error in the words of this area, translated in the browser by its key. */
export const accessError = (field: string, name: MessageName, params?: Record<string, string>) =>
  userError(field, fill(messages[name], params), `access-admin:${name}`, params);

/** A refusal that rolls the transaction back and answers `failed` with its code and errors. */
export class Refused extends Error {
  constructor(readonly code: string, readonly userErrors: UserError[], description: string = messages.invalid) { super(description); }
}
export const invalid = (errors: UserError[]): never => { throw new Refused(ErrorCode.invalidInput, errors); };
export const conflict = (error: UserError): never => { throw new Refused(ErrorCode.conflict, [error], error.message); };

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
  const holdingRoles = db.selectFrom('rolePermissions as rp').innerJoin('permissions as p', 'p.id', 'rp.permissionId')
    .select('rp.roleId').where('p.name', '=', USER_MANAGEMENT);
  return db.selectFrom('users as u').select('u.id').where('u.deletedAt', 'is', null).where((eb) => eb.or([
    eb.exists(eb.selectFrom('userRoles as ur').select('ur.roleId').whereRef('ur.userId', '=', 'u.id').where('ur.roleId', 'in', holdingRoles)),
    eb.exists(eb.selectFrom('groupRoleRoles as gr').select('gr.roleId').whereRef('gr.groupRoleId', '=', 'u.groupRoleId')
      .where('gr.roleId', 'in', holdingRoles)),
  ]));
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

const likeOf = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "contains" on both dialects (SQLite's LIKE ignores case, PostgreSQL's does not). */
export const contains = (column: Expression<string>, term: string) => sql<SqlBool>`lower(${column}) like ${likeOf(term)} escape '\\'`;

/** `name:asc` / `id:desc` from the list's sort, kept to the columns a list allows; the first allowed is the default. */
export function parseSort<C extends string>(sort: readonly string[] | null | undefined, allowed: readonly C[]): { column: C; desc: boolean }[] {
  const parsed = (sort ?? []).map((s) => {
    const [column, order] = s.split(':');
    return { column: column as C, desc: order?.toLowerCase() === 'desc' };
  }).filter((s) => allowed.includes(s.column));
  return parsed.length ? parsed : [{ column: allowed[0], desc: false }];
}

/** Text sorts ignore case, as a reader expects (Product between guest and sales); ids sort as numbers. */
export const sortKey = (alias: string, column: string) =>
  column === 'id' ? sql.ref(`${alias}.id`) : sql`lower(${sql.ref(`${alias}.${column}`)})`;

/** The text fields of every form here: trimmed, and null when missing. */
export const trimmed = (v: string | null | undefined) => (v ?? '').trim();

/** Whether an insert or update clashed with a unique name. */
export const isUniqueClash = (e: unknown) => {
  const { code, message } = (e ?? {}) as { code?: string; message?: string };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505' || /UNIQUE constraint failed/.test(message ?? '');
};
