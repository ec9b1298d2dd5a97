import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * What the open-invoice page is made of (api/invoices/open-invoices.ts): invoices and the companies that issue
 * them. Any write there raises the 'invoices' counter (migration 0033's table) in the writing transaction, so a
 * page kept in memory is never served past a payment, a new invoice or a credit note, on any API node.
 */
const tables = ['invoices', 'companies'] as const;
const events = ['insert', 'update', 'delete'] as const;
const triggerName = (table: string, event?: string) => `gen_invoices_${table}${event ? `_${event}` : ''}`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('cache_generations').values({ name: 'invoices', generation: 0 }).execute();
  for (const table of tables) {
    if (isPostgres(db)) {
      // Once per statement (migration 0033's function).
      await sql`create trigger ${sql.id(triggerName(table))} after insert or update or delete on ${sql.table(table)}
        for each statement execute function bump_cache_generation('invoices')`.execute(db);
      continue;
    }
    for (const event of events) {
      await sql`create trigger ${sql.id(triggerName(table, event))} after ${sql.raw(event)} on ${sql.table(table)}
        begin update cache_generations set generation = generation + 1 where name = 'invoices'; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    if (isPostgres(db)) await sql`drop trigger if exists ${sql.id(triggerName(table))} on ${sql.table(table)}`.execute(db);
    else for (const event of events) await sql`drop trigger if exists ${sql.id(triggerName(table, event))}`.execute(db);
  }
  await db.deleteFrom('cache_generations').where('name', '=', 'invoices').execute();
}
