import type { Database } from '../../api/db/index.ts';

/** An article of sorg 1000 in a category that nothing blocks and no quota limits, given plenty of stock. */
export async function orderableArticle(db: Database, category: 'BIKE' | 'PAA') {
  const article = await db
    .selectFrom('articles as a')
    .leftJoin('articleAnalysis as aa', 'aa.articleId', 'a.id')
    .select(['a.id', 'a.articleCode', 'a.uom'])
    .where('a.sorg', '=', '1000')
    .where('a.category', '=', category)
    .where((eb) =>
      eb.or([
        eb('aa.articleId', 'is', null),
        eb.and([
          eb('aa.allowToOrder', '=', 1),
          eb('aa.orderBlocked', '=', 0),
          eb('aa.invalidArticle', '=', 0),
          eb('aa.hasPrice', '=', 1),
          eb('aa.brandBlocked', '=', 0),
          eb('aa.categoryBlocked', '=', 0),
          eb('aa.hierarchyBlocked', '=', 0),
          eb('aa.sorgBlocked', '=', 0),
        ]),
      ]),
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom('orderQuotas').select('id').whereRef('orderQuotas.articleId', '=', 'a.id'))))
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  await db.updateTable('stock').set({ available: 1_000 }).where('articleId', '=', article.id).execute();
  return article;
}
