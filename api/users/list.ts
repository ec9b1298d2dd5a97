import { sql } from 'kysely';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { byName } from '../db/dialect.ts';
import type { Database } from '../db/index.ts';
import type { AreaLimitation } from '../db/types.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { managedBy, type UserAdmin } from './access.ts';
import { contains } from '../db/list-query.ts';

export const USER_SORTS = ['username', 'name', 'email'] as const;
export const USER_STATES = ['active', 'deleted', 'all'] as const;
export const USER_PAGE_LIMIT_MAX = 100;

export interface UserFilter {
  ids?: number[] | null;
  /** A role name: users holding it directly or through their group role. */
  role?: string | null;
  /** Any part of username, name or email, any case. */
  search?: string | null;
  groupRoleIds?: number[] | null;
  /** Users with an area of one of these limitations, or whose own limitation (audit) is one of them. */
  limitations?: string[] | null;
  /** Users with an area in this sales organisation or a customer served there. */
  sorg?: string | null;
  state?: (typeof USER_STATES)[number] | null;
  /** The reader's locale: its alphabet orders the names. */
  locale?: string | null;
  page: number;
  limit: number;
  sort?: { sortBy: (typeof USER_SORTS)[number]; order: 'ASC' | 'DESC' } | null;
}

/** One user as the admin pages show it (spec 3 §3 'User (admin view)'). */
export interface UserView {
  id: number;
  username: string;
  name: string;
  email: string;
  emailConfirmations: string[];
  sendEmail: boolean;
  sendEmailWarranty: boolean;
  isFakeEmail: boolean;
  language: { id: string; description: string };
  roles: { id: number; name: string; description: string }[];
  groupRole: { id: number; name: string; description: string } | null;
  userAreas: { id: number; sorg: string; limitation: string; option: string; value: string }[];
  contentTargetMarkets: { id: number; marketName: string; type: string; sorg: string }[];
  limitation: string | null;
  customer: { id: number; name: string; code: string; r3: string } | null;
  /** The user's sales organisations: their areas' and their customer's. */
  organisations: string[];
  /** All of them United States ones (the US pages edit this user). */
  us: boolean;
  createdAt: string;
  deletedAt: string | null;
}

export interface UserPage {
  users: UserView[];
  info: PageInfo;
}

/** usersV2: one page of the users the admin may manage, filtered, searched and sorted in SQL. */
export async function userList(db: Database, admin: UserAdmin, f: UserFilter): Promise<UserPage> {
  let q = db.selectFrom('users as u').where(managedBy(admin));
  if (f.state !== 'all') q = q.where('u.deletedAt', f.state === 'deleted' ? 'is not' : 'is', null);
  if (f.ids?.length) q = q.where('u.id', 'in', f.ids);
  if (f.groupRoleIds?.length) q = q.where('u.groupRoleId', 'in', f.groupRoleIds);
  const search = f.search?.trim();
  if (search) {
    q = q.where((eb) => eb.or(['u.username', 'u.name', 'u.email'].map((col) => contains(sql.ref<string>(col), search))));
  }
  if (f.role) {
    const role = f.role;
    q = q.where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('userRoles as ur')
            .innerJoin('roles as r', 'r.id', 'ur.roleId')
            .select('ur.userId')
            .whereRef('ur.userId', '=', 'u.id')
            .where('r.name', '=', role),
        ),
        eb.exists(
          eb
            .selectFrom('groupRoleRoles as gr')
            .innerJoin('roles as r', 'r.id', 'gr.roleId')
            .select('gr.groupRoleId')
            .whereRef('gr.groupRoleId', '=', 'u.groupRoleId')
            .where('r.name', '=', role),
        ),
      ]),
    );
  }
  if (f.limitations?.length) {
    const list = f.limitations;
    q = q.where((eb) =>
      eb.or([
        eb('u.limitation', 'in', list),
        eb.exists(
          eb
            .selectFrom('userAreas as a')
            .select('a.userId')
            .whereRef('a.userId', '=', 'u.id')
            .where('a.limitation', 'in', list as AreaLimitation[]),
        ),
      ]),
    );
  }
  if (f.sorg) {
    const sorg = f.sorg;
    q = q.where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('userAreas as a').select('a.userId').whereRef('a.userId', '=', 'u.id').where('a.sorg', '=', sorg)),
        eb.exists(
          eb
            .selectFrom('customerAreas as ca')
            .select('ca.customerId')
            .whereRef('ca.customerId', '=', 'u.customerId')
            .where('ca.sorg', '=', sorg),
        ),
      ]),
    );
  }
  const { count } = await q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const sortBy = f.sort?.sortBy ?? 'username';
  const order = f.sort?.order === 'DESC' ? 'desc' : 'asc';
  const rows = await q
    .select('u.id')
    .orderBy(byName(db, sql.ref<string>(`u.${sortBy}`), f.locale), order)
    .orderBy('u.id', order)
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return {
    users: await usersByIds(
      db,
      rows.map((r) => r.id),
    ),
    info: pageInfo(f.page, f.limit, Number(count)),
  };
}

/** Full views of these users in the given order: one query per relation, however many users. */
export async function usersByIds(db: Database, ids: number[]): Promise<UserView[]> {
  if (!ids.length) return [];
  const [users, roles, areas, markets, customerSorgs, usSorgs] = await Promise.all([
    db
      .selectFrom('users as u')
      .innerJoin('languages as l', 'l.code', 'u.language')
      .leftJoin('groupRoles as g', 'g.id', 'u.groupRoleId')
      .leftJoin('customers as c', 'c.id', 'u.customerId')
      .select([
        'u.id',
        'u.username',
        'u.name',
        'u.email',
        'u.emailConfirmations',
        'u.sendEmail',
        'u.sendEmailWarranty',
        'u.isFakeEmail',
        'u.language',
        'l.name as languageName',
        'u.limitation',
        'u.createdAt',
        'u.deletedAt',
        'u.groupRoleId',
        'g.name as groupRoleName',
        'g.description as groupRoleDescription',
        'u.customerId',
        'c.name as customerName',
        'c.codeR3',
        'c.codeIsr',
      ])
      .where('u.id', 'in', ids)
      .execute(),
    db
      .selectFrom('userRoles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.roleId')
      .select(['ur.userId', 'r.id', 'r.name', 'r.description'])
      .where('ur.userId', 'in', ids)
      .orderBy('r.name')
      .execute(),
    db
      .selectFrom('userAreas')
      .select(['id', 'userId', 'sorg', 'limitation', 'option', 'value'])
      .where('userId', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('userContentTargetMarkets as um')
      .innerJoin('contentTargetMarkets as m', 'm.id', 'um.marketId')
      .select(['um.userId', 'm.id', 'm.name', 'm.type', 'm.sorg'])
      .where('um.userId', 'in', ids)
      .orderBy('m.id')
      .execute(),
    db
      .selectFrom('users as u')
      .innerJoin('customerAreas as ca', 'ca.customerId', 'u.customerId')
      .select(['u.id', 'ca.sorg'])
      .where('u.id', 'in', ids)
      .distinct()
      .execute(),
    db.selectFrom('salesOrganisations').select('sorg').where('countryId', '=', 'US').execute(),
  ]);
  const us = new Set(usSorgs.map((s) => s.sorg));
  const byId = new Map(
    users.map((u) => {
      const userAreas = areas.filter((a) => a.userId === u.id).map(({ userId: _u, ...a }) => a);
      const organisations = [
        ...new Set([...userAreas.map((a) => a.sorg), ...customerSorgs.filter((c) => c.id === u.id).map((c) => c.sorg)]),
      ].sort();
      const view: UserView = {
        id: u.id,
        username: u.username,
        name: u.name,
        email: u.email,
        emailConfirmations: parseList(u.emailConfirmations),
        sendEmail: !!u.sendEmail,
        sendEmailWarranty: !!u.sendEmailWarranty,
        isFakeEmail: !!u.isFakeEmail,
        language: { id: u.language, description: u.languageName },
        roles: roles.filter((r) => r.userId === u.id).map(({ userId: _u, ...r }) => r),
        groupRole:
          u.groupRoleId === null ? null : { id: u.groupRoleId, name: u.groupRoleName ?? '', description: u.groupRoleDescription ?? '' },
        userAreas,
        contentTargetMarkets: markets
          .filter((m) => m.userId === u.id)
          .map((m) => ({ id: m.id, marketName: m.name, type: m.type, sorg: m.sorg })),
        limitation: u.limitation,
        customer:
          u.customerId === null
            ? null
            : {
                id: u.customerId,
                name: u.customerName ?? '',
                r3: u.codeR3 ?? '',
                code: displayCustomerCode({ r3: u.codeR3 ?? '', isr: u.codeIsr }),
              },
        organisations,
        us: organisations.length > 0 && organisations.every((s) => us.has(s)),
        createdAt: u.createdAt,
        deletedAt: u.deletedAt,
      };
      return [u.id, view];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function parseList(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
