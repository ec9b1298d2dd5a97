import type { Insertable, Transaction } from 'kysely';
import type { FileStorage } from '../../files/storage.ts';
import type { DB } from '../types.ts';
import { productSvg, tagIcons } from './catalog-art.ts';
import { catalogOf, type GroupSeed } from './catalog-articles.ts';
import { groupsets, merchandiseCategoryRows } from './catalog-range.ts';
import {
  analysisOf,
  customerPricesOf,
  groupOrder,
  isBlocked,
  type Placed,
  promotionsOf,
  purchasesOf,
  quotasOf,
  stockOf,
  type StockSeed,
  tagCategoryRows,
  tagsOf,
  volumeDiscountsOf,
  warehousesOf,
} from './catalog-trade.ts';
import type { SeedSize } from './index.ts';
import { type Market, markets } from './markets.ts';
import { catalogWordRows, descriptionRows } from './product-texts.ts';
import { REFERENCE_DATE, seeded } from './random.ts';

type Tx = Transaction<DB>;

/** Each market's groups, drawn once per seed and shared by the image writer and the table writer. */
export type Catalog = { market: Market; groups: GroupSeed[] }[];

export const catalogFor = (size: SeedSize): Catalog => markets.map((market, i) => ({ market, groups: catalogOf(market, i, size) }));

/** Product images under products/: one file per drawing (sizes and markets share them), plus the tag icons. */
export async function writeCatalogImages(storage: FileStorage, catalog: Catalog): Promise<void> {
  const files = new Map<string, string>(Object.entries(tagIcons));
  for (const { groups } of catalog) {
    for (const g of groups)
      for (const a of g.articles) for (const art of a.images) if (!files.has(art.file)) files.set(art.file, productSvg(art));
  }
  await Promise.all([...files].map(([file, svg]) => storage.put(`products/${file}`, svg)));
}

// SQLite binds at most 32,766 values per statement; 8,000 leaves room on both dialects.
const VALUES_PER_STATEMENT = 8_000;

async function insert<T extends keyof DB & string>(tx: Tx, table: T, rows: Insertable<DB[T]>[]): Promise<void> {
  if (!rows.length) return;
  const chunk = Math.max(1, Math.floor(VALUES_PER_STATEMENT / Object.keys(rows[0]).length));
  for (let i = 0; i < rows.length; i += chunk) {
    // Kysely cannot relate a generic table name to its row type; the signature above keeps callers typed.
    await tx
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as never)
      .execute();
  }
}

export interface CatalogCustomer {
  id: number;
  sorg: string;
}

/** The catalogue tables of every market, in the caller's transaction. Returns the demo dealer's cart lines. */
export async function seedCatalog(tx: Tx, catalog: Catalog, customers: CatalogCustomer[], dealer: { userId: number; customerId: number }) {
  await insert(tx, 'merchandiseCategories', merchandiseCategoryRows());
  await insert(tx, 'articleTagCategories', tagCategoryRows);
  await insert(
    tx,
    'warehouses',
    markets.flatMap((m) => warehousesOf[m.key].map(([code, name, area], position) => ({ code, sorg: m.sorg, name, area, position }))),
  );
  await insert(
    tx,
    'groupsets',
    markets.flatMap((m) =>
      groupsets.map((g, position) => ({
        sorg: m.sorg,
        code: g.code,
        name: g.name,
        brand: g.brand,
        speeds: g.speeds,
        shifting: g.shifting,
        position,
      })),
    ),
  );
  const groupsetIds = new Map(
    (await tx.selectFrom('groupsets').select(['id', 'sorg', 'code']).execute()).map((r) => [`${r.sorg}|${r.code}`, r.id]),
  );

  // Stock first: the group and article rows carry its totals.
  const stock = new Map<object, StockSeed[]>();
  for (const { market, groups } of catalog) {
    const f = seeded(`catalogue-stock-${market.key}`);
    for (const g of groups) for (const a of g.articles) stock.set(a, stockOf(f, market, g.category === 'BIKE'));
  }
  const total = (rows: StockSeed[]) => rows.reduce((sum, s) => sum + s.available, 0);

  await insert(
    tx,
    'productGroups',
    catalog.flatMap(({ market, groups }) =>
      groups.map((g) => ({
        sorg: market.sorg,
        category: g.category,
        parentName: g.parentName,
        slug: g.slug,
        brand: g.brand,
        series: g.series,
        model: g.model,
        modelYear: g.modelYear,
        mcId: g.mcId,
        groupsetId: g.groupsetCode ? groupsetIds.get(`${market.sorg}|${g.groupsetCode}`)! : null,
        description: g.description,
        image: g.articles[0].images[0].file,
        colours: JSON.stringify([...new Map(g.articles.map((a) => [a.colour.code, a.colour])).values()]),
        startingAt: Math.min(...g.articles.map((a) => a.dealerPrice)),
        maxRetail: Math.max(...g.articles.map((a) => a.retailPrice)),
        stockTotal: g.articles.reduce((sum, a) => sum + total(stock.get(a)!), 0),
        soldQty: g.soldQty,
        recommendedRank: g.recommendedRank,
      })),
    ),
  );
  // The catalogue's words and each group's description in every translated language.
  await insert(tx, 'dataTexts', [
    ...catalogWordRows(),
    ...catalog.flatMap(({ market, groups }) => groups.flatMap((g) => descriptionRows(market.sorg, g.slug, g.descriptionParts))),
  ]);
  const groupIds = new Map(
    (await tx.selectFrom('productGroups').select(['id', 'sorg', 'slug']).execute()).map((r) => [`${r.sorg}|${r.slug}`, r.id]),
  );
  const groupId = (sorg: string, g: GroupSeed) => groupIds.get(`${sorg}|${g.slug}`)!;

  await insert(
    tx,
    'articleSpecifications',
    catalog.flatMap(({ market, groups }) =>
      groups.flatMap((g) => g.specs.map((s, position) => ({ productGroupId: groupId(market.sorg, g), ...s, position }))),
    ),
  );

  await insert(
    tx,
    'articles',
    catalog.flatMap(({ market, groups }) =>
      groups.flatMap((g) =>
        g.articles.map((a) => ({
          sorg: market.sorg,
          productGroupId: groupId(market.sorg, g),
          articleCode: a.articleCode,
          articleCodeDisplay: a.articleCodeDisplay,
          name: a.name,
          slug: a.slug,
          category: g.category,
          brand: g.brand,
          series: g.series,
          model: g.model,
          modelYear: g.modelYear,
          mcId: g.mcId,
          paaKind: a.paaKind,
          colour: a.colour.name,
          colourHex: a.colour.hex,
          frameSize: a.frameSize,
          wheelSize: a.wheelSize,
          sizeOrder: a.sizeOrder,
          uom: a.uom,
          dealerPrice: a.dealerPrice,
          retailPrice: a.retailPrice,
          stockTotal: total(stock.get(a)!),
          image: a.images[0].file,
          searchText: a.searchText,
        })),
      ),
    ),
  );
  const articleIds = new Map(
    (await tx.selectFrom('articles').select(['id', 'sorg', 'articleCode']).execute()).map((r) => [`${r.sorg}|${r.articleCode}`, r.id]),
  );

  const placedOf = new Map<Market, Placed[]>(
    catalog.map(({ market, groups }) => {
      let index = 0;
      return [
        market,
        groups.flatMap((g) =>
          g.articles.map((a) => ({
            a,
            g,
            index: index++,
            id: articleIds.get(`${market.sorg}|${a.articleCode}`)!,
            stockTotal: total(stock.get(a)!),
          })),
        ),
      ];
    }),
  );
  const all = [...placedOf.values()].flat();

  await insert(
    tx,
    'articleImages',
    all.flatMap((p) => p.a.images.map((art, position) => ({ articleId: p.id, fileName: art.file, position }))),
  );
  await insert(
    tx,
    'stock',
    all.flatMap((p) => stock.get(p.a)!.map((s) => ({ articleId: p.id, ...s }))),
  );
  await insert(tx, 'articleAnalysis', all.map(analysisOf));
  await insert(
    tx,
    'articleTags',
    [...placedOf.values()].flatMap((placed) => {
      const groupIndex = groupOrder(placed);
      return placed.flatMap((p) => tagsOf(p, groupIndex.get(p.g)!).map((t) => ({ articleId: p.id, ...t })));
    }),
  );
  await insert(
    tx,
    'groupsetArticles',
    [...placedOf].flatMap(([m, placed]) =>
      placed
        .filter((p) => p.g.mcId === 'P710')
        .map((p) => ({ groupsetId: groupsetIds.get(`${m.sorg}|${p.g.groupsetCode}`)!, articleId: p.id, position: 0 })),
    ),
  );

  for (const [m, placed] of placedOf) {
    const f = seeded(`catalogue-trade-${m.key}`);
    const customerIds = customers.filter((c) => c.sorg === m.sorg).map((c) => c.id);
    for (const { promotion, details } of promotionsOf(m, placed)) {
      await insert(tx, 'promotions', [promotion]);
      const { id } = await tx
        .selectFrom('promotions')
        .select('id')
        .where('sorg', '=', m.sorg)
        .where('code', '=', promotion.code)
        .executeTakeFirstOrThrow();
      await insert(
        tx,
        'promotionDetails',
        details.map((d) => ({ promotionId: id, ...d })),
      );
    }
    await insert(tx, 'volumeDiscounts', volumeDiscountsOf(m, placed));
    await insert(tx, 'orderQuotas', quotasOf(m, placed, m.sorg === markets[0].sorg ? dealer.customerId : customerIds[0]));
    // In the home market the demo dealer is among those with own prices, so it can be compared with another dealer.
    const priced = m.sorg === markets[0].sorg ? [dealer.customerId, ...customerIds.filter((id) => id !== dealer.customerId)] : customerIds;
    await insert(tx, 'customerPrices', customerPricesOf(f, m, placed, priced));
    await insert(tx, 'customerPurchases', purchasesOf(f, placed, customerIds));
  }

  // The demo dealer watches two sold-out bikes and has a bike, helmets and tyres in the cart.
  const home = placedOf.get(markets[0])!;
  const orderable = home.filter((p) => !isBlocked(p.index));
  await insert(
    tx,
    'restockSubscriptions',
    orderable
      .filter((p) => p.stockTotal === 0 && p.g.category === 'BIKE')
      .slice(0, 2)
      .map((p) => ({
        userId: dealer.userId,
        customerId: dealer.customerId,
        articleId: p.id,
        sorg: markets[0].sorg,
        createdAt: REFERENCE_DATE,
      })),
  );
  const pick = (test: (p: Placed) => boolean, quantity: number) => {
    const p = orderable.find((x) => test(x) && x.stockTotal > 0) ?? orderable.find(test)!;
    return {
      articleCode: p.a.articleCode,
      quantity,
      unitPrice: p.a.dealerPrice,
      currency: markets[0].currency.display,
      sorg: markets[0].sorg,
      uom: p.a.uom,
      addedAt: REFERENCE_DATE,
    };
  };
  return [pick((p) => p.g.category === 'BIKE', 2), pick((p) => p.a.paaKind === 'helmet', 5), pick((p) => p.a.paaKind === 'tyre', 10)];
}
