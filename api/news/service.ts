import { sql } from 'kysely';
import type { SignedInContext } from '../context.ts';
import { sanitizeAnnouncementHtml } from '../content/sanitize.ts';
import {
  answer,
  checkMarkets,
  checkWindow,
  contains,
  contentError,
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
import { checkLayout } from '../content/layouts.ts';
import type { Database } from '../db/index.ts';
import { attachFiles, deleteFileRows, removeFileKeys, type StoredFile } from '../files/index.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { checkField, checkLength, type UserError } from '../graphql/mutation-result.ts';
import { nowIso } from '../platform/clock.ts';

/** Scopes of news (spec 3 §2 'Menu entries'): readers open /news, editors keep it at /admin/news. */
export const NEWS_READ = 'page.news';
export const NEWS_EDIT = 'news.cu';

export const TITLE_MAX = 200;
export const BODY_MAX = 50_000;
/** The owner type of a news item's picture and attachments in api/files. */
export const NEWS_FILES = 'news';
/** Attachments of one item at most ('Max items of {max} exceeded.'), as a sales document. */
export const MAX_NEWS_FILES = 10;

export interface NewsRow {
  id: number;
  title: string;
  body: string;
  validFrom: string;
  validTo: string;
  itemPerLine: number;
  layoutId: number | null;
  fileId: number | null;
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
  'n.layoutId',
  'n.fileId',
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
  /** A news layout; the first one when left out. */
  layoutId?: number | null;
  /** Its picture: an image uploaded with purpose news, or the one it has; none when left out. */
  fileId?: number | null;
  /** Attachments uploaded with purpose news, and those it keeps; the others are removed. */
  fileIds?: readonly number[] | null;
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
  const layoutId = await checkLayout(tx, errors, input.layoutId, 'news');
  const fileId = input.fileId ?? null;
  const fileIds = [...new Set(input.fileIds ?? [])].filter((id) => id !== fileId);
  if (fileIds.length > MAX_NEWS_FILES) errors.push(contentError('fileIds', 'maxItems', { max: String(MAX_NEWS_FILES) }));
  if (errors.length) invalid(errors);
  return { news: { title, body, validFrom: window.from, validTo: window.to, itemPerLine, layoutId }, marketIds, fileId, fileIds };
}

/**
 * Takes the chosen uploads (only the editor's own, or files the item has) and drops the files no longer chosen;
 * the picture must be an image. Answers the dropped files, to remove from storage once the save has committed.
 */
async function setFiles(ctx: SignedInContext, tx: Database, newsId: number, fileId: number | null, fileIds: number[]) {
  const wanted = fileId === null ? fileIds : [fileId, ...fileIds];
  const refused = await attachFiles(tx, ctx.actor.user.id, wanted, NEWS_FILES, newsId);
  if (refused.includes(fileId ?? -1)) invalid([contentError('fileId', 'imageRequired')]);
  if (refused.length) invalid([contentError('fileIds', 'notFound')]);
  if (fileId !== null) {
    const picture = await tx.selectFrom('files').select('kind').where('id', '=', fileId).executeTakeFirstOrThrow();
    if (picture.kind !== 'image') invalid([contentError('fileId', 'imageRequired')]);
  }
  await tx.updateTable('news').set({ fileId }).where('id', '=', newsId).execute();
  const owned = await tx.selectFrom('files').select('id').where('ownerType', '=', NEWS_FILES).where('ownerId', '=', newsId).execute();
  return deleteFileRows(
    tx,
    owned.map((f) => f.id).filter((id) => !wanted.includes(id)),
  );
}

/** Stored files a save dropped are removed only after it committed: a refused save keeps them. */
async function withFileCleanup(ctx: SignedInContext, run: (dropped: StoredFile[]) => Promise<ContentAnswer>) {
  const dropped: StoredFile[] = [];
  const result = await run(dropped);
  if (result.message.status && dropped.length) await removeFileKeys(ctx.storage, dropped);
  return result;
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
  return withFileCleanup(ctx, (dropped) =>
    answer(
      ctx,
      async (tx) => {
        const { marketIds, news, fileId, fileIds } = await validNews(tx, input);
        const at = nowIso();
        const { id } = await tx
          .insertInto('news')
          .values({ ...news, fileId: null, createdAt: at, updatedAt: at, deletedAt: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setMarkets(tx, id, marketIds);
        dropped.push(...(await setFiles(ctx, tx, id, fileId, fileIds)));
        return id;
      },
      'saved',
      'failedNews',
    ),
  );
}

export function updateNews(ctx: SignedInContext, id: number, input: NewsInput): Promise<ContentAnswer> {
  return withFileCleanup(ctx, (dropped) =>
    answer(
      ctx,
      async (tx) => {
        await requireNews(tx, id);
        const { marketIds, news, fileId, fileIds } = await validNews(tx, input);
        await tx
          .updateTable('news')
          .set({ ...news, updatedAt: nowIso() })
          .where('id', '=', id)
          .execute();
        await setMarkets(tx, id, marketIds);
        dropped.push(...(await setFiles(ctx, tx, id, fileId, fileIds)));
        return id;
      },
      'saved',
      'failedNews',
    ),
  );
}

/** Whether this user may read the item (the download route of its files asks). */
export const mayReadNews = async (ctx: SignedInContext, id: number) => !!(await newsById(ctx, id));

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
