import fs from 'node:fs';
import path from 'node:path';
import { backupShelfOf, storageFor } from '../api/adapters/storage/index.ts';
import { fetchBackup, restorePortal } from '../api/db/backup.ts';
import { readEnv } from '../api/env.ts';

/**
 * `npm run restore -- <backup> [--replace]`: brings a stopped portal back from a backup into DATA_DIR, DATABASE_URL
 * and its file storage. <backup> is a backup's folder, or the name of one kept in the bucket's `backups/`
 * (`portal-20261207T101500123Z`). A portal that has a database already is left alone unless --replace says to
 * overwrite it.
 */
const args = process.argv.slice(2);
const backup = args.find((a) => !a.startsWith('--'));
if (!backup) {
  console.error('Usage: npm run restore -- <backup folder or name> [--replace]');
  process.exit(2);
}
const env = readEnv();
const shelf = backupShelfOf(env);
const fromBucket = !fs.existsSync(backup) && 'storage' in shelf;
const folder = fromBucket ? await fetchBackup(shelf, backup) : path.resolve(backup);
try {
  const manifest = await restorePortal({ ...env, storage: storageFor(env) }, folder, { replace: args.includes('--replace') });
  console.log(`Restored the backup of ${manifest.createdAt} (${manifest.database}, ${manifest.files} files)`);
} finally {
  if (fromBucket) fs.rmSync(folder, { recursive: true, force: true });
}
