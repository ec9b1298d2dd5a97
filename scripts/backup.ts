import { backupShelfOf, storageFor } from '../api/adapters/storage/index.ts';
import { backupPortal } from '../api/db/backup.ts';
import { readEnv } from '../api/env.ts';

/**
 * `npm run backup`: a consistent backup of the portal while it serves (its database, files and secrets) into
 * BACKUP_DIR, or, when the portal keeps its files in a bucket (S3_BUCKET) and BACKUP_DIR is not set, into that
 * bucket's `backups/`; else data/backups. Keeps the newest BACKUP_KEEP (default 7).
 */
const env = readEnv();
const keep = Number(process.env.BACKUP_KEEP ?? 7);
if (!Number.isInteger(keep) || keep < 1) throw new Error(`BACKUP_KEEP must be a whole number from 1, not ${process.env.BACKUP_KEEP}`);
const shelf = backupShelfOf(env);
const where = await backupPortal({ ...env, storage: storageFor(env) }, shelf, keep);
console.log(`Backup written to ${'folder' in shelf ? where : `object storage: ${where}`}`);
