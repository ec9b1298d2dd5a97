import { type Kysely, sql } from 'kysely';
import { autoId } from './helpers.ts';

/**
 * Payment receipts become files of the one upload path (api/files), owned by their order: `files` rows with owner
 * type 'payment_receipt' and the order's id, the stored bytes staying under their keys. A receipt keeps its name,
 * type, size, uploader and time; its id becomes the file's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('files')
    .columns(['kind', 'content_type', 'file_name', 'file_title', 'size', 'ori_key', 'owner_type', 'owner_id', 'uploaded_by', 'created_at'])
    .expression(
      db
        .selectFrom('payment_receipts')
        .select([
          sql<string>`case when content_type = 'application/pdf' then 'document' else 'image' end`.as('kind'),
          'content_type',
          'file_name',
          'file_name as file_title',
          'size',
          'file_key as ori_key',
          sql<string>`'payment_receipt'`.as('owner_type'),
          'order_id as owner_id',
          'uploaded_by',
          'created_at',
        ])
        .orderBy('id'),
    )
    .execute();
  await db.schema.dropTable('payment_receipts').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_receipts')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('payment_receipts')
    .columns(['order_id', 'file_key', 'file_name', 'content_type', 'size', 'uploaded_by', 'created_at'])
    .expression(
      db
        .selectFrom('files')
        .select(['owner_id', 'ori_key', 'file_name', 'content_type', 'size', 'uploaded_by', 'created_at'])
        .where('owner_type', '=', 'payment_receipt'),
    )
    .execute();
  await db.deleteFrom('files').where('owner_type', '=', 'payment_receipt').execute();
}
