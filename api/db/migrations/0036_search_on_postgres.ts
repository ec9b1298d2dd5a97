import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { CUSTOMER_SEARCH_COLUMNS } from './0034_sales_search_and_generation.ts';

/**
 * PostgreSQL's own indexes behind the searches SQLite answers with FTS5 (SQLite keeps its tables; nothing here runs
 * there). portal_search_fold is the SQL twin of searchFold (api/db/dialect.ts): accents and case dropped by ICU, so
 * the database's own locale does not matter, and every run of other characters one space. The catalogue's word
 * search reads a trigram index over the folded name and search text; the list searches (lower(column) like
 * '%term%', api/db/list-query.ts and the order, invoice and audit lists) read trigram indexes on the same
 * expressions they compare.
 */
const LIST_SEARCHES: [table: string, name: string, expression: string][] = [
  ['users', 'username', 'lower(username)'],
  ['users', 'name', 'lower(name)'],
  ['users', 'email', 'lower(email)'],
  ['customers', 'name', 'lower(name)'],
  ['customers', 'code_r3', 'lower(code_r3)'],
  ['customers', 'code_isr', 'lower(code_isr)'],
  ['orders', 'order_no', 'lower(order_no)'],
  ['orders', 'so_number', "lower(coalesce(so_number, ''))"],
  ['orders', 'po_number', "lower(coalesce(po_number, ''))"],
  ['invoices', 'invoice_no', 'lower(invoice_no)'],
  ['invoices', 'do_no', "lower(coalesce(do_no, ''))"],
  ['frames', 'frame_number', 'lower(frame_number)'],
  ['articles', 'name', 'lower(name)'],
  ['articles', 'model', 'lower(model)'],
  ['claims', 'reference_no', 'lower(reference_no)'],
  ['audit_log', 'target_ids', 'target_ids'],
];
const indexName = (table: string, name: string) => `${table}_${name}_search_trgm`;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql
    .raw(`create or replace function portal_search_fold(t text) returns text
    language sql immutable strict parallel safe
    return ' ' || btrim(regexp_replace(
      regexp_replace(lower(normalize(t, NFD) collate "und-x-icu"), '[\\u0300-\\u036f]', '', 'g'),
      '[^[:alnum:]]+', ' ', 'g'))`)
    .execute(db);
  // The customer selection looks for its text in five columns at once: one index over them all (0034's five per
  // column made the planner add up five scans and read the table instead).
  await sql
    .raw(`create or replace function portal_customer_search_text(name text, code_r3 text, code_isr text, code_unified text, city text)
    returns text language sql immutable parallel safe
    return lower((coalesce(name, '') || chr(1) || coalesce(code_r3, '') || chr(1) || coalesce(code_isr, '') || chr(1)
      || coalesce(code_unified, '') || chr(1) || coalesce(city, '')) collate "und-x-icu")`)
    .execute(db);
  for (const c of CUSTOMER_SEARCH_COLUMNS) await sql`drop index if exists ${sql.id(`customers_${c}_trgm`)}`.execute(db);
  await sql`create index customers_search_text_trgm on customers
    using gin (portal_customer_search_text(name, code_r3, code_isr, code_unified, city) gin_trgm_ops)`.execute(db);
  await sql`drop index if exists articles_search_trgm`.execute(db);
  await sql`create index articles_search_fold_trgm on articles
    using gin (portal_search_fold(name || ' ' || search_text) gin_trgm_ops)`.execute(db);
  for (const [table, name, expression] of LIST_SEARCHES) {
    await sql`create index ${sql.id(indexName(table, name))} on ${sql.table(table)}
      using gin ((${sql.raw(expression)}) gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, name] of LIST_SEARCHES) await sql`drop index if exists ${sql.id(indexName(table, name))}`.execute(db);
  await sql`drop index if exists articles_search_fold_trgm`.execute(db);
  await sql`drop function if exists portal_search_fold(text)`.execute(db);
  await sql`drop index if exists customers_search_text_trgm`.execute(db);
  await sql`drop function if exists portal_customer_search_text(text, text, text, text, text)`.execute(db);
  for (const c of CUSTOMER_SEARCH_COLUMNS) {
    await sql`create index ${sql.id(`customers_${c}_trgm`)} on customers using gin (${sql.id(c)} gin_trgm_ops)`.execute(db);
  }
  await sql`create index articles_search_trgm on articles using gin (search_text gin_trgm_ops)`.execute(db);
}
