import { type Kysely, sql } from 'kysely';

/**
 * One live pre-delivery inspection per bike, kept by the database (issue 42): the service's check then insert let two
 * requests at once on PostgreSQL both pass. Inspections stored twice before are kept, the later ones soft-deleted (the
 * dealer still lists them with showDeleted), so the partial unique index can be made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const at = new Date().toISOString();
  await db
    .updateTable('pdis')
    .set({ is_deleted: 1, deleted_at: at, updated_at: at })
    .where('is_deleted', '=', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('pdis as earlier')
          .select('earlier.id')
          .whereRef('earlier.frame_id', '=', sql.ref('pdis.frame_id'))
          .where('earlier.is_deleted', '=', 0)
          .whereRef('earlier.id', '<', sql.ref('pdis.id')),
      ),
    )
    .execute();
  await db.schema.createIndex('pdis_live_frame').on('pdis').column('frame_id').unique().where(sql.ref('is_deleted'), '=', 0).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pdis_live_frame').execute();
}
