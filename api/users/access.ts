import { sql } from 'kysely';
import { type Actor, rolesAndScopes } from '../auth/actor.ts';
import type { Database } from '../db/index.ts';

export const USER_MANAGEMENT = 'page.user-management';
export const USER_MANAGEMENT_US = 'page.user-management-us';
/** Either scope opens the users pages (spec 3 §2 'Menu entries'); the service then narrows what a US admin may touch. */
export const userAdminScopes = [USER_MANAGEMENT, USER_MANAGEMENT_US] as const;
/** Support staff (page.audit) read users across organisations, never change them (spec 3 §7, DESIGN 'Identity'). */
export const USER_AUDIT = 'page.audit';
export const userReadScopes = [...userAdminScopes, USER_AUDIT] as const;

/**
 * The US variant. The spec names the pages create-us, edit-us and copy-us and the scope page.user-management-us
 * (shown for /admin/users only, never for roles, group roles or permissions), and says nothing more. We read it as
 * the user administration of the United States organisation run by its own staff:
 * - a user "of the United States" is one whose sales organisations (those of their user areas and of their own
 *   customer) are all United States ones (sales_organisations.country_id 'US'), and at least one;
 * - a holder of page.user-management-us without page.user-management lists, reads, creates, edits, copies,
 *   deletes and downloads only such users, and may give areas, a customer and content target markets of United
 *   States organisations only; a user they create needs a customer or a sales area there;
 * - the form's fields are the same: copy-us is the create form filled from another user (user(id) + createUser).
 * For everyone: nobody gives a role they do not hold the rights of themselves, nor edits a user who holds more.
 */
export interface UserAdmin {
  actor: Actor;
  /** Null for a full user admin; else the sales organisations the admin is limited to. */
  onlySorgs: string[] | null;
}

export async function userAdminOf(db: Database, actor: Actor): Promise<UserAdmin | null> {
  if (actor.scopes.has(USER_MANAGEMENT)) return { actor, onlySorgs: null };
  if (!actor.scopes.has(USER_MANAGEMENT_US)) return null;
  const rows = await db.selectFrom('salesOrganisations').select('sorg').where('countryId', '=', 'US').execute();
  return { actor, onlySorgs: rows.map((r) => r.sorg) };
}

/**
 * Who may read users: a user admin as userAdminOf, else an auditor, who reads every user. Only the reads take
 * this; every change still needs userAdminOf (and api/audit/mutations.ts refuses any mutation under audit).
 */
export async function userReaderOf(db: Database, actor: Actor): Promise<UserAdmin | null> {
  return (await userAdminOf(db, actor)) ?? (actor.scopes.has(USER_AUDIT) ? { actor, onlySorgs: null } : null);
}

/** The sales organisations of the user `u` (their areas' and their customer's), as a table expression with column sorg. */
const organisationsOf = (alias: string) => sql`(select ua.sorg as sorg from user_areas ua where ua.user_id = ${sql.ref(`${alias}.id`)}
  union select ca.sorg as sorg from customer_areas ca where ca.customer_id = ${sql.ref(`${alias}.customer_id`)})`;

/** A SQL condition on the users row `alias`: the admin may manage it (always true for a full admin). */
export function managedBy(admin: UserAdmin, alias = 'u') {
  if (!admin.onlySorgs) return sql<boolean>`1 = 1`;
  if (!admin.onlySorgs.length) return sql<boolean>`1 = 0`;
  const list = sql.join(admin.onlySorgs);
  return sql<boolean>`exists (select 1 from ${organisationsOf(alias)} o where o.sorg in (${list}))
    and not exists (select 1 from ${organisationsOf(alias)} o where o.sorg not in (${list}))`;
}

export async function mayManage(db: Database, admin: UserAdmin, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users as u').select('u.id').where('u.id', '=', userId).where(managedBy(admin)).executeTakeFirst();
  return !!row;
}

/** The user holds no right the admin lacks (so nobody takes over an account above their own). */
export async function withinOwnRights(db: Database, admin: UserAdmin, userId: number, groupRoleId: number | null): Promise<boolean> {
  const { scopes } = await rolesAndScopes(db, userId, groupRoleId);
  return [...scopes].every((s) => admin.actor.scopes.has(s));
}
