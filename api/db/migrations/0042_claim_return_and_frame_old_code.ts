import type { Kysely } from 'kysely';

/**
 * Issue 44: a claim's return shipment (spec 2 §3 Claim deliveryNo, deliveryAt, resiNo: the dealer's delivery note, the
 * day the part left and the courier's tracking number), and a frame's old code (spec 2 §3 Registered frame oldCode:
 * the number stamped on bikes built before the maker's renumbering; null on frames numbered since).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('claims').addColumn('return_delivery_no', 'text').execute();
  await db.schema.alterTable('claims').addColumn('return_delivery_at', 'text').execute();
  await db.schema.alterTable('claims').addColumn('return_resi_no', 'text').execute();
  await db.schema.alterTable('claims').addColumn('return_entered_by', 'integer').execute();
  await db.schema.alterTable('claims').addColumn('return_entered_at', 'text').execute();
  await db.schema.alterTable('frames').addColumn('old_code', 'text').execute();
  // A dealer may type either number stamped on the bike.
  await db.schema.createIndex('frames_old_code').on('frames').column('old_code').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('frames_old_code').execute();
  await db.schema.alterTable('frames').dropColumn('old_code').execute();
  for (const c of ['return_entered_at', 'return_entered_by', 'return_resi_no', 'return_delivery_at', 'return_delivery_no'])
    await db.schema.alterTable('claims').dropColumn(c).execute();
}
