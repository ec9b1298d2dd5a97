import { sql } from 'kysely';
import type { SignedInContext } from '../context.ts';
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
import { sanitizeAnnouncementHtml } from '../content/sanitize.ts';
import type { Database } from '../db/index.ts';
import type { SalesDocumentType } from '../db/types.ts';
import { attachFiles, deleteFileRows, removeFileKeys, type StoredFile } from '../files/index.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { checkField, checkLength, type UserError, userError } from '../graphql/mutation-result.ts';
import { DOCUMENT_EDIT } from './groups.ts';
import { nowIso } from '../platform/clock.ts';

export const DOCUMENT_TYPES: SalesDocumentType[] = ['sales', 'technical'];
/** Files of one document at most ('Max items of {max} exceeded.'). */
export const MAX_FILES = 10;
export const FILE_OWNER = 'sales_document';

export interface DocumentRow {
  id: number;
  type: SalesDocumentType;
  title: string;
  subtitle: string | null;
  body: string;
  groupId: number | null;
  validFrom: string;
  validTo: string;
  itemPerLine: number;
  layoutId: number | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}
export interface DocumentFilter {
  page: number;
  limit?: number | null;
  search?: string | null;
  type?: SalesDocumentType | null;
  groupId?: number | null;
  ungrouped?: boolean | null;
  validOnly?: boolean | null;
  filterContentTargetMarket?: boolean | null;
  withDeleted?: boolean | null;
  sort?: readonly string[] | null;
}

export const DOCUMENT_SORTS = ['validFrom', 'title', 'validTo', 'type', 'createdAt', 'id'] as const;
const columns = [
  'd.id',
  'd.type',
  'd.title',
  'd.subtitle',
  'd.body',
  'd.groupId',
  'd.validFrom',
  'd.validTo',
  'd.itemPerLine',
  'd.layoutId',
  'd.createdAt',
  'd.updatedAt',
  'd.deletedAt',
] as const;

/** As news: editors see every document and choose the filters; readers only current, undeleted ones of their markets. */
function readerQuery(ctx: SignedInContext, f: Pick<DocumentFilter, 'validOnly' | 'filterContentTargetMarket' | 'withDeleted'>) {
  const editor = isEditor(ctx, DOCUMENT_EDIT);
  let q = ctx.db.selectFrom('salesDocuments as d');
  if (!(editor && f.withDeleted)) q = q.where('d.deletedAt', 'is', null);
  if (!editor || f.validOnly) q = q.where((eb) => insideWindow(eb.ref('d.validFrom'), eb.ref('d.validTo')));
  if (!editor || f.filterContentTargetMarket) {
    const userId = ctx.actor.user.id;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('salesDocumentTargetMarkets as dm')
          .innerJoin('userContentTargetMarkets as um', 'um.marketId', 'dm.marketId')
          .select('dm.documentId')
          .whereRef('dm.documentId', '=', 'd.id')
          .where('um.userId', '=', userId),
      ),
    );
  }
  return q;
}

export async function listDocuments(ctx: SignedInContext, f: DocumentFilter): Promise<{ salesDocuments: DocumentRow[]; info: PageInfo }> {
  const limit = listLimit(f.limit);
  let q = readerQuery(ctx, f);
  if (f.type) q = q.where('d.type', '=', f.type);
  if (f.groupId) q = q.where('d.groupId', '=', f.groupId);
  if (f.ungrouped) q = q.where('d.groupId', 'is', null);
  const term = f.search?.trim();
  if (term) {
    q = q.where((eb) =>
      eb.or([
        contains(eb.ref('d.title'), term),
        contains(eb.fn.coalesce('d.subtitle', eb.val('')), term),
        contains(eb.ref('d.body'), term),
      ]),
    );
  }
  let rows = q.select([...columns]);
  const sorts = f.sort?.length ? parseSort(f.sort, DOCUMENT_SORTS) : [{ column: 'validFrom' as const, desc: true }];
  for (const s of sorts)
    rows = rows.orderBy(s.column === 'title' ? sortKey('d', 'title') : sql.ref(`d.${s.column}`), s.desc ? 'desc' : 'asc');
  const [{ count }, salesDocuments] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    rows
      .orderBy('d.id', 'desc')
      .limit(limit)
      .offset((f.page - 1) * limit)
      .execute(),
  ]);
  return { salesDocuments: salesDocuments.map(safe), info: pageInfo(f.page, limit, Number(count)) };
}

export async function documentById(ctx: SignedInContext, id: number): Promise<DocumentRow | null> {
  const row = await readerQuery(ctx, { withDeleted: true })
    .select([...columns])
    .where('d.id', '=', id)
    .executeTakeFirst();
  return row ? safe(row) : null;
}

/** Whether this user may read the document (its files' download route asks). */
export const mayReadDocument = async (ctx: SignedInContext, id: number) => !!(await documentById(ctx, id));

const safe = (row: DocumentRow): DocumentRow => ({ ...row, body: sanitizeAnnouncementHtml(row.body) });

export async function marketsOfDocuments(db: Database, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('salesDocumentTargetMarkets as dm')
    .innerJoin('contentTargetMarkets as m', 'm.id', 'dm.marketId')
    .select(['dm.documentId', 'm.id', 'm.type', 'm.name', 'm.sorg', 'm.source', 'm.brand'])
    .where('dm.documentId', 'in', [...ids])
    .orderBy('m.name')
    .execute();
}

export interface DocumentInput {
  type?: string | null;
  title?: string | null;
  subtitle?: string | null;
  body?: string | null;
  groupId?: number | null;
  validFrom?: string | null;
  validTo?: string | null;
  itemPerLine?: number | null;
  /** A sales_document layout for its card; the first one when left out. */
  layoutId?: number | null;
  contentTargetMarketIds?: readonly number[] | null;
  /** Uploads (uploadFile purpose 'sales_document') and files the document keeps; the others are removed. */
  fileIds?: readonly number[] | null;
}

async function validDocument(tx: Database, input: DocumentInput) {
  const errors: UserError[] = [];
  const type = input.type as SalesDocumentType;
  if (!DOCUMENT_TYPES.includes(type)) errors.push(userError('type', 'Required', 'forms:required'));
  const title = trimmed(input.title);
  if (checkField(errors, 'title', input.title ?? '', ['required', 'notEmpty'])) checkLength(errors, 'title', title, 200);
  const subtitle = trimmed(input.subtitle) || null;
  if (subtitle) checkLength(errors, 'subtitle', subtitle, 300);
  const body = sanitizeAnnouncementHtml(input.body ?? '');
  checkLength(errors, 'body', body, 50_000);
  const window = checkWindow(errors, input.validFrom, input.validTo);
  const marketIds = await checkMarkets(tx, errors, input.contentTargetMarketIds, 'sales_document');
  const groupId = input.groupId ?? null;
  if (groupId !== null && !(await tx.selectFrom('salesDocumentGroups').select('id').where('id', '=', groupId).executeTakeFirst())) {
    errors.push(contentError('groupId', 'notFound'));
  }
  const layoutId = await checkLayout(tx, errors, input.layoutId, 'sales_document');
  const fileIds = [...new Set(input.fileIds ?? [])];
  if (fileIds.length > MAX_FILES) errors.push(contentError('fileIds', 'maxItems', { max: String(MAX_FILES) }));
  if (errors.length) invalid(errors);
  const itemPerLine = Math.min(Math.max(input.itemPerLine ?? 3, 1), 6);
  return {
    doc: { type, title, subtitle, body, groupId, validFrom: window.from, validTo: window.to, itemPerLine, layoutId },
    marketIds,
    fileIds,
  };
}

const failureOf = (input: DocumentInput) => (input.type === 'technical' ? 'failedTechnicalDocument' : 'failedSalesDocument');

async function setMarkets(tx: Database, documentId: number, marketIds: number[]) {
  await tx.deleteFrom('salesDocumentTargetMarkets').where('documentId', '=', documentId).execute();
  if (marketIds.length)
    await tx
      .insertInto('salesDocumentTargetMarkets')
      .values(marketIds.map((marketId) => ({ documentId, marketId })))
      .execute();
}

/** Takes the chosen uploads and drops the files no longer chosen; answers the dropped ones, to remove after commit. */
async function setFiles(ctx: SignedInContext, tx: Database, documentId: number, fileIds: number[]): Promise<StoredFile[]> {
  const refused = await attachFiles(tx, ctx.actor.user.id, fileIds, FILE_OWNER, documentId);
  if (refused.length) invalid([contentError('fileIds', 'notFound')]);
  const owned = await tx.selectFrom('files').select('id').where('ownerType', '=', FILE_OWNER).where('ownerId', '=', documentId).execute();
  return deleteFileRows(
    tx,
    owned.map((f) => f.id).filter((id) => !fileIds.includes(id)),
  );
}

const requireDocument = async (tx: Database, id: number) =>
  (await tx.selectFrom('salesDocuments').select(['id', 'deletedAt']).where('id', '=', id).executeTakeFirst()) ?? notFoundRefusal();

async function withFileCleanup(ctx: SignedInContext, run: (dropped: StoredFile[]) => Promise<ContentAnswer>) {
  const dropped: StoredFile[] = [];
  const result = await run(dropped);
  if (result.message.status && dropped.length) await removeFileKeys(ctx.storage, dropped);
  return result;
}

export function createDocument(ctx: SignedInContext, input: DocumentInput): Promise<ContentAnswer> {
  return withFileCleanup(ctx, (dropped) =>
    answer(
      ctx,
      async (tx) => {
        const { doc, marketIds, fileIds } = await validDocument(tx, input);
        const at = nowIso();
        const { id } = await tx
          .insertInto('salesDocuments')
          .values({ ...doc, createdAt: at, updatedAt: at, deletedAt: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setMarkets(tx, id, marketIds);
        dropped.push(...(await setFiles(ctx, tx, id, fileIds)));
        return id;
      },
      'saved',
      failureOf(input),
    ),
  );
}

export function updateDocument(ctx: SignedInContext, id: number, input: DocumentInput): Promise<ContentAnswer> {
  return withFileCleanup(ctx, (dropped) =>
    answer(
      ctx,
      async (tx) => {
        await requireDocument(tx, id);
        const { doc, marketIds, fileIds } = await validDocument(tx, input);
        await tx
          .updateTable('salesDocuments')
          .set({ ...doc, updatedAt: nowIso() })
          .where('id', '=', id)
          .execute();
        await setMarkets(tx, id, marketIds);
        dropped.push(...(await setFiles(ctx, tx, id, fileIds)));
        return id;
      },
      'saved',
      failureOf(input),
    ),
  );
}

/** Soft delete; its files stay for a restore. */
export function deleteDocument(ctx: SignedInContext, id: number): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      const row = await requireDocument(tx, id);
      if (!row.deletedAt) await tx.updateTable('salesDocuments').set({ deletedAt: nowIso() }).where('id', '=', id).execute();
      return id;
    },
    'deleted',
    'failedSalesDocument',
  );
}

export function restoreDocument(ctx: SignedInContext, id: number): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      await requireDocument(tx, id);
      await tx.updateTable('salesDocuments').set({ deletedAt: null, updatedAt: nowIso() }).where('id', '=', id).execute();
      return id;
    },
    'restored',
    'failedSalesDocument',
  );
}
