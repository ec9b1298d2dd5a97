import { sql } from 'kysely';
import { type CommonClass, quarterRange } from '../../src/rules/bonus.ts';
import type { Database } from '../db/index.ts';
import { b2bLines, retailLines } from './lines.ts';
import type { Programme } from './programme.ts';

const QUARTERS = [1, 2, 3, 4] as const;
const n = (v: unknown) => Number(v ?? 0);

/** One quarter's points and sales: B2B points and net purchases (credit notes subtract), bikes bought, retail points and bikes sold. */
export interface QuarterSums {
  quarter: number;
  b2bPoints: number;
  retailPoints: number;
  b2bSales: number;
  bikeUnits: number;
  retailUnits: number;
}

/** Each quarter of the programme's year, summed in SQL over the lines behind the points. */
export async function quarterSums(db: Database, programme: Programme, customerId: number, brand?: string | null): Promise<QuarterSums[]> {
  const [b2b, retail] = await Promise.all([
    db
      .selectFrom(b2bLines(db, programme, customerId, null, brand).as('y'))
      .select((eb) => [
        'y.quarter',
        eb.fn.sum<number>(sql`y.quantity * y.points_per_unit`).as('points'),
        eb.fn.sum<number>('y.netAmount').as('sales'),
        eb.fn.sum<number>(sql`case when y.category = 'BIKE' then y.quantity else 0 end`).as('bikes'),
      ])
      .groupBy('y.quarter')
      .execute(),
    db
      .selectFrom(retailLines(db, programme, customerId, null, brand).as('y'))
      .select((eb) => ['y.quarter', eb.fn.sum<number>('y.pointsPerUnit').as('points'), eb.fn.countAll<number>().as('bikes')])
      .groupBy('y.quarter')
      .execute(),
  ]);
  return QUARTERS.map((quarter) => {
    const b = b2b.find((r) => n(r.quarter) === quarter);
    const r = retail.find((x) => n(x.quarter) === quarter);
    return {
      quarter,
      b2bPoints: n(b?.points),
      retailPoints: n(r?.points),
      b2bSales: n(b?.sales),
      bikeUnits: n(b?.bikes),
      retailUnits: n(r?.bikes),
    };
  });
}

/** A quarter's on-time payment: of the invoices due in it (by today, or already paid), how many were paid by their due date. */
export interface OnTimePayment {
  quarter: number;
  invoicesDue: number;
  paidOnTime: number;
  /** Percent, one decimal; null while nothing was due. */
  share: number | null;
  required: number;
  /** Nothing due counts as met: no invoice was late. */
  met: boolean;
}

/**
 * From the invoices' real due dates and payment (clearing) dates: an invoice counts in the quarter of its due date once
 * that date has passed or it is paid; it is on time when it was paid in full on or before its due date. Credit notes owe
 * nothing and do not count.
 */
export async function onTimePayments(db: Database, programme: Programme, customerId: number, today: string): Promise<OnTimePayment[]> {
  const { from, to } = quarterRange(programme.year);
  const rows = await db
    .selectFrom('invoices as i')
    .where('i.customerId', '=', customerId)
    .where('i.sorg', '=', programme.sorg)
    .where('i.grandTotal', '>', 0)
    .where('i.dueDate', '>=', from)
    .where('i.dueDate', '<=', to)
    .where((eb) => eb.or([eb('i.dueDate', '<=', today), eb('i.status', '=', 'paid')]))
    .select((eb) => [
      sql<number>`(cast(substr(i.due_date, 6, 2) as integer) + 2) / 3`.as('quarter'),
      eb.fn.countAll<number>().as('due'),
      eb.fn
        .sum<number>(sql`case when i.status = 'paid' and i.clearing_date is not null and i.clearing_date <= i.due_date then 1 else 0 end`)
        .as('onTime'),
    ])
    .groupBy(sql`(cast(substr(i.due_date, 6, 2) as integer) + 2) / 3`)
    .execute();
  return QUARTERS.map((quarter) => {
    const r = rows.find((x) => n(x.quarter) === quarter);
    const due = n(r?.due);
    const onTime = n(r?.onTime);
    const share = due ? Math.round((onTime / due) * 1000) / 10 : null;
    return {
      quarter,
      invoicesDue: due,
      paidOnTime: onTime,
      share,
      required: programme.onTimeShare,
      met: share === null || share >= programme.onTimeShare,
    };
  });
}

/**
 * The class whose bikes the customer bought most that year (B2B units, net of credit notes), with what a bike of it
 * earns at the brand bought most in it; ties go to the class that earns more.
 */
export async function commonClass(
  db: Database,
  programme: Programme,
  customerId: number,
  brand?: string | null,
): Promise<CommonClass | null> {
  const top = await db
    .selectFrom(b2bLines(db, programme, customerId, null, brand).as('y'))
    .select((eb) => [
      'y.class',
      'y.brandId',
      eb.fn.max<number>('y.pointsPerUnit').as('pointsPerUnit'),
      eb.fn.sum<number>('y.quantity').as('units'),
    ])
    .where('y.category', '=', 'BIKE')
    .where('y.class', 'is not', null)
    .groupBy(['y.class', 'y.brandId'])
    .execute();
  const byClass = new Map<string, { units: number; best: { units: number; points: number } }>();
  for (const r of top) {
    const units = n(r.units);
    const entry = byClass.get(r.class!) ?? { units: 0, best: { units: Number.NEGATIVE_INFINITY, points: 0 } };
    entry.units += units;
    if (units > entry.best.units) entry.best = { units, points: n(r.pointsPerUnit) };
    byClass.set(r.class!, entry);
  }
  const ranked = [...byClass.entries()]
    .filter(([, e]) => e.units > 0)
    .sort((a, b) => b[1].units - a[1].units || b[1].best.points - a[1].best.points);
  if (ranked.length) return { className: ranked[0][0], pointsPerUnit: ranked[0][1].best.points };
  // Nothing bought yet: the programme's first bike class, at its every-brand points.
  const first = await db
    .selectFrom('bonusClasses as c')
    .innerJoin('bonusPointRules as r', (j) => j.onRef('r.programmeId', '=', 'c.programmeId').onRef('r.class', '=', 'c.class'))
    .select(['c.class', 'r.points'])
    .where('c.programmeId', '=', programme.id)
    .where('c.category', '=', 'BIKE')
    .where('r.channel', '=', 'b2b')
    .where('r.brand', '=', '*')
    .orderBy('c.minRetailPrice', 'desc')
    .executeTakeFirst();
  return first ? { className: first.class, pointsPerUnit: n(first.points) } : null;
}
