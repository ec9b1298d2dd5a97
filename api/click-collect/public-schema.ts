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
    articleCode: t.exposeString('articleCode', { description: "The ERP's key of the article (articleCode of the order form)" }),
    name: t.exposeString('name', { description: "The article's full name as the catalogue lists it" }),
    brand: t.exposeString('brand', { description: 'Brand name, e.g. Polygon or Marin' }),
    category: t.exposeString('category', { description: 'Product category: BIKE or PAA' }),
    retailPrice: t.exposeFloat('retailPrice', {
      description: "Recommended retail price the consumer pays, in minor units of the market's currency",
    }),
    currency: t.exposeString('currency', { description: "ISO 4217 code of the market's currency" }),
    precision: t.exposeInt('precision', { description: 'Minor digits per major unit of the currency' }),
    image: t.exposeString('image', { description: "Address of the article's picture, under /images/products/" }),
  }),
});

const DealerRef = builder.objectRef<PublicDealer>('ClickCollectDealer').implement({
  authScopes: open,
  description: 'A dealer of the market a consumer may collect at: its public name and address only.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the dealer (dealerId of the order form)" }),
    name: t.exposeString('name', { description: "The dealer's shop name" }),
    address: t.exposeString('address', { description: "The shop's street address" }),
    city: t.exposeString('city', { description: "The shop's city" }),
    region: t.exposeString('region', { nullable: true, description: "The shop's region or province; null when not recorded" }),
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
  description: "A problem with one field of the consumer's order form.",
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The input field at fault, e.g. email, or form for the whole form' }),
    message: t.exposeString('message', { description: 'What is wrong, in English' }),
    messageKey: t.exposeString('messageKey', { nullable: true, description: 'Translation key, e.g. forms:required' }),
  }),
});

const MessageRef = builder.objectRef<Placement>('ClickCollectPlacementMessage').implement({
  authScopes: open,
  description: "Whether a consumer's order was placed, with a short text to show.",
  fields: (t) => ({
    status: t.exposeBoolean('status', { description: 'true when the order was placed' }),
    description: t.exposeString('description', { description: 'A short English text saying what happened' }),
  }),
});

const PlacementRef = builder.objectRef<Placement>('ClickCollectPlacement').implement({
  authScopes: open,
  description: "The answer to a consumer's order: its number, or why it was not placed.",
  fields: (t) => ({
    message: t.field({ type: MessageRef, description: 'Whether it was placed, and a short text saying so', resolve: (p) => p }),
    userErrors: t.field({ type: [FieldErrorRef], description: 'Why it was refused, per field', resolve: (p) => p.userErrors }),
    code: t.exposeString('code', { nullable: true, description: 'I001 bad input, R001 too many orders from this address' }),
    orderNo: t.exposeString('orderNo', {
      nullable: true,
      description: 'The order number, CC-{sales organisation}-{running number}; null when refused',
    }),
  }),
});

const OrderInput = builder.inputType('ClickCollectOrderInput', {
  description: "A consumer's order from the public form: one product, the dealer to collect at, and how to reach the consumer.",
  fields: (t) => ({
    articleCode: t.string({ required: true, description: "The article's code, one of clickCollectProducts", validate: z.string().max(40) }),
    qty: t.int({ required: true, description: 'Quantity, 1 to 5' }),
    dealerId: t.int({ required: true, description: 'The dealer to collect at, one of clickCollectDealers' }),
    // Longer values reach the service, which names the field.
    name: t.string({ required: true, description: "The consumer's name, at most 80 characters", validate: z.string().max(500) }),
    email: t.string({
      required: true,
      description: "The consumer's e-mail address, at most 120 characters",
      validate: z.string().max(500),
    }),
    phone: t.string({ required: true, description: "The consumer's phone number, digits only, at most 17", validate: z.string().max(100) }),
    language: t.string({
      description: "The form's language, e.g. id-id, for the mails to the consumer; left out, the page's or the host's first",
      validate: z.string().max(10),
    }),
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
    args: {
      search: t.arg.string({
        description: "Words that must each start a word of the article's name, codes, brand or model; left out, the first 20 by name",
        validate: z.string().max(60),
      }),
    },
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
    args: {
      city: t.arg.string({ required: true, description: 'One of clickCollectCities, exactly as given', validate: z.string().max(100) }),
    },
    resolve: (_r, a, ctx) => publicDealers(ctx, a.city),
  }),
}));

builder.mutationFields((t) => ({
  clickCollectPlaceOrder: t.field({
    type: PlacementRef,
    authScopes: open,
    description: 'A consumer orders a product to collect at the dealer chosen; rate limited per address',
    args: { input: t.arg({ type: OrderInput, required: true, description: 'The order as the consumer filled it in' }) },

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
