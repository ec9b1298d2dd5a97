import path from 'node:path';
import { restorePortal } from '../api/db/backup.ts';
import { readEnv } from '../api/env.ts';

/**
 * `npm run restore -- <backup folder> [--replace]`: brings a stopped portal back from a backup into DATA_DIR and
 * DATABASE_URL. A portal that has a database already is left alone unless --replace says to overwrite it.
 */
const args = process.argv.slice(2);
const backup = args.find((a) => !a.startsWith('--'));
if (!backup) {
  console.error('Usage: npm run restore -- <backup folder> [--replace]');
  process.exit(2);
}
const manifest = await restorePortal(readEnv(), path.resolve(backup), { replace: args.includes('--replace') });
console.log(`Restored the backup of ${manifest.createdAt} (${manifest.database}, ${manifest.files} files)`);
