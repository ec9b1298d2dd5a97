import { sql } from 'kysely';
import { quarterRange } from '../../src/rules/bonus.ts';
import type { Database } from '../db/index.ts';
import type { BonusChannel } from './tables.ts';
import type { Programme } from './programme.ts';

/** One brand's lines only (the per-brand bonus pages); any case, as the articles spell it. */
const ofBrand = (column: string, brand: string | null | undefined) =>
  brand ? sql<boolean>`lower(${sql.ref(column)}) = ${brand.toLowerCase()}` : sql<boolean>`1 = 1`;

/**
 * The lines behind the points, in SQL. A B2B line is an invoice line of the customer in the programme's sales
 * organisation and year; a credit note (an invoice with a negative total) subtracts its quantity and amount. A retail
 * line is a live retail registration of a bike shipped to the customer, counted in the quarter it was entered, unless
 * the consumer account system refused it. An article's class is the class of its category with the highest minimum
 * its retail price reaches; a unit earns its brand's points of that class, else the points for every brand ('*').
 */

const quarterOfColumn = (column: string) => sql<number>`(cast(substr(${sql.raw(column)}, 6, 2) as integer) + 2) / 3`;

/**
 * Points per unit of the line's class and brand in one channel: the brand's own row, else the every-brand row, else 0.
 * Raw SQL speaks the database's snake_case names: the line's brandId column is brand_id.
 */
const pointsPerUnit = (programme: Programme, channel: BonusChannel) =>
  sql<number>`coalesce((select r.points from bonus_point_rules r
  where r.programme_id = ${programme.id} and r.channel = ${channel} and r.class = x.class and r.brand in (x.brand_id, '*')
  order by case when r.brand = '*' then 1 else 0 end limit 1), 0)`.as('pointsPerUnit');

function b2bSource(db: Database, programme: Programme, customerId: number, quarter?: number | null, brand?: string | null) {
  const { from, to } = quarterRange(programme.year, quarter);
  return db
    .selectFrom('invoiceLines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoiceId')
    .leftJoin('articles as a', (j) => j.onRef('a.sorg', '=', 'i.sorg').onRef('a.articleCode', '=', 'l.articleCode'))
    .where('i.customerId', '=', customerId)
    .where('i.sorg', '=', programme.sorg)
    .where('i.invoiceDate', '>=', from)
    .where('i.invoiceDate', '<=', to)
    .where(ofBrand('l.brand', brand))
    .select((eb) => [
      'l.id',
      'i.invoiceDate',
      'i.invoiceNo',
      'l.name as articleDescription',
      'l.brand as brandId',
      'l.articleCodeDisplay as articleCode',
      'a.category',
      sql<number>`case when i.grand_total < 0 then -abs(l.qty) else l.qty end`.as('quantity'),
      sql<number>`case when i.grand_total < 0 then -abs(l.subtotal) else l.subtotal end`.as('netAmount'),
      quarterOfColumn('i.invoice_date').as('quarter'),
      eb
        .selectFrom('bonusClasses as c')
        .select('c.class')
        .where('c.programmeId', '=', programme.id)
        .whereRef('c.category', '=', 'a.category')
        .whereRef('c.minRetailPrice', '<=', 'a.retailPrice')
        .orderBy('c.minRetailPrice', 'desc')
        .limit(1)
        .as('class'),
    ]);
}

function retailSource(db: Database, programme: Programme, customerId: number, quarter?: number | null, brand?: string | null) {
  const { from, to } = quarterRange(programme.year, quarter);
  const inputDate = sql<string>`substr(r.created_at, 1, 10)`;
  return db
    .selectFrom('registeredFrames as r')
    .innerJoin('frames as f', 'f.id', 'r.frameId')
    .innerJoin('articles as a', 'a.id', 'f.articleId')
    .where('r.customerId', '=', customerId)
    .where('f.sorg', '=', programme.sorg)
    .where('r.deletedAt', 'is', null)
    .where('r.nonRetail', '=', 0)
    .where('r.status', '!=', 'failed_insert')
    .where(inputDate, '>=', from)
    .where(inputDate, '<=', to)
    .where(ofBrand('a.brand', brand))
    .select((eb) => [
      'r.id',
      inputDate.as('inputDate'),
      'a.name as articleDescription',
      'f.frameNumber',
      'a.brand as brandId',
      'a.category',
      'f.unitPrice as netAmount',
      sql<number>`1`.as('quantity'),
      quarterOfColumn('r.created_at').as('quarter'),
      eb
        .selectFrom('bonusClasses as c')
        .select('c.class')
        .where('c.programmeId', '=', programme.id)
        .whereRef('c.category', '=', 'a.category')
        .whereRef('c.minRetailPrice', '<=', 'a.retailPrice')
        .orderBy('c.minRetailPrice', 'desc')
        .limit(1)
        .as('class'),
    ]);
}

/** B2B purchase lines with their points: quantity x points per unit, worth point x the programme's point value. */
export const b2bLines = (db: Database, programme: Programme, customerId: number, quarter?: number | null, brand?: string | null) =>
  db
    .selectFrom(b2bSource(db, programme, customerId, quarter, brand).as('x'))
    .selectAll()
    .select(pointsPerUnit(programme, 'b2b'));

/** Registered retail sales with their points (one bike each). */
export const retailLines = (db: Database, programme: Programme, customerId: number, quarter?: number | null, brand?: string | null) =>
  db
    .selectFrom(retailSource(db, programme, customerId, quarter, brand).as('x'))
    .selectAll()
    .select(pointsPerUnit(programme, 'retail'));

export type B2bLineRow = Awaited<ReturnType<ReturnType<typeof b2bLines>['execute']>>[number];
export type RetailLineRow = Awaited<ReturnType<ReturnType<typeof retailLines>['execute']>>[number];
