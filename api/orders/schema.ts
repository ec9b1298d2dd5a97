import { z } from 'zod';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import type { CheckoutAnswer, PlacedOrder, PlacedOrderLine } from './answer.ts';
import { checkout } from './checkout.ts';
// The choices the checkout page offers.
import './options-schema.ts';
import './list-schema.ts';
import './deliveries-schema.ts';
import './open-orders-schema.ts';

// The route table gives /cart/checkout the cart's scope and needs a customer (src/rules/navigation.ts).
const checkoutAuth = { $all: { scope: 'cart.display-order-qty', activeCustomer: true } } as const;

const CheckoutOrderLine = builder.objectRef<PlacedOrderLine>('CheckoutOrderLine').implement({
  ...insideGuardedFields,
  description: 'One article line of an order a checkout placed, priced as checkout charged it.',
  fields: (t) => ({
    articleCode: t.exposeString('articleCode', { description: "The ERP's article key" }),
    articleCodeDisplay: t.exposeString('articleCodeDisplay', { description: 'The article code as the dealer reads it' }),
    name: t.exposeString('name', { description: "The article's name in the catalogue" }),
    qty: t.exposeInt('qty', { description: 'Quantity ordered, in the unit of measure uom' }),
    uom: t.exposeString('uom', { description: 'Unit of measure the line was ordered in (e.g. EA)' }),
    unitPrice: t.exposeFloat('unitPrice', { description: "Minor units of the order's currency, after the price rule for this quantity" }),
    subtotal: t.exposeFloat('subtotal', { description: "Minor units of the order's currency: what the line costs, unitPrice times qty" }),
  }),
});

const CheckoutOrder = builder.objectRef<PlacedOrder>('CheckoutOrder').implement({
  ...insideGuardedFields,
  description: 'An order a checkout placed: one per sales organisation. Money in minor units with precision beside it.',
  fields: (t) => ({
    orderNo: t.exposeString('orderNo', { description: "The B2B number, 'B2B-<sorg>-<seq>'" }),
    sorg: t.exposeString('sorg', { description: 'Code of the sales organisation the order is placed with' }),
    seller: t.string({ description: 'The company the order is bought from (its sales organisation)', resolve: (o) => o.seller ?? '' }),
    status: t.exposeString('status', {
      description: "The order's status code as placed: awaiting_confirmation, until the ERP or staff confirm it",
    }),
    shipTo: t.exposeString('shipTo', { description: "Code of the active customer's ship-to address the order goes to" }),
    shipment: t.exposeString('shipment', { description: "Code of the market's shipment method chosen" }),
    payment: t.exposeString('payment', { description: "Code of the market's payment method chosen" }),
    requestDeliveryDate: t.exposeString('requestDeliveryDate', {
      nullable: true,
      description: 'Delivery date the dealer asked for, YYYY-MM-DD; null for as soon as possible',
    }),
    poNumber: t.exposeString('poNumber', { nullable: true, description: "The dealer's own purchase-order number, at most 35 characters" }),
    notes: t.exposeString('notes', { nullable: true, description: "The dealer's notes to the order, at most 100 characters" }),
    linesTotal: t.exposeFloat('linesTotal', { description: "Minor units of the order's currency: the sum of the lines' subtotals" }),
    shipmentAmount: t.exposeFloat('shipmentAmount', {
      description: "Minor units of the order's currency: the shipment rate less any freight discount earned, never below 0",
    }),
    total: t.exposeFloat('total', { description: "Minor units of the order's currency: linesTotal plus shipmentAmount" }),
    currency: t.exposeString('currency', { description: "ISO 4217 code of the market's currency the order is priced in" }),
    precision: t.exposeInt('precision', { description: 'Decimal places of the currency: an amount / 10^precision is in major units' }),
    createdAt: t.exposeString('createdAt', { description: 'When the order was placed, ISO 8601 in UTC' }),
    lines: t.field({ type: [CheckoutOrderLine], description: 'The articles ordered, in cart order', resolve: (o) => o.lines }),
  }),
});

export const CheckoutResult = builder.objectRef<CheckoutAnswer>('CheckoutResult').implement({
  ...insideGuardedFields,
  description: 'What checkout answers: the outcome, a code when refused and the orders placed.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether the orders were placed, with the text to show (the order numbers, or why not)',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Errors naming the input field or cart line refused; empty when the orders were placed',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', {
      nullable: true,
      description: 'Why it was refused: S001 stock, C001 changed data, U002 forbidden, I001 input, INT failed',
    }),
    orders: t.field({
      type: [CheckoutOrder],
      description: 'The orders placed, one per sales organisation; empty when refused',
      resolve: (r) => r.orders,
    }),
  }),
});

const PadDebitInput = builder.inputType('PadDebitInput', {
  description: "Canada's pre-authorized debit: the dealer's bank account the order is debited from (src/rules/pad-debit.ts).",
  fields: (t) => ({
    institutionNumber: t.string({ description: "The bank's 3-digit institution number", validate: z.string().max(20) }),
    transitNumber: t.string({ description: "The branch's 5-digit transit number", validate: z.string().max(20) }),
    accountNumber: t.string({ description: 'The account number, 7 to 12 digits', validate: z.string().max(30) }),
  }),
});

export const CheckoutInput = builder.inputType('CheckoutInput', {
  description: "What the dealer chooses at checkout for the active customer's cart: where, how it ships and how it is paid.",
  fields: (t) => ({
    idempotencyKey: t.string({
      required: true,
      description: 'Made once per checkout attempt by the browser; a repeat answers the first answer',
      validate: z.string().max(100),
    }),
    shipTo: t.string({ required: true, description: 'Ship-to code of the active customer', validate: z.string().max(40) }),
    shipment: t.string({ required: true, description: 'Shipment method code of the market', validate: z.string().max(40) }),
    payment: t.string({ required: true, description: 'Payment method code of the market', validate: z.string().max(40) }),
    requestDeliveryDate: t.string({
      description: 'Delivery date asked for, YYYY-MM-DD, not in the past; none for as soon as possible',
      validate: z.string().max(10),
    }),
    // Longer values reach the service, which answers a field error (spec 2 §5: 35 and 100).
    poNumber: t.string({
      description: "The dealer's own purchase-order number, at most 35 characters; optional",
      validate: z.string().max(200),
    }),
    notes: t.string({ description: 'Notes to the order, at most 100 characters; optional', validate: z.string().max(1000) }),
    padDebit: t.field({
      type: PadDebitInput,
      description: 'Required when the payment method is a pre-authorized debit (PAD, Canada); ignored otherwise',
    }),
  }),
});

builder.mutationFields((t) => ({
  checkout: t.withAuth(checkoutAuth).field({
    type: CheckoutResult,
    description: "Places the active customer's cart as orders; all or nothing, once per idempotency key.",
    args: { input: t.arg({ type: CheckoutInput, required: true, description: 'The ship-to, shipment, payment and order details chosen' }) },
    resolve: (_root, { input }, ctx) => checkout(ctx, input),
  }),
}));
