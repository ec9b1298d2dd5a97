import type { Generated } from 'kysely';

/** Uploads and their renditions (migration 0011). */
export interface FileTables {
  files: FileTable;
}

/** An upload (migration 0011, api/files): the original and its renditions as storage keys. */
export interface FileTable {
  id: Generated<number>;
  kind: FileKind;
  /** Read from the bytes, never from the name. */
  contentType: string;
  fileName: string;
  fileTitle: string;
  size: number;
  width: number | null;
  height: number | null;
  oriKey: string;
  hiKey: string | null;
  medKey: string | null;
  lowKey: string | null;
  thumbnailKey: string | null;
  posterKey: string | null;
  /** Null until a domain's save attaches the file, e.g. marketing_material. */
  ownerType: string | null;
  ownerId: number | null;
  uploadedBy: number | null;
  createdAt: string;
}

export type FileKind = 'image' | 'video' | 'document';
