import DataLoader from 'dataloader';
import type { Selectable } from 'kysely';
import type { RequestContext } from '../context.ts';
import type { ArticleAnalysisTable, ArticleTable, StockTable, VolumeDiscountTable } from '../db/types.ts';
import { cachedRows } from './cache.ts';
import { runCompiled } from './compiled.ts';
import { marketOf } from './market.ts';

/** An article as the catalogue answers it (the search text stays in the database). */
export type Article = Omit<Selectable<ArticleTable>, 'searchText'>;
export const articleColumns = [
  'id',
  'sorg',
  'productGroupId',
  'articleCode',
  'articleCodeDisplay',
  'name',
  'slug',
  'category',
  'brand',
  'series',
  'model',
  'modelYear',
  'mcId',
  'paaKind',
  'colour',
  'colourHex',
  'frameSize',
  'wheelSize',
  'sizeOrder',
  'uom',
  'dealerPrice',
  'retailPrice',
  'stockTotal',
  'image',
] as const;
export type StockRow = Selectable<StockTable> & { warehouseName: string };
export type Analysis = Selectable<ArticleAnalysisTable>;
export type VolumeDiscount = Selectable<VolumeDiscountTable>;
export interface ArticleTag {
  articleId: number;
  type: string;
  name: string;
  categoryCode: string;
  fileName: string | null;
}
export interface ActivePromotion {
  articleId: number;
  code: string;
  name: string;
  badge: string;
  tagline: string;
  terms: string;
  type: 'percent' | 'fixed' | 'price';
  value: number;
  minQty: number | null;
  maxQty: number | null;
}

/** Rows grouped by key, in the order asked for (a DataLoader batch answers one list per key). */
function byKey<K, R>(keys: readonly K[], rows: R[], keyOf: (r: R) => K): R[][] {
  const groups = new Map<K, R[]>(keys.map((k) => [k, []]));
  for (const r of rows) groups.get(keyOf(r))?.push(r);
  return keys.map((k) => groups.get(k)!);
}

/** Rows as a map of lists by key (what `cachedRows` loads). */
function listsBy<K, R>(rows: R[], keyOf: (r: R) => K): Map<K, R[]> {
  const lists = new Map<K, R[]>();
  for (const r of rows) {
    const list = lists.get(keyOf(r));
    if (list) list.push(r);
    else lists.set(keyOf(r), [r]);
  }
  return lists;
}

const firstBy = <K, R>(rows: R[], keyOf: (r: R) => K) => new Map([...listsBy(rows, keyOf)].map(([k, list]) => [k, list[0]!]));

/**
 * One set of loaders per request: a page of 12 groups with their articles, prices, stock and flags is a handful of
 * batched queries whatever its size, never one query per product. What belongs to the catalogue (articles, stock,
 * flags, discounts, promotions, tags) comes from the catalogue cache; what belongs to the customer (own prices,
 * cart, restock wishes) is read for each request.
 */
function createLoaders(ctx: RequestContext) {
  const { db } = ctx;
  const customerId = ctx.actor?.customer?.id ?? -1;
  return {
    articlesOfGroup: new DataLoader<number, Article[]>((ids) =>
      cachedRows(db, 'articlesOfGroup', ids, [], async (absent) =>
        listsBy(
          await db
            .selectFrom('articles')
            .select(articleColumns)
            .where('productGroupId', 'in', absent)
            .orderBy('colour')
            .orderBy('sizeOrder')
            .orderBy('id')
            .execute(),
          (r) => r.productGroupId,
        ),
      ),
    ),
    stock: new DataLoader<number, StockRow[]>((ids) =>
      cachedRows(db, 'stock', ids, [], async (absent) =>
        listsBy(
          await db
            .selectFrom('stock as s')
            .innerJoin('warehouses as w', 'w.code', 's.warehouseCode')
            .selectAll('s')
            .select('w.name as warehouseName')
            .where('s.articleId', 'in', absent)
            .orderBy('w.position')
            .execute(),
          (r) => r.articleId,
        ),
      ),
    ),
    analysis: new DataLoader<number, Analysis | null>((ids) =>
      cachedRows<number, Analysis | null>(db, 'analysis', ids, null, async (absent) =>
        firstBy(await db.selectFrom('articleAnalysis').selectAll().where('articleId', 'in', absent).execute(), (r) => r.articleId),
      ),
    ),
    // Agreed prices are master data like the catalogue (the same generation covers them): cached per customer and article.
    customerPrice: new DataLoader<number, number | null>((ids) =>
      cachedRows<string, number | null>(
        db,
        'customerPrice',
        ids.map((id) => `${customerId}:${id}`),
        null,
        async (absent) =>
          new Map(
            (
              await db
                .selectFrom('customerPrices')
                .select(['articleId', 'dealerPrice'])
                .where('customerId', '=', customerId)
                .where(
                  'articleId',
                  'in',
                  absent.map((k) => Number(k.slice(k.indexOf(':') + 1))),
                )
                .execute()
            ).map((r) => [`${customerId}:${r.articleId}`, Number(r.dealerPrice)]),
          ),
      ),
    ),
    volumeDiscounts: new DataLoader<number, VolumeDiscount[]>(async (ids) => {
      const { custGroup } = await marketOf(ctx);
      const all = await cachedRows(db, 'volumeDiscounts', ids, [] as VolumeDiscount[], async (absent) =>
        listsBy(
          await db.selectFrom('volumeDiscounts').selectAll().where('articleId', 'in', absent).orderBy('position').execute(),
          (r) => r.articleId,
        ),
      );
      // A rule limited to a customer group applies to that group only.
      return all.map((rules) => rules.filter((r) => r.custGroup == null || r.custGroup === custGroup));
    }),
    promotion: new DataLoader<number, ActivePromotion | null>(async (ids) => {
      const { sorg, today } = await marketOf(ctx);
      return cachedRows<number, ActivePromotion | null>(db, `promotion:${sorg}:${today}`, ids, null, async (absent) =>
        firstBy(
          (await db
            .selectFrom('promotionDetails as pd')
            .innerJoin('promotions as p', 'p.id', 'pd.promotionId')
            .select([
              'pd.articleId',
              'p.code',
              'p.name',
              'p.badge',
              'p.tagline',
              'p.terms',
              'pd.type',
              'pd.value',
              'pd.minQty',
              'pd.maxQty',
            ])
            .where('pd.articleId', 'in', absent)
            .where('p.sorg', '=', sorg)
            .where('p.from', '<=', today)
            .where('p.to', '>=', today)
            .orderBy('p.from', 'desc')
            .orderBy('p.id')
            .execute()) as ActivePromotion[],
          (r) => r.articleId,
        ),
      );
    }),
    // The customer's whole cart and the user's whole restock list (both short) with one statement each, compiled
    // once (compiled.ts): a statement with as many parameters as keys would be built anew for every request.
    cartQty: new DataLoader<string, number>(async (codes) => {
      const { sorg } = await marketOf(ctx);
      const rows = await runCompiled(
        db,
        'cartQty',
        () =>
          db
            .selectFrom('cartLines')
            .select(['articleCode', 'quantity'])
            .where('customerId', '=', customerId)
            .where((eb) => eb.or([eb('sorg', '=', sorg), eb('sorg', 'is', null)])),
        [customerId, sorg],
      );
      return byKey(codes, rows, (r) => r.articleCode).map((g) => g.reduce((n, r) => n + r.quantity, 0));
    }),
    restock: new DataLoader<number, boolean>(async (ids) => {
      const userId = ctx.actor?.user.id;
      const rows =
        userId === undefined
          ? []
          : await runCompiled(db, 'restock', () => db.selectFrom('restockSubscriptions').select('articleId').where('userId', '=', userId), [
              userId,
            ]);
      return byKey(ids, rows, (r) => r.articleId).map((g) => g.length > 0);
    }),
    /** The host market's article of a code, null when the market has none (groupsets name their parts by code). */
    articleByCode: new DataLoader<string, Article | null>(async (codes) => {
      const { sorg } = await marketOf(ctx);
      return cachedRows<string, Article | null>(db, `articleByCode:${sorg}`, codes, null, async (absent) =>
        firstBy(
          await db.selectFrom('articles').select(articleColumns).where('sorg', '=', sorg).where('articleCode', 'in', absent).execute(),
          (r) => r.articleCode,
        ),
      );
    }),
    tags: new DataLoader<number, ArticleTag[]>((ids) =>
      cachedRows(db, 'tags', ids, [], async (absent) =>
        listsBy(
          await db
            .selectFrom('articleTags')
            .select(['articleId', 'type', 'name', 'categoryCode', 'fileName'])
            .where('articleId', 'in', absent)
            .orderBy('id')
            .execute(),
          (r) => r.articleId,
        ),
      ),
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
const perRequest = new WeakMap<RequestContext, Loaders>();

export function loadersOf(ctx: RequestContext): Loaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) perRequest.set(ctx, (loaders = createLoaders(ctx)));
  return loaders;
}
