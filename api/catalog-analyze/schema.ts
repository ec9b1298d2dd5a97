import { z } from 'zod';
import { CustomerRef } from '../account/user-schema.ts';
import type { StockRow } from '../catalog/loaders.ts';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import { pageInfo } from '../db/paging.ts';
import { UserErrorRef } from '../graphql/mutation-result.ts';
import type { Customer } from '../db/types.ts';
import { analyzeArticles, analyzeCustomers, type AnalyzedLine, type ArticleAnalysis } from './service.ts';

// Catalogue analyze (spec 3 §2 /admin/catalog-analyze): staff ask why a customer can or cannot order articles.
const analyzeScope = { scope: 'page.catalog-analyze' } as const;

const AnalyzeFlag = builder.objectRef<AnalyzedLine['flags'][number]>('AnalyzeFlag').implement({
  ...insideGuardedFields,
  description: "One of the article's analysis flags and whether it stops the customer ordering.",
  fields: (t) => ({
    name: t.exposeString('name', {
      description: 'invalidArticle, hasPrice, allowToOrder, orderBlocked, hierarchyBlocked, brandBlocked, categoryBlocked or sorgBlocked',
    }),
    status: t.exposeBoolean('status', {
      nullable: true,
      description: 'The flag as stored; null when the article has no analysis row (nothing blocks it)',
    }),
    blocks: t.exposeBoolean('blocks', { description: 'Whether this flag stops ordering' }),
  }),
});

const AnalyzeArticle = builder.objectRef<NonNullable<AnalyzedLine['article']>>('AnalyzeArticle').implement({
  ...insideGuardedFields,
  description: "The article of the host's market an analyzed code names.",
  fields: (t) => ({
    articleCode: t.exposeString('articleCode', { description: "The ERP's key of the article" }),
    articleCodeDisplay: t.exposeString('articleCodeDisplay', { description: 'The article code as the dealer reads it everywhere' }),
    name: t.exposeString('name', { description: "The article's full name as the catalogue lists it" }),
    brand: t.exposeString('brand', { description: 'Brand name, e.g. Polygon or Marin' }),
    category: t.exposeString('category', { description: 'Product category: BIKE or PAA' }),
    uom: t.exposeString('uom', { description: 'Unit of measure it is ordered in; the asked quantity counts in it' }),
    slug: t.exposeString('slug', { description: 'Key of its catalogue detail page' }),
  }),
});

type Price = NonNullable<AnalyzedLine['price']>;
const AnalyzeVolumeStep = builder.objectRef<NonNullable<Price['volumeDiscount']>>('AnalyzeVolumeStep').implement({
  ...insideGuardedFields,
  description: 'The volume-discount rule that set the unit price for the asked quantity.',
  fields: (t) => ({
    salesDealNo: t.exposeString('salesDealNo', { description: 'Number of the sales deal the rule belongs to' }),
    term: t.exposeString('term', { description: '>= or <=: how the asked quantity compares with qty' }),
    qty: t.exposeInt('qty', { description: 'The quantity the term compares with' }),
    type: t.exposeString('type', { description: 'percent or fixed' }),
    value: t.exposeFloat('value', {
      description: 'Added to the unit price, so negative is cheaper: whole percent, or minor units for fixed',
    }),
  }),
});

const AnalyzePrice = builder.objectRef<Price>('AnalyzePrice').implement({
  ...insideGuardedFields,
  description: 'Minor units: what the cart charges the customer for the asked quantity, and from what.',
  fields: (t) => ({
    listPrice: t.exposeFloat('listPrice', { description: "The market's dealer price" }),
    dealer: t.exposeFloat('dealer', { description: "The customer's dealer price: their own where one is agreed, else the list" }),
    base: t.exposeString('base', { description: 'customer (an agreed price) or list' }),
    retail: t.exposeFloat('retail', { nullable: true, description: 'Recommended retail price; null when the market has none' }),
    unit: t.exposeFloat('unit', { description: 'The unit price for the asked quantity' }),
    subtotal: t.exposeFloat('subtotal', { description: 'The unit price times the asked quantity' }),
    source: t.exposeString('source', { description: 'none, volume (a volume step) or promotion' }),
    promotionCode: t.exposeString('promotionCode', {
      nullable: true,
      description: 'Code of the promotion that set the unit price, when source is promotion',
    }),
    volumeDiscount: t.field({
      type: AnalyzeVolumeStep,
      nullable: true,
      description: 'The volume-discount rule that set the unit price, when source is volume',
      resolve: (p) => p.volumeDiscount,
    }),
    currency: t.exposeString('currency', { description: "ISO 4217 code of the market's currency" }),
    precision: t.exposeInt('precision', { description: 'Minor digits per major unit of the currency' }),
  }),
});

const AnalyzeWarehouse = builder.objectRef<StockRow>('AnalyzeWarehouse').implement({
  ...insideGuardedFields,
  description: "The article's stock in one warehouse as stored, unmasked (staff see the numbers).",
  fields: (t) => ({
    warehouse: t.exposeString('warehouseName', { description: "The warehouse's name" }),
    available: t.exposeInt('available', { description: 'Units on hand' }),
    custorder: t.exposeInt('custorder', { description: 'Units on open customer orders' }),
    nextArrivalQty: t.exposeInt('nextArrivalQty', { nullable: true, description: 'Units of the next arrival; null when none is planned' }),
    nextArrivalDate: t.exposeString('nextArrivalDate', {
      nullable: true,
      description: 'Day of the next arrival, ISO 8601; null when none is planned',
    }),
    availableForOrderAt: t.exposeString('availableForOrderAt', {
      nullable: true,
      description: 'From when the next arrival may be pre-ordered, ISO 8601; null: not before it arrives',
    }),
  }),
});

const AnalyzeStock = builder.objectRef<NonNullable<AnalyzedLine['stock']>>('AnalyzeStock').implement({
  ...insideGuardedFields,
  description: 'What stock the article has and whether the cart and checkout hold orders to it.',
  fields: (t) => ({
    available: t.exposeInt('available', { description: 'What can be ordered now: on hand plus arrivals whose pre-order window is open' }),
    warehouses: t.field({
      type: [AnalyzeWarehouse],
      description: "Each warehouse, in the market's warehouse order",
      resolve: (s) => s.warehouses,
    }),
    cartHolds: t.exposeBoolean('cartHolds', { description: "The host's exactQtyCheck: the cart refuses more than is available" }),
    checkoutHolds: t.exposeBoolean('checkoutHolds', { description: 'Checkout holds orders to the stock there is' }),
  }),
});

const AnalyzeQuota = builder.objectRef<NonNullable<AnalyzedLine['quota']>>('AnalyzeQuota').implement({
  ...insideGuardedFields,
  description: 'The order limit (quota) binding the article for the customer today: of those in force, the one with least left.',
  fields: (t) => ({
    limitQty: t.exposeInt('limitQty', { description: "The quota's size in single pieces (EA)" }),
    remaining: t.exposeInt('remaining', { description: 'What may still be ordered in the period, in single pieces (EA)' }),
    maxQty: t.exposeInt('maxQty', { description: "The most a line may hold, in the article's unit" }),
    from: t.exposeString('from', { description: "Start of the quota's period, ISO 8601" }),
    to: t.exposeString('to', { description: "End of the quota's period, ISO 8601" }),
  }),
});

const AnalyzedArticle = builder.objectRef<AnalyzedLine>('AnalyzedArticle').implement({
  ...insideGuardedFields,
  description: 'One asked article code: whether the cart takes it for the customer, and what that rests on.',
  fields: (t) => ({
    articleCode: t.exposeString('articleCode', { description: 'The code as asked' }),
    orderable: t.boolean({ description: 'Whether the cart takes the asked quantity', resolve: (l) => !l.refusal }),
    refusal: t.field({
      type: UserErrorRef,
      nullable: true,
      description: "The cart's own refusal, field and translated message",
      resolve: (l) => l.refusal,
    }),
    article: t.field({
      type: AnalyzeArticle,
      nullable: true,
      description: "The article of the host's market with this code; null when the market does not sell it",
      resolve: (l) => l.article,
    }),
    otherMarkets: t.exposeStringList('otherMarkets', { description: 'Sales organisations that sell the code, when this market does not' }),
    otherMarketNames: t.exposeStringList('otherMarketNames', {
      description: 'The company names of those sales organisations, in the same order, as people read them',
    }),
    flags: t.field({
      type: [AnalyzeFlag],
      description: 'Every analysis flag the cart checks, in the order it checks them',
      resolve: (l) => l.flags,
    }),
    blockedReason: t.string({
      nullable: true,
      description: 'Why it was blocked, as recorded',
      resolve: (l) => l.analysis?.blockedReason ?? null,
    }),
    price: t.field({
      type: AnalyzePrice,
      nullable: true,
      description: "The customer's price for the asked quantity; null when the market does not sell the code",
      resolve: (l) => l.price,
    }),
    stock: t.field({
      type: AnalyzeStock,
      nullable: true,
      description: 'Its stock; null when the market does not sell the code',
      resolve: (l) => l.stock,
    }),
    quota: t.field({
      type: AnalyzeQuota,
      nullable: true,
      description: 'The order limit binding it for the customer today; null when no quota is in force',
      resolve: (l) => l.quota,
    }),
  }),
});

const CatalogAnalysis = builder.objectRef<ArticleAnalysis>('CatalogAnalysis').implement({
  ...insideGuardedFields,
  description: "Why each asked article can or cannot be ordered by one customer in the host's market.",
  fields: (t) => ({
    customer: t.field({ type: CustomerRef, description: 'The customer analyzed for', resolve: (a) => a.customer }),
    sorg: t.exposeString('sorg', { description: 'Code of the sales organisation (market) analyzed' }),
    sorgName: t.exposeString('sorgName', { description: 'The company name of that sales organisation, as people read it' }),
    qty: t.exposeInt('qty', { description: "The quantity asked of each article, in the article's unit" }),
    lines: t.field({
      type: [AnalyzedArticle],
      description: 'One line per distinct asked code, in the order asked',
      resolve: (a) => a.lines,
    }),
  }),
});

const AnalyzeCustomerList = builder
  .objectRef<{ customers: Customer[]; info: ReturnType<typeof pageInfo> }>('AnalyzeCustomerList')
  .implement({
    ...insideGuardedFields,
    description: 'One page of customers the user may analyze for.',
    fields: (t) => ({
      customers: t.field({ type: [CustomerRef], description: 'The customers of this page', resolve: (l) => l.customers }),
      info: t.field({ type: PageInfoRef, description: 'Paging; count is the number of matching customers', resolve: (l) => l.info }),
    }),
  });

builder.queryFields((t) => ({
  catalogAnalyzeCustomers: t.withAuth(analyzeScope).field({
    type: AnalyzeCustomerList,
    description: "Customers to analyze for, searched by name, code or city: those the user may act for, in the host's market.",
    args: {
      search: t.arg.string({ description: "Part of the customer's name, code or city; left out, all", validate: z.string().max(100) }),
      page: t.arg.int({ description: 'Page to read, from 1 (default 1)', defaultValue: 1, validate: z.number().int().min(1).max(10_000) }),
      limit: t.arg.int({
        description: 'Customers a page, 1 to 50 (default 10)',
        defaultValue: 10,
        validate: z.number().int().min(1).max(50),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const page = args.page ?? 1,
        limit = args.limit ?? 10;
      const { customers, count } = await analyzeCustomers(ctx, args.search, page, limit);
      return { customers, info: pageInfo(page, limit, count) };
    },
  }),
  catalogAnalyze: t.withAuth(analyzeScope).field({
    type: CatalogAnalysis,
    description:
      "Why each article can or cannot be ordered by the customer: the cart's verdict, every analysis flag, price, stock and order limit.",
    args: {
      customerId: t.arg.int({
        required: true,
        description: "The portal's id of a customer the user may act for; FORBIDDEN for any other or an unknown id",
      }),
      articleCodes: t.arg.stringList({
        required: true,
        description: 'ERP article codes to analyze, 1 to 100; repeats count once',
        validate: z.array(z.string().trim().min(1).max(60)).min(1, 'Enter at least one article code').max(100),
      }),
      qty: t.arg.int({
        description: "The quantity to ask of each, in the article's unit, 1 to 99999 (default 1)",
        defaultValue: 1,
        validate: z.number().int().min(1).max(99_999),
      }),
    },
    resolve: (_root, args, ctx) => analyzeArticles(ctx, args.customerId, args.articleCodes, args.qty ?? 1),
  }),
}));
