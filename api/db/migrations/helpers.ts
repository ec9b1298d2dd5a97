import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

export { isPostgres };

/** Both dialects run the same migrations; only an auto-increment id differs between them. */

export const autoId = (db: Kysely<any>) => (col: ColumnDefinitionBuilder) =>
  isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey();

/** A CHECK constraint that keeps a text column to a fixed list (both dialects lack a shared enum type). */
export function sqlIn(column: string, values: string[], nullable = false) {
  const list = sql.join(values.map((v) => sql.lit(v)));
  const inList = sql`${sql.ref(column)} in (${list})`;
  return nullable ? sql`${sql.ref(column)} is null or ${inList}` : inList;
}
