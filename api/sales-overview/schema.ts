import { z } from 'zod';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { todayOf } from '../platform/clock.ts';
import { type Figures, type ModelFigures, type MonthFigures, type NamedFigures, salesOverview, type SalesOverview } from './figures.ts';
import { type FilterOption, salesOverviewFilter, type SalesOverviewFilterOptions } from './filter-options.ts';
import type { SalesScope } from './scope.ts';

// Sales figures of the active customer, or of a customer (or all customers) the user may act for (scope.ts).
const salesAuth = { $all: { scope: 'page.dashboard', activeCustomer: true } } as const;
const values = z.array(z.string().min(1).max(80)).max(100);

const SalesOverviewFilterInput = builder.inputType('SalesOverviewFilterInput', {
  description: 'The sales overview filter (spec 2 §3); multi-value keys match any of their values, an empty list matches everything.',
  fields: (t) => ({
    sorg: t.string({
      description: "A sales organisation the customer buys from; default the customer's first",
      validate: z.string().max(10),
    }),
    year: t.int({
      description: 'Default this year; figures compare it with the year before',
      validate: z.number().int().min(2000).max(2100),
    }),
    custCode: t.string({
      description: "'all' (staff: every customer they may act for) or a customer's code; default the active customer",
      validate: z.string().min(1).max(40),
    }),
    category: t.string({
      description: 'overview (default), bike or paa',
      validate: z.string().regex(/^(overview|bike|paa)$/i, 'overview, bike or paa'),
    }),
    months: t.intList({ description: '1 to 12', validate: z.array(z.number().int().min(1).max(12)).max(12) }),
    brands: t.stringList({ description: 'Brand names, e.g. Polygon; lines of any of them', validate: values }),
    merchandiseCategories: t.stringList({ description: 'Merchandise category ids (B110, P210)', validate: values }),
    models: t.stringList({ description: 'Model names; lines of any of them', validate: values }),
    series: t.stringList({ description: 'Series names; lines of any of them', validate: values }),
  }),
});

const money = (description: string) => ({
  description: `${description}; minor units of the sales organisation's currency (Float: rupiah totals outgrow Int)`,
});
type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type Fields<T> = PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, T>;

/** What every row of the overview carries. */
const figureFields = <T extends Figures>(t: Fields<T>) => ({
  netSales: t.float({ ...money('Net sales of the year: invoice lines less credit notes'), resolve: (o) => o.netSales }),
  netSalesLastYear: t.float({ ...money('The same months of the year before'), resolve: (o) => o.netSalesLastYear }),
  invoiceQuantity: t.int({ description: 'Units invoiced less units credited', resolve: (o) => o.invoiceQuantity }),
  invoiceQuantityLastYear: t.int({
    description: 'Units invoiced less units credited in the same months of the year before',
    resolve: (o) => o.invoiceQuantityLastYear,
  }),
});

const SalesTotalRef = builder.objectRef<Figures>('SalesTotal').implement({
  ...insideGuardedFields,
  description: 'The sales overview figures summed over everything the filter reads.',
  fields: (t) => figureFields(t),
});

const SalesMonthRef = builder.objectRef<MonthFigures>('SalesMonth').implement({
  ...insideGuardedFields,
  description: "One month's figures of the sales overview.",
  fields: (t) => ({
    month: t.exposeInt('month', { description: '1 to 12' }),
    name: t.exposeString('name', { description: 'YYYY-MM of the year asked for' }),
    ...figureFields(t),
  }),
});

const SalesRowRef = builder.objectRef<NamedFigures>('SalesRow').implement({
  ...insideGuardedFields,
  description: 'One brand, merchandise category or series; an empty id is an article no longer in the catalogue',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The brand or series name, or the merchandise category id (the filter value)' }),
    name: t.exposeString('name', { description: "The row's label; a merchandise category's name in the reader's language" }),
    ...figureFields(t),
  }),
});

const SalesModelRef = builder.objectRef<ModelFigures>('SalesModel').implement({
  ...insideGuardedFields,
  description: "One model's figures of the sales overview, with its series.",
  fields: (t) => ({
    id: t.exposeString('id', {
      description: 'The model name (the filter value); an article no longer in the catalogue, its invoice line name',
    }),

    name: t.exposeString('name', { description: 'The model name as shown' }),
    ...figureFields(t),
    series: t.field({ type: [SalesRowRef], description: "The model's figures per series", resolve: (m) => m.series }),
  }),
});

/** The filter as the server applied it: defaults filled in. */
const scopeFields = <T extends { scope: SalesScope }>(t: Fields<T>) => ({
  sorg: t.string({ description: "The sales organisation read: the one asked, else the customer's first", resolve: (o) => o.scope.sorg }),
  year: t.int({ description: 'The year read (compared with the year before)', resolve: (o) => o.scope.year }),
  custCode: t.string({
    description: "'all' or the customer's code",
    resolve: (o) => (o.scope.customer === 'all' ? 'all' : o.scope.customer.code),
  }),
  custName: t.string({
    nullable: true,
    description: "The customer's name; null for 'all'",
    resolve: (o) => (o.scope.customer === 'all' ? null : o.scope.customer.name),
  }),
  category: t.string({ description: 'overview, bike or paa', resolve: (o) => o.scope.category }),
  months: t.intList({ description: 'The months asked for; empty: all twelve', resolve: (o) => o.scope.months }),
  currency: t.string({ description: "ISO 4217 code of the sales organisation's currency", resolve: (o) => o.scope.currency }),
});

const SalesOverviewRef = builder.objectRef<SalesOverview>('SalesOverview').implement({
  ...insideGuardedFields,
  description: 'Net sales by month against the same months of the year before, by brand, merchandise category and model with series',
  fields: (t) => ({
    ...scopeFields(t),
    precision: t.exposeInt('precision', { description: 'Minor digits per major unit of the currency' }),
    total: t.field({ type: SalesTotalRef, description: 'Everything the filter reads, summed', resolve: (o) => o.total }),
    byMonth: t.field({
      type: [SalesMonthRef],
      description: 'One row per month asked (all twelve when none), January first',
      resolve: (o) => o.byMonth,
    }),
    byBrand: t.field({ type: [SalesRowRef], description: 'One row per brand, highest net sales first', resolve: (o) => o.byBrand }),
    byMerchandiseCategory: t.field({
      type: [SalesRowRef],
      description: 'One row per merchandise category, highest net sales first',
      resolve: (o) => o.byMerchandiseCategory,
    }),
    byModel: t.field({
      type: [SalesModelRef],
      description: 'One row per model with its series, highest net sales first',
      resolve: (o) => o.byModel,
    }),
  }),
});

const SalesFilterOptionRef = builder.objectRef<FilterOption>('SalesFilterOption').implement({
  ...insideGuardedFields,
  description: 'One value a sales overview filter key may take.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The value to send in SalesOverviewFilterInput' }),
    name: t.exposeString('name', { description: "The value as shown; a merchandise category's name in the reader's language" }),
  }),
});

const SalesOverviewFilterOptionsRef = builder.objectRef<SalesOverviewFilterOptions>('SalesOverviewFilterOptions').implement({
  ...insideGuardedFields,
  description: 'The options of each sales overview filter key, from the invoice lines the other keys leave; chosen values stay listed.',
  fields: (t) => ({
    ...scopeFields(t),
    sorgs: t.exposeStringList('sorgs', { description: 'Codes of the sales organisations the customer buys from' }),
    sorgOptions: t.field({
      type: [SalesFilterOptionRef],
      description: 'The same sales organisations with their company names, as people read them',
      resolve: (o) => o.sorgOptions,
    }),
    years: t.exposeIntList('years', { description: 'Years with invoices, this year and the year asked, newest first' }),
    allCustomers: t.exposeBoolean('allCustomers', { description: "Whether custCode 'all' is open to the user" }),
    categories: t.exposeStringList('categories', { description: 'overview and the categories bought' }),
    brands: t.field({ type: [SalesFilterOptionRef], description: 'Brands bought, alphabetical', resolve: (o) => o.brands }),
    merchandiseCategories: t.field({
      type: [SalesFilterOptionRef],
      description: 'Merchandise categories bought, by id',
      resolve: (o) => o.merchandiseCategories,
    }),
    models: t.field({ type: [SalesFilterOptionRef], description: 'Models bought, alphabetical', resolve: (o) => o.models }),
    series: t.field({ type: [SalesFilterOptionRef], description: 'Series bought, alphabetical', resolve: (o) => o.series }),
  }),
});

builder.queryFields((t) => ({
  salesOverview: t.withAuth(salesAuth).field({
    type: SalesOverviewRef,
    description:
      'Net sales from invoice lines (credit notes subtract), in minor units (spec 2 §7 salesOverviewV5). A dealer reads their ' +
      'active customer; naming another customer answers FORBIDDEN.',
    args: { filter: t.arg({ type: SalesOverviewFilterInput, description: 'What to read; left out, the active customer this year' }) },
    resolve: (_root, args, ctx) => salesOverview(ctx, args.filter, todayOf()),
  }),
  salesOverviewFilter: t.withAuth(salesAuth).field({
    type: SalesOverviewFilterOptionsRef,
    description: 'The options of each sales overview filter key from the invoice lines the filter reads (spec 2 §7 salesOverviewFilterV5)',
    args: {
      filter: t.arg({ type: SalesOverviewFilterInput, description: 'The filter chosen so far; left out, the active customer this year' }),
    },
    resolve: (_root, args, ctx) => salesOverviewFilter(ctx, args.filter, todayOf()),
  }),
}));
