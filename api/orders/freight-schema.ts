import { z } from 'zod';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { cartFreightBenefits, type FreightBenefit } from './freight.ts';

const checkoutAuth = { $all: { scope: 'cart.display-order-qty', activeCustomer: true } } as const;

const FreightBenefitRef = builder.objectRef<FreightBenefit>('FreightBenefit').implement({
  ...insideGuardedFields,
  description: 'What one warehouse area earns on the freight (spec 2 §3); money in minor units with precision beside it',
  fields: (t) => ({
    warehouseArea: t.exposeString('warehouseArea', { description: "Code of the market's warehouse area the benefit is earned in" }),
    qty: t.exposeInt('qty', { description: 'Units the cart takes from the area' }),
    targetQty: t.exposeInt('targetQty', { description: 'The next target to reach; once the last is reached, that one' }),
    isHomeWarehouse: t.exposeBoolean('isHomeWarehouse', { description: "The area that serves the customer's address" }),
    discountAmount: t.exposeFloat('discountAmount', {
      description: "The freight discount at targetQty, minor units of the market's currency",
    }),
    currentDiscountAmount: t.exposeFloat('currentDiscountAmount', {
      description: "The discount earned now, minor units of the market's currency; 0 when no target is reached",
    }),
    missingQty: t.exposeInt('missingQty', { description: 'Units still missing to targetQty; 0 when no target is left' }),
    currency: t.exposeString('currency', { description: "ISO 4217 code of the market's currency the amounts are in" }),
    precision: t.exposeInt('precision', { description: 'Decimal places of the currency: an amount / 10^precision is in major units' }),
  }),
});

const AreaQtyInput = builder.inputType('WarehouseAreaQtyInput', {
  description: 'Units taken from one warehouse area, to reckon its freight benefit with.',
  fields: (t) => ({
    warehouseArea: t.string({ required: true, description: "Code of the market's warehouse area", validate: z.string().min(1).max(60) }),
    qty: t.int({
      required: true,
      description: 'Units taken from the area; an area named twice counts its units added up',
      validate: z.number().int().min(0).max(1_000_000),
    }),
  }),
});

builder.queryFields((t) => ({
  cartFreightBenefits: t.withAuth(checkoutAuth).field({
    type: [FreightBenefitRef],
    description:
      "Freight benefits of the active customer's market per warehouse area; without qtyByWarehouseArea, for the cart as checkout would take it from stock now.",
    args: {
      qtyByWarehouseArea: t.arg({
        type: [AreaQtyInput],
        description: 'Units per warehouse area to reckon with, at most 50 areas; default the cart as checkout would take it from stock now',
        validate: z.array(z.any()).max(50),
      }),
    },
    resolve: (_root, args, ctx) => cartFreightBenefits(ctx, args.qtyByWarehouseArea),
  }),
}));
