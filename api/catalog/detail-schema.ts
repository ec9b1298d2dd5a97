import { z } from 'zod';
import { articleName, productDescription, specificationName, specificationValue } from '../data-texts/fields.ts';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { notFound, switchedOff } from '../graphql/errors.ts';
import { articleBySlug, type ProductDetails, productDetails } from './details.ts';
import { loadersOf, type StockRow } from './loaders.ts';
import { marketOf } from './market.ts';
import { imageUrl, ProductGroupRef, ProductRef, StockLineRef, StockSummaryRef } from './product-schema.ts';
import { stockLines, stockSummary } from './stock.ts';

const slugArg = z.string().min(1).max(160);

const ImageRef = builder.objectRef<string>('ProductImage').implement({
  ...insideGuardedFields,
  description: "One picture of an article's gallery.",
  fields: (t) => ({
    thumbnail: t.string({ description: 'Address of the picture for small display, under /images/products/', resolve: (f) => imageUrl(f) }),
    full: t.string({ description: 'Address of the picture at full size (today the same file)', resolve: (f) => imageUrl(f) }),
  }),
});

const SpecificationRef = builder.objectRef<{ code: string; name: string; value: string }>('Specification').implement({
  ...insideGuardedFields,
  description: "One line of a product group's specification table: a label and its value.",
  fields: (t) => ({
    code: t.exposeString('code', { description: "The line's key, e.g. FRAME or GROUPSET" }),
    name: t.string({ description: "The label the page shows, e.g. Frame, in the reader's language", resolve: specificationName }),
    value: t.string({
      description: "The value the page shows beside the label; words in the reader's language, numbers and names as stored",
      resolve: specificationValue,
    }),
  }),
});

const ProductDetailsRef = builder.objectRef<ProductDetails>('ProductDetails').implement({
  ...insideGuardedFields,
  description: "An article's detail page: the article, its product group, its variants, gallery and specification.",
  fields: (t) => ({
    slug: t.string({ description: 'Slug of the article shown (the group slug opens its first article)', resolve: (d) => d.article.slug }),
    url: t.string({
      description: 'The detail route without locale',
      resolve: (d) => `/catalog/${d.article.category.toLowerCase()}/${d.article.slug}`,
    }),
    name: t.string({
      description: "The article's full name as the catalogue lists it, its colour in the reader's language",
      resolve: (d, a, ctx) => articleName(d.article, a, ctx),
    }),
    description: t.string({
      description: "The product group's marketing text in the reader's language",
      resolve: (d, a, ctx) => productDescription(d.group, a, ctx),
    }),
    image: t.field({ type: ImageRef, description: "The gallery's first picture", resolve: (d) => d.images[0] }),
    images: t.field({
      type: [ImageRef],
      description: "The article's gallery in order; its thumbnail picture when it has no gallery",
      resolve: (d) => d.images,
    }),
    specification: t.field({
      type: [SpecificationRef],
      description: "The product group's specification lines in order",
      resolve: (d) => d.specification,
    }),
    product: t.field({ type: ProductRef, description: 'The article the slug names', resolve: (d) => d.article }),
    group: t.field({ type: ProductGroupRef, description: 'The product group (model and year) of the article', resolve: (d) => d.group }),
    variants: t.field({
      type: [ProductRef],
      description: 'Every colour and size of the group',
      resolve: (d, _a, ctx) => loadersOf(ctx).articlesOfGroup.load(d.group.id),
    }),
  }),
});

const ProductStockRef = builder.objectRef<{ articleCode: string; rows: StockRow[] }>('ProductStock').implement({
  ...insideGuardedFields,
  description: "An article's stock as its detail page shows it, masked as the host says.",
  fields: (t) => ({
    articleCode: t.exposeString('articleCode', { description: "The ERP's key of the article" }),
    summary: t.field({
      type: StockSummaryRef,
      description: 'All warehouses together, with the in-stock and orderable flags',
      resolve: (s, _a, ctx) => stockSummary(ctx.host.config, s.rows),
    }),
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
    args: {
      slug: t.arg.string({
        required: true,
        description: "An article's slug, or a product group's (then its first article); NOT_FOUND when the market has neither",
        validate: slugArg,
      }),
    },
    resolve: async (_root, args, ctx) => {
      const details = (await productDetails(ctx.db, await marketOf(ctx), args.slug)) ?? notFound('Product not found');
      return details.article.category === 'PAA' && ctx.host.config.paaDisabled
        ? switchedOff('Parts and accessories are not sold in this market')
        : details;
    },
  }),
  productStock: t.withAuth({ scope: 'page.catalog' }).field({
    type: ProductStockRef,
    description: "An article's stock per warehouse or summed, as the host shows it, by its slug in the host's market.",
    args: {
      slug: t.arg.string({
        required: true,
        description: "An article's slug, or a product group's (then its first article); NOT_FOUND when the market has neither",
        validate: slugArg,
      }),
    },

    resolve: async (_root, args, ctx) => {
      const article = (await articleBySlug(ctx.db, await marketOf(ctx), args.slug)) ?? notFound('Product not found');
      if (article.category === 'PAA' && ctx.host.config.paaDisabled) switchedOff('Parts and accessories are not sold in this market');
      return { articleCode: article.articleCode, rows: await loadersOf(ctx).stock.load(article.id) };
    },
  }),
}));
