import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../../api/db/types.ts';
import { e2eDb } from './database.ts';

type Articles = ExpressionBuilder<DB, 'articles'>;

/** An article no analysis flag keeps from ordering (no analysis row means nothing blocks it) and without a quota. */
export const orderable = (eb: Articles) =>
  eb.and([
    eb.or([
      eb.not(eb.exists(eb.selectFrom('articleAnalysis as x').select('x.articleId').whereRef('x.articleId', '=', 'articles.id'))),
      eb.exists(
        eb
          .selectFrom('articleAnalysis as x')
          .select('x.articleId')
          .whereRef('x.articleId', '=', 'articles.id')
          .where('x.allowToOrder', '=', 1)
          .where('x.orderBlocked', '=', 0)
          .where('x.invalidArticle', '=', 0)
          .where('x.hasPrice', '=', 1)
          .where('x.brandBlocked', '=', 0)
          .where('x.categoryBlocked', '=', 0)
          .where('x.hierarchyBlocked', '=', 0)
          .where('x.sorgBlocked', '=', 0),
      ),
    ]),
    eb.not(eb.exists(eb.selectFrom('orderQuotas as q').select('q.articleId').whereRef('q.articleId', '=', 'articles.id'))),
  ]);

/** Units of an article the warehouses have available. */
export const available = (eb: Articles) =>
  eb.selectFrom('stock as s').select(sql<number>`coalesce(sum(s.available), 0)`.as('n')).whereRef('s.articleId', '=', 'articles.id');

/** Orderable articles of a market and category with at least `stock` units available, oldest first. */
export async function orderableArticles({
  sorg = '1000',
  category = 'BIKE' as 'BIKE' | 'PAA',
  stock = 5,
  count = 1,
  except = [] as string[],
} = {}) {
  const db = await e2eDb();
  return db
    .selectFrom('articles')
    .select(['articles.id', 'articles.articleCode', 'articles.articleCodeDisplay', 'articles.name', 'articles.uom', 'articles.sorg'])
    .where('articles.sorg', '=', sorg)
    .where('articles.category', '=', category)
    .where(orderable)
    .where((eb) => eb(available(eb), '>=', stock))
    .$if(except.length > 0, (q) => q.where('articles.articleCode', 'not in', except))
    .orderBy('articles.id')
    .limit(count)
    .execute();
}

/** One of them; the test fails at once if the market has none. */
export async function orderableArticle(options: Parameters<typeof orderableArticles>[0] = {}) {
  const [article] = await orderableArticles({ ...options, count: 1 });
  if (!article) throw new Error(`no orderable ${options.category ?? 'BIKE'} in ${options.sorg ?? '1000'}`);
  return article;
}
