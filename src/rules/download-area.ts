/**
 * The download area (spec 2 §2 /download-area, §3 'Download-area request', §4 'Download requests', §8): a user asks for
 * a report of one module over a date range; a background job builds the xlsx; the file can be fetched for 7 days.
 * Shared by the page and the API. Messages are the en-us texts of `download-area:errors.<key>`.
 */
import { dateRangeProblem, type DateRangeProblem } from './date-range.ts';

export const DOWNLOAD_MODULES = ['invoices', 'orders', 'deliveries', 'retail_sales', 'sales_overview_lines'] as const;
export type DownloadModule = (typeof DOWNLOAD_MODULES)[number];
export const isDownloadModule = (m: string): m is DownloadModule => (DOWNLOAD_MODULES as readonly string[]).includes(m);

export const DOWNLOAD_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];
/** Still being made: the list looks again soon. */
export const isDownloadUnderWay = (s: string) => s === 'queued' || s === 'running';

export const DOWNLOAD_STATUS_COLOUR: Record<DownloadStatus, string> = {
  queued: 'default',
  running: 'processing',
  ready: 'success',
  failed: 'error',
  expired: 'warning',
};

/** Requests per user per (UTC) day (DESIGN 'Decisions where the spec is silent'). */
export const DAILY_DOWNLOAD_QUOTA = 5;
/** A ready file can be fetched this long, then it expires and its file goes. */
export const DOWNLOAD_KEEP_DAYS = 7;
export const DOWNLOAD_PAGE_SIZE = 10;
export const DOWNLOAD_PAGE_SIZES = [10, 20] as const;

export const downloadMessages = {
  out_of_quota: 'You are out of download quota, please try again tomorrow.',
  unknown_module: 'Choose what to download',
  invalid_date: 'Choose a valid date range',
  from_after_to: 'The start date must be on or before the end date',
  longer_than_a_year: 'The date range can be at most one year',
  needs_customer: 'Choose a customer first',
} as const;
export type DownloadMessageKey = keyof typeof downloadMessages;

export interface DownloadRequestProblem {
  field: 'module' | 'from' | 'to';
  key: DownloadMessageKey;
}

/** What is wrong with a request's module and range, field by field; empty when it may be queued. */
export function downloadRequestProblems(module: string, from: string, to: string): DownloadRequestProblem[] {
  const problems: DownloadRequestProblem[] = [];
  if (!isDownloadModule(module)) problems.push({ field: 'module', key: 'unknown_module' });
  const range: DateRangeProblem | null = dateRangeProblem(from, to);
  if (range) problems.push({ field: range === 'invalid_date' ? 'from' : 'to', key: range });
  return problems;
}

/** The start of the quota's day (UTC) for a moment, as an ISO date-time. */
export const quotaDayStart = (now: Date) => `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;
