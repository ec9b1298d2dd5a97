import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../db/index.ts';
import type { DB } from '../db/types.ts';
import { exactCodeKey, LOOSE_CODE_DROPS, looseCodeKey, matchArticleCode } from '../../src/rules/article-code.ts';

type Row = { articleCode: string; articleCodeDisplay: string; sorg: string; uom: string };

/** A code column as looseCodeKey reads it, in SQL both dialects know. */
const loose = (column: 'articleCode' | 'articleCodeDisplay') =>
  sql<string>`upper(${LOOSE_CODE_DROPS.reduce((inner, drop) => sql`replace(${inner}, ${drop}, '')`, sql.ref(column))})`;

/**
 * Every article of the given markets (all, when null) that a typed code could name: one query for the whole paste,
 * compared as matchArticleCode compares, which then picks per code.
 */
async function candidates(db: Database, typed: readonly string[], sorg: string | null): Promise<Row[]> {
  const exact = [...new Set(typed.map(exactCodeKey).filter(Boolean))];
  const loosened = [...new Set(typed.map(looseCodeKey).filter(Boolean))];
  if (!exact.length) return [];
  return (
    db
      .selectFrom('articles')
      .select(['articleCode', 'articleCodeDisplay', 'sorg', 'uom'])
      // The sales organisation leads the articles' unique key: naming it keeps the scan to the markets asked.
      .where('sorg', 'in', sorg != null ? [sorg] : db.selectFrom('salesOrganisations').select('sorg'))
      .where((eb: ExpressionBuilder<DB, 'articles'>) =>
        eb.or([
          eb(eb.fn('upper', ['articleCode']), 'in', exact),
          eb(eb.fn('upper', ['articleCodeDisplay']), 'in', exact),
          eb(loose('articleCode'), 'in', loosened),
          eb(loose('articleCodeDisplay'), 'in', loosened),
        ]),
      )
      .execute()
  );
}

/** The article of the market each typed code names (internal or display code, leniently), keyed by the code as typed. */
export async function resolveArticleCodes(db: Database, typed: readonly string[], sorg: string): Promise<Map<string, Row>> {
  const rows = await candidates(db, typed, sorg);
  const found = new Map<string, Row>();
  for (const code of typed) {
    const article = matchArticleCode(code, rows);
    if (article) found.set(code, article);
  }
  return found;
}

/** The markets that sell what each typed code names, for codes the customer's market lacks. */
export async function marketsOfCodes(db: Database, typed: readonly string[]): Promise<Map<string, string[]>> {
  const rows = typed.length ? await candidates(db, typed, null) : [];
  const bySorg = new Map<string, Row[]>();
  for (const row of rows) bySorg.set(row.sorg, [...(bySorg.get(row.sorg) ?? []), row]);
  return new Map(
    typed.map((code) => [
      code,
      [...bySorg]
        .filter(([, of]) => matchArticleCode(code, of))
        .map(([s]) => s)
        .sort(),
    ]),
  );
}
