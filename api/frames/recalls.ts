import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';
import type { SignedInContext } from '../context.ts';
import { contains, parseSort } from '../db/list-query.ts';
import type { Database } from '../db/index.ts';
import type { DB } from '../db/types.ts';
import { pageInfo } from '../db/paging.ts';
import { campaignSorgs } from './access.ts';
import { frameAnswer, missing } from './answer.ts';
import { type RecallInput, validRecall } from './recall-input.ts';
import { syncRecallFrames } from './recall-rules.ts';
import { nowIso } from '../platform/clock.ts';

export const RECALL_SORTS = ['createdAt', 'title', 'modelYear', 'sorg', 'closedAt'] as const;

/** Campaigns with how many frames they touch and how many of those still wait for the check. */
const rows = (db: Database) =>
  db
    .selectFrom('recalls as r')
    .selectAll('r')
    .select((eb) => [
      eb.selectFrom('salesOrganisations as so').select('so.name').whereRef('so.sorg', '=', 'r.sorg').as('sorgName'),
      eb.selectFrom('recallFrames as rf').select(sql<number>`count(*)`.as('n')).whereRef('rf.recallId', '=', 'r.id').as('matchedFrames'),
      eb
        .selectFrom('recallFrames as rf')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('rf.recallId', '=', 'r.id')
        .where('rf.doneAt', 'is', null)
        .as('openFrames'),
    ]);

export type RecallRow = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;

type Eb = ExpressionBuilder<DB & { r: DB['recalls'] }, 'r'>;

/** The campaigns of the sales organisations this user keeps (and matching the search), as a condition on `recalls as r`. */
async function keptBy(ctx: SignedInContext, search?: string | null) {
  const sorgs = await campaignSorgs(ctx);
  const term = search?.trim();
  return (eb: Eb): Expression<SqlBool> =>
    eb.and([
      ...(sorgs === 'all' ? [] : [eb('r.sorg', 'in', sorgs.length ? sorgs : ['-'])]),
      ...(term
        ? [
            eb.or([
              contains(eb.ref('r.title'), term),
              contains(eb.fn.coalesce('r.model', eb.val('')), term),
              contains(eb.ref('r.description'), term),
            ]),
          ]
        : []),
    ]);
}

export interface RecallListArgs {
  page: number;
  limit: number;
  search?: string | null;
  sort?: readonly string[] | null;
}

export async function listRecalls(ctx: SignedInContext, a: RecallListArgs) {
  const limit = Math.min(Math.max(a.limit || 10, 1), 999);
  const page = Math.max(a.page || 1, 1);
  const kept = await keptBy(ctx, a.search);
  let list = rows(ctx.db).where((eb) => kept(eb));
  const sorts = a.sort?.length ? parseSort(a.sort, RECALL_SORTS) : [{ column: 'createdAt' as const, desc: true }];
  for (const s of sorts) list = list.orderBy(`r.${s.column}`, s.desc ? 'desc' : 'asc');
  const [recalls, total] = await Promise.all([
    list
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    ctx.db
      .selectFrom('recalls as r')
      .where((eb) => kept(eb))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { recalls, info: pageInfo(page, limit, Number(total.n)) };
}

/** One campaign this user keeps, or null. */
export async function recallById(ctx: SignedInContext, id: number) {
  const kept = await keptBy(ctx);
  return (
    (await rows(ctx.db)
      .where((eb) => kept(eb))
      .where('r.id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

/** A new campaign, linked at once to every frame its rule matches. */
export function createRecall(ctx: SignedInContext, input: RecallInput) {
  return frameAnswer(
    ctx,
    async (tx) => {
      const values = await validRecall(ctx, tx, input, null);
      const at = nowIso();
      const { id } = await tx
        .insertInto('recalls')
        .values({ ...values, createdAt: at, updatedAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await syncRecallFrames(tx, id);
      return id;
    },
    'saved',
  );
}

/** A changed campaign: frames it now matches join, frames it no longer matches leave unless their check is done. */
export function updateRecall(ctx: SignedInContext, id: number, input: RecallInput) {
  return frameAnswer(
    ctx,
    async (tx) => {
      const before = (await recallById(ctx, id)) ?? missing();
      const values = await validRecall(ctx, tx, input, before);
      await tx
        .updateTable('recalls')
        .set({ ...values, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
      await syncRecallFrames(tx, id);
      return id;
    },
    'saved',
  );
}

/** The sales organisations this user runs campaigns in (the form's choices). */
export async function recallSalesOrganisations(ctx: SignedInContext) {
  const sorgs = await campaignSorgs(ctx);
  let q = ctx.db.selectFrom('salesOrganisations').select(['sorg', 'name']).orderBy('sorg');
  if (sorgs !== 'all') q = q.where('sorg', 'in', sorgs.length ? sorgs : ['-']);
  return q.execute();
}

/** The bike models of those organisations, each with its brand (the form's choices). */
export async function recallModels(ctx: SignedInContext) {
  const sorgs = await campaignSorgs(ctx);
  let q = ctx.db
    .selectFrom('articles')
    .select(['model'])
    .select((eb) => eb.fn.min('brand').as('brand'))
    .where('category', '=', 'BIKE')
    .groupBy('model')
    .orderBy('model');
  if (sorgs !== 'all') q = q.where('sorg', 'in', sorgs.length ? sorgs : ['-']);
  return (await q.execute()).map((r) => ({ model: r.model, brand: String(r.brand) }));
}
