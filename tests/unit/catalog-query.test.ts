import { describe, expect, it } from 'vitest';
import {
  bikeCategoryId,
  bikeCategoryMcIds,
  categoryOfPath,
  defaultView,
  emptyQuery,
  filtersUsed,
  LIST_KEYS,
  parseCatalogQuery,
  readListQuery,
  QUERY_KEYS,
  toCatalogFilter,
  toQueryString,
  type CatalogQuery,
} from '../../src/rules/catalog-query.ts';

const roundTrip = (query: CatalogQuery) => parseCatalogQuery(`?${toQueryString(query)}`);

/** A list state that sets every key, with values that need escaping. */
const everything: CatalogQuery = {
  search: 'rock+roll 29", 100% carbon & more',
  category: 'BIKE',
  promotions: ['SPRING-26', 'EOY, clearance'],
  brands: ['Marin', 'Polygon', 'Brand & Co'],
  models: ['Rift Zone', 'Siskiu T8'],
  series: ['Trail+', 'Road/Gravel'],
  frameSizes: ['S', 'M', 'XL (21")'],
  wheelSizes: ['27.5', '29'],
  merchandiseCategories: ['101', '102'],
  bikeCategories: ['101+102', '205'],
  articleTags: ['new', 'best seller'],
  articleTagCategory: 'marin_preview_page',
  price: { from: 1250.5, to: 8000 },
  hasStock: true,
  sortByField: 'recommended',
  sortByOrder: 'desc',
  page: 3,
  view: 'item',
};

describe('catalogue query string', () => {
  it('round-trips every filter key losslessly', () => {
    expect(roundTrip(everything)).toEqual(everything);
    const written = new URLSearchParams(toQueryString(everything));
    expect([...new Set(written.keys())]).toEqual([...QUERY_KEYS]);
  });

  it.each(QUERY_KEYS.map((key) => [key]))('round-trips %s on its own', (key) => {
    const query = { ...emptyQuery(), [key]: everything[key] };
    expect(roundTrip(query)).toEqual(query);
    expect(toQueryString(query)).toMatch(new RegExp(`^${key}=`));
  });

  it('writes multi-values comma-separated and bike category ids joined by +', () => {
    const qs = toQueryString({ brands: ['Marin', 'Polygon'], bikeCategories: ['101+102', '205'], frameSizes: ['S', 'M'] });
    expect(qs).toBe('brands=Marin,Polygon&frameSizes=S,M&bikeCategories=101+102,205');
    expect(toQueryString({ price: { from: null, to: 500 } })).toBe('price=,500');
  });

  it('reads links written by hand or by a form encoder', () => {
    const query = parseCatalogQuery('?category=bike&bikeCategories=101+102&brands=Marin,Polygon&search=rift+zone&hasStock=1&view=item');
    expect(query).toMatchObject({
      category: 'BIKE',
      bikeCategories: ['101+102'],
      brands: ['Marin', 'Polygon'],
      search: 'rift zone',
      hasStock: true,
      view: 'item',
    });
    // A form encoder turns the '+' into %2B or a space; both still mean "joined".
    expect(parseCatalogQuery('bikeCategories=101%2B102').bikeCategories).toEqual(['101+102']);
    expect(parseCatalogQuery('bikeCategories=101%20102').bikeCategories).toEqual(['101+102']);
    // The navbar's category links join merchandise-category ids with '+': each id is its own value.
    expect(parseCatalogQuery('merchandiseCategories=B110+B120,P300').merchandiseCategories).toEqual(['B110', 'B120', 'P300']);
    expect(parseCatalogQuery('?articleTagCategory=marin_preview_page').articleTagCategory).toBe('marin_preview_page');
  });

  it('writes nothing for defaults and falls back to them for unknown or bad values', () => {
    expect(toQueryString(emptyQuery())).toBe('');
    expect(parseCatalogQuery('')).toEqual(emptyQuery());
    expect(
      parseCatalogQuery(
        '?page=0&page=x&sortByField=colour&sortByOrder=up&view=grid&category=ebike&price=a,b&hasStock=no&foo=1&search=%E0%A4%A',
      ),
    ).toEqual({
      ...emptyQuery(),
      search: '%E0%A4%A',
    });
    expect(parseCatalogQuery('brands=,Marin,,').brands).toEqual(['Marin']);
  });

  it('keeps only the filters for the API', () => {
    const filter = toCatalogFilter(everything);
    expect(filter).not.toHaveProperty('page');
    expect(filter).not.toHaveProperty('sortByField');
    expect(Object.keys(filter).sort()).toEqual(['search', 'category', ...LIST_KEYS, 'articleTagCategory', 'price', 'hasStock'].sort());
    expect(filter.bikeCategories).toEqual(['101+102', '205']);
  });
});

describe('catalogue list helpers', () => {
  it('splits and joins bike category ids', () => {
    expect(bikeCategoryMcIds('101+102')).toEqual(['101', '102']);
    expect(bikeCategoryId(['101', '102'])).toBe('101+102');
  });

  it('maps the host default view', () => {
    expect(defaultView({ catalogDefaultView: 'group' })).toBe('group');
    expect(defaultView({ catalogDefaultView: 'list' })).toBe('item');
  });

  it('the filters-used flag ignores price, category, promotions and article tags', () => {
    const base = emptyQuery();
    expect(
      filtersUsed({ ...base, price: { from: 1, to: 2 }, category: 'PAA', promotions: ['X'], articleTags: ['new'], search: 'rift' }),
    ).toBe(false);
    expect(filtersUsed({ ...base, brands: ['Marin'] })).toBe(true);
    expect(filtersUsed({ ...base, bikeCategories: ['101'] })).toBe(true);
    expect(filtersUsed({ ...base, hasStock: true })).toBe(true);
  });
});

describe('the list an address asks for', () => {
  it('takes the category from the route and the rest from the query string', () => {
    expect(categoryOfPath('/en-us/catalog/bike')).toBe('BIKE');
    expect(categoryOfPath('/de/catalog/paa/')).toBe('PAA');
    expect(categoryOfPath('/en-us/catalog/list')).toBeNull();
    expect(categoryOfPath('/en-us/catalog/bike/polygon-kota-4')).toBeNull();
    const query = readListQuery('?category=PAA&brands=Marin&page=2', 'BIKE');
    expect(query.category).toBe('BIKE');
    expect(query.brands).toEqual(['Marin']);
    expect(readListQuery('?category=PAA', null).category).toBe('PAA');
  });
});
