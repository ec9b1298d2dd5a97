import { builder, insideGuardedFields } from '../graphql/builder.ts';
import type { ProductGroupRow } from './list.ts';
import { type ActivePromotion, type Article, loadersOf, type VolumeDiscount } from './loaders.ts';
import { type CustomerPrice, priceOf } from './pricing.ts';
import { orderable } from './blocks.ts';
import { type StockLine, stockSummary, type StockSummary } from './stock.ts';
import { articleName, colourName, promotionText, tagName } from '../data-texts/fields.ts';

// Catalogue types are read under page.catalog (the query fields check it); prices follow the session's customer.
export const imageUrl = (file: string) => `/images/products/${encodeURIComponent(file)}`;

const VolumeDiscountRuleRef = builder.objectRef<VolumeDiscount>('VolumeDiscountRule').implement({
  ...insideGuardedFields,
  description: 'One rule of a sales deal: when qty meets the term, value is added to the unit price (percent, or fixed minor units).',
  fields: (t) => ({
    salesDealNo: t.exposeString('salesDealNo', { description: 'Number of the sales deal this rule belongs to' }),
    discount: t.float({
      description:
        'Added to the unit price, so negative is cheaper: whole percent for type percent, minor units of the market currency for fixed',
      resolve: (d) => Number(d.value),
    }),
    qty: t.exposeInt('qty', { description: 'The ordered quantity the term compares with' }),
    uom: t.exposeString('uom', { description: 'Unit of measure the quantity counts in, e.g. EA' }),
    term: t.exposeString('term', { description: '>= or <=' }),
    type: t.exposeString('type', { description: 'percent or fixed' }),
  }),
});

const VolumeDiscountRef = builder.objectRef<NonNullable<CustomerPrice['discount']>>('VolumeDiscount').implement({
  ...insideGuardedFields,
  description: "The volume discounts of an article for the active customer's group: its rules, the first matching one pricing the line.",
  fields: (t) => ({
    salesDealNo: t.exposeString('salesDealNo', { description: 'Number of the sales deal of the first rule' }),
    description: t.exposeString('description', { description: 'What the sales deal of the first rule offers, as the market wrote it' }),
    detail: t.field({
      type: [VolumeDiscountRuleRef],
      description: 'Every rule in the order they are tried; the first whose term holds for the ordered quantity sets the unit price',
      resolve: (d) => d.detail,
    }),
  }),
});

export const PriceRef = builder.objectRef<CustomerPrice>('Price').implement({
  ...insideGuardedFields,
  description: "The active customer's price in the currency's minor unit; precision and separators to show it.",
  fields: (t) => ({
    dealer: t.exposeInt('dealer', {
      description:
        "The active customer's unit price before discounts in minor units: their agreed price where one exists, else the dealer list price",
    }),
    retailDisplay: t.exposeInt('retailDisplay', { description: 'Recommended retail price in minor units, shown for reference' }),
    promotionPrice: t.exposeFloat('promotionPrice', {
      nullable: true,
      description:
        "Unit price under the article's running promotion at the smallest quantity it holds for, in minor units; null without a promotion or when it is not below the dealer price",
    }),
    currency: t.exposeString('currency', { description: "ISO 4217 code of the market's currency, e.g. IDR" }),
    precision: t.exposeInt('precision', { description: 'Minor digits per major unit of the currency (0 for IDR, 2 for USD)' }),
    symbol: t.exposeString('symbol', { description: "The host's currency symbol to show before amounts" }),
    thousandSeparator: t.exposeString('thousandSeparator', { description: "The host's thousands separator for showing amounts" }),
    decimalSeparator: t.exposeString('decimalSeparator', { description: "The host's decimal separator for showing amounts" }),
    discount: t.field({
      type: VolumeDiscountRef,
      nullable: true,
      description: "The article's volume discounts for the active customer's group, null when none applies",
      resolve: (p) => p.discount,
    }),
  }),
});

export const PromotionBadgeRef = builder.objectRef<ActivePromotion>('PromotionBadge').implement({
  ...insideGuardedFields,
  description: "The market's running promotion on an article (the latest started when several name it), as its thumbnail shows it.",
  fields: (t) => ({
    code: t.exposeString('code', { description: "The promotion's code, unique in the market" }),
    name: t.string({ description: "The promotion's name in the reader's language", resolve: promotionText('name') }),
    badge: t.string({ description: "Short badge text on the thumbnail, in the reader's language", resolve: promotionText('badge') }),
    tagline: t.string({ description: "One-line pitch in the reader's language", resolve: promotionText('tagline') }),
    terms: t.string({ description: "The promotion's terms and conditions in the reader's language", resolve: promotionText('terms') }),
    type: t.exposeString('type', { description: 'percent, fixed or price' }),
    value: t.float({
      description:
        'For percent and fixed, added to the dealer price (negative is cheaper; whole percent, or minor units); for price, the promotion unit price in minor units',
      resolve: (p) => Number(p.value),
    }),
    minQty: t.exposeInt('minQty', {
      nullable: true,
      description: 'Smallest ordered quantity the promotion holds for; null: no lower bound',
    }),
    maxQty: t.exposeInt('maxQty', {
      nullable: true,
      description: 'Largest ordered quantity the promotion holds for; null: no upper bound',
    }),
  }),
});

const StockFigureRef = builder.objectRef<StockLine['available']>('StockFigure').implement({
  ...insideGuardedFields,
  description: "A stock quantity as the host shows it: the number of units, or only its level when the host's maskStock hides it.",
  fields: (t) => ({
    qty: t.exposeInt('qty', { nullable: true, description: 'null when the host masks it' }),
    mask: t.exposeString('mask', {
      description: 'The level, always given: none (0 units), low (under 10) or available; the page translates it',
    }),
  }),
});

const NextArrivalRef = builder.objectRef<NonNullable<StockLine['nextArrival']>>('NextArrival').implement({
  ...insideGuardedFields,
  description: "The earliest arrival of more stock within the host's nextArrivalMonth window, as the host shows it.",
  fields: (t) => ({
    mode: t.exposeString('mode', { description: "The host's nextArrivalDisplay: quantity, days or date" }),
    date: t.exposeString('date', { description: 'Arrival day, ISO 8601 calendar date (YYYY-MM-DD, UTC)' }),
    days: t.exposeInt('days', { description: 'Whole days from today (UTC) to the arrival; 0 is today' }),
    qty: t.exposeInt('qty', { nullable: true, description: "Units arriving that day; null when the host's maskNextArrival hides it" }),
    mask: t.exposeString('mask', { description: 'Level of the arriving quantity, always given: none, low (under 10) or available' }),
  }),
});

export const StockLineRef = builder.objectRef<StockLine>('StockLine').implement({
  ...insideGuardedFields,
  description: "An article's stock in one warehouse, or in all of them together, as the host shows it.",
  fields: (t) => ({
    warehouse: t.exposeString('warehouse', { nullable: true, description: 'null: all warehouses together' }),
    available: t.field({
      type: StockFigureRef,
      description: 'Units on hand in this warehouse, or in all together',
      resolve: (s) => s.available,
    }),
    custorder: t.field({
      type: StockFigureRef,
      description: 'Units on open customer orders in this warehouse or all together',
      resolve: (s) => s.custorder,
    }),
    nextArrival: t.field({
      type: NextArrivalRef,
      nullable: true,
      description: 'The next arrival worth showing, null when none is due within the window',
      resolve: (s) => s.nextArrival,
    }),
    availableForOrderAt: t.exposeString('availableForOrderAt', {
      nullable: true,
      description: 'Earliest day a pre-order against the next arrival may be placed, ISO 8601; null when none is planned',
    }),
  }),
});

export const StockSummaryRef = builder.objectRef<StockSummary>('StockSummary').implement({
  ...insideGuardedFields,
  description: 'Stock of all warehouses together, masked as the host says.',
  fields: (t) => ({
    hasStock: t.exposeBoolean('hasStock', {
      description: 'Whether any warehouse has units on hand (the hasStock filter and the in-stock flag)',
    }),

    orderable: t.exposeBoolean('orderable', {
      description:
        'Whether checkout will take an order now: on hand, or an arrival whose pre-order window (availableForOrderAt) is open; always where the host takes back orders',
    }),
    available: t.field({ type: StockFigureRef, description: 'Units on hand in all warehouses together', resolve: (s) => s.available }),
    custorder: t.field({
      type: StockFigureRef,
      description: 'Units on open customer orders in all warehouses together',
      resolve: (s) => s.custorder,
    }),
    nextArrival: t.field({
      type: NextArrivalRef,
      nullable: true,
      description: 'The earliest arrival across warehouses with the units arriving that day summed; null when none is due',
      resolve: (s) => s.nextArrival,
    }),
    availableForOrderAt: t.exposeString('availableForOrderAt', {
      nullable: true,
      description: 'Earliest day any warehouse takes pre-orders against its next arrival, ISO 8601; null when none does',
    }),
  }),
});

const TagRef = builder.objectRef<{ type: string; name: string; categoryCode: string; fileName: string | null }>('ArticleTag').implement({
  ...insideGuardedFields,
  description: 'A tag marketing puts on an article (new, award winner, preview), shown on its thumbnail.',
  fields: (t) => ({
    type: t.exposeString('type', { description: 'How the tag shows: badge, label or icon' }),
    name: t.string({ description: "In the reader's language", resolve: tagName }),
    category: t.exposeString('categoryCode', { description: 'Code of the tag category, e.g. highlight, award or marin_preview_page' }),
    fileName: t.exposeString('fileName', { nullable: true, description: "File name of the tag's picture; null when it shows as text" }),
  }),
});

export const ProductRef = builder.objectRef<Article>('Product').implement({
  ...insideGuardedFields,
  description: 'One orderable article: a colour and size of a product group.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the article" }),
    articleCode: t.exposeString('articleCode', { description: "The ERP's article key, unique in the sales organisation" }),
    articleCodeDisplay: t.exposeString('articleCodeDisplay', { description: 'The article code as the dealer reads it everywhere' }),
    name: t.string({
      description: "The article's full name as the catalogue lists it, its colour in the reader's language",
      resolve: articleName,
    }),
    slug: t.exposeString('slug', {
      description: 'Key of its detail page, /catalog/bike/{slug} or /catalog/paa/{slug}; unique in the market',
    }),
    category: t.exposeString('category', { description: 'Product category: BIKE or PAA (parts and accessories)' }),
    brand: t.exposeString('brand', { description: 'Brand name, e.g. Polygon or Marin' }),
    serie: t.exposeString('series', { description: 'Series within the brand the model belongs to' }),
    model: t.exposeString('model', { description: 'Model name within the series' }),
    modelYear: t.exposeInt('modelYear', { description: 'Model year, e.g. 2026' }),
    merchandiseCategory: t.exposeString('mcId', { description: 'Merchandise-category id, e.g. B110 for bikes or P210 for parts' }),
    colour: t.string({
      description: "Colour name as the brand calls it, in the reader's language",
      resolve: colourName<Article>((a) => a.colour),
    }),
    colourHex: t.exposeString('colourHex', { description: 'The colour as a CSS hex value (#RRGGBB) for the swatch' }),
    frameSize: t.exposeString('frameSize', {
      nullable: true,
      description: 'Frame size (XS to XL, or inches); null when the article has none',
    }),
    wheelSize: t.exposeString('wheelSize', { nullable: true, description: 'Wheel size, e.g. 29"; null when the article has none' }),
    uom: t.exposeString('uom', { description: 'Unit of measure it is ordered in, e.g. EA' }),
    sorg: t.exposeString('sorg', { description: 'Code of the sales organisation (market) that sells it' }),
    image: t.string({ description: "Address of the article's first picture, under /images/products/", resolve: (a) => imageUrl(a.image) }),
    price: t.field({
      type: PriceRef,
      nullable: true,
      description: 'null when the article has no price',
      resolve: async (a, _args, ctx) => ((await loadersOf(ctx).analysis.load(a.id))?.hasPrice === 0 ? null : priceOf(ctx, a)),
    }),
    promotion: t.field({
      type: PromotionBadgeRef,
      nullable: true,
      description: "The market's running promotion on the article, null when none is running today",
      resolve: (a, _args, ctx) => loadersOf(ctx).promotion.load(a.id),
    }),
    stock: t.field({
      type: StockSummaryRef,
      description: 'Stock of all warehouses together, with the in-stock and orderable flags',
      resolve: async (a, _args, ctx) => stockSummary(ctx.host.config, await loadersOf(ctx).stock.load(a.id)),
    }),
    allowToOrder: t.boolean({
      description: 'Ordering is allowed and nothing blocks it',
      resolve: async (a, _args, ctx) => orderable(await loadersOf(ctx).analysis.load(a.id)),
    }),
    restockNotification: t.boolean({
      description: 'Whether the signed-in user asked to be told when the article is back in stock (subscribeRestock)',
      resolve: (a, _args, ctx) => loadersOf(ctx).restock.load(a.id),
    }),
    cartQty: t.int({
      description: "In the active customer's cart",
      resolve: (a, _args, ctx) => loadersOf(ctx).cartQty.load(a.articleCode),
    }),
    tags: t.field({
      type: [TagRef],
      description: "The article's tags in the order they were added",
      resolve: (a, _args, ctx) => loadersOf(ctx).tags.load(a.id),
    }),
  }),
});

const ColourRef = builder.objectRef<{ name: string; hex: string }>('Colour').implement({
  ...insideGuardedFields,
  description: 'One colour a product group comes in, for its swatch.',
  fields: (t) => ({
    name: t.string({
      description: "Colour name as the brand calls it, in the reader's language",
      resolve: colourName<{ name: string }>((c) => c.name),
    }),
    hex: t.exposeString('hex', { description: 'The colour as a CSS hex value (#RRGGBB)' }),
  }),
});

export const ProductGroupRef = builder.objectRef<ProductGroupRow>('ProductGroup').implement({
  ...insideGuardedFields,
  description: 'A model in one model year: the thumbnail of the group view. Prices in minor units.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the product group" }),
    parentName: t.exposeString('parentName', { description: "The group's name: the model without colour or size" }),
    category: t.exposeString('category', { description: 'Product category: BIKE or PAA (parts and accessories)' }),
    brand: t.exposeString('brand', { description: 'Brand name, e.g. Polygon or Marin' }),
    serie: t.exposeString('series', { description: 'Series within the brand the model belongs to' }),
    model: t.exposeString('model', { description: 'Model name within the series' }),
    modelYear: t.exposeInt('modelYear', { description: 'Model year, e.g. 2026' }),
    slug: t.exposeString('slug', { description: "Opens the detail page of the group's first article; unique in the market" }),
    image: t.string({
      description: "Address of the group's thumbnail picture, under /images/products/",
      resolve: (g) => imageUrl(g.image),
    }),
    colors: t.field({
      type: [ColourRef],
      description: 'The colours of its articles, in article order',
      resolve: (g) => JSON.parse(g.colours) as { name: string; hex: string }[],
    }),
    startingAt: t.int({
      description: "Lowest dealer list price of its articles, in minor units of the market's currency",
      resolve: (g) => Number(g.startingAt),
    }),
    maxRetail: t.int({
      description: "Highest recommended retail price of its articles, in minor units of the market's currency",
      resolve: (g) => Number(g.maxRetail),
    }),
    items: t.int({
      description: 'Number of articles',
      resolve: async (g, _args, ctx) => (await loadersOf(ctx).articlesOfGroup.load(g.id)).length,
    }),
    openSlug: t.string({
      description:
        'The article a card opens: the first, by colour then size, with stock on hand and nothing blocking its order; else the first one not blocked; else the first',
      resolve: async (g, _args, ctx) => {
        const loaders = loadersOf(ctx);
        const articles = await loaders.articlesOfGroup.load(g.id);
        const open = await Promise.all(articles.map(async (a) => orderable(await loaders.analysis.load(a.id))));
        const pick = articles.find((a, i) => open[i] && a.stockTotal > 0) ?? articles.find((_a, i) => open[i]) ?? articles[0];
        return pick?.slug ?? g.slug;
      },
    }),
    slugs: t.stringList({
      description: 'Slugs of its articles, by colour then size',
      resolve: async (g, _args, ctx) => (await loadersOf(ctx).articlesOfGroup.load(g.id)).map((a) => a.slug),
    }),
    products: t.field({
      type: [ProductRef],
      description: 'Its articles, by colour then size',
      resolve: (g, _args, ctx) => loadersOf(ctx).articlesOfGroup.load(g.id),
    }),
  }),
});
