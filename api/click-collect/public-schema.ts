import { z } from 'zod';
import { clickCollectMessages } from '../../src/rules/click-collect.ts';
import { marketOf } from '../catalog/market.ts';
import { builder } from '../graphql/builder.ts';
import type { UserError } from '../graphql/mutation-result.ts';
import { beforeTransaction, preparedFor } from '../workers/before-transaction.ts';
import { ccError } from './answer.ts';
import {
  consumerLanguage,
  consumerOrderErrors,
  type PublicDealer,
  type PublicProduct,
  publicCities,
  publicDealers,
  publicProducts,
  writeConsumerOrder,
} from './public.ts';
import { admitPublicOrder } from './throttle.ts';

// The public order form (issue 22, spec 3 §2): anyone on the market's host picks a product and a dealer near them and
// sends an order, rate limited per address. Its own public types: the signed-in answer types are not for visitors.
const open = { public: true } as const;

const ProductRef = builder.objectRef<PublicProduct>('ClickCollectProduct').implement({
  authScopes: open,
  description: "A product of the market as a consumer sees it: the consumer's price, nothing the dealer pays",
  fields: (t) => ({
    articleCode: t.exposeString('articleCode'),
    name: t.exposeString('name'),
    brand: t.exposeString('brand'),
    category: t.exposeString('category'),
    retailPrice: t.exposeFloat('retailPrice', { description: 'Minor units' }),
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
    image: t.exposeString('image'),
  }),
});

const DealerRef = builder.objectRef<PublicDealer>('ClickCollectDealer').implement({
  authScopes: open,
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    city: t.exposeString('city'),
    region: t.exposeString('region', { nullable: true }),
  }),
});

interface Placement {
  status: boolean;
  description: string;
  code: string | null;
  orderNo: string | null;
  userErrors: UserError[];
}

const FieldErrorRef = builder.objectRef<UserError>('ClickCollectFieldError').implement({
  authScopes: open,
  fields: (t) => ({
    field: t.exposeString('field'),
    message: t.exposeString('message'),
    messageKey: t.exposeString('messageKey', { nullable: true, description: 'Translation key, e.g. forms:required' }),
  }),
});

const MessageRef = builder.objectRef<Placement>('ClickCollectPlacementMessage').implement({
  authScopes: open,
  fields: (t) => ({ status: t.exposeBoolean('status'), description: t.exposeString('description') }),
});

const PlacementRef = builder.objectRef<Placement>('ClickCollectPlacement').implement({
  authScopes: open,
  fields: (t) => ({
    message: t.field({ type: MessageRef, resolve: (p) => p }),
    userErrors: t.field({ type: [FieldErrorRef], resolve: (p) => p.userErrors }),
    code: t.exposeString('code', { nullable: true, description: 'I001 bad input, R001 too many orders from this address' }),
    orderNo: t.exposeString('orderNo', { nullable: true }),
  }),
});

const OrderInput = builder.inputType('ClickCollectOrderInput', {
  fields: (t) => ({
    articleCode: t.string({ required: true, validate: z.string().max(40) }),
    qty: t.int({ required: true }),
    dealerId: t.int({ required: true }),
    // Longer values reach the service, which names the field.
    name: t.string({ required: true, validate: z.string().max(500) }),
    email: t.string({ required: true, validate: z.string().max(500) }),
    phone: t.string({ required: true, validate: z.string().max(100) }),
    language: t.string({ validate: z.string().max(10) }),
  }),
});

const refused = (code: string, description: string, userErrors: UserError[] = []): Placement => ({
  status: false,
  description,
  code,
  orderNo: null,
  userErrors,
});

builder.queryFields((t) => ({
  clickCollectProducts: t.field({
    type: [ProductRef],
    authScopes: open,
    description: "The market's products matching the search, at most 20",
    args: { search: t.arg.string({ validate: z.string().max(60) }) },
    resolve: (_r, a, ctx) => publicProducts(ctx, a.search),
  }),
  clickCollectCities: t.stringList({
    authScopes: open,
    description: "The cities the market's dealers are in",
    resolve: (_r, _a, ctx) => publicCities(ctx),
  }),
  clickCollectDealers: t.field({
    type: [DealerRef],
    authScopes: open,
    description: "The market's dealers in a city",
    args: { city: t.arg.string({ required: true, validate: z.string().max(100) }) },
    resolve: (_r, a, ctx) => publicDealers(ctx, a.city),
  }),
}));

builder.mutationFields((t) => ({
  clickCollectPlaceOrder: t.field({
    type: PlacementRef,
    authScopes: open,
    description: 'A consumer orders a product to collect at the dealer chosen; rate limited per address',
    args: { input: t.arg({ type: OrderInput, required: true }) },
    // Counted before the transaction, so an invalid or refused attempt still counts.
    extensions: beforeTransaction((_args, ctx) => admitPublicOrder(ctx.db, ctx.clientAddress ?? 'local')),
    resolve: async (_r, { input }, ctx, info) => {
      const gate = preparedFor<{ admitted: boolean; retryAfterSeconds: number }>(info);
      if (!gate?.admitted) {
        return refused('R001', clickCollectMessages.too_many, [
          ccError('form', 'too_many', { minutes: String(Math.ceil((gate?.retryAfterSeconds ?? 60) / 60)) }),
        ]);
      }
      const { errors, article, dealer } = await consumerOrderErrors(ctx, input);
      if (errors.length || !article || !dealer) return refused('I001', 'Please correct the marked fields', errors);
      const market = await marketOf(ctx);
      const { orderNo } = await writeConsumerOrder(ctx.db, {
        sorg: market.sorg,
        customerId: dealer.id,
        name: input.name.trim(),
        email: input.email.trim(),
        phone: input.phone.trim(),
        language: consumerLanguage(ctx, input.language),
        currency: market.currency,
        articles: [
          {
            articleId: article.id,
            articleCode: article.articleCode,
            name: article.name,
            qty: input.qty,
            price: Number(article.retailPrice),
          },
        ],
      });
      return { status: true, description: 'Thank you, the dealer will confirm your order', code: null, orderNo, userErrors: [] };
    },
  }),
}));
