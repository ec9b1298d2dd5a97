import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { paymentMethods, shipmentRates } from './options.ts';
// The checkout's freight benefits and expected supply dates, beside its choices.
import './freight-schema.ts';
import './confirmation-preview-schema.ts';

const checkoutAuth = { $all: { scope: 'cart.display-order-qty', activeCustomer: true } } as const;

const ShipmentRate = builder.objectRef<Awaited<ReturnType<typeof shipmentRates>>[number]>('ShipmentRate').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    code: t.exposeString('code', { description: 'What checkout(input.shipment) takes' }),
    type: t.exposeString('type'),
    description: t.exposeString('description'),
    rate: t.exposeFloat('rate', { description: 'Per order, minor units' }),
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
  }),
});

const PaymentMethod = builder.objectRef<Awaited<ReturnType<typeof paymentMethods>>[number]>('PaymentMethod').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    code: t.exposeString('code', { description: 'What checkout(input.payment) takes' }),
    type: t.exposeString('type', { description: "e.g. 'Bank Transfer', 'ACH', 'Credit Card', 'Credit Term'" }),
    description: t.exposeString('description'),
    instruction: t.exposeString('instruction', { nullable: true }),
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
