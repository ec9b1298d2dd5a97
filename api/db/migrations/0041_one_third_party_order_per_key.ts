import { type Kysely, sql } from 'kysely';

/**
 * One third-party checkout places at most one order per vendor, kept by the database: a repeat of the dealer's key
 * sent while the first still ran could place the orders twice on PostgreSQL. Orders stored twice before are kept,
 * the later ones under their own key (the key, '#' and their id), so the unique index can be made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('third_party_orders')
    .set({ idempotency_key: sql`idempotency_key || '#' || cast(id as text)` })
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('third_party_orders as earlier')
          .select('earlier.id')
          .whereRef('earlier.customer_id', '=', sql.ref('third_party_orders.customer_id'))
          .whereRef('earlier.idempotency_key', '=', sql.ref('third_party_orders.idempotency_key'))
          .whereRef('earlier.vendor_id', '=', sql.ref('third_party_orders.vendor_id'))
          .whereRef('earlier.id', '<', sql.ref('third_party_orders.id')),
      ),
    )
    .execute();
  await db.schema
    .createIndex('third_party_orders_one_per_key')
    .on('third_party_orders')
    .columns(['customer_id', 'idempotency_key', 'vendor_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('third_party_orders_one_per_key').execute();
}
