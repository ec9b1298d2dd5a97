import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { GatewayEvent } from '../../api/adapters/payment/index.ts';
import { SANDBOX_CARDS, type SandboxGateway, sandboxGateway } from '../../api/adapters/payment/sandbox.ts';
import { SIGNATURE_HEADER, signBody, webhookSecret } from '../../api/adapters/payment/signature.ts';
import { createApp } from '../../api/app.ts';
import { openDatabase } from '../../api/db/index.ts';
import { isPostgres } from '../../api/db/migrations/helpers.ts';
import { gatewayNamed } from '../../api/payments/gateway.ts';
import { expireOverdue } from '../../api/payments/settle.ts';
import { codes, Portal, startPortal } from './harness.ts';

const portal = await startPortal();
const { db, env } = portal;
const sandbox = gatewayNamed(db, env.tokenSecret, 'sandbox') as SandboxGateway;
const dealer = (await portal.tokens('dealer')).requestToken;
const dealer2 = (await portal.tokens('dealer2')).requestToken;
const dealerUs = (await portal.tokens('dealer-us')).requestToken;
const customer = await portal.customerOf('dealer');
const customerUs = await portal.customerOf('dealer-us');
const US = 'us.localhost';
const TEST_CARD = '4242424242424242';

type Json = Record<string, any>;
const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const dayAfter = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

let invoiceSeq = 0;
/** An unpaid invoice of a customer, due `dueIn` days from today (negative: overdue). */
interface InvoiceOptions {
  sorg?: string;
  company?: string;
  dueIn?: number;
  total?: number;
  payer?: string | null;
  status?: 'open' | 'pending_payment' | 'paid';
}
async function addInvoice(customerId: number, options: InvoiceOptions = {}) {
  const { sorg = '1000', dueIn = -10, total = 1_000_000, payer = null, status = 'open' } = options;
  const company = options.company ?? `${sorg}-B`;
  const currency = sorg === '1000' ? 'IDR' : 'USD';
  const { id: companyId } = await db.selectFrom('companies').select('id').where('code', '=', company).executeTakeFirstOrThrow();
  const c = await db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
  const invoiceNo = `TINV${sorg}${String(++invoiceSeq).padStart(5, '0')}`;
  const { id } = await db
    .insertInto('invoices')
    .values({
      invoiceNo,
      sorg,
      companyId,
      customerId,
      orderId: null,
      deliveryId: null,
      doNo: null,
      payerCode: payer ?? c.codeIsr ?? c.codeR3,
      payerName: c.name,
      invoiceDate: dayAfter(dueIn - 30),
      dueDate: dayAfter(dueIn),
      fiscalYear: 2026,
      terms: 'NT30',
      status,
      currency,
      linesTotal: total,
      tax: 0,
      grandTotal: total,
      paidAmount: status === 'paid' ? total : 0,
      accountingNo: `14${invoiceSeq}`,
      assignment: null,
      expeditionName: null,
      expeditionTracking: null,
      notes: null,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, invoiceNo, total, payerCode: payer ?? c.codeIsr ?? c.codeR3, company };
}
type Invoice = Awaited<ReturnType<typeof addInvoice>>;

const invoice = (id: number) =>
  db.selectFrom('invoices').select(['status', 'paidAmount', 'clearingDate']).where('id', '=', id).executeTakeFirstOrThrow();
const requestCount = async () =>
  Number(
    (
      await db
        .selectFrom('paymentRequests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const methodId = async (sorg: string, code: string) =>
  (await db.selectFrom('paymentMethods').select('id').where('sorg', '=', sorg).where('code', '=', code).executeTakeFirstOrThrow()).id;

const REQUEST_FIELDS = `message { status description } userErrors { field message messageKey params { name value } } code
  paymentRequest { externalId amount discount currency precision partial kind virtualAccountNo expiredDate paymentStatus { id description }
    method { code } invoices { invoiceNo amount } }`;
const CREATE = `mutation($input: InvoicePaymentRequestInput!) { createInvoicePaymentRequest(input: $input) { ${REQUEST_FIELDS} } }`;
const READ = `query($id: String!) { paymentRequest(externalId: $id) { externalId amount partial paymentStatus { id description } virtualAccountNo } }`;

let keys = 0;
const newKey = () => `payment-test-${++keys}-${Date.now()}`;
const inputFor = (invoices: Invoice[], methodIdValue: number, extra: Json = {}) => ({
  invoiceIds: invoices.map((i) => i.id),
  amount: invoices.reduce((s, i) => s + i.total, 0),
  currency: invoices[0].company.startsWith('1000') ? 'IDR' : 'USD',
  payerCode: invoices[0].payerCode,
  merchant: invoices[0].company,
  paymentMethodId: methodIdValue,
  isPartialPayment: false,
  idempotencyKey: newKey(),
  ...extra,
});
async function pay(input: Json, token = dealer, host?: string, app: Portal = portal) {
  const { status, body } = await app.graphql(CREATE, { token, host, variables: { input } });
  if (!body.data) throw new Error(`createInvoicePaymentRequest ${status}: ${JSON.stringify(body)}`);
  return body.data.createInvoicePaymentRequest as Json;
}
const payVirtualAccount = (no: string, token = dealer) => portal.request(`/api/payments/sandbox/pay/${no}`, { method: 'POST', token });
const postWebhook = (raw: string, signature: string | null) =>
  portal.request('/api/payments/webhook', {
    method: 'POST',
    body: raw,
    headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
  });
const signed = (event: GatewayEvent) => {
  const raw = JSON.stringify(event);
  return { raw, signature: signBody(webhookSecret(env.tokenSecret), raw) };
};

// The tests choose among invoices they make themselves: whatever the seed left unpaid is settled first.
await db
  .updateTable('invoices')
  .set({ status: 'paid' })
  .where('customerId', 'in', [customer.id, customerUs.id])
  .where('status', '!=', 'paid')
  .execute();

const bca = await methodId('1000', 'VA_BCA');
const mandiri = await methodId('1000', 'VA_MANDIRI');
const usCard = await methodId('3000', 'CARD');
const usAch = await methodId('3000', 'ACH');

afterAll(() => sandbox.idle());

describe('payment methods', () => {
  it('offers each market its invoice methods with instruction and discount, apart from the checkout ones', async () => {
    const id = await portal.graphql(
      `{ invoice: payments(module: "invoice") { code kind discountRate instruction }
      order: payments(module: "order") { code } paymentMethods { code } }`,
      { token: dealer },
    );
    expect(id.body.data!.invoice.map((m: Json) => [m.code, m.kind, m.discountRate])).toEqual([
      ['VA_BCA', 'transfer', 150],
      ['VA_MANDIRI', 'transfer', 0],
    ]);
    expect(id.body.data!.invoice[0].instruction).toMatch(/virtual account/);
    expect(id.body.data!.order.map((m: Json) => m.code)).not.toContain('VA_BCA');
    expect(id.body.data!.paymentMethods.map((m: Json) => m.code)).not.toContain('VA_BCA');
    const us = await portal.graphql('{ payments(module: "invoice") { code type kind } paymentGateway { name sandbox } }', {
      token: dealerUs,
      host: US,
    });
    expect(us.body.data!.payments.map((m: Json) => [m.code, m.kind])).toEqual([
      ['ACH', 'ach'],
      ['CARD', 'card'],
    ]);
    expect(us.body.data!.paymentGateway).toEqual({ name: 'sandbox', sandbox: true });
  });

  it("refuses another market's methods", async () => {
    const { body } = await portal.graphql('{ payments(sorg: "3000", module: "invoice") { code } }', { token: dealer });
    expect(codes(body)).toEqual(['U002']);
  });
});

describe('invoices to pay', () => {
  it("answers the chosen invoices with what is left to pay, and refuses another customer's", async () => {
    const a = await addInvoice(customer.id, { dueIn: -20, total: 500_000 });
    const b = await addInvoice(customer.id, { dueIn: 5, total: 300_000 });
    const { body } = await portal.graphql(
      `query($ids: [Int!]!) { invoicesToPay(ids: $ids) { total currency precision problem paymentRule
      partialPaymentPossible companyCode payerCode invoices { invoiceNo amount overdue status } } }`,
      { token: dealer, variables: { ids: [a.id, b.id] } },
    );
    expect(body.data!.invoicesToPay).toMatchObject({
      total: 800_000,
      currency: 'IDR',
      precision: 0,
      problem: null,
      paymentRule: 'overdue',
      partialPaymentPossible: false,
      companyCode: '1000-B',
      payerCode: a.payerCode,
    });
    expect(body.data!.invoicesToPay.invoices.map((i: Json) => [i.invoiceNo, i.amount, i.overdue < 0])).toEqual([
      [a.invoiceNo, 500_000, true],
      [b.invoiceNo, 300_000, false],
    ]);
    const other = await portal.graphql('query($ids: [Int!]!) { invoicesToPay(ids: $ids) { total } }', {
      token: dealer2,
      variables: { ids: [a.id] },
    });
    expect(codes(other.body)).toEqual(['U002']);
    await db.deleteFrom('invoices').where('id', 'in', [a.id, b.id]).execute();
  });
});

describe('refusals', () => {
  it('refuses a wrong selection: an invoice not yet due while an overdue one is left out; nothing changes', async () => {
    const overdue = await addInvoice(customer.id, { dueIn: -15 });
    const notDue = await addInvoice(customer.id, { dueIn: 10 });
    const before = await requestCount();
    const answer = await pay(inputFor([notDue], bca));
    expect(answer).toMatchObject({ code: 'I001', paymentRequest: null, message: { status: false } });
    expect(answer.userErrors).toEqual([
      expect.objectContaining({
        field: 'invoiceIds',
        message: 'Overdue invoices must be settled first',
        messageKey: 'payments:errors.wrong_selection_overdue',
      }),
    ]);
    expect(await requestCount()).toBe(before);
    expect((await invoice(notDue.id)).status).toBe('open');
    await db.deleteFrom('invoices').where('id', 'in', [overdue.id, notDue.id]).execute();
  });

  it('refuses an invoice already paid, and one already in a pending request', async () => {
    const paid = await addInvoice(customer.id, { status: 'paid' });
    const answer = await pay(inputFor([paid], bca));
    expect(answer.code).toBe('C001');
    expect(answer.message.description).toBe('This invoice has already been paid. Please select another invoice to continue.');

    const open = await addInvoice(customer.id, { dueIn: -40 });
    expect((await pay(inputFor([open], mandiri))).message.status).toBe(true);
    const again = await pay(inputFor([open], mandiri));
    expect(again).toMatchObject({
      code: 'C001',
      message: { description: 'This invoice has already been paid. Please select another invoice to continue.' },
    });
    expect(again.userErrors[0].messageKey).toBe('payments:errors.already_paid');
    await portal.graphql('mutation($id: String) { voidPaymentRequest(externalId: $id) { voided } }', {
      token: dealer,
      variables: {
        id: (await db.selectFrom('paymentRequests').select('externalId').orderBy('id', 'desc').executeTakeFirstOrThrow()).externalId,
      },
    });
    expect((await invoice(open.id)).status).toBe('open');
    await settleAll([open]);
  });

  it('takes a partial payment only for one invoice, within 1 and the total', async () => {
    const one = await addInvoice(customer.id, { dueIn: -50, total: 2_000_000 });
    const two = await addInvoice(customer.id, { dueIn: -49, total: 1_000_000 });
    const both = await pay(inputFor([one, two], mandiri, { isPartialPayment: true, amount: 500_000 }));
    expect(both.userErrors[0]).toMatchObject({ field: 'isPartialPayment', messageKey: 'payments:errors.partial_not_allowed' });
    const low = await pay(inputFor([one], mandiri, { isPartialPayment: true, amount: 0 }));
    expect(low.userErrors[0]).toMatchObject({ field: 'amount', message: 'The minimum amount is 1' });
    const high = await pay(inputFor([one], mandiri, { isPartialPayment: true, amount: 2_000_001 }));
    expect(high.userErrors[0]).toMatchObject({
      field: 'amount',
      message: 'The maximum amount is Rp\u00a02.000.000',
      messageKey: 'payments:errors.max_amount',
    });
    expect(high.userErrors[0].params).toEqual([{ name: 'total', value: 'Rp\u00a02.000.000' }]);
    // Without partial payment the amount must be the total the page showed.
    expect((await pay(inputFor([one], mandiri, { amount: 1_999_999 }))).code).toBe('C001');
    await db.deleteFrom('invoices').where('id', 'in', [one.id, two.id]).execute();
  });

  it('asks for payment information for card and ACH, and checks it field by field', async () => {
    const inv = await addInvoice(customerUs.id, { sorg: '3000', total: 125_050 });
    const missing = await pay(inputFor([inv], usAch), dealerUs, US);
    expect(missing.userErrors).toEqual([
      expect.objectContaining({ field: 'paymentInformation', message: 'Please fill your payment information' }),
    ]);
    const wrong = await pay(
      inputFor([inv], usCard, {
        paymentInformation: {
          creditCardNumber: '4242 4242 4242 4241',
          creditCardType: 'Visa',
          expiredMonth: 13,
          expiredYear: 2030,
          securityCode: '12',
        },
      }),
      dealerUs,
      US,
    );
    expect(wrong.userErrors.map((e: Json) => e.field).sort()).toEqual([
      'paymentInformation.creditCardNumber',
      'paymentInformation.expiredMonth',
      'paymentInformation.securityCode',
    ]);
    expect((await invoice(inv.id)).status).toBe('open');
    await db.deleteFrom('invoices').where('id', '=', inv.id).execute();
  });
});

/** Pays whatever is still pending of these invoices through the sandbox, so later tests find them out of the way. */
async function settleAll(invoices: Invoice[]) {
  await db
    .updateTable('invoices')
    .set({ status: 'paid' })
    .where(
      'id',
      'in',
      invoices.map((i) => i.id),
    )
    .execute();
}

describe('one payment per invoice', () => {
  it('lets exactly one of two simultaneous requests for the same invoice win, across two connections', async () => {
    const inv = await addInvoice(customer.id, { dueIn: -60 });
    const db2 = await openDatabase(env.databaseUrl);
    // A second API node: its own app and connection on the same database file.
    const second = new Portal(createApp({ db: db2, env }), db2, env);
    const before = await requestCount();
    const answers = await Promise.all([pay(inputFor([inv], mandiri)), pay(inputFor([inv], mandiri), dealer, undefined, second)]);
    await db2.destroy();
    expect(answers.filter((a) => a.message.status)).toHaveLength(1);
    expect(answers.find((a) => !a.message.status)!.message.description).toBe(
      'This invoice has already been paid. Please select another invoice to continue.',
    );
    expect(await requestCount()).toBe(before + 1);
    expect((await invoice(inv.id)).status).toBe('pending_payment');
  });

  it('answers the same request to the same idempotency key sent 5 times, and records one', async () => {
    const inv = await addInvoice(customer.id, { dueIn: -70 });
    const input = inputFor([inv], mandiri);
    const before = await requestCount();
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(input)));
    expect(answers.every((a) => a.message.status)).toBe(true);
    expect(new Set(answers.map((a) => a.paymentRequest.externalId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.paymentRequest.virtualAccountNo)).size).toBe(1);
    expect(await requestCount()).toBe(before + 1);
    // The key cannot pay other invoices.
    const other = await addInvoice(customer.id, { dueIn: -69 });
    expect((await pay({ ...inputFor([other], mandiri), idempotencyKey: input.idempotencyKey })).userErrors[0].messageKey).toBe(
      'payments:errors.key_reused',
    );
  });
});

describe('virtual accounts', () => {
  it('opens a virtual account with the discount; the sandbox pays it and the invoices are paid', async () => {
    await db.updateTable('invoices').set({ status: 'paid' }).where('customerId', '=', customer.id).where('status', '!=', 'paid').execute();
    const a = await addInvoice(customer.id, { dueIn: -30, total: 1_000_000 });
    const b = await addInvoice(customer.id, { dueIn: -20, total: 500_000 });
    const credit = await addInvoice(customer.id, { dueIn: -90, total: -100_000 });
    const answer = await pay(inputFor([a, b, credit], bca));
    expect(answer.message.status).toBe(true);
    const request = answer.paymentRequest;
    // 1.5 % off the total of 1,400,000 for paying in full.
    expect(request).toMatchObject({
      amount: 1_379_000,
      discount: 21_000,
      currency: 'IDR',
      partial: false,
      kind: 'transfer',
      paymentStatus: { id: 'pending' },
    });
    expect(request.virtualAccountNo).toMatch(/^\d{16}$/);
    expect(Date.parse(request.expiredDate)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect((await invoice(a.id)).status).toBe('pending_payment');

    const paid = await payVirtualAccount(request.virtualAccountNo);
    expect(paid.status).toBe(200);
    for (const i of [a, b, credit]) expect(await invoice(i.id)).toMatchObject({ status: 'paid', paidAmount: i.total, clearingDate: today });
    // The discount is booked on the invoices paid, by their shares; the deduction takes none.
    const discounts = await db
      .selectFrom('invoices')
      .select(['id', 'paymentDiscount'])
      .where('id', 'in', [a.id, b.id, credit.id])
      .orderBy('id')
      .execute();
    expect(discounts.map((d) => Number(d.paymentDiscount))).toEqual([14_000, 7_000, 0]);
    const read = await portal.graphql(READ, { token: dealer, variables: { id: request.externalId } });
    expect(read.body.data!.paymentRequest.paymentStatus).toEqual({ id: 'paid', description: 'Complete' });
    // Paying it again is refused by the pretend bank.
    expect((await payVirtualAccount(request.virtualAccountNo)).status).toBe(409);
  });

  it('leaves the rest of an invoice open after a partial payment is paid', async () => {
    const inv = await addInvoice(customer.id, { dueIn: -25, total: 3_000_000 });
    const answer = await pay(inputFor([inv], bca, { isPartialPayment: true, amount: 1_200_000 }));
    expect(answer.paymentRequest).toMatchObject({ amount: 1_200_000, discount: 0, partial: true });
    await payVirtualAccount(answer.paymentRequest.virtualAccountNo);
    expect(await invoice(inv.id)).toMatchObject({ status: 'open', paidAmount: 1_200_000, clearingDate: null });
    const rest = await invoicesToPayTotal([inv.id]);
    expect(rest).toBe(1_800_000);
    await settleAll([inv]);
  });

  it('expires an unpaid virtual account when read after its expiry, and on the timer: the invoices open again', async () => {
    const first = await addInvoice(customer.id, { dueIn: -22 });
    const second = await addInvoice(customer.id, { dueIn: -21 });
    const r1 = (await pay(inputFor([first], mandiri))).paymentRequest;
    const r2 = (await pay(inputFor([second], mandiri))).paymentRequest;
    const past = new Date(Date.now() - 60_000).toISOString();
    await db.updateTable('paymentRequests').set({ expiresAt: past }).where('externalId', 'in', [r1.externalId, r2.externalId]).execute();

    const read = await portal.graphql(READ, { token: dealer, variables: { id: r1.externalId } });
    expect(read.body.data!.paymentRequest.paymentStatus.id).toBe('expired');
    expect((await invoice(first.id)).status).toBe('open');
    expect(await expireOverdue(db)).toBe(1);
    expect((await invoice(second.id)).status).toBe('open');
    expect((await payVirtualAccount(r2.virtualAccountNo)).status).toBe(409);
    await settleAll([first, second]);
  });

  it('voids a pending transfer of the own customer only', async () => {
    const inv = await addInvoice(customer.id, { dueIn: -18 });
    const request = (await pay(inputFor([inv], mandiri))).paymentRequest;
    const VOID = 'mutation($id: String) { voidPaymentRequest(externalId: $id) { message { status } voided } }';
    const theirs = await portal.graphql(VOID, { token: dealer2, variables: { id: request.externalId } });
    expect(theirs.body.data!.voidPaymentRequest).toEqual({ message: { status: false }, voided: 0 });
    expect((await invoice(inv.id)).status).toBe('pending_payment');
    const mine = await portal.graphql(VOID, { token: dealer, variables: { id: request.externalId } });
    expect(mine.body.data!.voidPaymentRequest).toEqual({ message: { status: true }, voided: 1 });
    expect((await invoice(inv.id)).status).toBe('open');
    expect((await payVirtualAccount(request.virtualAccountNo)).status).toBe(409);
    await settleAll([inv]);
  });

  it('lets only signed-in users use the sandbox bank', async () => {
    const res = await portal.request('/api/payments/sandbox/pay/8808000000000000', { method: 'POST' });
    expect(res.status).toBe(401);
  });
});

async function invoicesToPayTotal(ids: number[]) {
  const { body } = await portal.graphql('query($ids: [Int!]!) { invoicesToPay(ids: $ids) { total } }', {
    token: dealer,
    variables: { ids },
  });
  return body.data!.invoicesToPay.total as number;
}

describe('the webhook', () => {
  async function pendingTransfer() {
    const inv = await addInvoice(customer.id, { dueIn: -12, total: 750_000 });
    const request = (await pay(inputFor([inv], mandiri))).paymentRequest;
    const event: GatewayEvent = {
      id: `evt-test-${request.externalId}`,
      type: 'payment_request.paid',
      createdAt: new Date().toISOString(),
      data: { externalId: request.externalId, amount: request.amount, currency: 'IDR' },
    };
    return { inv, request, event };
  }
  const status = async (externalId: string) =>
    (await db.selectFrom('paymentRequests').select('status').where('externalId', '=', externalId).executeTakeFirstOrThrow()).status;

  it('refuses a bad signature and changes nothing', async () => {
    const { inv, request, event } = await pendingTransfer();
    const { raw } = signed(event);
    expect((await postWebhook(raw, null)).status).toBe(401);
    expect((await postWebhook(raw, signBody('not-the-secret', raw))).status).toBe(401);
    // Signed, then altered: the signature no longer matches the body.
    const { signature } = signed(event);
    expect((await postWebhook(raw.replace(String(request.amount), '1'), signature)).status).toBe(401);
    expect(await status(request.externalId)).toBe('pending');
    expect((await invoice(inv.id)).status).toBe('pending_payment');
    expect(await db.selectFrom('gatewayEvents').select('eventId').where('eventId', '=', event.id).execute()).toEqual([]);
    await settleAll([inv]);
  });

  it('applies an event once: a replay answers 200 and changes nothing', async () => {
    const { inv, request, event } = await pendingTransfer();
    const { raw, signature } = signed(event);
    const first = await postWebhook(raw, signature);
    expect([first.status, (await first.json()).outcome]).toEqual([200, 'applied']);
    expect(await invoice(inv.id)).toMatchObject({ status: 'paid', paidAmount: 750_000 });
    const replay = await postWebhook(raw, signature);
    expect([replay.status, (await replay.json()).outcome]).toEqual([200, 'replayed']);
    expect(await invoice(inv.id)).toMatchObject({ status: 'paid', paidAmount: 750_000 });
    expect(await status(request.externalId)).toBe('paid');
    // A later outcome for a settled request changes nothing either.
    const late = signed({ ...event, id: `${event.id}-expired`, type: 'payment_request.expired' });
    expect((await (await postWebhook(late.raw, late.signature)).json()).outcome).toBe('already_settled');
    expect(await status(request.externalId)).toBe('paid');
  });

  it('moves a failed request back: its invoices open again', async () => {
    const { inv, request, event } = await pendingTransfer();
    const failed = signed({ ...event, type: 'payment_request.failed', data: { ...event.data, reason: 'bank_rejected' } });
    expect((await postWebhook(failed.raw, failed.signature)).status).toBe(200);
    expect(await status(request.externalId)).toBe('failed');
    expect((await invoice(inv.id)).status).toBe('open');
    await settleAll([inv]);
  });
});

describe('the sandbox gateway', () => {
  it('decides from the test numbers every time, and its tokens hold nothing of the number', async () => {
    const events: GatewayEvent[] = [];
    const gateway = sandboxGateway({
      db,
      secret: 'x',
      chargeDelayMs: 0,
      deliver: async (raw) => {
        events.push(JSON.parse(raw));
        return 200;
      },
    });
    const card = (number: string) => ({
      kind: 'card' as const,
      number,
      cardType: 'Visa' as const,
      expiryMonth: 12,
      expiryYear: 2030,
      securityCode: '987',
    });
    for (let i = 0; i < 40; i++) {
      for (const [number, outcome] of [
        [SANDBOX_CARDS.paid, 'paid'],
        [SANDBOX_CARDS.declined, 'declined'],
      ] as const) {
        const { token, display } = await gateway.tokenise(card(number));
        expect(token).not.toContain(number.slice(4, 12));
        expect(display).toBe(`Visa •••• ${number.slice(-4)}`);
        await gateway.charge({ externalId: `${outcome}-${i}`, token, amount: 100, currency: 'USD' });
      }
    }
    await gateway.idle();
    expect(events.filter((e) => e.data.externalId.startsWith('paid-')).every((e) => e.type === 'payment_request.paid')).toBe(true);
    expect(events.filter((e) => e.data.externalId.startsWith('declined-')).map((e) => e.data.reason)).toEqual(
      Array(40).fill('card_declined'),
    );
    await expect(gateway.tokenise(card('4242424242424241'))).rejects.toThrow('card_number_invalid');
  });
});

describe('cards and ACH', () => {
  const card = (number: string, extra: Json = {}) => ({
    creditCardNumber: number,
    creditCardType: 'Visa',
    expiredMonth: 12,
    expiredYear: new Date().getFullYear() + 2,
    securityCode: '987',
    ...extra,
  });

  it('charges a card at once; the test card pays, the decline card fails and opens the invoice again', async () => {
    const good = await addInvoice(customerUs.id, { sorg: '3000', dueIn: -40, total: 99_900 });
    const answer = await pay(inputFor([good], usCard, { paymentInformation: card('4242 4242 4242 4242') }), dealerUs, US);
    expect(answer.paymentRequest).toMatchObject({
      kind: 'card',
      amount: 99_900,
      precision: 2,
      virtualAccountNo: null,
      paymentStatus: { id: 'pending' },
    });
    await sandbox.idle();
    expect(await invoice(good.id)).toMatchObject({ status: 'paid', paidAmount: 99_900 });

    const bad = await addInvoice(customerUs.id, { sorg: '3000', dueIn: -39, total: 45_000 });
    const declined = await pay(inputFor([bad], usCard, { paymentInformation: card('4000000000000002') }), dealerUs, US);
    await sandbox.idle();
    const read = await portal.graphql(READ, { token: dealerUs, host: US, variables: { id: declined.paymentRequest.externalId } });
    expect(read.body.data!.paymentRequest.paymentStatus.id).toBe('failed');
    expect((await invoice(bad.id)).status).toBe('open');
    await settleAll([bad]);
  });

  it('debits a bank account by ACH', async () => {
    const inv = await addInvoice(customerUs.id, { sorg: '3000', dueIn: -38, total: 10_000 });
    await pay(
      inputFor([inv], usAch, {
        paymentInformation: { accountType: 'Checking', accountNumber: '000123456789', routingNumber: '011000015' },
      }),
      dealerUs,
      US,
    );
    await sandbox.idle();
    expect((await invoice(inv.id)).status).toBe('paid');
  });

  it('saves a card as a token and a mask only, pays with it again, and forgets it on request', async () => {
    const first = await addInvoice(customerUs.id, { sorg: '3000', dueIn: -37, total: 20_000 });
    await pay(inputFor([first], usCard, { paymentInformation: card(TEST_CARD, { shouldSavePayment: true }) }), dealerUs, US);
    await sandbox.idle();
    const SAVED = '{ savedPayments { id display kind type paymentMethodId } }';
    const saved = (await portal.graphql(SAVED, { token: dealerUs, host: US })).body.data!.savedPayments;
    expect(saved).toEqual([
      expect.objectContaining({ display: 'Visa •••• 4242', kind: 'card', type: 'Credit Card', paymentMethodId: usCard }),
    ]);

    // Nowhere in the database files: not the number, not as typed, not its middle digits.
    await db.selectFrom('savedPayments').select('id').execute();
    // SQLite: the files themselves, free pages included; PostgreSQL: every row of every table.
    const files = isPostgres(db)
      ? await Promise.all(
          (await db.introspection.getTables()).map(async (t) =>
            JSON.stringify((await sql`select * from ${sql.table(t.name)}`.execute(db)).rows),
          ),
        )
      : fs
          .readdirSync(env.dataDir)
          .filter((f) => f.startsWith('portal.sqlite'))
          .map((f) => fs.readFileSync(path.join(env.dataDir, f), 'latin1'));
    expect(files.length).toBeGreaterThan(0);
    for (const text of files) {
      expect(text).not.toContain(TEST_CARD);
      expect(text).not.toContain('4242 4242 4242 4242');
    }

    const second = await addInvoice(customerUs.id, { sorg: '3000', dueIn: -36, total: 30_000 });
    const again = await pay(inputFor([second], usCard, { savedPaymentId: saved[0].id }), dealerUs, US);
    expect(again.message.status).toBe(true);
    await sandbox.idle();
    expect((await invoice(second.id)).status).toBe('paid');

    // Nobody else sees it, uses it or deletes it.
    expect((await portal.graphql(SAVED, { token: dealer })).body.data!.savedPayments).toEqual([]);
    const DELETE = 'mutation($id: Int!) { deleteUserPayment(id: $id) { message { status } } }';
    const theirs = await portal.graphql(DELETE, { token: dealer, variables: { id: saved[0].id } });
    expect(codes(theirs.body)).toEqual(['U002']);
    const mine = await portal.graphql(DELETE, { token: dealerUs, host: US, variables: { id: saved[0].id } });
    expect(mine.body.data!.deleteUserPayment.message.status).toBe(true);
    expect((await portal.graphql(SAVED, { token: dealerUs, host: US })).body.data!.savedPayments).toEqual([]);
    expect(
      (await db.selectFrom('savedPayments').select('deletedAt').where('id', '=', saved[0].id).executeTakeFirstOrThrow()).deletedAt,
    ).not.toBeNull();
  });
});

describe('tenants', () => {
  it("keeps a dealer from reading another dealer's payment requests or paying their invoices", async () => {
    const inv = await addInvoice(customer.id, { dueIn: -11 });
    const request = (await pay(inputFor([inv], mandiri))).paymentRequest;
    const read = await portal.graphql(READ, { token: dealer2, variables: { id: request.externalId } });
    expect(codes(read.body)).toEqual(['U002']);
    const byNos = await portal.graphql(
      'query($p: String!, $n: [String!]!) { paymentRequestByPayerAndInvoiceNos(payerCode: $p, invoiceNos: $n) { externalId } }',
      { token: dealer2, variables: { p: inv.payerCode, n: [inv.invoiceNo] } },
    );
    expect(byNos.body.data!.paymentRequestByPayerAndInvoiceNos).toBeNull();
    const own = await portal.graphql(
      'query($p: String!, $n: [String!]!) { paymentRequestByPayerAndInvoiceNos(payerCode: $p, invoiceNos: $n) { externalId } }',
      { token: dealer, variables: { p: inv.payerCode, n: [inv.invoiceNo] } },
    );
    expect(own.body.data!.paymentRequestByPayerAndInvoiceNos.externalId).toBe(request.externalId);

    const theirs = await addInvoice(customer.id, { dueIn: -10 });
    const before = await requestCount();
    const attempt = await pay(inputFor([theirs], mandiri), dealer2);
    expect(attempt.code).toBe('U002');
    expect(await requestCount()).toBe(before);
    expect((await invoice(theirs.id)).status).toBe('open');
  });

  it('needs a signed-in user with the invoice pages', async () => {
    const { body } = await portal.graphql('{ savedPayments { id } }');
    expect(codes(body)).toEqual(['U001']);
  });
});

describe('payment history', () => {
  const HISTORY = `query($statuses: [String!], $page: Int, $limit: Int) { paymentHistory(statuses: $statuses, page: $page, limit: $limit) {
    payments { externalId amount discount virtualAccountNo expiredDate paymentStatus { id } invoices { invoiceNo amount } }
    info { count page } } }`;
  const historyOf = async (token: string, variables: Json = {}) => {
    const { body } = await portal.graphql(HISTORY, { token, variables });
    expect(codes(body)).toEqual([]);
    return body.data!.paymentHistory as { payments: Json[]; info: { count: number } };
  };

  it("keeps a transfer in progress with what is to be transferred, then as paid; never in another dealer's history", async () => {
    await db.updateTable('invoices').set({ status: 'paid' }).where('customerId', '=', customer.id).where('status', '!=', 'paid').execute();
    const a = await addInvoice(customer.id, { dueIn: -30, total: 2_000_000 });
    const b = await addInvoice(customer.id, { dueIn: -20, total: 1_000_000 });
    const { paymentRequest: made } = await pay(inputFor([a, b], bca));
    const inProgress = await historyOf(dealer, { statuses: ['pending'] });
    const mine = inProgress.payments.find((p) => p.externalId === made.externalId)!;
    // What the bank is asked for: the invoices' 3,000,000 less the 1.5 % discount, with the account it goes to.
    expect(mine).toMatchObject({
      amount: 2_955_000,
      discount: 45_000,
      virtualAccountNo: made.virtualAccountNo,
      paymentStatus: { id: 'pending' },
    });
    expect(mine.invoices.map((i: Json) => i.invoiceNo)).toEqual([a.invoiceNo, b.invoiceNo]);
    const all = await historyOf(dealer, { limit: 1 });
    expect(all.payments[0].externalId).toBe(made.externalId);
    expect(all.info.count).toBeGreaterThanOrEqual(inProgress.info.count);
    expect((await historyOf(dealer2)).payments.map((p) => p.externalId)).not.toContain(made.externalId);

    await payVirtualAccount(made.virtualAccountNo);
    expect((await historyOf(dealer, { statuses: ['pending'] })).payments.map((p) => p.externalId)).not.toContain(made.externalId);
    const paid = (await historyOf(dealer, { statuses: ['paid'] })).payments.find((p) => p.externalId === made.externalId);
    expect(paid?.paymentStatus.id).toBe('paid');
  });

  it('refuses a state it does not know and a page too long', async () => {
    const { body } = await portal.graphql(HISTORY, { token: dealer, variables: { statuses: ['lost'] } });
    expect(codes(body)).toEqual(['I001']);
    const long = await portal.graphql(HISTORY, { token: dealer, variables: { limit: 500 } });
    expect(codes(long.body)).toEqual(['I001']);
  });
});
