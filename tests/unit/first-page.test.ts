import { describe, expect, it } from 'vitest';
import { isCatalogList } from '../../src/shell/first-page.ts';

describe('the addresses a signed-in visit may open light', () => {
  it('are the catalogue lists in any language, not the other catalogue pages', () => {
    expect(isCatalogList('/en-us/catalog/bike')).toBe(true);
    expect(isCatalogList('/id-id/catalog/paa/')).toBe(true);
    expect(isCatalogList('/de/catalog/list')).toBe(true);
    expect(isCatalogList('/en-us/catalog/bike/polygon-kota-4')).toBe(false);
    expect(isCatalogList('/en-us/catalog/fast-order')).toBe(false);
    expect(isCatalogList('/en-us')).toBe(false);
  });
});
