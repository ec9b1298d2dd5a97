import { builder, insideGuardedFields } from '../graphql/builder.ts';
import type { ProductGroupRow } from './list.ts';
import { type ActivePromotion, type Article, loadersOf, type VolumeDiscount } from './loaders.ts';
import { type CustomerPrice, priceOf } from './pricing.ts';
import { type StockLine, stockSummary, type StockSummary } from './stock.ts';
import { promotionText, tagName } from '../data-texts/fields.ts';

// Catalogue types are read under page.catalog (the query fields check it); prices follow the session's customer.
export const imageUrl = (file: string) => `/images/products/${encodeURIComponent(file)}`;

const VolumeDiscountRuleRef = builder.objectRef<VolumeDiscount>('VolumeDiscountRule').implement({
  ...insideGuardedFields,
  description: 'One rule of a sales deal: when qty meets the term, value is added to the unit price (percent, or fixed minor units).',
  fields: (t) => ({
    salesDealNo: t.exposeString('salesDealNo'),
    discount: t.float({ resolve: (d) => Number(d.value) }),
    qty: t.exposeInt('qty'),
    uom: t.exposeString('uom'),
    term: t.exposeString('term', { description: '>= or <=' }),
    type: t.exposeString('type', { description: 'percent or fixed' }),
  }),
});

const VolumeDiscountRef = builder.objectRef<NonNullable<CustomerPrice['discount']>>('VolumeDiscount').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    salesDealNo: t.exposeString('salesDealNo'),
    description: t.exposeString('description'),
    detail: t.field({ type: [VolumeDiscountRuleRef], resolve: (d) => d.detail }),
  }),
});

export const PriceRef = builder.objectRef<CustomerPrice>('Price').implement({
  ...insideGuardedFields,
  description: "The active customer's price in the currency's minor unit; precision and separators to show it.",
  fields: (t) => ({
    dealer: t.exposeInt('dealer'),
    retailDisplay: t.exposeInt('retailDisplay'),
    promotionPrice: t.exposeFloat('promotionPrice', { nullable: true }),
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
    symbol: t.exposeString('symbol'),
    thousandSeparator: t.exposeString('thousandSeparator'),
    decimalSeparator: t.exposeString('decimalSeparator'),
    discount: t.field({ type: VolumeDiscountRef, nullable: true, resolve: (p) => p.discount }),
  }),
});

export const PromotionBadgeRef = builder.objectRef<ActivePromotion>('PromotionBadge').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.string({ resolve: promotionText('name') }),
    badge: t.string({ resolve: promotionText('badge') }),
    tagline: t.string({ resolve: promotionText('tagline') }),
    terms: t.string({ resolve: promotionText('terms') }),
    type: t.exposeString('type', { description: 'percent, fixed or price' }),
    value: t.float({ resolve: (p) => Number(p.value) }),
    minQty: t.exposeInt('minQty', { nullable: true }),
    maxQty: t.exposeInt('maxQty', { nullable: true }),
  }),
});

const StockFigureRef = builder.objectRef<StockLine['available']>('StockFigure').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    qty: t.exposeInt('qty', { nullable: true, description: 'null when the host masks it' }),
    mask: t.exposeString('mask', { description: 'none, low or available' }),
  }),
});

const NextArrivalRef = builder.objectRef<NonNullable<StockLine['nextArrival']>>('NextArrival').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    mode: t.exposeString('mode', { description: "The host's nextArrivalDisplay: quantity, days or date" }),
    date: t.exposeString('date'),
    days: t.exposeInt('days'),
    qty: t.exposeInt('qty', { nullable: true }),
    mask: t.exposeString('mask'),
  }),
});

export const StockLineRef = builder.objectRef<StockLine>('StockLine').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    warehouse: t.exposeString('warehouse', { nullable: true, description: 'null: all warehouses together' }),
    available: t.field({ type: StockFigureRef, resolve: (s) => s.available }),
    custorder: t.field({ type: StockFigureRef, resolve: (s) => s.custorder }),
    nextArrival: t.field({ type: NextArrivalRef, nullable: true, resolve: (s) => s.nextArrival }),
    availableForOrderAt: t.exposeString('availableForOrderAt', { nullable: true }),
  }),
});

export const StockSummaryRef = builder.objectRef<StockSummary>('StockSummary').implement({
  ...insideGuardedFields,
  description: 'Stock of all warehouses together, masked as the host says.',
  fields: (t) => ({
    hasStock: t.exposeBoolean('hasStock'),
    orderable: t.exposeBoolean('orderable', {
      description:
        'Whether checkout will take an order now: on hand, or an arrival whose pre-order window (availableForOrderAt) is open; always where the host takes back orders',
    }),
    available: t.field({ type: StockFigureRef, resolve: (s) => s.available }),
    custorder: t.field({ type: StockFigureRef, resolve: (s) => s.custorder }),
    nextArrival: t.field({ type: NextArrivalRef, nullable: true, resolve: (s) => s.nextArrival }),
    availableForOrderAt: t.exposeString('availableForOrderAt', { nullable: true }),
  }),
});

const TagRef = builder.objectRef<{ type: string; name: string; categoryCode: string; fileName: string | null }>('ArticleTag').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    type: t.exposeString('type'),
    name: t.string({ description: "In the reader's language", resolve: tagName }),
    category: t.exposeString('categoryCode'),
    fileName: t.exposeString('fileName', { nullable: true }),
  }),
});

export const ProductRef = builder.objectRef<Article>('Product').implement({
  ...insideGuardedFields,
  description: 'One orderable article: a colour and size of a product group.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    articleCode: t.exposeString('articleCode'),
    articleCodeDisplay: t.exposeString('articleCodeDisplay'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    category: t.exposeString('category'),
    brand: t.exposeString('brand'),
    serie: t.exposeString('series'),
    model: t.exposeString('model'),
    modelYear: t.exposeInt('modelYear'),
    merchandiseCategory: t.exposeString('mcId'),
    colour: t.exposeString('colour'),
    colourHex: t.exposeString('colourHex'),
    frameSize: t.exposeString('frameSize', { nullable: true }),
    wheelSize: t.exposeString('wheelSize', { nullable: true }),
    uom: t.exposeString('uom'),
    sorg: t.exposeString('sorg'),
    image: t.string({ resolve: (a) => imageUrl(a.image) }),
    price: t.field({
      type: PriceRef,
      nullable: true,
      description: 'null when the article has no price',
      resolve: async (a, _args, ctx) => ((await loadersOf(ctx).analysis.load(a.id))?.hasPrice === 0 ? null : priceOf(ctx, a)),
    }),
    promotion: t.field({ type: PromotionBadgeRef, nullable: true, resolve: (a, _args, ctx) => loadersOf(ctx).promotion.load(a.id) }),
    stock: t.field({
      type: StockSummaryRef,
      resolve: async (a, _args, ctx) => stockSummary(ctx.host.config, await loadersOf(ctx).stock.load(a.id)),
    }),
    allowToOrder: t.boolean({
      description: 'Ordering is allowed and nothing blocks it',
      resolve: async (a, _args, ctx) => orderable(await loadersOf(ctx).analysis.load(a.id)),
    }),
    restockNotification: t.boolean({ resolve: (a, _args, ctx) => loadersOf(ctx).restock.load(a.id) }),
    cartQty: t.int({
      description: "In the active customer's cart",
      resolve: (a, _args, ctx) => loadersOf(ctx).cartQty.load(a.articleCode),
    }),
    tags: t.field({ type: [TagRef], resolve: (a, _args, ctx) => loadersOf(ctx).tags.load(a.id) }),
  }),
});

/** An article may be ordered when it is valid, priced, allowed and no flag blocks it. */
export const orderable = (
  a: {
    invalidArticle: number;
    allowToOrder: number;
    orderBlocked: number;
    hierarchyBlocked: number;
    brandBlocked: number;
    categoryBlocked: number;
    sorgBlocked: number;
    hasPrice: number;
  } | null,
) =>
  !a ||
  (!a.invalidArticle &&
    !!a.allowToOrder &&
    !a.orderBlocked &&
    !a.hierarchyBlocked &&
    !a.brandBlocked &&
    !a.categoryBlocked &&
    !a.sorgBlocked &&
    !!a.hasPrice);

const ColourRef = builder.objectRef<{ name: string; hex: string }>('Colour').implement({
  ...insideGuardedFields,
  fields: (t) => ({ name: t.exposeString('name'), hex: t.exposeString('hex') }),
});

export const ProductGroupRef = builder.objectRef<ProductGroupRow>('ProductGroup').implement({
  ...insideGuardedFields,
  description: 'A model in one model year: the thumbnail of the group view. Prices in minor units.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    parentName: t.exposeString('parentName'),
    category: t.exposeString('category'),
    brand: t.exposeString('brand'),
    serie: t.exposeString('series'),
    model: t.exposeString('model'),
    modelYear: t.exposeInt('modelYear'),
    slug: t.exposeString('slug'),
    image: t.string({ resolve: (g) => imageUrl(g.image) }),
    colors: t.field({ type: [ColourRef], resolve: (g) => JSON.parse(g.colours) as { name: string; hex: string }[] }),
    startingAt: t.int({ resolve: (g) => Number(g.startingAt) }),
    maxRetail: t.int({ resolve: (g) => Number(g.maxRetail) }),
    items: t.int({
      description: 'Number of articles',
      resolve: async (g, _args, ctx) => (await loadersOf(ctx).articlesOfGroup.load(g.id)).length,
    }),
    slugs: t.stringList({ resolve: async (g, _args, ctx) => (await loadersOf(ctx).articlesOfGroup.load(g.id)).map((a) => a.slug) }),
    products: t.field({ type: [ProductRef], resolve: (g, _args, ctx) => loadersOf(ctx).articlesOfGroup.load(g.id) }),
  }),
});
