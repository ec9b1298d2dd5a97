import { z } from 'zod';
import { ProductRef } from '../catalog/product-schema.ts';
import { marketOf } from '../catalog/market.ts';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import { MutationMessageRef, type RecordAnswer, UserErrorRef } from '../graphql/mutation-result.ts';
import type { PageInfo } from '../db/paging.ts';
import { CheckoutInput, CheckoutResult } from '../orders/schema.ts';
import { QUOTE_NOTE_MAX, QUOTE_PAGE_SIZE, QUOTE_STATES, type QuoteState } from '../../src/rules/quotes.ts';
import { answerQuote, declineQuote } from './answer.ts';
import { orderQuote } from './order.ts';
import { type QuoteDetail, type QuoteLine, quoteDetail, type QuoteRow, quoteRows, requestQuote } from './service.ts';

// The dealer's side belongs to buying: whoever fills the active customer's cart asks for and orders its quotes.
const buyers = { $all: { scope: 'cart.display-order-qty', activeCustomer: true } } as const;
// The answering side: the quotes of the customers the reader may act for (api/quotes/access.ts).
const answerers = { scope: 'quote.answer' } as const;

const stateDescription = 'requested, answered, declined, ordered, or expired (answered, and its last day has passed)';

const QuoteRowRef = builder.objectRef<QuoteRow>('QuoteRow').implement({
  ...insideGuardedFields,
  description: 'A quote as a list shows it. Money in minor units of currency.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The quote number' }),
    state: t.exposeString('state', { description: stateDescription }),
    customerName: t.exposeString('customerName', { description: 'The dealer who asked' }),
    customerCode: t.exposeString('customerCode', { description: "The dealer's customer code" }),
    requestedByName: t.exposeString('requestedByName', { description: 'The login that asked' }),
    createdAt: t.exposeString('createdAt', { description: 'When it was asked for, ISO 8601 in UTC' }),
    validUntil: t.exposeString('validUntil', { nullable: true, description: "The answer's last day, YYYY-MM-DD; null until answered" }),
    lineCount: t.exposeInt('lineCount', { description: 'Lines on the quote' }),
    listTotal: t.exposeFloat('listTotal', { description: 'The lines at the prices of the day they were asked for' }),
    quotedTotal: t.exposeFloat('quotedTotal', { nullable: true, description: 'The lines at the quoted prices; null until answered' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code' }),
  }),
});

const QuotePageRef = builder.objectRef<{ quotes: QuoteRow[]; info: PageInfo }>('QuotePage').implement({
  ...insideGuardedFields,
  description: 'One page of quotes, newest first.',
  fields: (t) => ({
    quotes: t.field({ type: [QuoteRowRef], description: 'The quotes of this page', resolve: (p) => p.quotes }),
    info: t.field({ type: PageInfoRef, description: 'Paging; count is the number of quotes that match', resolve: (p) => p.info }),
  }),
});

const QuoteLineRef = builder.objectRef<QuoteLine>('QuoteLine').implement({
  ...insideGuardedFields,
  description: 'One article of a quote: as asked, with its quoted price once answered.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The line id (answerQuote names lines by it)' }),
    articleCode: t.exposeString('articleCode', { description: "The ERP's article code" }),
    articleCodeDisplay: t.string({
      description: 'The article code as the dealer reads it',
      resolve: (l) => l.product?.articleCodeDisplay ?? l.articleCode,
    }),
    name: t.exposeString('name', { description: "The article's name" }),
    qty: t.exposeInt('qty', { description: 'Quantity, in uom' }),
    uom: t.exposeString('uom', { description: 'Unit of measure' }),
    listPrice: t.exposeFloat('listPrice', { description: 'Minor units: the unit price when the dealer asked' }),
    quotedPrice: t.exposeFloat('quotedPrice', { nullable: true, description: 'Minor units: the quoted unit price; null until answered' }),
    product: t.field({
      type: ProductRef,
      nullable: true,
      description: 'The article as the catalogue sells it today; null when the market no longer sells it',
      resolve: (l) => l.product,
    }),
  }),
});

const QuoteOrderRef = builder.objectRef<{ id: number; orderNo: string }>('QuoteOrder').implement({
  ...insideGuardedFields,
  description: 'An order placed from a quote.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The order id' }),
    orderNo: t.exposeString('orderNo', { description: 'The B2B order number' }),
  }),
});

const QuoteRef = builder.objectRef<QuoteDetail>('Quote').implement({
  ...insideGuardedFields,
  description: 'A quote with its lines, the request, the answer and the orders placed from it. Money in minor units.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The quote number' }),
    state: t.exposeString('state', { description: stateDescription }),
    customerName: t.exposeString('customerName', { description: 'The dealer who asked' }),
    customerCode: t.exposeString('customerCode', { description: "The dealer's customer code" }),
    note: t.exposeString('note', { nullable: true, description: "The dealer's note to the request" }),
    requestedByName: t.exposeString('requestedByName', { description: 'The login that asked' }),
    createdAt: t.exposeString('createdAt', { description: 'When it was asked for, ISO 8601 in UTC' }),
    answeredByName: t.exposeString('answeredByName', { nullable: true, description: 'Who answered or declined it' }),
    answeredAt: t.exposeString('answeredAt', { nullable: true, description: 'When it was answered or declined, ISO 8601 in UTC' }),
    answerNote: t.exposeString('answerNote', { nullable: true, description: "The answer's note to the dealer" }),
    declineReason: t.exposeString('declineReason', { nullable: true, description: 'Why it was declined' }),
    validUntil: t.exposeString('validUntil', { nullable: true, description: 'The last day the quoted prices hold, YYYY-MM-DD' }),
    orderedByName: t.exposeString('orderedByName', { nullable: true, description: 'Who ordered it' }),
    orderedAt: t.exposeString('orderedAt', { nullable: true, description: 'When it was ordered, ISO 8601 in UTC' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code' }),
    precision: t.int({
      description: "Decimal places of the market's currency: an amount / 10^precision is major units",
      resolve: async (_q, _a, ctx) => (await marketOf(ctx)).precision,
    }),
    lines: t.field({ type: [QuoteLineRef], description: 'The lines, as asked', resolve: (q) => q.lines }),
    orders: t.field({ type: [QuoteOrderRef], description: 'The orders placed from the quote', resolve: (q) => q.orders }),
  }),
});

const QuoteResultRef = builder.objectRef<RecordAnswer>('QuoteResult').implement({
  ...insideGuardedFields,
  description: "The answer of a quote's request, answer or decline: the quote's number, or why nothing changed.",
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, description: 'Whether it succeeded, with a short text', resolve: (r) => r.message }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Why it was refused, per field (lines.<index>.price for a line)',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: I001 bad input, C001 changed meanwhile' }),
    id: t.exposeInt('id', { nullable: true, description: 'The quote; null when refused' }),
  }),
});

const QuoteAnswerLineRef = builder.inputType('QuoteAnswerLineInput', {
  description: "A line's quoted unit price.",
  fields: (t) => ({
    id: t.int({ required: true, description: 'The quote line id' }),
    price: t.float({ required: true, description: 'Minor units, 0 or more, a whole number', validate: z.number().min(0).max(1e12) }),
  }),
});

const QuoteAnswerRef = builder.inputType('QuoteAnswerInput', {
  description: 'The answer to a quote: a price for every line and the last day they hold.',
  fields: (t) => ({
    lines: t.field({
      type: [QuoteAnswerLineRef],
      required: true,
      description: 'Every line with its price',
      validate: z.array(z.any()).max(500),
    }),
    validUntil: t.string({ required: true, description: 'The last day, YYYY-MM-DD, today to 90 days on', validate: z.string().max(10) }),
    note: t.string({ description: `A note to the dealer, at most ${QUOTE_NOTE_MAX} characters`, validate: z.string().max(2000) }),
  }),
});

const pagingArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  page: t.arg.int({ description: 'Page, from 1', validate: z.number().int().min(1).max(10_000) }),
  limit: t.arg.int({ description: `Quotes per page, 1 to 100 (default ${QUOTE_PAGE_SIZE})`, validate: z.number().int().min(1).max(100) }),
  state: t.arg.string({ description: `Only quotes in this state: ${stateDescription}`, validate: z.enum(QUOTE_STATES) }),
});
const paging = (args: { page?: number | null; limit?: number | null; state?: string | null }) => ({
  page: args.page ?? 1,
  limit: args.limit ?? QUOTE_PAGE_SIZE,
  state: (args.state ?? null) as QuoteState | null,
});

builder.queryFields((t) => ({
  quotes: t.withAuth(buyers).field({
    type: QuotePageRef,
    description: "The active customer's quotes in this market, newest first.",
    args: pagingArgs(t),
    resolve: (_root, args, ctx) => quoteRows(ctx, 'dealer', paging(args)),
  }),
  quote: t.withAuth(buyers).field({
    type: QuoteRef,
    description: "One of the active customer's quotes; NOT_FOUND for any other.",
    args: { id: t.arg.int({ required: true, description: 'The quote number' }) },
    resolve: (_root, args, ctx) => quoteDetail(ctx, 'dealer', args.id),
  }),
  quoteRequests: t.withAuth(answerers).field({
    type: QuotePageRef,
    description: 'The quotes of the dealers the reader may act for, in this market, newest first: the queue with state requested.',
    args: pagingArgs(t),
    resolve: (_root, args, ctx) => quoteRows(ctx, 'answerer', paging(args)),
  }),
  quoteRequest: t.withAuth(answerers).field({
    type: QuoteRef,
    description: 'One quote of a dealer the reader may act for; NOT_FOUND for any other.',
    args: { id: t.arg.int({ required: true, description: 'The quote number' }) },
    resolve: (_root, args, ctx) => quoteDetail(ctx, 'answerer', args.id),
  }),
}));

builder.mutationFields((t) => ({
  requestQuote: t.withAuth(buyers).field({
    type: QuoteResultRef,
    description: "Asks for a quote on the active customer's cart: its lines move to the quote; the staff who answer are told.",
    args: { note: t.arg.string({ description: `A note, at most ${QUOTE_NOTE_MAX} characters`, validate: z.string().max(2000) }) },
    resolve: (_root, args, ctx) => requestQuote(ctx, args.note ?? null),
  }),
  answerQuote: t.withAuth(answerers).field({
    type: QuoteResultRef,
    description: 'Answers a requested quote with a price per line and a last day; the dealer is told.',
    args: {
      id: t.arg.int({ required: true, description: 'The quote number' }),
      input: t.arg({ type: QuoteAnswerRef, required: true, description: 'Prices and the last day' }),
    },
    resolve: (_root, args, ctx) => answerQuote(ctx, args.id, args.input),
  }),
  declineQuote: t.withAuth(answerers).field({
    type: QuoteResultRef,
    description: 'Declines a requested quote with a reason; the dealer is told.',
    args: {
      id: t.arg.int({ required: true, description: 'The quote number' }),
      reason: t.arg.string({ required: true, description: `Why, at most ${QUOTE_NOTE_MAX} characters`, validate: z.string().max(2000) }),
    },
    resolve: (_root, args, ctx) => declineQuote(ctx, args.id, args.reason),
  }),
  orderQuote: t.withAuth(buyers).field({
    type: CheckoutResult,
    description: 'Orders an answered quote at its quoted prices through checkout; once, and only before its last day has passed.',
    args: {
      id: t.arg.int({ required: true, description: 'The quote number' }),
      input: t.arg({ type: CheckoutInput, required: true, description: 'The ship-to, shipment, payment and order details chosen' }),
    },
    resolve: (_root, args, ctx) => orderQuote(ctx, args.id, args.input),
  }),
}));
