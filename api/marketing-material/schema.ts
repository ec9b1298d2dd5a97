import { z } from 'zod';
import type { SignedInContext } from '../context.ts';
import { ContentTargetMarket } from '../content/reader-schema.ts';
import { ContentResultRef } from '../content/publishing-schema.ts';
import { layoutById } from '../content/layouts.ts';
import { LayoutRef } from '../content/layouts-schema.ts';
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

const layoutOf = (ctx: SignedInContext, id: number | null) => layoutById(ctx.db, id);

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
    description: 'A category on the way from the root of the tree, for breadcrumbs and links.',
    fields: (t) => ({
      id: t.exposeInt('id', { description: 'The category id.' }),
      title: t.exposeString('title', { description: 'The category title.' }),
      route: t.exposeString('route', { description: 'The category slug in reader addresses.' }),
      type: t.exposeString('type', { description: 'The section: brand-assets or product-lineup.' }),
    }),
  });

const CategoryRef = builder.objectRef<CategoryRow>('MarketingMaterialCategory');
CategoryRef.implement({
  authScopes: readers,
  description:
    'A category of marketing material in the tree of its section; readers see those of their marketing-material markets, ' +
    'editors (marketing-material.cud) all.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The category id.' }),
    type: t.exposeString('type', { description: 'The section: brand-assets or product-lineup' }),
    title: t.exposeString('title', { description: 'The category title.' }),
    parentId: t.exposeInt('parentId', { nullable: true, description: 'The id of its parent; null for a top-level category.' }),
    parent: t.field({
      type: BreadcrumbRef,
      nullable: true,
      description: 'Its parent, even a deleted one; null for a top-level category.',
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
      description: "The parent's title; null for a top-level category.",
      resolve: async (c, _a, ctx) =>
        c.parentId == null
          ? null
          : ((await ctx.db.selectFrom('marketingMaterialCategories').select('title').where('id', '=', c.parentId).executeTakeFirst())
              ?.title ?? null),
    }),
    parentDeleted: t.boolean({ description: 'Its parent was deleted: shown to editors as a warning', resolve: (c) => !!c.parentDeletedAt }),
    route: t.exposeString('route', { description: 'Its slug in reader addresses, unique within the section.' }),
    sorting: t.exposeInt('sorting', { description: 'Its place among its siblings, lowest first.' }),
    showChilds: t.boolean({
      description: 'Its page shows the cards of its child categories above its items.',
      resolve: (c) => !!c.showChilds,
    }),
    totalChildren: t.exposeInt('totalChildren', { description: 'Child categories that are not deleted.' }),
    totalItems: t.exposeInt('totalItems', { description: 'Items inside (editors see this before deleting)' }),
    itemPerLine: t.exposeInt('itemPerLine', {
      description: 'Cards per row on its page, 1 to 6; its items follow it unless they set their own.',
    }),
    layoutId: t.exposeInt('layoutId', { nullable: true, description: 'The id of its card layout.' }),
    fileId: t.exposeInt('fileId', { nullable: true, description: 'The id of its own picture; null when it has none.' }),
    file: t.field({
      type: FileRef,
      nullable: true,
      description: 'Its own picture; null when it has none.',
      resolve: (c, _a, ctx) => fileOf(signedIn(ctx), c.fileId),
    }),
    layout: t.field({
      type: LayoutRef,
      nullable: true,
      description: 'The card layout of its items, unless an item sets its own.',
      resolve: (c, _a, ctx) => layoutOf(signedIn(ctx), c.layoutId),
    }),
    cover: t.field({
      type: FileRef,
      nullable: true,
      description: 'Its picture, else the picture of its newest item this user may see',
      resolve: async (c, _a, ctx) => (await fileOf(signedIn(ctx), c.fileId)) ?? coverOf(signedIn(ctx), c.id),
    }),
    contentTargetMarkets: t.field({
      type: [ContentTargetMarket],
      description: 'The marketing-material markets it is published to, by name.',
      resolve: (c, _a, ctx) => marketsOfCategories(ctx.db, [c.id]),
    }),
    contentTargetMarketIds: t.intList({
      description: 'Ids of those markets, as MarketingMaterialCategoryInput takes them.',
      resolve: async (c, _a, ctx) => (await marketsOfCategories(ctx.db, [c.id])).map((m) => m.id),
    }),
    breadcrumb: t.field({
      type: [BreadcrumbRef],
      description: 'The categories from the root down to this one, itself last.',
      resolve: (c, _a, ctx) => breadcrumbOf(ctx.db, c.id),
    }),
    path: t.string({
      description: 'Its place in the tree: the breadcrumb titles, root first',
      resolve: async (c, _a, ctx) => (await breadcrumbOf(ctx.db, c.id)).map((b) => b.title).join(' › '),
    }),
    children: t.field({
      type: [CategoryRef],
      description: 'Children the user may see, in their sorting',
      resolve: (c, _a, ctx) => visibleChildren(signedIn(ctx), [c.id]),
    }),
    uploadAt: t.exposeString('updatedAt', { description: 'When it was last saved, ISO 8601 in UTC.' }),
    deletedAt: t.exposeString('deletedAt', { nullable: true, description: 'When it was deleted, ISO 8601 in UTC; null while not.' }),
  }),
});

const MaterialRef = builder.objectRef<MaterialRow>('MarketingMaterial').implement({
  authScopes: readers,
  description:
    'An item of marketing material: images or one video, in a category; readers see items of their markets in categories ' +
    'that are not deleted, editors all.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The item id.' }),
    type: t.exposeString('type', { description: 'image or video' }),
    section: t.exposeString('section', { description: "brand-assets or product-lineup (its category's)" }),
    title: t.exposeString('title', { description: 'The item title.' }),
    body: t.exposeString('body', { description: 'The text as HTML, sanitised so that only safe markup is left.' }),
    marketingMaterialCategoryId: t.exposeInt('categoryId', { description: 'The id of its category.' }),
    categoryTitle: t.exposeString('categoryTitle', { description: 'The title of its category.' }),
    categoryDeleted: t.boolean({ description: 'Its category was deleted: flagged for editors', resolve: (m) => !!m.categoryDeletedAt }),
    itemPerLine: t.int({
      description: "Pictures per row on its page, 1 to 6: its own setting, else its category's.",
      resolve: (m) => m.itemPerLine ?? m.categoryItemPerLine,
    }),
    layoutId: t.exposeInt('layoutId', { nullable: true, description: "Its own card layout id; null when it follows its category's." }),
    layout: t.field({
      type: LayoutRef,
      nullable: true,
      description: "Its card layout: its own, else its category's.",
      resolve: (m, _a, ctx) => layoutOf(signedIn(ctx), m.layoutId ?? m.categoryLayoutId),
    }),
    placeholderFileId: t.exposeInt('placeholderFileId', {
      nullable: true,
      description: 'The id of its card picture; null when it has none.',
    }),
    placeholder: t.field({
      type: FileRef,
      nullable: true,
      description: 'An image shown on its card instead of its files; null when it has none.',
      resolve: (m, _a, ctx) => fileOf(signedIn(ctx), m.placeholderFileId),
    }),
    files: t.field({
      type: [FileRef],
      description: 'Its images, or its video',
      resolve: async (m, _a, ctx) =>
        (await filesOf(ctx.db, OWNER, [m.id])).filter((f) => f.id !== m.placeholderFileId).map((f) => fileView(ctx.env.tokenSecret, f)),
    }),
    fileIds: t.intList({
      description: 'Ids of those files in upload order, as MarketingMaterialInput.fileIds takes them.',
      resolve: async (m, _a, ctx) => (await filesOf(ctx.db, OWNER, [m.id])).filter((f) => f.id !== m.placeholderFileId).map((f) => f.id),
    }),
    contentTargetMarkets: t.field({
      type: [ContentTargetMarket],
      description: 'The marketing-material markets it is published to, by name.',
      resolve: (m, _a, ctx) => marketsOfMaterials(ctx.db, [m.id]),
    }),
    contentTargetMarketIds: t.intList({
      description: 'Ids of those markets, as MarketingMaterialInput takes them.',
      resolve: async (m, _a, ctx) => (await marketsOfMaterials(ctx.db, [m.id])).map((x) => x.id),
    }),
    uploadAt: t.exposeString('createdAt', { description: 'When it was created (its release date on cards), ISO 8601 in UTC.' }),
    updatedAt: t.exposeString('updatedAt', { description: 'When it was last saved, ISO 8601 in UTC.' }),
  }),
});

const CategoryPage = builder.objectRef<{ categories: CategoryRow[]; info: PageInfo }>('MarketingMaterialCategoryPage').implement({
  authScopes: readers,
  description: 'One page of marketing material categories.',
  fields: (t) => ({
    categories: t.field({
      type: [CategoryRef],
      description: 'The categories of the page, in the order asked for.',
      resolve: (p) => p.categories,
    }),
    info: t.field({ type: PageInfoRef, description: 'Paging of the whole filtered list.', resolve: (p) => p.info }),
  }),
});

const MaterialPage = builder.objectRef<{ materials: MaterialRow[]; info: PageInfo }>('MarketingMaterialPage').implement({
  authScopes: readers,
  description: 'One page of marketing material items.',
  fields: (t) => ({
    materials: t.field({ type: [MaterialRef], description: 'The items of the page, in the order asked for.', resolve: (p) => p.materials }),
    info: t.field({ type: PageInfoRef, description: 'Paging of the whole filtered list.', resolve: (p) => p.info }),
  }),
});

const ids = z.array(z.number().int()).max(200);
const page = z.number().int().min(1).max(100_000);
// Spec 3 §9: whole trees and category lists ask up to 9999 rows.
const limit = z.number().int().min(1).max(9999);
const section = z.enum(SECTIONS);

const CategoryInput = builder.inputType('MarketingMaterialCategoryInput', {
  description: 'A marketing material category as its form saves it.',
  fields: (t) => ({
    type: t.string({ description: 'brand-assets or product-lineup; fixed once created', validate: z.string().max(40) }),
    title: t.string({ description: 'Required, at most 150 characters.', validate: z.string().max(1000) }),
    parentId: t.int({ description: 'Its parent: a category of the same section that is not deleted; null for top level.' }),
    route: t.string({ description: 'Slug in reader addresses; made from the title when empty', validate: z.string().max(200) }),
    sorting: t.int({
      description: 'Its place among its siblings, lowest first; 0 when left out.',
      validate: z.number().int().min(-100_000).max(100_000),
    }),
    showChilds: t.boolean({ description: 'Whether its page shows its child categories; true unless sent as false.' }),
    itemPerLine: t.int({ description: 'Cards per row on its page, 1 to 6; 3 when left out.', validate: z.number().int().min(1).max(6) }),
    layoutId: t.int({ description: 'Required: the id of its card layout.' }),
    fileId: t.int({ description: 'An image uploaded with purpose marketing_material_category' }),
    contentTargetMarketIds: t.intList({ description: 'At least one marketing-material market to publish it to.', validate: ids }),
  }),
});

const MaterialInput = builder.inputType('MarketingMaterialInput', {
  description: 'An item of marketing material as its form saves it.',
  fields: (t) => ({
    title: t.string({ description: 'Required, at most 150 characters.', validate: z.string().max(1000) }),
    body: t.string({ description: 'HTML; stored sanitised', validate: z.string().max(200_000) }),
    marketingMaterialCategoryId: t.int({ description: 'Required: a category that is not deleted.' }),
    itemPerLine: t.int({
      description: "Pictures per row on its page, 1 to 6; its category's when left out.",
      validate: z.number().int().min(1).max(6),
    }),
    layoutId: t.int({ description: "Its own card layout id; its category's when left out." }),
    placeholderFileId: t.int({ description: 'An uploaded image for its card, apart from its files; none when left out.' }),
    fileIds: t.intList({ description: 'Uploads of purpose marketing_material: images, or one video', validate: ids }),
    contentTargetMarketIds: t.intList({ description: 'At least one marketing-material market to publish it to.', validate: ids }),
  }),
});

const BulkItem = builder.inputType('MarketingMaterialBulkItem', {
  description: 'One item of a bulk creation: one uploaded file with its title.',
  fields: (t) => ({
    title: t.string({ description: 'Required, at most 150 characters.', validate: z.string().max(1000) }),
    fileId: t.int({ required: true, description: 'An image or video uploaded with purpose marketing_material.' }),
  }),
});

const BulkInput = builder.inputType('MarketingMaterialsInput', {
  description: 'Many items at once, all in one category with the same layout and markets.',
  fields: (t) => ({
    marketingMaterialCategoryId: t.int({ description: 'Required: a category that is not deleted.' }),
    layoutId: t.int({ description: "Their card layout id; the category's when left out." }),
    contentTargetMarketIds: t.intList({ description: 'At least one marketing-material market to publish them to.', validate: ids }),
    items: t.field({ type: [BulkItem], description: "One item per uploaded file; at most 50 (more answer 'Max items of 50 exceeded.')" }),
  }),
});

builder.queryFields((t) => ({
  marketingMaterialCategories: t.withAuth(readers).field({
    type: CategoryPage,
    description:
      'Categories in their sorting. Readers get those of their marketing-material markets, never deleted ones; editors every one.',
    args: {
      page: t.arg.int({ defaultValue: 1, description: 'The page to answer, from 1.', validate: page }),
      limit: t.arg.int({ defaultValue: 15, description: 'Categories per page, at most 9999.', validate: limit }),
      search: t.arg.string({ description: 'Text found in the title, ignoring case.', validate: z.string().max(100) }),
      searchAncestry: t.arg.boolean({ description: "Search also matches the parent's title." }),
      type: t.arg.string({ description: 'Only this section: brand-assets or product-lineup.', validate: section }),
      rootCategory: t.arg.boolean({ description: 'Only top-level categories' }),
      parentId: t.arg.int({ description: 'Only the children of this category.' }),
      applySorting: t.arg.boolean({
        description:
          "true: the editors' order (sorting, then title) comes first, sort only breaks ties; false: sort, else title A to Z, " +
          'whatever the sorting; left out: sort, else the sorting',
      }),
      haveChildrenOnly: t.arg.boolean({ description: 'Only categories that have child categories.' }),
      filterContentTargetMarket: t.arg.boolean({ description: "Editors: only categories of the user's own markets (readers always)." }),
      contentTargetMarkets: t.arg.intList({ description: 'Only categories published to one of these markets.', validate: ids }),
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
    description: 'One category, deleted ones included for editors; null when there is none the user may read.',
    args: {
      id: t.arg.int({ required: true, description: 'The category id.' }),
      type: t.arg.string({ description: 'Only when it is of this section.', validate: section }),
    },
    resolve: (_r, a, ctx) => categoryById(signedIn(ctx), a.id, a.type),
  }),
  marketingMaterials: t.withAuth(readers).field({
    type: MaterialPage,
    description: 'Images and videos, newest first. Readers get items of their markets in categories that are not deleted.',
    args: {
      page: t.arg.int({ defaultValue: 1, description: 'The page to answer, from 1.', validate: page }),
      limit: t.arg.int({ defaultValue: 15, description: 'Items per page, at most 9999.', validate: limit }),
      search: t.arg.string({
        description: 'Text found in the item title or its category title, ignoring case.',
        validate: z.string().max(100),
      }),
      type: t.arg.string({ description: 'image or video', validate: z.enum(['image', 'video']) }),
      section: t.arg.string({ description: 'Only items of this section: brand-assets or product-lineup.', validate: section }),
      marketingMaterialCategory: t.arg.int({ description: 'Only items of this category id.' }),
      filterContentTargetMarket: t.arg.boolean({ description: "Editors: only items of the user's own markets (readers always)." }),
      sort: t.arg.stringList({
        description: "e.g. 'title:asc'; by createdAt, uploadAt, title, id or categoryTitle; 'createdAt:desc' when left out",
        validate: z.array(z.string().max(40)).max(3),
      }),
    },
    resolve: (_r, a, ctx) =>
      listMaterials(signedIn(ctx), { ...a, page: a.page ?? 1, limit: a.limit ?? 15, sort: a.sort ?? ['createdAt:desc'] }),
  }),
  marketingMaterial: t.withAuth(readers).field({
    type: MaterialRef,
    nullable: true,
    description: 'One item; null when there is none the user may read.',
    args: { id: t.arg.int({ required: true, description: 'The item id.' }) },
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
    description: 'Creates a category; the answer carries its id.',
    args: { input: t.arg({ type: CategoryInput, required: true, description: 'The new category.' }) },
    resolve: (_r, a, ctx) => createCategory(signedIn(ctx), a.input),
  }),
  updateMarketingMaterialCategory: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Saves a category that is not deleted; its section stays.',
    args: {
      id: t.arg.int({ required: true, description: 'The category to save.' }),
      input: t.arg({ type: CategoryInput, required: true, description: 'The whole category form.' }),
    },
    resolve: (_r, a, ctx) => updateCategory(signedIn(ctx), a.id, a.input),
  }),
  deleteMarketingMaterialCategory: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Soft delete; its items stay, flagged. The answer warns when active items were inside.',
    args: { id: t.arg.int({ required: true, description: 'The category to delete.' }) },
    resolve: (_r, a, ctx) => deleteCategory(signedIn(ctx), a.id),
  }),
  createMarketingMaterial: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Creates an item with its uploaded files; the answer carries its id.',
    args: { input: t.arg({ type: MaterialInput, required: true, description: 'The new item.' }) },
    resolve: (_r, a, ctx) => createMaterial(signedIn(ctx), a.input),
  }),
  createMarketingMaterials: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Bulk create: one item per file, all or nothing',
    args: { input: t.arg({ type: BulkInput, required: true, description: 'The items and what they share.' }) },
    resolve: (_r, a, ctx) => createMaterials(signedIn(ctx), a.input),
  }),
  updateMarketingMaterial: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Saves an item; files left out of fileIds are deleted.',
    args: {
      id: t.arg.int({ required: true, description: 'The item to save.' }),
      input: t.arg({ type: MaterialInput, required: true, description: 'The whole item form.' }),
    },
    resolve: (_r, a, ctx) => updateMaterial(signedIn(ctx), a.id, a.input),
  }),
  deleteMarketingMaterial: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Deletes an item and its files for good.',
    args: { id: t.arg.int({ required: true, description: 'The item to delete.' }) },
    resolve: (_r, a, ctx) => deleteMaterial(signedIn(ctx), a.id),
  }),
}));
