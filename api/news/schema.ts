import { z } from 'zod';
import { ContentTargetMarket } from '../content/reader-schema.ts';
import { ContentResultRef, contentListArgs, htmlValidation, marketIdsValidation } from '../content/publishing-schema.ts';
import { publicationStatus } from '../content/publishing.ts';
import type { SignedInContext } from '../auth/context.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import {
  createNews,
  deleteNews,
  listNews,
  marketsOfNews,
  NEWS_EDIT,
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

const NewsRef = builder.objectRef<NewsRow>('News').implement({
  authScopes: readers,
  description: 'A news item, published to news markets for a window of time; readers hold page.news, editors news.cu.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The news item id.' }),
    title: t.exposeString('title', { description: 'The headline of the news item.' }),
    body: t.exposeString('body', { description: 'The text as HTML, sanitised so that only safe markup is left.' }),
    validFrom: t.expose('validFrom', { type: 'DateTime', description: 'When readers start seeing it, ISO 8601 in UTC.' }),
    validTo: t.expose('validTo', { type: 'DateTime', description: 'When readers stop seeing it, ISO 8601 in UTC.' }),
    itemPerLine: t.exposeInt('itemPerLine', { description: 'Layout setting: items per row on the reader page, 1 to 6.' }),
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
      bucket: t.arg.string({ description: 'Accepted for compatibility; news has one bucket', validate: z.string().max(40) }),
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
