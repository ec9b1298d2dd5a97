import type { Database } from '../db/index.ts';
import type { Customer, User } from '../db/types.ts';
import { type CustomerChooser, mayActFor } from './customer-access.ts';
import type { AccessClaims } from './tokens.ts';
import { nowIso } from '../platform/clock.ts';

/** The signed-in user of one request, with scopes read fresh so a revoked role takes effect at once. */
export interface Actor {
  user: User;
  sessionId: string;
  roles: string[];
  scopes: Set<string>;
  /** The customer the session acts for; dealer data is always read for this one. */
  customer: Customer | null;
}

export async function rolesAndScopes(db: Database, userId: number, groupRoleId: number | null) {
  const direct = db.selectFrom('userRoles').select('roleId').where('userId', '=', userId);
  const viaGroup = db
    .selectFrom('groupRoleRoles')
    .select('roleId')
    .where('groupRoleId', '=', groupRoleId ?? -1);
  // One row per role and permission (a role without permissions still gives one row).
  const rows = await db
    .selectFrom('roles as r')
    .leftJoin('rolePermissions as rp', 'rp.roleId', 'r.id')
    .leftJoin('permissions as p', 'p.id', 'rp.permissionId')
    .select(['r.name as role', 'p.name as permission'])
    .where('r.id', 'in', direct.union(viaGroup))
    .execute();
  const roles = [...new Set(rows.map((r) => r.role))].sort();
  return { roles, scopes: new Set(rows.flatMap((r) => (r.permission ? [r.permission] : []))) };
}

export const chooserOf = (actor: Pick<Actor, 'user' | 'roles' | 'scopes'>): CustomerChooser => ({
  userId: actor.user.id,
  ownCustomerId: actor.user.customerId,
  roles: actor.roles,
  scopes: actor.scopes,
  limitation: actor.user.limitation,
});

export type ActorOutcome = { actor: Actor } | { error: 'unauthenticated' | 'customer-forbidden' };

/** Turns valid token claims into an actor, or says why not (session gone, user deleted, customer taken away). */
export async function loadActor(db: Database, claims: AccessClaims): Promise<ActorOutcome> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .selectAll('u')
    .select(['s.revokedAt as sessionRevokedAt', 's.expiresAt as sessionExpiresAt'])
    .where('s.id', '=', claims.sessionId)
    .where('u.id', '=', claims.userId)
    .where('u.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row || row.sessionRevokedAt || row.sessionExpiresAt < nowIso()) return { error: 'unauthenticated' };
  const { sessionRevokedAt: _revoked, sessionExpiresAt: _expires, ...user } = row;
  const { roles, scopes } = await rolesAndScopes(db, user.id, user.groupRoleId);
  let customer: Customer | null = null;
  if (claims.r3) {
    let q = db.selectFrom('customers').selectAll().where('codeR3', '=', claims.r3);
    q = claims.isr ? q.where('codeIsr', '=', claims.isr) : q;
    customer = (await q.executeTakeFirst()) ?? null;
    if (!customer || !(await mayActFor(db, chooserOf({ user, roles, scopes }), customer.id))) {
      return { error: 'customer-forbidden' };
    }
  }
  return { actor: { user, sessionId: claims.sessionId, roles, scopes, customer } };
}
