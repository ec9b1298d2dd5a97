import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.ts';

/** The customer columns the customer-selection search reads (api/account/customer-search.ts). */
export const CUSTOMER_SEARCH_COLUMNS = ['name', 'code_r3', 'code_isr', 'code_unified', 'city'] as const;

/**
 * What the sales overview's figures are made of (api/sales-overview/cache.ts): invoice lines, the invoice fields
 * that place and sign them, and the article fields that name them. Any write there raises the 'sales' counter
 * (migration 0033's table), in the same transaction, so a cached overview is never served past a change.
 */
const salesSources = [
  { table: 'invoice_lines', columns: null },
  { table: 'invoices', columns: ['customer_id', 'sorg', 'invoice_date', 'grand_total'] },
  { table: 'articles', columns: ['sorg', 'article_code', 'category', 'brand', 'mc_id', 'model', 'series'] },
] as const;
const events = ['insert', 'update', 'delete'] as const;
const triggerName = (table: string, event?: string) => `gen_sales_${table}${event ? `_${event}` : ''}`;

export async function up(db: Kysely<any>): Promise<void> {
  await createCustomerSearch(db);
  await db.insertInto('cache_generations').values({ name: 'sales', generation: 0 }).execute();
  for (const { table, columns } of salesSources) {
    if (isPostgres(db)) {
      const update = columns ? sql`update of ${sql.join(columns.map((c) => sql.id(c)))}` : sql`update`;
      await sql`create trigger ${sql.id(triggerName(table))} after insert or ${update} or delete on ${sql.table(table)}
        for each statement execute function bump_cache_generation('sales')`.execute(db);
      continue;
    }
    for (const event of events) {
      const on = event === 'update' && columns ? sql`update of ${sql.join(columns.map((c) => sql.id(c)))}` : sql.raw(event);
      await sql`create trigger ${sql.id(triggerName(table, event))} after ${on} on ${sql.table(table)}
        begin update cache_generations set generation = generation + 1 where name = 'sales'; end`.execute(db);
    }
  }
}

/**
 * Substring search over customers without reading every row. SQLite: an FTS5 trigram index over the searched
 * columns, kept current by triggers (a trigram phrase matches any substring of three characters or more).
 * PostgreSQL: trigram indexes for ILIKE on the same columns.
 */
async function createCustomerSearch(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const c of CUSTOMER_SEARCH_COLUMNS) {
      await sql`create index ${sql.id(`customers_${c}_trgm`)} on customers using gin (${sql.id(c)} gin_trgm_ops)`.execute(db);
    }
    return;
  }
  const columns = sql.join(CUSTOMER_SEARCH_COLUMNS.map((c) => sql.id(c)));
  const values = (row: 'new' | 'old') => sql.join(CUSTOMER_SEARCH_COLUMNS.map((c) => sql.raw(`${row}.${c}`)));
  await sql`create virtual table customers_fts using fts5(${columns}, content='customers', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into customers_fts(customers_fts) values ('rebuild')`.execute(db);
  await sql`create trigger customers_fts_insert after insert on customers begin
    insert into customers_fts(rowid, ${columns}) values (new.id, ${values('new')});
  end`.execute(db);
  await sql`create trigger customers_fts_delete after delete on customers begin
    insert into customers_fts(customers_fts, rowid, ${columns}) values ('delete', old.id, ${values('old')});
  end`.execute(db);
  await sql`create trigger customers_fts_update after update of ${columns} on customers begin
    insert into customers_fts(customers_fts, rowid, ${columns}) values ('delete', old.id, ${values('old')});
    insert into customers_fts(rowid, ${columns}) values (new.id, ${values('new')});
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of salesSources) {
    if (isPostgres(db)) await sql`drop trigger if exists ${sql.id(triggerName(table))} on ${sql.table(table)}`.execute(db);
    else for (const event of events) await sql`drop trigger if exists ${sql.id(triggerName(table, event))}`.execute(db);
  }
  await db.deleteFrom('cache_generations').where('name', '=', 'sales').execute();
  if (isPostgres(db)) {
    for (const c of CUSTOMER_SEARCH_COLUMNS) await sql`drop index if exists ${sql.id(`customers_${c}_trgm`)}`.execute(db);
    return;
  }
  for (const t of ['insert', 'delete', 'update']) await sql`drop trigger if exists ${sql.raw(`customers_fts_${t}`)}`.execute(db);
  await sql`drop table if exists customers_fts`.execute(db);
}
