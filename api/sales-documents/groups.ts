import type { SignedInContext } from '../context.ts';
import {
  answer,
  checkMarkets,
  contains,
  type ContentAnswer,
  invalid,
  isEditor,
  listLimit,
  notFoundRefusal,
  parseSort,
  sortKey,
  trimmed,
} from '../content/publishing.ts';
import type { Database } from '../db/index.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { checkField, checkLength, type UserError } from '../graphql/mutation-result.ts';
import { nowIso } from '../platform/clock.ts';

export const DOCUMENT_READ = 'page.sales-document';
export const DOCUMENT_EDIT = 'sales-document.cu';

export interface GroupRow {
  id: number;
  name: string;
  title: string;
  subtitle: string | null;
  createdAt: string;
  updatedAt: string;
}
export interface GroupFilter {
  page: number;
  limit?: number | null;
  search?: string | null;
  sort?: readonly string[] | null;
}

export const GROUP_SORTS = ['name', 'title', 'id'] as const;

/** Readers see the groups of their sales-document markets; editors every group. */
function visibleGroups(ctx: SignedInContext) {
  let q = ctx.db.selectFrom('salesDocumentGroups as g');
  if (!isEditor(ctx, DOCUMENT_EDIT)) {
    const userId = ctx.actor.user.id;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('salesDocumentGroupTargetMarkets as gm')
          .innerJoin('userContentTargetMarkets as um', 'um.marketId', 'gm.marketId')
          .select('gm.groupId')
          .whereRef('gm.groupId', '=', 'g.id')
          .where('um.userId', '=', userId),
      ),
    );
  }
  return q;
}

export async function listGroups(ctx: SignedInContext, f: GroupFilter): Promise<{ salesDocumentGroups: GroupRow[]; info: PageInfo }> {
  const limit = listLimit(f.limit);
  let q = visibleGroups(ctx);
  const term = f.search?.trim();
  if (term) q = q.where((eb) => eb.or([contains(eb.ref('g.name'), term), contains(eb.ref('g.title'), term)]));
  let rows = q.select(['g.id', 'g.name', 'g.title', 'g.subtitle', 'g.createdAt', 'g.updatedAt']);
  for (const s of parseSort(f.sort, GROUP_SORTS)) rows = rows.orderBy(sortKey('g', s.column), s.desc ? 'desc' : 'asc');
  const [{ count }, salesDocumentGroups] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    rows
      .orderBy('g.id')
      .limit(limit)
      .offset((f.page - 1) * limit)
      .execute(),
  ]);
  return { salesDocumentGroups, info: pageInfo(f.page, limit, Number(count)) };
}

export const groupById = (ctx: SignedInContext, id: number) =>
  visibleGroups(ctx)
    .select(['g.id', 'g.name', 'g.title', 'g.subtitle', 'g.createdAt', 'g.updatedAt'])
    .where('g.id', '=', id)
    .executeTakeFirst()
    .then((r) => r ?? null);

export async function marketsOfGroups(db: Database, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('salesDocumentGroupTargetMarkets as gm')
    .innerJoin('contentTargetMarkets as m', 'm.id', 'gm.marketId')
    .select(['gm.groupId', 'm.id', 'm.type', 'm.name', 'm.sorg', 'm.source', 'm.brand'])
    .where('gm.groupId', 'in', [...ids])
    .orderBy('m.name')
    .execute();
}

export interface GroupInput {
  name?: string | null;
  title?: string | null;
  subtitle?: string | null;
  contentTargetMarketIds?: readonly number[] | null;
}

async function validGroup(tx: Database, input: GroupInput) {
  const errors: UserError[] = [];
  const name = trimmed(input.name);
  const title = trimmed(input.title);
  const subtitle = trimmed(input.subtitle) || null;
  if (checkField(errors, 'name', input.name ?? '', ['required', 'notEmpty'])) checkLength(errors, 'name', name, 80);
  if (checkField(errors, 'title', input.title ?? '', ['required', 'notEmpty'])) checkLength(errors, 'title', title, 200);
  if (subtitle) checkLength(errors, 'subtitle', subtitle, 300);
  const marketIds = await checkMarkets(tx, errors, input.contentTargetMarketIds, 'sales_document');
  if (errors.length) invalid(errors);
  return { name, title, subtitle, marketIds };
}

async function setMarkets(tx: Database, groupId: number, marketIds: number[]) {
  await tx.deleteFrom('salesDocumentGroupTargetMarkets').where('groupId', '=', groupId).execute();
  if (marketIds.length)
    await tx
      .insertInto('salesDocumentGroupTargetMarkets')
      .values(marketIds.map((marketId) => ({ groupId, marketId })))
      .execute();
}

const requireGroup = async (tx: Database, id: number) =>
  (await tx.selectFrom('salesDocumentGroups').select('id').where('id', '=', id).executeTakeFirst()) ?? notFoundRefusal();

export function createGroup(ctx: SignedInContext, input: GroupInput): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      const { marketIds, ...g } = await validGroup(tx, input);
      const at = nowIso();
      const { id } = await tx
        .insertInto('salesDocumentGroups')
        .values({ ...g, createdAt: at, updatedAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setMarkets(tx, id, marketIds);
      return id;
    },
    'saved',
    'failedGroup',
  );
}

export function updateGroup(ctx: SignedInContext, id: number, input: GroupInput): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      await requireGroup(tx, id);
      const { marketIds, ...g } = await validGroup(tx, input);
      await tx
        .updateTable('salesDocumentGroups')
        .set({ ...g, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
      await setMarkets(tx, id, marketIds);
      return id;
    },
    'saved',
    'failedGroup',
  );
}

/** Its documents stay, without a group (the reader pages list them on their own). */
export function deleteGroup(ctx: SignedInContext, id: number): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      await requireGroup(tx, id);
      await tx.updateTable('salesDocuments').set({ groupId: null }).where('groupId', '=', id).execute();
      await tx.deleteFrom('salesDocumentGroups').where('id', '=', id).execute();
      return id;
    },
    'deleted',
    'failedGroup',
  );
}
