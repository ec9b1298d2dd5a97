import { z } from 'zod';
import type { SignedInContext } from '../auth/context.ts';
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

// The admin side of announcements and banners (spec 3 §7 'Banners and announcements'); the shell reads the active
// ones through activeUserAreaAnnouncements and activeUserAreaBanners (schema.ts).
const announcers = { scope: ANNOUNCEMENT_EDIT } as const;
const bannerAdmins = { scope: BANNER_EDIT } as const;
const signedIn = (ctx: { actor: unknown }) => ctx as SignedInContext;

// Banner pictures are uploaded through the shared file pipeline, then copied to where /bnrs/image serves them.
registerUploadPurpose('banner', { scope: BANNER_EDIT, kinds: ['image'] });
registerFileOwner('banner', async (ctx) => ctx.actor.scopes.has(BANNER_EDIT));

const AdminAnnouncement = builder.objectRef<AnnouncementRow>('AdminAnnouncement').implement({
  authScopes: announcers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    type: t.exposeString('type', { description: 'home_page' }),
    title: t.exposeString('title'),
    url: t.exposeString('url', { nullable: true }),
    content: t.string({ description: 'Sanitised HTML', resolve: (a) => sanitizeAnnouncementHtml(a.content) }),
    sorg: t.exposeString('sorg', { nullable: true, description: 'null: every sales organisation' }),
    from: t.expose('from', { type: 'DateTime' }),
    to: t.expose('to', { type: 'DateTime' }),
    status: t.string({ description: 'current, scheduled or expired', resolve: announcementStatus }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const AdminBanner = builder.objectRef<BannerRow>('AdminBanner').implement({
  authScopes: bannerAdmins,
  fields: (t) => ({
    id: t.exposeInt('id'),
    sorg: t.exposeString('sorg'),
    url: t.exposeString('url', { nullable: true }),
    link: t.exposeString('link', { nullable: true }),
    bannerFile: t.exposeString('bannerFile'),
    imageUrl: t.string({ description: 'GET /bnrs/image/{bannerFile}', resolve: (b) => `/bnrs/image/${encodeURIComponent(b.bannerFile)}` }),
    from: t.expose('from', { type: 'DateTime' }),
    to: t.expose('to', { type: 'DateTime' }),
    position: t.exposeInt('position'),
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
    fields: (t) => ({
      sorg: t.exposeString('sorg'),
      name: t.exposeString('name'),
      url1: t.exposeString('url1', { nullable: true }),
      url2: t.exposeString('url2', { nullable: true }),
      url3: t.exposeString('url3', { nullable: true }),
    }),
  });

const AnnouncementPage = builder.objectRef<{ announcements: AnnouncementRow[]; info: PageInfo }>('AnnouncementPage').implement({
  authScopes: announcers,
  fields: (t) => ({
    announcements: t.field({ type: [AdminAnnouncement], resolve: (p) => p.announcements }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});
const BannerPage = builder.objectRef<{ banners: BannerRow[]; info: PageInfo }>('BannerPage').implement({
  authScopes: bannerAdmins,
  fields: (t) => ({
    banners: t.field({ type: [AdminBanner], resolve: (p) => p.banners }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const link = z.string().max(1000);
const AnnouncementInput = builder.inputType('AnnouncementInput', {
  fields: (t) => ({
    type: t.string({ description: 'home_page (the default)', validate: z.string().max(40) }),
    title: t.string({ validate: z.string().max(2000) }),
    url: t.string({ description: 'A portal page, e.g. /order', validate: link }),
    content: t.string({ description: 'HTML; stored sanitised', validate: htmlValidation }),
    sorg: t.string({ description: 'Empty: every sales organisation', validate: z.string().max(20) }),
    from: t.string({ validate: z.string().max(40) }),
    to: t.string({ validate: z.string().max(40) }),
  }),
});
const BannerInput = builder.inputType('BannerInput', {
  fields: (t) => ({
    sorg: t.string({ validate: z.string().max(20) }),
    url: t.string({ description: 'A portal page, e.g. /catalog/bike', validate: link }),
    link: t.string({ description: 'An outside address, opened in a new tab', validate: link }),
    from: t.string({ validate: z.string().max(40) }),
    to: t.string({ validate: z.string().max(40) }),
    position: t.int({ validate: z.number().int().min(0).max(99) }),
    language: t.string({
      description: "The language of the picture's words (en, id, ms, de, fr); empty: a picture without words",
      validate: z.enum(['', ...BANNER_LANGUAGES]),
    }),
    fileId: t.int({ description: "An image uploaded with uploadFile(purpose: 'banner'); required for a new banner" }),
  }),
});
const BannerConfigInput = builder.inputType('BannerConfigInput', {
  fields: (t) => ({ url1: t.string({ validate: link }), url2: t.string({ validate: link }), url3: t.string({ validate: link }) }),
});

const sorgArg = z.string().max(20);

builder.queryFields((t) => ({
  announcements: t.withAuth(announcers).field({
    type: AnnouncementPage,
    description: 'Every announcement, for the admin list.',
    args: { ...contentListArgs(t.arg), sorg: t.arg.string({ validate: sorgArg }) },
    resolve: (_r, a, ctx) => listAnnouncements(ctx.db, { page: a.page ?? 1, limit: a.limit, search: a.search, sort: a.sort, sorg: a.sorg }),
  }),
  announcement: t.withAuth(announcers).field({
    type: AdminAnnouncement,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => announcementById(ctx.db, a.id),
  }),
  banners: t.withAuth(bannerAdmins).field({
    type: BannerPage,
    description: 'Every banner, for the admin list; `filter` is a sales organisation.',
    args: { ...contentListArgs(t.arg), filter: t.arg.string({ validate: sorgArg }) },
    resolve: (_r, a, ctx) => listBanners(ctx.db, { page: a.page ?? 1, limit: a.limit, search: a.search, sort: a.sort, sorg: a.filter }),
  }),
  banner: t.withAuth(bannerAdmins).field({
    type: AdminBanner,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => bannerById(ctx.db, a.id),
  }),
  configs: t.withAuth(bannerAdmins).field({
    type: [BannerConfig],
    description: 'The banner addresses (url1-3) of each sales organisation, or of one.',
    args: { sorg: t.arg.string({ validate: sorgArg }) },
    resolve: (_r, a, ctx) => bannerConfigs(ctx.db, a.sorg),
  }),
  contentSalesOrganisations: t.withAuth({ anyScope: [ANNOUNCEMENT_EDIT, BANNER_EDIT] }).field({
    type: [BannerConfig],
    description: 'The sales organisations banners and announcements are published for (the forms offer them).',
    resolve: (_r, _a, ctx) => bannerConfigs(ctx.db),
  }),
}));

builder.mutationFields((t) => ({
  createAnnouncement: t.withAuth(announcers).field({
    type: ContentResultRef,
    args: { input: t.arg({ type: AnnouncementInput, required: true }) },
    resolve: (_r, a, ctx) => createAnnouncement(signedIn(ctx), a.input),
  }),
  updateAnnouncement: t.withAuth(announcers).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: AnnouncementInput, required: true }) },
    resolve: (_r, a, ctx) => updateAnnouncement(signedIn(ctx), a.id, a.input),
  }),
  deleteAnnouncement: t.withAuth(announcers).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => deleteAnnouncement(signedIn(ctx), a.id),
  }),
  createBanner: t.withAuth(bannerAdmins).field({
    type: ContentResultRef,
    args: { input: t.arg({ type: BannerInput, required: true }) },
    resolve: (_r, a, ctx) => createBanner(signedIn(ctx), a.input),
  }),
  updateBanner: t.withAuth(bannerAdmins).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: BannerInput, required: true }) },
    resolve: (_r, a, ctx) => updateBanner(signedIn(ctx), a.id, a.input),
  }),
  deleteBanner: t.withAuth(bannerAdmins).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => deleteBanner(signedIn(ctx), a.id),
  }),
  updateBannerConfig: t.withAuth(bannerAdmins).field({
    type: ContentResultRef,
    args: { sorg: t.arg.string({ required: true, validate: sorgArg }), input: t.arg({ type: BannerConfigInput, required: true }) },
    resolve: (_r, a, ctx) => updateBannerConfig(signedIn(ctx), a.sorg, a.input),
  }),
}));
