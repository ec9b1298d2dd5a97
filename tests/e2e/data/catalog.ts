import { type ExpressionBuilder, sql } from 'kysely';
import { inWriteTransaction } from '../../../api/db/write-transaction.ts';
import type { DB } from '../../../api/db/types.ts';
import { e2eDb, uniqueTag } from './database.ts';

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

/**
 * A new bike model of a market, copied from a seeded one with its own codes, slugs and name: every variant has 5
 * units in one warehouse except those `soldOut` names by position (by colour, then size), which have none.
 */
export async function newModel({ sorg = '1000', soldOut = [] as number[] } = {}) {
  const db = await e2eDb();
  const tag = uniqueTag();
  return inWriteTransaction(db, async (tx) => {
    const source = await tx
      .selectFrom('productGroups as pg')
      .selectAll('pg')
      .where('pg.sorg', '=', sorg)
      .where('pg.category', '=', 'BIKE')
      .where((eb) =>
        eb(eb.selectFrom('articles as a').select(eb.fn.countAll().as('n')).whereRef('a.productGroupId', '=', 'pg.id'), '>=', 2),
      )
      .orderBy('pg.id')
      .executeTakeFirstOrThrow();
    const { id: _id, ...group } = source;
    const parentName = `${source.parentName} ${tag}`;
    const { id } = await tx
      .insertInto('productGroups')
      .values({ ...group, parentName, slug: `${source.slug}-${tag.toLowerCase()}`, stockTotal: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const articles = await tx
      .selectFrom('articles')
      .selectAll()
      .where('productGroupId', '=', source.id)
      .orderBy('colour')
      .orderBy('sizeOrder')
      .execute();
    const [warehouse] = await tx.selectFrom('stock').select('warehouseCode').where('articleId', '=', articles[0].id).execute();
    const made: { articleCode: string; slug: string; soldOut: boolean }[] = [];
    for (const [i, { id: _a, ...article }] of articles.entries()) {
      const units = soldOut.includes(i) ? 0 : 5;
      const copy = {
        ...article,
        productGroupId: id,
        articleCode: `${article.articleCode}${tag}`,
        articleCodeDisplay: `${article.articleCodeDisplay} ${tag}`,
        slug: `${article.slug}-${tag.toLowerCase()}`,
        searchText: `${article.searchText} ${tag}`,
        stockTotal: units,
      };
      const { id: articleId } = await tx.insertInto('articles').values(copy).returning('id').executeTakeFirstOrThrow();
      await tx
        .insertInto('stock')
        .values({
          articleId,
          warehouseCode: warehouse.warehouseCode,
          available: units,
          custorder: 0,
          nextArrivalDate: null,
          nextArrivalQty: null,
          availableForOrderAt: null,
          updatedAt: new Date().toISOString(),
        })
        .execute();
      made.push({ articleCode: copy.articleCode, slug: copy.slug, soldOut: units === 0 });
    }
    return { parentName, articles: made };
  });
}
