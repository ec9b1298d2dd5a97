import type { Kysely } from 'kysely';
import { autoId } from './helpers.ts';

/**
 * Shopping lists (issue: buying): a dealer's named lists of articles and quantities, kept per market. A line keeps
 * the article's code, name and the price shown when it was put on the list, so an article the market no longer sells
 * stays on the list, marked, and a changed price can be shown beside today's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shopping_lists')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('sorg', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    // 1: every login of the dealer reads and edits it; 0: only its maker (and staff acting for the dealer).
    .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shopping_lists_customer').on('shopping_lists').columns(['customer_id', 'sorg', 'updated_at']).execute();
  await db.schema
    .createTable('shopping_list_lines')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('list_id', 'integer', (c) => c.notNull().references('shopping_lists.id').onDelete('cascade'))
    .addColumn('article_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('uom', 'text', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shopping_list_lines_article')
    .on('shopping_list_lines')
    .columns(['list_id', 'article_code'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shopping_list_lines').execute();
  await db.schema.dropTable('shopping_lists').execute();
}
