import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/index.ts';
import type { DB } from '../db/types.ts';

type Customers = ExpressionBuilder<DB & { customers: DB['customers'] }, 'customers'>;
const columns = ['customers.name', 'customers.codeR3', 'customers.codeIsr', 'customers.codeUnified', 'customers.city'] as const;

/**
 * The customer-selection search: `text` appears anywhere in the name, a customer code or the city, ignoring case.
 * SQLite answers from the trigram index of migration 0034 (customers_fts); PostgreSQL from one trigram index over
 * the five columns lower-cased (migration 0036's portal_customer_search_text). One or two characters are too short
 * for SQLite's trigrams: those compare the columns themselves.
 */
export function customerSearchCondition(db: Database, eb: Customers, text: string): Expression<SqlBool> {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (isPostgres(db)) {
    const searched = sql`portal_customer_search_text(${sql.join(columns.map((c) => eb.ref(c)))})`;
    return sql<SqlBool>`${searched} like ${like.toLowerCase()} escape '\\'`;
  }
  if ([...text].length < 3) return eb.or(columns.map((c) => sql<SqlBool>`lower(${eb.ref(c)}) like ${like.toLowerCase()} escape '\\'`));
  const phrase = `"${text.replace(/"/g, '""')}"`;
  return sql<SqlBool>`customers.id in (select rowid from customers_fts where customers_fts match ${phrase})`;
}
