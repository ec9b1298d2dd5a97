import type { ErrorCode } from '../graphql/errors.ts';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { FileStorage } from './storage.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import type { FileKind, FileTable } from '../db/types.ts';
import type { Selectable } from 'kysely';
import { signedFileUrl } from './access.ts';
import type { UploadRules } from './purposes.ts';
import { decodeWhole, imageRenditions, type RenditionName, videoPoster } from './renditions.ts';
import { MAX_BYTES, megabytes, sniffType } from './sniff.ts';
import { nowIso } from '../platform/clock.ts';
import { giveVolumeBack, type TakenVolume, withVolume } from './volume.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';

export type StoredFile = Selectable<FileTable>;

/** The messages of a refused upload, with the keys the browser translates them by (namespace files). */
export const fileMessages = {
  empty: { message: 'The file is empty', key: 'files:errors.empty', code: 'I003' },
  wrongType: { message: 'This file type is not accepted: {{accepted}}', key: 'files:errors.wrong_type', code: 'I003' },
  tooLarge: { message: 'The file is larger than {{max}} MB', key: 'files:errors.too_large', code: 'I002' },
  unreadable: { message: 'The image cannot be read', key: 'files:errors.unreadable', code: 'I003' },
  dailyVolume: {
    message: 'This file is more than your daily upload volume allows: {{left}} MB of {{limit}} MB left today',
    key: 'files:errors.daily_volume',
    code: 'I006',
  },
} as const satisfies Record<string, { message: string; key: string; code: ErrorCode }>;

export type UploadRefusal = { reason: keyof typeof fileMessages; params: Record<string, string | number> };

const cleanName = (name: string) => (name.replace(/[\u0000-\u001f\u007f/\\"]/g, '_').trim() || 'file').slice(-150);
const titleOf = (name: string) =>
  name
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 150) || 'File';

const ACCEPTED_NAMES: Record<FileKind, string> = { image: 'JPEG, PNG, WebP, GIF', video: 'MP4, WebM', document: 'PDF' };
const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
};

const acceptedOf = ({ kinds, contentTypes }: UploadRules) =>
  contentTypes ? contentTypes.map((t) => TYPE_NAMES[t] ?? t).join(', ') : kinds.map((k) => ACCEPTED_NAMES[k]).join(', ');

/** An upload checked and decoded, ready to store: its original (bytes, or a file on disk), kind and (images) renditions. */
export interface PreparedUpload {
  original: { bytes: Uint8Array } | { path: string };
  size: number;
  fileName: string;
  type: NonNullable<ReturnType<typeof sniffType>>;
  renditions: Awaited<ReturnType<typeof imageRenditions>> | null;
}

/**
 * Checks one upload before anything is stored: its kind is read from the bytes and must be one the rules accept; it
 * is capped by the rules' maxBytes or MAX_BYTES of its kind; an image is decoded whole (sharp, off the event loop,
 * with its pixel limit), into its renditions unless the rules keep the original only. The heavy part of an upload, so
 * mutations run it before their write transaction.
 */
export async function prepareUpload(file: File, rules: UploadRules): Promise<PreparedUpload | UploadRefusal> {
  const largest = rules.maxBytes ?? Math.max(...rules.kinds.map((k) => MAX_BYTES[k]));
  if (file.size === 0) return { reason: 'empty', params: {} };
  if (file.size > largest) return { reason: 'tooLarge', params: { max: megabytes(largest) } };
  return prepareBytes(new Uint8Array(await file.arrayBuffer()), file.name, rules);
}

export async function prepareBytes(bytes: Uint8Array, fileName: string, rules: UploadRules): Promise<PreparedUpload | UploadRefusal> {
  const { kinds, contentTypes } = rules;
  if (bytes.byteLength === 0) return { reason: 'empty', params: {} };
  const type = sniffType(bytes);
  if (!type || !kinds.includes(type.kind) || (contentTypes && !contentTypes.includes(type.contentType))) {
    return { reason: 'wrongType', params: { accepted: acceptedOf(rules) } };
  }
  const cap = rules.maxBytes ?? MAX_BYTES[type.kind];
  if (bytes.byteLength > cap) return { reason: 'tooLarge', params: { max: megabytes(cap) } };
  return decoded({ bytes }, bytes.byteLength, fileName, type, rules);
}

/**
 * prepareBytes for a file on disk (a large body streamed there): the type is read from its first bytes and the
 * renditions from the file, so the original never sits in memory whole.
 */
export async function prepareFile(filePath: string, fileName: string, rules: UploadRules): Promise<PreparedUpload | UploadRefusal> {
  const handle = await fs.open(filePath, 'r');
  let head: Uint8Array;
  let size: number;
  try {
    size = (await handle.stat()).size;
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (size === 0) return { reason: 'empty', params: {} };
  const type = sniffType(head);
  if (!type || !rules.kinds.includes(type.kind) || (rules.contentTypes && !rules.contentTypes.includes(type.contentType))) {
    return { reason: 'wrongType', params: { accepted: acceptedOf(rules) } };
  }
  const cap = rules.maxBytes ?? MAX_BYTES[type.kind];
  if (size > cap) return { reason: 'tooLarge', params: { max: megabytes(cap) } };
  return decoded({ path: filePath }, size, fileName, type, rules);
}

async function decoded(
  original: PreparedUpload['original'],
  size: number,
  fileName: string,
  type: PreparedUpload['type'],
  rules: UploadRules,
): Promise<PreparedUpload | UploadRefusal> {
  if (type.kind !== 'image') return { original, size, fileName, type, renditions: null };
  const input = 'bytes' in original ? original.bytes : original.path;
  try {
    if (rules.renditions === false) {
      await decodeWhole(input);
      return { original, size, fileName, type, renditions: null };
    }
    return { original, size, fileName, type, renditions: await imageRenditions(input) };
  } catch {
    return { reason: 'unreadable', params: {} };
  }
}

/**
 * Checks and stores one upload (prepareUpload, unless the mutation prepared it before its transaction), within the
 * user's daily volume (volume.ts). Everything
 * is stored under generated names before the row is written; when the row is refused the caller removes the keys
 * (removeFileKeys).
 */
export async function storeUpload(
  ctx: SignedInContext,
  file: File,
  rules: UploadRules,
  prepared?: PreparedUpload | UploadRefusal,
): Promise<StoredFile | UploadRefusal> {
  const upload = prepared ?? (await prepareUpload(file, rules));
  if (isRefusal(upload)) return upload;
  return withVolume(ctx, upload.size, (taken) => storePrepared(ctx.db, ctx.storage, upload, ctx.actor.user.id, null, taken));
}

/** storeUpload for bytes at hand (the demo seed draws its pictures): the same checks, renditions and row. */
export async function storeBytes(
  db: Database,
  storage: FileStorage,
  bytes: Uint8Array,
  fileName: string,
  rules: UploadRules,
  uploadedBy: number | null,
  owner: { ownerType: string; ownerId: number } | null = null,
): Promise<StoredFile | UploadRefusal> {
  const upload = await prepareBytes(bytes, fileName, rules);
  return isRefusal(upload) ? upload : storePrepared(db, storage, upload, uploadedBy, owner);
}

export async function storePrepared(
  db: Database,
  storage: FileStorage,
  { original, size, fileName, type, renditions: r }: PreparedUpload,
  uploadedBy: number | null,
  owner: { ownerType: string; ownerId: number } | null = null,
  taken: TakenVolume | null = null,
): Promise<StoredFile> {
  const base = `files/${nowIso().slice(0, 7)}/${randomUUID()}`;
  const keys: Partial<Record<RenditionName, string>> = { ori: `${base}-ori.${type.ext}` };
  const writes: [string, Uint8Array][] = 'bytes' in original ? [[keys.ori!, original.bytes]] : [];
  if (r) {
    for (const name of ['hi', 'med', 'low', 'thumbnail'] as const) {
      keys[name] = `${base}-${name}.${r.ext}`;
      writes.push([keys[name], r[name]]);
    }
  } else if (type.kind === 'video') {
    keys.poster = `${base}-poster.png`;
    writes.push([keys.poster, await videoPoster()]);
  }
  await Promise.all([
    ...writes.map(([key, data]) => storage.put(key, data)),
    ...('path' in original ? [storage.putFile(keys.ori!, original.path)] : []),
  ]);
  const name = cleanName(fileName);
  const row = {
    kind: type.kind,
    contentType: type.contentType,
    fileName: name,
    fileTitle: titleOf(name),
    size,
    width: r?.width ?? null,
    height: r?.height ?? null,
    oriKey: keys.ori!,
    hiKey: keys.hi ?? null,
    medKey: keys.med ?? null,
    lowKey: keys.low ?? null,
    thumbnailKey: keys.thumbnail ?? null,
    posterKey: keys.poster ?? null,
    ownerType: owner?.ownerType ?? null,
    ownerId: owner?.ownerId ?? null,
    uploadedBy,
    createdAt: nowIso(),
  };
  // The row and the volume it was counted under change together: the bytes never count twice, nor not at all.
  const insert = async (tx: Database) => {
    const { id } = await tx.insertInto('files').values(row).returning('id').executeTakeFirstOrThrow();
    if (taken) await giveVolumeBack(tx, taken);
    return id;
  };
  try {
    const id = taken ? await inWriteTransaction(db, insert) : await insert(db);
    if (taken) taken.returned = true;
    return { id, ...row };
  } catch (err) {
    await removeFileKeys(storage, [row]);
    throw err;
  }
}

export const isRefusal = (x: object): x is UploadRefusal => 'reason' in x;

export const refusalText = (r: UploadRefusal) =>
  Object.entries(r.params).reduce<string>((text, [k, v]) => text.replace(`{{${k}}}`, String(v)), fileMessages[r.reason].message);

/**
 * Attaches uploads to a domain's record inside its save: only files this user uploaded and nobody owns yet (or
 * that this record already owns) are taken. Answers the ids that could not be attached.
 */
export async function attachFiles(db: Database, userId: number, ids: readonly number[], ownerType: string, ownerId: number) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('files')
    .select(['id', 'ownerType', 'ownerId', 'uploadedBy'])
    .where('id', 'in', [...ids])
    .execute();
  const free = rows.filter(
    (f) => (f.ownerType === null && f.uploadedBy === userId) || (f.ownerType === ownerType && f.ownerId === ownerId),
  );
  if (free.length)
    await db
      .updateTable('files')
      .set({ ownerType, ownerId })
      .where(
        'id',
        'in',
        free.map((f) => f.id),
      )
      .execute();
  return ids.filter((id) => !free.some((f) => f.id === id));
}

/** The files a record owns, oldest first. */
export const filesOf = (db: Database, ownerType: string, ownerIds: readonly number[]) =>
  ownerIds.length === 0
    ? Promise.resolve([] as StoredFile[])
    : db
        .selectFrom('files')
        .selectAll()
        .where('ownerType', '=', ownerType)
        .where('ownerId', 'in', [...ownerIds])
        .orderBy('id')
        .execute();

/** Deletes file rows; their stored keys are returned, to be removed once the transaction has committed. */
export async function deleteFileRows(db: Database, ids: readonly number[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  await db
    .deleteFrom('files')
    .where('id', 'in', [...ids])
    .execute();
  return rows;
}

export async function removeFileKeys(
  storage: FileStorage,
  files: Pick<StoredFile, 'oriKey' | 'hiKey' | 'medKey' | 'lowKey' | 'thumbnailKey' | 'posterKey'>[],
) {
  const keys = files.flatMap((f) => [f.oriKey, f.hiKey, f.medKey, f.lowKey, f.thumbnailKey, f.posterKey]).filter((k): k is string => !!k);
  await Promise.all(keys.map((k) => storage.remove(k).catch((e) => console.error(`Removing ${k} failed`, e))));
}

export const keyOf = (file: StoredFile, rendition: RenditionName): string | null =>
  ({
    ori: file.oriKey,
    hi: file.hiKey,
    med: file.medKey,
    low: file.lowKey,
    thumbnail: file.thumbnailKey,
    poster: file.posterKey,
  })[rendition];

/** How a file is shown (spec 3 §3 File): signed addresses of the renditions it has. */
export function fileView(secret: string, file: StoredFile) {
  const url = (r: RenditionName) => (keyOf(file, r) ? signedFileUrl(secret, file.id, r) : null);
  return {
    id: file.id,
    kind: file.kind,
    contentType: file.contentType,
    fileName: file.fileName,
    fileTitle: file.fileTitle,
    size: file.size,
    width: file.width,
    height: file.height,
    filePath: url('ori')!,
    oriFileUrl: url('ori')!,
    hiFileUrl: url('hi'),
    medFileUrl: url('med'),
    lowFileUrl: url('low'),
    thumbnailUrl: url('thumbnail') ?? url('poster'),
    posterUrl: url('poster'),
    uploadAt: file.createdAt,
  };
}

export type FileView = ReturnType<typeof fileView>;
