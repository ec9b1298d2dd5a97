import { z } from 'zod';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { notFound } from '../graphql/errors.ts';
import { articleBySlug, type ProductDetails, productDetails } from './details.ts';
import { loadersOf, type StockRow } from './loaders.ts';
import { marketOf } from './market.ts';
import { imageUrl, ProductGroupRef, ProductRef, StockLineRef, StockSummaryRef } from './product-schema.ts';
import { stockLines, stockSummary } from './stock.ts';

const slugArg = z.string().min(1).max(160);

const ImageRef = builder.objectRef<string>('ProductImage').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    thumbnail: t.string({ resolve: (f) => imageUrl(f) }),
    full: t.string({ resolve: (f) => imageUrl(f) }),
  }),
});

const SpecificationRef = builder.objectRef<{ code: string; name: string; value: string }>('Specification').implement({
  ...insideGuardedFields,
  fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name'), value: t.exposeString('value') }),
});

const ProductDetailsRef = builder.objectRef<ProductDetails>('ProductDetails').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    slug: t.string({ resolve: (d) => d.article.slug }),
    url: t.string({
      description: 'The detail route without locale',
      resolve: (d) => `/catalog/${d.article.category.toLowerCase()}/${d.article.slug}`,
    }),
    name: t.string({ resolve: (d) => d.article.name }),
    description: t.string({ resolve: (d) => d.group.description }),
    image: t.field({ type: ImageRef, resolve: (d) => d.images[0] }),
    images: t.field({ type: [ImageRef], resolve: (d) => d.images }),
    specification: t.field({ type: [SpecificationRef], resolve: (d) => d.specification }),
    product: t.field({ type: ProductRef, description: 'The article the slug names', resolve: (d) => d.article }),
    group: t.field({ type: ProductGroupRef, resolve: (d) => d.group }),
    variants: t.field({
      type: [ProductRef],
      description: 'Every colour and size of the group',
      resolve: (d, _a, ctx) => loadersOf(ctx).articlesOfGroup.load(d.group.id),
    }),
  }),
});

const ProductStockRef = builder.objectRef<{ articleCode: string; rows: StockRow[] }>('ProductStock').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    articleCode: t.exposeString('articleCode'),
    summary: t.field({ type: StockSummaryRef, resolve: (s, _a, ctx) => stockSummary(ctx.host.config, s.rows) }),
    lines: t.field({
      type: [StockLineRef],
      description: "One line per warehouse when the host's stockDisplay is warehouse, else one summed line",
      resolve: (s, _a, ctx) => stockLines(ctx.host.config, s.rows),
    }),
  }),
});

builder.queryFields((t) => ({
  productDetails: t.withAuth({ scope: 'page.catalog' }).field({
    type: ProductDetailsRef,
    description: "An article's detail page by its slug, in the host's market.",
    args: { slug: t.arg.string({ required: true, validate: slugArg }) },
    resolve: async (_root, args, ctx) => (await productDetails(ctx.db, await marketOf(ctx), args.slug)) ?? notFound('Product not found'),
  }),
  productStock: t.withAuth({ scope: 'page.catalog' }).field({
    type: ProductStockRef,
    args: { slug: t.arg.string({ required: true, validate: slugArg }) },
    resolve: async (_root, args, ctx) => {
      const article = (await articleBySlug(ctx.db, await marketOf(ctx), args.slug)) ?? notFound('Product not found');
      return { articleCode: article.articleCode, rows: await loadersOf(ctx).stock.load(article.id) };
    },
  }),
}));
