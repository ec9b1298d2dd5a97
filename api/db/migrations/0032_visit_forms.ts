import type { Kysely } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

const PHOTO_COLUMNS = [
  'front_shop1',
  'front_shop2',
  'front_shop3',
  'front_shop4',
  'display_shop1',
  'display_shop2',
  'display_shop3',
  'display_shop4',
  'display_banner',
  'display_poster',
  'display_hangtag_shimano',
];

/**
 * Store-visit forms (spec 2 §3 'Store-visit form'): what a sales rep saw in a dealer's shop, per brand. Lists of
 * choices travel as JSON text; each photo slot holds a row of the shared files table (owner type 'visit_form').
 * The option lists per brand (other midrange brands, equipment, brand display) are data.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visit_form_options')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('brand', 'text', (c) => c.notNull().check(sqlIn('brand', ['polygon', 'wim'])))
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', ['other_midrange', 'equipment', 'brand_display'])))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sorting', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('visit_form_options_code', ['brand', 'kind', 'code'])
    .execute();

  let forms = db.schema
    .createTable('visit_forms')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('brand', 'text', (c) => c.notNull().check(sqlIn('brand', ['polygon', 'wim'])))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('cust_code', 'text', (c) => c.notNull())
    .addColumn('cust_name', 'text', (c) => c.notNull())
    .addColumn('other_midrange', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('other_midrange_description', 'text')
    // Stored only when the rep said yes or no: null is "not answered".
    .addColumn('brand_domination', 'integer')
    .addColumn('qty_plg_grp', 'integer')
    .addColumn('qty_non_plg_grp', 'integer')
    .addColumn('brand_display', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('brand_display_description', 'text')
    .addColumn('series_list', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('series_brand', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('other_series_list', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('notes', 'text')
    .addColumn('equipment', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('equipment_text', 'text');
  for (const column of PHOTO_COLUMNS) forms = forms.addColumn(column, 'integer', (c) => c.references('files.id'));
  await forms
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The list reads one brand, newest first, narrowed to the customers of the rep's areas and a date range.
  await db.schema.createIndex('visit_forms_brand_created').on('visit_forms').columns(['brand', 'created_at']).execute();
  await db.schema.createIndex('visit_forms_customer').on('visit_forms').columns(['customer_id', 'brand', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('visit_forms').execute();
  await db.schema.dropTable('visit_form_options').execute();
}
