import type { Database as SQLiteConnection } from 'better-sqlite3';
import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, sql, type SqlBool } from 'kysely';
import { sortKey } from './sort-key.ts';

/**
 * Where SQLite and PostgreSQL differ, in one place: the rest of the API writes one query for both and asks here
 * for the part that differs (write locks, numbers, dates, text search, sorting by name).
 */

export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The statement that opens a write transaction: SQLite takes its write lock at once, PostgreSQL locks rows as it goes. */
export const beginWrite = (db: Kysely<any>) => (isPostgres(db) ? sql`begin` : sql`begin immediate`);

/**
 * The number of a new order of `sorg`. SQLite: the sales organisation's highest plus one, safe under its one writer,
 * so its numbers run without gaps. PostgreSQL: the next of one sequence for every sales organisation (migration 0053),
 * which checkouts placed at once neither wait on nor clash over; a sales organisation's numbers still rise, with gaps.
 */
export async function nextOrderSeq(db: Kysely<any>, sorg: string): Promise<number> {
  if (isPostgres(db)) return Number((await sql<{ seq: number }>`select nextval('order_seq') as seq`.execute(db)).rows[0].seq);
  const last = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('sorg', '=', sorg)
    .executeTakeFirst();
  return Number(last?.seq ?? 0) + 1;
}

// pg's type ids: int8 (count(*), sum of integers) and numeric (sum of int8, avg) arrive as strings.
const INT8 = 20;
const NUMERIC = 1700;

/** Money (minor units) and counts come back as numbers on PostgreSQL, as they do on SQLite. */
export function readNumbers(types: { setTypeParser(oid: number, parse: (value: string) => unknown): void }) {
  types.setTypeParser(INT8, Number);
  types.setTypeParser(NUMERIC, Number);
}

/** Days from one ISO date (or timestamp) column to another, as a number. */
export const daysBetween = (
  db: Kysely<any>,
  from: Expression<unknown> | RawBuilder<unknown>,
  to: Expression<unknown> | RawBuilder<unknown>,
) => (isPostgres(db) ? sql<number>`(cast(${to} as date) - cast(${from} as date))` : sql<number>`(julianday(${to}) - julianday(${from}))`);

// ---- Text search --------------------------------------------------------------------------------------------------

/**
 * The text a word search compares, folded the same way on both databases: accents and case dropped, every run of
 * characters other than letters and digits one space, a space in front. SQLite's FTS5 (unicode61, remove_diacritics)
 * tokenises the same way; PostgreSQL indexes portal_search_fold (migration 0036), the SQL twin of this function.
 */
export const searchFold = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()}`;

/**
 * PostgreSQL: every folded word starts a word of `column`'s folded text, several words of one typed word (xt-500)
 * following each other, as an FTS5 phrase prefix does. LIKE over portal_search_fold reads the trigram index.
 */
export function foldedWordPrefixes(column: Expression<string> | RawBuilder<string>, words: string[]): RawBuilder<SqlBool> {
  const parts = words.map((w) => sql<SqlBool>`portal_search_fold(${column}) like ${`%${searchFold(w)}%`}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

// ---- Sorting by name ----------------------------------------------------------------------------------------------

/** The reader's language as a collation language: de, fr, id, ms, en (the 11 portal locales name 5 languages). */
export const collationLanguage = (locale: string | null | undefined) =>
  /^[a-z]{2,3}$/.exec((locale ?? '').toLowerCase().split('-')[0])?.[0] ?? 'en';

// The ICU collations PostgreSQL creates at initdb for every language ICU knows.
const ICU_LANGUAGES = new Set(['de', 'en', 'fr', 'id', 'ms']);

/**
 * A name as the reader's language sorts it, for ORDER BY: umlauts beside their letter for a German reader, case
 * and accents after the letters. PostgreSQL: its ICU collation. SQLite: the sort key registered on the connection.
 */
export function byName(db: Kysely<any>, column: Expression<string | null> | RawBuilder<string | null>, locale: string | null | undefined) {
  const language = collationLanguage(locale);
  if (isPostgres(db)) return sql`${column} collate ${sql.id(ICU_LANGUAGES.has(language) ? `${language}-x-icu` : 'und-x-icu')}`;
  return sql`portal_sort_key(${language}, ${column})`;
}

/**
 * The functions SQLite lacks, registered on each connection (PostgreSQL has collations of its own). lower() is
 * replaced by one that lowers every letter, as PostgreSQL's does (SQLite's own lowers A-Z only), so a list search
 * for ÖKO finds Öko on both.
 */
export function registerSqliteFunctions(connection: SQLiteConnection) {
  connection.function('lower', { deterministic: true }, (text: unknown) => (text == null ? null : String(text).toLowerCase()));
  connection.function('portal_sort_key', { deterministic: true }, (language: unknown, text: unknown) =>
    text == null ? null : sortKey(String(language), String(text)),
  );
}
