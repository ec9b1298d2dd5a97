import type { Kysely } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

/**
 * The payment terms an invoice carries (spec 2 §3 'Invoice'): the discount its payment method took, the early-payment
 * discount its terms grant until a date, the ERP's line item and instalment of the accounting document, and longer
 * remarks. And the price components each sales organisation shows per module (spec 3 §3 'Price component').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('payment_discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('early_payment_discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('invoices').addColumn('early_payment_date', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('line_item', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('installment', 'integer').execute();
  await db.schema.alterTable('invoices').addColumn('installments', 'integer').execute();
  await db.schema.alterTable('invoices').addColumn('detail_notes', 'text').execute();

  await db.schema
    .createTable('price_components')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('sorg', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull().check(sqlIn('module', ['invoice', 'open_invoice', 'payment'])))
    // Comma-separated names of the optional money components, in the order they are shown.
    .addColumn('additional_displays', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('price_components_sorg_module').on('price_components').columns(['sorg', 'module']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('price_components').execute();
  for (const column of [
    'detail_notes',
    'installments',
    'installment',
    'line_item',
    'early_payment_date',
    'early_payment_discount',
    'payment_discount',
  ])
    await db.schema.alterTable('invoices').dropColumn(column).execute();
}
