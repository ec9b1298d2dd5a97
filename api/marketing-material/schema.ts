import { z } from 'zod';
import type { SignedInContext } from '../auth/context.ts';
import { ContentTargetMarket } from '../content/schema.ts';
import { ContentResultRef } from '../content/publishing-schema.ts';
import { fileView, filesOf, registerFileOwner, registerUploadPurpose } from '../files/index.ts';
import { FileRef } from '../files/schema.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import {
  breadcrumbOf,
  categoryById,
  type CategoryRow,
  createCategory,
  deleteCategory,
  layoutList,
  listCategories,
  marketsOfCategories,
  updateCategory,
  visibleChildren,
} from './categories.ts';
import { isEditor, MM_EDIT, MM_READ, SECTIONS } from './common.ts';
import {
  createMaterial,
  createMaterials,
  deleteMaterial,
  listMaterials,
  marketsOfMaterials,
  materialById,
  type MaterialRow,
  mayReadMaterial,
  OWNER,
  updateMaterial,
} from './materials.ts';

// Marketing material (spec 3 §2, §3, §7): readers hold page.marketing-material, editors marketing-material.cud.
const readers = { anyScope: [MM_READ, MM_EDIT] } as const;
const editors = { scope: MM_EDIT } as const;
const signedIn = (ctx: { actor: unknown }) => ctx as SignedInContext;

registerUploadPurpose('marketing_material', { scope: MM_EDIT, kinds: ['image', 'video'] });
registerUploadPurpose('marketing_material_category', { scope: MM_EDIT, kinds: ['image'] });
registerFileOwner(OWNER, mayReadMaterial);
registerFileOwner('marketing_material_category', async (ctx, id) => !!(await categoryById(ctx, id)));

type LayoutRow = Awaited<ReturnType<typeof layoutList>>['layouts'][number];

const LayoutRef = builder.objectRef<LayoutRow>('MarketingMaterialLayout').implement({
  authScopes: readers,
  description: 'Which parts a card shows (spec 3 §3 Layout)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    type: t.exposeString('type'),
    description: t.exposeString('description'),
    placeholderOnCard: t.boolean({ resolve: (l) => !!l.placeholderOnCard }),
    titleOnCard: t.boolean({ resolve: (l) => !!l.titleOnCard }),
    subtitleOnCard: t.boolean({ resolve: (l) => !!l.subtitleOnCard }),
    releasedonOnCard: t.boolean({ resolve: (l) => !!l.releasedonOnCard }),
    resolutionOnCard: t.boolean({ resolve: (l) => !!l.resolutionOnCard }),
    gotopdpOnCard: t.boolean({ resolve: (l) => !!l.gotopdpOnCard }),
  }),
});

const layoutOf = async (ctx: SignedInContext, id: number | null) =>
  id == null ? null : ((await ctx.db.selectFrom('marketingMaterialLayouts').selectAll().where('id', '=', id).executeTakeFirst()) ?? null);

const fileOf = async (ctx: SignedInContext, id: number | null) => {
  if (id == null) return null;
  const row = await ctx.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fileView(ctx.env.tokenSecret, row) : null;
};

/** The first picture of the newest item of a category the user may see (a card's cover when the category has none). */
async function coverOf(ctx: SignedInContext, categoryId: number) {
  const { materials } = await listMaterials(ctx, { page: 1, limit: 1, marketingMaterialCategory: categoryId, sort: ['createdAt:desc'] });
  const first = materials[0];
  if (!first) return null;
  const files = await filesOf(ctx.db, OWNER, [first.id]);
  const picture = files.find((f) => f.id === first.placeholderFileId) ?? files[0];
  return picture ? fileView(ctx.env.tokenSecret, picture) : null;
}

const BreadcrumbRef = builder
  .objectRef<{ id: number; title: string; route: string; type: string }>('MarketingMaterialBreadcrumb')
  .implement({
    authScopes: readers,
    fields: (t) => ({
      id: t.exposeInt('id'),
      title: t.exposeString('title'),
      route: t.exposeString('route'),
      type: t.exposeString('type'),
    }),
  });

const CategoryRef = builder.objectRef<CategoryRow>('MarketingMaterialCategory');
CategoryRef.implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    type: t.exposeString('type', { description: 'The section: brand-assets or product-lineup' }),
    title: t.exposeString('title'),
    parentId: t.exposeInt('parentId', { nullable: true }),
    parent: t.field({
      type: BreadcrumbRef,
      nullable: true,
      resolve: async (c, _a, ctx) =>
        c.parentId == null
          ? null
          : ((await ctx.db
              .selectFrom('marketingMaterialCategories')
              .select(['id', 'title', 'route', 'type'])
              .where('id', '=', c.parentId)
              .executeTakeFirst()) ?? null),
    }),
    parentTitle: t.string({
      nullable: true,
      resolve: async (c, _a, ctx) =>
        c.parentId == null
          ? null
          : ((await ctx.db.selectFrom('marketingMaterialCategories').select('title').where('id', '=', c.parentId).executeTakeFirst())
              ?.title ?? null),
    }),
    parentDeleted: t.boolean({ description: 'Its parent was deleted: shown to editors as a warning', resolve: (c) => !!c.parentDeletedAt }),
    route: t.exposeString('route'),
    sorting: t.exposeInt('sorting'),
    showChilds: t.boolean({ resolve: (c) => !!c.showChilds }),
    totalChildren: t.exposeInt('totalChildren'),
    totalItems: t.exposeInt('totalItems', { description: 'Items inside (editors see this before deleting)' }),
    itemPerLine: t.exposeInt('itemPerLine'),
    layoutId: t.exposeInt('layoutId', { nullable: true }),
    fileId: t.exposeInt('fileId', { nullable: true }),
    file: t.field({ type: FileRef, nullable: true, resolve: (c, _a, ctx) => fileOf(signedIn(ctx), c.fileId) }),
    layout: t.field({ type: LayoutRef, nullable: true, resolve: (c, _a, ctx) => layoutOf(signedIn(ctx), c.layoutId) }),
    cover: t.field({
      type: FileRef,
      nullable: true,
      description: 'Its picture, else the picture of its newest item this user may see',
      resolve: async (c, _a, ctx) => (await fileOf(signedIn(ctx), c.fileId)) ?? coverOf(signedIn(ctx), c.id),
    }),
    contentTargetMarkets: t.field({ type: [ContentTargetMarket], resolve: (c, _a, ctx) => marketsOfCategories(ctx.db, [c.id]) }),
    contentTargetMarketIds: t.intList({ resolve: async (c, _a, ctx) => (await marketsOfCategories(ctx.db, [c.id])).map((m) => m.id) }),
    breadcrumb: t.field({ type: [BreadcrumbRef], resolve: (c, _a, ctx) => breadcrumbOf(ctx.db, c.id) }),
    path: t.string({
      description: 'Its place in the tree: the breadcrumb titles, root first',
      resolve: async (c, _a, ctx) => (await breadcrumbOf(ctx.db, c.id)).map((b) => b.title).join(' › '),
    }),
    children: t.field({
      type: [CategoryRef],
      description: 'Children the user may see, in their sorting',
      resolve: (c, _a, ctx) => visibleChildren(signedIn(ctx), [c.id]),
    }),
    uploadAt: t.exposeString('updatedAt'),
    deletedAt: t.exposeString('deletedAt', { nullable: true }),
  }),
});

const MaterialRef = builder.objectRef<MaterialRow>('MarketingMaterial').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    type: t.exposeString('type', { description: 'image or video' }),
    section: t.exposeString('section', { description: "brand-assets or product-lineup (its category's)" }),
    title: t.exposeString('title'),
    body: t.exposeString('body', { description: 'Sanitised HTML' }),
    marketingMaterialCategoryId: t.exposeInt('categoryId'),
    categoryTitle: t.exposeString('categoryTitle'),
    categoryDeleted: t.boolean({ description: 'Its category was deleted: flagged for editors', resolve: (m) => !!m.categoryDeletedAt }),
    itemPerLine: t.int({ resolve: (m) => m.itemPerLine ?? m.categoryItemPerLine }),
    layoutId: t.exposeInt('layoutId', { nullable: true }),
    layout: t.field({
      type: LayoutRef,
      nullable: true,
      resolve: (m, _a, ctx) => layoutOf(signedIn(ctx), m.layoutId ?? m.categoryLayoutId),
    }),
    placeholderFileId: t.exposeInt('placeholderFileId', { nullable: true }),
    placeholder: t.field({ type: FileRef, nullable: true, resolve: (m, _a, ctx) => fileOf(signedIn(ctx), m.placeholderFileId) }),
    files: t.field({
      type: [FileRef],
      description: 'Its images, or its video',
      resolve: async (m, _a, ctx) =>
        (await filesOf(ctx.db, OWNER, [m.id])).filter((f) => f.id !== m.placeholderFileId).map((f) => fileView(ctx.env.tokenSecret, f)),
    }),
    fileIds: t.intList({
      resolve: async (m, _a, ctx) => (await filesOf(ctx.db, OWNER, [m.id])).filter((f) => f.id !== m.placeholderFileId).map((f) => f.id),
    }),
    contentTargetMarkets: t.field({ type: [ContentTargetMarket], resolve: (m, _a, ctx) => marketsOfMaterials(ctx.db, [m.id]) }),
    contentTargetMarketIds: t.intList({ resolve: async (m, _a, ctx) => (await marketsOfMaterials(ctx.db, [m.id])).map((x) => x.id) }),
    uploadAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

const CategoryPage = builder.objectRef<{ categories: CategoryRow[]; info: PageInfo }>('MarketingMaterialCategoryPage').implement({
  authScopes: readers,
  fields: (t) => ({
    categories: t.field({ type: [CategoryRef], resolve: (p) => p.categories }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const MaterialPage = builder.objectRef<{ materials: MaterialRow[]; info: PageInfo }>('MarketingMaterialPage').implement({
  authScopes: readers,
  fields: (t) => ({
    materials: t.field({ type: [MaterialRef], resolve: (p) => p.materials }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const LayoutPage = builder.objectRef<{ layouts: LayoutRow[]; info: PageInfo }>('MarketingMaterialLayoutPage').implement({
  authScopes: readers,
  fields: (t) => ({
    layouts: t.field({ type: [LayoutRef], resolve: (p) => p.layouts }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const ids = z.array(z.number().int()).max(200);
const page = z.number().int().min(1).max(100_000);
// Spec 3 §9: whole trees and category lists ask up to 9999 rows.
const limit = z.number().int().min(1).max(9999);
const section = z.enum(SECTIONS);

const CategoryInput = builder.inputType('MarketingMaterialCategoryInput', {
  fields: (t) => ({
    type: t.string({ description: 'brand-assets or product-lineup; fixed once created', validate: z.string().max(40) }),
    title: t.string({ validate: z.string().max(1000) }),
    parentId: t.int(),
    route: t.string({ description: 'Slug in reader addresses; made from the title when empty', validate: z.string().max(200) }),
    sorting: t.int({ validate: z.number().int().min(-100_000).max(100_000) }),
    showChilds: t.boolean(),
    itemPerLine: t.int({ validate: z.number().int().min(1).max(6) }),
    layoutId: t.int(),
    fileId: t.int({ description: 'An image uploaded with purpose marketing_material_category' }),
    contentTargetMarketIds: t.intList({ validate: ids }),
  }),
});

const MaterialInput = builder.inputType('MarketingMaterialInput', {
  fields: (t) => ({
    title: t.string({ validate: z.string().max(1000) }),
    body: t.string({ description: 'HTML; stored sanitised', validate: z.string().max(200_000) }),
    marketingMaterialCategoryId: t.int(),
    itemPerLine: t.int({ validate: z.number().int().min(1).max(6) }),
    layoutId: t.int(),
    placeholderFileId: t.int(),
    fileIds: t.intList({ description: 'Uploads of purpose marketing_material: images, or one video', validate: ids }),
    contentTargetMarketIds: t.intList({ validate: ids }),
  }),
});

const BulkItem = builder.inputType('MarketingMaterialBulkItem', {
  fields: (t) => ({ title: t.string({ validate: z.string().max(1000) }), fileId: t.int({ required: true }) }),
});

const BulkInput = builder.inputType('MarketingMaterialsInput', {
  fields: (t) => ({
    marketingMaterialCategoryId: t.int(),
    layoutId: t.int(),
    contentTargetMarketIds: t.intList({ validate: ids }),
    items: t.field({ type: [BulkItem], description: "One item per uploaded file; at most 50 (more answer 'Max items of 50 exceeded.')" }),
  }),
});

builder.queryFields((t) => ({
  marketingMaterialCategories: t.withAuth(readers).field({
    type: CategoryPage,
    description:
      'Categories in their sorting. Readers get those of their marketing-material markets, never deleted ones; editors every one.',
    args: {
      page: t.arg.int({ defaultValue: 1, validate: page }),
      limit: t.arg.int({ defaultValue: 15, validate: limit }),
      search: t.arg.string({ validate: z.string().max(100) }),
      searchAncestry: t.arg.boolean(),
      type: t.arg.string({ validate: section }),
      bucket: t.arg.string({ description: 'Accepted for compatibility; one bucket', validate: z.string().max(40) }),
      rootCategory: t.arg.boolean({ description: 'Only top-level categories' }),
      parentId: t.arg.int(),
      applySorting: t.arg.boolean({
        description: 'Accepted for compatibility: lists are always in their sorting unless sort says otherwise',
      }),
      haveChildrenOnly: t.arg.boolean(),
      filterContentTargetMarket: t.arg.boolean(),
      contentTargetMarkets: t.arg.intList({ validate: ids }),
      withDeleted: t.arg.boolean({ description: 'Editors: deleted categories too' }),
      sort: t.arg.stringList({
        description: "e.g. 'title:asc'; 'tree' lists each category before its children, as the tree reads",
        validate: z.array(z.string().max(40)).max(3),
      }),
    },
    resolve: (_r, a, ctx) => listCategories(signedIn(ctx), { ...a, page: a.page ?? 1, limit: a.limit ?? 15 }),
  }),
  marketingMaterialCategory: t.withAuth(readers).field({
    type: CategoryRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }), type: t.arg.string({ validate: section }) },
    resolve: (_r, a, ctx) => categoryById(signedIn(ctx), a.id, a.type),
  }),
  layouts: t.withAuth(readers).field({
    type: LayoutPage,
    args: {
      type: t.arg.string({ validate: z.string().max(40) }),
      page: t.arg.int({ defaultValue: 1, validate: page }),
      limit: t.arg.int({ defaultValue: 100, validate: z.number().int().min(1).max(100) }),
    },
    resolve: (_r, a, ctx) => layoutList(ctx.db, a.type, a.page ?? 1, a.limit ?? 100),
  }),
  marketingMaterials: t.withAuth(readers).field({
    type: MaterialPage,
    description: 'Images and videos, newest first. Readers get items of their markets in categories that are not deleted.',
    args: {
      page: t.arg.int({ defaultValue: 1, validate: page }),
      limit: t.arg.int({ defaultValue: 15, validate: limit }),
      search: t.arg.string({ validate: z.string().max(100) }),
      type: t.arg.string({ description: 'image or video', validate: z.enum(['image', 'video']) }),
      section: t.arg.string({ validate: section }),
      marketingMaterialCategory: t.arg.int(),
      filterContentTargetMarket: t.arg.boolean(),
      sort: t.arg.stringList({ validate: z.array(z.string().max(40)).max(3) }),
    },
    resolve: (_r, a, ctx) =>
      listMaterials(signedIn(ctx), { ...a, page: a.page ?? 1, limit: a.limit ?? 15, sort: a.sort ?? ['createdAt:desc'] }),
  }),
  marketingMaterial: t.withAuth(readers).field({
    type: MaterialRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => materialById(signedIn(ctx), a.id),
  }),
  marketingMaterialEditor: t.withAuth(readers).boolean({
    description: 'Whether the user edits marketing material (sees every market)',
    resolve: (_r, _a, ctx) => isEditor(signedIn(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  createMarketingMaterialCategory: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { input: t.arg({ type: CategoryInput, required: true }) },
    resolve: (_r, a, ctx) => createCategory(signedIn(ctx), a.input),
  }),
  updateMarketingMaterialCategory: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: CategoryInput, required: true }) },
    resolve: (_r, a, ctx) => updateCategory(signedIn(ctx), a.id, a.input),
  }),
  deleteMarketingMaterialCategory: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Soft delete; its items stay, flagged. The answer warns when active items were inside.',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => deleteCategory(signedIn(ctx), a.id),
  }),
  createMarketingMaterial: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { input: t.arg({ type: MaterialInput, required: true }) },
    resolve: (_r, a, ctx) => createMaterial(signedIn(ctx), a.input),
  }),
  createMarketingMaterials: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Bulk create: one item per file, all or nothing',
    args: { input: t.arg({ type: BulkInput, required: true }) },
    resolve: (_r, a, ctx) => createMaterials(signedIn(ctx), a.input),
  }),
  updateMarketingMaterial: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: MaterialInput, required: true }) },
    resolve: (_r, a, ctx) => updateMaterial(signedIn(ctx), a.id, a.input),
  }),
  deleteMarketingMaterial: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => deleteMaterial(signedIn(ctx), a.id),
  }),
}));
