import { z } from 'zod';
import type { ExpectedSupply } from '../adapters/erp/index.ts';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { type OrderPreview, stockOrderConfirmations } from './confirmation-preview.ts';
import { seesErpColumns } from './detail-schema.ts';

const checkoutAuth = { $all: { scope: 'cart.display-order-qty', activeCustomer: true } } as const;

const ExpectedSupplyRef = builder.objectRef<ExpectedSupply>('ExpectedSupply').implement({
  ...insideGuardedFields,
  description: 'A supply the ERP expects to confirm for a line (spec: supplyQty, supplyDate, supplySite...)',
  fields: (t) => ({
    qty: t.exposeInt('qty', { description: "Quantity of the line this supply covers, in the line's unit" }),
    date: t.exposeString('date', {
      description: 'Date the ERP expects to supply it, YYYY-MM-DD; never before the requested delivery date',
    }),
    site: t.exposeString('site', { description: 'The supplying warehouse code' }),
    // ERP columns are staff words: a dealer reads the warehouse name and the date.
    sloc: t.string({
      nullable: true,
      description: 'Storage location: staff only (null for dealers)',
      resolve: (x, _a, ctx) => (seesErpColumns(ctx) ? x.sloc : null),
    }),
    shippingPoint: t.string({
      nullable: true,
      description: "The ERP's shipping point code: staff only (null for dealers)",
      resolve: (x, _a, ctx) => (seesErpColumns(ctx) ? x.shippingPoint : null),
    }),
    location: t.exposeString('location', { description: 'The warehouse name' }),
    priority: t.int({
      nullable: true,
      description: "The ERP's supply priority, 1 first: staff only (null for dealers)",
      resolve: (x, _a, ctx) => (seesErpColumns(ctx) ? x.priority : null),
    }),
  }),
});

const LinePreviewRef = builder.objectRef<OrderPreview['lines'][number]>('StockOrderConfirmationLine').implement({
  ...insideGuardedFields,
  description: 'One cart line of an order the cart would become, with the supplies the ERP expects for it.',
  fields: (t) => ({
    articleCode: t.exposeString('articleCode', { description: "The ERP's article code of the line" }),
    qty: t.exposeInt('qty', { description: 'Quantity in the cart, in the unit of measure uom' }),
    uom: t.exposeString('uom', { description: 'Unit of measure the line is ordered in (e.g. EA)' }),
    supplies: t.field({
      type: [ExpectedSupplyRef],
      description: 'The expected supplies of the line, as the ERP plans them',
      resolve: (l) => l.supplies,
    }),
  }),
});

const OrderPreviewRef = builder.objectRef<OrderPreview>('StockOrderConfirmation').implement({
  ...insideGuardedFields,
  description: 'What the ERP expects to confirm for one order the cart would become',
  fields: (t) => ({
    sorg: t.exposeString('sorg', { description: 'Code of the sales organisation the order would be placed with' }),
    requestDeliveryDate: t.exposeString('requestDeliveryDate', {
      nullable: true,
      description: 'The delivery date asked for, YYYY-MM-DD; null for as soon as possible',
    }),
    lines: t.field({ type: [LinePreviewRef], description: "The order's cart lines, oldest first", resolve: (o) => o.lines }),
  }),
});

builder.queryFields((t) => ({
  stockOrderConfirmations: t.withAuth(checkoutAuth).field({
    type: [OrderPreviewRef],
    description:
      "The expected supply of each line of the active customer's cart, per sales organisation order, for a requested delivery date.",
    args: { reqDeliveryDate: t.arg.string({ description: 'YYYY-MM-DD; none for as soon as possible', validate: z.string().max(10) }) },
    resolve: (_root, args, ctx) => stockOrderConfirmations(ctx, args.reqDeliveryDate),
  }),
}));
