import type { Transaction } from 'kysely';
import type { Mailer } from '../adapters/mail/index.ts';
import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/index.ts';
import type { DB } from '../db/types.ts';
import { failed, type MutationOutcome, succeeded, type UserError } from '../graphql/mutation-result.ts';
import { mayManage, type UserAdmin, withinOwnRights } from './access.ts';
import { generateCredential } from './credential.ts';
import { usersByIds, type UserView } from './list.ts';
import { mailCredential } from './mail.ts';
import { english, usersError } from './texts.ts';
import { type CleanUser, loadReferences, type UserAreaInput, type UserInput, validateUser } from './validate.ts';
import { nowIso } from '../platform/clock.ts';

/** A generated password, answered once in the mutation's answer and never readable again (only its hash is kept). */
export interface Credential {
  username: string;
  password: string;
}

export interface UserAnswer extends MutationOutcome {
  user: UserView | null;
  credential: Credential | null;
  /** A password mail is sent once the save commits; null when none is due (no new password, or a fake address). */
  mailed: boolean | null;
}

const refused = (key: string, errors: UserError[]): UserAnswer => ({
  ...failed(english(`messages.${key}`), errors),
  user: null,
  credential: null,
  mailed: null,
});

const flag = (b: boolean) => (b ? 1 : 0);
type Tx = Transaction<DB>;

/** The user's roles, areas and markets, replaced as a whole (the form always sends them all). */
async function writeRelations(tx: Tx, userId: number, u: CleanUser) {
  await tx.deleteFrom('userRoles').where('userId', '=', userId).execute();
  await tx.deleteFrom('userAreas').where('userId', '=', userId).execute();
  await tx.deleteFrom('userContentTargetMarkets').where('userId', '=', userId).execute();
  if (u.roleIds.length)
    await tx
      .insertInto('userRoles')
      .values(u.roleIds.map((roleId) => ({ userId, roleId })))
      .execute();
  if (u.areas.length)
    await tx
      .insertInto('userAreas')
      .values(u.areas.map((a) => ({ userId, ...a })))
      .execute();
  if (u.marketIds.length)
    await tx
      .insertInto('userContentTargetMarkets')
      .values(u.marketIds.map((marketId) => ({ userId, marketId })))
      .execute();
}

const columns = (u: CleanUser) => ({
  username: u.username,
  name: u.name,
  email: u.email,
  emailConfirmations: JSON.stringify(u.emailConfirmations),
  language: u.language,
  limitation: u.limitation,
  customerId: u.customerId,
  groupRoleId: u.groupRoleId,
  sendEmail: flag(u.sendEmail),
  sendEmailWarranty: flag(u.sendEmailWarranty),
  isFakeEmail: flag(u.isFakeEmail),
});

export async function insertUser(tx: Tx, u: CleanUser, passwordHash: string): Promise<number> {
  const row = await tx
    .insertInto('users')
    .values({ ...columns(u), passwordHash, createdAt: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeRelations(tx, row.id, u);
  return row.id;
}

/** createUser: validated with the shared rules, written in one transaction, its generated password mailed and answered once. */
export async function createUser(
  db: Database,
  mail: Mailer,
  admin: UserAdmin,
  input: UserInput,
  areas: UserAreaInput[],
): Promise<UserAnswer> {
  const refs = await loadReferences(db, [input]);
  const { errors, user } = validateUser({ refs, admin, selfId: null }, input, areas);
  if (!user) return refused('create_failed', errors);
  const password = generateCredential();
  const passwordHash = await hashPassword(password);
  let id: number;
  try {
    id = await db.transaction().execute((tx) => insertUser(tx, user, passwordHash));
  } catch (error) {
    // Two admins taking one username at once: the unique index decides, the loser is told why.
    if (/unique/i.test(String(error))) return refused('create_failed', [usersError('username', 'username_taken')]);
    throw error;
  }
  const mailed = await mailCredential(mail, user, password, 'new');
  const [view] = await usersByIds(db, [id]);
  return {
    ...succeeded(english('messages.created')),
    user: view,
    credential: { username: user.username, password },
    mailed,
  };
}

/** The target exists, the admin may manage them (US variant) and they hold no right the admin lacks. */
async function editable(db: Database, admin: UserAdmin, id: number) {
  const target = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!target || target.deletedAt) return { error: usersError('id', 'not_found') };
  if (!(await mayManage(db, admin, id))) return { error: usersError('id', 'us_only') };
  if (!(await withinOwnRights(db, admin, id, target.groupRoleId))) return { error: usersError('id', 'user_beyond_own') };
  return { target };
}

/**
 * updateUser: `user` and `userAreas` replace what is stored when given (left out, they stay); generatePassword
 * makes, mails and answers a new password once and ends the user's sessions.
 */
export async function updateUser(
  db: Database,
  mail: Mailer,
  admin: UserAdmin,
  id: number,
  input: UserInput | null,
  areasInput: UserAreaInput[] | null,
  generatePassword: boolean,
): Promise<UserAnswer> {
  const found = await editable(db, admin, id);
  if (!found.target) return refused('update_failed', [found.error]);
  const [current] = await usersByIds(db, [id]);
  const held = {
    email: current.email,
    name: current.name,
    username: current.username,
    emailConfirmations: current.emailConfirmations,
    sendEmail: current.sendEmail,
    sendEmailWarranty: current.sendEmailWarranty,
    isFakeEmail: current.isFakeEmail,
    language: current.language.id,
    roleIds: current.roles.map((r) => r.id),
    groupRoleId: current.groupRole?.id ?? null,
    limitation: current.limitation,
    custCode: found.target.customerId === null ? null : current.customer!.r3,
    contentTargetMarketIds: current.contentTargetMarkets.map((m) => m.id),
  } satisfies UserInput;
  const next = input ?? held;
  const areas = areasInput ?? current.userAreas;
  const refs = await loadReferences(db, [next]);
  const { errors, user } = validateUser(
    { refs, admin, selfId: id, heldRoleIds: held.roleIds, heldGroupRoleId: held.groupRoleId },
    next,
    areas,
  );
  if (!user) return refused('update_failed', errors);

  const password = generatePassword ? generateCredential() : null;
  const passwordHash = password ? await hashPassword(password) : null;
  try {
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('users')
        .set({ ...columns(user), ...(passwordHash ? { passwordHash } : {}) })
        .where('id', '=', id)
        .execute();
      await writeRelations(tx, id, user);
      if (passwordHash) {
        await tx
          .updateTable('sessions')
          .set({ revokedAt: nowIso(), revokedReason: 'password reset by an admin' })
          .where('userId', '=', id)
          .where('revokedAt', 'is', null)
          .execute();
      }
    });
  } catch (error) {
    if (/unique/i.test(String(error))) return refused('update_failed', [usersError('username', 'username_taken')]);
    throw error;
  }
  const mailed = password ? await mailCredential(mail, user, password, 'reset') : null;
  const [view] = await usersByIds(db, [id]);
  return {
    ...succeeded(english('messages.updated')),
    user: view,
    credential: password ? { username: user.username, password } : null,
    mailed,
  };
}

/**
 * deleteUser: a soft delete. The row stays (orders, payments and claims keep their author); sign-in refuses the
 * user (POST /login and every token read only users without deletedAt) and all their sessions end, so their
 * refresh tokens fail too. Push subscriptions go: a deleted user's devices get nothing more.
 */
export async function deleteUser(db: Database, admin: UserAdmin, id: number): Promise<UserAnswer> {
  if (id === admin.actor.user.id) return refused('delete_failed', [usersError('id', 'cannot_delete_self')]);
  const existing = await db.selectFrom('users').select('deletedAt').where('id', '=', id).executeTakeFirst();
  if (existing?.deletedAt) return refused('delete_failed', [usersError('id', 'already_deleted')]);
  const found = await editable(db, admin, id);
  if (!found.target) return refused('delete_failed', [found.error]);
  const at = nowIso();
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('users').set({ deletedAt: at, deletedBy: admin.actor.user.id }).where('id', '=', id).execute();
    await tx
      .updateTable('sessions')
      .set({ revokedAt: at, revokedReason: 'user deleted' })
      .where('userId', '=', id)
      .where('revokedAt', 'is', null)
      .execute();
    await tx.deleteFrom('pushSubscriptions').where('userId', '=', id).execute();
  });
  const [view] = await usersByIds(db, [id]);
  return { ...succeeded(english('messages.deleted')), user: view, credential: null, mailed: null };
}
