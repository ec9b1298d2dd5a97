import { z } from 'zod';
import { ProductRef } from '../catalog/product-schema.ts';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { marketOf } from '../catalog/market.ts';
import type { SignedInContext } from '../context.ts';
import { ListResultRef as ResultRef, ScheduleRef } from './schedule-schema.ts';
import { scheduleOf } from './schedule.ts';
import { LIST_NAME_MAX, LIST_PAGE_SIZE, MAX_LINES_PER_CALL } from '../../src/rules/shopping-lists.ts';
import { MAX_ROW_QTY } from '../../src/rules/fast-order.ts';
import {
  changeShoppingListLines,
  createShoppingList,
  deleteShoppingList,
  type ListDetail,
  type ListLine,
  type ListRow,
  shoppingList,
  shoppingLists,
  updateShoppingList,
} from './service.ts';

// Shopping lists belong to buying: whoever may fill the active customer's cart keeps its lists (access.ts decides which).
const buyers = { $all: { scope: 'cart.display-order-qty', activeCustomer: true } } as const;

const ListRef = builder.objectRef<ListRow>('ShoppingList').implement({
  ...insideGuardedFields,
  description: "A named list of articles and quantities of the active customer in the host's market.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The list id' }),
    name: t.exposeString('name', { description: "The list's name, unique among the lists the reader sees" }),
    shared: t.exposeBoolean('shared', {
      description: 'Every login of the dealer reads and edits it; otherwise only its maker (and reps acting for the dealer)',
    }),
    makerName: t.exposeString('makerName', { description: 'Who made the list' }),
    mine: t.boolean({ description: 'The reader made the list', resolve: (l, _a, ctx) => l.createdBy === ctx.actor?.user.id }),
    lineCount: t.exposeInt('lineCount', { description: 'Lines on the list' }),
    createdAt: t.exposeString('createdAt', { description: 'When it was made, ISO 8601 in UTC' }),
    updatedAt: t.exposeString('updatedAt', { description: 'When it or its lines last changed, ISO 8601 in UTC' }),
  }),
});

const LineRef = builder.objectRef<ListLine>('ShoppingListLine').implement({
  ...insideGuardedFields,
  description: 'One article on a shopping list, as it was put there, with the article as the market sells it today.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The line id' }),
    articleCode: t.exposeString('articleCode', { description: "The ERP's article code" }),
    articleCodeDisplay: t.string({
      description: 'The article code as the dealer reads it (the ERP code when the market no longer sells it)',
      resolve: (l) => l.product?.articleCodeDisplay ?? l.articleCode,
    }),
    name: t.exposeString('name', { description: "The article's name today, or as it was when the market stopped selling it" }),
    qty: t.exposeInt('qty', { description: 'Quantity on the list, in uom' }),
    uom: t.exposeString('uom', { description: 'Unit of measure, e.g. EA' }),
    unitPrice: t.exposeFloat('unitPrice', {
      description: "Minor units: the unit price shown when the line was put on the list or its quantity last set; today's is on product",
    }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of unitPrice' }),
    addedAt: t.exposeString('addedAt', { description: 'When the line was put on the list, ISO 8601 in UTC' }),
    product: t.field({
      type: ProductRef,
      nullable: true,
      description: 'The article as the catalogue sells it today; null when the market no longer sells it (the line stays, marked)',
      resolve: (l) => l.product,
    }),
  }),
});

const DetailRef = builder.objectRef<ListDetail>('ShoppingListDetail').implement({
  ...insideGuardedFields,
  description: 'A shopping list with its lines, oldest first.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The list id' }),
    name: t.exposeString('name', { description: "The list's name" }),
    shared: t.exposeBoolean('shared', { description: 'Every login of the dealer reads and edits it' }),
    makerName: t.exposeString('makerName', { description: 'Who made the list' }),
    mayManage: t.exposeBoolean('mayManage', {
      description: 'The reader may share or delete it: its maker, or someone acting for the dealer',
    }),
    updatedAt: t.exposeString('updatedAt', { description: 'When it or its lines last changed, ISO 8601 in UTC' }),
    precision: t.int({
      description: "Decimal places of the market's currency: unitPrice / 10^precision is the amount in major units",
      resolve: async (_l, _a, ctx) => (await marketOf(ctx)).precision,
    }),
    lines: t.field({ type: [LineRef], description: 'The lines, oldest first', resolve: (l) => l.lines }),
    schedule: t.field({
      type: ScheduleRef,
      nullable: true,
      description: 'When the list is ordered by itself; null when it is not repeated',
      resolve: (l, _a, ctx) => scheduleOf(ctx as SignedInContext, l.id),
    }),
  }),
});

const ListPageRef = builder.objectRef<{ lists: ListRow[]; info: PageInfo }>('ShoppingListPage').implement({
  ...insideGuardedFields,
  description: 'One page of shopping lists, last changed first.',
  fields: (t) => ({
    lists: t.field({ type: [ListRef], description: 'The lists of this page', resolve: (p) => p.lists }),
    info: t.field({ type: PageInfoRef, description: 'Paging; count is the number of lists the reader sees', resolve: (p) => p.info }),
  }),
});

const LineInputRef = builder.inputType('ShoppingListLineInput', {
  description: 'An article and a quantity for a list.',
  fields: (t) => ({
    code: t.string({
      required: true,
      description: 'The article code as the dealer reads it or the ERP code, any case',
      validate: z.string().min(1).max(60),
    }),
    qty: t.int({
      required: true,
      description: `Pieces, 1 to ${MAX_ROW_QTY} (0 removes, in setShoppingListLines)`,
      validate: z.number().int().min(0).max(MAX_ROW_QTY),
    }),
  }),
});

const ListInputRef = builder.inputType('ShoppingListInput', {
  description: "A list's name and whether the shop shares it; a field left out stays as it is.",
  fields: (t) => ({
    name: t.string({ description: `The name, 1 to ${LIST_NAME_MAX} characters`, validate: z.string().max(200) }),
    shared: t.boolean({ description: 'Share with every login of the dealer (only its maker may change it)' }),
  }),
});

const linesArg = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0], required: boolean, description: string) =>
  t.arg({ type: [LineInputRef], required, description, validate: z.array(z.any()).max(MAX_LINES_PER_CALL) });

builder.queryFields((t) => ({
  shoppingLists: t.withAuth(buyers).field({
    type: ListPageRef,
    description: "The active customer's lists in this market the reader may see, last changed first.",
    args: {
      page: t.arg.int({ description: 'Page, from 1', validate: z.number().int().min(1).max(10_000) }),
      limit: t.arg.int({ description: `Lists per page, 1 to 100 (default ${LIST_PAGE_SIZE})`, validate: z.number().int().min(1).max(100) }),
    },
    resolve: (_root, args, ctx) => shoppingLists(ctx, args.page ?? 1, args.limit ?? LIST_PAGE_SIZE),
  }),
  shoppingList: t.withAuth(buyers).field({
    type: DetailRef,
    description: 'One list with its lines; NOT_FOUND for a list the reader may not see.',
    args: { id: t.arg.int({ required: true, description: 'The list id' }) },
    resolve: (_root, args, ctx) => shoppingList(ctx, args.id),
  }),
}));

builder.mutationFields((t) => ({
  createShoppingList: t.withAuth(buyers).field({
    type: ResultRef,
    description: 'Makes a list, optionally with lines (from a product, the cart, fast order or an order).',
    args: {
      input: t.arg({ type: ListInputRef, required: true, description: 'Name and sharing' }),
      lines: linesArg(t, false, 'Lines to put on the new list'),
    },
    resolve: (_root, args, ctx) => createShoppingList(ctx, args.input, args.lines ?? []),
  }),
  updateShoppingList: t.withAuth(buyers).field({
    type: ResultRef,
    description: 'Renames a list or shares it with the shop.',
    args: {
      id: t.arg.int({ required: true, description: 'The list id' }),
      input: t.arg({ type: ListInputRef, required: true, description: 'The new name, the sharing, or both' }),
    },
    resolve: (_root, args, ctx) => updateShoppingList(ctx, args.id, args.input),
  }),
  deleteShoppingList: t.withAuth(buyers).field({
    type: ResultRef,
    description: 'Deletes a list with its lines (its maker, or someone acting for the dealer).',
    args: { id: t.arg.int({ required: true, description: 'The list id' }) },
    resolve: (_root, args, ctx) => deleteShoppingList(ctx, args.id),
  }),
  addToShoppingList: t.withAuth(buyers).field({
    type: ResultRef,
    description: "Adds pieces to a list: a line's quantity grows, a new article becomes a line. All lines or none.",
    args: {
      id: t.arg.int({ required: true, description: 'The list id' }),
      lines: linesArg(t, true, 'Articles and pieces to add (1 or more each)'),
    },
    resolve: (_root, args, ctx) => changeShoppingListLines(ctx, args.id, args.lines ?? [], 'add'),
  }),
  setShoppingListLines: t.withAuth(buyers).field({
    type: ResultRef,
    description: "Sets lines' quantities (0 removes a line); lines not named stay. All lines or none.",
    args: { id: t.arg.int({ required: true, description: 'The list id' }), lines: linesArg(t, true, 'Articles and their new quantities') },
    resolve: (_root, args, ctx) => changeShoppingListLines(ctx, args.id, args.lines ?? [], 'set'),
  }),
}));
