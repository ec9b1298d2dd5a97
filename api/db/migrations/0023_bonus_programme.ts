import { type Kysely, sql } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

/**
 * The dealer bonus programme (spec 2 §3 'Bonus data') as data per sales organisation and year: the article classes
 * (a catalogue category and a retail price from which an article belongs to the class), the points a unit of a class
 * earns per brand for B2B purchases and for registered retail sales, the quarterly thresholds (named tiers), the
 * on-time payment condition, the verification percentage of each quarter and what one point is worth.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema;
  const id = autoId(db);

  await s
    .createTable('bonus_programmes')
    .addColumn('id', 'integer', id)
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // Minor units of the currency one point is worth.
    .addColumn('point_value', 'integer', (c) => c.notNull().check(sqlGe('point_value', 0)))
    // The share (percent) of a quarter's due invoices that must be paid by their due date for its bonus to count.
    .addColumn('on_time_share', 'integer', (c) => c.notNull().check(sqlGe('on_time_share', 0)))
    .execute();
  await s.createIndex('bonus_programmes_sorg_year').on('bonus_programmes').columns(['sorg', 'year']).unique().execute();

  await s
    .createTable('bonus_classes')
    .addColumn('id', 'integer', id)
    .addColumn('programme_id', 'integer', (c) => c.notNull().references('bonus_programmes.id').onDelete('cascade'))
    .addColumn('class', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().check(sqlIn('category', ['BIKE', 'PAA'])))
    // Minor units: an article of the category belongs to the class with the highest minimum its retail price reaches.
    .addColumn('min_retail_price', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('bonus_classes_programme').on('bonus_classes').columns(['programme_id', 'category', 'min_retail_price']).execute();
  await s.createIndex('bonus_classes_class').on('bonus_classes').columns(['programme_id', 'class']).unique().execute();

  await s
    .createTable('bonus_point_rules')
    .addColumn('id', 'integer', id)
    .addColumn('programme_id', 'integer', (c) => c.notNull().references('bonus_programmes.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sqlIn('channel', ['b2b', 'retail'])))
    .addColumn('class', 'text', (c) => c.notNull())
    // A brand's own points, or '*' for every brand without a row of its own.
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .execute();
  await s
    .createIndex('bonus_point_rules_key')
    .on('bonus_point_rules')
    .columns(['programme_id', 'channel', 'class', 'brand'])
    .unique()
    .execute();

  await s
    .createTable('bonus_tiers')
    .addColumn('id', 'integer', id)
    .addColumn('programme_id', 'integer', (c) => c.notNull().references('bonus_programmes.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Points a quarter needs to reach the tier.
    .addColumn('points', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('bonus_tiers_programme').on('bonus_tiers').columns(['programme_id', 'points']).unique().execute();

  await s
    .createTable('bonus_quarters')
    .addColumn('programme_id', 'integer', (c) => c.notNull().references('bonus_programmes.id').onDelete('cascade'))
    .addColumn('quarter', 'integer', (c) => c.notNull().check(sql`quarter between 1 and 4`))
    // The share (percent) of the quarter's bonus paid out once the maker has verified the quarter's figures.
    .addColumn('verification_percent', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bonus_quarters_pk', ['programme_id', 'quarter'])
    .execute();

  // The bonus reads a customer's invoices of a year by invoice date.
  await s.createIndex('invoices_customer_invoice_date').ifNotExists().on('invoices').columns(['customer_id', 'invoice_date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['bonus_quarters', 'bonus_tiers', 'bonus_point_rules', 'bonus_classes', 'bonus_programmes'])
    await db.schema.dropTable(t).execute();
}

function sqlGe(column: string, min: number) {
  return sql`${sql.ref(column)} >= ${sql.lit(min)}`;
}
