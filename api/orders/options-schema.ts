import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { paymentMethods, shipmentRates } from './options.ts';
// The checkout's freight benefits and expected supply dates, beside its choices.
import './freight-schema.ts';
import './confirmation-preview-schema.ts';

const checkoutAuth = { $all: { scope: 'cart.display-order-qty', activeCustomer: true } } as const;

const ShipmentRate = builder.objectRef<Awaited<ReturnType<typeof shipmentRates>>[number]>('ShipmentRate').implement({
  ...insideGuardedFields,
  description: 'A shipment method of the market offered at checkout, with its flat rate per order.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'What checkout(input.shipment) takes' }),
    type: t.exposeString('type', { description: "The method's kind as the dealer reads it, in the reader's language" }),
    description: t.exposeString('description', { description: "The method's explanation, in the reader's language" }),
    rate: t.exposeFloat('rate', { description: 'Flat rate per order before freight discounts, minor units of currency' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the currency the rate is in' }),
    precision: t.exposeInt('precision', { description: "Decimal places of the market's currency: rate / 10^precision is in major units" }),
  }),
});

const PaymentMethod = builder.objectRef<Awaited<ReturnType<typeof paymentMethods>>[number]>('PaymentMethod').implement({
  ...insideGuardedFields,
  description: 'A payment method of the market offered for paying an order at checkout.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'What checkout(input.payment) takes' }),
    type: t.exposeString('type', { description: "e.g. 'Bank Transfer', 'ACH', 'PAD', 'Credit Card', 'Credit Term'" }),
    description: t.exposeString('description', { description: "The method's explanation, in the reader's language" }),
    padDebit: t.exposeBoolean('padDebit', {
      description: "A pre-authorized debit (Canada): checkout then needs input.padDebit, the dealer's bank account",
    }),
    instruction: t.exposeString('instruction', {
      nullable: true,
      description: "How to pay with it, in the reader's language; null when none",
    }),
  }),
});

builder.queryFields((t) => ({
  customerShipmentRates: t.withAuth(checkoutAuth).field({
    type: [ShipmentRate],
    description: "The shipment methods of the active customer's market, for the checkout.",
    resolve: (_root, _args, ctx) => shipmentRates(ctx),
  }),
  paymentMethods: t.withAuth(checkoutAuth).field({
    type: [PaymentMethod],
    description: "The payment methods of the active customer's market, for the checkout.",
    resolve: (_root, _args, ctx) => paymentMethods(ctx),
  }),
}));
