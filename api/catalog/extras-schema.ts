import { z } from 'zod';
import type { SignedInContext } from '../context.ts';
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
  description: 'An article the search box offers as the dealer types.',
  fields: (t) => ({
    name: t.exposeString('name', { description: "The article's full name as the catalogue lists it" }),
    articleCode: t.exposeString('articleCode', { description: "The ERP's article key" }),
    articleCodeDisplay: t.exposeString('articleCodeDisplay', { description: 'The article code as the dealer reads it everywhere' }),
    slug: t.exposeString('slug', { description: 'Key of its detail page, /catalog/bike/{slug} or /catalog/paa/{slug}' }),
    category: t.exposeString('category', { description: 'Product category: BIKE or PAA' }),
    image: t.string({ description: "Address of the article's first picture, under /images/products/", resolve: (s) => imageUrl(s.image) }),
  }),
});

const Suggestions = builder
  .objectRef<{ data: Awaited<ReturnType<typeof suggestions>>; suggestion: string | null }>('Suggestions')
  .implement({
    ...insideGuardedFields,
    description: 'What the search box offers for the text typed so far.',
    fields: (t) => ({
      data: t.field({
        type: [SuggestedProduct],
        description: 'The matching articles, most recommended product group first',
        resolve: (s) => s.data,
      }),
      suggestion: t.exposeString('suggestion', { nullable: true, description: 'The best match’s name, to complete the search box' }),
    }),
  });

const Groupset = builder.objectRef<Awaited<ReturnType<typeof groupsets>>[number]>('Groupset').implement({
  ...insideGuardedFields,
  description: "A groupset (a matched set of drivetrain parts) of the host's market, with its parts as catalogue articles.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the groupset" }),
    code: t.exposeString('code', { description: "The groupset's code, e.g. GS-DEORE-12" }),
    name: t.exposeString('name', { description: 'Its name, e.g. Shimano Deore 12-speed' }),
    brand: t.exposeString('brand', { description: 'Brand of the components, e.g. Shimano or SRAM' }),
    speeds: t.exposeInt('speeds', { description: 'Number of rear gears' }),
    shifting: t.exposeString('shifting', { description: 'mechanical or electronic' }),
    articleCodes: t.exposeStringList('articleCodes', {
      description: "Article codes of its parts in the market's catalogue, in the groupset's own order",
    }),
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
  description: 'One article a promotion covers and what it takes off.',
  fields: (t) => ({
    articleCode: t.exposeString('articleCode', { description: "The ERP's key of the article" }),
    brand: t.exposeString('brand', { description: "The article's brand" }),
    mc: t.exposeString('mcId', { description: "The article's merchandise-category id" }),
    type: t.exposeString('type', { description: 'percent, fixed or price' }),
    value: t.float({
      description:
        'For percent and fixed, added to the dealer price (negative is cheaper; whole percent, or minor units); for price, the promotion unit price in minor units',
      resolve: (d) => Number(d.value),
    }),
    condition: t.field({
      type: builder.objectRef<DetailRow>('PromotionCondition').implement({
        ...insideGuardedFields,
        description: 'The ordered quantities a promotion detail holds for.',
        fields: (c) => ({
          minQty: c.exposeInt('minQty', { nullable: true, description: 'Smallest quantity it holds for; null: no lower bound' }),
          maxQty: c.exposeInt('maxQty', { nullable: true, description: 'Largest quantity it holds for; null: no upper bound' }),
        }),
      }),
      description: 'The quantities the promotion holds for on this article',
      resolve: (d) => d,
    }),
  }),
});

const Promotion = builder.objectRef<PromotionRow & { details: DetailRow[] }>('Promotion').implement({
  ...insideGuardedFields,
  description: "A promotion of the host's market, with its texts in the reader's language.",
  fields: (t) => ({
    code: t.exposeString('code', { description: "The promotion's code, unique in the market (the promotions filter key)" }),
    name: t.string({ description: "The promotion's name in the reader's language", resolve: promotionText('name') }),
    description: t.string({ description: "What the promotion offers, in the reader's language", resolve: promotionText('description') }),
    terms: t.string({ description: "Its terms and conditions in the reader's language", resolve: promotionText('terms') }),
    badge: t.string({ description: "Short badge text on thumbnails, in the reader's language", resolve: promotionText('badge') }),
    tagline: t.string({ description: "One-line pitch in the reader's language", resolve: promotionText('tagline') }),
    locations: t.stringList({
      description: 'Where the portal shows it: catalog, product_detail and/or home',
      resolve: (p) => JSON.parse(p.locations) as string[],
    }),
    productCategory: t.exposeString('productCategory', {
      nullable: true,
      description: 'BIKE or PAA when it covers one category; null: both',
    }),
    from: t.exposeString('from', { description: 'When it starts, ISO 8601 timestamp (UTC)' }),
    to: t.exposeString('to', { description: 'When it ends, ISO 8601 timestamp (UTC)' }),

    details: t.field({ type: [PromotionDetail], description: 'Empty unless withDetailOffer', resolve: (p) => p.details }),
  }),
});

const ProductList = builder.objectRef<{ products: Article[]; info: PageInfo }>('ProductList').implement({
  ...insideGuardedFields,
  description: "One page of articles the active customer bought before, in the host's market.",
  fields: (t) => ({
    products: t.field({ type: [ProductRef], description: "The articles of this page, in the list's order", resolve: (p) => p.products }),
    info: t.field({ type: PageInfoRef, description: 'Paging; count is the number of articles bought before', resolve: (p) => p.info }),
  }),
});

const Flag = builder.objectRef<{ status: boolean; description: string }>('AnalysisFlag').implement({
  ...insideGuardedFields,
  description: 'One check of whether an article may be ordered.',
  fields: (t) => ({
    status: t.exposeBoolean('status', {
      description: 'Whether the check is true; blocks ordering when true, except allowToOrder and hasPrice which block when false',
    }),
    description: t.exposeString('description', {
      description: "What the check means in English, or the article's recorded blocked reason when this check blocks and one exists",
    }),
  }),
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
const flagFieldTexts: Record<FlagKey, string> = {
  invalidArticle: 'true when the article is not valid for ordering',
  allowToOrder: 'true when the article may be ordered at all',
  orderBlocked: 'true when ordering the article is blocked',
  hierarchyBlocked: 'true when its place in the product hierarchy is blocked',
  brandBlocked: 'true when ordering its brand is blocked',
  categoryBlocked: 'true when ordering its category is blocked',
  sorgBlocked: 'true when it is blocked in this sales organisation',
  hasPrice: 'true when the article has a price',
};
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
  description: "Why an article of the host's market may or may not be ordered: one check per flag, and its stock.",
  fields: (t) => ({
    articleCode: t.string({ description: "The ERP's key of the article", resolve: (p) => p.article.articleCode }),
    sorg: t.string({ description: 'Code of the sales organisation that sells it', resolve: (p) => p.article.sorg }),
    ...(Object.fromEntries(
      (Object.keys(flagTexts) as FlagKey[]).map((k) => [
        k,
        t.field({
          type: Flag,
          description: flagFieldTexts[k],
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
      description: 'Stock of all warehouses together, with the in-stock and orderable flags',
      resolve: async (p, _a, ctx) => stockSummary(ctx.host.config, await loadersOf(ctx).stock.load(p.article.id)),
    }),
  }),
});

const ArticleDisplay = builder.objectRef<Awaited<ReturnType<typeof articleDisplays>>['articles'][number]>('ArticleDisplay').implement({
  ...insideGuardedFields,
  description: 'An article as a picker lists it (fast order, claims): its codes, name and unit.',
  fields: (t) => ({
    articleCode: t.exposeString('articleCode', { description: "The ERP's key of the article" }),
    articleCodeDisplay: t.exposeString('articleCodeDisplay', { description: 'The article code as the dealer reads it everywhere' }),
    name: t.exposeString('name', { description: "The article's full name as the catalogue lists it" }),
    uom: t.exposeString('uom', { description: 'Unit of measure it is ordered in, e.g. EA' }),
  }),
});

const ArticleDisplayPage = builder.objectRef<Awaited<ReturnType<typeof articleDisplays>>>('ArticleDisplayPage').implement({
  ...insideGuardedFields,
  description: 'One page of articles matching a picker search.',
  fields: (t) => ({
    articles: t.field({
      type: [ArticleDisplay],
      description: 'The matching articles of this page, by article code',
      resolve: (p) => p.articles,
    }),
    info: t.field({ type: PageInfoRef, description: 'Paging; count is the number of matching articles', resolve: (p) => p.info }),
  }),
});

builder.queryFields((t) => ({
  suggestions: t.withAuth({ scope: 'page.catalog' }).field({
    type: Suggestions,
    description: 'Up to 4 products for the app-bar search; the search needs at least 3 characters.',
    args: {
      search: t.arg.string({
        required: true,
        description: 'The text typed, at least 3 characters; every word must start a word of the article',
        validate: z.string().trim().min(SUGGESTION_MIN_CHARS, 'Type at least 3 characters').max(100),
      }),
      category: t.arg.string({ description: 'bike or paa (any case) to search one category; left out, both', validate: categoryArg }),
      limit: t.arg.int({
        description: 'How many to answer, 1 to 4 (default 4)',
        defaultValue: SUGGESTION_LIMIT,
        validate: z.number().int().min(1).max(SUGGESTION_LIMIT),
      }),
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
    description: "The host market's groupsets that have parts in the catalogue, in the market's order.",
    resolve: async (_root, _args, ctx) => groupsets(ctx.db, await marketOf(ctx)),
  }),
  bestSellers: t.withAuth({ scope: 'page.catalog' }).field({
    type: [ProductGroupRef],
    description: "The host market's product groups sold most in the last twelve months, best first.",
    args: {
      category: t.arg.string({ description: 'bike or paa (any case) for one category; left out, both', validate: categoryArg }),
      limit: t.arg.int({
        description: 'How many to answer, 1 to 8 (default 8)',
        defaultValue: BEST_SELLERS_LIMIT,
        validate: z.number().int().min(1).max(BEST_SELLERS_LIMIT),
      }),
    },
    resolve: async (_root, args, ctx) =>
      bestSellers(ctx.db, await marketOf(ctx), toCategory(args.category), args.limit ?? BEST_SELLERS_LIMIT),
  }),
  promotions: t.withAuth({ scope: 'page.catalog' }).field({
    type: [Promotion],
    description: "The market's running promotions.",
    args: {
      withDetailOffer: t.arg.boolean({
        description: "true to fill each promotion's details with its articles (default false)",
        defaultValue: false,
      }),
      productCategory: t.arg.string({
        description: 'bike or paa (any case): promotions of that category and those of both; left out, all',
        validate: categoryArg,
      }),
    },
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
    args: {
      page: t.arg.int({ description: 'Page to read, from 1 (default 1)', defaultValue: 1, validate: paging.page }),
      limit: t.arg.int({ description: 'Articles a page, 1 to 50 (default 12)', defaultValue: 12, validate: paging.limit }),
    },
    resolve: async (_root, args, ctx) =>
      purchases(ctx.db, await marketOf(ctx), ctx.actor.customer!, 'recent', args.page ?? 1, args.limit ?? 12),
  }),
  frequentPurchases: t.withAuth({ $all: { scope: 'page.catalog', activeCustomer: true } }).field({
    type: ProductList,
    description: 'What the active customer orders most often.',
    args: {
      page: t.arg.int({ description: 'Page to read, from 1 (default 1)', defaultValue: 1, validate: paging.page }),
      limit: t.arg.int({ description: 'Articles a page, 1 to 50 (default 12)', defaultValue: 12, validate: paging.limit }),
    },
    resolve: async (_root, args, ctx) =>
      purchases(ctx.db, await marketOf(ctx), ctx.actor.customer!, 'frequent', args.page ?? 1, args.limit ?? 12),
  }),
  // The catalogue and its analysis read it, and the cart page for its blocked lines.
  productAnalyzes: t.withAuth({ anyScope: ['page.catalog', 'page.catalog-analyze', 'cart.display-order-qty'] }).field({
    type: [ProductAnalysis],
    description: 'Why each article may or may not be ordered, with its stock.',
    args: {
      articleCodes: t.arg.stringList({
        required: true,
        description: "ERP article keys, 1 to 100; codes the host's market does not sell are left out of the answer",
        validate: z.array(z.string().max(60)).min(1).max(100),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const articles = await articlesByCode(ctx.db, await marketOf(ctx), args.articleCodes);
      const analyses = await loadersOf(ctx).analysis.loadMany(articles.map((a) => a.id));
      return articles.map((article, i) => ({ article, analysis: analyses[i] instanceof Error ? null : (analyses[i] as Analysis | null) }));
    },
  }),
  articleDisplays: t.withAuth({ scope: 'page.catalog' }).field({
    type: ArticleDisplayPage,
    description: "Articles of the host's market matching a search, by article code, for pickers such as fast order.",
    args: {
      search: t.arg.string({
        required: true,
        description: "Words that must each start a word of the article's name, codes, brand, series, model, colour or sizes",
        validate: z.string().trim().min(1).max(100),
      }),
      page: t.arg.int({ description: 'Page to read, from 1 (default 1)', defaultValue: 1, validate: paging.page }),
      limit: t.arg.int({ description: 'Articles a page, 1 to 50 (default 20)', defaultValue: 20, validate: paging.limit }),
    },
    resolve: async (_root, args, ctx) => articleDisplays(ctx.db, await marketOf(ctx), args.search, args.page ?? 1, args.limit ?? 20),
  }),
}));

const restockArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  articleCode: t.arg.string({ required: true, description: "The ERP's key of the article", validate: z.string().min(1).max(60) }),
  sorg: t.arg.string({
    required: true,
    description: "The article's sales organisation; must be the host's, else the answer fails on field sorg",
    validate: z.string().max(10),
  }),
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
    description: 'Stop telling me when this article is back in stock.',

    args: restockArgs(t),
    resolve: (_root, args, ctx) => restock(ctx, args.articleCode, args.sorg, false),
  }),
}));
