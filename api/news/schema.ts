import { z } from 'zod';
import { ContentTargetMarket } from '../content/reader-schema.ts';
import { ContentResultRef, contentListArgs, htmlValidation, marketIdsValidation } from '../content/publishing-schema.ts';
import { publicationStatus } from '../content/publishing.ts';
import { layoutOrDefault } from '../content/layouts.ts';
import { LayoutRef } from '../content/layouts-schema.ts';
import { fileView, filesOf, registerFileOwner, registerUploadPurpose } from '../files/index.ts';
import { FileRef } from '../files/schema.ts';
import type { SignedInContext } from '../context.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import {
  createNews,
  deleteNews,
  listNews,
  marketsOfNews,
  mayReadNews,
  NEWS_EDIT,
  NEWS_FILES,
  NEWS_READ,
  newsById,
  type NewsRow,
  restoreNews,
  updateNews,
} from './service.ts';

// News (spec 3 §2, §3 News, §7 'News'): readers hold page.news, editors news.cu; the service decides what each reads.
const readers = { anyScope: [NEWS_READ, NEWS_EDIT] } as const;
const editors = { scope: NEWS_EDIT } as const;
const signedIn = (ctx: { actor: unknown }) => ctx as SignedInContext;

// A news item's picture and attachments go through the one upload path; readers of the item read its files.
registerUploadPurpose(NEWS_FILES, { scope: NEWS_EDIT, kinds: ['image', 'document'] });
registerFileOwner(NEWS_FILES, (ctx, ownerId) => mayReadNews(ctx, ownerId));

/** The files of a news item, the picture apart from the attachments. */
const attachmentsOf = async (ctx: SignedInContext, n: NewsRow) =>
  (await filesOf(ctx.db, NEWS_FILES, [n.id])).filter((f) => f.id !== n.fileId);

const NewsRef = builder.objectRef<NewsRow>('News').implement({
  authScopes: readers,
  description: 'A news item, published to news markets for a window of time; readers hold page.news, editors news.cu.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The news item id.' }),
    title: t.exposeString('title', { description: 'The headline of the news item.' }),
    body: t.exposeString('body', { description: 'The text as HTML, sanitised so that only safe markup is left.' }),
    validFrom: t.expose('validFrom', { type: 'DateTime', description: 'When readers start seeing it, ISO 8601 in UTC.' }),
    validTo: t.expose('validTo', { type: 'DateTime', description: 'When readers stop seeing it, ISO 8601 in UTC.' }),
    itemPerLine: t.exposeInt('itemPerLine', { description: 'Layout setting: attachments per row on the reader page, 1 to 6.' }),
    layoutId: t.exposeInt('layoutId', { nullable: true, description: 'The id of its card layout; null: the first news layout.' }),
    layout: t.field({
      type: LayoutRef,
      nullable: true,
      description: 'What its card in the news list shows (picture, title, first lines, date); the first news layout when unset.',
      resolve: (n, _a, ctx) => layoutOrDefault(ctx.db, n.layoutId, 'news'),
    }),
    fileId: t.exposeInt('fileId', { nullable: true, description: 'The id of its picture; null when it has none.' }),
    file: t.field({
      type: FileRef,
      nullable: true,
      description: 'Its picture, shown on its card and above its text; null when it has none.',
      resolve: async (n, _a, ctx) => {
        if (n.fileId == null) return null;
        const picture = (await filesOf(ctx.db, NEWS_FILES, [n.id])).find((f) => f.id === n.fileId);
        return picture ? fileView(ctx.env.tokenSecret, picture) : null;
      },
    }),
    files: t.field({
      type: [FileRef],
      description: 'Its attachments (documents and pictures), oldest first; its picture is apart.',
      resolve: async (n, _a, ctx) => (await attachmentsOf(signedIn(ctx), n)).map((f) => fileView(ctx.env.tokenSecret, f)),
    }),
    fileIds: t.intList({
      description: 'Ids of its attachments, as NewsInput.fileIds takes them.',
      resolve: async (n, _a, ctx) => (await attachmentsOf(signedIn(ctx), n)).map((f) => f.id),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created, ISO 8601 in UTC.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it was last saved, ISO 8601 in UTC.' }),
    deletedAt: t.expose('deletedAt', { type: 'DateTime', nullable: true, description: 'Set while soft-deleted' }),
    published: t.boolean({ description: 'True unless it was soft-deleted (its window aside).', resolve: (n) => !n.deletedAt }),
    status: t.string({
      description: 'current (what readers see), scheduled, expired or deleted',
      resolve: (n) => publicationStatus(n.validFrom, n.validTo, n.deletedAt),
    }),
    contentTargetMarkets: t.loadableGroup({
      type: ContentTargetMarket,
      description: 'The news markets it is published to, by name.',
      load: (ids: number[], ctx) => marketsOfNews(ctx.db, ids),
      group: (m) => (m as unknown as { newsId: number }).newsId,
      resolve: (n) => n.id,
    }),
    contentTargetMarketIds: t.intList({
      description: 'As NewsInput.contentTargetMarketIds, for the edit form',
      resolve: async (n, _a, ctx) => (await marketsOfNews(ctx.db, [n.id])).map((m) => m.id),
    }),
  }),
});

const NewsPage = builder.objectRef<{ news: NewsRow[]; info: PageInfo }>('NewsPage').implement({
  authScopes: readers,
  description: 'One page of news.',
  fields: (t) => ({
    news: t.field({
      type: [NewsRef],
      description: 'The items of the page: latest start first unless sorted, then newest created first.',
      resolve: (p) => p.news,
    }),
    info: t.field({ type: PageInfoRef, description: 'Paging of the whole filtered list.', resolve: (p) => p.info }),
  }),
});

const NewsInput = builder.inputType('NewsInput', {
  description: 'A news item as its form saves it.',
  fields: (t) => ({
    title: t.string({ description: 'Required, at most 200 characters.', validate: z.string().max(2000) }),
    body: t.string({ description: 'HTML; stored sanitised', validate: htmlValidation }),
    validFrom: t.string({ description: 'Required: when readers start seeing it, an ISO 8601 date-time.', validate: z.string().max(40) }),
    validTo: t.string({
      description: 'Required: when readers stop seeing it, an ISO 8601 date-time after validFrom.',
      validate: z.string().max(40),
    }),
    itemPerLine: t.int({
      description: 'Layout setting: items per row on the reader page, 1 to 6; 3 when left out.',
      validate: z.number().int().min(1).max(6),
    }),
    contentTargetMarketIds: t.intList({ description: 'At least one news market to publish it to.', validate: marketIdsValidation }),
    layoutId: t.int({ description: 'A layout of type news for its card; the first news layout when left out.' }),
    fileId: t.int({ description: 'Its picture: an image uploaded with purpose news, or the one it has; none when left out.' }),
    fileIds: t.intList({
      description: 'Its attachments: uploads of purpose news and those it keeps, at most 10; the others are removed.',
      validate: z.array(z.number().int()).max(50),
    }),
  }),
});

builder.queryFields((t) => ({
  newsList: t.withAuth(readers).field({
    type: NewsPage,
    description:
      'News, newest first; search looks in title and text. Readers get current items of their news markets whatever they ask; editors choose.',
    args: {
      ...contentListArgs(t.arg),
      validOnly: t.arg.boolean({ description: 'Only items inside their window now' }),
      filterContentTargetMarket: t.arg.boolean({ description: "Only items of the user's own news markets" }),
      withDeleted: t.arg.boolean({ description: 'Editors: soft-deleted items too, to restore' }),
    },
    resolve: (_r, a, ctx) =>
      listNews(signedIn(ctx), {
        page: a.page ?? 1,
        limit: a.limit,
        search: a.search,
        sort: a.sort,
        validOnly: a.validOnly,
        filterContentTargetMarket: a.filterContentTargetMarket,
        withDeleted: a.withDeleted,
      }),
  }),
  news: t.withAuth(readers).field({
    type: NewsRef,
    nullable: true,
    args: { id: t.arg.int({ required: true, description: 'The news item id.' }) },
    description: 'One news item, when the user may read it.',
    resolve: (_r, a, ctx) => newsById(signedIn(ctx), a.id),
  }),
}));

builder.mutationFields((t) => ({
  createNews: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Creates a news item; the answer carries its id.',
    args: { input: t.arg({ type: NewsInput, required: true, description: 'The new news item.' }) },
    resolve: (_r, a, ctx) => createNews(signedIn(ctx), a.input),
  }),
  updateNews: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Saves a news item.',
    args: {
      id: t.arg.int({ required: true, description: 'The news item to save.' }),
      input: t.arg({ type: NewsInput, required: true, description: 'The whole news form.' }),
    },
    resolve: (_r, a, ctx) => updateNews(signedIn(ctx), a.id, a.input),
  }),
  deleteNews: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true, description: 'The news item to delete.' }) },
    description: 'Soft delete: readers no longer see it; restoreNews brings it back.',
    resolve: (_r, a, ctx) => deleteNews(signedIn(ctx), a.id),
  }),
  restoreNews: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Brings back a soft-deleted news item.',
    args: { id: t.arg.int({ required: true, description: 'The news item to restore.' }) },
    resolve: (_r, a, ctx) => restoreNews(signedIn(ctx), a.id),
  }),
}));
