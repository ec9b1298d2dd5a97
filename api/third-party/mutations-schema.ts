import { z } from 'zod';
import { PRODUCT_BATCH } from '../../src/rules/third-party.ts';
import { builder } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import { beforeTransaction, preparedFor } from '../workers/before-transaction.ts';
import { type CheckoutAnswer, checkoutThirdParty, type ProductError } from './checkout.ts';
import { type FileRead, readVendorFile, uploaded } from './files.ts';
import {
  deleteProducts,
  type MaintenanceAnswer,
  type RowError,
  updateProductAttributes,
  uploadProductThirdParties,
  uploadStockThirdParties,
} from './maintenance.ts';
import { type StatusAnswer, updateStatusOrderItemThirdParty } from './orders.ts';
import { OrderLineStatusRef } from './status-type.ts';

const signedIn = { signedIn: true } as const;
const maintainers = { scope: 'page.3rdpartyarticlemaintenance' } as const;

const ParamRef = builder.objectRef<{ name: string; value: string }>('ThirdPartyMessageParam').implement({
  authScopes: signedIn,
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});
const params = (p: Record<string, string> | Record<string, string | number> | undefined) =>
  Object.entries(p ?? {}).map(([name, value]) => ({ name, value: String(value) }));

const ProductErrorRef = builder.objectRef<ProductError>('ThirdPartyProductError').implement({
  authScopes: signedIn,
  description: 'A product the checkout refused (spec 3 §5): product, qty, subtotal and message',
  fields: (t) => ({
    vendorId: t.exposeInt('vendorId'),
    articleCode: t.exposeString('articleCode'),
    product: t.exposeString('product'),
    qty: t.exposeInt('qty'),
    subtotal: t.exposeInt('subtotal'),
    message: t.exposeString('message'),
    messageKey: t.exposeString('messageKey'),
    params: t.field({ type: [ParamRef], resolve: (e) => params(e.params) }),
  }),
});

const CheckoutResultRef = builder.objectRef<CheckoutAnswer>('ThirdPartyCheckoutResult').implement({
  authScopes: signedIn,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    productErrors: t.field({ type: [ProductErrorRef], resolve: (r) => r.productErrors }),
    code: t.exposeString('code', { nullable: true }),
    orders: t.exposeStringList('orders', { description: 'The order numbers placed, one per vendor' }),
  }),
});

const RowErrorRef = builder.objectRef<RowError>('ThirdPartyRowError').implement({
  authScopes: signedIn,
  fields: (t) => ({
    line: t.exposeInt('line', { description: "The row's line in the file (the header is line 1)" }),
    field: t.exposeString('field'),
    message: t.exposeString('message'),
    messageKey: t.exposeString('messageKey', { nullable: true }),
    params: t.field({ type: [ParamRef], resolve: (e) => params(e.params) }),
  }),
});

const MaintenanceResultRef = builder.objectRef<MaintenanceAnswer>('ThirdPartyMaintenanceResult').implement({
  authScopes: signedIn,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    rowErrors: t.field({ type: [RowErrorRef], resolve: (r) => r.rowErrors }),
    code: t.exposeString('code', { nullable: true }),
    data: t.exposeStringList('articleCodes', { description: 'The articles saved' }),
  }),
});

const StatusResultRef = builder.objectRef<StatusAnswer>('ThirdPartyStatusResult').implement({
  authScopes: signedIn,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', { nullable: true }),
    status: t.field({ type: OrderLineStatusRef, nullable: true, resolve: (r) => r.status }),
  }),
});

const ShipmentRef = builder.inputType('ThirdPartyShipmentInput', {
  fields: (t) => ({
    shipToCode: t.string({ required: true, description: 'One of custVendorThirdPartyAddress' }),
    reqDeliveryDate: t.string({ required: true, description: 'YYYY-MM-DD, today or later' }),
    notes: t.string(),
  }),
});

const CheckoutProductRef = builder.inputType('ThirdPartyCheckoutProductInput', {
  description: 'A cart line: vendor, article, quantity and the price the dealer saw (null where prices are hidden)',
  fields: (t) => ({
    vendorId: t.int({ required: true }),
    articleCode: t.string({ required: true }),
    qty: t.int({ required: true }),
    price: t.int(),
    notes: t.string(),
  }),
});

const NewArrivalInputRef = builder.inputType('ThirdPartyNewArrivalInput', {
  fields: (t) => ({ from: t.string(), to: t.string(), active: t.boolean() }),
});
const AttributeInputRef = builder.inputType('ThirdPartyAttributeInput', {
  fields: (t) => ({ order: t.int(), newArrival: t.field({ type: NewArrivalInputRef }) }),
});
const ProductAttributeRef = builder.inputType('ThirdPartyProductAttributeInput', {
  fields: (t) => ({
    articleCode: t.string({ required: true }),
    sorg: t.string({ required: true }),
    attribute: t.field({ type: AttributeInputRef, required: true }),
  }),
});
const ProductKeyRef = builder.inputType('ThirdPartyProductKeyInput', {
  fields: (t) => ({ articleCode: t.string({ required: true }), sorg: t.string({ required: true }) }),
});

const FileArg = 'File' as never;
const fileWork = beforeTransaction(async (args, ctx) =>
  ctx.actor?.scopes.has(maintainers.scope) ? readVendorFile(uploaded(args.file as File)) : null,
);
const readOf = (info: Parameters<typeof preparedFor>[0]) => preparedFor<FileRead | null>(info) ?? undefined;
const batchSize = { validate: z.array(z.unknown()).max(PRODUCT_BATCH) };

builder.mutationFields((t) => ({
  checkoutThirdParty: t.withAuth({ $all: { scope: 'page.3rdpartycatalog', activeCustomer: true } }).field({
    type: CheckoutResultRef,
    description: 'Places one order per vendor, all in one transaction; any product error or field error and nothing is written',
    args: {
      idempotencyKey: t.arg.string({ required: true, validate: z.string().min(8).max(80) }),
      shipment: t.arg({ type: ShipmentRef, required: true }),
      products: t.arg({ type: [CheckoutProductRef], required: true, validate: z.array(z.unknown()).max(200) }),
    },
    resolve: (_r, args, ctx) => checkoutThirdParty(ctx, args.idempotencyKey, args.shipment, args.products),
  }),
  updateStatusOrderItemThirdParty: t.withAuth({ scope: 'page.3rdpartyorder' }).field({
    type: StatusResultRef,
    description: 'The vendor moves one article of one of its orders (src/rules/third-party.ts)',
    args: {
      orderNo: t.arg.string({ required: true }),
      articleCode: t.arg.string({ required: true }),
      status: t.arg({ type: OrderLineStatusRef, required: true }),
    },
    resolve: (_r, args, ctx) => updateStatusOrderItemThirdParty(ctx, args.orderNo, args.articleCode, args.status),
  }),
  uploadStockThirdParties: t.withAuth(maintainers).field({
    type: MaintenanceResultRef,
    description: 'xlsx or CSV with articleCode and stock; all rows or none, errors per row',
    args: { file: t.arg({ type: FileArg, required: true }) },
    extensions: fileWork,
    resolve: async (_r, args, ctx, info) =>
      uploadStockThirdParties(ctx, readOf(info) ?? (await readVendorFile(uploaded(args.file as unknown as File)))),
  }),
  uploadProductThirdParties: t.withAuth(maintainers).field({
    type: MaintenanceResultRef,
    description:
      'xlsx or CSV with articleCode, name, description, salesUnit, price, stock, uomConverter, active; adds or updates, all rows or none',
    args: { file: t.arg({ type: FileArg, required: true }) },
    extensions: fileWork,
    resolve: async (_r, args, ctx, info) =>
      uploadProductThirdParties(ctx, readOf(info) ?? (await readVendorFile(uploaded(args.file as unknown as File)))),
  }),
  updateProductAttributes: t.withAuth(maintainers).field({
    type: MaintenanceResultRef,
    description: `One batch of at most ${PRODUCT_BATCH}, all or nothing; the page sends the batches one after another`,
    args: { products: t.arg({ type: [ProductAttributeRef], required: true, ...batchSize }) },
    resolve: (_r, args, ctx) => updateProductAttributes(ctx, args.products),
  }),
  deleteProducts: t.withAuth(maintainers).field({
    type: MaintenanceResultRef,
    description: `One batch of at most ${PRODUCT_BATCH}, all or nothing`,
    args: { products: t.arg({ type: [ProductKeyRef], required: true, ...batchSize }) },
    resolve: (_r, args, ctx) => deleteProducts(ctx, args.products),
  }),
}));
