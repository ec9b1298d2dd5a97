import type { Kysely } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

/**
 * What open orders, deliveries and the checkout's freight benefits need beyond the order itself: the ERP's document
 * type of an order (OR standard, CF consignment fill-up) and the customer code it was booked on (the r3 or the isr
 * code), the warehouse area a customer is served from per sales organisation, and the freight discounts a market
 * gives once a cart takes enough from one warehouse area.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema;
  await s
    .alterTable('orders')
    .addColumn('order_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('OR')
        .check(sqlIn('order_type', ['OR', 'CF'])),
    )
    .execute();
  // Null until the ERP books the order; then the customer's r3 code, or its isr code for orders the ISR system placed.
  await s.alterTable('orders').addColumn('cust_code', 'text').execute();
  await s.alterTable('customer_areas').addColumn('home_warehouse_area', 'text').execute();

  // The freight discount (minor units of the market's currency) for a cart taking at least target_qty from the area.
  await s
    .createTable('freight_benefits')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('warehouse_area', 'text', (c) => c.notNull())
    .addColumn('target_qty', 'integer', (c) => c.notNull())
    .addColumn('discount_amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addUniqueConstraint('freight_benefits_sorg_area_target', ['sorg', 'warehouse_area', 'target_qty'])
    .execute();
  await s.createIndex('orders_open').on('orders').columns(['customer_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_open').execute();
  await db.schema.dropTable('freight_benefits').execute();
  await db.schema.alterTable('customer_areas').dropColumn('home_warehouse_area').execute();
  await db.schema.alterTable('orders').dropColumn('cust_code').execute();
  await db.schema.alterTable('orders').dropColumn('order_type').execute();
}
