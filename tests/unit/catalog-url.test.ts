import { describe, expect, it } from 'vitest';
import { defaultCatalogUrl, isCatalogPath } from '../../src/shell/customer/catalog-url.ts';

const plain = { CATALOG_REDESIGN: false };
const all = { bike: true, paa: true, groupset: true };

describe('the default catalogue URL (spec 1 §4)', () => {
  it('is /catalog with the redesign, whatever has products', () => {
    expect(defaultCatalogUrl({ CATALOG_REDESIGN: true }, all)).toBe('/catalog');
    expect(defaultCatalogUrl({ CATALOG_REDESIGN: true }, null)).toBe('/catalog');
  });

  it('is the first category with products: bike, then PAA, then groupsets', () => {
    expect(defaultCatalogUrl(plain, all)).toBe('/catalog/bike');
    expect(defaultCatalogUrl(plain, { ...all, bike: false })).toBe('/catalog/paa');
    expect(defaultCatalogUrl(plain, { bike: false, paa: false, groupset: true })).toBe('/catalog/groupset');
  });

  it('falls back to PAA when nothing has products or it is not known yet', () => {
    expect(defaultCatalogUrl(plain, { bike: false, paa: false, groupset: false })).toBe('/catalog/paa');
    expect(defaultCatalogUrl(plain, null)).toBe('/catalog/paa');
  });

  it('knows the catalogue pages', () => {
    expect(isCatalogPath('/catalog')).toBe(true);
    expect(isCatalogPath('/catalog/bike/some-bike')).toBe(true);
    expect(isCatalogPath('/catalogue')).toBe(false);
    expect(isCatalogPath('/cart')).toBe(false);
  });
});
