import { type Kysely, sql } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

/**
 * The upload area (spec 2 §2 /upload-area): files a dealer sends to the maker. The bytes are rows of the shared
 * files table (owner type 'upload_area'); deleting an upload deletes its file row and its stored bytes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('file_id', 'integer', (c) => c.notNull().unique().references('files.id'))
    .addColumn('category', 'text', (c) => c.notNull().check(sqlIn('category', ['contract', 'shop_photo', 'other'])))
    .addColumn('note', 'text')
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute();
  // The list reads one customer's (or a few customers') uploads, newest first.
  await db.schema.createIndex('uploads_customer').on('uploads').columns(['customer_id', 'uploaded_at']).execute();
  // Databases made before this area: the dealer and sales roles gain the page (a new database gets it from the seed).
  await db
    .insertInto('role_permissions')
    .columns(['role_id', 'permission_id'])
    .expression((eb) =>
      eb
        .selectFrom('roles as r')
        .innerJoin('permissions as p', (j) => j.on('p.name', '=', 'page.upload-area'))
        .select(['r.id', 'p.id'])
        .where('r.name', 'in', ['customer', 'salesman', 'sales.group', 'sales'])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('role_permissions as rp')
                .select(sql.lit(1).as('one'))
                .whereRef('rp.role_id', '=', 'r.id')
                .whereRef('rp.permission_id', '=', 'p.id'),
            ),
          ),
        ),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}
