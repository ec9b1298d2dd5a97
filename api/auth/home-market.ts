import type { Database } from '../db/index.ts';
import type { User } from '../db/types.ts';
import { rolesAndScopes } from './actor.ts';

/** The portal an account belongs to when it is not this one: its sales organisation and a host that serves it. */
export interface HomeMarket {
  sorg: string;
  hostname: string;
}

/**
 * The sales organisations an account works in, or null when it works in any (administrators, support, staff without
 * a customer or areas). A dealer buys in its customer's areas; a sales user acts in their user areas.
 */
export async function marketsOf(
  db: Database,
  user: Pick<User, 'id' | 'customerId' | 'groupRoleId' | 'limitation'>,
): Promise<string[] | null> {
  const { roles, scopes } = await rolesAndScopes(db, user.id, user.groupRoleId);
  if (roles.includes('admin') || user.limitation === 'audit') return null;
  const own =
    user.customerId === null ? [] : await db.selectFrom('customerAreas').select('sorg').where('customerId', '=', user.customerId).execute();
  const areas = scopes.has('menu.change-cust')
    ? await db.selectFrom('userAreas').select('sorg').where('userId', '=', user.id).where('option', '=', 'include').execute()
    : [];
  const sorgs = [...new Set([...own, ...areas].map((r) => r.sorg))];
  return sorgs.length ? sorgs : null;
}

/**
 * Where an account belongs when the host's market is not among its own: asked only after a correct password, so it
 * tells nobody more than a successful sign-in would. Null when the account may work on this host.
 */
export async function homeMarketElsewhere(
  db: Database,
  user: Pick<User, 'id' | 'customerId' | 'groupRoleId' | 'limitation'>,
  hostSorg: string,
): Promise<HomeMarket | null> {
  const sorgs = await marketsOf(db, user);
  if (!sorgs || sorgs.includes(hostSorg)) return null;
  // The market's default host first, then the oldest: the address its dealers were given.
  const host = await db
    .selectFrom('hosts')
    .select(['hostname', 'sorg'])
    .where('sorg', 'in', sorgs)
    .orderBy('isDefault', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return host ? { sorg: host.sorg, hostname: host.hostname } : null;
}
