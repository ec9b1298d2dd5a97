import { expect, test } from '@playwright/test';
import { BUDGETS, PAGES, oversizedChunks, pageWeight, readManifest, type PageName } from './bundle-weight.ts';

// The build these browser tests run on (its manifest lists what each page loads); sizes, never times.
const dist = process.env.DIST_DIR ?? 'dist';

test.describe('the JavaScript a first visit loads', () => {
  for (const page of Object.keys(PAGES) as PageName[]) {
    test(`the ${page} page stays within its budget`, () => {
      const weight = pageWeight(dist, page, readManifest(dist));
      const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
      expect(weight.gzip, `${page}: ${weight.files.length} files, ${kb(weight.gzip)} gzip (${kb(weight.raw)} raw)`)
        .toBeLessThanOrEqual(BUDGETS[page]);
    });
  }

  test('no chunk is so large the build warns about it', () => {
    expect(oversizedChunks(dist)).toEqual([]);
  });
});
