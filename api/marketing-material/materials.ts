import type { SignedInContext } from '../context.ts';
import { contains, parseSort, sortKey } from '../db/list-query.ts';
import { trimmed } from '../graphql/mutation-result.ts';
import { sanitizeAnnouncementHtml } from '../content/sanitize.ts';
import type { Database } from '../db/index.ts';
import type { MarketingSection } from '../db/types.ts';
import { attachFiles, deleteFileRows, filesOf, type StoredFile } from '../files/index.ts';
import { pageInfo } from '../db/paging.ts';
import { checkField, checkLength, type UserError } from '../graphql/mutation-result.ts';
import {
  answer,
  checkMarkets,
  invalid,
  isEditor,
  MAX_BULK_ITEMS,
  MAX_FILES_PER_ITEM,
  mmError,
  notFoundRefusal,
  readerMarketIds,
} from './common.ts';
import { nowIso } from '../platform/clock.ts';

export const OWNER = 'marketing_material';

export interface MaterialFilter {
  page: number;
  limit: number;
  search?: string | null;
  /** image or video */
  type?: string | null;
  /** brand-assets or product-lineup: the section of the item's category. */
  section?: string | null;
  marketingMaterialCategory?: number | null;
  filterContentTargetMarket?: boolean | null;
  sort?: string[] | null;
}

export type MaterialRow = Awaited<ReturnType<typeof materialsByIds>>[number];

export async function materialsByIds(db: Database, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('marketingMaterials as m')
    .innerJoin('marketingMaterialCategories as c', 'c.id', 'm.categoryId')
    .selectAll('m')
    .select([
      'c.title as categoryTitle',
      'c.type as section',
      'c.route as categoryRoute',
      'c.deletedAt as categoryDeletedAt',
      'c.layoutId as categoryLayoutId',
      'c.itemPerLine as categoryItemPerLine',
    ])
    .where('m.id', 'in', [...ids])
    .execute();
  return ids.map((id) => rows.find((r) => r.id === id)).filter((r) => !!r);
}

/**
 * Readers see items of their target markets in categories that are not deleted; editors see every item, flagged
 * when its category was deleted, or only their markets' when they ask.
 */
async function visible(ctx: SignedInContext, filterOwn: boolean | null | undefined) {
  const editor = isEditor(ctx);
  const markets = !editor || filterOwn ? await readerMarketIds(ctx.db, ctx.actor.user.id) : null;
  let q = ctx.db.selectFrom('marketingMaterials as m').innerJoin('marketingMaterialCategories as c', 'c.id', 'm.categoryId');
  if (!editor) q = q.where('c.deletedAt', 'is', null);
  if (markets) {
    const ids = markets.length ? markets : [-1];
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('marketingMaterialMarkets as mm')
          .select('mm.materialId')
          .whereRef('mm.materialId', '=', 'm.id')
          .where('mm.marketId', 'in', ids),
      ),
    );
  }
  return q;
}

const SORTS = ['createdAt', 'title', 'id', 'uploadAt', 'categoryTitle'] as const;
const SORT_COLUMNS = {
  createdAt: ['m', 'created_at'],
  uploadAt: ['m', 'created_at'],
  title: ['m', 'title'],
  id: ['m', 'id'],
  categoryTitle: ['c', 'title'],
} as const;

export async function listMaterials(ctx: SignedInContext, f: MaterialFilter) {
  let q = await visible(ctx, f.filterContentTargetMarket);
  if (f.type === 'image' || f.type === 'video') q = q.where('m.type', '=', f.type);
  if (f.section) q = q.where('c.type', '=', f.section as MarketingSection);
  if (f.marketingMaterialCategory != null) q = q.where('m.categoryId', '=', f.marketingMaterialCategory);
  const term = trimmed(f.search);
  if (term) q = q.where((eb) => eb.or([contains(eb.ref('m.title'), term), contains(eb.ref('c.title'), term)]));
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let rowsQ = q.select('m.id');
  const sorts = parseSort(f.sort, SORTS);
  for (const s of sorts) rowsQ = rowsQ.orderBy(sortKey(SORT_COLUMNS[s.column][0], SORT_COLUMNS[s.column][1]), s.desc ? 'desc' : 'asc');
  // Items saved together share a time: the later id is the newer one.
  const ids = (
    await rowsQ
      .orderBy('m.id', sorts[0]?.desc ? 'desc' : 'asc')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute()
  ).map((r) => r.id);
  return { materials: await materialsByIds(ctx.db, ids), info: pageInfo(f.page, f.limit, Number(n)) };
}

export async function materialById(ctx: SignedInContext, id: number) {
  const found = await (await visible(ctx, false)).select('m.id').where('m.id', '=', id).executeTakeFirst();
  return found ? ((await materialsByIds(ctx.db, [id]))[0] ?? null) : null;
}

/** The reader's right behind GET /files for files a material owns. */
export async function mayReadMaterial(ctx: SignedInContext, id: number) {
  return !!(await (await visible(ctx, false)).select('m.id').where('m.id', '=', id).executeTakeFirst());
}

export const marketsOfMaterials = (db: Database, ids: readonly number[]) =>
  db
    .selectFrom('marketingMaterialMarkets as mm')
    .innerJoin('contentTargetMarkets as t', 't.id', 'mm.marketId')
    .select(['mm.materialId', 't.id', 't.type', 't.name', 't.sorg'])
    .where('mm.materialId', 'in', [...ids, -1])
    .orderBy('t.name')
    .execute();

export interface MaterialInput {
  title?: string | null;
  body?: string | null;
  marketingMaterialCategoryId?: number | null;
  itemPerLine?: number | null;
  layoutId?: number | null;
  placeholderFileId?: number | null;
  fileIds?: number[] | null;
  contentTargetMarketIds?: number[] | null;
}

async function checkCategory(tx: Database, errors: UserError[], id: number | null | undefined) {
  const category =
    id == null
      ? null
      : await tx.selectFrom('marketingMaterialCategories').select(['id', 'deletedAt']).where('id', '=', id).executeTakeFirst();
  if (!category || category.deletedAt) errors.push(mmError('marketingMaterialCategoryId', 'unknownCategory'));
}

/** The files of one item: the user's own fresh uploads or the item's own files; images, or a single video. */
async function checkFiles(
  tx: Database,
  errors: UserError[],
  userId: number,
  fileIds: readonly number[],
  placeholderId: number | null,
  ownerId: number | null,
  field = 'fileIds',
) {
  const wanted = [...new Set([...fileIds, ...(placeholderId != null ? [placeholderId] : [])])];
  const rows = wanted.length
    ? await tx.selectFrom('files').select(['id', 'kind', 'ownerType', 'ownerId', 'uploadedBy']).where('id', 'in', wanted).execute()
    : [];
  const usable = (id: number) => {
    const f = rows.find((r) => r.id === id);
    return f && ((f.ownerType === null && f.uploadedBy === userId) || (f.ownerType === OWNER && f.ownerId === ownerId)) ? f : null;
  };
  if (!fileIds.length) errors.push(mmError(field, 'fileRequired'));
  if (fileIds.length > MAX_FILES_PER_ITEM) errors.push(mmError(field, 'maxItems', { max: String(MAX_FILES_PER_ITEM) }));
  if (fileIds.some((id) => !usable(id))) errors.push(mmError(field, 'fileNotYours'));
  const kinds = new Set(fileIds.map((id) => usable(id)?.kind));
  if (kinds.has('document') || (kinds.has('video') && fileIds.length > 1)) errors.push(mmError(field, 'mixedKinds'));
  if (placeholderId != null) {
    const p = usable(placeholderId);
    if (!p) errors.push(mmError('placeholderFileId', 'fileNotYours'));
    else if (p.kind !== 'image') errors.push(mmError('placeholderFileId', 'wrongFileKind'));
  }
  return kinds.has('video') ? ('video' as const) : ('image' as const);
}

function checkText(errors: UserError[], input: MaterialInput) {
  const title = trimmed(input.title);
  if (checkField(errors, 'title', title, ['required', 'notEmpty'])) checkLength(errors, 'title', title, 150);
  return { title, body: sanitizeAnnouncementHtml(input.body ?? '') };
}

async function checkLayout(tx: Database, errors: UserError[], id: number | null | undefined) {
  // Layouts of news and sales documents sit in the same table; an item takes one of its own kind.
  const found =
    id == null ||
    (await tx
      .selectFrom('marketingMaterialLayouts')
      .select('id')
      .where('id', '=', id)
      .where('type', '=', 'marketing_material')
      .executeTakeFirst());
  if (!found) errors.push(mmError('layoutId', 'unknownLayout'));
}

async function writeMarkets(tx: Database, materialId: number, markets: number[]) {
  await tx.deleteFrom('marketingMaterialMarkets').where('materialId', '=', materialId).execute();
  await tx
    .insertInto('marketingMaterialMarkets')
    .values(markets.map((marketId) => ({ materialId, marketId })))
    .execute();
}

export const createMaterial = (ctx: SignedInContext, input: MaterialInput) =>
  answer(
    ctx,
    async (tx) => {
      const errors: UserError[] = [];
      const text = checkText(errors, input);
      await checkCategory(tx, errors, input.marketingMaterialCategoryId);
      await checkLayout(tx, errors, input.layoutId);
      const fileIds = input.fileIds ?? [];
      const type = await checkFiles(tx, errors, ctx.actor.user.id, fileIds, input.placeholderFileId ?? null, null);
      const markets = await checkMarkets(tx, errors, input.contentTargetMarketIds);
      if (errors.length) invalid(errors);
      const { id } = await tx
        .insertInto('marketingMaterials')
        .values({
          type,
          ...text,
          categoryId: input.marketingMaterialCategoryId!,
          itemPerLine: input.itemPerLine ?? null,
          layoutId: input.layoutId ?? null,
          placeholderFileId: input.placeholderFileId ?? null,
          createdAt: nowIso(),
          updatedAt: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeMarkets(tx, id, markets);
      await attachFiles(tx, ctx.actor.user.id, [...fileIds, ...(input.placeholderFileId ? [input.placeholderFileId] : [])], OWNER, id);
      return { id };
    },
    'failedImage',
  );

export interface BulkInput {
  marketingMaterialCategoryId?: number | null;
  layoutId?: number | null;
  contentTargetMarketIds?: number[] | null;
  items?: { title?: string | null; fileId: number }[] | null;
}

/** Many files at once (spec 3 §2 create-bulk): one item per file, all in one category and the same markets; all or nothing. */
export const createMaterials = (ctx: SignedInContext, input: BulkInput) =>
  answer(
    ctx,
    async (tx) => {
      const errors: UserError[] = [];
      const items = input.items ?? [];
      if (!items.length) errors.push(mmError('items', 'fileRequired'));
      if (items.length > MAX_BULK_ITEMS) invalid([mmError('items', 'maxItems', { max: String(MAX_BULK_ITEMS) })]);
      await checkCategory(tx, errors, input.marketingMaterialCategoryId);
      await checkLayout(tx, errors, input.layoutId);
      const markets = await checkMarkets(tx, errors, input.contentTargetMarketIds);
      const checked = [];
      for (const [i, item] of items.entries()) {
        const itemErrors: UserError[] = [];
        const text = checkText(itemErrors, item);
        const type = await checkFiles(tx, itemErrors, ctx.actor.user.id, [item.fileId], null, null);
        errors.push(...itemErrors.map((e) => ({ ...e, field: `items.${i}.${e.field === 'fileIds' ? 'fileId' : e.field}` })));
        checked.push({ ...text, type, fileId: item.fileId });
      }
      if (errors.length) invalid(errors);
      let first = 0;
      for (const item of checked) {
        const { id } = await tx
          .insertInto('marketingMaterials')
          .values({
            type: item.type,
            title: item.title,
            body: item.body,
            categoryId: input.marketingMaterialCategoryId!,
            itemPerLine: null,
            layoutId: input.layoutId ?? null,
            placeholderFileId: null,
            createdAt: nowIso(),
            updatedAt: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeMarkets(tx, id, markets);
        await attachFiles(tx, ctx.actor.user.id, [item.fileId], OWNER, id);
        first ||= id;
      }
      return { id: first, done: `Saved ${checked.length} items` };
    },
    'failedImage',
  );

export const updateMaterial = (ctx: SignedInContext, id: number, input: MaterialInput) =>
  answer(
    ctx,
    async (tx, dropped) => {
      const current = await tx.selectFrom('marketingMaterials').select('id').where('id', '=', id).executeTakeFirst();
      if (!current) return notFoundRefusal();
      const errors: UserError[] = [];
      const text = checkText(errors, input);
      await checkCategory(tx, errors, input.marketingMaterialCategoryId);
      await checkLayout(tx, errors, input.layoutId);
      const fileIds = input.fileIds ?? [];
      const type = await checkFiles(tx, errors, ctx.actor.user.id, fileIds, input.placeholderFileId ?? null, id);
      const markets = await checkMarkets(tx, errors, input.contentTargetMarketIds);
      if (errors.length) invalid(errors);
      await tx
        .updateTable('marketingMaterials')
        .set({
          type,
          ...text,
          categoryId: input.marketingMaterialCategoryId!,
          itemPerLine: input.itemPerLine ?? null,
          layoutId: input.layoutId ?? null,
          placeholderFileId: input.placeholderFileId ?? null,
          updatedAt: nowIso(),
        })
        .where('id', '=', id)
        .execute();
      await writeMarkets(tx, id, markets);
      const keep = [...fileIds, ...(input.placeholderFileId ? [input.placeholderFileId] : [])];
      await attachFiles(tx, ctx.actor.user.id, keep, OWNER, id);
      const gone = (await filesOf(tx, OWNER, [id])).filter((f) => !keep.includes(f.id)).map((f) => f.id);
      dropped.push(...(await deleteFileRows(tx, gone)));
      return { id };
    },
    'failedImage',
  );

export const deleteMaterial = (ctx: SignedInContext, id: number) =>
  answer(
    ctx,
    async (tx, dropped: StoredFile[]) => {
      const current = await tx.selectFrom('marketingMaterials').select('id').where('id', '=', id).executeTakeFirst();
      if (!current) return notFoundRefusal();
      await tx.deleteFrom('marketingMaterials').where('id', '=', id).execute();
      dropped.push(
        ...(await deleteFileRows(
          tx,
          (await filesOf(tx, OWNER, [id])).map((f) => f.id),
        )),
      );
      return { id, done: 'Deleted' };
    },
    'failedImage',
  );
