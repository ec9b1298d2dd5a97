import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../src/rules/file-size.ts';

describe('a file size as people read it', () => {
  it("says bytes, kB or MB in the reader's number format", () => {
    expect(formatFileSize(512, 'en-us')).toBe('512 B');
    expect(formatFileSize(20_480, 'en-us')).toBe('20 kB');
    expect(formatFileSize(1_572_864, 'en-us')).toBe('1.5 MB');
    expect(formatFileSize(1_572_864, 'de')).toBe('1,5 MB');
  });
});
