import { localConsumerAccounts } from '../../api/adapters/consumer-accounts/local.ts';
import { consumerAccountsTick } from '../../api/adapters/consumer-accounts/outbox.ts';
import type { Portal } from './harness.ts';
import type { orderableArticle } from './orderable.ts';
import type { pdiKit } from './pdi-support.ts';

type Json = Record<string, any>;

/** A small PDF, what a transfer receipt may be. */
export const RECEIPT_PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A GraphQL multipart request with `bytes` as variables.file, as the browser sends an upload. */
export async function multipart(portal: Portal, query: string, variables: Json, token: string, bytes = RECEIPT_PDF) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new File([bytes as Uint8Array<ArrayBuffer>], 'receipt.pdf', { type: 'application/pdf' }));
  const res = await portal.request('/graphql', { method: 'POST', body: form, token });
  return { status: res.status, body: (await res.json()) as { data?: Json; errors?: { message: string; extensions?: Json }[] } };
}

/** The session switched to a customer the user may act for (POST /change-cust): answers its new token. */
export async function actingFor(portal: Portal, token: string, customerId: number) {
  const res = await portal.request(`/change-cust/${customerId}`, { method: 'POST', token });
  if (res.status !== 200) throw new Error(`cannot act for customer ${customerId}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { requestToken: string }).requestToken;
}

/**
 * The dealer's records the sweep names, each made the way the dealer makes it where the API can (DESIGN 'Tenant
 * rule'): two pending transfers for invoices of two payers, a saved card, a receipt of an order paid by transfer, a
 * live and a deleted inspection, and a registration the consumer's account holds.
 */
export async function dealerRecords(
  portal: Portal,
  kit: ReturnType<typeof pdiKit>,
  o: {
    token: string;
    customer: Awaited<ReturnType<Portal['customerOf']>>;
    shipTo: string;
    article: Awaited<ReturnType<typeof orderableArticle>>;
  },
) {
  const { db } = portal;
  const { token, customer } = o;
  const call = async (query: string, variables: Json) => {
    const { body } = await portal.graphql(query, { token, variables });
    if (!body.data) throw new Error(JSON.stringify(body));
    return Object.values(body.data)[0] as Json;
  };
  const now = new Date();
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  // Payment requests: one invoice per payer of its own, overdue, so each is a selection of its own and is paid whole.
  const company = await db.selectFrom('companies').select(['id', 'code']).where('code', '=', '1000-B').executeTakeFirstOrThrow();
  const bank = await db
    .selectFrom('paymentMethods')
    .select('id')
    .where('sorg', '=', '1000')
    .where('forInvoices', '=', 1)
    .where('type', '=', 'Bank Transfer')
    .orderBy('position')
    .executeTakeFirstOrThrow();
  const requests = [];
  for (const payerCode of ['SWEEP-PAYER-1', 'SWEEP-PAYER-2']) {
    const total = 2_500_000;
    const invoice = await db
      .insertInto('invoices')
      .values({
        invoiceNo: `SWEEP-${payerCode.slice(-1)}`,
        sorg: '1000',
        companyId: company.id,
        customerId: customer.id,
        orderId: null,
        deliveryId: null,
        doNo: null,
        payerCode,
        payerName: customer.name,
        invoiceDate: day(-60),
        dueDate: day(-30),
        fiscalYear: now.getUTCFullYear(),
        terms: 'NT30',
        status: 'open',
        currency: 'IDR',
        linesTotal: total,
        tax: 0,
        grandTotal: total,
        accountingNo: `SW${payerCode.slice(-1)}`,
        assignment: null,
        expeditionName: null,
        expeditionTracking: null,
        notes: null,
        createdAt: now.toISOString(),
      })
      .returning(['id', 'invoiceNo'])
      .executeTakeFirstOrThrow();
    const answer = await call(
      `mutation($input: InvoicePaymentRequestInput!) { createInvoicePaymentRequest(input: $input) {
        message { status } userErrors { field messageKey } paymentRequest { externalId virtualAccountNo } } }`,
      {
        input: {
          invoiceIds: [invoice.id],
          amount: total,
          currency: 'IDR',
          payerCode,
          merchant: company.code,
          paymentMethodId: bank.id,
          isPartialPayment: false,
          idempotencyKey: `sweep-request-${payerCode}`,
        },
      },
    );
    if (!answer.message.status || !answer.paymentRequest.virtualAccountNo) throw new Error(JSON.stringify(answer));
    requests.push({ ...answer.paymentRequest, payerCode, merchant: company.code, invoiceNo: invoice.invoiceNo });
  }

  // A saved card, with the market's card method paying invoices so a request can name it. Only a card payment keeps
  // one, and its charge arrives from the gateway later, while the sweep compares the tables: the row is written as
  // that payment writes it.
  const card = await db
    .selectFrom('paymentMethods')
    .select('id')
    .where('sorg', '=', '1000')
    .where('code', '=', 'CARD')
    .executeTakeFirstOrThrow();
  await db.updateTable('paymentMethods').set({ forInvoices: 1 }).where('id', '=', card.id).execute();
  const dealerUser = await db.selectFrom('users').select('id').where('username', '=', 'dealer').executeTakeFirstOrThrow();
  const saved = await db
    .insertInto('savedPayments')
    .values({
      userId: dealerUser.id,
      customerId: customer.id,
      paymentMethodId: card.id,
      kind: 'card',
      display: 'Visa •••• 4242',
      gatewayToken: 'tok_sweep_4242',
      createdAt: now.toISOString(),
      deletedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // A receipt: an order paid in advance by transfer, its receipt uploaded.
  await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
  await call('mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status } } }', {
    p: [{ custCode: customer.codeR3, articleCode: o.article.articleCode, sorg: '1000', qty: 1, uom: o.article.uom }],
  });
  const placed = await call('mutation($i: CheckoutInput!) { checkout(input: $i) { message { status description } orders { orderNo } } }', {
    i: { idempotencyKey: 'sweep-bank-order', shipTo: o.shipTo, shipment: 'REG', payment: 'BANK', poNumber: 'PO-SWEEP-BANK' },
  });
  if (!placed.message.status) throw new Error(JSON.stringify(placed));
  const prepaidOrderNo = placed.orders[0].orderNo as string;
  const uploaded = await multipart(
    portal,
    'mutation($n: String!, $file: File!) { uploadPaymentDoc(orderNumber: $n, file: $file) { message { status } payment { receipts { id } } } }',
    { n: prepaidOrderNo },
    token,
  );
  const receiptId = uploaded.body.data?.uploadPaymentDoc?.payment?.receipts?.[0]?.id as number | undefined;
  if (!receiptId) throw new Error(JSON.stringify(uploaded.body));

  // Inspections: one live, one deleted (what restorePdi takes).
  const pdi = await kit.inspect('dealer');
  const deletedPdi = await kit.inspect('dealer');
  const deleted = (await kit.data('dealer', kit.Q.DELETE, { id: deletedPdi.id })).deletePdi;
  if (!deleted.message.status) throw new Error(JSON.stringify(deleted));

  // A registration of a sale, which the consumer's account then holds (complete).
  const registrationFrame = (await kit.frameOf('dealer')).frameNumber;
  const city = await db.selectFrom('cities').select('id').where('description', '=', 'Bandung').executeTakeFirstOrThrow();
  const consumer = { name: 'Putri Lestari', phone: '6281234567890', address: 'Jl. Dago No. 12', cityId: city.id };
  const registered = await call(
    `mutation($f: String!, $d: String!, $c: RegistrationConsumerInput!) { registerFrame(frameNumber: $f, soldDate: $d, customer: $c) {
      message { status } userErrors { field messageKey } registeredFrame { id } } }`,
    { f: registrationFrame, d: day(0), c: consumer },
  );
  if (!registered.message.status) throw new Error(JSON.stringify(registered));
  await consumerAccountsTick(db, localConsumerAccounts());
  const registration = await db
    .selectFrom('registeredFrames')
    .select(['id', 'status'])
    .where('id', '=', Number(registered.registeredFrame.id))
    .executeTakeFirstOrThrow();
  if (registration.status !== 'complete') throw new Error(`registration ${registration.id} is ${registration.status}`);

  return {
    requests: requests as { externalId: string; virtualAccountNo: string; payerCode: string; merchant: string; invoiceNo: string }[],
    bankMethodId: bank.id,
    cardMethodId: card.id,
    savedPaymentId: saved.id,
    prepaidOrderNo,
    receiptId,
    pdi,
    deletedPdi: { id: deletedPdi.id, frameNumber: deletedPdi.frameNumber },
    registration: { id: String(registration.id), frameNumber: registrationFrame, soldDate: day(0), consumer },
  };
}
