import { type Kysely, sql } from 'kysely';
import { autoId, isPostgres, sqlIn } from './helpers.ts';

/**
 * A claim's history names the return shipment as its own step ('return_shipment', with the delivery note and tracking
 * number), not as an edit of the claim. The action's CHECK lists the allowed steps; SQLite cannot change a CHECK in
 * place, so the table is made again with the longer list on both databases, its rows and ids kept.
 */
const ACTIONS = ['created', 'status', 'edited', 'document_added', 'document_removed'];
const COLUMNS = ['id', 'claim_id', 'action', 'from_status', 'to_status', 'reason', 'changed_by', 'changed_at'];

async function remake(db: Kysely<any>, actions: string[], returnsAs: string) {
  await db.schema
    .createTable('claim_histories_next')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull().check(sqlIn('action', actions)))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('reason', 'text')
    .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('claim_histories_next')
    .columns([...COLUMNS.filter((c) => c !== 'action'), 'action'])
    .expression(
      db
        .selectFrom('claim_histories')
        .select(COLUMNS.filter((c) => c !== 'action'))
        .select((eb) => eb.case().when('action', 'in', ['return_shipment']).then(returnsAs).else(eb.ref('action')).end().as('action')),
    )
    .execute();
  await db.schema.dropTable('claim_histories').execute();
  await db.schema.alterTable('claim_histories_next').renameTo('claim_histories').execute();
  await db.schema.createIndex('claim_histories_claim').on('claim_histories').columns(['claim_id', 'changed_at']).execute();
  // The copied rows kept their ids: the next one follows them.
  if (isPostgres(db))
    await sql`select setval(pg_get_serial_sequence('claim_histories', 'id'), coalesce((select max(id) from claim_histories), 1))`.execute(
      db,
    );
}

export async function up(db: Kysely<any>): Promise<void> {
  await remake(db, [...ACTIONS, 'return_shipment'], 'return_shipment');
}

export async function down(db: Kysely<any>): Promise<void> {
  await remake(db, ACTIONS, 'edited');
}
