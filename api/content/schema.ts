import { z } from 'zod';
import { builder } from '../graphql/builder.ts';
import type { ContentMarketType } from '../db/types.ts';
import { activeAnnouncements, activeBanners, type Announcement, type Banner, userTargetMarkets } from './service.ts';

const AnnouncementRef = builder.objectRef<Announcement>('Announcement').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeInt('id'),
    type: t.exposeString('type'),
    title: t.exposeString('title'),
    url: t.exposeString('url', { nullable: true }),
    content: t.exposeString('content', { description: 'Sanitised HTML' }),
    from: t.expose('from', { type: 'DateTime' }),
    to: t.expose('to', { type: 'DateTime' }),
  }),
});

const BannerRef = builder.objectRef<Banner>('Banner').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeInt('id'),
    sorg: t.exposeString('sorg'),
    url: t.exposeString('url', { nullable: true, description: 'A portal page the banner leads to' }),
    link: t.exposeString('link', { nullable: true, description: 'An outside address, opened in a new tab' }),
    bannerFile: t.exposeString('bannerFile', { description: 'The image is at GET /bnrs/image/{bannerFile}' }),
    language: t.exposeString('language', {
      nullable: true,
      description: "The language of the picture's words (ISO 639-1); null: no words",
    }),
    from: t.expose('from', { type: 'DateTime' }),
    to: t.expose('to', { type: 'DateTime' }),
  }),
});

export const ContentTargetMarket = builder
  .objectRef<{ id: number; type: string; name: string; sorg: string; source?: string | null; brand?: string | null }>('ContentTargetMarket')
  .implement({
    authScopes: { signedIn: true },
    fields: (t) => ({
      id: t.exposeInt('id'),
      type: t.exposeString('type'),
      name: t.exposeString('name'),
      marketName: t.string({ description: 'The name, as spec 3 §3 calls it', resolve: (m) => m.name }),
      sorg: t.exposeString('sorg'),
      source: t.string({ nullable: true, resolve: (m) => m.source ?? null }),
      brand: t.string({ nullable: true, resolve: (m) => m.brand ?? null }),
    }),
  });

builder.queryFields((t) => ({
  activeUserAreaAnnouncements: t.withAuth({ signedIn: true }).field({
    type: [AnnouncementRef],
    description: "The host's home-page announcements showing now.",
    resolve: (_root, _args, ctx) => activeAnnouncements(ctx.db, ctx.host.config.sorg),
  }),
  activeUserAreaBanners: t.withAuth({ signedIn: true }).field({
    type: [BannerRef],
    description: "The host's pop-up banners showing now; with the reader's locale, only those in the reader's language or without words.",
    args: { locale: t.arg.string({ description: "The reader's locale, e.g. en-us or id-id", validate: z.string().max(10) }) },
    resolve: (_root, args, ctx) => activeBanners(ctx.db, ctx.host.config.sorg, undefined, args.locale),
  }),
  // The content pages' guard (spec 3 §6) asks it: readers and editors of marketing material, sales documents, news.
  contentTargetMarkets: t
    .withAuth({
      anyScope: ['page.marketing-material', 'marketing-material.cud', 'page.sales-document', 'sales-document.cu', 'page.news', 'news.cu'],
    })
    .field({
      type: [ContentTargetMarket],
      description: "The signed-in user's target markets of one content type; none means the content pages are not set up for them.",
      args: { type: t.arg.string({ required: true, validate: z.enum(['marketing_material', 'sales_document', 'news']) }) },
      resolve: (_root, args, ctx) => userTargetMarkets(ctx.db, ctx.actor.user.id, args.type as ContentMarketType),
    }),
}));
