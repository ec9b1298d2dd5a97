import { sql } from 'kysely';
import {
  DAILY_DOWNLOAD_QUOTA,
  DOWNLOAD_PAGE_SIZE,
  DOWNLOAD_PAGE_SIZES,
  type DownloadModule,
  downloadMessages,
  downloadRequestProblems,
  quotaDayStart,
} from '../../src/rules/download-area.ts';
import type { SignedInContext } from '../context.ts';
import { isPostgres } from '../db/dialect.ts';
import { afterCommit } from '../db/write-scope.ts';
import { ErrorCode, forbidden } from '../graphql/errors.ts';
import { areaErrors, failed, type MutationOutcome, succeeded } from '../graphql/mutation-result.ts';
import { pageInfo } from '../db/paging.ts';
import { wakeDownloadJobs } from './jobs.ts';
import { isJobError, jobErrors } from './texts.ts';

export const DOWNLOAD_AREA = 'page.download-area';

const downloadError = areaErrors(downloadMessages, 'download-area:errors.');

/** Support staff (limitation audit) may use the download area without a customer; everyone else acts for one. */
export const isAudit = (ctx: SignedInContext) => ctx.actor.user.limitation === 'audit';

/** The customer a request is for: the active one; none only for support staff. Anyone else without one is FORBIDDEN. */
function customerOfRequest(ctx: SignedInContext): number | null {
  if (ctx.actor.customer) return ctx.actor.customer.id;
  return isAudit(ctx) ? null : forbidden('Choose a customer first');
}

/** The requests this session sees: the user's own, for the active customer (support: all of their own). */
const ownRequests = (ctx: SignedInContext) => {
  let q = ctx.db.selectFrom('downloadRequests').where('userId', '=', ctx.actor.user.id);
  if (!isAudit(ctx)) q = q.where('customerId', '=', customerOfRequest(ctx) ?? -1);
  return q;
};

export interface Quota {
  limit: number;
  used: number;
  left: number;
}

/** Requests made today (UTC) count against the quota, whatever became of them, so failing ones cannot be repeated without end. */
export async function quotaOf(ctx: SignedInContext, now = new Date()): Promise<Quota> {
  const row = await ctx.db
    .selectFrom('downloadRequests')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('userId', '=', ctx.actor.user.id)
    .where('requestedAt', '>=', quotaDayStart(now))
    .executeTakeFirst();
  const used = Number(row?.n ?? 0);
  return { limit: DAILY_DOWNLOAD_QUOTA, used, left: Math.max(0, DAILY_DOWNLOAD_QUOTA - used) };
}

export type DownloadAnswer = MutationOutcome & { code: string | null; id: number | null };

/**
 * Queues a report (requestDownloadArea): the module and range are checked field by field; the row is written only
 * while the user has quota left today, in one guarded insert after the user's row is locked, so two requests at once
 * cannot both take the last one.
 * The job starts once the mutation has committed.
 */
export async function requestDownload(
  ctx: SignedInContext,
  module: string,
  from: string,
  to: string,
  now = new Date(),
): Promise<DownloadAnswer> {
  const customerId = customerOfRequest(ctx);
  const problems = downloadRequestProblems(module, from, to);
  if (problems.length) {
    return {
      ...failed(
        'Please correct the marked fields',
        problems.map((p) => downloadError(p.field, p.key)),
      ),
      code: ErrorCode.invalidInput,
      id: null,
    };
  }
  const at = now.toISOString();
  const values = {
    userId: ctx.actor.user.id,
    customerId,
    module: module as DownloadModule,
    fromDate: from,
    toDate: to,
    language: ctx.readerLanguage ?? ctx.actor.user.language,
    hostname: ctx.host.hostname,
    requestedAt: at,
  };
  // PostgreSQL runs writers side by side: the user's row, locked until the commit, makes their requests count one at a
  // time, so two cannot both see the last one left. SQLite's write transactions already run one at a time.
  if (isPostgres(ctx.db)) await ctx.db.selectFrom('users').select('id').where('id', '=', values.userId).forNoKeyUpdate().execute();
  const todays = ctx.db
    .selectFrom('downloadRequests')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('userId', '=', values.userId)
    .where('requestedAt', '>=', quotaDayStart(now));
  const inserted = await ctx.db
    .insertInto('downloadRequests')
    .columns(['userId', 'customerId', 'module', 'fromDate', 'toDate', 'language', 'hostname', 'requestedAt'])
    .expression(
      ctx.db
        .selectNoFrom([
          // Typed, so PostgreSQL reads the parameters of a FROM-less select as the columns' types.
          sql<number>`cast(${values.userId} as integer)`.as('userId'),
          sql<number | null>`cast(${values.customerId} as integer)`.as('customerId'),
          sql<string>`${values.module}`.as('module'),
          sql<string>`${from}`.as('fromDate'),
          sql<string>`${to}`.as('toDate'),
          sql<string>`${values.language}`.as('language'),
          sql<string>`${values.hostname}`.as('hostname'),
          sql<string>`${at}`.as('requestedAt'),
        ])
        .where(sql<boolean>`(${todays}) < ${DAILY_DOWNLOAD_QUOTA}`),
    )
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const quota = downloadError('module', 'out_of_quota');
    return { ...failed(downloadMessages.out_of_quota, [quota]), code: 'Q001', id: null };
  }
  await afterCommit(wakeDownloadJobs);
  return { ...succeeded('Your download is being prepared'), code: null, id: inserted.id };
}

/** A request as the list shows it. */
export type DownloadRow = Awaited<ReturnType<ReturnType<typeof listRows>['execute']>>[number] & { errorText: string | null };

const listRows = (ctx: SignedInContext) =>
  ownRequests(ctx)
    .leftJoin('customers as c', 'c.id', 'downloadRequests.customerId')
    .select([
      'downloadRequests.id',
      'module',
      'fromDate',
      'toDate',
      'status',
      'progress',
      'rowsTotal',
      'rowsWritten',
      'fileName',
      'fileSize',
      'error',
      'requestedAt',
      'startedAt',
      'finishedAt',
      'expiresAt',
      'c.name as customerName',
    ])
    .orderBy('requestedAt', 'desc')
    .orderBy('downloadRequests.id', 'desc');

/** One page of the session's requests, newest first (10 or 20 a page), with today's quota. */
export async function listDownloads(ctx: SignedInContext, page?: number | null, limit?: number | null) {
  const size = (DOWNLOAD_PAGE_SIZES as readonly number[]).includes(limit ?? 0) ? limit! : DOWNLOAD_PAGE_SIZE;
  const at = Math.max(page || 1, 1);
  const [rows, count, quota] = await Promise.all([
    listRows(ctx)
      .limit(size)
      .offset((at - 1) * size)
      .execute(),
    ownRequests(ctx)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
    quotaOf(ctx),
  ]);
  const downloads: DownloadRow[] = rows.map((r) => ({ ...r, errorText: isJobError(r.error) ? jobErrors[r.error] : r.error }));
  return { downloads, info: pageInfo(at, size, Number(count?.n ?? 0)), quota };
}

/** A ready file of the session's own requests (for the active customer), or null: another user's id answers as a missing one. */
export function ownReadyFile(ctx: SignedInContext, id: number) {
  return ownRequests(ctx).select(['fileKey', 'fileName']).where('id', '=', id).where('status', '=', 'ready').executeTakeFirst();
}
