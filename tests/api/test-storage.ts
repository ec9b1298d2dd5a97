import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { storageFor, storageIn } from '../../api/adapters/storage/index.ts';
import { objectStorageOf, type ObjectStorageSettings } from '../../api/env.ts';
import type { FileStorage } from '../../api/files/storage.ts';

/**
 * Where a test portal keeps its files: its own DATA_DIR/uploads, or, when the run has S3_BUCKET (started by
 * `tsx scripts/throwaway-s3.ts`), a prefix of that bucket of its own, so test files never see each other's files.
 */
export function testObjectStorage(): ObjectStorageSettings | undefined {
  const settings = objectStorageOf(process.env);
  return settings && { ...settings, prefix: `${settings.prefix}test-${randomUUID()}/` };
}

/** Copies every file of a local DATA_DIR's uploads (the seeded template's) into `storage`. */
export async function copyUploads(fromDataDir: string, storage: FileStorage) {
  const from = path.join(fromDataDir, 'uploads');
  const copies: Promise<void>[] = [];
  for await (const key of storageIn(fromDataDir).keys()) copies.push(storage.putFile(key, path.join(from, key)));
  await Promise.all(copies);
}

export { storageFor };
