import path from 'node:path';
import { backupPortal } from '../api/db/backup.ts';
import { readEnv } from '../api/env.ts';

/**
 * `npm run backup`: a consistent backup of the portal while it serves (its database, uploads and secrets) into
 * BACKUP_DIR (default data/backups), keeping the newest BACKUP_KEEP (default 7).
 */
const env = readEnv();
const keep = Number(process.env.BACKUP_KEEP ?? 7);
if (!Number.isInteger(keep) || keep < 1) throw new Error(`BACKUP_KEEP must be a whole number from 1, not ${process.env.BACKUP_KEEP}`);
const folder = await backupPortal(env, path.resolve(process.env.BACKUP_DIR ?? 'data/backups'), keep);
console.log(`Backup written to ${folder}`);
