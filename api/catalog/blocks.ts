import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../db/types.ts';
import type { Analysis } from './loaders.ts';

// An article's order blocks are master data (article_analysis); the detail page, the card and the "In stock" filter
// read them the same way.

const blockFlags = ['invalidArticle', 'orderBlocked', 'hierarchyBlocked', 'brandBlocked', 'categoryBlocked', 'sorgBlocked'] as const;

type Flags = Pick<Analysis, (typeof blockFlags)[number] | 'allowToOrder' | 'hasPrice'>;

/** An article may be ordered when it is valid, priced, allowed and no flag blocks it; no analysis row blocks nothing. */
export const orderable = (a: Flags | null | undefined) => !a || (blockFlags.every((flag) => !a[flag]) && !!a.allowToOrder && !!a.hasPrice);

/**
 * Whether one analysis row blocks its article, read as `notBlocked`'s SQL reads it (a null flag blocks nothing): the
 * catalogue's in-memory index applies the "In stock" filter with it.
 */
export function analysisBlocks(row: Partial<Record<(typeof blockFlags)[number] | 'allowToOrder' | 'hasPrice', unknown>>): boolean {
  const is = (v: unknown, n: number) => v != null && Number(v) === n;
  return blockFlags.some((flag) => row[flag] != null && Number(row[flag]) !== 0) || is(row.allowToOrder, 0) || is(row.hasPrice, 0);
}

/** The same rule in SQL over articles `a`: no analysis row of the article blocks it. */
export function notBlocked(eb: ExpressionBuilder<DB & { a: DB['articles'] }, 'a'>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('articleAnalysis as x')
        .select(sql`1`.as('one'))
        .whereRef('x.articleId', '=', 'a.id')
        .where((x) => x.or([...blockFlags.map((flag) => x(`x.${flag}`, '!=', 0)), x('x.allowToOrder', '=', 0), x('x.hasPrice', '=', 0)])),
    ),
  );
}
