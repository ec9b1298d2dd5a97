import { sql } from 'kysely';
import type { SignedInContext } from '../context.ts';
import { merchandiseCategoryNames } from './figures.ts';
import { type Dimension, scopedLines } from './lines.ts';
import { customerIds, salesScope, type SalesOverviewFilter, type SalesScope } from './scope.ts';

export interface FilterOption {
  id: string;
  name: string;
}

export interface SalesOverviewFilterOptions {
  scope: SalesScope;
  /** The sales organisations the customer buys from. */
  sorgs: string[];
  /** The same, each with its company name, which is what people read. */
  sorgOptions: FilterOption[];
  /** Years with invoices, and this year. */
  years: number[];
  /** Whether the user may sum over all the customers they act for ('all'). */
  allCustomers: boolean;
  categories: string[];
  brands: FilterOption[];
  merchandiseCategories: FilterOption[];
  models: FilterOption[];
  series: FilterOption[];
}

const column: Record<Exclude<Dimension, 'category'>, 'brand' | 'mc' | 'model' | 'series'> = {
  brands: 'brand',
  merchandiseCategories: 'mc',
  models: 'model',
  series: 'series',
};

/**
 * The options of each filter key from the scope's own invoice lines (spec 2 §7 salesOverviewFilterV5): each key
 * lists what the other keys leave, so choosing a brand narrows the models to that brand's, and a chosen value stays.
 */
export async function salesOverviewFilter(
  ctx: SignedInContext,
  filter: SalesOverviewFilter | null | undefined,
  today: string,
): Promise<SalesOverviewFilterOptions> {
  const scope = await salesScope(ctx, filter, today);
  const distinct = async (dim: Exclude<Dimension, 'category'>) => {
    const key = column[dim];
    const rows = await ctx.db
      .selectFrom(scopedLines(ctx, scope, dim).as('lines'))
      .select(`lines.${key} as value`)
      .distinct()
      .where(`lines.${key}`, '!=', '')
      .orderBy('value')
      .execute();
    return [...new Set([...rows.map((r) => r.value), ...scope[dim]])].sort();
  };
  const ownerId = scope.customer === 'all' ? ctx.actor.customer!.id : scope.customer.id;
  const [sorgs, years, categories, brands, mcs, models, series, mcNames] = await Promise.all([
    ctx.db
      .selectFrom('customerAreas as ca')
      .innerJoin('salesOrganisations as so', 'so.sorg', 'ca.sorg')
      .select(['ca.sorg', 'so.name'])
      .where('ca.customerId', '=', ownerId)
      .orderBy('ca.sorg')
      .execute(),
    ctx.db
      .selectFrom('invoices')
      .select(sql<string>`substr(invoice_date, 1, 4)`.as('year'))
      .distinct()
      .where('customerId', 'in', customerIds(ctx, scope))
      .where('sorg', '=', scope.sorg)
      .execute(),
    ctx.db
      .selectFrom(scopedLines(ctx, scope, 'category').as('lines'))
      .select('lines.category')
      .distinct()
      .where('lines.category', '!=', '')
      .execute(),
    distinct('brands'),
    distinct('merchandiseCategories'),
    distinct('models'),
    distinct('series'),
    merchandiseCategoryNames(ctx),
  ]);
  const option = (id: string) => ({ id, name: id });
  return {
    scope,
    sorgs: sorgs.map((s) => s.sorg),
    sorgOptions: sorgs.map((s) => ({ id: s.sorg, name: s.name })),
    years: [...new Set([...years.map((y) => Number(y.year)), Number(today.slice(0, 4)), scope.year])].sort((a, b) => b - a),
    allCustomers: ctx.actor.scopes.has('menu.change-cust'),
    categories: [
      'overview',
      ...(['BIKE', 'PAA'] as const).filter((c) => categories.some((r) => r.category === c)).map((c) => c.toLowerCase()),
    ],
    brands: brands.map(option),
    merchandiseCategories: mcs.map((id) => ({ id, name: mcNames.get(id) ?? id })),
    models: models.map(option),
    series: series.map(option),
  };
}
