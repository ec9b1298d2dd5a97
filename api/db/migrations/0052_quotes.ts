import type { Kysely } from 'kysely';
import { autoId, dropScope, grantNewScope, sqlIn } from './helpers.ts';

/**
 * Quotes (issue: buying): a dealer asks for prices on a cart's lines with a note; staff who answer quotes (the new
 * scope quote.answer, given to the sales roles) answer each line's price with a validity date, or decline with a
 * reason; the dealer orders the quote once at those prices, and its orders carry the quote's id.
 */
const SCOPE = 'quote.answer';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quotes')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('sorg', 'text', (c) => c.notNull())
    // The portal's host it was asked on: its market, prices and checkout rules, and the links in the mails.
    .addColumn('hostname', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sqlIn('status', ['requested', 'answered', 'declined', 'ordered'])))
    .addColumn('answered_by', 'integer', (c) => c.references('users.id'))
    .addColumn('answered_at', 'text')
    .addColumn('answer_note', 'text')
    .addColumn('decline_reason', 'text')
    // The market's last day (YYYY-MM-DD) the quoted prices hold.
    .addColumn('valid_until', 'text')
    .addColumn('ordered_by', 'integer', (c) => c.references('users.id'))
    .addColumn('ordered_at', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quotes_customer').on('quotes').columns(['customer_id', 'sorg', 'created_at']).execute();
  await db.schema.createIndex('quotes_queue').on('quotes').columns(['sorg', 'status', 'created_at']).execute();
  await db.schema
    .createTable('quote_lines')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('article_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('uom', 'text', (c) => c.notNull())
    // Minor units: the price rule's unit price when the dealer asked, and the one the answer gives.
    .addColumn('list_price', 'integer', (c) => c.notNull())
    .addColumn('quoted_price', 'integer')
    .execute();
  await db.schema.createIndex('quote_lines_quote').on('quote_lines').columns(['quote_id', 'article_code']).unique().execute();
  await db.schema.alterTable('orders').addColumn('quote_id', 'integer').execute();
  await db.schema.createIndex('orders_quote').on('orders').column('quote_id').execute();

  // The roles that visit dealers (those holding the visit forms) answer their quotes.
  await grantNewScope(db, SCOPE, 'Answer the quotes dealers ask for (the dealers one may act for)', 'page.formvisit');
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropScope(db, SCOPE);
  await db.schema.dropIndex('orders_quote').execute();
  await db.schema.alterTable('orders').dropColumn('quote_id').execute();
  await db.schema.dropTable('quote_lines').execute();
  await db.schema.dropTable('quotes').execute();
}
