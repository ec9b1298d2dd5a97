import { sql } from 'kysely';
import type { SignedInContext } from '../context.ts';
import { customerIds, type SalesScope } from './scope.ts';

export type Dimension = 'category' | 'brands' | 'merchandiseCategories' | 'models' | 'series';

/**
 * The invoice lines the scope reads, of its year and the one before: each with its month, what the article was
 * (brand, merchandise category, model and series from the catalogue; the line's own brand and name when the article
 * is gone) and its signed figures. A credit note (an invoice-like document with a negative amount, DESIGN 'Claims')
 * takes its net sales and its quantity off. `except` leaves one filter out (the filter options of that key).
 */
export function scopedLines(ctx: SignedInContext, scope: SalesScope, except?: Dimension) {
  const ids = customerIds(ctx, scope);
  let q = ctx.db
    .selectFrom('invoiceLines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoiceId')
    .leftJoin('articles as a', (j) => j.onRef('a.sorg', '=', 'i.sorg').onRef('a.articleCode', '=', 'l.articleCode'))
    .where('i.customerId', 'in', ids)
    .where('i.sorg', '=', scope.sorg)
    .where('i.invoiceDate', '>=', `${scope.year - 1}-01-01`)
    .where('i.invoiceDate', '<=', `${scope.year}-12-31`);
  if (scope.months.length)
    q = q.where(
      sql<string>`substr(i.invoice_date, 6, 2)`,
      'in',
      scope.months.map((m) => String(m).padStart(2, '0')),
    );
  if (scope.category !== 'overview' && except !== 'category') q = q.where('a.category', '=', scope.category === 'bike' ? 'BIKE' : 'PAA');
  if (scope.brands.length && except !== 'brands') q = q.where(sql<string>`coalesce(a.brand, l.brand)`, 'in', scope.brands);
  if (scope.merchandiseCategories.length && except !== 'merchandiseCategories') q = q.where('a.mcId', 'in', scope.merchandiseCategories);
  if (scope.models.length && except !== 'models') q = q.where(sql<string>`coalesce(a.model, l.name)`, 'in', scope.models);
  if (scope.series.length && except !== 'series') q = q.where('a.series', 'in', scope.series);
  return q.select([
    sql<string>`substr(i.invoice_date, 1, 7)`.as('ym'),
    sql<string>`coalesce(a.category, '')`.as('category'),
    sql<string>`coalesce(a.brand, l.brand)`.as('brand'),
    sql<string>`coalesce(a.mc_id, '')`.as('mc'),
    sql<string>`coalesce(a.model, l.name)`.as('model'),
    sql<string>`coalesce(a.series, '')`.as('series'),
    'l.subtotal as net',
    sql<number>`case when i.grand_total < 0 then -l.qty else l.qty end`.as('qty'),
  ]);
}

/** SQLite may answer big sums as bigint, PostgreSQL as strings: the API speaks numbers. */
export const num = (v: unknown) => Number(v ?? 0);
