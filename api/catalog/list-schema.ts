import { z } from 'zod';
import { builder, PageInfoRef, insideGuardedFields } from '../graphql/builder.ts';
import { type CatalogFilters, catalogFilters, type FacetOption } from './facets.ts';
import type { CatalogFilter } from './filters.ts';
import { SORT_FIELDS, type SortField } from '../../src/rules/catalog-query.ts';
import { CATALOG_PAGE_SIZE, defaultSort, productGroups, products, type Sort } from './list.ts';
import { marketOf } from './market.ts';
import { ProductGroupRef, ProductRef } from './product-schema.ts';
import { translatedFacets } from '../data-texts/fields.ts';
import { readerLocale } from '../data-texts/texts.ts';

const values = z.array(z.string().max(60)).max(50);

const PriceRangeInput = builder.inputType('PriceRangeInput', {
  description: "In the currency's major unit, on the dealer list price",
  fields: (t) => ({ from: t.float(), to: t.float() }),
});

export const CatalogFilterInput = builder.inputType('CatalogFilterInput', {
  description: "The catalogue list's filter keys (spec 2 §2); multi-value keys match any of their values.",
  fields: (t) => ({
    category: t.string({ description: 'Bike or PAA (any case)', validate: z.string().regex(/^(bike|paa)$/i) }),
    search: t.string({ validate: z.string().max(100) }),
    promotions: t.stringList({ validate: values }),
    brands: t.stringList({ validate: values }),
    models: t.stringList({ validate: values }),
    series: t.stringList({ validate: values }),
    frameSizes: t.stringList({ validate: values }),
    wheelSizes: t.stringList({ validate: values }),
    merchandiseCategories: t.stringList({ validate: values }),
    bikeCategories: t.stringList({ description: "Each a bike category's merchandise-category ids joined by '+'", validate: values }),
    articleTags: t.stringList({ validate: values }),
    articleTagCategory: t.string({ validate: z.string().max(60) }),
    price: t.field({ type: PriceRangeInput }),
    hasStock: t.boolean(),
  }),
});

type FilterArg = typeof CatalogFilterInput.$inferInput | null | undefined;

/** The GraphQL filter as the services take it: category in the database's spelling (BIKE, PAA). */
export function toFilter(input: FilterArg): CatalogFilter {
  if (!input) return {};
  const { category, ...rest } = input;
  return { ...rest, category: category ? (category.toUpperCase() as 'BIKE' | 'PAA') : null };
}

const CatalogSortField = builder.enumType('CatalogSortField', { values: SORT_FIELDS });
const SortOrder = builder.enumType('SortOrder', { values: ['asc', 'desc'] as const });

const sortOf = (field?: SortField | null, order?: 'asc' | 'desc' | null, locale?: string): Sort => ({
  field: field ?? defaultSort.field,
  order: order ?? defaultSort.order,
  locale,
});

const FacetOptionRef = builder.objectRef<FacetOption>('FacetOption').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    articleGroups: t.exposeInt('articleGroups', {
      description: 'Product groups shown when this option is added to the other active filters',
    }),
  }),
});

const PriceRangeRef = builder.objectRef<{ from: number; to: number }>('PriceRange').implement({
  ...insideGuardedFields,
  fields: (t) => ({ from: t.exposeFloat('from'), to: t.exposeFloat('to') }),
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

const CatalogFiltersRef = builder.objectRef<CatalogFilters>('CatalogFilters').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    ...(Object.fromEntries(facetKeys.map((k) => [k, t.field({ type: [FacetOptionRef], resolve: (f) => f[k] })])) as Record<
      (typeof facetKeys)[number],
      ReturnType<typeof t.field>
    >),
    price: t.field({ type: PriceRangeRef, nullable: true, resolve: (f) => f.price }),
  }),
});

const ProductGroupPage = builder.objectRef<Awaited<ReturnType<typeof productGroups>>>('ProductGroupPage').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    productGroups: t.field({ type: [ProductGroupRef], resolve: (p) => p.groups }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const ProductPage = builder.objectRef<Awaited<ReturnType<typeof products>>>('ProductPage').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    products: t.field({ type: [ProductRef], resolve: (p) => p.products }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

// The paging, filter and sort arguments the group view and the item view share.
const listArgs = builder.args((t) => ({
  page: t.int({ defaultValue: 1, validate: z.number().int().min(1).max(10_000) }),
  limit: t.int({ defaultValue: CATALOG_PAGE_SIZE, validate: z.number().int().min(1).max(48) }),
  filter: t.field({ type: CatalogFilterInput }),
  sortByField: t.field({ type: CatalogSortField }),
  sortByOrder: t.field({ type: SortOrder }),
}));

builder.queryFields((t) => ({
  catalogFilters: t.withAuth({ scope: 'page.catalog' }).field({
    type: CatalogFiltersRef,
    description: 'Every filter key with its options; each key is counted with the other active filters applied.',
    args: { filter: t.arg({ type: CatalogFilterInput }) },
    resolve: async (_root, args, ctx) => translatedFacets(ctx, await catalogFilters(ctx.db, await marketOf(ctx), toFilter(args.filter))),
  }),
  productGroups: t.withAuth({ scope: 'page.catalog' }).field({
    type: ProductGroupPage,
    description: 'Product groups with an article matching the filter, 12 a page, price ascending unless sorted otherwise.',
    args: listArgs,
    resolve: async (_root, args, ctx) =>
      productGroups(
        ctx.db,
        await marketOf(ctx),
        toFilter(args.filter),
        args.page ?? 1,
        args.limit ?? CATALOG_PAGE_SIZE,
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
        args.limit ?? CATALOG_PAGE_SIZE,
        sortOf(args.sortByField, args.sortByOrder, readerLocale(ctx)),
      ),
  }),
}));
