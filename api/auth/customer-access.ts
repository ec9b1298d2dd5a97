import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/index.ts';
import type { DB } from '../db/types.ts';

/** Who is asking, as far as choosing a customer goes. */
export interface CustomerChooser {
  userId: number;
  ownCustomerId: number | null;
  roles: readonly string[];
  scopes: ReadonlySet<string>;
  limitation: string | null;
}

const areaCodes = ['salesman', 'sales_group', 'sales_office'] as const;
const areaColumn = { salesman: 'ca.salesman', sales_group: 'ca.salesGroup', sales_office: 'ca.salesOffice' } as const;

/**
 * The customers a user may act for (DESIGN 'Tenant rule'): their own; with menu.change-cust also every customer
 * in their user areas; admins and audit users (read-only) every customer.
 */
export function customersFor(db: Database, who: CustomerChooser) {
  const query = db.selectFrom('customers');
  const own = who.ownCustomerId ?? -1;
  if (!who.scopes.has('menu.change-cust')) return query.where('customers.id', '=', own);
  if (who.roles.includes('admin') || who.limitation === 'audit') return query;
  return query.where((eb) =>
    eb.or([eb('customers.id', '=', own), eb.and([inArea(eb, who.userId, 'include'), eb.not(inArea(eb, who.userId, 'exclude'))])]),
  );
}

/**
 * A customer area of the row's customer matches one of the user's areas with this option. A set read once per
 * statement (one index search per kind of area) rather than a lookup per customer row, so a list of every customer
 * in reach, counted and searched, never walks all customers.
 */
function inArea(eb: ExpressionBuilder<DB & { customers: DB['customers'] }, 'customers'>, userId: number, option: string) {
  const [first, ...rest] = areaCodes.map((code) =>
    eb
      .selectFrom('userAreas as ua')
      .innerJoin('customerAreas as ca', (j) => j.onRef('ca.sorg', '=', 'ua.sorg').onRef(areaColumn[code], '=', 'ua.value'))
      .select('ca.customerId')
      .where('ua.userId', '=', userId)
      .where('ua.option', '=', option)
      .where('ua.limitation', '=', code),
  );
  return eb(
    'customers.id',
    'in',
    rest.reduce((all, q) => all.unionAll(q), first),
  );
}

export async function mayActFor(db: Database, who: CustomerChooser, customerId: number): Promise<boolean> {
  // Everyone may act for their own customer (customersFor's first rule): no need to ask the database.
  if (customerId === who.ownCustomerId) return true;
  const row = await customersFor(db, who).select('customers.id').where('customers.id', '=', customerId).executeTakeFirst();
  return !!row;
}

/**
 * The other way round: the users whose areas in a market take the customer in (an include area matching one of the
 * customer's), the candidates for acting for it. Their exclusions and scopes are for the caller to weigh (mayActFor).
 */
export function usersWithAreasOver(db: Database, customerId: number, sorg: string) {
  const [first, ...rest] = areaCodes.map((code) =>
    db
      .selectFrom('userAreas as ua')
      .innerJoin('customerAreas as ca', (j) => j.onRef('ca.sorg', '=', 'ua.sorg').onRef(areaColumn[code], '=', 'ua.value'))
      .select('ua.userId')
      .where('ca.customerId', '=', customerId)
      .where('ua.sorg', '=', sorg)
      .where('ua.option', '=', 'include')
      .where('ua.limitation', '=', code),
  );
  return db
    .selectFrom('users as u')
    .selectAll('u')
    .where('u.deletedAt', 'is', null)
    .where(
      'u.id',
      'in',
      rest.reduce((all, q) => all.union(q), first),
    )
    .execute();
}
