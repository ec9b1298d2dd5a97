import path from 'node:path';
import { localStorage } from './local.ts';

export { isSafeKey, isSafeName } from './keys.ts';

/**
 * Uploaded and generated files (banner images now; claim photos, documents later) behind one interface, so a
 * portal on several API nodes can swap the local folder for S3-compatible storage without touching callers.
 * Keys are relative paths such as `banners/2026-rainy-season.svg`.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array | string): Promise<void>;
  /** Stores a copy of a file on this machine under `key`, without reading it into memory (a large upload). */
  putFile(key: string, sourcePath: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** The storage of a portal whose data lives in dataDir: DATA_DIR/uploads. */
export const storageIn = (dataDir: string): FileStorage => localStorage(path.join(dataDir, 'uploads'));

export { localStorage };
