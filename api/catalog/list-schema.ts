import { z } from 'zod';
import { builder, PageInfoRef, insideGuardedFields } from '../graphql/builder.ts';
import { type CatalogFilters, catalogFilters, type FacetOption, translatedFacets } from './facets.ts';
import type { CatalogFilter } from './filters.ts';
import { MAX_VIEW_QUOTA, SORT_FIELDS, type SortField, viewQuota } from '../../src/rules/catalog-query.ts';
import { defaultSort, productGroups, products, type Sort } from './list.ts';
import { marketOf } from './market.ts';
import { ProductGroupRef, ProductRef } from './product-schema.ts';
import { readerLocale } from '../data-texts/texts.ts';

const values = z.array(z.string().max(60)).max(50);

const PriceRangeInput = builder.inputType('PriceRangeInput', {
  description: "In the currency's major unit, on the dealer list price",
  fields: (t) => ({
    from: t.float({ description: 'Lowest dealer list price to include, in major units; open when left out' }),
    to: t.float({ description: 'Highest dealer list price to include, in major units; open when left out' }),
  }),
});

export const CatalogFilterInput = builder.inputType('CatalogFilterInput', {
  description: "The catalogue list's filter keys (spec 2 §2); multi-value keys match any of their values.",
  fields: (t) => ({
    category: t.string({ description: 'Bike or PAA (any case)', validate: z.string().regex(/^(bike|paa)$/i) }),
    search: t.string({
      description:
        "Words that must each start a word of the article's name, codes, brand, series, model, colour or sizes; case and accents ignored",
      validate: z.string().max(100),
    }),
    promotions: t.stringList({ description: 'Codes of running promotions; articles in any of them', validate: values }),
    brands: t.stringList({ description: 'Brand names; articles of any of them', validate: values }),
    models: t.stringList({ description: 'Model names; articles of any of them', validate: values }),
    series: t.stringList({ description: 'Series names; articles of any of them', validate: values }),
    frameSizes: t.stringList({ description: 'Frame sizes; articles of any of them', validate: values }),
    wheelSizes: t.stringList({ description: 'Wheel sizes; articles of any of them', validate: values }),
    merchandiseCategories: t.stringList({ description: 'Merchandise-category ids; articles of any of them', validate: values }),
    bikeCategories: t.stringList({ description: "Each a bike category's merchandise-category ids joined by '+'", validate: values }),
    articleTags: t.stringList({ description: 'Tag names; articles carrying any of them', validate: values }),
    articleTagCategory: t.string({
      description: 'A tag category code: articles with a tag of that category (marin_preview_page is the preview page)',
      validate: z.string().max(60),
    }),
    price: t.field({ type: PriceRangeInput, description: 'Dealer list price range in major units' }),
    hasStock: t.boolean({ description: 'true: only articles with stock on hand in some warehouse; false or left out: all' }),
  }),
});

type FilterArg = typeof CatalogFilterInput.$inferInput | null | undefined;

/** The GraphQL filter as the services take it: category in the database's spelling (BIKE, PAA). */
export function toFilter(input: FilterArg): CatalogFilter {
  if (!input) return {};
  const { category, ...rest } = input;
  return { ...rest, category: category ? (category.toUpperCase() as 'BIKE' | 'PAA') : null };
}

const sortFieldTexts: Record<SortField, string> = {
  price: 'By price: the lowest dealer list price of a group, the dealer list price of an article',
  recommended: "By the product group's recommended rank; ascending puts the most recommended first",
  name: "By name, in the reader's alphabet",
  modelYear: 'By model year of the group or article',
};
const CatalogSortField = builder.enumType('CatalogSortField', {
  description: 'What the catalogue list is sorted by (default price); ties are broken by id, so pages never repeat a row.',
  values: Object.fromEntries(SORT_FIELDS.map((v) => [v, { description: sortFieldTexts[v] }])) as Record<SortField, { description: string }>,
});
const SortOrder = builder.enumType('SortOrder', {
  description: 'Direction of a sort.',
  values: { asc: { description: 'Ascending: lowest, oldest or A first' }, desc: { description: 'Descending: highest, newest or Z first' } },
});

const sortOf = (field?: SortField | null, order?: 'asc' | 'desc' | null, locale?: string): Sort => ({
  field: field ?? defaultSort.field,
  order: order ?? defaultSort.order,
  locale,
});

const FacetOptionRef = builder.objectRef<FacetOption>('FacetOption').implement({
  ...insideGuardedFields,
  description: 'One value of a catalogue filter key, with how many product groups it would show.',
  fields: (t) => ({
    id: t.exposeString('id', {
      description: 'The value to send in the filter key of CatalogFilterInput (a code, an id or the name itself)',
    }),
    name: t.exposeString('name', {
      description: "The value as the dealer reads it, in the reader's language where the data is translated",
    }),
    articleGroups: t.exposeInt('articleGroups', {
      description: 'Product groups shown when this option is added to the other active filters',
    }),
  }),
});

const PriceRangeRef = builder.objectRef<{ from: number; to: number }>('PriceRange').implement({
  ...insideGuardedFields,
  description: "The dealer list prices the other active filters leave, in the currency's major unit.",
  fields: (t) => ({
    from: t.exposeFloat('from', { description: 'Lowest dealer list price, in major units' }),
    to: t.exposeFloat('to', { description: 'Highest dealer list price, in major units' }),
  }),
});

const facetKeys = [
  'promotions',
  'brands',
  'models',
  'series',
  'frameSizes',
  'wheelSizes',
  'merchandiseCategories',
  'bikeCategories',
  'articleTags',
  'articleTagCategories',
] as const;

const facetTexts: Record<(typeof facetKeys)[number], string> = {
  promotions: "The market's running promotions by code: id is the promotion code, name its translated name",
  brands: 'Brands, alphabetical; id and name are the brand name',
  models: 'Models, alphabetical; id and name are the model name',
  series: 'Series, alphabetical; id and name are the series name',
  frameSizes: 'Frame sizes, alphabetical; id and name are the size',
  wheelSizes: 'Wheel sizes, alphabetical; id and name are the size',
  merchandiseCategories: 'Merchandise categories by id; name is the translated category name',
  bikeCategories:
    "The market's bike categories in menu order: id is their merchandise-category ids joined by '+', name the translated wording",
  articleTags: 'Article tags, alphabetical; id and name are the tag name',
  articleTagCategories: 'Tag categories by code (the articleTagCategory filter); name is the translated category name',
};

const CatalogFiltersRef = builder.objectRef<CatalogFilters>('CatalogFilters').implement({
  ...insideGuardedFields,
  description:
    "The catalogue's filter keys with their options in the host's market; each key is counted with every other active filter but its own.",
  fields: (t) => ({
    ...(Object.fromEntries(
      facetKeys.map((k) => [k, t.field({ type: [FacetOptionRef], description: facetTexts[k], resolve: (f) => f[k] })]),
    ) as Record<(typeof facetKeys)[number], ReturnType<typeof t.field>>),
    price: t.field({
      type: PriceRangeRef,
      nullable: true,
      description: 'Dealer list price range of the articles left, null when none is left',
      resolve: (f) => f.price,
    }),
  }),
});

const ProductGroupPage = builder.objectRef<Awaited<ReturnType<typeof productGroups>>>('ProductGroupPage').implement({
  ...insideGuardedFields,
  description: 'One page of the group view of the catalogue.',
  fields: (t) => ({
    productGroups: t.field({
      type: [ProductGroupRef],
      description: 'The product groups of this page, in the asked sort',
      resolve: (p) => p.groups,
    }),
    info: t.field({ type: PageInfoRef, description: 'Paging; count is the number of matching product groups', resolve: (p) => p.info }),
  }),
});

const ProductPage = builder.objectRef<Awaited<ReturnType<typeof products>>>('ProductPage').implement({
  ...insideGuardedFields,
  description: 'One page of the item view of the catalogue: articles rather than groups.',
  fields: (t) => ({
    products: t.field({ type: [ProductRef], description: 'The articles of this page, in the asked sort', resolve: (p) => p.products }),
    info: t.field({ type: PageInfoRef, description: 'Paging; count is the number of matching articles', resolve: (p) => p.info }),
  }),
});

// The paging, filter and sort arguments the group view and the item view share.
const listArgs = builder.args((t) => ({
  page: t.int({ description: 'Page to read, from 1 (default 1)', defaultValue: 1, validate: z.number().int().min(1).max(10_000) }),
  limit: t.int({
    description: "Rows a page, 1 to 48; left out, the host's quota of the view (itemViewQuota for articles, modelViewQuota for groups)",
    validate: z.number().int().min(1).max(MAX_VIEW_QUOTA),
  }),
  filter: t.field({ type: CatalogFilterInput, description: 'The list filters; left out, the whole catalogue of the market' }),
  sortByField: t.field({ type: CatalogSortField, description: 'What to sort by (default price)' }),
  sortByOrder: t.field({ type: SortOrder, description: 'Sort direction (default asc)' }),
}));

builder.queryFields((t) => ({
  catalogFilters: t.withAuth({ scope: 'page.catalog' }).field({
    type: CatalogFiltersRef,
    description: 'Every filter key with its options; each key is counted with the other active filters applied.',
    args: { filter: t.arg({ type: CatalogFilterInput, description: 'The active list filters; left out, none' }) },
    resolve: async (_root, args, ctx) => translatedFacets(ctx, await catalogFilters(ctx.db, await marketOf(ctx), toFilter(args.filter))),
  }),
  productGroups: t.withAuth({ scope: 'page.catalog' }).field({
    type: ProductGroupPage,
    description:
      "Product groups with an article matching the filter, the host's modelViewQuota a page, price ascending unless sorted otherwise.",
    args: listArgs,
    resolve: async (_root, args, ctx) =>
      productGroups(
        ctx.db,
        await marketOf(ctx),
        toFilter(args.filter),
        args.page ?? 1,
        args.limit ?? viewQuota(ctx.host.config, 'group'),
        sortOf(args.sortByField, args.sortByOrder, readerLocale(ctx)),
      ),
  }),
  products: t.withAuth({ scope: 'page.catalog' }).field({
    type: ProductPage,
    description: 'Articles matching the filter (item view); info.count is the number of articles.',
    args: listArgs,
    resolve: async (_root, args, ctx) =>
      products(
        ctx.db,
        await marketOf(ctx),
        toFilter(args.filter),
        args.page ?? 1,
        args.limit ?? viewQuota(ctx.host.config, 'item'),
        sortOf(args.sortByField, args.sortByOrder, readerLocale(ctx)),
      ),
  }),
}));
