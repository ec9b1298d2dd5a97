import type { FileKind } from '../db/types.ts';

/** What the bytes say a file is; the name and the browser's content type are never trusted. */
export interface SniffedType {
  kind: FileKind;
  contentType: string;
  ext: string;
}

const at = (bytes: Uint8Array, offset: number, ...sig: number[]) => sig.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, offset: number, text: string) => at(bytes, offset, ...[...text].map((c) => c.charCodeAt(0)));

/** JPEG, PNG, WebP, GIF, PDF, MP4 (ISO media: mp4, m4v, mov-compatible brands) or WebM; null for anything else. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (at(bytes, 0, 0xff, 0xd8, 0xff)) return { kind: 'image', contentType: 'image/jpeg', ext: 'jpg' };
  if (at(bytes, 0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { kind: 'image', contentType: 'image/png', ext: 'png' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return { kind: 'image', contentType: 'image/webp', ext: 'webp' };
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return { kind: 'image', contentType: 'image/gif', ext: 'gif' };
  if (ascii(bytes, 0, '%PDF-')) return { kind: 'document', contentType: 'application/pdf', ext: 'pdf' };
  // ISO base media: a box size, then 'ftyp' and a brand; HEIC shares the box but is no video.
  if (ascii(bytes, 4, 'ftyp') && !['heic', 'heix', 'mif1', 'avif'].some((brand) => ascii(bytes, 8, brand))) {
    return { kind: 'video', contentType: 'video/mp4', ext: 'mp4' };
  }
  if (at(bytes, 0, 0x1a, 0x45, 0xdf, 0xa3)) return { kind: 'video', contentType: 'video/webm', ext: 'webm' };
  return null;
}

/**
 * The largest upload of each kind, in bytes. An upload travels whole in one GraphQL request, which Yoga caps at
 * 25,000,000 bytes with the form around it (its maxRequestBodySize), so videos stay short clips; longer films belong on a video platform.
 */
export const MAX_BYTES: Record<FileKind, number> = {
  image: 20 * 1024 * 1024,
  video: 22 * 1024 * 1024,
  document: 20 * 1024 * 1024,
};

export const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
