import type { Mailer } from '../adapters/mail/index.ts';
import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/index.ts';
import { failed, type MutationOutcome, succeeded, type UserError } from '../graphql/mutation-result.ts';
import type { UserAdmin } from './access.ts';
import { generateCredential } from './credential.ts';
import { mailCredential } from './mail.ts';
import { insertUser, type Credential } from './service.ts';
import { english, usersError } from './texts.ts';
import { type CleanUser, loadReferences, type References, type UserAreaInput, type UserInput, validateUser } from './validate.ts';

/** Users per createUsers call or file: each gets a hashed password, so the batch stays a few seconds long. */
export const MAX_USERS_PER_BATCH = 500;

export interface UserRowInput {
  user: UserInput;
  userAreas?: UserAreaInput[] | null;
}

/** A problem of one row: its index in the list sent (0-based), the field and the message. */
export interface RowError extends UserError {
  row: number;
}

export interface CreatedRow {
  row: number;
  id: number;
  credential: Credential;
  mailed: boolean | null;
}

export interface UsersAnswer extends MutationOutcome {
  rowErrors: RowError[];
  created: CreatedRow[];
}

/** Every row checked against the same reference data, plus usernames that appear twice in the list. */
export function validateRows(refs: References, admin: UserAdmin, rows: UserRowInput[]) {
  const seen = new Set<string>();
  const rowErrors: RowError[] = [];
  const valid: { row: number; user: CleanUser }[] = [];
  rows.forEach((r, row) => {
    const { errors, user } = validateUser({ refs, admin, selfId: null }, r.user, r.userAreas ?? []);
    const key = (r.user.username ?? '').trim().toLowerCase();
    if (key && seen.has(key)) errors.push(usersError('username', 'duplicate_in_list'));
    if (key) seen.add(key);
    rowErrors.push(...errors.map((e) => ({ ...e, row })));
    if (user && !errors.length) valid.push({ row, user });
  });
  return { rowErrors, valid };
}

/**
 * createUsers (mass creation): every row validated and its problems answered per row. With allOrNothing one bad
 * row means nothing is written; without it the valid rows are written together in one transaction. Each new user's
 * password is mailed (unless the address is fake) and answered once.
 */
export async function createUsers(
  db: Database,
  mail: Mailer,
  admin: UserAdmin,
  rows: UserRowInput[],
  allOrNothing: boolean,
): Promise<UsersAnswer> {
  const refs = await loadReferences(
    db,
    rows.map((r) => r.user),
  );
  const { rowErrors, valid } = validateRows(refs, admin, rows);
  if (!rows.length) return { ...failed(english('messages.mass_failed'), [usersError('users', 'file_empty')]), rowErrors, created: [] };
  if (!valid.length || (allOrNothing && rowErrors.length)) {
    // userErrors name each field by its row too (users.3.email), for callers that read only those.
    const userErrors = rowErrors.map(({ row, ...e }) => ({ ...e, field: `users.${row}.${e.field}` }));
    return { ...failed(english('messages.mass_failed'), userErrors), rowErrors, created: [] };
  }
  const prepared = await Promise.all(
    valid.map(async (v) => {
      const password = generateCredential();
      return { ...v, password, hash: await hashPassword(password) };
    }),
  );
  const ids = await db.transaction().execute(async (tx) => {
    const out: number[] = [];
    for (const p of prepared) out.push(await insertUser(tx, p.user, p.hash));
    return out;
  });
  const created: CreatedRow[] = [];
  for (const [i, p] of prepared.entries()) {
    const mailed = await mailCredential(mail, p.user, p.password, 'new');
    created.push({ row: p.row, id: ids[i], credential: { username: p.user.username, password: p.password }, mailed });
  }
  const refusedRows = new Set(rowErrors.map((e) => e.row)).size;
  const description = refusedRows
    ? english('messages.mass_partial', { created: created.length, refused: refusedRows })
    : english('messages.mass_created', { count: created.length });
  return { ...succeeded(description), rowErrors, created };
}
