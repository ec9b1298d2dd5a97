import type { Kysely } from 'kysely';

/**
 * A bike claim on a frame number the portal does not know (host config claimNonCode): a bike sold before the ERP
 * numbered frames, or one that came to the dealer another way. The claim keeps the number as the dealer typed it,
 * names the bike's article, and has no frame row.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable('claims').addColumn('unknown_frame_number', 'text').execute();
  await db.schema.createIndex('claims_unknown_frame_number').on('claims').column('unknown_frame_number').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex('claims_unknown_frame_number').execute();
  await db.schema.alterTable('claims').dropColumn('unknown_frame_number').execute();
}
