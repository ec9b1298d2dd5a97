import type { Database } from '../db/index.ts';
import { cached } from './cache.ts';
import type { Market } from './filters.ts';

/** The article a detail page opens, in the request's market only: by its own slug, or its group's (the group's first article). */
export async function articleBySlug(db: Database, market: Market, slug: string) {
  const article = await db.selectFrom('articles').selectAll().where('sorg', '=', market.sorg).where('slug', '=', slug).executeTakeFirst();
  if (article) return article;
  return db
    .selectFrom('articles as a')
    .innerJoin('productGroups as pg', 'pg.id', 'a.productGroupId')
    .selectAll('a')
    .where('pg.sorg', '=', market.sorg)
    .where('pg.slug', '=', slug)
    .orderBy('a.colour')
    .orderBy('a.sizeOrder')
    .orderBy('a.id')
    .executeTakeFirst();
}

/**
 * A product detail: the article, its group, every variant (colours and sizes), specification and gallery. It
 * belongs to the catalogue, not the customer, so it is cached with the catalogue.
 */
export function productDetails(db: Database, market: Market, slug: string) {
  return cached(db, `details:${market.sorg}:${slug}`, () => readDetails(db, market, slug));
}

async function readDetails(db: Database, market: Market, slug: string) {
  const article = await articleBySlug(db, market, slug);
  if (!article) return null;
  const [group, specification, images] = await Promise.all([
    db.selectFrom('productGroups').selectAll().where('id', '=', article.productGroupId).executeTakeFirstOrThrow(),
    db
      .selectFrom('articleSpecifications')
      .select(['code', 'name', 'value'])
      .where('productGroupId', '=', article.productGroupId)
      .orderBy('position')
      .execute(),
    db.selectFrom('articleImages').select('fileName').where('articleId', '=', article.id).orderBy('position').execute(),
  ]);
  return { article, group, specification, images: images.length ? images.map((i) => i.fileName) : [article.image] };
}

export type ProductDetails = NonNullable<Awaited<ReturnType<typeof productDetails>>>;
