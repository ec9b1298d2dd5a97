import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage, s3Storage } from '../../api/adapters/storage/index.ts';
import { objectStorageOf } from '../../api/env.ts';
import type { FileStorage } from '../../api/files/storage.ts';
import { startThrowawayS3, type ThrowawayS3 } from '../../scripts/throwaway-s3.ts';

// The two places the portal keeps files behave alike: a folder on this machine and an S3-compatible bucket (a local
// s3rver here). The API's file tests run on both too (`npm test`'s object-storage step).
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
let s3: ThrowawayS3;
beforeAll(async () => {
  s3 = await startThrowawayS3();
});
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const bucket = (prefix = '') => s3Storage({ ...objectStorageOf({ ...s3.env, S3_PREFIX: prefix })! }, 'uploads');
const adapters: [string, () => FileStorage][] = [
  ['a local folder', () => localStorage(fs.mkdtempSync(path.join(scratch, 'local-')))],
  ['an S3-compatible bucket', () => bucket(`${path.basename(fs.mkdtempSync(path.join(scratch, 'p-')))}/`)],
];
const all = async (storage: FileStorage) => {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys.sort();
};

describe.each(adapters)('files in %s', (_, make) => {
  it('keeps, answers, lists and removes files by key, and answers null for one it does not have', async () => {
    const storage = make();
    expect(await all(storage)).toEqual([]);
    await storage.put('banners/2026/rainy.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await storage.put('claims/7/photo.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect((await storage.get('banners/2026/rainy.svg'))?.toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect([...((await storage.get('claims/7/photo.jpg')) ?? [])]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
    expect(await storage.get('claims/7/missing.jpg')).toBeNull();
    expect(await all(storage)).toEqual(['banners/2026/rainy.svg', 'claims/7/photo.jpg']);

    // Written again: the new bytes; removed: gone, and removing again is no error.
    await storage.put('claims/7/photo.jpg', 'again');
    expect((await storage.get('claims/7/photo.jpg'))?.toString()).toBe('again');
    await storage.remove('claims/7/photo.jpg');
    await storage.remove('claims/7/photo.jpg');
    expect(await storage.get('claims/7/photo.jpg')).toBeNull();
    expect(await all(storage)).toEqual(['banners/2026/rainy.svg']);
  });

  it('stores a large file from disk byte for byte', async () => {
    const storage = make();
    const source = path.join(scratch, `large-${Math.random().toString(36).slice(2)}.bin`);
    const bytes = Buffer.alloc(6 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32BE(i, i);
    fs.writeFileSync(source, bytes);
    await storage.putFile('uploads/large.bin', source);
    expect((await storage.get('uploads/large.bin'))?.equals(bytes)).toBe(true);
  });

  it('refuses a key that could climb out of its place', async () => {
    const storage = make();
    for (const key of ['../secret', 'a/../../b', '/etc/passwd', 'a//b', '.hidden'])
      await expect(storage.put(key, 'x'), key).rejects.toThrow(/Unsafe storage key/);
  });
});

describe('object storage settings', () => {
  it('are off without S3_BUCKET, and read the bucket, address, prefix and keys when it is set', () => {
    expect(objectStorageOf({})).toBeUndefined();
    expect(objectStorageOf({ S3_BUCKET: 'portal' })).toEqual({
      bucket: 'portal',
      endpoint: undefined,
      region: 'us-east-1',
      prefix: '',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(objectStorageOf({ ...s3.env, S3_PREFIX: 'eu/', S3_REGION: 'eu-central-1' })).toMatchObject({
      endpoint: s3.env.S3_ENDPOINT,
      prefix: 'eu/',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
    expect(() => objectStorageOf({ S3_BUCKET: 'portal', S3_PREFIX: 'eu' })).toThrow(/S3_PREFIX/);
  });

  it('keep two portals sharing a bucket apart by their prefixes', async () => {
    const eu = bucket('eu/');
    const asia = bucket('asia/');
    await eu.put('banners/a.svg', 'eu');
    await asia.put('banners/a.svg', 'asia');
    expect((await eu.get('banners/a.svg'))?.toString()).toBe('eu');
    expect(await all(asia)).toEqual(['banners/a.svg']);
    await asia.remove('banners/a.svg');
    expect((await eu.get('banners/a.svg'))?.toString()).toBe('eu');
  });
});
