import { sql } from 'kysely';
import type { SignedInContext } from '../auth/context.ts';
import { sanitizeAnnouncementHtml } from '../content/sanitize.ts';
import {
  answer,
  checkMarkets,
  checkWindow,
  contains,
  type ContentAnswer,
  insideWindow,
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

/** Scopes of news (spec 3 §2 'Menu entries'): readers open /news, editors keep it at /admin/news. */
export const NEWS_READ = 'page.news';
export const NEWS_EDIT = 'news.cu';

export const TITLE_MAX = 200;
export const BODY_MAX = 50_000;

export interface NewsRow {
  id: number;
  title: string;
  body: string;
  validFrom: string;
  validTo: string;
  itemPerLine: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface NewsFilter {
  page: number;
  limit?: number | null;
  search?: string | null;
  validOnly?: boolean | null;
  filterContentTargetMarket?: boolean | null;
  withDeleted?: boolean | null;
  sort?: readonly string[] | null;
}

export const NEWS_SORTS = ['validFrom', 'title', 'validTo', 'createdAt', 'id'] as const;

const columns = [
  'n.id',
  'n.title',
  'n.body',
  'n.validFrom',
  'n.validTo',
  'n.itemPerLine',
  'n.createdAt',
  'n.updatedAt',
  'n.deletedAt',
] as const;

/**
 * What one user may read. Editors (news.cu) see every item and choose the filters; everyone else reads only
 * current, undeleted items of their own news markets, whatever they ask, and nothing when the host has news off.
 */
function readerQuery(ctx: SignedInContext, f: Pick<NewsFilter, 'validOnly' | 'filterContentTargetMarket' | 'withDeleted'>) {
  const editor = isEditor(ctx, NEWS_EDIT);
  const validOnly = editor ? !!f.validOnly : true;
  const byMarket = editor ? !!f.filterContentTargetMarket : true;
  const withDeleted = editor && !!f.withDeleted;
  let q = ctx.db.selectFrom('news as n');
  if (!editor && !ctx.host.config.features.NEWS) q = q.where(sql<boolean>`1 = 0`);
  if (!withDeleted) q = q.where('n.deletedAt', 'is', null);
  if (validOnly) q = q.where((eb) => insideWindow(eb.ref('n.validFrom'), eb.ref('n.validTo')));
  if (byMarket) {
    const userId = ctx.actor.user.id;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('newsTargetMarkets as nm')
          .innerJoin('userContentTargetMarkets as um', 'um.marketId', 'nm.marketId')
          .select('nm.newsId')
          .whereRef('nm.newsId', '=', 'n.id')
          .where('um.userId', '=', userId),
      ),
    );
  }
  return q;
}

/** One page of news, newest window first; search matches the title or the text. */
export async function listNews(ctx: SignedInContext, f: NewsFilter): Promise<{ news: NewsRow[]; info: PageInfo }> {
  const limit = listLimit(f.limit);
  let q = readerQuery(ctx, f);
  const term = f.search?.trim();
  if (term) q = q.where((eb) => eb.or([contains(eb.ref('n.title'), term), contains(eb.ref('n.body'), term)]));
  let rows = q.select([...columns]);
  const sorts = f.sort?.length ? parseSort(f.sort, NEWS_SORTS) : [{ column: 'validFrom' as const, desc: true }];
  for (const s of sorts)
    rows = rows.orderBy(s.column === 'title' ? sortKey('n', 'title') : sql.ref(`n.${s.column}`), s.desc ? 'desc' : 'asc');
  const [{ count }, news] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    rows
      .orderBy('n.createdAt', 'desc')
      .orderBy('n.id', 'desc')
      .limit(limit)
      .offset((f.page - 1) * limit)
      .execute(),
  ]);
  return { news: news.map(safe), info: pageInfo(f.page, limit, Number(count)) };
}

/** One news item as this user may read it; null when it is not theirs to read (or does not exist). */
export async function newsById(ctx: SignedInContext, id: number): Promise<NewsRow | null> {
  const row = await readerQuery(ctx, { withDeleted: true })
    .select([...columns])
    .where('n.id', '=', id)
    .executeTakeFirst();
  return row ? safe(row) : null;
}

// Sanitised again on the way out, so a row written by any other path cannot reach a browser unsafe.
const safe = (row: NewsRow): NewsRow => ({ ...row, body: sanitizeAnnouncementHtml(row.body) });

export async function marketsOfNews(db: Database, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('newsTargetMarkets as nm')
    .innerJoin('contentTargetMarkets as m', 'm.id', 'nm.marketId')
    .select(['nm.newsId', 'm.id', 'm.type', 'm.name', 'm.sorg', 'm.source', 'm.brand'])
    .where('nm.newsId', 'in', [...ids])
    .orderBy('m.name')
    .execute();
}

export interface NewsInput {
  title?: string | null;
  body?: string | null;
  validFrom?: string | null;
  validTo?: string | null;
  itemPerLine?: number | null;
  contentTargetMarketIds?: readonly number[] | null;
}

async function validNews(tx: Database, input: NewsInput) {
  const errors: UserError[] = [];
  const title = trimmed(input.title);
  if (checkField(errors, 'title', input.title ?? '', ['required', 'notEmpty'])) checkLength(errors, 'title', title, TITLE_MAX);
  // Stored sanitised (DESIGN 'Safety by default'): script and styles never reach a reader.
  const body = sanitizeAnnouncementHtml(input.body ?? '');
  if (checkField(errors, 'body', body.replace(/<[^>]*>/g, ''), ['required', 'notEmpty'])) checkLength(errors, 'body', body, BODY_MAX);
  const window = checkWindow(errors, input.validFrom, input.validTo);
  const itemPerLine = Math.min(Math.max(input.itemPerLine ?? 3, 1), 6);
  const marketIds = await checkMarkets(tx, errors, input.contentTargetMarketIds, 'news');
  if (errors.length) invalid(errors);
  return { title, body, validFrom: window.from, validTo: window.to, itemPerLine, marketIds };
}

async function setMarkets(tx: Database, newsId: number, marketIds: number[]) {
  await tx.deleteFrom('newsTargetMarkets').where('newsId', '=', newsId).execute();
  if (marketIds.length)
    await tx
      .insertInto('newsTargetMarkets')
      .values(marketIds.map((marketId) => ({ newsId, marketId })))
      .execute();
}

const requireNews = async (tx: Database, id: number) => {
  const row = await tx.selectFrom('news').select(['id', 'deletedAt']).where('id', '=', id).executeTakeFirst();
  return row ?? notFoundRefusal();
};

export function createNews(ctx: SignedInContext, input: NewsInput): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      const { marketIds, ...n } = await validNews(tx, input);
      const at = nowIso();
      const { id } = await tx
        .insertInto('news')
        .values({ ...n, createdAt: at, updatedAt: at, deletedAt: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setMarkets(tx, id, marketIds);
      return id;
    },
    'saved',
    'failedNews',
  );
}

export function updateNews(ctx: SignedInContext, id: number, input: NewsInput): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      await requireNews(tx, id);
      const { marketIds, ...n } = await validNews(tx, input);
      await tx
        .updateTable('news')
        .set({ ...n, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
      await setMarkets(tx, id, marketIds);
      return id;
    },
    'saved',
    'failedNews',
  );
}

/** Soft delete: readers no longer see it; the editor's list keeps it, to restore. */
export function deleteNews(ctx: SignedInContext, id: number): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      const row = await requireNews(tx, id);
      if (!row.deletedAt) await tx.updateTable('news').set({ deletedAt: nowIso() }).where('id', '=', id).execute();
      return id;
    },
    'deleted',
    'failedNews',
  );
}

export function restoreNews(ctx: SignedInContext, id: number): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      await requireNews(tx, id);
      await tx.updateTable('news').set({ deletedAt: null, updatedAt: nowIso() }).where('id', '=', id).execute();
      return id;
    },
    'restored',
    'failedNews',
  );
}
