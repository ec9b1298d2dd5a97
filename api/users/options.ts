import type { Expression } from 'kysely';
import { contains } from '../db/list-query.ts';
import type { Database } from '../db/index.ts';
import type { AreaLimitation, ContentMarketType } from '../db/types.ts';
import type { UserAdmin } from './access.ts';

// What the user form offers; a US admin is offered only what they may give (api/users/access.ts).

export async function languageOptions(db: Database) {
  const rows = await db.selectFrom('languages').select(['code', 'name']).orderBy('code').execute();
  return rows.map((l) => ({ id: l.code, description: l.name }));
}

/** Every role and group role, for the form and the list's filters (the roles pages need page.user-management). */
export const roleOptions = (db: Database) => db.selectFrom('roles').select(['id', 'name', 'description']).orderBy('name').execute();
export const groupRoleOptions = (db: Database) =>
  db.selectFrom('groupRoles').select(['id', 'name', 'description']).orderBy('name').execute();

export async function marketOptions(db: Database, admin: UserAdmin, type: ContentMarketType | null) {
  let q = db.selectFrom('contentTargetMarkets').select(['id', 'name', 'type', 'sorg']).orderBy('type').orderBy('name');
  if (type) q = q.where('type', '=', type);
  if (admin.onlySorgs) q = q.where('sorg', 'in', admin.onlySorgs.length ? admin.onlySorgs : ['']);
  return (await q.execute()).map((m) => ({ id: m.id, marketName: m.name, type: m.type, sorg: m.sorg }));
}

export async function salesOrganisationOptions(db: Database, admin: UserAdmin) {
  let q = db.selectFrom('salesOrganisations').select(['sorg', 'name', 'countryId']).orderBy('sorg');
  if (admin.onlySorgs) q = q.where('sorg', 'in', admin.onlySorgs.length ? admin.onlySorgs : ['']);
  return q.execute();
}

const areaColumn = { salesman: 'salesman', sales_group: 'salesGroup', sales_office: 'salesOffice' } as const;

/** The codes a user area may name: the salesman, sales group or sales office codes of the organisation's customers. */
export async function areaValueOptions(db: Database, admin: UserAdmin, sorg: string, limitation: AreaLimitation, search: string | null) {
  if (admin.onlySorgs && !admin.onlySorgs.includes(sorg)) return [];
  const column = areaColumn[limitation];
  let q = db
    .selectFrom('customerAreas')
    .select([`${column} as value`, (eb) => eb.fn.countAll<number>().as('customers')])
    .where('sorg', '=', sorg)
    .where(column, 'is not', null)
    .groupBy(column)
    .orderBy(column)
    .limit(200);
  // Any case on both databases (PostgreSQL's LIKE minds case, SQLite's does not).
  if (search?.trim()) q = q.where((eb) => contains(eb.ref(column) as Expression<string>, search.trim()));
  const rows = await q.execute();
  return rows.map((r) => ({ value: String(r.value), customers: Number(r.customers) }));
}
