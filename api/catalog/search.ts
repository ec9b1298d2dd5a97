import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';
import type { Database } from '../db/index.ts';
import { foldedWordPrefixes, isPostgres, searchFold } from '../db/dialect.ts';
import type { DB } from '../db/types.ts';

type Articles = ExpressionBuilder<DB & { a: DB['articles'] }, 'a'>;

/**
 * Words of a search as typed, without the characters FTS5 or LIKE would read as syntax, and without words that
 * hold no letter or digit (a lone dash), which neither index can look for.
 */
export const searchWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/["'*^():%_\\]/g, ' ')
    .split(/\s+/)
    .filter((w) => searchFold(w).trim())
    .slice(0, 8);

/**
 * THE text search of the catalogue: a condition on articles `a` that every word of `text` starts a word of the
 * article's name or search text (codes, brand, series, model, colour, sizes), ignoring case and accents. SQLite
 * answers from the FTS5 index; PostgreSQL from the trigram index over the same text folded alike (migration 0036),
 * so both find the same articles. Replace this one function to change how the catalogue searches.
 */
export function searchCondition(db: Database, eb: Articles, text: string): Expression<SqlBool> {
  const words = searchWords(text);
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  if (isPostgres(db)) return foldedWordPrefixes(sql<string>`${eb.ref('a.name')} || ' ' || ${eb.ref('a.searchText')}`, words);
  const match = words.map((w) => `"${w}"*`).join(' ');
  return sql<SqlBool>`a.id in (select rowid from articles_fts where articles_fts match ${match})`;
}
