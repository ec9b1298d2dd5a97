import type { Kysely } from 'kysely';

/**
 * The sales overview reads a customer's invoices of two calendar years by invoice date (api/sales-overview): an
 * index that starts with the customer and orders by date reads just those, whatever their status (the bonus
 * programme's migration asks for the same one, if it is not there yet).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('invoices_customer_invoice_date')
    .ifNotExists()
    .on('invoices')
    .columns(['customer_id', 'invoice_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('invoices_customer_invoice_date').ifExists().execute();
}
