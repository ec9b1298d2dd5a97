import { sql } from 'kysely';
import { SALES_USER_LIMITATIONS, type SalesUserLimitation } from '../../src/rules/sales-area.ts';
import type { SignedInContext } from '../context.ts';
import { contains } from '../db/list-query.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';

/** A sales user of the host's sales organisation with the areas they serve there (spec 3 §9). */
export interface SalesAreaUser {
  id: number;
  username: string;
  name: string;
  email: string;
  areas: { limitation: SalesUserLimitation; value: string; customers: number }[];
}

export interface SalesAreaUserFilter {
  search?: string | null;
  limitation?: SalesUserLimitation | null;
  page: number;
  limit: number;
}

/**
 * The user search of the sales area (spec 3 §9): users with an area of limitation salesman, sales_group or
 * sales_office in the host's sales organisation, by username ascending; search matches any part of the username.
 * Each area counts the customers it covers there, so staff see who serves how many dealers.
 */
export async function salesAreaUsers(ctx: SignedInContext, f: SalesAreaUserFilter): Promise<{ users: SalesAreaUser[]; info: PageInfo }> {
  const sorg = ctx.host.config.sorg;
  const limitations = f.limitation ? [f.limitation] : [...SALES_USER_LIMITATIONS];
  let q = ctx.db
    .selectFrom('users as u')
    .where('u.deletedAt', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('userAreas as a')
          .select('a.id')
          .whereRef('a.userId', '=', 'u.id')
          .where('a.sorg', '=', sorg)
          .where('a.limitation', 'in', limitations),
      ),
    );
  const search = f.search?.trim();
  if (search) q = q.where(contains(sql.ref<string>('u.username'), search));
  const [{ count }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    q
      .select(['u.id', 'u.username', 'u.name', 'u.email'])
      .orderBy('u.username', 'asc')
      .orderBy('u.id', 'asc')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
  ]);
  const ids = rows.map((r) => r.id);
  const areas = ids.length
    ? await ctx.db
        .selectFrom('userAreas as a')
        .select((eb) => [
          'a.userId',
          'a.limitation',
          'a.value',
          eb
            .selectFrom('customerAreas as c')
            .select(eb.fn.countAll<number>().as('n'))
            .where('c.sorg', '=', sorg)
            .where((w) =>
              w.or([
                w.and([w('a.limitation', '=', 'salesman'), w('c.salesman', '=', w.ref('a.value'))]),
                w.and([w('a.limitation', '=', 'sales_group'), w('c.salesGroup', '=', w.ref('a.value'))]),
                w.and([w('a.limitation', '=', 'sales_office'), w('c.salesOffice', '=', w.ref('a.value'))]),
              ]),
            )
            .as('customers'),
        ])
        .where('a.userId', 'in', ids)
        .where('a.sorg', '=', sorg)
        .where('a.limitation', 'in', limitations)
        .orderBy('a.limitation')
        .orderBy('a.value')
        .execute()
    : [];
  return {
    users: rows.map((u) => ({
      ...u,
      areas: areas
        .filter((a) => a.userId === u.id)
        .map((a) => ({ limitation: a.limitation, value: a.value, customers: Number(a.customers ?? 0) })),
    })),
    info: pageInfo(f.page, f.limit, Number(count)),
  };
}
