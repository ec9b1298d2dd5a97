import type { Expression } from 'kysely';
import { CLAIM_PAGE_SIZE } from '../../src/rules/claims.ts';
import type { SignedInContext } from '../context.ts';
import { contains } from '../db/list-query.ts';
import type { Database } from '../db/index.ts';
import { pageInfo } from '../db/paging.ts';
import { visibleClaims } from './access.ts';

export interface ClaimFilter {
  status?: string[] | null;
  brand?: string | null;
  productCategory?: 'BIKE' | 'PAA' | null;
  /** Filed on or after / on or before these days (YYYY-MM-DD). */
  dateFrom?: string | null;
  dateTo?: string | null;
  /** Staff: one customer's claims. */
  customerId?: number | null;
  /** Reference number or frame number, any part of it. */
  search?: string | null;
}

/** One row of the list, and of a claim's head: the claim with its bike or article, customer and status. */
export const claimRows = (db: Database) =>
  db
    .selectFrom('claims as c')
    .innerJoin('articles as a', 'a.id', 'c.articleId')
    .innerJoin('customers as cu', 'cu.id', 'c.customerId')
    .innerJoin('claimStatuses as s', 's.id', 'c.statusId')
    .leftJoin('frames as f', 'f.id', 'c.frameId')
    .leftJoin('merchandiseCategories as mc', 'mc.id', 'a.mcId')
    .selectAll('c')
    .select([
      'a.articleCodeDisplay as articleCode',
      'a.name as articleName',
      'a.brand as brandName',
      'a.model',
      'a.modelYear',
      'a.series',
      'mc.name as mcName',
      'cu.name as custName',
      'cu.codeIsr',
      'cu.codeR3',
      's.description as statusDescription',
      's.category as statusCategory',
      // A frame the portal does not know answers the number the dealer typed (claimNonCode).
      (eb) => eb.fn.coalesce('f.frameNumber', 'c.unknownFrameNumber').as('frameNumber'),
      'f.productionCode',
      'f.deliveryNo as frameShippedDelvNo',
      'f.shippedAt as frameShippedAt',
      'f.customerId as frameCustomerId',
    ]);

export type ClaimRow = Awaited<ReturnType<ReturnType<typeof claimRows>['executeTakeFirstOrThrow']>>;

/** The claims this user may read, filtered, counted and paged in SQL, newest first (10 a page by default). */
export async function listClaims(ctx: SignedInContext, page: number, limit: number, f: ClaimFilter) {
  const size = Math.min(Math.max(limit || CLAIM_PAGE_SIZE, 1), 50);
  const at = Math.max(page || 1, 1);
  const visible = await visibleClaims(ctx);
  let q = claimRows(ctx.db).where((eb) => visible(eb));
  if (f.status?.length) q = q.where('c.statusId', 'in', f.status);
  if (f.brand) q = q.where('a.brand', '=', f.brand);
  if (f.productCategory) q = q.where('c.productCategory', '=', f.productCategory);
  if (f.dateFrom) q = q.where('c.createdAt', '>=', `${f.dateFrom}T00:00:00.000Z`);
  if (f.dateTo) q = q.where('c.createdAt', '<=', `${f.dateTo}T23:59:59.999Z`);
  if (f.customerId) q = q.where('c.customerId', '=', f.customerId);
  const term = (f.search ?? '').trim();
  if (term)
    q = q.where((eb) =>
      eb.or([
        contains(eb.ref('c.referenceNo'), term),
        contains(eb.ref('f.frameNumber') as Expression<string>, term.replace(/\s+/g, '')),
        contains(eb.ref('c.unknownFrameNumber') as Expression<string>, term.replace(/\s+/g, '')),
      ]),
    );
  const [rows, total] = await Promise.all([
    q
      .orderBy('c.createdAt', 'desc')
      .orderBy('c.id', 'desc')
      .limit(size)
      .offset((at - 1) * size)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { claims: rows, info: pageInfo(at, size, Number(total.n)) };
}

/** Staff's customer filter: the customers whose claims they may read, by code or name. */
export async function claimCustomers(ctx: SignedInContext, search: string | null | undefined) {
  const visible = await visibleClaims(ctx);
  let q = ctx.db
    .selectFrom('claims as c')
    .innerJoin('customers as cu', 'cu.id', 'c.customerId')
    .select(['cu.id', 'cu.name', 'cu.codeIsr', 'cu.codeR3'])
    .distinct()
    .where((eb) => visible(eb));
  const term = (search ?? '').trim();
  if (term)
    q = q.where((eb) =>
      eb.or([
        contains(eb.ref('cu.name'), term),
        contains(eb.ref('cu.codeR3'), term),
        contains(eb.ref('cu.codeIsr') as Expression<string>, term),
      ]),
    );
  return q.orderBy('cu.name').limit(20).execute();
}

/** The claims filed on one bike that this user may read, newest first (the frame page's claims). */
export async function claimsOnFrame(ctx: SignedInContext, frameId: number) {
  const visible = await visibleClaims(ctx);
  return ctx.db
    .selectFrom('claims as c')
    .innerJoin('claimStatuses as s', 's.id', 'c.statusId')
    .select(['c.id', 'c.referenceNo', 'c.statusId', 's.description as statusDescription', 'c.createdAt'])
    .where('c.frameId', '=', frameId)
    .where((eb) => visible(eb))
    .orderBy('c.createdAt', 'desc')
    .execute();
}
