import { z } from 'zod';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import type { CheckoutAnswer, PlacedOrder, PlacedOrderLine } from './answer.ts';
import { checkout } from './checkout.ts';
// The choices the checkout page offers.
import './options-schema.ts';

// The route table gives /cart/checkout the cart's scope and needs a customer (src/rules/navigation.ts).
const checkoutAuth = { $all: { scope: 'cart.display-order-qty', activeCustomer: true } } as const;

const CheckoutOrderLine = builder.objectRef<PlacedOrderLine>('CheckoutOrderLine').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    articleCode: t.exposeString('articleCode', { description: "The ERP's article key" }),
    articleCodeDisplay: t.exposeString('articleCodeDisplay', { description: 'The article code as the dealer reads it' }),
    name: t.exposeString('name'),
    qty: t.exposeInt('qty'),
    uom: t.exposeString('uom'),
    unitPrice: t.exposeFloat('unitPrice', { description: 'Minor units, after the price rule for this quantity' }),
    subtotal: t.exposeFloat('subtotal', { description: 'Minor units' }),
  }),
});

const CheckoutOrder = builder.objectRef<PlacedOrder>('CheckoutOrder').implement({
  ...insideGuardedFields,
  description: 'An order a checkout placed: one per sales organisation. Money in minor units with precision beside it.',
  fields: (t) => ({
    orderNo: t.exposeString('orderNo', { description: "The B2B number, 'B2B-<sorg>-<seq>'" }),
    sorg: t.exposeString('sorg'),
    seller: t.string({ description: 'The company the order is bought from (its sales organisation)', resolve: (o) => o.seller ?? '' }),
    status: t.exposeString('status'),
    shipTo: t.exposeString('shipTo'),
    shipment: t.exposeString('shipment'),
    payment: t.exposeString('payment'),
    requestDeliveryDate: t.exposeString('requestDeliveryDate', { nullable: true }),
    poNumber: t.exposeString('poNumber', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    linesTotal: t.exposeFloat('linesTotal'),
    shipmentAmount: t.exposeFloat('shipmentAmount'),
    total: t.exposeFloat('total'),
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
    createdAt: t.exposeString('createdAt'),
    lines: t.field({ type: [CheckoutOrderLine], resolve: (o) => o.lines }),
  }),
});

const CheckoutResult = builder.objectRef<CheckoutAnswer>('CheckoutResult').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', {
      nullable: true,
      description: 'Why it was refused: S001 stock, C001 changed data, U002 forbidden, I001 input, INT failed',
    }),
    orders: t.field({ type: [CheckoutOrder], resolve: (r) => r.orders }),
  }),
});

const CheckoutInput = builder.inputType('CheckoutInput', {
  fields: (t) => ({
    idempotencyKey: t.string({
      required: true,
      description: 'Made once per checkout attempt by the browser; a repeat answers the first answer',
      validate: z.string().max(100),
    }),
    shipTo: t.string({ required: true, description: 'Ship-to code of the active customer', validate: z.string().max(40) }),
    shipment: t.string({ required: true, description: 'Shipment method code of the market', validate: z.string().max(40) }),
    payment: t.string({ required: true, description: 'Payment method code of the market', validate: z.string().max(40) }),
    requestDeliveryDate: t.string({ description: 'YYYY-MM-DD', validate: z.string().max(10) }),
    // Longer values reach the service, which answers a field error (spec 2 §5: 35 and 100).
    poNumber: t.string({ validate: z.string().max(200) }),
    notes: t.string({ validate: z.string().max(1000) }),
  }),
});

builder.mutationFields((t) => ({
  checkout: t.withAuth(checkoutAuth).field({
    type: CheckoutResult,
    description: "Places the active customer's cart as orders; all or nothing, once per idempotency key.",
    args: { input: t.arg({ type: CheckoutInput, required: true }) },
    resolve: (_root, { input }, ctx) => checkout(ctx, input),
  }),
}));
