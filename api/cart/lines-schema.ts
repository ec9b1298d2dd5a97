import DataLoader from 'dataloader';
import { z } from 'zod';
import type { Database } from '../db/index.ts';
import { ProductRef } from '../catalog/product-schema.ts';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { MutationMessageRef, type MutationOutcome, UserErrorRef } from '../graphql/mutation-result.ts';
import { checksStock } from '../../src/rules/stock-display.ts';
import { availableStock } from '../catalog/orderable-stock.ts';
import { type CartLine, cartLines, updateProductsInCart } from './lines.ts';

// The cart is always the active customer's: cart.display-order-qty and a customer to act for (spec 2 §4 Cart).
const cartAuth = { $all: { scope: 'cart.display-order-qty', activeCustomer: true } } as const;

export const CartItem = builder.objectRef<CartLine>('CartItem').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeInt('id'),
    qty: t.exposeInt('qty'),
    uom: t.exposeString('uom'),
    unitPrice: t.exposeFloat('unitPrice', { description: 'Minor units: what checkout charges now, the price rule for this quantity' }),
    subtotal: t.float({ description: 'Minor units', resolve: (l) => l.unitPrice * l.qty }),
    addedUnitPrice: t.exposeFloat('addedUnitPrice', {
      description:
        'Minor units: the unit price shown when the line was added or its quantity last set; differs from unitPrice when the price changed since',
    }),
    priceChanged: t.boolean({
      description: 'The unit price changed since the line was added or its quantity last set',
      resolve: (l) => l.addedUnitPrice !== l.unitPrice,
    }),
    seller: t.exposeString('seller', { description: 'The company the line is bought from (its sales organisation)' }),
    currency: t.exposeString('currency'),
    product: t.field({ type: ProductRef, resolve: (l) => l.product }),
  }),
});

// One stock read for all lines of an answer.
const stockLoaders = new WeakMap<object, DataLoader<number, number>>();
function orderableOf(ctx: { db: Database }) {
  let loader = stockLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const stock = await availableStock(ctx.db, ids);
      return ids.map((id) => stock.get(id) ?? 0);
    });
    stockLoaders.set(ctx, loader);
  }
  return loader;
}

// Where the host holds orders to the stock there is, a line asking for more than is left says so before checkout.
builder.objectField(CartItem, 'shortage', (t) =>
  t.int({
    nullable: true,
    description:
      'What can still be ordered of the article (on hand and open pre-order arrivals) when the line asks for more; null when covered or the host takes back orders',
    resolve: async (line, _args, ctx) => {
      if (!checksStock(ctx.host.config)) return null;
      const left = await orderableOf(ctx).load(line.product.id);
      return line.qty > left ? left : null;
    },
  }),
);

const CartProductInput = builder.inputType('CartProductInput', {
  fields: (t) => ({
    custCode: t.string({ required: true, validate: z.string().min(1).max(20) }),
    articleCode: t.string({ required: true, validate: z.string().min(1).max(60) }),
    sorg: t.string({ required: true, validate: z.string().min(1).max(10) }),
    qty: t.int({
      required: true,
      description: 'The new quantity of the line; 0 removes it',
      validate: z.number().int().min(0).max(99_999),
    }),
    uom: t.string({ required: true, validate: z.string().min(1).max(10) }),
  }),
});

const CartUpdate = builder.objectRef<MutationOutcome & { cart: CartLine[] }>('CartUpdate').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    cart: t.field({ type: [CartItem], description: 'The cart after the change (unchanged when a line failed)', resolve: (r) => r.cart }),
  }),
});

builder.queryFields((t) => ({
  cart: t.withAuth(cartAuth).field({
    type: [CartItem],
    description: "The active customer's cart lines in this market; optionally only some line ids or one article slug.",
    args: {
      ids: t.arg.intList({ validate: z.array(z.number().int()).max(200) }),
      slug: t.arg.string({ validate: z.string().max(160) }),
    },
    resolve: (_root, args, ctx) => cartLines(ctx, { ids: args.ids, slug: args.slug }),
  }),
}));

builder.mutationFields((t) => ({
  updateProductsInCart: t.withAuth(cartAuth).field({
    type: CartUpdate,
    description: 'Sets line quantities (0 removes); all lines or none, with a clear error per refused line.',
    args: { products: t.arg({ type: [CartProductInput], required: true, validate: z.array(z.any()).min(1).max(100) }) },
    resolve: async (_root, args, ctx) => {
      const outcome = await updateProductsInCart(ctx, args.products);
      return { ...outcome, cart: await cartLines(ctx) };
    },
  }),
}));
