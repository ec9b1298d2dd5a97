import { inflateRawSync } from 'node:zlib';

/** One file of a zip as its central directory lists it. */
export interface ZipEntry {
  name: string;
  method: number;
  packedSize: number;
  size: number;
  offset: number;
}

const STORED = 0;
const DEFLATED = 8;
// An office file holds a few dozen parts; thousands of entries are a trick, not a spreadsheet.
const MAX_ENTRIES = 1000;

/** The entries of a zip's central directory; null when the bytes are not a zip this reader takes (zip64 included). */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record sits in the last 22 bytes plus at most a 64 KB comment.
  let end = -1;
  for (let i = bytes.byteLength - 22; i >= Math.max(0, bytes.byteLength - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count === 0xffff || at === 0xffffffff || count > MAX_ENTRIES) return null;
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const entry = {
      method: view.getUint16(at + 10, true),
      packedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      offset: view.getUint32(at + 42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    if (entry.size === 0xffffffff || entry.packedSize === 0xffffffff || entry.offset === 0xffffffff) return null;
    entries.push(entry);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/**
 * Whether a zip unpacks to at most `maxBytes`: first by the sizes its directory declares (nothing is inflated when
 * they add up to more), then by inflating each entry with its declared size as the output limit, so a directory
 * that understates a size is caught too. Answers 'ok', 'too_large' or 'unreadable'.
 */
export function checkUnpackedSize(bytes: Uint8Array, maxBytes: number): 'ok' | 'too_large' | 'unreadable' {
  const entries = zipEntries(bytes);
  if (!entries) return 'unreadable';
  if (entries.reduce((sum, e) => sum + e.size, 0) > maxBytes) return 'too_large';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const e of entries) {
    if (e.offset + 30 > bytes.byteLength || view.getUint32(e.offset, true) !== 0x04034b50) return 'unreadable';
    const start = e.offset + 30 + view.getUint16(e.offset + 26, true) + view.getUint16(e.offset + 28, true);
    const packed = bytes.subarray(start, start + e.packedSize);
    if (e.method === STORED) {
      if (e.packedSize !== e.size) return 'unreadable';
    } else if (e.method === DEFLATED) {
      try {
        if (inflateRawSync(packed, { maxOutputLength: Math.max(1, e.size) }).byteLength !== e.size) return 'unreadable';
      } catch (err) {
        return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too_large' : 'unreadable';
      }
    } else {
      return 'unreadable';
    }
  }
  return 'ok';
}
