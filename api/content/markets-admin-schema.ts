import { z } from 'zod';
import type { SignedInContext } from '../context.ts';
import type { ContentMarketType } from '../db/types.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import {
  createMarket,
  deleteMarket,
  listMarkets,
  MARKET_EDITORS,
  MARKET_TYPES,
  marketById,
  type MarketRow,
  updateMarket,
} from './markets-admin.ts';
import { ContentResultRef, contentListArgs } from './publishing-schema.ts';
import { ContentTargetMarket } from './reader-schema.ts';

// Content target markets (spec 3 §3, §7 contentTargetMarkets(search, page, limit, type)): the editors of a content type
// keep its markets; the service keeps each editor to the types they edit.
const editors = { anyScope: Object.values(MARKET_EDITORS) } as const;
const signedIn = (ctx: { actor: unknown }) => ctx as SignedInContext;
const typeValidation = z.enum(MARKET_TYPES as [ContentMarketType, ...ContentMarketType[]]);

const MarketPage = builder.objectRef<{ contentTargetMarkets: MarketRow[]; info: PageInfo }>('ContentTargetMarketPage').implement({
  authScopes: editors,
  description: 'One page of content target markets for their admin list.',
  fields: (t) => ({
    contentTargetMarkets: t.field({
      type: [ContentTargetMarket],
      description: 'The markets of the page, in the order asked for (by name when not), then by id.',
      resolve: (p) => p.contentTargetMarkets,
    }),
    info: t.field({ type: PageInfoRef, description: 'Paging of the whole filtered list.', resolve: (p) => p.info }),
  }),
});

const MarketInput = builder.inputType('ContentTargetMarketInput', {
  description: 'A content target market as its form saves it; only the editors of its content type may save it.',
  fields: (t) => ({
    type: t.string({ description: 'marketing_material, sales_document or news; fixed once created', validate: z.string().max(40) }),
    name: t.string({ description: 'Required, unique within its type, at most 80 characters.', validate: z.string().max(500) }),
    sorg: t.string({ description: 'Required: a sales organisation code in the ERP, e.g. 1000.', validate: z.string().max(20) }),
    source: t.string({
      description: 'An optional label of where its content comes from, at most 80 characters.',
      validate: z.string().max(500),
    }),
    brand: t.string({ description: 'An optional label of the brand it is for, at most 80 characters.', validate: z.string().max(500) }),
  }),
});

builder.queryFields((t) => ({
  targetMarkets: t.withAuth(editors).field({
    type: MarketPage,
    description:
      'Target markets of the content types the user edits, for the admin list and the item forms (limit up to 999); ' +
      'search looks in name, source and brand.',
    args: {
      ...contentListArgs(t.arg),
      type: t.arg.string({ description: 'Only markets of this content kind; all the user edits when left out.', validate: typeValidation }),
    },
    resolve: (_r, a, ctx) =>
      listMarkets(signedIn(ctx), {
        page: a.page ?? 1,
        limit: a.limit,
        search: a.search,
        sort: a.sort,
        type: (a.type as ContentMarketType | null) ?? null,
      }),
  }),
  targetMarket: t.withAuth(editors).field({
    type: ContentTargetMarket,
    nullable: true,
    description: 'One market; null when there is none of a type the user edits.',
    args: { id: t.arg.int({ required: true, description: 'The market id.' }) },
    resolve: (_r, a, ctx) => marketById(signedIn(ctx), a.id),
  }),
}));

builder.mutationFields((t) => ({
  createContentTargetMarket: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Creates a market of a type the user edits; the answer carries its id.',
    args: { input: t.arg({ type: MarketInput, required: true, description: 'The new market.' }) },
    resolve: (_r, a, ctx) => createMarket(signedIn(ctx), a.input),
  }),
  updateContentTargetMarket: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Saves a market; its type cannot change.',
    args: {
      id: t.arg.int({ required: true, description: 'The market to save.' }),
      input: t.arg({ type: MarketInput, required: true, description: 'The whole market form.' }),
    },
    resolve: (_r, a, ctx) => updateMarket(signedIn(ctx), a.id, a.input),
  }),
  deleteContentTargetMarket: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true, description: 'The market to delete.' }) },
    description: 'Refused while users or items are given the market.',
    resolve: (_r, a, ctx) => deleteMarket(signedIn(ctx), a.id),
  }),
}));
