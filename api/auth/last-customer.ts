import type { Database } from '../db/index.ts';
import type { User } from '../db/types.ts';
import { rolesAndScopes } from './actor.ts';
import { mayActFor } from './customer-access.ts';
import { nowIso } from '../platform/clock.ts';

interface SessionCustomer {
  id: number;
  codeR3: string;
  codeIsr: string | null;
}

/** Remembers the customer a user chose to act for, so the next sign-in starts there. */
export async function rememberCustomer(db: Database, userId: number, customerId: number): Promise<void> {
  const chosenAt = nowIso();
  await db
    .insertInto('lastCustomers')
    .values({ userId, customerId, chosenAt })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ customerId, chosenAt }))
    .execute();
}

/**
 * The customer a new session acts for: the one the user last chose, while they may still act for it and it buys in
 * this host's market; otherwise their own customer (none for staff).
 */
export async function customerAtSignIn(
  db: Database,
  user: Pick<User, 'id' | 'customerId' | 'groupRoleId' | 'limitation'>,
  hostSorg: string,
): Promise<SessionCustomer | null> {
  const byId = (id: number) => db.selectFrom('customers').select(['id', 'codeR3', 'codeIsr']).where('id', '=', id).executeTakeFirst();
  const last = await db
    .selectFrom('lastCustomers as l')
    .innerJoin('customerAreas as ca', (j) => j.onRef('ca.customerId', '=', 'l.customerId').on('ca.sorg', '=', hostSorg))
    .select('l.customerId')
    .where('l.userId', '=', user.id)
    .executeTakeFirst();
  if (last && last.customerId !== user.customerId) {
    const { roles, scopes } = await rolesAndScopes(db, user.id, user.groupRoleId);
    if (
      scopes.has('menu.change-cust') &&
      (await mayActFor(
        db,
        { userId: user.id, ownCustomerId: user.customerId, roles, scopes, limitation: user.limitation },
        last.customerId,
      ))
    ) {
      const customer = await byId(last.customerId);
      if (customer) return customer;
    }
  }
  return user.customerId === null ? null : ((await byId(user.customerId)) ?? null);
}
