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
  description: 'One report a user asked for in the download area, and how far its xlsx file is.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the request" }),
    module: t.exposeString('module', { description: 'invoices, orders, deliveries, retail_sales or sales_overview_lines' }),
    from: t.exposeString('fromDate', { description: 'First day of the range, YYYY-MM-DD' }),
    to: t.exposeString('toDate', { description: 'Last day of the range, YYYY-MM-DD' }),
    status: t.exposeString('status', { description: 'queued, running, ready, failed or expired' }),
    progress: t.exposeInt('progress', { description: 'Percent done, 0 to 100' }),
    rowsTotal: t.exposeInt('rowsTotal', { nullable: true, description: 'Rows the report will hold; null until the job has counted them' }),
    rowsWritten: t.exposeInt('rowsWritten', { description: 'Rows written so far' }),
    fileName: t.exposeString('fileName', { nullable: true, description: "The xlsx file's name; null until it is ready" }),
    fileSize: t.exposeInt('fileSize', { nullable: true, description: "The file's size in bytes; null until it is ready" }),
    error: t.exposeString('errorText', { nullable: true, description: 'Why it failed (en-us)' }),
    errorKey: t.string({
      nullable: true,
      description: 'Its translation key',
      resolve: (r) => (r.error ? `download-area:job_errors.${r.error}` : null),
    }),
    customerName: t.exposeString('customerName', { nullable: true, description: 'Null: every customer the support user may read' }),
    requestedAt: t.exposeString('requestedAt', { description: 'When it was asked for, ISO 8601 timestamp in UTC' }),
    startedAt: t.exposeString('startedAt', { nullable: true, description: 'When the job started, ISO 8601 in UTC; null while queued' }),
    finishedAt: t.exposeString('finishedAt', { nullable: true, description: 'When the job ended, ISO 8601 in UTC; null until then' }),
    expiresAt: t.exposeString('expiresAt', {
      nullable: true,
      description: 'When the ready file goes (7 days after it was made), ISO 8601 in UTC; null until it is ready',
    }),
    downloadUrl: t.string({
      nullable: true,
      description: 'GET with the bearer token, while ready',
      resolve: (r) => (r.status === 'ready' ? `/api/download-area/${r.id}` : null),
    }),
  }),
});

const QuotaRef = builder.objectRef<Quota>('DownloadAreaQuota').implement({
  authScopes: readers,
  description: "The user's download requests of today (UTC day) against the daily allowance.",
  fields: (t) => ({
    limit: t.exposeInt('limit', { description: 'Requests a user may make a day (5)' }),
    used: t.exposeInt('used', { description: 'Requests made today, whatever became of them' }),
    left: t.exposeInt('left', { description: 'Requests still open today, never below 0' }),
  }),
});

const DownloadPage = builder.objectRef<{ downloads: DownloadRow[]; info: PageInfo; quota: Quota }>('DownloadAreaPage').implement({
  authScopes: readers,
  description: "One page of the user's download requests, with today's quota.",
  fields: (t) => ({
    downloads: t.field({ type: [DownloadRequestRef], description: 'The requests of this page, newest first', resolve: (p) => p.downloads }),
    info: t.field({ type: PageInfoRef, description: 'Paging; count is the number of requests the list holds', resolve: (p) => p.info }),
    quota: t.field({ type: QuotaRef, description: "Today's requests (UTC day)", resolve: (p) => p.quota }),
  }),
});

const DownloadResult = builder.objectRef<DownloadAnswer>('RequestDownloadAreaResult').implement({
  authScopes: readers,
  description: 'The answer of a download request: the queued request, or why none was queued.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether it was queued, and a short text saying so',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Why it was refused, per field (module, from, to)',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: I001 input, Q001 out of quota today' }),
    id: t.exposeInt('id', { nullable: true, description: 'The queued request' }),
  }),
});

const text = z.string().max(40);

builder.queryFields((t) => ({
  downloadArea: t.withAuth(readers).field({
    type: DownloadPage,
    description: "The user's download requests for the active customer, newest first, paged in SQL (10 or 20 a page)",
    args: {
      page: t.arg.int({ description: 'Page to read, from 1 (default 1)' }),
      limit: t.arg.int({ description: 'Requests a page: 10 (default) or 20; any other value reads 10' }),
    },
    resolve: (_r, args, ctx) => listDownloads(ctx, args.page, args.limit),
  }),
}));

builder.mutationFields((t) => ({
  requestDownloadArea: t.withAuth(readers).field({
    type: DownloadResult,
    description: 'Queues a report of one module over a date range (at most a year); 5 a day per user',
    args: {
      module: t.arg.string({
        required: true,
        description: 'What to report: invoices, orders, deliveries, retail_sales or sales_overview_lines',
        validate: text,
      }),
      from: t.arg.string({ required: true, description: 'First day of the range, YYYY-MM-DD', validate: text }),
      to: t.arg.string({
        required: true,
        description: 'Last day of the range, YYYY-MM-DD, on or after from and at most a year later',
        validate: text,
      }),
    },
    resolve: (_r, args, ctx) => requestDownload(ctx, args.module, args.from, args.to),
  }),
}));
