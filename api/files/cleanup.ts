import type { FileStorage } from './storage.ts';
import type { Database } from '../db/index.ts';
import { startPeriodic } from '../jobs/periodic.ts';
import { removeFileKeys } from './service.ts';

const HOUR_MS = 3_600_000;
/**
 * An upload no save took within a day was left behind (a form closed before saving), whatever its purpose: receipts
 * are attached in the request that stores them, visit photos and claim files by the form's later save.
 */
export const UNATTACHED_HOURS = 24;
/** How often the purge runs: hourly, so nothing left behind stays much past its day. */
export const CLEANUP_EVERY_MS = HOUR_MS;

/** Removes uploads nobody attached within `hours`, rows first and then their stored files; answers how many went. */
export async function purgeUnattachedUploads(
  db: Database,
  storage: FileStorage,
  hours = UNATTACHED_HOURS,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - hours * HOUR_MS).toISOString();
  const stale = await db.selectFrom('files').selectAll().where('ownerType', 'is', null).where('createdAt', '<', before).execute();
  if (!stale.length) return 0;
  await db
    .deleteFrom('files')
    .where(
      'id',
      'in',
      stale.map((f) => f.id),
    )
    .where('ownerType', 'is', null)
    .execute();
  await removeFileKeys(storage, stale);
  return stale.length;
}

/**
 * Runs the purge at start when the cluster has not for a while, and then every hour while the server runs, on one
 * node of many (the 'upload-cleanup' task, api/jobs); the timer does not keep the process alive. Returns the function
 * that stops it once a purge under way has finished.
 */
export function startUploadCleanup(db: Database, storage: FileStorage): () => Promise<void> {
  return startPeriodic(
    db,
    {
      name: 'upload-cleanup',
      label: 'Upload cleanup',
      everyMs: CLEANUP_EVERY_MS,
      run: async () => {
        const n = await purgeUnattachedUploads(db, storage);
        if (n) console.log(`Uploads: removed ${n} files no form saved`);
      },
    },
    { atStart: true, unref: true },
  );
}
