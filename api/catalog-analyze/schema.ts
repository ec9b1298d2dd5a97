import { z } from 'zod';
import { CustomerRef } from '../account/schema.ts';
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
  fields: (t) => ({
    articleCode: t.exposeString('articleCode'),
    articleCodeDisplay: t.exposeString('articleCodeDisplay'),
    name: t.exposeString('name'),
    brand: t.exposeString('brand'),
    category: t.exposeString('category'),
    uom: t.exposeString('uom'),
    slug: t.exposeString('slug'),
  }),
});

type Price = NonNullable<AnalyzedLine['price']>;
const AnalyzeVolumeStep = builder.objectRef<NonNullable<Price['volumeDiscount']>>('AnalyzeVolumeStep').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    salesDealNo: t.exposeString('salesDealNo'),
    term: t.exposeString('term'),
    qty: t.exposeInt('qty'),
    type: t.exposeString('type'),
    value: t.exposeFloat('value'),
  }),
});

const AnalyzePrice = builder.objectRef<Price>('AnalyzePrice').implement({
  ...insideGuardedFields,
  description: 'Minor units: what the cart charges the customer for the asked quantity, and from what.',
  fields: (t) => ({
    listPrice: t.exposeFloat('listPrice', { description: "The market's dealer price" }),
    dealer: t.exposeFloat('dealer', { description: "The customer's dealer price: their own where one is agreed, else the list" }),
    base: t.exposeString('base', { description: 'customer (an agreed price) or list' }),
    retail: t.exposeFloat('retail', { nullable: true }),
    unit: t.exposeFloat('unit', { description: 'The unit price for the asked quantity' }),
    subtotal: t.exposeFloat('subtotal'),
    source: t.exposeString('source', { description: 'none, volume (a volume step) or promotion' }),
    promotionCode: t.exposeString('promotionCode', { nullable: true }),
    volumeDiscount: t.field({ type: AnalyzeVolumeStep, nullable: true, resolve: (p) => p.volumeDiscount }),
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
  }),
});

const AnalyzeWarehouse = builder.objectRef<StockRow>('AnalyzeWarehouse').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    warehouse: t.exposeString('warehouseName'),
    available: t.exposeInt('available'),
    custorder: t.exposeInt('custorder'),
    nextArrivalQty: t.exposeInt('nextArrivalQty', { nullable: true }),
    nextArrivalDate: t.exposeString('nextArrivalDate', { nullable: true }),
    availableForOrderAt: t.exposeString('availableForOrderAt', { nullable: true }),
  }),
});

const AnalyzeStock = builder.objectRef<NonNullable<AnalyzedLine['stock']>>('AnalyzeStock').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    available: t.exposeInt('available', { description: 'What can be ordered now: on hand plus arrivals whose pre-order window is open' }),
    warehouses: t.field({ type: [AnalyzeWarehouse], resolve: (s) => s.warehouses }),
    cartHolds: t.exposeBoolean('cartHolds', { description: "The host's exactQtyCheck: the cart refuses more than is available" }),
    checkoutHolds: t.exposeBoolean('checkoutHolds', { description: 'Checkout holds orders to the stock there is' }),
  }),
});

const AnalyzeQuota = builder.objectRef<NonNullable<AnalyzedLine['quota']>>('AnalyzeQuota').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    limitQty: t.exposeInt('limitQty', { description: 'EA' }),
    remaining: t.exposeInt('remaining', { description: 'EA' }),
    maxQty: t.exposeInt('maxQty', { description: "The most a line may hold, in the article's unit" }),
    from: t.exposeString('from'),
    to: t.exposeString('to'),
  }),
});

const AnalyzedArticle = builder.objectRef<AnalyzedLine>('AnalyzedArticle').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    articleCode: t.exposeString('articleCode', { description: 'The code as asked' }),
    orderable: t.boolean({ description: 'Whether the cart takes the asked quantity', resolve: (l) => !l.refusal }),
    refusal: t.field({
      type: UserErrorRef,
      nullable: true,
      description: "The cart's own refusal, field and translated message",
      resolve: (l) => l.refusal,
    }),
    article: t.field({ type: AnalyzeArticle, nullable: true, resolve: (l) => l.article }),
    otherMarkets: t.exposeStringList('otherMarkets', { description: 'Sales organisations that sell the code, when this market does not' }),
    flags: t.field({ type: [AnalyzeFlag], resolve: (l) => l.flags }),
    blockedReason: t.string({
      nullable: true,
      description: 'Why it was blocked, as recorded',
      resolve: (l) => l.analysis?.blockedReason ?? null,
    }),
    price: t.field({ type: AnalyzePrice, nullable: true, resolve: (l) => l.price }),
    stock: t.field({ type: AnalyzeStock, nullable: true, resolve: (l) => l.stock }),
    quota: t.field({ type: AnalyzeQuota, nullable: true, resolve: (l) => l.quota }),
  }),
});

const CatalogAnalysis = builder.objectRef<ArticleAnalysis>('CatalogAnalysis').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    customer: t.field({ type: CustomerRef, resolve: (a) => a.customer }),
    sorg: t.exposeString('sorg'),
    qty: t.exposeInt('qty'),
    lines: t.field({ type: [AnalyzedArticle], resolve: (a) => a.lines }),
  }),
});

const AnalyzeCustomerList = builder
  .objectRef<{ customers: Customer[]; info: ReturnType<typeof pageInfo> }>('AnalyzeCustomerList')
  .implement({
    ...insideGuardedFields,
    fields: (t) => ({
      customers: t.field({ type: [CustomerRef], resolve: (l) => l.customers }),
      info: t.field({ type: PageInfoRef, resolve: (l) => l.info }),
    }),
  });

builder.queryFields((t) => ({
  catalogAnalyzeCustomers: t.withAuth(analyzeScope).field({
    type: AnalyzeCustomerList,
    description: "Customers to analyze for, searched by name, code or city: those the user may act for, in the host's market.",
    args: {
      search: t.arg.string({ validate: z.string().max(100) }),
      page: t.arg.int({ defaultValue: 1, validate: z.number().int().min(1).max(10_000) }),
      limit: t.arg.int({ defaultValue: 10, validate: z.number().int().min(1).max(50) }),
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
      customerId: t.arg.int({ required: true }),
      articleCodes: t.arg.stringList({
        required: true,
        validate: z.array(z.string().trim().min(1).max(60)).min(1, 'Enter at least one article code').max(100),
      }),
      qty: t.arg.int({ defaultValue: 1, validate: z.number().int().min(1).max(99_999) }),
    },
    resolve: (_root, args, ctx) => analyzeArticles(ctx, args.customerId, args.articleCodes, args.qty ?? 1),
  }),
}));
