import fs from 'node:fs';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorageSettings } from '../../env.ts';
import type { FileStorage } from '../../files/storage.ts';
import { isSafeKey } from './keys.ts';

const clients = new Map<string, S3Client>();

/** One client per endpoint and account: it keeps its connections open between requests. */
function clientOf(settings: ObjectStorageSettings): S3Client {
  const id = JSON.stringify([settings.endpoint, settings.region, settings.accessKeyId, settings.forcePathStyle]);
  let client = clients.get(id);
  if (!client) {
    client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Without keys here the SDK's own chain answers (AWS_* variables, an instance or task role).
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // Checksums only where S3 asks for them: a streamed body is then sent as it is, which every S3-compatible store
      // takes (some store the SDK's chunked checksum framing as part of the file).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    clients.set(id, client);
  }
  return client;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2 and the like) under `<S3_PREFIX><folder>/`: what several
 * API nodes share instead of one folder. Keys are checked as the local folder checks them.
 */
export function s3Storage(settings: ObjectStorageSettings, folder: string): FileStorage {
  const client = clientOf(settings);
  const base = `${settings.prefix}${folder}/`;
  const objectOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return { Bucket: settings.bucket, Key: base + key };
  };
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ ...objectOf(key), Body: data }));
    },
    async putFile(key, sourcePath) {
      // Streamed from the file: a large upload never sits in memory whole.
      const { size } = await fs.promises.stat(sourcePath);
      await client.send(new PutObjectCommand({ ...objectOf(key), Body: fs.createReadStream(sourcePath), ContentLength: size }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand(objectOf(key)));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (e) {
        if (e instanceof NoSuchKey) return null;
        throw e;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand(objectOf(key)));
    },
    async *keys() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: settings.bucket, Prefix: base })) {
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(base.length);
      }
    },
  };
}
