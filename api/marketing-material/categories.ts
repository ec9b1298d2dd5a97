import { sql } from 'kysely';
import type { SignedInContext } from '../context.ts';
import { contains, parseSort, sortKey } from '../db/list-query.ts';
import { trimmed } from '../graphql/mutation-result.ts';
import type { Database } from '../db/index.ts';
import type { MarketingSection } from '../db/types.ts';
import { attachFiles, deleteFileRows } from '../files/index.ts';
import { pageInfo } from '../db/paging.ts';
import { checkField, checkLength, type UserError } from '../graphql/mutation-result.ts';
import { answer, checkMarkets, invalid, isEditor, messages, mmError, notFoundRefusal, readerMarketIds, SECTIONS } from './common.ts';
import { nowIso } from '../platform/clock.ts';

export interface CategoryFilter {
  page: number;
  limit: number;
  search?: string | null;
  /** Also match the titles of ancestors (spec 3 §7 searchAncestry). */
  searchAncestry?: boolean | null;
  type?: string | null;
  /** Only top-level categories. */
  rootCategory?: boolean | null;
  parentId?: number | null;
  haveChildrenOnly?: boolean | null;
  /** Editors: only categories of their own markets; readers always are. */
  filterContentTargetMarket?: boolean | null;
  contentTargetMarkets?: number[] | null;
  withDeleted?: boolean | null;
  sort?: string[] | null;
  /** Spec 3 §7 applySorting: true puts the editors' sorting first, false leaves it out (title order unless sorted). */
  applySorting?: boolean | null;
}

export type CategoryRow = Awaited<ReturnType<typeof categoriesByIds>>[number];

/** Who reads what: editors everything (or their markets when asked), readers categories of their markets only, never deleted ones. */
async function visibility(ctx: SignedInContext, filterOwn: boolean | null | undefined) {
  const editor = isEditor(ctx);
  const markets = !editor || filterOwn ? await readerMarketIds(ctx.db, ctx.actor.user.id) : null;
  return { editor, markets };
}

function baseQuery(db: Database, v: { editor: boolean; markets: number[] | null }, withDeleted: boolean) {
  let q = db.selectFrom('marketingMaterialCategories as c');
  if (!(v.editor && withDeleted)) q = q.where('c.deletedAt', 'is', null);
  if (v.markets) {
    const ids = v.markets.length ? v.markets : [-1];
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('marketingMaterialCategoryMarkets as cm')
          .select('cm.categoryId')
          .whereRef('cm.categoryId', '=', 'c.id')
          .where('cm.marketId', 'in', ids),
      ),
    );
  }
  return q;
}

const SORTS = ['sorting', 'title', 'id', 'updatedAt', 'uploadAt', 'type', 'tree'] as const;

type TreeNode = { id: number; parentId: number | null; type: string; sorting: number; title: string };

/**
 * The categories in the order of their tree (the admin list's 'tree' sort): per section, each category followed by
 * its children, siblings by sorting then title. One whose parent is not among them (filtered out) starts a branch.
 */
export function treeOrder(nodes: readonly TreeNode[]): number[] {
  const present = new Set(nodes.map((n) => n.id));
  const bySiblingOrder = (a: TreeNode, b: TreeNode) =>
    a.type.localeCompare(b.type) || a.sorting - b.sorting || a.title.localeCompare(b.title) || a.id - b.id;
  const children = new Map<number | null, TreeNode[]>();
  for (const n of nodes) {
    const parent = n.parentId !== null && present.has(n.parentId) ? n.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), n]);
  }
  const order: number[] = [];
  const visit = (parent: number | null) => {
    for (const n of (children.get(parent) ?? []).sort(bySiblingOrder)) {
      order.push(n.id);
      visit(n.id);
    }
  };
  visit(null);
  return order;
}

/**
 * The order a list asks for (spec 3 §7 applySorting): true, the editors' sorting then the title, with `sort` as
 * tie-breakers; false, `sort` without the sorting column, else titles A to Z; left out, `sort`, else the sorting.
 */
export function orderOf(f: Pick<CategoryFilter, 'sort' | 'applySorting'>) {
  const asked = f.sort?.length ? parseSort(f.sort, SORTS) : [];
  if (f.applySorting === true) {
    const rest = asked.filter((s) => s.column !== 'sorting' && s.column !== 'tree');
    return [{ column: 'sorting' as const, desc: false }, { column: 'title' as const, desc: false }, ...rest];
  }
  if (f.applySorting === false) {
    const rest = asked.filter((s) => s.column !== 'sorting');
    return rest.length ? rest : [{ column: 'title' as const, desc: false }];
  }
  return asked.length ? asked : parseSort(null, SORTS);
}

export async function listCategories(ctx: SignedInContext, f: CategoryFilter) {
  const v = await visibility(ctx, f.filterContentTargetMarket);
  let q = baseQuery(ctx.db, v, !!f.withDeleted);
  if (f.type) q = q.where('c.type', '=', f.type as MarketingSection);
  if (f.rootCategory) q = q.where('c.parentId', 'is', null);
  if (f.parentId != null) q = q.where('c.parentId', '=', f.parentId);
  if (f.haveChildrenOnly)
    q = q.where((eb) => eb.exists(eb.selectFrom('marketingMaterialCategories as k').select('k.id').whereRef('k.parentId', '=', 'c.id')));
  if (f.contentTargetMarkets?.length) {
    const wanted = f.contentTargetMarkets;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('marketingMaterialCategoryMarkets as cm')
          .select('cm.categoryId')
          .whereRef('cm.categoryId', '=', 'c.id')
          .where('cm.marketId', 'in', wanted),
      ),
    );
  }
  const term = trimmed(f.search);
  if (term) {
    q = q.where((eb) =>
      eb.or([
        contains(eb.ref('c.title'), term),
        ...(f.searchAncestry
          ? [
              eb.exists(
                eb
                  .selectFrom('marketingMaterialCategories as a')
                  .select('a.id')
                  .whereRef('a.id', '=', 'c.parentId')
                  .where(contains(sql.ref('a.title'), term)),
              ),
            ]
          : []),
      ]),
    );
  }
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const sorts = orderOf(f);
  let ids: number[];
  if (sorts[0].column === 'tree') {
    // A section holds tens of categories, not thousands (spec 3 §9 asks them all at once): ordered here, then paged.
    const nodes = await q.select(['c.id', 'c.parentId', 'c.type', 'c.sorting', 'c.title']).execute();
    ids = treeOrder(nodes).slice((f.page - 1) * f.limit, f.page * f.limit);
  } else {
    let rowsQ = q.select('c.id');
    for (const s of sorts) {
      if (s.column === 'tree') continue;
      // A position is a number: lower() of it is text order on SQLite and an error on PostgreSQL.
      const key =
        s.column === 'sorting'
          ? sql.ref('c.sorting')
          : sortKey('c', s.column === 'updatedAt' || s.column === 'uploadAt' ? 'updated_at' : s.column);
      rowsQ = rowsQ.orderBy(key, s.desc ? 'desc' : 'asc');
    }
    ids = (
      await rowsQ
        .orderBy('c.id')
        .limit(f.limit)
        .offset((f.page - 1) * f.limit)
        .execute()
    ).map((r) => r.id);
  }
  const rows = await categoriesByIds(ctx.db, ids);
  return { categories: ids.map((id) => rows.find((r) => r.id === id)!), info: pageInfo(f.page, f.limit, Number(n)) };
}

export async function categoriesByIds(db: Database, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('marketingMaterialCategories as c')
    .selectAll('c')
    .select((eb) => [
      eb
        .selectFrom('marketingMaterialCategories as k')
        .select((k) => k.fn.countAll<number>().as('n'))
        .whereRef('k.parentId', '=', 'c.id')
        .where('k.deletedAt', 'is', null)
        .as('totalChildren'),
      eb
        .selectFrom('marketingMaterials as m')
        .select((k) => k.fn.countAll<number>().as('n'))
        .whereRef('m.categoryId', '=', 'c.id')
        .as('totalItems'),
      eb.selectFrom('marketingMaterialCategories as p').select('p.deletedAt').whereRef('p.id', '=', 'c.parentId').as('parentDeletedAt'),
    ])
    .where('c.id', 'in', [...ids])
    .execute();
  return rows.map((r) => ({ ...r, totalChildren: Number(r.totalChildren ?? 0), totalItems: Number(r.totalItems ?? 0) }));
}

/** One category the user may read, or null (a reader never learns that a category of another market exists). */
export async function categoryById(ctx: SignedInContext, id: number, type?: string | null) {
  const v = await visibility(ctx, false);
  let q = baseQuery(ctx.db, v, true).select('c.id').where('c.id', '=', id);
  if (type) q = q.where('c.type', '=', type as MarketingSection);
  const found = await q.executeTakeFirst();
  return found ? ((await categoriesByIds(ctx.db, [id]))[0] ?? null) : null;
}

/** Children a reader may see, in their sorting. */
export async function visibleChildren(ctx: SignedInContext, parentIds: readonly number[]) {
  if (!parentIds.length) return [];
  const v = await visibility(ctx, false);
  const ids = await baseQuery(ctx.db, v, false)
    .select(['c.id'])
    .where('c.parentId', 'in', [...parentIds])
    .orderBy('c.sorting')
    .orderBy('c.title')
    .execute();
  return categoriesByIds(
    ctx.db,
    ids.map((r) => r.id),
  ).then((rows) => ids.map((r) => rows.find((x) => x.id === r.id)!));
}

/** From the root down to the category itself (spec 3 §3 breadcrumb). */
export async function breadcrumbOf(db: Database, id: number) {
  const trail: { id: number; title: string; route: string; type: string }[] = [];
  let next: number | null = id;
  while (next != null && trail.length < 20) {
    const row: { id: number; title: string; route: string; type: string; parentId: number | null } | undefined = await db
      .selectFrom('marketingMaterialCategories')
      .select(['id', 'title', 'route', 'type', 'parentId'])
      .where('id', '=', next)
      .executeTakeFirst();
    if (!row) break;
    trail.unshift({ id: row.id, title: row.title, route: row.route, type: row.type });
    next = row.parentId;
  }
  return trail;
}

export const marketsOfCategories = (db: Database, ids: readonly number[]) =>
  db
    .selectFrom('marketingMaterialCategoryMarkets as cm')
    .innerJoin('contentTargetMarkets as m', 'm.id', 'cm.marketId')
    .select(['cm.categoryId', 'm.id', 'm.type', 'm.name', 'm.sorg'])
    .where('cm.categoryId', 'in', [...ids, -1])
    .orderBy('m.name')
    .execute();

export interface CategoryInput {
  type?: string | null;
  title?: string | null;
  parentId?: number | null;
  route?: string | null;
  sorting?: number | null;
  showChilds?: boolean | null;
  itemPerLine?: number | null;
  layoutId?: number | null;
  fileId?: number | null;
  contentTargetMarketIds?: number[] | null;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

async function checkCategory(tx: Database, userId: number, input: CategoryInput, id: number | null) {
  const errors: UserError[] = [];
  const title = trimmed(input.title);
  if (checkField(errors, 'title', title, ['required', 'notEmpty'])) checkLength(errors, 'title', title, 150);
  const type = input.type as MarketingSection;
  if (!SECTIONS.includes(type)) checkField(errors, 'type', '', ['required']);
  if (input.parentId != null) {
    const parent = await tx
      .selectFrom('marketingMaterialCategories')
      .select(['id', 'type', 'deletedAt'])
      .where('id', '=', input.parentId)
      .executeTakeFirst();
    if (!parent || parent.deletedAt || parent.type !== type) errors.push(mmError('parentId', 'unknownParent'));
    else if (id != null && (await breadcrumbOf(tx, parent.id)).some((c) => c.id === id)) errors.push(mmError('parentId', 'parentLoop'));
  }
  if (
    input.layoutId == null ||
    !(await tx
      .selectFrom('marketingMaterialLayouts')
      .select('id')
      .where('id', '=', input.layoutId)
      .where('type', '=', 'marketing_material')
      .executeTakeFirst())
  ) {
    errors.push(mmError('layoutId', 'unknownLayout'));
  }
  const route = slug(trimmed(input.route) || title);
  if (route && SECTIONS.includes(type)) {
    let clash = tx
      .selectFrom('marketingMaterialCategories')
      .select('id')
      .where('type', '=', type)
      .where('route', '=', route)
      .where('deletedAt', 'is', null);
    if (id != null) clash = clash.where('id', '!=', id);
    if (await clash.executeTakeFirst()) errors.push(mmError('route', 'routeTaken'));
  }
  const markets = await checkMarkets(tx, errors, input.contentTargetMarketIds);
  if (input.fileId != null) {
    const file = await tx
      .selectFrom('files')
      .select(['kind', 'ownerType', 'ownerId', 'uploadedBy'])
      .where('id', '=', input.fileId)
      .executeTakeFirst();
    const mine =
      file &&
      ((file.ownerType === null && file.uploadedBy === userId) ||
        (file.ownerType === 'marketing_material_category' && file.ownerId === id));
    if (!mine) errors.push(mmError('fileId', 'fileNotYours'));
    else if (file.kind !== 'image') errors.push(mmError('fileId', 'wrongFileKind'));
  }
  if (errors.length) invalid(errors);
  return {
    values: {
      type,
      title,
      parentId: input.parentId ?? null,
      route,
      sorting: input.sorting ?? 0,
      showChilds: input.showChilds === false ? 0 : 1,
      itemPerLine: Math.min(Math.max(input.itemPerLine ?? 3, 1), 6),
      layoutId: input.layoutId!,
      fileId: input.fileId ?? null,
    },
    markets,
  };
}

async function writeMarkets(tx: Database, categoryId: number, markets: number[]) {
  await tx.deleteFrom('marketingMaterialCategoryMarkets').where('categoryId', '=', categoryId).execute();
  await tx
    .insertInto('marketingMaterialCategoryMarkets')
    .values(markets.map((marketId) => ({ categoryId, marketId })))
    .execute();
}

export const createCategory = (ctx: SignedInContext, input: CategoryInput) =>
  answer(
    ctx,
    async (tx) => {
      const { values, markets } = await checkCategory(tx, ctx.actor.user.id, input, null);
      const { id } = await tx
        .insertInto('marketingMaterialCategories')
        .values({ ...values, createdAt: nowIso(), updatedAt: nowIso(), deletedAt: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeMarkets(tx, id, markets);
      if (values.fileId) await attachFiles(tx, ctx.actor.user.id, [values.fileId], 'marketing_material_category', id);
      return { id };
    },
    'failedCategory',
  );

export const updateCategory = (ctx: SignedInContext, id: number, input: CategoryInput) =>
  answer(
    ctx,
    async (tx, dropped) => {
      const current = await tx
        .selectFrom('marketingMaterialCategories')
        .select(['id', 'fileId', 'type'])
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (!current) return notFoundRefusal();
      // The section is fixed once created: children and items hang under it.
      const { values, markets } = await checkCategory(tx, ctx.actor.user.id, { ...input, type: current.type }, id);
      await tx
        .updateTable('marketingMaterialCategories')
        .set({ ...values, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
      await writeMarkets(tx, id, markets);
      if (values.fileId) await attachFiles(tx, ctx.actor.user.id, [values.fileId], 'marketing_material_category', id);
      if (current.fileId && current.fileId !== values.fileId) dropped.push(...(await deleteFileRows(tx, [current.fileId])));
      return { id };
    },
    'failedCategory',
  );

/**
 * Soft delete (spec 3 §4 'Marketing material structure'): the category leaves every reader's tree; its items and
 * children stay and are flagged as having a deleted parent. The answer warns when active items were inside.
 */
export const deleteCategory = (ctx: SignedInContext, id: number) =>
  answer(
    ctx,
    async (tx) => {
      const current = await tx
        .selectFrom('marketingMaterialCategories')
        .select('id')
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (!current) return notFoundRefusal();
      await tx.updateTable('marketingMaterialCategories').set({ deletedAt: nowIso() }).where('id', '=', id).execute();
      const { n } = await tx
        .selectFrom('marketingMaterials')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('categoryId', '=', id)
        .executeTakeFirstOrThrow();
      const count = Number(n);
      return { id, done: count ? messages.deletedWithItems.replace('{{count}}', String(count)) : messages.deleted };
    },
    'failedCategory',
  );
