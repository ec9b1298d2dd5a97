import { type Expression, type ExpressionBuilder, PostgresAdapter, sql, type SqlBool } from 'kysely';
import type { Database } from '../db/index.ts';
import type { DB } from '../db/types.ts';

type Customers = ExpressionBuilder<DB & { customers: DB['customers'] }, 'customers'>;
const isPostgres = (db: Database) => db.getExecutor().adapter instanceof PostgresAdapter;
const columns = ['customers.name', 'customers.codeR3', 'customers.codeIsr', 'customers.codeUnified', 'customers.city'] as const;

/**
 * The customer-selection search: `text` appears anywhere in the name, a customer code or the city, ignoring case.
 * SQLite answers from the trigram index of migration 0034 (customers_fts), PostgreSQL from its trigram indexes
 * with ILIKE. One or two characters are too short for trigrams: those compare the columns themselves.
 */
export function customerSearchCondition(db: Database, eb: Customers, text: string): Expression<SqlBool> {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (isPostgres(db)) return eb.or(columns.map((c) => sql<SqlBool>`${eb.ref(c)} ilike ${like} escape '\\'`));
  if ([...text].length < 3) return eb.or(columns.map((c) => sql<SqlBool>`${eb.ref(c)} like ${like} escape '\\'`));
  const phrase = `"${text.replace(/"/g, '""')}"`;
  return sql<SqlBool>`customers.id in (select rowid from customers_fts where customers_fts match ${phrase})`;
}
