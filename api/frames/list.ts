import { type ExpressionBuilder, sql } from 'kysely';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { FRAME_PAGE_SIZE, type FrameState, normalFrameNumber } from '../../src/rules/frames.ts';
import type { SignedInContext } from '../context.ts';
import { contains } from '../db/list-query.ts';
import type { DB } from '../db/types.ts';
import { pageInfo } from '../db/paging.ts';
import { visibleFrames } from './access.ts';

export interface FrameFilter {
  /** Frame number or model, any part of it. */
  search?: string | null;
  /** Only frames an open recall touches (the campaign open and the frame not yet done). */
  openRecall?: boolean | null;
  state?: FrameState | null;
}

type Eb = ExpressionBuilder<DB & { f: DB['frames'] }, 'f'>;

/** A live warranty registration: the bike was sold to a consumer. */
export const soldExpr = (eb: Eb) =>
  eb.exists(eb.selectFrom('registeredFrames as rg').select('rg.id').whereRef('rg.frameId', '=', 'f.id').where('rg.deletedAt', 'is', null));

/** An open campaign that still waits for this bike. */
export const openRecallExpr = (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom('recallFrames as rf')
      .innerJoin('recalls as r', 'r.id', 'rf.recallId')
      .select('rf.frameId')
      .whereRef('rf.frameId', '=', 'f.id')
      .where('rf.doneAt', 'is', null)
      .where('r.closedAt', 'is', null),
  );

const stolenExpr = (eb: Eb) => eb.exists(eb.selectFrom('stolenFrames as s').select('s.id').whereRef('s.frameNumber', '=', 'f.frameNumber'));

const rowsQuery = (ctx: SignedInContext) =>
  ctx.db
    .selectFrom('frames as f')
    .innerJoin('articles as a', 'a.id', 'f.articleId')
    .innerJoin('customers as cu', 'cu.id', 'f.customerId')
    .select([
      'f.id',
      'f.frameNumber',
      'a.brand',
      'a.model',
      'a.modelYear',
      'a.series',
      'a.name as articleName',
      'f.productionCode',
      'f.deliveryNo',
      'f.shippedAt',
      'cu.name as custName',
      'cu.codeIsr',
      'cu.codeR3',
    ]);

/** The frames this user may read, newest shipments first, searched, filtered, counted and paged in SQL. */
export async function listFrames(ctx: SignedInContext, page: number, limit: number, f: FrameFilter) {
  const size = Math.min(Math.max(limit || FRAME_PAGE_SIZE, 1), 50);
  const at = Math.max(page || 1, 1);
  const visible = await visibleFrames(ctx);
  let q = rowsQuery(ctx).where((eb) => visible(eb));
  const term = (f.search ?? '').trim();
  if (term) {
    q = q.where((eb) =>
      eb.or([
        contains(eb.ref('f.frameNumber'), normalFrameNumber(term)),
        contains(eb.ref('a.model'), term),
        contains(eb.ref('a.name'), term),
      ]),
    );
  }
  if (f.openRecall) q = q.where((eb) => openRecallExpr(eb));
  if (f.state === 'sold') q = q.where((eb) => soldExpr(eb));
  if (f.state === 'stock') q = q.where((eb) => eb.not(soldExpr(eb)));
  const [rows, total] = await Promise.all([
    q
      .select((eb) => [
        soldExpr(eb).as('sold'),
        stolenExpr(eb).as('stolen'),
        eb
          .selectFrom('recallFrames as rf')
          .innerJoin('recalls as r', 'r.id', 'rf.recallId')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('rf.frameId', '=', 'f.id')
          .where('rf.doneAt', 'is', null)
          .where('r.closedAt', 'is', null)
          .as('openRecalls'),
      ])
      .orderBy('f.shippedAt', 'desc')
      .orderBy('f.id', 'desc')
      .limit(size)
      .offset((at - 1) * size)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const frames = rows.map(({ codeIsr, codeR3, sold, stolen, openRecalls, ...r }) => ({
    ...r,
    custCode: displayCustomerCode({ isr: codeIsr, r3: codeR3 }),
    sold: !!sold,
    stolen: !!stolen,
    openRecalls: Number(openRecalls ?? 0),
  }));
  return { frames, info: pageInfo(at, size, Number(total.n)) };
}

export type FrameListRow = Awaited<ReturnType<typeof listFrames>>['frames'][number];

/** How many of the active customer's bikes an open recall touches, in stock and sold (the home page's card). */
export async function recallSummary(ctx: SignedInContext) {
  const customerId = ctx.actor.customer!.id;
  const row = await ctx.db
    .selectFrom('frames as f')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when(soldExpr(eb)).then(1).else(0).end()).as('sold'),
    ])
    .where('f.customerId', '=', customerId)
    .where((eb) => openRecallExpr(eb))
    .executeTakeFirstOrThrow();
  const sold = Number(row.sold ?? 0);
  return { inStock: Number(row.total) - sold, sold };
}
