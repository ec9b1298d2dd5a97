/**
 * Uploaded and generated files behind one interface, so a portal on several API nodes can swap the local folder
 * (adapters/storage/local.ts, the built-in one) for S3-compatible storage (adapters/storage/s3.ts) without touching callers. Keys are relative paths
 * such as `banners/2026-rainy-season.svg`.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array | string): Promise<void>;
  /** Stores a copy of a file on this machine under `key`, without reading it into memory (a large upload). */
  putFile(key: string, sourcePath: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Every key stored, in no set order (a backup's walk over the files). */
  keys(): AsyncIterable<string>;
}
