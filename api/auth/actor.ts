import type { Database } from '../db/index.ts';
import type { Customer, User } from '../db/types.ts';
import { type CustomerChooser, mayActFor } from './customer-access.ts';
import type { AccessClaims } from './tokens.ts';

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
  const viaGroup = db.selectFrom('groupRoleRoles').select('roleId').where('groupRoleId', '=', groupRoleId ?? -1);
  const roleIds = direct.union(viaGroup);
  const [roles, scopes] = await Promise.all([
    db.selectFrom('roles').select('name').where('id', 'in', roleIds).orderBy('name').execute(),
    db.selectFrom('rolePermissions as rp').innerJoin('permissions as p', 'p.id', 'rp.permissionId')
      .select('p.name').distinct().where('rp.roleId', 'in', roleIds).orderBy('p.name').execute(),
  ]);
  return { roles: roles.map((r) => r.name), scopes: new Set(scopes.map((s) => s.name)) };
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
  const [user, session] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', claims.userId).where('deletedAt', 'is', null).executeTakeFirst(),
    db.selectFrom('sessions').select(['userId', 'revokedAt', 'expiresAt']).where('id', '=', claims.sessionId).executeTakeFirst(),
  ]);
  if (!user || !session || session.userId !== user.id || session.revokedAt || session.expiresAt < new Date().toISOString()) {
    return { error: 'unauthenticated' };
  }
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
