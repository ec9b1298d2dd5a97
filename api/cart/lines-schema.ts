import { z } from 'zod';
import type { Database } from '../db/index.ts';
import { ProductRef } from '../catalog/product-schema.ts';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { perRequest } from '../platform/request-loader.ts';
import { MutationMessageRef, type MutationOutcome, UserErrorRef } from '../graphql/mutation-result.ts';
import { checksStock } from '../../src/rules/stock-display.ts';
import { availableStock } from '../catalog/orderable-stock.ts';
import { type CartLine, cartLines, updateProductsInCart } from './lines.ts';

// The cart is always the active customer's: cart.display-order-qty and a customer to act for (spec 2 §4 Cart).
const cartAuth = { $all: { scope: 'cart.display-order-qty', activeCustomer: true } } as const;

export const CartItem = builder.objectRef<CartLine>('CartItem').implement({
  ...insideGuardedFields,
  description: "One article in the active customer's cart in the host's market, priced now by the price rule for its quantity.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'Id of the cart line, stable while the line stays in the cart' }),
    qty: t.exposeInt('qty', { description: 'Quantity ordered on the line, in its unit of measure' }),
    uom: t.exposeString('uom', { description: "Unit of measure the line is ordered in (e.g. EA), the article's own unit" }),
    unitPrice: t.exposeFloat('unitPrice', { description: 'Minor units: what checkout charges now, the price rule for this quantity' }),
    subtotal: t.float({
      description: "Minor units of the line's currency: unitPrice times qty, what checkout charges for the line",
      resolve: (l) => l.unitPrice * l.qty,
    }),
    addedUnitPrice: t.exposeFloat('addedUnitPrice', {
      description:
        'Minor units: the unit price shown when the line was added or its quantity last set; differs from unitPrice when the price changed since',
    }),
    priceChanged: t.boolean({
      description: 'The unit price changed since the line was added or its quantity last set',
      resolve: (l) => l.addedUnitPrice !== l.unitPrice,
    }),
    seller: t.exposeString('seller', { description: 'The company the line is bought from (its sales organisation)' }),
    currency: t.exposeString('currency', { description: "ISO 4217 code of the market's currency the line's prices are in" }),
    product: t.field({ type: ProductRef, description: "The article on the line, in the host's market", resolve: (l) => l.product }),
  }),
});

// One stock read for all lines of an answer.
const orderableOf = perRequest(async (ctx: { db: Database }, ids: readonly number[]) => {
  const stock = await availableStock(ctx.db, ids);
  return ids.map((id) => stock.get(id) ?? 0);
});

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
  description: "One cart line to set in updateProductsInCart: the article and the line's new quantity.",
  fields: (t) => ({
    custCode: t.string({
      required: true,
      description: "A code of the active customer (the ERP's r3, isr or unified code); any other customer is refused",
      validate: z.string().min(1).max(20),
    }),
    articleCode: t.string({ required: true, description: "The ERP's article code of the product", validate: z.string().min(1).max(60) }),
    sorg: t.string({
      required: true,
      description: "The sales organisation code of the host's market; an article of another one is refused",
      validate: z.string().min(1).max(10),
    }),
    qty: t.int({
      required: true,
      description: 'The new quantity of the line; 0 removes it',
      validate: z.number().int().min(0).max(99_999),
    }),
    uom: t.string({
      required: true,
      description: "Unit of measure, which must be the article's own (e.g. EA)",
      validate: z.string().min(1).max(10),
    }),
  }),
});

const CartUpdate = builder.objectRef<MutationOutcome & { cart: CartLine[] }>('CartUpdate').implement({
  ...insideGuardedFields,
  description: 'What updateProductsInCart answers: whether the cart changed, the refused lines and the cart afterwards.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether the cart was changed, with a short text to show',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'One error per refused line, its field named products.<index>.<field>; empty when the cart changed',
      resolve: (r) => r.userErrors,
    }),
    cart: t.field({ type: [CartItem], description: 'The cart after the change (unchanged when a line failed)', resolve: (r) => r.cart }),
  }),
});

builder.queryFields((t) => ({
  cart: t.withAuth(cartAuth).field({
    type: [CartItem],
    description: "The active customer's cart lines in this market, oldest first; optionally only some line ids or one article slug.",
    args: {
      ids: t.arg.intList({
        description: 'Only these cart line ids (at most 200); all lines when left out',
        validate: z.array(z.number().int()).max(200),
      }),
      slug: t.arg.string({
        description: 'Only the line of the article with this catalogue slug; all lines when left out',
        validate: z.string().max(160),
      }),
    },
    resolve: (_root, args, ctx) => cartLines(ctx, { ids: args.ids, slug: args.slug }),
  }),
}));

builder.mutationFields((t) => ({
  updateProductsInCart: t.withAuth(cartAuth).field({
    type: CartUpdate,
    description: 'Sets line quantities (0 removes); all lines or none, with a clear error per refused line.',
    args: {
      products: t.arg({
        type: [CartProductInput],
        required: true,
        description: 'The lines to set, 1 to 100; lines not named stay as they are',
        validate: z.array(z.any()).min(1).max(100),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const outcome = await updateProductsInCart(ctx, args.products);
      return { ...outcome, cart: await cartLines(ctx) };
    },
  }),
}));
