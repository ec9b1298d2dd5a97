import path from 'node:path';
import type { BackupShelf } from '../../db/backup.ts';
import type { Env } from '../../env.ts';
import type { FileStorage } from '../../files/storage.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';

export { isSafeKey, isSafeName } from './keys.ts';

/** The storage of a portal whose data lives in dataDir: DATA_DIR/uploads. */
export const storageIn = (dataDir: string): FileStorage => localStorage(path.join(dataDir, 'uploads'));

/** The portal's files: in the bucket S3_BUCKET names (under `uploads/`), else in DATA_DIR/uploads. */
export const storageFor = (env: Pick<Env, 'dataDir' | 'objectStorage'>): FileStorage =>
  env.objectStorage ? s3Storage(env.objectStorage, 'uploads') : storageIn(env.dataDir);

/** Where backups go: BACKUP_DIR when set; else the bucket's `backups/` when the files are in one; else data/backups. */
export function backupShelfOf(env: Pick<Env, 'objectStorage'>, vars: NodeJS.ProcessEnv = process.env): BackupShelf {
  if (!vars.BACKUP_DIR && env.objectStorage) return { storage: s3Storage(env.objectStorage, 'backups') };
  return { folder: path.resolve(vars.BACKUP_DIR || 'data/backups') };
}

export { localStorage, s3Storage };
