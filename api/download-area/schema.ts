import { z } from 'zod';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import { type DownloadAnswer, DOWNLOAD_AREA, type DownloadRow, listDownloads, type Quota, requestDownload } from './service.ts';

// The download area (spec 2 §7 'Downloads': requestDownloadArea, downloadArea; the file is GET /api/download-area/{id}).
// Holders of page.download-area; the session acts for a customer, except support staff (checked in the service).
const readers = { scope: DOWNLOAD_AREA } as const;

const DownloadRequestRef = builder.objectRef<DownloadRow>('DownloadAreaRequest').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    module: t.exposeString('module', { description: 'invoices, orders, deliveries, retail_sales or sales_overview_lines' }),
    from: t.exposeString('fromDate', { description: 'YYYY-MM-DD' }),
    to: t.exposeString('toDate', { description: 'YYYY-MM-DD' }),
    status: t.exposeString('status', { description: 'queued, running, ready, failed or expired' }),
    progress: t.exposeInt('progress', { description: '0 to 100' }),
    rowsTotal: t.exposeInt('rowsTotal', { nullable: true }),
    rowsWritten: t.exposeInt('rowsWritten'),
    fileName: t.exposeString('fileName', { nullable: true }),
    fileSize: t.exposeInt('fileSize', { nullable: true, description: 'Bytes' }),
    error: t.exposeString('errorText', { nullable: true, description: 'Why it failed (en-us)' }),
    errorKey: t.string({
      nullable: true,
      description: 'Its translation key',
      resolve: (r) => (r.error ? `download-area:job_errors.${r.error}` : null),
    }),
    customerName: t.exposeString('customerName', { nullable: true, description: 'Null: every customer the support user may read' }),
    requestedAt: t.exposeString('requestedAt'),
    startedAt: t.exposeString('startedAt', { nullable: true }),
    finishedAt: t.exposeString('finishedAt', { nullable: true }),
    expiresAt: t.exposeString('expiresAt', { nullable: true }),
    downloadUrl: t.string({
      nullable: true,
      description: 'GET with the bearer token, while ready',
      resolve: (r) => (r.status === 'ready' ? `/api/download-area/${r.id}` : null),
    }),
  }),
});

const QuotaRef = builder.objectRef<Quota>('DownloadAreaQuota').implement({
  authScopes: readers,
  fields: (t) => ({ limit: t.exposeInt('limit'), used: t.exposeInt('used'), left: t.exposeInt('left') }),
});

const DownloadPage = builder.objectRef<{ downloads: DownloadRow[]; info: PageInfo; quota: Quota }>('DownloadAreaPage').implement({
  authScopes: readers,
  fields: (t) => ({
    downloads: t.field({ type: [DownloadRequestRef], resolve: (p) => p.downloads }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
    quota: t.field({ type: QuotaRef, description: "Today's requests (UTC day)", resolve: (p) => p.quota }),
  }),
});

const DownloadResult = builder.objectRef<DownloadAnswer>('RequestDownloadAreaResult').implement({
  authScopes: readers,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: I001 input, Q001 out of quota today' }),
    id: t.exposeInt('id', { nullable: true, description: 'The queued request' }),
  }),
});

const text = z.string().max(40);

builder.queryFields((t) => ({
  downloadArea: t.withAuth(readers).field({
    type: DownloadPage,
    description: "The user's download requests for the active customer, newest first, paged in SQL (10 or 20 a page)",
    args: { page: t.arg.int(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => listDownloads(ctx, args.page, args.limit),
  }),
}));

builder.mutationFields((t) => ({
  requestDownloadArea: t.withAuth(readers).field({
    type: DownloadResult,
    description: 'Queues a report of one module over a date range (at most a year); 5 a day per user',
    args: {
      module: t.arg.string({ required: true, validate: text }),
      from: t.arg.string({ required: true, validate: text }),
      to: t.arg.string({ required: true, validate: text }),
    },
    resolve: (_r, args, ctx) => requestDownload(ctx, args.module, args.from, args.to),
  }),
}));
