import { sql, type Expression, type SqlBool } from 'kysely';

/** A search term as a LIKE literal: its own %, _ and \ match themselves (used with `escape '\\'`). */
export const likeLiteral = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains" on both dialects (SQLite's LIKE ignores case, PostgreSQL's does not). */
export const contains = (column: Expression<string>, term: string) =>
  sql<SqlBool>`lower(${column}) like ${`%${likeLiteral(term.toLowerCase())}%`} escape '\\'`;

/** `name:asc` / `id:desc` from a list's sort, kept to the columns the list allows; the first allowed is the default. */
export function parseSort<C extends string>(
  sort: readonly string[] | null | undefined,
  allowed: readonly C[],
): { column: C; desc: boolean }[] {
  const parsed = (sort ?? [])
    .map((s) => {
      const [column, order] = s.split(':');
      return { column: column as C, desc: order?.toLowerCase() === 'desc' };
    })
    .filter((s) => allowed.includes(s.column));
  return parsed.length ? parsed : [{ column: allowed[0], desc: false }];
}

/** Text sorts ignore case, as a reader expects (Product between guest and sales); ids sort as numbers. */
export const sortKey = (alias: string, column: string) =>
  column === 'id' ? sql.ref(`${alias}.id`) : sql`lower(${sql.ref(`${alias}.${column}`)})`;
