import { type ExpressionBuilder, type QueryCreator, sql } from 'kysely';
import type { SignedInContext } from '../context.ts';
import { precisionOf } from '../../src/rules/money.ts';
import { dataTexts } from '../data-texts/texts.ts';
import { whileSalesUnchanged } from './cache.ts';
import { num, scopedLines } from './lines.ts';
import { salesScope, type SalesOverviewFilter, type SalesScope } from './scope.ts';

/** Net sales (minor units) and invoiced quantity of one row, this year and the same months of the year before. */
export interface Figures {
  netSales: number;
  netSalesLastYear: number;
  invoiceQuantity: number;
  invoiceQuantityLastYear: number;
}
export interface NamedFigures extends Figures {
  id: string;
  name: string;
}
export interface MonthFigures extends Figures {
  month: number;
  name: string;
}
export interface ModelFigures extends NamedFigures {
  series: NamedFigures[];
}

export interface SalesOverview {
  scope: SalesScope;
  precision: number;
  total: Figures;
  byMonth: MonthFigures[];
  byBrand: NamedFigures[];
  byMerchandiseCategory: NamedFigures[];
  byModel: ModelFigures[];
}

const zero = (): Figures => ({ netSales: 0, netSalesLastYear: 0, invoiceQuantity: 0, invoiceQuantityLastYear: 0 });
type Row = { dim: string; k1: string; k2: string; net: unknown; netLast: unknown; qty: unknown; qtyLast: unknown };
const figuresOf = (r: Row): Figures => ({
  netSales: num(r.net),
  netSalesLastYear: num(r.netLast),
  invoiceQuantity: num(r.qty),
  invoiceQuantityLastYear: num(r.qtyLast),
});
const byNetSales = <T extends NamedFigures>(a: T, b: T) =>
  b.netSales - a.netSales || b.netSalesLastYear - a.netSalesLastYear || a.name.localeCompare(b.name);

/**
 * The sales overview (spec 2 §7 salesOverviewV5): one statement reads the scope's lines once (a materialised common
 * table) and sums them by month, brand, merchandise category, and model with series, each split into this year and
 * last. Only the naming of categories happens here; every figure is a SQL sum. The sums of a scope are kept while
 * no invoice line, invoice or article they depend on changes (cache.ts).
 */
export async function salesOverview(
  ctx: SignedInContext,
  filter: SalesOverviewFilter | null | undefined,
  today: string,
): Promise<SalesOverview> {
  const scope = await salesScope(ctx, filter, today);
  const thisYear = `${scope.year}-01`;
  const split = (column: 'net' | 'qty') => [
    sql<number>`sum(case when ym >= ${thisYear} then ${sql.ref(column)} else 0 end)`.as(column),
    sql<number>`sum(case when ym < ${thisYear} then ${sql.ref(column)} else 0 end)`.as(`${column}Last`),
  ];
  const withLines = ctx.db.with(
    (cte) => cte('lines').materialized(),
    () => scopedLines(ctx, scope),
  );
  type Lines = typeof withLines extends QueryCreator<infer D> ? D : never;
  // One grouping: its name, its keys (column expressions of the common table) and the split sums.
  const part = (dim: string, k1: string, k2: string) => (eb: ExpressionBuilder<Lines, never>) =>
    eb
      .selectFrom('lines')
      .select([
        sql<string>`${sql.lit(dim)}`.as('dim'),
        sql<string>`${sql.raw(k1)}`.as('k1'),
        sql<string>`${sql.raw(k2)}`.as('k2'),
        ...split('net'),
        ...split('qty'),
      ]);
  const rows = (await whileSalesUnchanged(ctx, scope, () =>
    withLines
      .selectFrom('lines')
      .select([sql<string>`'total'`.as('dim'), sql<string>`''`.as('k1'), sql<string>`''`.as('k2'), ...split('net'), ...split('qty')])
      .unionAll((eb) => part('month', 'substr(ym, 6, 2)', "''")(eb).groupBy(sql`substr(ym, 6, 2)`))
      .unionAll((eb) => part('brand', 'brand', "''")(eb).groupBy(sql`brand`))
      .unionAll((eb) => part('mc', 'mc', "''")(eb).groupBy(sql`mc`))
      .unionAll((eb) => part('model', 'model', "''")(eb).groupBy(sql`model`))
      .unionAll((eb) => part('series', 'model', 'series')(eb).groupBy([sql`model`, sql`series`]))
      .execute(),
  )) as Row[];

  const months = scope.months.length ? scope.months : Array.from({ length: 12 }, (_, i) => i + 1);
  const monthRows = new Map(rows.filter((r) => r.dim === 'month').map((r) => [Number(r.k1), figuresOf(r)]));
  const byMonth = months.map((month) => ({
    month,
    name: `${scope.year}-${String(month).padStart(2, '0')}`,
    ...(monthRows.get(month) ?? zero()),
  }));
  const totalRow = rows.find((r) => r.dim === 'total');
  const total = totalRow ? figuresOf(totalRow) : zero();

  const mcNames = await merchandiseCategoryNames(ctx);
  const named = (dim: string, name: (id: string) => string) =>
    rows
      .filter((r) => r.dim === dim)
      .map((r) => ({ id: r.k1, name: name(r.k1), ...figuresOf(r) }))
      .sort(byNetSales);
  const series = new Map<string, NamedFigures[]>();
  for (const r of rows.filter((x) => x.dim === 'series'))
    series.set(r.k1, [...(series.get(r.k1) ?? []), { id: r.k2, name: r.k2, ...figuresOf(r) }]);

  return {
    scope,
    precision: precisionOf(scope.currency, ctx.host.config),
    total,
    byMonth,
    byBrand: named('brand', (id) => id),
    byMerchandiseCategory: named('mc', (id) => mcNames.get(id) ?? id),
    byModel: named('model', (id) => id).map((m) => ({ ...m, series: (series.get(m.id) ?? []).sort(byNetSales) })),
  };
}

/** Merchandise category names in the reader's language, by id. */
export async function merchandiseCategoryNames(ctx: SignedInContext): Promise<Map<string, string>> {
  const [rows, text] = await Promise.all([ctx.db.selectFrom('merchandiseCategories').select(['id', 'name']).execute(), dataTexts(ctx)]);
  return new Map(rows.map((r) => [r.id, text('merchandiseCategory', r.id, 'name', r.name)]));
}
