import { describe, expect, it } from 'vitest';
import { isCatalogueList } from '../../src/shell/first-page.ts';

describe('the addresses a signed-in visit may open light', () => {
  it('are the catalogue lists in any language, not the other catalogue pages', () => {
    expect(isCatalogueList('/en-us/catalog/bike')).toBe(true);
    expect(isCatalogueList('/id-id/catalog/paa/')).toBe(true);
    expect(isCatalogueList('/de/catalog/list')).toBe(true);
    expect(isCatalogueList('/en-us/catalog/bike/polygon-kota-4')).toBe(false);
    expect(isCatalogueList('/en-us/catalog/fast-order')).toBe(false);
    expect(isCatalogueList('/en-us')).toBe(false);
  });
});
