import { describe, expect, it } from 'vitest';
import { checkUnpackedSize, zipEntries } from '../../api/workers/zip.ts';
import { zipOf } from '../api/spreadsheet-bomb.ts';

describe('the unpacked size of a zip, before any spreadsheet parsing', () => {
  const zip = zipOf([
    { name: 'a.xml', data: Buffer.alloc(4096, 'a') },
    { name: 'b.xml', data: Buffer.alloc(1024, 'b') },
  ]);

  it('reads the sizes its central directory declares', () => {
    expect(zipEntries(zip)?.map((e) => [e.name, e.size])).toEqual([
      ['a.xml', 4096],
      ['b.xml', 1024],
    ]);
    expect(checkUnpackedSize(zip, 5120)).toBe('ok');
    expect(checkUnpackedSize(zip, 5119)).toBe('too_large');
  });

  it('catches a directory that understates a size: inflating stops at the declared size', () => {
    const lying = Buffer.from(zip);
    const central = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(10, central + 24);
    expect(checkUnpackedSize(lying, 5120)).toBe('too_large');
  });

  it('refuses what is not a zip it can read', () => {
    expect(checkUnpackedSize(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]), 1000)).toBe('unreadable');
  });
});
