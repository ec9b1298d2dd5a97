import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql, type Updateable } from 'kysely';
import { DOWNLOAD_KEEP_DAYS } from '../../src/rules/download-area.ts';
import type { FileStorage } from '../files/storage.ts';
import { chooserOf, rolesAndScopes } from '../auth/actor.ts';
import { customersFor, mayActFor } from '../auth/customer-access.ts';
import { resolveHost } from '../config/service.ts';
import { precisionOf } from '../../src/rules/money.ts';
import type { Database } from '../db/index.ts';
import type { DownloadRequestTable } from './tables.ts';
import { downloadFileName, downloadTexts, type JobError } from './texts.ts';
import { type Cursor, type Owners, sheets } from './sheets.ts';
import { isoAt, nowIso } from '../platform/clock.ts';
import { leaseEnd, leaseMsOf, newLease } from '../jobs/lease.ts';
import { type Queue, startQueue } from '../jobs/queue.ts';

/**
 * The download area's background jobs. Each request row is its own job: a pass claims one with a guarded update (queued,
 * or running with a lease that ran out because its process died, becomes running with this pass's lease), so exactly
 * one process of one node or many runs it, on SQLite and PostgreSQL alike. The job reads its rows a page at a time and
 * streams them into the xlsx (exceljs' WorkbookWriter), renewing its lease with every page it reports; a job whose
 * lease another pass took stops writing. Jobs queued before a restart are found by the first pass after it.
 */

const PAGE_ROWS = 1000;
/** A job whose process died this often while running it is given up (it may be what kills the process). */
const MAX_ATTEMPTS = 3;
const DAY_MS = 86_400_000;
/** DOWNLOAD_TICK_SECONDS: how often a node looks for queued work (0: only at start and on its own requests). */
const everyMsOf = (env: NodeJS.ProcessEnv) => Math.max(0, Number(env.DOWNLOAD_TICK_SECONDS ?? 5)) * 1000;

class LeaseLost extends Error {}
/** The server is stopping: the job goes back to the queue, for the next start (or another node) to run. */
class Stopping extends Error {}

const claimable = (now: string) => sql<boolean>`(status = 'queued' or (status = 'running' and lease_until < ${now}))`;

/** Takes one job for this process: answers its id and the lease token, or null when nothing waits. */
export async function claimDownload(db: Database, now = Date.now()): Promise<{ id: number; token: string } | null> {
  const at = isoAt(now);
  // Jobs that died too often are given up first, so they are not claimed again.
  await db
    .updateTable('downloadRequests')
    .set({ status: 'failed', error: 'stopped' satisfies JobError, leaseToken: null, leaseUntil: null, finishedAt: at })
    .where('status', '=', 'running')
    .where('leaseUntil', '<', at)
    .where('attempts', '>=', MAX_ATTEMPTS)
    .execute();
  const candidates = await db.selectFrom('downloadRequests').select('id').where(claimable(at)).orderBy('id').limit(10).execute();
  for (const { id } of candidates) {
    const lease = newLease(leaseMsOf(), now);
    const won = await db
      .updateTable('downloadRequests')
      .set((eb) => ({
        status: 'running',
        ...lease,
        attempts: eb('attempts', '+', 1),
        startedAt: eb.fn.coalesce('startedAt', eb.val(at)),
        progress: 0,
        rowsWritten: 0,
        error: null,
      }))
      .where('id', '=', id)
      .where(claimable(at))
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) === 1) return { id, token: lease.leaseToken };
  }
  return null;
}

/**
 * exceljs' streaming writer hands a sheet's XML to the zip without waiting for it to be taken (its StreamBuf ignores
 * the deflate stream's backpressure), so rows read faster than they are compressed would pile up in memory. Between
 * pages the job waits until the deflate stream has taken what was written. (`pipes` is the StreamBuf's list of its
 * destinations in exceljs 4.4; archiver's streams come from readable-stream, which keeps needDrain in its state only.)
 */
type ZipInput = NodeJS.EventEmitter & { writableNeedDrain?: boolean; _writableState?: { needDrain?: boolean } };
async function zipped(worksheet: ExcelJS.Worksheet) {
  const source = (worksheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream;
  for (const destination of source?.pipes ?? []) {
    if (destination.writableNeedDrain ?? destination._writableState?.needDrain) await once(destination, 'drain');
  }
  // Requests waiting on the event loop are answered between pages too.
  await new Promise((resolve) => setImmediate(resolve));
}

/** Whose rows the job may write: the requester must still hold the page and still act for the customer. */
async function ownersOf(db: Database, request: { userId: number; customerId: number | null }): Promise<Owners | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', request.userId).where('deletedAt', 'is', null).executeTakeFirst();
  if (!user) return null;
  const { roles, scopes } = await rolesAndScopes(db, user.id, user.groupRoleId);
  if (!scopes.has('page.download-area')) return null;
  const chooser = chooserOf({ user, roles, scopes });
  if (request.customerId !== null) return (await mayActFor(db, chooser, request.customerId)) ? { customerId: request.customerId } : null;
  // Without a customer only support staff ask: every customer their audit access reads.
  if (user.limitation !== 'audit') return null;
  return { customerIds: customersFor(db, chooser).select('customers.id') };
}

/** Builds one claimed job's file and stores it; marks it ready, or failed with a reason the user can read. */
export async function runDownload(db: Database, storage: FileStorage, id: number, token: string, signal?: AbortSignal): Promise<void> {
  // Every write of the job holds its lease: a pass that took the job over makes them change nothing.
  const mine = (change: Updateable<DownloadRequestTable>) =>
    db.updateTable('downloadRequests').set(change).where('id', '=', id).where('leaseToken', '=', token);
  const request = await db.selectFrom('downloadRequests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const fail = async (reason: JobError) => {
    await mine({ status: 'failed', error: reason, leaseToken: null, leaseUntil: null, finishedAt: nowIso() }).execute();
  };
  const leaseMs = leaseMsOf();
  const owners = await ownersOf(db, request);
  if (!owners) return fail('no_access');

  const temp = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'portal-download-'));
  let storedKey: string | null = null;
  try {
    const sheet = sheets[request.module];
    const range = { from: request.fromDate, to: request.toDate };
    const total = await sheet.count(db, owners, range);
    const report = async (written: number) => {
      const progress = total ? Math.min(99, Math.floor((written / total) * 100)) : 99;
      const done = await mine({
        rowsTotal: total,
        rowsWritten: written,
        progress,
        leaseUntil: leaseEnd(leaseMs),
      }).executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw new LeaseLost();
    };
    await report(0);

    const host = await resolveHost(db, request.hostname);
    const t = downloadTexts(request.language);
    const money = (minor: number, currency: string) => {
      const decimals = precisionOf(currency, host.config);
      return { value: Number(minor) / 10 ** decimals, numFmt: decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0' };
    };
    const dateFmt = /^[DMY\s./-]+$/.test(host.config.dateFormat) ? host.config.dateFormat.toLowerCase() : 'yyyy-mm-dd';

    const file = path.join(temp, 'report.xlsx');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
    workbook.creator = 'Dealer portal';
    const worksheet = workbook.addWorksheet(t(`modules.${request.module}`).slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((c) => ({ key: c.key, width: c.width, header: t(`columns.${c.key}`) }));
    worksheet.getRow(1).font = { bold: true };
    worksheet.getRow(1).commit();

    let cursor: Cursor | null = null;
    let written = 0;
    for (;;) {
      const page = await sheet.page(db, owners, range, cursor, PAGE_ROWS);
      for (const { row } of page) {
        const line = worksheet.addRow([]);
        sheet.columns.forEach((c, i) => {
          const cell = line.getCell(i + 1);
          const v = c.value(row, { t, money });
          if (v && typeof v === 'object' && !(v instanceof Date)) {
            cell.value = v.value;
            cell.numFmt = v.numFmt;
          } else {
            cell.value = v;
            if (c.date && v) cell.numFmt = dateFmt;
          }
        });
        line.commit();
      }
      written += page.length;
      if (page.length < PAGE_ROWS) break;
      cursor = page[page.length - 1].cursor;
      await report(written);
      await zipped(worksheet);
      if (signal?.aborted) throw new Stopping();
    }
    worksheet.commit();
    await workbook.commit();

    const bytes = await fs.promises.readFile(file);
    const key = `downloads/${nowIso().slice(0, 7)}/${randomUUID()}.xlsx`;
    await storage.put(key, bytes);
    storedKey = key;
    const finished = Date.now();
    const done = await mine({
      status: 'ready',
      progress: 100,
      rowsTotal: total,
      rowsWritten: written,
      fileKey: key,
      fileSize: bytes.byteLength,
      fileName: downloadFileName(t, request.module, range),
      finishedAt: isoAt(finished),
      expiresAt: isoAt(finished + DOWNLOAD_KEEP_DAYS * DAY_MS),
      leaseToken: null,
      leaseUntil: null,
    }).executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new LeaseLost();
    storedKey = null;
  } catch (err) {
    if (storedKey) await storage.remove(storedKey).catch(() => undefined);
    // Another pass holds the job now (this one was too slow to renew its lease): it finishes it.
    if (err instanceof LeaseLost) return;
    if (err instanceof Stopping) {
      // Not a failure of the job: the attempt does not count toward giving it up.
      await db
        .updateTable('downloadRequests')
        .set((eb) => ({
          status: 'queued',
          leaseToken: null,
          leaseUntil: null,
          progress: 0,
          rowsWritten: 0,
          attempts: eb('attempts', '-', 1),
        }))
        .where('id', '=', id)
        .where('leaseToken', '=', token)
        .execute();
      return;
    }
    console.error(`Download ${id} failed`, err);
    await fail('build_failed');
  } finally {
    await fs.promises.rm(temp, { recursive: true, force: true });
  }
}

/** Ready files past their 7 days expire and their stored files go; answers how many. */
export async function expireDownloads(db: Database, storage: FileStorage, now = Date.now()): Promise<number> {
  const stale = await db
    .selectFrom('downloadRequests')
    .select(['id', 'fileKey'])
    .where('status', '=', 'ready')
    .where('expiresAt', '<', isoAt(now))
    .execute();
  if (!stale.length) return 0;
  await db
    .updateTable('downloadRequests')
    .set({ status: 'expired', fileKey: null })
    .where(
      'id',
      'in',
      stale.map((s) => s.id),
    )
    .where('status', '=', 'ready')
    .execute();
  await Promise.all(
    stale.flatMap((s) => (s.fileKey ? [storage.remove(s.fileKey).catch((e) => console.error(`Removing ${s.fileKey} failed`, e))] : [])),
  );
  return stale.length;
}

/** One pass: expiry, then every job this process can claim, one after another. Answers how many jobs it ran. */
export async function downloadPass(db: Database, storage: FileStorage, now = () => Date.now(), signal?: AbortSignal): Promise<number> {
  const expired = await expireDownloads(db, storage, now());
  if (expired) console.log(`Downloads: ${expired} file(s) expired`);
  let ran = 0;
  while (!signal?.aborted) {
    const job = await claimDownload(db, now());
    if (!job) break;
    await runDownload(db, storage, job.id, job.token, signal);
    ran++;
  }
  return ran;
}

// A request made in this process starts its job at once instead of at the next look.
const queues = new Set<Queue>();
export const wakeDownloadJobs = () => queues.forEach((queue) => queue.wake());

/**
 * Runs the download queue on this node (api/jobs/queue.ts): a pass at start (jobs queued or cut off before a restart),
 * every few seconds, and whenever a request is made here. Returns the function that stops it: a job under way goes
 * back to the queue at its next page.
 */
export function startDownloadJobs(db: Database, storage: FileStorage, everyMs = everyMsOf(process.env)): () => Promise<void> {
  const queue = startQueue({ label: 'Download pass', everyMs, pass: (signal) => downloadPass(db, storage, () => Date.now(), signal) });
  queues.add(queue);
  return async () => {
    queues.delete(queue);
    await queue.stop();
  };
}
