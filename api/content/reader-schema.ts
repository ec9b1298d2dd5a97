import { z } from 'zod';
import { builder } from '../graphql/builder.ts';
import type { ContentMarketType } from '../db/types.ts';
import { activeAnnouncements, activeBanners, type Announcement, type Banner, userTargetMarkets } from './service.ts';

const AnnouncementRef = builder.objectRef<Announcement>('Announcement').implement({
  authScopes: { signedIn: true },
  description: 'A notice the shell shows on the home page while its window is open, until the reader dismisses it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The announcement id.' }),
    type: t.exposeString('type', { description: 'Where it shows: home_page, the only type.' }),
    title: t.exposeString('title', { description: 'The heading of the announcement.' }),
    url: t.exposeString('url', { nullable: true, description: 'A portal page or outside address it leads to; null for none.' }),
    content: t.exposeString('content', { description: 'The text as HTML, sanitised so that only safe markup is left.' }),
    from: t.expose('from', { type: 'DateTime', description: 'When it starts showing, ISO 8601 in UTC.' }),
    to: t.expose('to', { type: 'DateTime', description: 'When it stops showing, ISO 8601 in UTC.' }),
  }),
});

const BannerRef = builder.objectRef<Banner>('Banner').implement({
  authScopes: { signedIn: true },
  description: 'A picture of the pop-up banner carousel, shown while its window is open.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The banner id.' }),
    sorg: t.exposeString('sorg', { description: 'The sales organisation whose hosts show it, its code in the ERP.' }),
    url: t.exposeString('url', { nullable: true, description: 'A portal page the banner leads to' }),
    link: t.exposeString('link', { nullable: true, description: 'An outside address, opened in a new tab' }),
    bannerFile: t.exposeString('bannerFile', { description: 'The image is at GET /bnrs/image/{bannerFile}' }),
    language: t.exposeString('language', {
      nullable: true,
      description: "The language of the picture's words (ISO 639-1); null: no words",
    }),
    from: t.expose('from', { type: 'DateTime', description: 'When it starts showing, ISO 8601 in UTC.' }),
    to: t.expose('to', { type: 'DateTime', description: 'When it stops showing, ISO 8601 in UTC.' }),
  }),
});

export const ContentTargetMarket = builder
  .objectRef<{ id: number; type: string; name: string; sorg: string; source?: string | null; brand?: string | null }>('ContentTargetMarket')
  .implement({
    authScopes: { signedIn: true },
    description:
      'An audience for one kind of content: items are published to markets, and users read the items of the markets they are given.',
    fields: (t) => ({
      id: t.exposeInt('id', { description: 'The market id, as item and user forms take it.' }),
      type: t.exposeString('type', { description: 'The content it is for: marketing_material, sales_document or news.' }),
      name: t.exposeString('name', { description: 'The market name, unique within its type.' }),
      marketName: t.string({ description: 'The same name, under the name the content pages read', resolve: (m) => m.name }),
      sorg: t.exposeString('sorg', { description: 'The sales organisation the market belongs to, its code in the ERP.' }),
      source: t.string({
        nullable: true,
        description: 'A free label of where its content comes from; null when not set.',
        resolve: (m) => m.source ?? null,
      }),
      brand: t.string({
        nullable: true,
        description: 'A free label of the brand it is for; null when not set.',
        resolve: (m) => m.brand ?? null,
      }),
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
      args: {
        type: t.arg.string({
          required: true,
          description: 'The content kind: marketing_material, sales_document or news.',
          validate: z.enum(['marketing_material', 'sales_document', 'news']),
        }),
      },
      resolve: (_root, args, ctx) => userTargetMarkets(ctx.db, ctx.actor.user.id, args.type as ContentMarketType),
    }),
}));
