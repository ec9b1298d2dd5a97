/**
 * Where the navbar's catalogue controls lead (spec 1 §2.2, §2.4, §4). The redesigned catalogue has one list
 * route filtered by `category`; the older one has a page per category.
 */

export type CatalogCategory = 'bike' | 'paa';

const listCategory: Record<CatalogCategory, string> = { bike: 'Bike', paa: 'PAA' };

/** The catalogue of one category. */
export const catalogUrl = (category: CatalogCategory, redesign: boolean) =>
  redesign ? `/catalog/list?category=${listCategory[category]}` : `/catalog/${category}`;

/** Bikes of one or more merchandise categories; the ids travel joined by '+'. */
export const bikeCategoryUrl = (mcIds: readonly string[], redesign: boolean) => {
  const ids = mcIds.map(encodeURIComponent).join('+');
  return redesign ? `/catalog/list?category=Bike&merchandiseCategories=${ids}` : `/catalog/bike?merchandiseCategories=${ids}`;
};

/** The products tagged for the preview page (spec 1 §2.6). */
export const PREVIEW_PAGE_URL = '/catalog/list?articleTagCategory=marin_preview_page';

/** Which category a catalogue address shows, for the toggle; null outside the catalogue lists. */
export function categoryOfLocation(subPath: string, search: string): CatalogCategory | null {
  if (subPath.startsWith('/catalog/bike')) return 'bike';
  if (subPath.startsWith('/catalog/paa')) return 'paa';
  if (subPath === '/catalog/list') {
    const category = new URLSearchParams(search).get('category')?.toLowerCase();
    return category === 'bike' || category === 'paa' ? category : null;
  }
  return null;
}
