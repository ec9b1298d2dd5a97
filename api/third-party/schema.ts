// Third party (spec 3 §2 /3rd-party, §3, §4, §7 'Third party'): the types and queries, then the mutations.
import './mutations-schema.ts';
import { OrderLineStatusRef } from './status-type.ts';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import type { Vendor } from './access.ts';
import {
  MAX_PRODUCT_PAGE,
  MAX_VENDOR_PAGE,
  maintenanceVendors,
  productThirdParties,
  type ThirdPartyProduct,
  vendorThirdParties,
} from './catalog.ts';
import { type OrderLineView, type OrderView, orderThirdParties } from './orders.ts';

const catalogReaders = { anyScope: ['page.3rdpartycatalog', 'page.3rdpartyarticlemaintenance'] } as const;
const vendorReaders = { anyScope: ['page.3rdpartycatalog', 'page.3rdpartyorder', 'page.3rdpartyarticlemaintenance'] } as const;

export const VendorRef = builder.objectRef<Vendor>('ThirdPartyVendor').implement({
  ...insideGuardedFields,
  description: 'A third-party vendor: a company outside the brand that sells its own products to dealers through the portal.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the vendor" }),
    code: t.exposeString('code', { description: "The vendor's code in its market" }),
    name: t.exposeString('name', { description: "The vendor's company name" }),
    email: t.exposeString('email', { description: "The vendor's contact e-mail address" }),
    address: t.exposeString('address', { description: "The vendor's street address" }),
    city: t.exposeString('city', { description: "The vendor's city" }),
    sorg: t.exposeString('sorg', { description: 'Code of the sales organisation (market) the vendor sells in' }),
  }),
});

const VendorBriefRef = builder.objectRef<{ id: number; name: string; email: string }>('ThirdPartyVendorBrief').implement({
  ...insideGuardedFields,
  description: 'The vendor of a third-party product or order, in short.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the vendor" }),
    name: t.exposeString('name', { description: "The vendor's company name" }),
    email: t.exposeString('email', { description: "The vendor's contact e-mail address" }),
  }),
});

const NewArrivalRef = builder.objectRef<ThirdPartyProduct['newArrival']>('ThirdPartyNewArrival').implement({
  ...insideGuardedFields,
  description: 'When the vendor marks a product as a new arrival in the third-party catalogue.',
  fields: (t) => ({
    from: t.exposeString('from', { nullable: true, description: 'First day of the marking, YYYY-MM-DD; null: open' }),
    to: t.exposeString('to', { nullable: true, description: 'Last day of the marking, YYYY-MM-DD; null: open' }),
    active: t.exposeBoolean('active', { description: 'Whether the vendor turned the marking on' }),
  }),
});

const ProductRef = builder.objectRef<ThirdPartyProduct>('ThirdPartyProduct').implement({
  ...insideGuardedFields,
  description:
    "A vendor's product: a dealer sees the active ones of the host's market with stock and price as the host allows; its vendor sees all of them as stored.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the product" }),
    vendor: t.field({ type: VendorBriefRef, description: 'The vendor that sells it', resolve: (p) => p.vendor }),
    articleCode: t.exposeString('articleCode', { description: "The vendor's article code, unique per vendor" }),
    name: t.exposeString('name', { description: "The product's name as the vendor wrote it" }),
    description: t.exposeString('description', { description: "The vendor's description of the product; may be empty" }),
    salesUnit: t.exposeString('salesUnit', { description: 'The unit it is sold and ordered in, e.g. PC or BOX' }),
    uomConverter: t.exposeInt('uomConverter', { description: 'Single pieces in one sales unit (1 or more)' }),
    sorg: t.exposeString('sorg', { description: "Code of the vendor's sales organisation (market)" }),
    price: t.exposeInt('price', { nullable: true, description: "Minor units; null where the host's checkPrice3rdParty hides prices" }),
    currency: t.exposeString('currency', { description: "ISO 4217 code of the price's currency: the vendor's market's" }),
    stock: t.exposeInt('stock', { nullable: true, description: "Null where the host's checkStock3rdParty shows only availability" }),
    available: t.exposeBoolean('available', { description: 'Whether the vendor has any in stock' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true, description: "Address of the product's picture; null when it has none" }),
    openOrder: t.exposeInt('openOrder', {
      description:
        "Quantity on lines still ordered or confirmed: of every dealer for its vendor, of the active customer's orders for a dealer",
    }),
    shippedOrder: t.exposeInt('shippedOrder', {
      description: "Quantity on lines shipped or delivered: of every dealer for its vendor, of the active customer's orders for a dealer",
    }),
    active: t.exposeBoolean('active', { description: 'Whether dealers see it; only its vendor reads inactive ones' }),
    displayOrder: t.exposeInt('displayOrder', {
      nullable: true,
      description: "The vendor's position for it in the list (lower first); null: after those with one, by article code",
    }),
    newArrival: t.field({ type: NewArrivalRef, description: 'Its new-arrival marking', resolve: (p) => p.newArrival }),
  }),
});

const ProductPageRef = builder.objectRef<Awaited<ReturnType<typeof productThirdParties>>>('ThirdPartyProductPage').implement({
  ...insideGuardedFields,
  description: 'One page of the third-party catalogue.',
  fields: (t) => ({
    products: t.field({
      type: [ProductRef],
      description: "The products of this page: by vendor name, then the vendor's display order, then article code",
      resolve: (p) => p.products,
    }),
    info: t.field({ type: PageInfoRef, description: 'Paging; count is the number of matching products', resolve: (p) => p.info }),
    asVendor: t.exposeBoolean('asVendor', { description: 'True when the reader is a vendor reading its own products' }),
  }),
});

const MaintenanceVendorsRef = builder.objectRef<Awaited<ReturnType<typeof maintenanceVendors>>>('ThirdPartyMaintenanceVendors').implement({
  ...insideGuardedFields,
  description: 'The vendors whose articles the reader maintains.',
  fields: (t) => ({
    own: t.field({
      type: VendorRef,
      nullable: true,
      description: "The vendor the reader's login is linked to; null for staff and logins of no vendor",
      resolve: (r) => r.own,
    }),
    anyVendor: t.exposeBoolean('anyVendor', {
      description: "True for staff who maintain any vendor's articles: they choose one and name it (vendorId) in every call",
    }),
    vendors: t.field({
      type: [VendorRef],
      description: 'This page of the vendors the reader may choose, active ones first, then by name; a vendor login its own',
      resolve: (r) => r.vendors,
    }),
    info: t.field({ type: PageInfoRef, description: 'Paging; count is the number of matching vendors', resolve: (r) => r.info }),
  }),
});

const OrderLineRef = builder.objectRef<OrderLineView>('ThirdPartyOrderLine').implement({
  ...insideGuardedFields,
  description: 'One article of a third-party order, as it was ordered, with its own status.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the line" }),
    articleCode: t.exposeString('articleCode', { description: "The vendor's article code" }),
    name: t.exposeString('name', { description: "The product's name when it was ordered" }),
    price: t.exposeInt('price', { description: "Unit price when it was ordered, in minor units of the order's currency" }),
    subtotal: t.exposeInt('subtotal', { description: "Unit price times quantity, in minor units of the order's currency" }),
    orderQty: t.exposeInt('orderQty', { description: 'Quantity ordered, in sales units' }),
    salesUnit: t.exposeString('salesUnit', { description: 'The unit it was ordered in' }),
    notes: t.exposeString('notes', { nullable: true, description: "The dealer's note on this article; null: none" }),
    status: t.field({ type: OrderLineStatusRef, description: 'Where the line stands', resolve: (l) => l.status }),
    updatedAt: t.exposeString('updatedAt', { description: 'Last change of the line (placed or moved), ISO 8601 timestamp in UTC' }),
    nextStatuses: t.field({
      type: [OrderLineStatusRef],
      description: 'Where the reader may move the line: the vendor only',
      resolve: (l) => [...l.nextStatuses],
    }),
  }),
});

const CustomerBriefRef = builder.objectRef<OrderView['custThirdParty']>('ThirdPartyCustomer').implement({
  ...insideGuardedFields,
  description: 'The dealer (customer) who placed a third-party order.',
  fields: (t) => ({
    code: t.exposeString('code', { description: "The customer's code: its ISR code, else its R3 code" }),
    name: t.exposeString('name', { description: "The customer's name" }),
  }),
});

const OrderRef = builder.objectRef<OrderView>('ThirdPartyOrder').implement({
  ...insideGuardedFields,
  description: "A dealer's order to one vendor; a third-party checkout places one per vendor in the cart.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the order" }),
    orderNo: t.exposeString('orderNo', { description: "The order number: 3P, the sales organisation's first digit and a running number" }),
    vendor: t.field({ type: VendorBriefRef, description: 'The vendor ordered from', resolve: (o) => o.vendor }),
    custThirdParty: t.field({ type: CustomerBriefRef, description: 'The dealer who ordered', resolve: (o) => o.custThirdParty }),
    address: t.exposeString('address', { description: "The ship-to's name, address and city, as at ordering" }),
    reqDeliveryDate: t.exposeString('reqDeliveryDate', { description: 'Requested delivery day, YYYY-MM-DD' }),
    notes: t.exposeString('notes', { nullable: true, description: "The dealer's note on the order; null: none" }),
    totalOrder: t.exposeInt('totalOrder', { description: "Sum of the line subtotals, in minor units of the order's currency" }),
    currency: t.exposeString('currency', { description: "ISO 4217 code of the order's currency" }),
    createdAt: t.exposeString('createdAt', { description: 'When it was placed, ISO 8601 timestamp in UTC' }),
    details: t.field({ type: [OrderLineRef], description: 'Its lines in the order they were placed', resolve: (o) => o.details }),
  }),
});

const OrderPageRef = builder.objectRef<Awaited<ReturnType<typeof orderThirdParties>>>('ThirdPartyOrderPage').implement({
  ...insideGuardedFields,
  description: 'One page of third-party orders.',
  fields: (t) => ({
    orders: t.field({ type: [OrderRef], description: 'The orders of this page, newest first', resolve: (p) => p.orders }),
    info: t.field({ type: PageInfoRef, description: 'Paging; count is the number of matching orders', resolve: (p) => p.info }),
    asVendor: t.exposeBoolean('asVendor', { description: 'True when the reader is a vendor reading the orders of its products' }),
  }),
});

const OrderFilterRef = builder.inputType('ThirdPartyOrderFilter', {
  description: 'Narrows the third-party order list.',
  fields: (t) => ({
    search: t.string({ description: "Part of the order number, the customer's name, or a line's article code or name" }),
    status: t.field({ type: OrderLineStatusRef, description: 'Only orders with at least one line in this status' }),
  }),
});

const ShipToRef = builder
  .objectRef<{ code: string; name: string; address: string; city: string; isDefault: number }>('ThirdPartyShipTo')
  .implement({
    ...insideGuardedFields,
    description: "One of the active customer's ship-to addresses a third-party order may go to.",
    fields: (t) => ({
      code: t.exposeString('code', { description: "The ship-to's code (shipment.shipToCode of checkoutThirdParty)" }),
      name: t.exposeString('name', { description: 'Name of the place delivered to' }),
      address: t.exposeString('address', { description: 'Street address of the ship-to' }),
      city: t.exposeString('city', { description: 'City of the address' }),
      isDefault: t.boolean({ description: "Whether it is the customer's default ship-to", resolve: (s) => s.isDefault === 1 }),
    }),
  });

builder.queryFields((t) => ({
  productThirdParties: t.withAuth(catalogReaders).field({
    type: ProductPageRef,
    description: "The third-party catalogue, paged and searched on the server: a dealer's market, or a vendor's own products",
    args: {
      search: t.arg.string({ description: "Part of the product's article code, name or description; case ignored" }),
      withStock: t.arg.boolean({ description: 'true: only products with stock' }),
      vendorId: t.arg.int({ description: "Only this vendor's products; with maintain, the vendor staff maintain" }),
      maintain: t.arg.boolean({
        description:
          "true: all products as their vendor maintains them, of the reader's own vendor or, for staff who maintain any vendor, of vendorId",
      }),
      page: t.arg.int({ description: 'Page to read, from 1 (default 1)' }),
      limit: t.arg.int({ description: `Products a page (default 20), at most ${MAX_PRODUCT_PAGE}` }),
    },
    resolve: (_r, args, ctx) => productThirdParties(ctx, args),
  }),
  maintenanceVendorThirdParties: t.withAuth({ scope: 'page.3rdpartyarticlemaintenance' }).field({
    type: MaintenanceVendorsRef,
    description: "Whose articles the reader maintains: a vendor's login its own vendor; staff who maintain any vendor search all of them",
    args: {
      search: t.arg.string({ description: "Part of the vendor's code, name or city; case ignored" }),
      page: t.arg.int({ description: 'Page to read, from 1 (default 1)' }),
      limit: t.arg.int({ description: `Vendors a page (default 20), at most ${MAX_VENDOR_PAGE}` }),
    },
    resolve: (_r, args, ctx) => maintenanceVendors(ctx, args),
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
    args: {
      page: t.arg.int({ description: 'Page to read, from 1 (default 1)' }),
      limit: t.arg.int({ description: 'Orders a page, 1 to 50 (default 10)' }),
      filter: t.arg({ type: OrderFilterRef, description: 'Search and status; left out, all orders' }),
    },

    resolve: (_r, args, ctx) => orderThirdParties(ctx, args.page ?? 1, args.limit ?? 10, args.filter ?? {}),
  }),
}));
