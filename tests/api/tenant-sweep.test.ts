import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { buildSchema, getNamedType, isInputObjectType, isLeafType, OperationTypeNode, type GraphQLField } from 'graphql';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../api/graphql/errors.ts';
import { codes, startPortal } from './harness.ts';
import { orderableArticle } from './orderable.ts';
import { pdiKit } from './pdi-support.ts';
import { actingFor, dealerRecords, multipart } from './sweep-records.ts';

/**
 * The tenant proof grows with the schema (DESIGN 'Tenant rule'): every query and mutation argument of
 * schema/schema.graphql that names a record by id, number, code, slug or frame number is listed below. An argument
 * naming dealer data has a fixture: `dealer2` and `sales` (acting for a dealer of its areas, which do not hold
 * `dealer`) call it with `dealer`'s value and get FORBIDDEN, NOT_FOUND, nothing or the mutation's own refusal, and a
 * mutation changes nothing in the database; the same calls by `dealer` answer (the records made here). The rest say why
 * they name no dealer's record, or which test proves them per record. A new argument of that kind fails here until
 * it is listed, so each later area is covered the day it lands.
 */

const schema = buildSchema(fs.readFileSync('schema/schema.graphql', 'utf8'));
const NAMING = /^(id|ids|\w*Id|\w*Ids|\w*No|\w*Nos|\w*Number|\w*Numbers|slug|\w*Code|\w*Codes)$/;

const rootFields = (root: 'Query' | 'Mutation') =>
  schema.getRootType(root === 'Query' ? OperationTypeNode.QUERY : OperationTypeNode.MUTATION)!.getFields();

/** `Query.order(id)`, `Mutation.checkout(input.poNumber)`: each argument (or input field) that names a record. */
function namingArguments(): string[] {
  const out: string[] = [];
  for (const root of ['Query', 'Mutation'] as const) {
    for (const field of Object.values(rootFields(root))) {
      for (const arg of field.args) {
        if (NAMING.test(arg.name)) out.push(`${root}.${field.name}(${arg.name})`);
        const type = getNamedType(arg.type);
        if (isInputObjectType(type)) {
          for (const inner of Object.values(type.getFields()))
            if (NAMING.test(inner.name)) out.push(`${root}.${field.name}(${arg.name}.${inner.name})`);
        }
      }
    }
  }
  return out;
}

const portal = await startPortal();
const { db } = portal;
const dealerCustomer = await portal.customerOf('dealer');
const dealer = (await portal.tokens('dealer')).requestToken;
// `dealer` moves out of every sales area, so `sales` asks as a rep for whom it is someone else's dealer; `dealer2` moves
// into its area, and `sales` acts for it, so what it is refused is refused by the tenant rule, not for want of a customer.
const dealer2Customer = await portal.customerOf('dealer2');
const salesArea = await db
  .selectFrom('customerAreas')
  .select(['sorg', 'salesman'])
  .where('customerId', '=', dealerCustomer.id)
  .executeTakeFirstOrThrow();
await db
  .updateTable('customerAreas')
  .set({ salesman: salesArea.salesman })
  .where('customerId', '=', dealer2Customer.id)
  .where('sorg', '=', salesArea.sorg)
  .execute();
await db
  .updateTable('customerAreas')
  .set({ salesman: 'SWEEP-NONE', salesGroup: 'SWEEP-NONE', salesOffice: 'SWEEP-NONE' })
  .where('customerId', '=', dealerCustomer.id)
  .execute();
const intruders = {
  dealer2: (await portal.tokens('dealer2')).requestToken,
  sales: await actingFor(portal, (await portal.tokens('sales')).requestToken, dealer2Customer.id),
};
type Intruder = keyof typeof intruders;

// The dealer's records: an order placed through the cart, a seeded open invoice and a delivered frame.
const article = await orderableArticle(db, 'PAA');
const shipTo = (
  await db.selectFrom('shipTos').select('code').where('customerId', '=', dealerCustomer.id).orderBy('code').executeTakeFirstOrThrow()
).code;
await portal.graphql(`mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status } } }`, {
  token: dealer,
  variables: { p: [{ custCode: dealerCustomer.codeR3, articleCode: article.articleCode, sorg: '1000', qty: 1, uom: article.uom }] },
});
const placed = await portal.graphql(`mutation($i: CheckoutInput!) { checkout(input: $i) { orders { orderNo } } }`, {
  token: dealer,
  variables: { i: { idempotencyKey: 'sweep-order', shipTo, shipment: 'REG', payment: 'TERM', poNumber: 'PO-SWEEP' } },
});
const order = await db
  .selectFrom('orders')
  .select(['id', 'orderNo'])
  .where('orderNo', '=', placed.body.data!.checkout.orders[0].orderNo)
  .executeTakeFirstOrThrow();
const invoice = await db
  .selectFrom('invoices')
  .select(['id', 'invoiceNo', 'payerCode'])
  .where('customerId', '=', dealerCustomer.id)
  .where('status', '=', 'open')
  .orderBy('id')
  .executeTakeFirstOrThrow();
// One kit hands out the dealer's bikes, so the claim, the inspections and the registration each have their own.
const kit = pdiKit(portal);
const claim = await kit.fileBikeClaim('dealer');
const frame = await db
  .selectFrom('frames')
  .select('frameNumber')
  .where('customerId', '=', dealerCustomer.id)
  .orderBy('id')
  .executeTakeFirstOrThrow();
// A consumer's click-and-collect order at the dealer (seeded), not yet submitted, and one of its articles.
const clickCollect = await db
  .selectFrom('clickCollectOrders as o')
  .innerJoin('clickCollectArticles as d', 'd.orderId', 'o.id')
  .select(['o.id as orderId', 'd.id as detailId'])
  .where('o.customerId', '=', dealerCustomer.id)
  .where('o.submittedAt', 'is', null)
  .orderBy('o.id')
  .orderBy('d.id')
  .executeTakeFirstOrThrow();
const clickCollectChoice = { orderId: clickCollect.orderId, choices: [{ detailId: clickCollect.detailId, choice: 'order_to_hq' }] };
// A third-party order of the dealer (seeded) and the vendor's product it holds.
const thirdPartyLine = await db
  .selectFrom('thirdPartyOrderLines as l')
  .innerJoin('thirdPartyOrders as o', 'o.id', 'l.orderId')
  .select(['o.orderNo', 'l.articleCode', 'o.vendorId'])
  .where('o.customerId', '=', dealerCustomer.id)
  .where('l.status', '=', 'ordered')
  .orderBy('l.id')
  .executeTakeFirstOrThrow();
const thirdPartyCheckout = {
  idempotencyKey: 'sweep-third-party',
  shipment: { shipToCode: shipTo, reqDeliveryDate: '2099-01-01' },
  products: [{ vendorId: thirdPartyLine.vendorId, articleCode: thirdPartyLine.articleCode, qty: 1 }],
};
// Payment requests, a saved card, a receipt, inspections and a registration of the dealer (sweep-records.ts).
const records = await dealerRecords(portal, kit, { token: dealer, customer: dealerCustomer, shipTo, article });
const [pendingRequest, payersRequest] = records.requests;
const pdiInput = await kit.input(records.pdi.frameNumber, { mechanic: 'Sweep' });
// Each intruder's own inspection (sales makes one for dealer2), which it may change but not move to the dealer's bike.
const inspectAs = async (token: string) => {
  const { frameNumber } = await kit.frameOf('dealer2');
  const { body } = await portal.graphql(kit.Q.CREATE, { token, variables: { input: await kit.input(frameNumber) } });
  if (!body.data?.createPdi?.id) throw new Error(JSON.stringify(body));
  return body.data.createPdi.id as number;
};
const ownPdi: Record<Intruder, number> = { dealer2: await inspectAs(intruders.dealer2), sales: await inspectAs(intruders.sales) };

type Json = Record<string, any>;
type Who = Intruder | 'dealer';
interface Fixture {
  /** The call's variables, or per caller: an intruder's own record beside the dealer's. */
  variables: Json | ((who: Who) => Json);
  selection?: string;
  /** Sent as a GraphQL multipart request with a small PDF as variables.file. */
  upload?: boolean;
  /** A mutation that answers its refusal (message.status false) in its own terms rather than with FORBIDDEN or NOT_FOUND. */
  refusedWhen?: (answer: Json) => boolean;
}
const variablesOf = (fixture: Fixture, who: Who) => (typeof fixture.variables === 'function' ? fixture.variables(who) : fixture.variables);

/** What the mutations below answer, so a refusal shows its code and fields instead of passing as an empty answer. */
const ANSWER = '{ message { status } code userErrors { field messageKey } }';
const PAYMENT_ANSWER = '{ message { status } code userErrors { field messageKey } paymentRequest { externalId } }';
const RECEIPT_ANSWER = '{ message { status } code payment { orderNo } }';

/** Dealer data: each call names one of `dealer`'s records. */
const fixtures: Record<string, Fixture> = {
  'Query.order(id)': { variables: { id: order.id } },
  'Query.claim(id)': { variables: { id: claim.id } },
  'Mutation.updateClaimReturnShipment(id)': {
    variables: { id: claim.id, deliveryNo: 'SJ-SWEEP-1', deliveryAt: new Date().toISOString().slice(0, 10), resiNo: 'JNE-SWEEP' },
    selection: ANSWER,
  },
  'Query.invoice(invoiceNo)': { variables: { invoiceNo: invoice.invoiceNo } },
  'Query.invoicesToPay(ids)': { variables: { ids: [invoice.id] } },
  'Query.openInvoices(payerCode)': { variables: { payerCode: invoice.payerCode }, selection: '{ invoices { invoiceNo } }' },
  'Query.openInvoices(companyCode)': {
    variables: { companyCode: '1000-B', payerCode: invoice.payerCode },
    selection: '{ invoices { invoiceNo } }',
  },
  // The invoice of a pending request, so the dealer's own call finds it.
  'Query.paymentRequestByPayerAndInvoiceNos(payerCode)': {
    variables: { payerCode: pendingRequest.payerCode, invoiceNos: [pendingRequest.invoiceNo] },
    selection: '{ externalId }',
  },
  'Query.paymentRequestByPayerAndInvoiceNos(invoiceNos)': {
    variables: { payerCode: pendingRequest.payerCode, invoiceNos: [pendingRequest.invoiceNo] },
    selection: '{ externalId }',
  },
  'Query.paymentRequest(externalId)': {
    variables: { externalId: pendingRequest.externalId },
    selection: '{ externalId paymentStatus { id } }',
  },
  'Mutation.voidPaymentRequest(externalId)': {
    variables: { externalId: pendingRequest.externalId },
    selection: '{ message { status } voided }',
    refusedWhen: (a) => a.voided === 0,
  },
  'Mutation.voidPaymentRequest(payerCode)': {
    variables: { payerCode: payersRequest.payerCode, merchant: payersRequest.merchant },
    selection: '{ message { status } voided }',
    refusedWhen: (a) => a.voided === 0,
  },
  'Mutation.deleteUserPayment(id)': { variables: { id: records.savedPaymentId }, selection: '{ message { status } }' },
  // The saved card is looked up before the invoices: the refusal names it; the dealer's own call passes it.
  'Mutation.createInvoicePaymentRequest(input.savedPaymentId)': {
    variables: {
      input: {
        invoiceIds: [invoice.id],
        amount: 1,
        currency: 'IDR',
        payerCode: invoice.payerCode,
        merchant: '1000-B',
        paymentMethodId: records.cardMethodId,
        savedPaymentId: records.savedPaymentId,
        isPartialPayment: false,
        idempotencyKey: 'sweep-saved-card',
      },
    },
    selection: PAYMENT_ANSWER,
    refusedWhen: (a) => a.paymentRequest === null && a.userErrors.some((e: Json) => e.field === 'savedPaymentId'),
  },
  'Query.paymentReceiptFile(id)': { variables: { id: records.receiptId }, selection: '{ fileName content }' },
  'Mutation.deletePaymentDoc(id)': { variables: { id: records.receiptId }, selection: RECEIPT_ANSWER },
  'Query.pdi(id)': { variables: { id: records.pdi.id }, selection: '{ id frameNumber mechanic }' },
  'Mutation.updatePdi(id)': { variables: { id: records.pdi.id, input: pdiInput }, selection: ANSWER },
  'Mutation.updatePdi(input.frameNumber)': {
    variables: (who) => ({ id: who === 'dealer' ? records.pdi.id : ownPdi[who], input: pdiInput }),
    selection: ANSWER,
    refusedWhen: (a) => a.userErrors.some((e: Json) => e.field === 'frameNumber' && e.messageKey === 'pdi:errors.frame_not_found'),
  },
  'Mutation.deletePdi(id)': { variables: { id: records.pdi.id }, selection: ANSWER },
  'Mutation.restorePdi(id)': { variables: { id: records.deletedPdi.id }, selection: ANSWER },
  'Query.registeredFrame(id)': { variables: { id: records.registration.id }, selection: '{ id frameNumber customerName }' },
  'Mutation.updateRegisteredFrame(id)': {
    variables: {
      id: records.registration.id,
      input: { soldDate: records.registration.soldDate, customer: { ...records.registration.consumer, name: 'Sweep' } },
    },
    selection: ANSWER,
  },
  'Query.frame(frameNumber)': { variables: { frameNumber: frame.frameNumber } },
  'Query.claimFrame(frameNumber)': { variables: { frameNumber: frame.frameNumber } },
  'Query.pdiFrame(frameNumber)': { variables: { frameNumber: frame.frameNumber } },
  'Query.registrationFrame(frameNumber)': { variables: { frameNumber: frame.frameNumber } },
  'Query.claimRecallFrames(frameNumber)': { variables: { frameNumber: frame.frameNumber } },
  'Query.openOrders(customerCode)': { variables: { customerCode: dealerCustomer.codeR3 } },
  'Query.shippedOrders(customerCode)': { variables: { customerCode: dealerCustomer.codeR3 } },
  'Query.deliveries(customerCode)': { variables: { customerCode: dealerCustomer.codeR3 } },
  'Query.registeredFrames(custCode)': { variables: { custCode: dealerCustomer.codeR3 } },
  ...Object.fromEntries(
    ['dealerBonus', 'b2bPurchases', 'retailSales', 'onTimePayment', 'totalDealerSales', 'verificationPercentages'].map((name) => [
      `Query.${name}(custCode)`,
      { variables: { year: new Date().getUTCFullYear(), custCode: dealerCustomer.codeR3 } },
    ]),
  ),
  'Query.salesOverview(filter.custCode)': {
    variables: { filter: { custCode: dealerCustomer.codeR3 } },
    selection: '{ total { netSales } }',
  },
  // Store-visit forms: only reps whose areas hold the dealer file a form or read the dealer's figures beside it.
  'Query.formVisitDealer(custCode)': { variables: { custCode: dealerCustomer.codeR3 }, selection: '{ custCode openClaimCount }' },
  'Query.formVisits(custCodes)': {
    variables: { brand: 'polygon', page: 1, limit: 10, custCodes: [dealerCustomer.codeR3] },
    selection: '{ formVisits { id } }',
  },
  'Mutation.createFormVisit(input.custCode)': {
    variables: { brand: 'polygon', input: { custCode: dealerCustomer.codeR3, notes: 'sweep' } },
  },
  'Query.salesOverviewFilter(filter.custCode)': {
    variables: { filter: { custCode: dealerCustomer.codeR3 } },
    selection: '{ brands { id } }',
  },
  'Query.uploads(customerId)': { variables: { customerId: dealerCustomer.id }, selection: '{ uploads { id } }' },
  'Mutation.sendEmailInvoice(invoiceNumber)': { variables: { invoiceNumber: invoice.invoiceNo } },
  'Mutation.uploadPaymentDoc(orderNumber)': {
    variables: { orderNumber: records.prepaidOrderNo, file: null },
    upload: true,
    selection: RECEIPT_ANSWER,
  },
  'Mutation.createInvoicePaymentRequest(input.invoiceIds)': {
    variables: {
      input: {
        invoiceIds: [invoice.id],
        amount: 1,
        currency: 'IDR',
        payerCode: invoice.payerCode,
        merchant: '1000-B',
        paymentMethodId: records.bankMethodId,
        isPartialPayment: true,
        idempotencyKey: 'sweep-pay',
      },
    },
    selection: PAYMENT_ANSWER,
  },
  'Mutation.createInvoicePaymentRequest(input.payerCode)': {
    variables: {
      input: {
        invoiceIds: [invoice.id],
        amount: 1,
        currency: 'IDR',
        payerCode: invoice.payerCode,
        merchant: '1000-B',
        paymentMethodId: records.bankMethodId,
        isPartialPayment: true,
        idempotencyKey: 'sweep-pay-2',
      },
    },
    selection: PAYMENT_ANSWER,
  },
  'Mutation.deleteFrame(frameNumber)': {
    variables: { frameNumber: records.registration.frameNumber },
    selection: '{ message { status } code contactSales }',
  },
  'Mutation.registerFrame(frameNumber)': {
    variables: {
      frameNumber: frame.frameNumber,
      soldDate: new Date().toISOString().slice(0, 10),
      customer: { name: 'Sweep', phone: '0812000000', address: 'Jl. Sweep 1' },
    },
  },
  'Mutation.createPdi(input.frameNumber)': { variables: { input: { frameNumber: frame.frameNumber, mechanic: 'Sweep', checklist: [] } } },
  'Mutation.createClaimBike(input.frameNumber)': {
    variables: {
      input: {
        frameNumber: frame.frameNumber,
        contactPersonName: 'Sweep',
        contactPersonPhone: '0812000000',
        description: 'Sweep',
        problems: [],
        attachments: [],
      },
    },
  },
  'Mutation.createClaimPaa(input.invoiceNo)': {
    variables: {
      input: {
        articleId: article.id,
        qty: 1,
        invoiceNo: invoice.invoiceNo,
        contactPersonName: 'Sweep',
        contactPersonPhone: '0812000000',
        description: 'Sweep',
        problems: [],
        attachments: [],
      },
    },
  },
  'Mutation.updateClaimPaa(id)': {
    variables: {
      id: claim.id,
      input: {
        articleId: article.id,
        qty: 1,
        invoiceNo: invoice.invoiceNo,
        contactPersonName: 'Sweep',
        contactPersonPhone: '0812000000',
        description: 'Sweep',
        problems: [],
        attachments: [],
      },
    },
  },
  'Mutation.updateClaimPaa(input.invoiceNo)': {
    variables: {
      id: claim.id,
      input: {
        articleId: article.id,
        qty: 1,
        invoiceNo: invoice.invoiceNo,
        contactPersonName: 'Sweep',
        contactPersonPhone: '0812000000',
        description: 'Sweep',
        problems: [],
        attachments: [],
      },
    },
  },
  'Mutation.updateStatusOrderItemThirdParty(orderNo)': { variables: { ...thirdPartyLine, vendorId: undefined, status: 'cancelled' } },
  'Mutation.updateStatusOrderItemThirdParty(articleCode)': { variables: { ...thirdPartyLine, vendorId: undefined, status: 'cancelled' } },
  'Mutation.checkoutThirdParty(shipment.shipToCode)': { variables: thirdPartyCheckout },
  'Query.clickCollectOrder(orderId)': { variables: { orderId: clickCollect.orderId } },
  'Mutation.clickCollectUpdateStatus(orderId)': { variables: { orderId: clickCollect.orderId, status: 'open' } },
  'Mutation.clickCollectChooseArticles(orderId)': { variables: clickCollectChoice },
  'Mutation.clickCollectChooseArticles(choices.detailId)': { variables: clickCollectChoice },
  'Mutation.clickCollectSubmit(orderId)': { variables: { orderId: clickCollect.orderId } },
  'Mutation.clickCollectUpdateShipments(shipment.orderId)': {
    variables: { shipment: { orderId: clickCollect.orderId, details: [{ detailId: clickCollect.detailId, qtyShipped: 1 }] } },
  },
  'Query.catalogAnalyze(customerId)': {
    variables: { customerId: dealerCustomer.id, articleCodes: [article.articleCode] },
    selection: '{ lines { orderable } }',
  },
  'Mutation.updateProductsInCart(products.custCode)': {
    variables: {
      products: [{ custCode: dealerCustomer.codeR3, articleCode: article.articleCode, sorg: '1000', qty: 5, uom: article.uom }],
    },
  },
};

/** Records that belong to one dealer and are proved per record in their own test file (which must name the field). */
const provedIn: Record<string, string> = {
  ...Object.fromEntries(
    [
      'Query.claimComments(id)',
      'Query.claimAdditionalDocuments(claimId)',
      'Query.claims(filter.customerId)',
      'Mutation.createClaimComment(id)',
      'Mutation.createClaimAdditionalDocument(claimId)',
      'Mutation.deleteClaimAdditionalDocument(id)',
      'Mutation.updateClaimBike(id)',
      'Mutation.updateClaimBike(input.frameNumber)',
      'Mutation.createClaimAdditionalDocument(fileId)',
      'Mutation.updateClaimStatus(id)',
      'Query.claimStolenBike(frameNumber)',
    ].map((k) => [k, 'tests/api/claims-tenancy.test.ts']),
  ),
  // Held orders: a rep outside the dealer's areas is refused, another market's desk finds nothing, a dealer cannot decide.
  ...Object.fromEntries(
    ['Mutation.confirmOrder(orderNo)', 'Mutation.rejectOrder(orderNo)'].map((k) => [k, 'tests/api/order-confirmation.test.ts']),
  ),
  ...Object.fromEntries(['Mutation.createUpload(fileId)', 'Mutation.deleteUpload(id)'].map((k) => [k, 'tests/api/upload-area.test.ts'])),
  // Shopping lists: another dealer, and a colleague's unshared list, are not found; a rep acting for the dealer reads them.
  ...Object.fromEntries(
    [
      'Query.shoppingList(id)',
      'Mutation.updateShoppingList(id)',
      'Mutation.deleteShoppingList(id)',
      'Mutation.addToShoppingList(id)',
      'Mutation.setShoppingListLines(id)',
      'Mutation.setShoppingListSchedule(id)',
      'Mutation.deleteShoppingListSchedule(id)',
    ].map((k) => [k, 'tests/api/shopping-lists.test.ts']),
  ),
  // Quotes: another dealer, and staff outside the dealer's areas, find no quote by its id.
  ...Object.fromEntries(
    ['Query.quote(id)', 'Query.quoteRequest(id)', 'Mutation.answerQuote(id)', 'Mutation.declineQuote(id)', 'Mutation.orderQuote(id)'].map(
      (k) => [k, 'tests/api/quotes.test.ts'],
    ),
  ),
  // Receipts through the upload path: another dealer's order is not found, another user's upload is refused.
  ...Object.fromEntries(
    ['Mutation.uploadPayment(orderNumber)', 'Mutation.uploadPayment(fileIds)'].map((k) => [k, 'tests/api/invoice-terms.test.ts']),
  ),
  ...Object.fromEntries(
    [
      'Query.formVisit(id)',
      'Query.formVisits(id)',
      'Mutation.updateFormVisit(id)',
      'Mutation.updateFormVisit(input.custCode)',
      'Mutation.deleteFormVisit(id)',
    ].map((k) => [k, 'tests/api/visit-forms.test.ts']),
  ),
};

/** Arguments that name no dealer's record, and why. */
const notDealerData: Record<string, string> = {
  ...Object.fromEntries(
    [
      'Query.announcement(id)',
      'Query.banner(id)',
      'Query.marketingMaterial(id)',
      'Query.marketingMaterialCategories(parentId)',
      'Query.marketingMaterialCategory(id)',
      'Query.news(id)',
      'Query.salesDocument(id)',
      'Query.salesDocumentGroup(id)',
      'Query.salesDocuments(groupId)',
      'Query.targetMarket(id)',
      'Query.priceComponentRow(id)',
      'Mutation.updatePriceComponent(id)',
      'Mutation.deletePriceComponent(id)',
    ].map((k) => [k, 'content, published by market, not owned by a dealer']),
  ),
  ...Object.fromEntries(
    [
      'Query.auditEntry(id)',
      'Query.auditLog(targetId)',
      'Query.groupRole(id)',
      'Query.permission(id)',
      'Query.permissions(roleIds)',
      'Query.role(id)',
      'Query.roles(groupRoleIds)',
      'Query.user(id)',
      'Query.users(groupRoleIds)',
      'Query.users(ids)',
      'Query.recall(id)',
    ].map((k) => [k, 'staff administration (scope tests)']),
  ),
  'Query.cart(ids)': "cart line ids are read within the session's own cart",
  'Query.cart(slug)': 'a catalogue product',
  'Query.cities(countryId)': 'reference data',
  'Query.productAnalyzes(articleCodes)': 'catalogue articles',
  'Query.catalogAnalyze(articleCodes)': 'catalogue articles',
  'Query.productDetails(slug)': 'catalogue products',
  'Query.productStock(slug)': 'catalogue products',
  'Mutation.approvePayment(orderNumber)': 'staff who act for the dealer (scope tests); payment-list tenancy in order-payments.test.ts',
  'Mutation.voidPayment(orderNumber)': 'staff who act for the dealer (scope tests); payment-list tenancy in order-payments.test.ts',
  'Mutation.changeLanguage(languageId)': 'a language',
  'Mutation.checkout(input.poNumber)': "the dealer's own new reference",
  'Mutation.orderQuote(input.poNumber)': "the dealer's own new reference",
  'Mutation.createInvoicePaymentRequest(input.paymentMethodId)': "a market's payment method",
  'Mutation.createClaimPaa(input.articleId)': 'a catalogue article',
  'Mutation.updateClaimPaa(input.articleId)': 'a catalogue article',
  'Mutation.createClaimBike(input.articleId)': "a catalogue bike of the host's market",
  'Mutation.updateClaimBike(input.articleId)': "a catalogue bike of the host's market",
  'Mutation.subscribeRestock(articleCode)': 'a catalogue article',
  'Mutation.unsubscribeRestock(articleCode)': 'a catalogue article',
  'Mutation.updateOrderLimits(products.articleCode)': 'a catalogue article',
  'Mutation.updateProductsInCart(products.articleCode)': 'a catalogue article',
  'Mutation.registerFrame(customer.cityId)': 'reference data',
  'Mutation.updateClaimReturnShipment(deliveryNo)': "the dealer's own delivery note number for the part it sends back",
  'Mutation.updateClaimReturnShipment(resiNo)': "the courier's tracking number the dealer was given",
  'Mutation.clickCollectPlaceOrder(input.dealerId)': "a consumer's choice of dealer for a new order (public form), no record read",
  'Mutation.clickCollectPlaceOrder(input.articleCode)': 'a catalogue article',
  'Mutation.updateSalesMapAreaCategories(salesMaps.regionId)':
    "a sales-area region of the host's market; another market's is refused (tests/api/sales-area.test.ts)",
  'Query.productThirdParties(vendorId)': "a vendor of the host's market",
  'Mutation.checkoutThirdParty(products.vendorId)': "a vendor of the host's market",
  'Mutation.checkoutThirdParty(products.articleCode)': "a vendor's product",
  'Mutation.updateProductAttributes(products.articleCode)': "a vendor's product, of its own vendor only (tests/api/third-party.test.ts)",
  'Mutation.deleteProducts(products.articleCode)': "a vendor's product, of its own vendor only (tests/api/third-party.test.ts)",
  'Mutation.deleteProducts(vendorId)':
    "the vendor staff maintain for; a vendor's own login is held to itself (tests/api/third-party-maintainers.test.ts)",
  'Mutation.updateProductAttributes(vendorId)':
    "the vendor staff maintain for; a vendor's own login is held to itself (tests/api/third-party-maintainers.test.ts)",
  'Mutation.uploadProductThirdParties(vendorId)':
    "the vendor staff maintain for; a vendor's own login is held to itself (tests/api/third-party-maintainers.test.ts)",
  'Mutation.uploadStockThirdParties(vendorId)':
    "the vendor staff maintain for; a vendor's own login is held to itself (tests/api/third-party-maintainers.test.ts)",
  'Query.customerInquiry(id)': 'a prospect inquiry read by staff (page.customer-inquiry; tests/api/customer-inquiry.test.ts)',
  'Mutation.updateCustomerInquiry(id)': 'a prospect inquiry handled by staff (page.customer-inquiry; tests/api/customer-inquiry.test.ts)',
  'Query.inquiryCities(countryId)': 'reference data',
  'Mutation.createCustomerInquiry(input.custPostalCode)': "a prospect's own postal code",
  'Mutation.clearStolenFrame(frameNumber)': 'warranty officers across dealers (claim.review)',
  'Mutation.reportStolenFrame(frameNumber)': 'warranty officers across dealers (claim.review)',
};
// Content and staff administration mutations: their ids are content, roles, users and files of the staff forms.
const STAFF_MUTATION =
  /^Mutation\.(create|update|delete|restore)(Announcement|Banner|ContentTargetMarket|GroupRole|MarketingMaterials?|MarketingMaterialCategory|News|Permission|Role|SalesDocument|SalesDocumentGroup|User|Recall)\(/;

const classified = (key: string) => key in fixtures || key in provedIn || key in notDealerData || STAFF_MUTATION.test(key);

/** Every table's rows, hashed: equal before and after means nothing changed (sign-in bookkeeping aside). */
async function fingerprint(): Promise<string> {
  const skip = new Set(['sessions', 'login_attempts', 'audit_log', 'kysely_migration', 'kysely_migration_lock']);
  const tables = (await db.introspection.getTables())
    .map((t) => t.name)
    .filter((name) => !skip.has(name) && !name.startsWith('sqlite_') && !/_fts(_|$)/.test(name))
    .sort();
  const hash = createHash('sha256');
  // Rows in a stable order: PostgreSQL may return a table's rows in another order after an update that changed nothing.
  for (const name of tables) {
    const rows = (await sql`select * from ${sql.table(name)}`.execute(db)).rows.map((r) => JSON.stringify(r)).sort();
    hash.update(name).update(rows.join('\n'));
  }
  return hash.digest('hex');
}

/** The document for one root field with these variables; an object answer selects __typename unless told. */
function documentFor(key: string, variables: Json, selection?: string): string {
  const [root, rest] = key.split('.') as ['Query' | 'Mutation', string];
  const name = rest.slice(0, rest.indexOf('('));
  const field: GraphQLField<unknown, unknown> = rootFields(root)[name]!;
  const args = field.args.filter((a) => a.name in variables);
  const defs = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const pick = isLeafType(getNamedType(field.type)) ? '' : (selection ?? '{ __typename }');
  return `${root === 'Query' ? 'query' : 'mutation'}${defs ? `(${defs})` : ''} { ${name}${args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : ''} ${pick} }`;
}

/** Nothing of the record came back: null, an empty list, an object of empty lists, or a refused mutation answer. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Json).filter(([k]) => k !== '__typename');
    return entries.every(([, v]) => isEmpty(v));
  }
  return false;
}

/** A mutation's own refusal: nothing done, and FORBIDDEN or NOT_FOUND as its code, or the refusal its fixture names. */
function answersRefusal(answer: unknown, fixture: Fixture): boolean {
  if (!answer || typeof answer !== 'object') return false;
  const a = answer as Json;
  if (a.message?.status !== false) return false;
  return fixture.refusedWhen ? fixture.refusedWhen(a) : a.code === ErrorCode.forbidden || a.code === ErrorCode.notFound;
}

/** One fixture's call as `who`. */
function call(key: string, fixture: Fixture, who: Who, token: string) {
  const variables = variablesOf(fixture, who);
  const document = documentFor(key, variables, fixture.selection);
  return fixture.upload ? multipart(portal, document, variables, token) : portal.graphql(document, { token, variables });
}

/** The dealer's records in the lists that hold them, as `token` finds them searching for each. */
async function listed(token: string) {
  const rows = async (query: string, variables: Json, path: [string, string]) => {
    const { body } = await portal.graphql(query, { token, variables });
    if (!body.data) {
      expect(codes(body), `${path[0]}: ${JSON.stringify(body).slice(0, 300)}`).toEqual([ErrorCode.forbidden]);
      return [];
    }
    return (body.data[path[0]][path[1]] ?? []) as Json[];
  };
  const PDIS = 'query($s: String) { pdis(search: $s, showDeleted: true, limit: 50) { pdis { id } } }';
  const pdis = [
    ...(await rows(PDIS, { s: records.pdi.frameNumber }, ['pdis', 'pdis'])),
    ...(await rows(PDIS, { s: records.deletedPdi.frameNumber }, ['pdis', 'pdis'])),
  ].map((r) => r.id);
  const registrations = (
    await rows(
      'query($s: String) { registeredFrames(search: $s, limit: 50) { registeredFrames { id } } }',
      { s: records.registration.frameNumber },
      ['registeredFrames', 'registeredFrames'],
    )
  ).map((r) => String(r.id));
  const saved = (await portal.graphql('{ savedPayments { id } }', { token })).body.data?.savedPayments?.map((r: Json) => r.id) ?? [];
  const payments = await rows(
    'query($s: String) { orderPayments(search: $s, limit: 50) { payments { orderNo receipts { id } } } }',
    { s: records.prepaidOrderNo },
    ['orderPayments', 'payments'],
  );
  return {
    pdis,
    registrations,
    saved,
    orders: payments.map((p) => p.orderNo),
    receipts: payments.flatMap((p) => p.receipts.map((r: Json) => r.id)),
  };
}

describe('the schema-wide tenant sweep', () => {
  it('lists every argument that names a record', () => {
    const found = namingArguments();
    expect(found.length).toBeGreaterThan(50);
    expect(
      found.filter((k) => !classified(k)),
      'arguments naming a record without a fixture or a reason',
    ).toEqual([]);
    // The table names nothing the schema no longer has.
    const known = new Set(found);
    expect([...Object.keys(fixtures), ...Object.keys(provedIn), ...Object.keys(notDealerData)].filter((k) => !known.has(k))).toEqual([]);
  });

  it('the tests that prove records one by one name the fields they prove', () => {
    for (const [key, file] of Object.entries(provedIn)) {
      const name = key.slice(key.indexOf('.') + 1, key.indexOf('('));
      expect(fs.readFileSync(file, 'utf8'), `${key} in ${file}`).toContain(name);
    }
  });

  it('sales acts for dealers of its areas, and dealer is not one of them', async () => {
    const { body } = await portal.graphql('query { activeCustomer { id } }', { token: intruders.sales });
    expect(body.data?.activeCustomer?.id).toBe(dealer2Customer.id);
    const change = await portal.request(`/change-cust/${dealerCustomer.id}`, { method: 'POST', token: intruders.sales });
    expect(change.status).toBeGreaterThanOrEqual(400);
  });

  for (const [who, token] of Object.entries(intruders)) {
    it(`${who} gets nothing of dealer's records and changes nothing`, async () => {
      // One fingerprint after each mutation: it is the next one's "before", as long as nothing changed.
      let unchanged = await fingerprint();
      for (const [key, fixture] of Object.entries(fixtures)) {
        const before = key.startsWith('Mutation.') ? unchanged : null;
        const { status, body } = await call(key, fixture, who as Intruder, token);
        const name = key.slice(key.indexOf('.') + 1, key.indexOf('('));
        const refused = codes(body).some((c) => c === ErrorCode.forbidden || c === ErrorCode.notFound);
        const answer = body.data?.[name];
        expect(status, `${who} ${key}`).toBeLessThan(500);
        expect(refused || isEmpty(answer) || answersRefusal(answer, fixture), `${who} ${key}: ${JSON.stringify(body).slice(0, 400)}`).toBe(
          true,
        );
        if (before) expect((unchanged = await fingerprint()), `${who} ${key} changed the database`).toBe(before);
      }
    }, 240_000);

    it(`${who} finds none of dealer's payments, receipts, inspections or registrations in its lists or downloads`, async () => {
      const seen = await listed(token);
      expect(seen.pdis).not.toContain(records.pdi.id);
      expect(seen.pdis).not.toContain(records.deletedPdi.id);
      expect(seen.registrations).not.toContain(records.registration.id);
      expect(seen.saved).not.toContain(records.savedPaymentId);
      expect(seen.orders).not.toContain(records.prepaidOrderNo);
      expect(seen.receipts).not.toContain(records.receiptId);

      const receipt = await portal.request(`/files/${records.receiptId}/ori`, { token });
      expect([403, 404], 'the receipt file').toContain(receipt.status);
      const certificate = await portal.request('/api/retail-sales/warranty', {
        method: 'POST',
        token,
        json: { frame: records.registration.frameNumber },
      });
      expect([403, 404], 'the warranty certificate').toContain(certificate.status);
      // Paying into the dealer's virtual account at the sandbox bank: refused, and nothing paid.
      const before = await fingerprint();
      const paid = await portal.request(`/api/payments/sandbox/pay/${pendingRequest.virtualAccountNo}`, { method: 'POST', token });
      expect([403, 404], 'paying the virtual account').toContain(paid.status);
      expect(await fingerprint(), 'paying the virtual account changed the database').toBe(before);
    });
  }

  it("dealer's own calls answer, so the refusals above are about the tenant", async () => {
    for (const key of [
      'Query.order(id)',
      'Query.claim(id)',
      'Query.invoice(invoiceNo)',
      'Query.frame(frameNumber)',
      'Query.clickCollectOrder(orderId)',
      'Query.paymentRequest(externalId)',
      'Query.paymentRequestByPayerAndInvoiceNos(payerCode)',
      'Query.paymentReceiptFile(id)',
      'Query.pdi(id)',
      'Query.registeredFrame(id)',
    ]) {
      const fixture = fixtures[key]!;
      const { body } = await call(key, fixture, 'dealer', dealer);
      const name = key.slice(key.indexOf('.') + 1, key.indexOf('('));
      const answer = body.data?.[name];
      expect(fixture.selection ? !isEmpty(answer) : !!answer, `${key}: ${JSON.stringify(body).slice(0, 300)}`).toBe(true);
    }

    const seen = await listed(dealer);
    expect(seen.pdis).toEqual(expect.arrayContaining([records.pdi.id, records.deletedPdi.id]));
    expect(seen.registrations).toContain(records.registration.id);
    expect(seen.saved).toContain(records.savedPaymentId);
    expect(seen.orders).toContain(records.prepaidOrderNo);
    expect(seen.receipts).toContain(records.receiptId);
    expect((await portal.request(`/files/${records.receiptId}/ori`, { token: dealer })).status).toBe(200);
    const certificate = await portal.request('/api/retail-sales/warranty', {
      method: 'POST',
      token: dealer,
      json: { frame: records.registration.frameNumber },
    });
    expect(certificate.status).toBe(200);
  });

  // Last: these change the dealer's records, which the refusals above left as they were.
  it("dealer's own changes with the same variables go through, so the refusals above are about the tenant", async () => {
    const answer = async (key: string) => {
      const { body } = await call(key, fixtures[key]!, 'dealer', dealer);
      const name = key.slice(key.indexOf('.') + 1, key.indexOf('('));
      expect(body.errors, `${key}: ${JSON.stringify(body).slice(0, 300)}`).toBeUndefined();
      return body.data![name] as Json;
    };
    // Found, and held by the consumer's account, so only sales could take it back.
    expect(await answer('Mutation.deleteFrame(frameNumber)')).toMatchObject({ code: ErrorCode.conflict, contactSales: true });
    // The saved card is the dealer's: the request goes on to the invoices, whose amount is not the one open.
    const paying = await answer('Mutation.createInvoicePaymentRequest(input.savedPaymentId)');
    expect(paying.paymentRequest).toBeNull();
    expect(paying.userErrors.map((e: Json) => e.field)).not.toContain('savedPaymentId');
    for (const key of [
      'Mutation.updatePdi(id)',
      'Mutation.updatePdi(input.frameNumber)',
      'Mutation.deletePdi(id)',
      'Mutation.restorePdi(id)',
      'Mutation.updateRegisteredFrame(id)',
      'Mutation.voidPaymentRequest(externalId)',
      'Mutation.voidPaymentRequest(payerCode)',
      'Mutation.deleteUserPayment(id)',
      'Mutation.deletePaymentDoc(id)',
      'Mutation.uploadPaymentDoc(orderNumber)',
    ]) {
      const done = await answer(key);
      expect(done.message.status, `${key}: ${JSON.stringify(done)}`).toBe(true);
      if ('voided' in done) expect(done.voided).toBe(1);
    }
  });
});
