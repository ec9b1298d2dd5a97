import { z } from 'zod';
import type { SignedInContext } from '../auth/context.ts';
import { builder, PageInfoRef, insideGuardedFields } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { notFound } from '../graphql/errors.ts';
import { failed, MutationResultRef, succeeded } from '../graphql/mutation-result.ts';
import {
  articleDisplays,
  articlesByCode,
  BEST_SELLERS_LIMIT,
  bestSellers,
  groupsets,
  promotionDetails,
  type PromotionRow,
  promotions,
  purchases,
  setRestock,
  SUGGESTION_LIMIT,
  SUGGESTION_MIN_CHARS,
  suggestions,
} from './extras.ts';
import { type Analysis, type Article, loadersOf } from './loaders.ts';
import { CatalogFilterInput, toFilter } from './list-schema.ts';
import { marketOf } from './market.ts';
import { imageUrl, ProductGroupRef, ProductRef, StockSummaryRef } from './product-schema.ts';
import { stockSummary } from './stock.ts';
import { promotionText } from '../data-texts/fields.ts';

const categoryArg = z.string().regex(/^(bike|paa)$/i);
const toCategory = (c: string | null | undefined) => (c ? (c.toUpperCase() as 'BIKE' | 'PAA') : null);
const paging = { page: z.number().int().min(1).max(10_000), limit: z.number().int().min(1).max(50) };

const SuggestedProduct = builder.objectRef<Awaited<ReturnType<typeof suggestions>>[number]>('SuggestedProduct').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    name: t.exposeString('name'),
    articleCode: t.exposeString('articleCode', { description: "The ERP's article key" }),
    articleCodeDisplay: t.exposeString('articleCodeDisplay', { description: 'The article code as the dealer reads it everywhere' }),
    slug: t.exposeString('slug'),
    category: t.exposeString('category'),
    image: t.string({ resolve: (s) => imageUrl(s.image) }),
  }),
});

const Suggestions = builder
  .objectRef<{ data: Awaited<ReturnType<typeof suggestions>>; suggestion: string | null }>('Suggestions')
  .implement({
    ...insideGuardedFields,
    fields: (t) => ({
      data: t.field({ type: [SuggestedProduct], resolve: (s) => s.data }),
      suggestion: t.exposeString('suggestion', { nullable: true, description: 'The best match’s name, to complete the search box' }),
    }),
  });

const Groupset = builder.objectRef<Awaited<ReturnType<typeof groupsets>>[number]>('Groupset').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    brand: t.exposeString('brand'),
    speeds: t.exposeInt('speeds'),
    shifting: t.exposeString('shifting'),
    articleCodes: t.exposeStringList('articleCodes'),
    products: t.field({
      type: [ProductRef],
      description: 'The parts as articles, in the order of articleCodes',
      // One loader batch answers the parts of every groupset in the list.
      resolve: async (g, _args, ctx) =>
        (await Promise.all(g.articleCodes.map((code) => loadersOf(ctx).articleByCode.load(code)))).filter((a): a is Article => a != null),
    }),
  }),
});

type DetailRow = Awaited<ReturnType<typeof promotionDetails>>[number];
const PromotionDetail = builder.objectRef<DetailRow>('PromotionDetail').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    articleCode: t.exposeString('articleCode'),
    brand: t.exposeString('brand'),
    mc: t.exposeString('mcId'),
    type: t.exposeString('type'),
    value: t.float({ resolve: (d) => Number(d.value) }),
    condition: t.field({
      type: builder.objectRef<DetailRow>('PromotionCondition').implement({
        ...insideGuardedFields,
        fields: (c) => ({ minQty: c.exposeInt('minQty', { nullable: true }), maxQty: c.exposeInt('maxQty', { nullable: true }) }),
      }),
      resolve: (d) => d,
    }),
  }),
});

const Promotion = builder.objectRef<PromotionRow & { details: DetailRow[] }>('Promotion').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.string({ resolve: promotionText('name') }),
    description: t.string({ resolve: promotionText('description') }),
    terms: t.string({ resolve: promotionText('terms') }),
    badge: t.string({ resolve: promotionText('badge') }),
    tagline: t.string({ resolve: promotionText('tagline') }),
    locations: t.stringList({ resolve: (p) => JSON.parse(p.locations) as string[] }),
    productCategory: t.exposeString('productCategory', { nullable: true }),
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    details: t.field({ type: [PromotionDetail], description: 'Empty unless withDetailOffer', resolve: (p) => p.details }),
  }),
});

const ProductList = builder.objectRef<{ products: Article[]; info: PageInfo }>('ProductList').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    products: t.field({ type: [ProductRef], resolve: (p) => p.products }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const Flag = builder.objectRef<{ status: boolean; description: string }>('AnalysisFlag').implement({
  ...insideGuardedFields,
  fields: (t) => ({ status: t.exposeBoolean('status'), description: t.exposeString('description') }),
});

const flagTexts = {
  invalidArticle: 'Article is not valid',
  allowToOrder: 'Article may be ordered',
  orderBlocked: 'Ordering is blocked',
  hierarchyBlocked: 'Product hierarchy is blocked',
  brandBlocked: 'Brand is blocked',
  categoryBlocked: 'Category is blocked',
  sorgBlocked: 'Blocked in this sales organisation',
  hasPrice: 'Article has a price',
} as const;
type FlagKey = keyof typeof flagTexts;
const flagDefaults: Record<FlagKey, number> = {
  invalidArticle: 0,
  allowToOrder: 1,
  orderBlocked: 0,
  hierarchyBlocked: 0,
  brandBlocked: 0,
  categoryBlocked: 0,
  sorgBlocked: 0,
  hasPrice: 1,
};

const ProductAnalysis = builder.objectRef<{ article: Article; analysis: Analysis | null }>('ProductAnalysis').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    articleCode: t.string({ resolve: (p) => p.article.articleCode }),
    sorg: t.string({ resolve: (p) => p.article.sorg }),
    ...(Object.fromEntries(
      (Object.keys(flagTexts) as FlagKey[]).map((k) => [
        k,
        t.field({
          type: Flag,
          resolve: (p) => {
            const status = !!(p.analysis?.[k] ?? flagDefaults[k]);
            const blocked = k !== 'allowToOrder' && k !== 'hasPrice' ? status : !status;
            return { status, description: blocked && p.analysis?.blockedReason ? p.analysis.blockedReason : flagTexts[k] };
          },
        }),
      ]),
    ) as Record<FlagKey, ReturnType<typeof t.field>>),
    stock: t.field({
      type: StockSummaryRef,
      resolve: async (p, _a, ctx) => stockSummary(ctx.host.config, await loadersOf(ctx).stock.load(p.article.id)),
    }),
  }),
});

const ArticleDisplay = builder.objectRef<Awaited<ReturnType<typeof articleDisplays>>['articles'][number]>('ArticleDisplay').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    articleCode: t.exposeString('articleCode'),
    articleCodeDisplay: t.exposeString('articleCodeDisplay'),
    name: t.exposeString('name'),
    uom: t.exposeString('uom'),
  }),
});

const ArticleDisplayPage = builder.objectRef<Awaited<ReturnType<typeof articleDisplays>>>('ArticleDisplayPage').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    articles: t.field({ type: [ArticleDisplay], resolve: (p) => p.articles }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

builder.queryFields((t) => ({
  suggestions: t.withAuth({ scope: 'page.catalog' }).field({
    type: Suggestions,
    description: 'Up to 4 products for the app-bar search; the search needs at least 3 characters.',
    args: {
      search: t.arg.string({
        required: true,
        validate: z.string().trim().min(SUGGESTION_MIN_CHARS, 'Type at least 3 characters').max(100),
      }),
      category: t.arg.string({ validate: categoryArg }),
      limit: t.arg.int({ defaultValue: SUGGESTION_LIMIT, validate: z.number().int().min(1).max(SUGGESTION_LIMIT) }),
      filter: t.arg({ type: CatalogFilterInput, description: 'The current list filters, when the dealer searches within them' }),
    },
    resolve: async (_root, args, ctx) => {
      const data = await suggestions(
        ctx.db,
        await marketOf(ctx),
        args.search,
        toCategory(args.category),
        args.limit ?? SUGGESTION_LIMIT,
        toFilter(args.filter),
      );
      return { data, suggestion: data[0]?.name ?? null };
    },
  }),
  groupsets: t.withAuth({ scope: 'page.catalog' }).field({
    type: [Groupset],
    resolve: async (_root, _args, ctx) => groupsets(ctx.db, await marketOf(ctx)),
  }),
  bestSellers: t.withAuth({ scope: 'page.catalog' }).field({
    type: [ProductGroupRef],
    args: {
      category: t.arg.string({ validate: categoryArg }),
      limit: t.arg.int({ defaultValue: BEST_SELLERS_LIMIT, validate: z.number().int().min(1).max(BEST_SELLERS_LIMIT) }),
    },
    resolve: async (_root, args, ctx) =>
      bestSellers(ctx.db, await marketOf(ctx), toCategory(args.category), args.limit ?? BEST_SELLERS_LIMIT),
  }),
  promotions: t.withAuth({ scope: 'page.catalog' }).field({
    type: [Promotion],
    description: "The market's running promotions.",
    args: { withDetailOffer: t.arg.boolean({ defaultValue: false }), productCategory: t.arg.string({ validate: categoryArg }) },
    resolve: async (_root, args, ctx) => {
      const rows = await promotions(ctx.db, await marketOf(ctx), toCategory(args.productCategory));
      const details =
        args.withDetailOffer && rows.length
          ? await promotionDetails(
              ctx.db,
              rows.map((r) => r.id),
            )
          : [];
      return rows.map((r) => ({ ...r, details: details.filter((d) => d.promotionId === r.id) }));
    },
  }),
  previousPurchases: t.withAuth({ $all: { scope: 'page.catalog', activeCustomer: true } }).field({
    type: ProductList,
    description: 'What the active customer bought, most recent first.',
    args: { page: t.arg.int({ defaultValue: 1, validate: paging.page }), limit: t.arg.int({ defaultValue: 12, validate: paging.limit }) },
    resolve: async (_root, args, ctx) =>
      purchases(ctx.db, await marketOf(ctx), ctx.actor.customer!, 'recent', args.page ?? 1, args.limit ?? 12),
  }),
  frequentPurchases: t.withAuth({ $all: { scope: 'page.catalog', activeCustomer: true } }).field({
    type: ProductList,
    description: 'What the active customer orders most often.',
    args: { page: t.arg.int({ defaultValue: 1, validate: paging.page }), limit: t.arg.int({ defaultValue: 12, validate: paging.limit }) },
    resolve: async (_root, args, ctx) =>
      purchases(ctx.db, await marketOf(ctx), ctx.actor.customer!, 'frequent', args.page ?? 1, args.limit ?? 12),
  }),
  // The catalogue and its analysis read it, and the cart page for its blocked lines.
  productAnalyzes: t.withAuth({ anyScope: ['page.catalog', 'page.catalog-analyze', 'cart.display-order-qty'] }).field({
    type: [ProductAnalysis],
    description: 'Why each article may or may not be ordered, with its stock.',
    args: { articleCodes: t.arg.stringList({ required: true, validate: z.array(z.string().max(60)).min(1).max(100) }) },
    resolve: async (_root, args, ctx) => {
      const articles = await articlesByCode(ctx.db, await marketOf(ctx), args.articleCodes);
      const analyses = await loadersOf(ctx).analysis.loadMany(articles.map((a) => a.id));
      return articles.map((article, i) => ({ article, analysis: analyses[i] instanceof Error ? null : (analyses[i] as Analysis | null) }));
    },
  }),
  articleDisplays: t.withAuth({ scope: 'page.catalog' }).field({
    type: ArticleDisplayPage,
    args: {
      search: t.arg.string({ required: true, validate: z.string().trim().min(1).max(100) }),
      page: t.arg.int({ defaultValue: 1, validate: paging.page }),
      limit: t.arg.int({ defaultValue: 20, validate: paging.limit }),
    },
    resolve: async (_root, args, ctx) => articleDisplays(ctx.db, await marketOf(ctx), args.search, args.page ?? 1, args.limit ?? 20),
  }),
}));

const restockArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  articleCode: t.arg.string({ required: true, validate: z.string().min(1).max(60) }),
  sorg: t.arg.string({ required: true, validate: z.string().max(10) }),
});

async function restock(ctx: SignedInContext, articleCode: string, sorg: string, on: boolean) {
  const market = await marketOf(ctx);
  if (sorg !== market.sorg)
    return failed('This article is not sold here', [
      { field: 'sorg', message: 'Not this market', messageKey: 'catalog:errors.other_market' },
    ]);
  const [article] = await articlesByCode(ctx.db, market, [articleCode]);
  if (!article) return notFound('Product not found');
  await setRestock(ctx.db, ctx.actor.user.id, ctx.actor.customer?.id ?? null, article.id, market.sorg, on);
  return succeeded(on ? 'We will tell you when it is back in stock' : 'Restock notification turned off');
}

builder.mutationFields((t) => ({
  subscribeRestock: t.withAuth({ scope: 'page.catalog' }).field({
    type: MutationResultRef,
    description: 'Tell me when this article is back in stock.',
    args: restockArgs(t),
    resolve: (_root, args, ctx) => restock(ctx, args.articleCode, args.sorg, true),
  }),
  unsubscribeRestock: t.withAuth({ scope: 'page.catalog' }).field({
    type: MutationResultRef,
    args: restockArgs(t),
    resolve: (_root, args, ctx) => restock(ctx, args.articleCode, args.sorg, false),
  }),
}));
