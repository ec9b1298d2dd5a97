import { z } from 'zod';
import { ContentTargetMarket } from '../content/schema.ts';
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
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    body: t.exposeString('body', { description: 'Sanitised HTML' }),
    validFrom: t.expose('validFrom', { type: 'DateTime' }),
    validTo: t.expose('validTo', { type: 'DateTime' }),
    itemPerLine: t.exposeInt('itemPerLine'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    deletedAt: t.expose('deletedAt', { type: 'DateTime', nullable: true, description: 'Set while soft-deleted' }),
    published: t.boolean({ description: 'Not soft-deleted', resolve: (n) => !n.deletedAt }),
    status: t.string({
      description: 'current (what readers see), scheduled, expired or deleted',
      resolve: (n) => publicationStatus(n.validFrom, n.validTo, n.deletedAt),
    }),
    contentTargetMarkets: t.loadableGroup({
      type: ContentTargetMarket,
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
  fields: (t) => ({
    news: t.field({ type: [NewsRef], resolve: (p) => p.news }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const NewsInput = builder.inputType('NewsInput', {
  fields: (t) => ({
    title: t.string({ validate: z.string().max(2000) }),
    body: t.string({ description: 'HTML; stored sanitised', validate: htmlValidation }),
    validFrom: t.string({ validate: z.string().max(40) }),
    validTo: t.string({ validate: z.string().max(40) }),
    itemPerLine: t.int({ validate: z.number().int().min(1).max(6) }),
    contentTargetMarketIds: t.intList({ validate: marketIdsValidation }),
  }),
});

builder.queryFields((t) => ({
  newsList: t.withAuth(readers).field({
    type: NewsPage,
    description: 'News, newest first. Readers get current items of their news markets whatever they ask; editors choose.',
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
    args: { id: t.arg.int({ required: true }) },
    description: 'One news item, when the user may read it.',
    resolve: (_r, a, ctx) => newsById(signedIn(ctx), a.id),
  }),
}));

builder.mutationFields((t) => ({
  createNews: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { input: t.arg({ type: NewsInput, required: true }) },
    resolve: (_r, a, ctx) => createNews(signedIn(ctx), a.input),
  }),
  updateNews: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: NewsInput, required: true }) },
    resolve: (_r, a, ctx) => updateNews(signedIn(ctx), a.id, a.input),
  }),
  deleteNews: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true }) },
    description: 'Soft delete: readers no longer see it; restoreNews brings it back.',
    resolve: (_r, a, ctx) => deleteNews(signedIn(ctx), a.id),
  }),
  restoreNews: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => restoreNews(signedIn(ctx), a.id),
  }),
}));
