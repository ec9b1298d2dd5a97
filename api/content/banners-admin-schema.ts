import { z } from 'zod';
import type { SignedInContext } from '../context.ts';
import { registerFileOwner, registerUploadPurpose } from '../files/index.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import {
  ANNOUNCEMENT_EDIT,
  announcementById,
  type AnnouncementRow,
  announcementStatus,
  createAnnouncement,
  deleteAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from './announcements-admin.ts';
import {
  BANNER_EDIT,
  BANNER_LANGUAGES,
  bannerById,
  bannerConfigs,
  type BannerRow,
  createBanner,
  deleteBanner,
  listBanners,
  updateBanner,
  updateBannerConfig,
} from './banners-admin.ts';
import { publicationStatus } from './publishing.ts';
import { ContentResultRef, contentListArgs, htmlValidation } from './publishing-schema.ts';
import { sanitizeAnnouncementHtml } from './sanitize.ts';
import { BANNER_OWNER } from './service.ts';

// The admin side of announcements and banners (spec 3 §7 'Banners and announcements'); the shell reads the active
// ones through activeUserAreaAnnouncements and activeUserAreaBanners (schema.ts).
const announcers = { scope: ANNOUNCEMENT_EDIT } as const;
const bannerAdmins = { scope: BANNER_EDIT } as const;
const signedIn = (ctx: { actor: unknown }) => ctx as SignedInContext;

// Banner pictures are uploaded through the shared file pipeline, then copied to where /bnrs/image serves them.
registerUploadPurpose(BANNER_OWNER, { scope: BANNER_EDIT, kinds: ['image'] });
registerFileOwner(BANNER_OWNER, async (ctx) => ctx.actor.scopes.has(BANNER_EDIT));

const AdminAnnouncement = builder.objectRef<AnnouncementRow>('AdminAnnouncement').implement({
  authScopes: announcers,
  description: 'An announcement as its admin pages see it, whatever its window (scope page.announcement).',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The announcement id.' }),
    type: t.exposeString('type', { description: 'Where it shows: home_page, the only type.' }),
    title: t.exposeString('title', { description: 'The heading of the announcement.' }),
    url: t.exposeString('url', { nullable: true, description: 'A portal page or outside address it leads to; null for none.' }),
    content: t.string({
      description: 'The text as HTML, sanitised so that only safe markup is left.',
      resolve: (a) => sanitizeAnnouncementHtml(a.content),
    }),
    sorg: t.exposeString('sorg', { nullable: true, description: 'null: every sales organisation' }),
    from: t.expose('from', { type: 'DateTime', description: 'When it starts showing, ISO 8601 in UTC.' }),
    to: t.expose('to', { type: 'DateTime', description: 'When it stops showing, ISO 8601 in UTC.' }),
    status: t.string({ description: 'current, scheduled or expired', resolve: announcementStatus }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it was last saved, ISO 8601 in UTC.' }),
  }),
});

const AdminBanner = builder.objectRef<BannerRow>('AdminBanner').implement({
  authScopes: bannerAdmins,
  description: 'A banner as its admin pages see it, whatever its window (scope page.banner).',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The banner id.' }),
    sorg: t.exposeString('sorg', { description: 'The sales organisation whose hosts show it, its code in the ERP.' }),
    url: t.exposeString('url', { nullable: true, description: 'A portal page the banner leads to; null for none.' }),
    link: t.exposeString('link', { nullable: true, description: 'An outside address, opened in a new tab; null for none.' }),
    bannerFile: t.exposeString('bannerFile', { description: 'The name the picture is served by; new with every picture.' }),
    imageUrl: t.string({
      description: 'The address of the picture: GET /bnrs/image/{bannerFile}, public',
      resolve: (b) => `/bnrs/image/${encodeURIComponent(b.bannerFile)}`,
    }),
    from: t.expose('from', { type: 'DateTime', description: 'When it starts showing, ISO 8601 in UTC.' }),
    to: t.expose('to', { type: 'DateTime', description: 'When it stops showing, ISO 8601 in UTC.' }),
    position: t.exposeInt('position', { description: 'Its place in the carousel of its organisation, 0 to 99, lowest first.' }),
    language: t.exposeString('language', {
      nullable: true,
      description: "The language of the picture's words (ISO 639-1); null: no words",
    }),
    status: t.string({ description: 'current, scheduled or expired', resolve: (b) => publicationStatus(b.from, b.to, null) }),
  }),
});

const BannerConfig = builder
  .objectRef<{ sorg: string; name: string; url1: string | null; url2: string | null; url3: string | null }>('BannerConfig')
  .implement({
    authScopes: bannerAdmins,
    description: 'A sales organisation with the three banner addresses kept for it.',
    fields: (t) => ({
      sorg: t.exposeString('sorg', { description: "The sales organisation's code in the ERP, e.g. 1000." }),
      name: t.exposeString('name', { description: 'The name of the sales organisation.' }),
      url1: t.exposeString('url1', { nullable: true, description: 'The first banner address; null when not set.' }),
      url2: t.exposeString('url2', { nullable: true, description: 'The second banner address; null when not set.' }),
      url3: t.exposeString('url3', { nullable: true, description: 'The third banner address; null when not set.' }),
    }),
  });

const AnnouncementPage = builder.objectRef<{ announcements: AnnouncementRow[]; info: PageInfo }>('AnnouncementPage').implement({
  authScopes: announcers,
  description: 'One page of the announcements admin list.',
  fields: (t) => ({
    announcements: t.field({
      type: [AdminAnnouncement],
      description: 'The announcements of the page, latest start first unless sorted, then newest first.',
      resolve: (p) => p.announcements,
    }),
    info: t.field({ type: PageInfoRef, description: 'Paging of the whole filtered list.', resolve: (p) => p.info }),
  }),
});
const BannerPage = builder.objectRef<{ banners: BannerRow[]; info: PageInfo }>('BannerPage').implement({
  authScopes: bannerAdmins,
  description: 'One page of the banners admin list.',
  fields: (t) => ({
    banners: t.field({
      type: [AdminBanner],
      description: 'The banners of the page, latest start first unless sorted, then newest first.',
      resolve: (p) => p.banners,
    }),
    info: t.field({ type: PageInfoRef, description: 'Paging of the whole filtered list.', resolve: (p) => p.info }),
  }),
});

const link = z.string().max(1000);
const AnnouncementInput = builder.inputType('AnnouncementInput', {
  description: 'An announcement as its form saves it.',
  fields: (t) => ({
    type: t.string({ description: 'home_page (the default)', validate: z.string().max(40) }),
    title: t.string({ description: 'Required, at most 200 characters.', validate: z.string().max(2000) }),
    url: t.string({ description: 'A portal page (e.g. /order) or an outside https address; empty for none', validate: link }),
    content: t.string({ description: 'HTML; stored sanitised', validate: htmlValidation }),
    sorg: t.string({ description: 'Empty: every sales organisation', validate: z.string().max(20) }),
    from: t.string({ description: 'Required: when it starts showing, an ISO 8601 date-time.', validate: z.string().max(40) }),
    to: t.string({ description: 'Required: when it stops showing, an ISO 8601 date-time after from.', validate: z.string().max(40) }),
  }),
});
const BannerInput = builder.inputType('BannerInput', {
  description: 'A banner as its form saves it; at most 10 banners per sales organisation.',
  fields: (t) => ({
    sorg: t.string({ description: 'Required: the sales organisation code in the ERP, e.g. 1000.', validate: z.string().max(20) }),
    url: t.string({ description: 'A portal page, e.g. /catalog/bike', validate: link }),
    link: t.string({ description: 'An outside address, opened in a new tab', validate: link }),
    from: t.string({ description: 'Required: when it starts showing, an ISO 8601 date-time.', validate: z.string().max(40) }),
    to: t.string({ description: 'Required: when it stops showing, an ISO 8601 date-time after from.', validate: z.string().max(40) }),
    position: t.int({
      description: 'Its place in the carousel, 0 to 99, lowest first; 0 when left out.',
      validate: z.number().int().min(0).max(99),
    }),
    language: t.string({
      description: "The language of the picture's words (en, id, ms, de, fr); empty: a picture without words",
      validate: z.enum(['', ...BANNER_LANGUAGES]),
    }),
    fileId: t.int({ description: "An image uploaded with uploadFile(purpose: 'banner'); required for a new banner" }),
  }),
});
const BannerConfigInput = builder.inputType('BannerConfigInput', {
  description: "A sales organisation's three banner addresses; each a portal page or an outside https address, empty for none.",
  fields: (t) => ({
    url1: t.string({ description: 'The first banner address.', validate: link }),
    url2: t.string({ description: 'The second banner address.', validate: link }),
    url3: t.string({ description: 'The third banner address.', validate: link }),
  }),
});

const sorgArg = z.string().max(20);

builder.queryFields((t) => ({
  announcements: t.withAuth(announcers).field({
    type: AnnouncementPage,
    description: 'Every announcement, for the admin list; search looks in title and content.',
    args: {
      ...contentListArgs(t.arg),
      sorg: t.arg.string({ description: 'Only announcements of this sales organisation (not those for all).', validate: sorgArg }),
    },
    resolve: (_r, a, ctx) => listAnnouncements(ctx.db, { page: a.page ?? 1, limit: a.limit, search: a.search, sort: a.sort, sorg: a.sorg }),
  }),
  announcement: t.withAuth(announcers).field({
    type: AdminAnnouncement,
    nullable: true,
    description: 'One announcement, whatever its window; null when there is none.',
    args: { id: t.arg.int({ required: true, description: 'The announcement id.' }) },
    resolve: (_r, a, ctx) => announcementById(ctx.db, a.id),
  }),
  banners: t.withAuth(bannerAdmins).field({
    type: BannerPage,
    description: 'Every banner, for the admin list; `filter` is a sales organisation. Search looks in the addresses, file and sorg.',
    args: {
      ...contentListArgs(t.arg),
      filter: t.arg.string({ description: 'Only banners of this sales organisation code.', validate: sorgArg }),
    },
    resolve: (_r, a, ctx) => listBanners(ctx.db, { page: a.page ?? 1, limit: a.limit, search: a.search, sort: a.sort, sorg: a.filter }),
  }),
  banner: t.withAuth(bannerAdmins).field({
    type: AdminBanner,
    nullable: true,
    description: 'One banner, whatever its window; null when there is none.',
    args: { id: t.arg.int({ required: true, description: 'The banner id.' }) },
    resolve: (_r, a, ctx) => bannerById(ctx.db, a.id),
  }),
  configs: t.withAuth(bannerAdmins).field({
    type: [BannerConfig],
    description: 'The banner addresses (url1-3) of each sales organisation, or of one.',
    args: { sorg: t.arg.string({ description: 'Only this sales organisation; all, by code, when left out.', validate: sorgArg }) },
    resolve: (_r, a, ctx) => bannerConfigs(ctx.db, a.sorg),
  }),
  // The price components admin (api/payments) picks its organisations here too.
  contentSalesOrganisations: t.withAuth({ anyScope: [ANNOUNCEMENT_EDIT, BANNER_EDIT, 'price-component.cud'] }).field({
    type: [BannerConfig],
    description: 'The sales organisations banners and announcements are published for (the forms offer them).',
    resolve: (_r, _a, ctx) => bannerConfigs(ctx.db),
  }),
}));

builder.mutationFields((t) => ({
  createAnnouncement: t.withAuth(announcers).field({
    type: ContentResultRef,
    description: 'Creates an announcement; the answer carries its id.',
    args: { input: t.arg({ type: AnnouncementInput, required: true, description: 'The new announcement.' }) },
    resolve: (_r, a, ctx) => createAnnouncement(signedIn(ctx), a.input),
  }),
  updateAnnouncement: t.withAuth(announcers).field({
    type: ContentResultRef,
    description: 'Saves an announcement.',
    args: {
      id: t.arg.int({ required: true, description: 'The announcement to save.' }),
      input: t.arg({ type: AnnouncementInput, required: true, description: 'The whole announcement form.' }),
    },
    resolve: (_r, a, ctx) => updateAnnouncement(signedIn(ctx), a.id, a.input),
  }),
  deleteAnnouncement: t.withAuth(announcers).field({
    type: ContentResultRef,
    description: 'Deletes an announcement for good.',
    args: { id: t.arg.int({ required: true, description: 'The announcement to delete.' }) },
    resolve: (_r, a, ctx) => deleteAnnouncement(signedIn(ctx), a.id),
  }),
  createBanner: t.withAuth(bannerAdmins).field({
    type: ContentResultRef,
    description: 'Creates a banner with its uploaded picture; the answer carries its id.',
    args: { input: t.arg({ type: BannerInput, required: true, description: 'The new banner.' }) },
    resolve: (_r, a, ctx) => createBanner(signedIn(ctx), a.input),
  }),
  updateBanner: t.withAuth(bannerAdmins).field({
    type: ContentResultRef,
    description: 'Saves a banner; a new fileId replaces its picture.',
    args: {
      id: t.arg.int({ required: true, description: 'The banner to save.' }),
      input: t.arg({ type: BannerInput, required: true, description: 'The whole banner form.' }),
    },
    resolve: (_r, a, ctx) => updateBanner(signedIn(ctx), a.id, a.input),
  }),
  deleteBanner: t.withAuth(bannerAdmins).field({
    type: ContentResultRef,
    description: 'Deletes a banner and its picture for good.',
    args: { id: t.arg.int({ required: true, description: 'The banner to delete.' }) },
    resolve: (_r, a, ctx) => deleteBanner(signedIn(ctx), a.id),
  }),
  updateBannerConfig: t.withAuth(bannerAdmins).field({
    type: ContentResultRef,
    description: "Saves a sales organisation's three banner addresses.",
    args: {
      sorg: t.arg.string({ required: true, description: 'The sales organisation code in the ERP, e.g. 1000.', validate: sorgArg }),
      input: t.arg({ type: BannerConfigInput, required: true, description: 'All three addresses.' }),
    },
    resolve: (_r, a, ctx) => updateBannerConfig(signedIn(ctx), a.sorg, a.input),
  }),
}));
