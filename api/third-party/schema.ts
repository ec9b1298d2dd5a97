// Third party (spec 3 §2 /3rd-party, §3, §4, §7 'Third party'): the types and queries, then the mutations.
import './mutations-schema.ts';
import { OrderLineStatusRef } from './status-type.ts';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import type { Vendor } from './access.ts';
import { MAX_PRODUCT_PAGE, productThirdParties, type ThirdPartyProduct, vendorThirdParties } from './catalog.ts';
import { type OrderLineView, type OrderView, orderThirdParties } from './orders.ts';

const catalogReaders = { anyScope: ['page.3rdpartycatalog', 'page.3rdpartyarticlemaintenance'] } as const;
const vendorReaders = { anyScope: ['page.3rdpartycatalog', 'page.3rdpartyorder', 'page.3rdpartyarticlemaintenance'] } as const;

export const VendorRef = builder.objectRef<Vendor>('ThirdPartyVendor').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    address: t.exposeString('address'),
    city: t.exposeString('city'),
    sorg: t.exposeString('sorg'),
  }),
});

const VendorBriefRef = builder.objectRef<{ id: number; name: string; email: string }>('ThirdPartyVendorBrief').implement({
  ...insideGuardedFields,
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name'), email: t.exposeString('email') }),
});

const NewArrivalRef = builder.objectRef<ThirdPartyProduct['newArrival']>('ThirdPartyNewArrival').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    from: t.exposeString('from', { nullable: true }),
    to: t.exposeString('to', { nullable: true }),
    active: t.exposeBoolean('active'),
  }),
});

const ProductRef = builder.objectRef<ThirdPartyProduct>('ThirdPartyProduct').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeInt('id'),
    vendor: t.field({ type: VendorBriefRef, resolve: (p) => p.vendor }),
    articleCode: t.exposeString('articleCode'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    salesUnit: t.exposeString('salesUnit'),
    uomConverter: t.exposeInt('uomConverter'),
    sorg: t.exposeString('sorg'),
    price: t.exposeInt('price', { nullable: true, description: "Minor units; null where the host's checkPrice3rdParty hides prices" }),
    currency: t.exposeString('currency'),
    stock: t.exposeInt('stock', { nullable: true, description: "Null where the host's checkStock3rdParty shows only availability" }),
    available: t.exposeBoolean('available'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    openOrder: t.exposeInt('openOrder'),
    shippedOrder: t.exposeInt('shippedOrder'),
    active: t.exposeBoolean('active'),
    displayOrder: t.exposeInt('displayOrder', { nullable: true }),
    newArrival: t.field({ type: NewArrivalRef, resolve: (p) => p.newArrival }),
  }),
});

const ProductPageRef = builder.objectRef<Awaited<ReturnType<typeof productThirdParties>>>('ThirdPartyProductPage').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    products: t.field({ type: [ProductRef], resolve: (p) => p.products }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
    asVendor: t.exposeBoolean('asVendor', { description: 'True when the reader is a vendor reading its own products' }),
  }),
});

const OrderLineRef = builder.objectRef<OrderLineView>('ThirdPartyOrderLine').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeInt('id'),
    articleCode: t.exposeString('articleCode'),
    name: t.exposeString('name'),
    price: t.exposeInt('price'),
    subtotal: t.exposeInt('subtotal'),
    orderQty: t.exposeInt('orderQty'),
    salesUnit: t.exposeString('salesUnit'),
    notes: t.exposeString('notes', { nullable: true }),
    status: t.field({ type: OrderLineStatusRef, resolve: (l) => l.status }),
    updatedAt: t.exposeString('updatedAt'),
    nextStatuses: t.field({
      type: [OrderLineStatusRef],
      description: 'Where the reader may move the line: the vendor only',
      resolve: (l) => [...l.nextStatuses],
    }),
  }),
});

const CustomerBriefRef = builder.objectRef<OrderView['custThirdParty']>('ThirdPartyCustomer').implement({
  ...insideGuardedFields,
  fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
});

const OrderRef = builder.objectRef<OrderView>('ThirdPartyOrder').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeInt('id'),
    orderNo: t.exposeString('orderNo'),
    vendor: t.field({ type: VendorBriefRef, resolve: (o) => o.vendor }),
    custThirdParty: t.field({ type: CustomerBriefRef, resolve: (o) => o.custThirdParty }),
    address: t.exposeString('address'),
    reqDeliveryDate: t.exposeString('reqDeliveryDate'),
    notes: t.exposeString('notes', { nullable: true }),
    totalOrder: t.exposeInt('totalOrder'),
    currency: t.exposeString('currency'),
    createdAt: t.exposeString('createdAt'),
    details: t.field({ type: [OrderLineRef], resolve: (o) => o.details }),
  }),
});

const OrderPageRef = builder.objectRef<Awaited<ReturnType<typeof orderThirdParties>>>('ThirdPartyOrderPage').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    orders: t.field({ type: [OrderRef], resolve: (p) => p.orders }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
    asVendor: t.exposeBoolean('asVendor'),
  }),
});

const OrderFilterRef = builder.inputType('ThirdPartyOrderFilter', {
  fields: (t) => ({ search: t.string(), status: t.field({ type: OrderLineStatusRef }) }),
});

const ShipToRef = builder
  .objectRef<{ code: string; name: string; address: string; city: string; isDefault: number }>('ThirdPartyShipTo')
  .implement({
    ...insideGuardedFields,
    fields: (t) => ({
      code: t.exposeString('code'),
      name: t.exposeString('name'),
      address: t.exposeString('address'),
      city: t.exposeString('city'),
      isDefault: t.boolean({ resolve: (s) => s.isDefault === 1 }),
    }),
  });

builder.queryFields((t) => ({
  productThirdParties: t.withAuth(catalogReaders).field({
    type: ProductPageRef,
    description: "The third-party catalogue, paged and searched on the server: a dealer's market, or a vendor's own products",
    args: {
      search: t.arg.string(),
      withStock: t.arg.boolean(),
      vendorId: t.arg.int(),
      page: t.arg.int(),
      limit: t.arg.int({ description: `At most ${MAX_PRODUCT_PAGE}` }),
    },
    resolve: (_r, args, ctx) => productThirdParties(ctx, args),
  }),
  vendorThirdParties: t.withAuth(vendorReaders).field({
    type: [VendorRef],
    description: "The vendors of the host's market, or the vendor's own record",
    resolve: (_r, _a, ctx) => vendorThirdParties(ctx),
  }),
  custVendorThirdPartyAddress: t.withAuth({ $all: { scope: 'page.3rdpartycatalog', activeCustomer: true } }).field({
    type: [ShipToRef],
    description: "The active customer's ship-to addresses for a third-party checkout",
    resolve: (_r, _a, ctx) =>
      ctx.db
        .selectFrom('shipTos')
        .select(['code', 'name', 'address', 'city', 'isDefault'])
        .where('customerId', '=', ctx.actor!.customer!.id)
        .orderBy('isDefault', 'desc')
        .orderBy('code')
        .execute(),
  }),
  orderThirdParties: t.withAuth({ scope: 'page.3rdpartyorder' }).field({
    type: OrderPageRef,
    description: "A dealer's orders to vendors, or a vendor's orders of its products, with a status per article",
    args: { page: t.arg.int(), limit: t.arg.int(), filter: t.arg({ type: OrderFilterRef }) },
    resolve: (_r, args, ctx) => orderThirdParties(ctx, args.page ?? 1, args.limit ?? 10, args.filter ?? {}),
  }),
}));
