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
  description: 'A value the translated message fills in, e.g. available = 5.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The placeholder in the message, without braces' }),
    value: t.exposeString('value', { description: 'The text that takes its place' }),
  }),
});
const params = (p: Record<string, string> | Record<string, string | number> | undefined) =>
  Object.entries(p ?? {}).map(([name, value]) => ({ name, value: String(value) }));

const ProductErrorRef = builder.objectRef<ProductError>('ThirdPartyProductError').implement({
  authScopes: signedIn,
  description: 'A product the checkout refused (spec 3 §5): product, qty, subtotal and message',
  fields: (t) => ({
    vendorId: t.exposeInt('vendorId', { description: 'The vendor of the refused product, as sent' }),
    articleCode: t.exposeString('articleCode', { description: "The vendor's article code, as sent" }),
    product: t.exposeString('product', { description: "The product's name, or the article code when it is no longer sold" }),
    qty: t.exposeInt('qty', { description: 'The quantity asked (repeated lines of one product summed)' }),
    subtotal: t.exposeInt('subtotal', { description: 'What the line came to, in minor units of the currency' }),
    message: t.exposeString('message', { description: 'Why it was refused, in English with its values filled in' }),
    messageKey: t.exposeString('messageKey', { description: 'Translation key of the message, e.g. third-party:errors.out_of_stock' }),
    params: t.field({ type: [ParamRef], description: 'The values the translated message fills in', resolve: (e) => params(e.params) }),
  }),
});

const CheckoutResultRef = builder.objectRef<CheckoutAnswer>('ThirdPartyCheckoutResult').implement({
  authScopes: signedIn,
  description: 'The answer of a third-party checkout: the orders placed, or why nothing was placed.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether it succeeded, and a short text saying so',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Problems of the shipment fields or the cart as a whole',
      resolve: (r) => r.userErrors,
    }),
    productErrors: t.field({
      type: [ProductErrorRef],
      description: 'The products refused, each with its reason',
      resolve: (r) => r.productErrors,
    }),
    code: t.exposeString('code', {
      nullable: true,
      description: 'Error code of a refusal: S001 when a product was refused, I001 for field errors; null on success',
    }),
    orders: t.exposeStringList('orders', { description: 'The order numbers placed, one per vendor' }),
  }),
});

const RowErrorRef = builder.objectRef<RowError>('ThirdPartyRowError').implement({
  authScopes: signedIn,
  description: 'A problem with one row of an uploaded vendor file.',
  fields: (t) => ({
    line: t.exposeInt('line', { description: "The row's line in the file (the header is line 1)" }),
    field: t.exposeString('field', { description: 'The column at fault, e.g. stock' }),
    message: t.exposeString('message', { description: 'What is wrong, in English with its values filled in' }),
    messageKey: t.exposeString('messageKey', {
      nullable: true,
      description: 'Translation key of the message, e.g. third-party:errors.stock_value',
    }),
    params: t.field({ type: [ParamRef], description: 'The values the translated message fills in', resolve: (e) => params(e.params) }),
  }),
});

const MaintenanceResultRef = builder.objectRef<MaintenanceAnswer>('ThirdPartyMaintenanceResult').implement({
  authScopes: signedIn,
  description: "The answer of a vendor's article maintenance: all rows saved, or none with the reasons.",
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether it succeeded, and a short text saying so',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Problems of the file as a whole or of batch entries (field products.{index}...)',
      resolve: (r) => r.userErrors,
    }),
    rowErrors: t.field({ type: [RowErrorRef], description: 'Problems of single file rows', resolve: (r) => r.rowErrors }),
    code: t.exposeString('code', {
      nullable: true,
      description: 'Error code of a refusal: I001 invalid input, N001 not the vendor or not its product; null on success',
    }),
    data: t.exposeStringList('articleCodes', { description: 'The articles saved' }),
  }),
});

const StatusResultRef = builder.objectRef<StatusAnswer>('ThirdPartyStatusResult').implement({
  authScopes: signedIn,
  description: 'The answer of moving a third-party order line to another status.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether it succeeded, and a short text saying so',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({ type: [UserErrorRef], description: 'Why the line was not moved, per field', resolve: (r) => r.userErrors }),
    code: t.exposeString('code', {
      nullable: true,
      description:
        "Error code of a refusal: N001 not a vendor's login or no such line of its orders, C001 a move the line does not allow; null on success",
    }),
    status: t.field({
      type: OrderLineStatusRef,
      nullable: true,
      description: 'The status the line now has; null when it was not moved',
      resolve: (r) => r.status,
    }),
  }),
});

const ShipmentRef = builder.inputType('ThirdPartyShipmentInput', {
  description: 'Where and when a third-party checkout delivers.',
  fields: (t) => ({
    shipToCode: t.string({ required: true, description: 'One of custVendorThirdPartyAddress' }),
    reqDeliveryDate: t.string({ required: true, description: 'YYYY-MM-DD, today or later' }),
    notes: t.string({ description: 'A note for the vendors on every order placed, at most 500 characters' }),
  }),
});

const CheckoutProductRef = builder.inputType('ThirdPartyCheckoutProductInput', {
  description: 'A cart line: vendor, article, quantity and the price the dealer saw (null where prices are hidden)',
  fields: (t) => ({
    vendorId: t.int({ required: true, description: "The portal's id of the product's vendor" }),
    articleCode: t.string({ required: true, description: "The vendor's article code" }),
    qty: t.int({ required: true, description: 'Quantity in sales units, 1 to 9999' }),
    price: t.int({
      description: 'The unit price the dealer saw, in minor units; where the host shows prices, a different current price refuses the line',
    }),
    notes: t.string({ description: "The dealer's note on this article" }),
  }),
});

const NewArrivalInputRef = builder.inputType('ThirdPartyNewArrivalInput', {
  description: "A product's new-arrival marking, replacing the one it had.",
  fields: (t) => ({
    from: t.string({ description: 'First day, YYYY-MM-DD; left out: open' }),
    to: t.string({ description: 'Last day, YYYY-MM-DD, not before from; left out: open' }),
    active: t.boolean({ description: 'Whether the marking is on; left out: off' }),
  }),
});
const AttributeInputRef = builder.inputType('ThirdPartyAttributeInput', {
  description: 'The attributes of a product to change; those left out stay as they are.',
  fields: (t) => ({
    order: t.int({ description: 'Display order in the catalogue, a whole number of 0 or more (lower first); null clears it' }),
    newArrival: t.field({ type: NewArrivalInputRef, description: 'The new-arrival marking' }),
  }),
});
const ProductAttributeRef = builder.inputType('ThirdPartyProductAttributeInput', {
  description: "One of the vendor's products and the attributes to change on it.",
  fields: (t) => ({
    articleCode: t.string({ required: true, description: "The vendor's article code" }),
    sorg: t.string({ required: true, description: "The vendor's sales organisation" }),
    attribute: t.field({ type: AttributeInputRef, required: true, description: 'What to change' }),
  }),
});
const ProductKeyRef = builder.inputType('ThirdPartyProductKeyInput', {
  description: "One of the vendor's products by its key.",
  fields: (t) => ({
    articleCode: t.string({ required: true, description: "The vendor's article code" }),
    sorg: t.string({ required: true, description: "The vendor's sales organisation" }),
  }),
});

const FileArg = 'File' as never;
const fileWork = beforeTransaction(async (args, ctx) =>
  ctx.actor?.scopes.has(maintainers.scope) ? readVendorFile(uploaded(args.file as File)) : null,
);
const readOf = (info: Parameters<typeof preparedFor>[0]) => preparedFor<FileRead | null>(info) ?? undefined;
const batchSize = { validate: z.array(z.unknown()).max(PRODUCT_BATCH) };
const vendorArg = {
  description: "Staff who maintain any vendor's articles: the vendor's id (required). A vendor's login may leave it out or send its own",
};

builder.mutationFields((t) => ({
  checkoutThirdParty: t.withAuth({ $all: { scope: 'page.3rdpartycatalog', activeCustomer: true } }).field({
    type: CheckoutResultRef,
    description: 'Places one order per vendor, all in one transaction; any product error or field error and nothing is written',
    args: {
      idempotencyKey: t.arg.string({
        required: true,
        description: 'A key the app makes per submit, 8 to 80 characters; a repeat with the same key answers the orders already placed',
        validate: z.string().min(8).max(80),
      }),
      shipment: t.arg({ type: ShipmentRef, required: true, description: 'Ship-to, requested delivery date and note' }),
      products: t.arg({
        type: [CheckoutProductRef],
        required: true,
        description: 'The cart lines, at most 200; lines of the same product are summed',
        validate: z.array(z.unknown()).max(200),
      }),
    },
    resolve: (_r, args, ctx) => checkoutThirdParty(ctx, args.idempotencyKey, args.shipment, args.products),
  }),
  updateStatusOrderItemThirdParty: t.withAuth({ scope: 'page.3rdpartyorder' }).field({
    type: StatusResultRef,
    description: 'The vendor moves one article of one of its orders (src/rules/third-party.ts)',
    args: {
      orderNo: t.arg.string({ required: true, description: "The order's number, e.g. 3P10000012" }),
      articleCode: t.arg.string({ required: true, description: 'The article code of the line to move' }),
      status: t.arg({ type: OrderLineStatusRef, required: true, description: 'The status to move it to: one of its nextStatuses' }),
    },
    resolve: (_r, args, ctx) => updateStatusOrderItemThirdParty(ctx, args.orderNo, args.articleCode, args.status),
  }),
  uploadStockThirdParties: t.withAuth(maintainers).field({
    type: MaintenanceResultRef,
    description: 'xlsx or CSV with articleCode and stock; all rows or none, errors per row',
    args: {
      file: t.arg({ type: FileArg, required: true, description: 'The xlsx or CSV file, at most 2 MB, a header row first' }),
      vendorId: t.arg.int(vendorArg),
    },
    extensions: fileWork,
    resolve: async (_r, args, ctx, info) =>
      uploadStockThirdParties(ctx, readOf(info) ?? (await readVendorFile(uploaded(args.file as unknown as File))), args.vendorId),
  }),
  uploadProductThirdParties: t.withAuth(maintainers).field({
    type: MaintenanceResultRef,
    description:
      'xlsx or CSV with articleCode, name, description, salesUnit, price, stock, uomConverter, active; adds or updates, all rows or none',
    args: {
      file: t.arg({
        type: FileArg,
        required: true,
        description: 'The xlsx or CSV file, at most 2 MB, a header row first; price in major units of the market currency',
      }),
      vendorId: t.arg.int(vendorArg),
    },
    extensions: fileWork,
    resolve: async (_r, args, ctx, info) =>
      uploadProductThirdParties(ctx, readOf(info) ?? (await readVendorFile(uploaded(args.file as unknown as File))), args.vendorId),
  }),
  updateProductAttributes: t.withAuth(maintainers).field({
    type: MaintenanceResultRef,
    description: `One batch of at most ${PRODUCT_BATCH}, all or nothing; the page sends the batches one after another`,
    args: {
      products: t.arg({
        type: [ProductAttributeRef],
        required: true,
        description: `The vendor's products to change, at most ${PRODUCT_BATCH}`,
        ...batchSize,
      }),
      vendorId: t.arg.int(vendorArg),
    },
    resolve: (_r, args, ctx) => updateProductAttributes(ctx, args.products, args.vendorId),
  }),
  deleteProducts: t.withAuth(maintainers).field({
    type: MaintenanceResultRef,
    description: `One batch of at most ${PRODUCT_BATCH}, all or nothing`,
    args: {
      products: t.arg({
        type: [ProductKeyRef],
        required: true,
        description: `The vendor's products to delete, at most ${PRODUCT_BATCH}; orders keep their lines`,
        ...batchSize,
      }),
      vendorId: t.arg.int(vendorArg),
    },
    resolve: (_r, args, ctx) => deleteProducts(ctx, args.products, args.vendorId),
  }),
}));
